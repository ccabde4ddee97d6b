import { randomInt } from 'node:crypto';
import { open } from 'node:fs/promises';
import { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE } from '../speech.ports';
import type { RecordingEncoder, RecordingSink, RecordingWriter } from '../speech.ports';
import { OggPageWriter } from './ogg-page.writer';
import { OpusFrameEncoder } from './opus-wasm';

export interface OggOpusOptions {
  /** 16 kbps keeps speech clear at about 120 kB a minute. */
  bitrate?: number;
  /** A page (and a write to the sink) at least this often: what a crash can lose at most. */
  pageIntervalMs?: number;
  /**
   * libopus's CPU/quality trade-off, 0-10. 5 takes about half the CPU of 10 at 16 kbps speech with
   * no audible loss, which matters with several calls recording at once.
   */
  complexity?: number;
}

/** Ogg Opus always counts granules at 48 kHz, whatever the input rate. */
const GRANULE_RATE = 48_000;
const TO_GRANULE = GRANULE_RATE / SAMPLE_RATE;

/** Recordings as Ogg Opus (RFC 7845): mono, 16 kHz in, libopus from WebAssembly. */
export function createOggOpusEncoder(options: OggOpusOptions = {}): RecordingEncoder {
  const bitrate = options.bitrate ?? 16_000;
  const framesPerPage = Math.max(1, Math.round((options.pageIntervalMs ?? 1000) / FRAME_MS));
  return {
    mimeType: 'audio/ogg; codecs=opus',
    fileExtension: '.ogg',
    async open(sink: RecordingSink): Promise<RecordingWriter> {
      const opus = await OpusFrameEncoder.create(SAMPLE_RATE, bitrate, options.complexity ?? 5);
      const ogg = new OggPageWriter(randomInt(2 ** 32 - 1));
      const preSkip = opus.lookahead * TO_GRANULE;
      let bytes = 0;
      const emit = async (page: Uint8Array) => {
        bytes += page.length;
        await sink.write(page);
      };

      ogg.add(opusHead(preSkip), 0n);
      await emit(ogg.takePage());
      ogg.add(opusTags(), 0n);
      await emit(ogg.takePage());

      let buffered = new Int16Array(0);
      let inputSamples = 0;
      let encodedSamples = 0;
      const encodeFrame = async (frame: Int16Array, granule: bigint) => {
        const packet = opus.encode(frame);
        if (!ogg.fits(packet)) await emit(ogg.takePage());
        ogg.add(packet, granule);
        encodedSamples += frame.length;
      };

      return {
        async write(pcm) {
          inputSamples += pcm.length;
          const joined = new Int16Array(buffered.length + pcm.length);
          joined.set(buffered);
          joined.set(pcm, buffered.length);
          let offset = 0;
          for (; offset + FRAME_SAMPLES <= joined.length; offset += FRAME_SAMPLES) {
            // A page's granule counts every decoded sample so far, pre-skip included (RFC 7845).
            await encodeFrame(joined.subarray(offset, offset + FRAME_SAMPLES), BigInt((encodedSamples + FRAME_SAMPLES) * TO_GRANULE));
            if (ogg.pendingPackets >= framesPerPage) await emit(ogg.takePage());
          }
          buffered = joined.slice(offset);
        },

        async finish() {
          // Feed silence until the codec's delay has pushed out every real sample; the last page's
          // granule then trims the padding, so the decoded length equals the input length.
          const finalGranule = BigInt(preSkip + inputSamples * TO_GRANULE);
          const tail = new Int16Array(Math.ceil((buffered.length + opus.lookahead) / FRAME_SAMPLES) * FRAME_SAMPLES);
          tail.set(buffered);
          for (let offset = 0; offset < tail.length; offset += FRAME_SAMPLES) {
            await encodeFrame(tail.subarray(offset, offset + FRAME_SAMPLES), finalGranule);
          }
          await emit(ogg.takePage(true));
          opus.destroy();
          await sink.close();
          return { durationMs: (inputSamples * 1000) / SAMPLE_RATE, bytes };
        },
      };
    },
  };
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

/** Writes a recording to a file as it goes; pages already written survive a crash of the server. */
export async function createFileRecordingSink(filePath: string): Promise<RecordingSink> {
  const file = await open(filePath, 'w', 0o600);
  return {
    async write(bytes) {
      await file.write(bytes);
    },
    async close() {
      await file.datasync();
      await file.close();
    },
  };
}
