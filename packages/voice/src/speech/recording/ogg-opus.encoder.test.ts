import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseWav, splitIntoFrames } from '../pcm-audio';
import { quietNoise } from '../speech.test-support';
import { createOggOpusEncoder } from './ogg-opus.encoder';
import { chirp, fileSink, readOggPages } from './ogg.test-support';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rehearse-recording-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function encodeToFile(samples: Int16Array, name: string, pageIntervalMs?: number) {
  const file = path.join(dir, name);
  const writer = await createOggOpusEncoder({ pageIntervalMs }).open(await fileSink(file));
  // Frames of mixed sizes, as a mixer or a network might hand them over.
  for (let offset = 0, size = 320; offset < samples.length; offset += size, size = size === 320 ? 500 : 320) {
    await writer.write(samples.subarray(offset, offset + size));
  }
  const summary = await writer.finish();
  return { file, summary, bytes: new Uint8Array(await readFile(file)) };
}

describe('Ogg Opus recording encoder', () => {
  it('writes a valid Ogg Opus stream whose duration matches the input', async () => {
    const input = chirp(3.3);
    const { bytes, summary } = await encodeToFile(input, 'chirp.ogg');
    const pages = readOggPages(bytes);

    expect(pages.every((page) => page.checksumValid)).toBe(true);
    expect(pages.map((page) => page.sequence)).toEqual(pages.map((_, index) => index));
    expect(pages[0]!.headerType).toBe(2); // beginning of stream
    expect(pages.at(-1)!.headerType).toBe(4); // end of stream
    const head = pages[0]!.packets[0]!;
    expect(new TextDecoder().decode(head.subarray(0, 8))).toBe('OpusHead');
    expect(new TextDecoder().decode(pages[1]!.packets[0]!.subarray(0, 8))).toBe('OpusTags');
    const preSkip = new DataView(head.buffer, head.byteOffset).getUint16(10, true);
    // Granules count 48 kHz samples including the pre-skip; the last one trims the padding.
    expect(Number(pages.at(-1)!.granule) - preSkip).toBe(input.length * 3);
    // The first audio page starts at granule 0: its granule is just its packets' 20 ms x 48 kHz.
    expect(pages[2]!.granule).toBe(BigInt(pages[2]!.packets.length * 960));
    expect(summary).toEqual({ durationMs: 3300, bytes: bytes.length });
  });

  it('cuts a page at least every page interval, so a crash keeps what was said', async () => {
    const { bytes } = await encodeToFile(chirp(5), 'paged.ogg', 1000);
    const audioPages = readOggPages(bytes).slice(2);
    expect(audioPages.length).toBeGreaterThanOrEqual(5);
    expect(audioPages.slice(0, -1).every((page) => page.packets.length <= 50)).toBe(true);
  });

  it('leaves a playable file up to the last page if the server dies before finishing', async () => {
    const file = path.join(dir, 'crashed.ogg');
    const writer = await createOggOpusEncoder({ pageIntervalMs: 1000 }).open(await fileSink(file));
    for (const frame of splitIntoFrames(chirp(3.5))) await writer.write(frame);
    // No finish(): what is on disk now is what a crash would leave, once the encoder's worker has
    // sent back the pages of the last batch.
    const pages = await vi.waitFor(
      async () => {
        const written = readOggPages(new Uint8Array(await readFile(file)));
        expect(Number(written.at(-1)!.granule)).toBe(3 * 48_000);
        return written;
      },
      { timeout: 10_000 },
    );
    expect(pages.every((page) => page.checksumValid)).toBe(true);
    const wavFile = path.join(dir, 'crashed.wav');
    await run('opusdec', ['--quiet', '--rate', '16000', file, wavFile]);
    expect(parseWav(new Uint8Array(await readFile(wavFile))).samples.length).toBeGreaterThan(2.9 * 16_000);
    await writer.finish();
  });

  it('decodes with opus-tools to the same number of samples, at about 16 kbps', async () => {
    const input = new Int16Array(60 * 16_000);
    input.set(chirp(30));
    input.set(quietNoise(30 * 16_000, 300), 30 * 16_000);
    const { file, bytes } = await encodeToFile(input, 'minute.ogg');
    const wavFile = path.join(dir, 'minute.wav');
    await run('opusdec', ['--quiet', '--rate', '16000', file, wavFile]).catch((error: unknown) => {
      throw new Error(`opusdec failed (install opus-tools: bash scripts/install-system-deps.sh): ${String(error)}`);
    });
    const decoded = parseWav(new Uint8Array(await readFile(wavFile)));
    expect(decoded.samples.length).toBe(input.length);
    // Aligned with the input (the pre-skip is right), and close to it.
    let product = 0;
    let energy = 0;
    let decodedEnergy = 0;
    for (let i = 0; i < 30 * 16_000; i++) {
      product += input[i]! * decoded.samples[i]!;
      energy += input[i]! ** 2;
      decodedEnergy += decoded.samples[i]! ** 2;
    }
    expect(product / Math.sqrt(energy * decodedEnergy)).toBeGreaterThan(0.9);
    const { stdout } = await run('opusinfo', [file]);
    expect(stdout).toMatch(/Playback length: 1m:00\.000s/);
    // 16 kbps is 120 kB a minute, plus container overhead.
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(bytes.length).toBeLessThan(140_000);
    expect(splitIntoFrames(decoded.samples).length).toBe(3000);
  });
});
