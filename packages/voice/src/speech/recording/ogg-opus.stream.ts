import { randomInt } from 'node:crypto';
import { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE } from '../speech.ports';
import { OggPageWriter } from './ogg-page.writer';
import { OpusFrameEncoder } from './opus-wasm';

/** How one recording is encoded; plain data, so it can be posted to the encoder's worker. */
export interface OggOpusSettings {
  /** Bits per second; 16 kbps keeps speech clear at about 120 kB a minute. */
  bitrate: number;
  /** A page at least this often (in audio): what a crash can lose at most. */
  pageIntervalMs: number;
  /** libopus's CPU/quality trade-off, 0-10. */
  complexity: number;
}

/** Ogg Opus always counts granules at 48 kHz, whatever the input rate. */
const GRANULE_RATE = 48_000;
const TO_GRANULE = GRANULE_RATE / SAMPLE_RATE;

/**
 * One recording as Ogg Opus (RFC 7845): mono 16 kHz PCM of any chunk size in, whole Ogg pages out.
 * Synchronous once created, with no I/O: the caller decides where it runs and where pages go.
 */
export class OggOpusStream {
  private buffered = new Int16Array(0);
  private inputSamples = 0;
  private encodedSamples = 0;
  private finished = false;

  private constructor(
    private readonly opus: OpusFrameEncoder,
    private readonly ogg: OggPageWriter,
    private readonly framesPerPage: number,
    private readonly preSkip: number,
  ) {}

  static async create(settings: OggOpusSettings): Promise<OggOpusStream> {
    const opus = await OpusFrameEncoder.create(SAMPLE_RATE, settings.bitrate, settings.complexity);
    const framesPerPage = Math.max(1, Math.round(settings.pageIntervalMs / FRAME_MS));
    return new OggOpusStream(opus, new OggPageWriter(randomInt(2 ** 32 - 1)), framesPerPage, opus.lookahead * TO_GRANULE);
  }

  /** The two header pages (OpusHead, OpusTags): the first bytes of the file. */
  headerPages(): Uint8Array[] {
    this.ogg.add(opusHead(this.preSkip), 0n);
    const head = this.ogg.takePage();
    this.ogg.add(opusTags(), 0n);
    return [head, this.ogg.takePage()];
  }

  /** Encodes whole 20 ms frames (the rest waits for more); returns the pages completed. */
  write(pcm: Int16Array): Uint8Array[] {
    if (this.finished) throw new Error('Ogg Opus stream already finished');
    const pages: Uint8Array[] = [];
    this.inputSamples += pcm.length;
    const joined = new Int16Array(this.buffered.length + pcm.length);
    joined.set(this.buffered);
    joined.set(pcm, this.buffered.length);
    let offset = 0;
    for (; offset + FRAME_SAMPLES <= joined.length; offset += FRAME_SAMPLES) {
      // A page's granule counts every decoded sample so far, pre-skip included (RFC 7845).
      this.encodeFrame(joined.subarray(offset, offset + FRAME_SAMPLES), BigInt((this.encodedSamples + FRAME_SAMPLES) * TO_GRANULE), pages);
      if (this.ogg.pendingPackets >= this.framesPerPage) pages.push(this.ogg.takePage());
    }
    this.buffered = joined.slice(offset);
    return pages;
  }

  /** The last pages (end of stream), and the duration of the audio written; frees the codec. */
  finish(): { pages: Uint8Array[]; durationMs: number } {
    if (this.finished) throw new Error('Ogg Opus stream already finished');
    this.finished = true;
    const pages: Uint8Array[] = [];
    // Feed silence until the codec's delay has pushed out every real sample; the last page's
    // granule then trims the padding, so the decoded length equals the input length.
    const finalGranule = BigInt(this.preSkip + this.inputSamples * TO_GRANULE);
    const tail = new Int16Array(Math.ceil((this.buffered.length + this.opus.lookahead) / FRAME_SAMPLES) * FRAME_SAMPLES);
    tail.set(this.buffered);
    try {
      for (let offset = 0; offset < tail.length; offset += FRAME_SAMPLES) {
        this.encodeFrame(tail.subarray(offset, offset + FRAME_SAMPLES), finalGranule, pages);
      }
      pages.push(this.ogg.takePage(true));
    } finally {
      this.opus.destroy();
    }
    return { pages, durationMs: (this.inputSamples * 1000) / SAMPLE_RATE };
  }

  /** Frees the codec without writing the end (the recording was abandoned). */
  discard(): void {
    if (this.finished) return;
    this.finished = true;
    this.opus.destroy();
  }

  private encodeFrame(frame: Int16Array, granule: bigint, pages: Uint8Array[]): void {
    const packet = this.opus.encode(frame);
    if (!this.ogg.fits(packet)) pages.push(this.ogg.takePage());
    this.ogg.add(packet, granule);
    this.encodedSamples += frame.length;
  }
}

function opusHead(preSkip: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(new TextEncoder().encode('OpusHead'));
  head[8] = 1; // version
  head[9] = 1; // channels
  view.setUint16(10, preSkip, true);
  view.setUint32(12, SAMPLE_RATE, true); // the input's rate, for information
  view.setInt16(16, 0, true); // output gain
  head[18] = 0; // channel mapping family: mono or stereo
  return head;
}

function opusTags(): Uint8Array {
  const vendor = new TextEncoder().encode('Rehearse (libopus)');
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  const view = new DataView(tags.buffer);
  tags.set(new TextEncoder().encode('OpusTags'));
  view.setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  view.setUint32(12 + vendor.length, 0, true); // no user comments
  return tags;
}
