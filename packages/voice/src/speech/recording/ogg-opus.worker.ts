import { parentPort } from 'node:worker_threads';
import { OggOpusStream } from './ogg-opus.stream';
import type { OggOpusSettings } from './ogg-opus.stream';

/**
 * Encodes the recordings of every live call off the main thread: libopus takes a few hundred
 * microseconds per 20 ms frame, which with ten calls recording was the event loop's largest share.
 * Messages are handled in arrival order, so each recording's frames are encoded in call order.
 */
export type EncoderRequest =
  | { type: 'open'; id: number; settings: OggOpusSettings }
  /** A batch of PCM for several recordings (each chunk's buffer transferred). */
  | { type: 'encode'; chunks: { id: number; pcm: Int16Array }[] }
  | { type: 'finish'; id: number }
  /** The recording was abandoned (its sink failed): free the codec, write nothing more. */
  | { type: 'discard'; id: number };

export type EncoderResponse =
  | { type: 'opened'; id: number; pages: Uint8Array[] }
  | { type: 'pages'; recordings: { id: number; pages: Uint8Array[] }[] }
  | { type: 'finished'; id: number; pages: Uint8Array[]; durationMs: number }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('ogg-opus.worker.ts must run in a worker thread');

const streams = new Map<number, OggOpusStream>();
/** Opening is asynchronous the first time (libopus is compiled then): later messages wait for it. */
let queue: Promise<void> = Promise.resolve();

const send = (response: EncoderResponse, pages: Uint8Array[] = []) =>
  port.postMessage(
    response,
    pages.map((page) => page.buffer as ArrayBuffer),
  );
const fail = (id: number, error: unknown) => {
  streams.get(id)?.discard();
  streams.delete(id);
  send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
};

async function handle(request: EncoderRequest): Promise<void> {
  switch (request.type) {
    case 'open': {
      try {
        const stream = await OggOpusStream.create(request.settings);
        streams.set(request.id, stream);
        const pages = stream.headerPages();
        send({ type: 'opened', id: request.id, pages }, pages);
      } catch (error) {
        fail(request.id, error);
      }
      return;
    }
    case 'encode': {
      const recordings: { id: number; pages: Uint8Array[] }[] = [];
      for (const { id, pcm } of request.chunks) {
        const stream = streams.get(id);
        if (!stream) continue; // failed or discarded earlier: its owner already knows
        try {
          const pages = stream.write(pcm);
          if (pages.length > 0) recordings.push({ id, pages });
        } catch (error) {
          fail(id, error);
        }
      }
      if (recordings.length > 0)
        send(
          { type: 'pages', recordings },
          recordings.flatMap((recording) => recording.pages),
        );
      return;
    }
    case 'finish': {
      const stream = streams.get(request.id);
      if (!stream) return;
      streams.delete(request.id);
      try {
        const { pages, durationMs } = stream.finish();
        send({ type: 'finished', id: request.id, pages, durationMs }, pages);
      } catch (error) {
        fail(request.id, error);
      }
      return;
    }
    case 'discard': {
      streams.get(request.id)?.discard();
      streams.delete(request.id);
      return;
    }
  }
}

port.on('message', (request: EncoderRequest) => {
  queue = queue.then(() => handle(request));
});
