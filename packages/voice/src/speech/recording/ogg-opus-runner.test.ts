import { afterAll, describe, expect, it, vi } from 'vitest';
import { splitIntoFrames } from '../pcm-audio';
import { SpeechProviderError } from '../speech.ports';
import type { RecordingWriter } from '../speech.ports';
import { createOggOpusEncoder } from './ogg-opus.encoder';
import { OggOpusRunner } from './ogg-opus-runner';
import { chirp, memorySink, readOggPages } from './ogg.test-support';

const runner = new OggOpusRunner();
const encoder = createOggOpusEncoder({ runner });
afterAll(() => encoder.close());

/** Each page's packets and granule: the stream without its random serial number and checksums. */
function packetsOf(bytes: Uint8Array) {
  return readOggPages(bytes).map((page) => ({
    granule: page.granule,
    headerType: page.headerType,
    packets: page.packets.map((packet) => [...packet]),
  }));
}

async function encodeInThisThread(samples: Int16Array): Promise<Uint8Array> {
  const sink = memorySink();
  const writer = await createOggOpusEncoder({ runner: 'this-thread' }).open(sink);
  for (const frame of splitIntoFrames(samples)) await writer.write(frame);
  await writer.finish();
  return sink.bytes();
}

describe('Ogg Opus encoder worker', () => {
  it('keeps each recording in order, many at once, identical to encoding on this thread', async () => {
    const inputs = Array.from({ length: 12 }, (_, call) => chirp(2 + call * 0.14, call));
    const sinks = inputs.map(() => memorySink());
    const writers = await Promise.all(sinks.map((sink) => encoder.open(sink)));
    const frames = inputs.map((input) => splitIntoFrames(input));
    // Interleaved as live calls write, with pauses so some frames go in timed batches.
    for (let index = 0; frames.some((call) => index < call.length); index++) {
      for (const [call, writer] of writers.entries()) if (index < frames[call]!.length) await writer.write(frames[call]![index]!);
      if (index % 40 === 0) await new Promise((resolve) => setTimeout(resolve, 120));
    }
    const summaries = await Promise.all(writers.map((writer) => writer.finish()));

    for (const [call, sink] of sinks.entries()) {
      expect(sink.closed).toBe(true);
      const pages = readOggPages(sink.bytes());
      expect(pages.every((page) => page.checksumValid)).toBe(true);
      expect(pages.map((page) => page.sequence)).toEqual(pages.map((_, index) => index));
      expect(packetsOf(sink.bytes())).toEqual(packetsOf(await encodeInThisThread(inputs[call]!)));
      expect(summaries[call]).toEqual({ durationMs: (inputs[call]!.length / 16_000) * 1000, bytes: sink.bytes().length });
    }
  });

  it('hands pages to the sink while the call goes on, without waiting for finish', async () => {
    const sink = memorySink();
    const writer = await createOggOpusEncoder({ runner, pageIntervalMs: 1000 }).open(sink);
    for (const frame of splitIntoFrames(chirp(3.5))) await writer.write(frame);
    await vi.waitFor(() => expect(Number(readOggPages(sink.bytes()).at(-1)!.granule)).toBe(3 * 48_000), { timeout: 10_000 });
    expect(sink.closed).toBe(false);
    await writer.finish();
  });

  it('finishes once however often finish is called, and refuses frames after it', async () => {
    const writer = await encoder.open(memorySink());
    await writer.write(chirp(0.5));
    const [first, second] = await Promise.all([writer.finish(), writer.finish()]);
    expect(second).toEqual(first);
    await expect(writer.write(chirp(0.1))).rejects.toThrow(/already finished/);
  });

  it('fails only the recording whose sink fails, and closes that sink', async () => {
    const broken = memorySink(4);
    const healthy = memorySink();
    const [brokenWriter, healthyWriter] = await Promise.all([encoder.open(broken), encoder.open(healthy)]);
    for (const frame of splitIntoFrames(chirp(3))) {
      await brokenWriter.write(frame).catch(() => undefined);
      await healthyWriter.write(frame);
    }
    await expect(brokenWriter.finish()).rejects.toThrow('disk full');
    expect(broken.closed).toBe(true);
    expect((await healthyWriter.finish()).durationMs).toBe(3000);
    expect(readOggPages(healthy.bytes()).at(-1)!.headerType).toBe(4);
  });

  it('fails the recordings of a worker that dies (retryable), keeps their pages, and starts a new one for later calls', async () => {
    const crashing = new OggOpusRunner({ entry: new URL('./crashing-encoder-worker.fixture.mjs', import.meta.url) });
    const crashingEncoder = createOggOpusEncoder({ runner: crashing });
    const sinks = [memorySink(), memorySink()];
    const writers: RecordingWriter[] = [];
    for (const sink of sinks) writers.push(await crashingEncoder.open(sink)); // recordings 1 and 2
    for (const frame of splitIntoFrames(chirp(1.5))) for (const writer of writers) await writer.write(frame);

    const error = await writers[0]!.finish().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ provider: 'opus', retryable: true, message: expect.stringMatching(/stopped: exited with code 70/) });
    await expect(writers[1]!.write(chirp(0.1))).rejects.toThrow(/stopped/);
    await expect(writers[1]!.finish()).rejects.toThrow(/stopped/);
    for (const sink of sinks) {
      expect(sink.closed).toBe(true);
      expect(readOggPages(sink.bytes()).every((page) => page.checksumValid && page.headerType !== 4)).toBe(true);
    }

    const later = memorySink();
    const writer = await crashingEncoder.open(later);
    await writer.write(chirp(1));
    expect(await writer.finish()).toMatchObject({ durationMs: 1000 });
    expect(readOggPages(later.bytes()).at(-1)!.headerType).toBe(4);
    await crashingEncoder.close();
  });

  it('fails recordings still open when closed (their sinks closed), and opens new ones after', async () => {
    const closing = createOggOpusEncoder({ runner: new OggOpusRunner() });
    const sink = memorySink();
    const writer = await closing.open(sink);
    await writer.write(chirp(0.5));
    await closing.close();

    await expect(writer.write(chirp(0.1))).rejects.toThrow('recording encoder closed');
    await expect(writer.finish()).rejects.toMatchObject({ provider: 'opus', retryable: false });
    expect(sink.closed).toBe(true);
    await closing.close(); // twice is harmless

    const reopened = await closing.open(memorySink());
    await reopened.write(chirp(0.2));
    expect((await reopened.finish()).durationMs).toBe(200);
    await closing.close();
  });
});
