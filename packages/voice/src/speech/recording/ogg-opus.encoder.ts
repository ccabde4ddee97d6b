import type { RecordingEncoder, RecordingSink, RecordingWriter } from '../speech.ports';
import { OggOpusRunner } from './ogg-opus-runner';
import { OggOpusStream } from './ogg-opus.stream';
import type { OggOpusSettings } from './ogg-opus.stream';

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
  /**
   * The worker thread that encodes (default: one shared by the process). With `'this-thread'` the
   * encoder runs on the caller's thread: for tools, never for a server pacing live calls.
   */
  runner?: OggOpusRunner | 'this-thread';
}

export interface OggOpusEncoder extends RecordingEncoder {
  /** Starts the worker and compiles libopus by encoding an empty recording, so the first call does not wait. */
  warmUp(): Promise<void>;
  /** Stops the encoder's worker; recordings still open fail (a later `open` starts it again). */
  close(): Promise<void>;
}

const DISCARDING_SINK: RecordingSink = { write: async () => undefined, close: async () => undefined };

let sharedRunner: OggOpusRunner | undefined;

/** Recordings as Ogg Opus (RFC 7845): mono, 16 kHz in, libopus from WebAssembly in a worker thread. */
export function createOggOpusEncoder(options: OggOpusOptions = {}): OggOpusEncoder {
  const settings: OggOpusSettings = {
    bitrate: options.bitrate ?? 16_000,
    pageIntervalMs: options.pageIntervalMs ?? 1000,
    complexity: options.complexity ?? 5,
  };
  const runner = options.runner ?? (sharedRunner ??= new OggOpusRunner());
  const openRecording = (sink: RecordingSink) =>
    runner === 'this-thread' ? openInThisThread(sink, settings) : runner.open(sink, settings);
  return {
    mimeType: 'audio/ogg; codecs=opus',
    fileExtension: '.ogg',
    open: openRecording,
    warmUp: async () => {
      await (await openRecording(DISCARDING_SINK)).finish();
    },
    close: async () => {
      if (runner !== 'this-thread') await runner.close();
    },
  };
}

async function openInThisThread(sink: RecordingSink, settings: OggOpusSettings): Promise<RecordingWriter> {
  const stream = await OggOpusStream.create(settings);
  let bytes = 0;
  const emit = async (pages: Uint8Array[]) => {
    for (const page of pages) {
      bytes += page.length;
      await sink.write(page);
    }
  };
  await emit(stream.headerPages());
  return {
    write: (pcm) => emit(stream.write(pcm)),
    async finish() {
      const { pages, durationMs } = stream.finish();
      await emit(pages);
      await sink.close();
      return { durationMs, bytes };
    },
  };
}
