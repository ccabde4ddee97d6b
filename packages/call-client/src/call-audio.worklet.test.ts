import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_PROCESSOR_NAME, PLAYBACK_PROCESSOR_NAME, isPlaybackLevelReport } from './call-audio.messages';
import type { CaptureProcessorOptions, PlaybackProcessorOptions } from './call-audio.messages';

/** The audio thread's global scope, faked: the processors only use their port and the context's rate. */
class FakePort {
  readonly posted: Array<{ data: unknown; transfer: Transferable[] }> = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  postMessage(data: unknown, transfer: Transferable[] = []): void {
    this.posted.push({ data, transfer });
  }
  deliver(data: unknown): void {
    this.onmessage?.({ data });
  }
}
class FakeAudioWorkletProcessor {
  readonly port = new FakePort();
}
interface Processor {
  readonly port: FakePort;
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
type ProcessorClass = new (options: AudioWorkletNodeOptions) => Processor;

const scope = globalThis as unknown as Record<string, unknown>;
const registered = new Map<string, ProcessorClass>();
const QUANTUM = 128;

beforeAll(async () => {
  scope.AudioWorkletProcessor = FakeAudioWorkletProcessor;
  scope.registerProcessor = (name: string, processor: ProcessorClass) => registered.set(name, processor);
  await import('./call-audio.worklet');
});

afterAll(() => {
  for (const name of ['AudioWorkletProcessor', 'registerProcessor', 'sampleRate']) delete scope[name];
});

function createProcessor(
  name: string,
  contextRate: number,
  processorOptions: CaptureProcessorOptions | PlaybackProcessorOptions,
): Processor {
  scope.sampleRate = contextRate;
  const Processor = registered.get(name);
  if (!Processor) throw new Error(`${name} was not registered`);
  return new Processor({ processorOptions });
}

const CAPTURE: CaptureProcessorOptions = { targetRate: 16_000, frameSamples: 320 };
const PLAYBACK: PlaybackProcessorOptions = { sourceRate: 16_000, prefillMs: 80, capacityMs: 2000, levelIntervalMs: 50 };

function pcmFrame(value: number): ArrayBuffer {
  return new Int16Array(320).fill(value).buffer;
}

describe('capture processor', () => {
  it('turns a 48 kHz stereo microphone into 640-byte 16 kHz frames, one per 20 ms', () => {
    const capture = createProcessor(CAPTURE_PROCESSOR_NAME, 48_000, CAPTURE);
    const left = new Float32Array(QUANTUM).fill(0.5);
    const right = new Float32Array(QUANTUM).fill(0.5);
    for (let block = 0; block < 75; block++) expect(capture.process([[left, right]], [[new Float32Array(QUANTUM)]])).toBe(true);

    // 75 blocks of 128 samples at 48 kHz = 200 ms = 10 frames (give or take the resampler's edge).
    expect(capture.port.posted.length).toBeGreaterThanOrEqual(9);
    for (const { data, transfer } of capture.port.posted) {
      expect(data).toBeInstanceOf(ArrayBuffer);
      expect((data as ArrayBuffer).byteLength).toBe(640);
      expect(transfer).toEqual([data]);
    }
    const last = new Int16Array(capture.port.posted.at(-1)?.data as ArrayBuffer);
    expect(last[319]).toBeCloseTo(16_384, -2);
  });

  it('keeps sending silent frames while the microphone gives no channels', () => {
    const capture = createProcessor(CAPTURE_PROCESSOR_NAME, 16_000, CAPTURE);
    for (let block = 0; block < 5; block++) capture.process([[]], [[new Float32Array(QUANTUM)]]);
    expect(capture.port.posted).toHaveLength(2);
    expect(new Int16Array(capture.port.posted[0]?.data as ArrayBuffer).every((sample) => sample === 0)).toBe(true);
  });
});

describe('playback processor', () => {
  function render(playback: Processor, blocks: number): Float32Array {
    const played = new Float32Array(blocks * QUANTUM);
    for (let block = 0; block < blocks; block++) {
      const output = new Float32Array(QUANTUM);
      playback.process([], [[output]]);
      played.set(output, block * QUANTUM);
    }
    return played;
  }
  const levels = (playback: Processor) =>
    playback.port.posted
      .map(({ data }) => data)
      .filter(isPlaybackLevelReport)
      .map(({ rms }) => rms);

  it('plays the frames once 80 ms are buffered and reports the level of what it played', () => {
    const playback = createProcessor(PLAYBACK_PROCESSOR_NAME, 16_000, PLAYBACK);
    playback.port.deliver(pcmFrame(8192));
    playback.port.deliver(pcmFrame(8192));
    expect(render(playback, 5).every((sample) => sample === 0)).toBe(true);

    for (let frame = 0; frame < 8; frame++) playback.port.deliver(pcmFrame(8192));
    const played = render(playback, 20);
    expect(played[0]).toBe(0.25);
    expect(levels(playback).at(-1)).toBeCloseTo(0.25, 2);
  });

  it('drops everything buffered on clear, and plays silence while muted', () => {
    const playback = createProcessor(PLAYBACK_PROCESSOR_NAME, 16_000, PLAYBACK);
    for (let frame = 0; frame < 10; frame++) playback.port.deliver(pcmFrame(8192));
    playback.port.deliver({ type: 'clear' });
    expect(render(playback, 10).every((sample) => sample === 0)).toBe(true);

    for (let frame = 0; frame < 10; frame++) playback.port.deliver(pcmFrame(8192));
    playback.port.deliver({ type: 'mute', muted: true });
    expect(render(playback, 10).every((sample) => sample === 0)).toBe(true);
    expect(levels(playback).every((rms) => rms === 0)).toBe(true);
    playback.port.deliver({ type: 'mute', muted: false });
    playback.port.deliver('something else');
    expect(render(playback, 10).some((sample) => sample !== 0)).toBe(true);
  });

  it('resamples the 16 kHz frames up to a 48 kHz context', () => {
    const playback = createProcessor(PLAYBACK_PROCESSOR_NAME, 48_000, PLAYBACK);
    for (let frame = 0; frame < 10; frame++) playback.port.deliver(pcmFrame(8192));
    const played = render(playback, 100);
    // 200 ms of 16 kHz audio is 9600 samples at 48 kHz.
    const audible = played.filter((sample) => sample !== 0).length;
    expect(audible).toBeGreaterThan(9000);
    expect(audible).toBeLessThanOrEqual(9600);
  });
});
