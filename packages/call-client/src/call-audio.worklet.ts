import {
  CAPTURE_PROCESSOR_NAME,
  PLAYBACK_PROCESSOR_NAME,
  type CaptureProcessorOptions,
  type PlaybackCommand,
  type PlaybackLevelReport,
  type PlaybackProcessorOptions,
} from './call-audio.messages';
import { createJitterBuffer, type JitterBuffer } from './jitter-buffer';
import { createFrameAssembler, downmixToMono, int16ToFloat, type FrameAssembler } from './pcm-frames';
import { createStreamResampler, type StreamResampler } from './pcm-resampler';

/**
 * The call's audio worklet module: runs on the browser's audio thread, loaded by
 * `browser-audio-io.ts`. Two processors: capture (microphone -> 16 kHz 16-bit frames posted to the
 * main thread, which sends them on the socket) and playback (the buyer's frames -> jitter buffer ->
 * speaker, reporting the level of what it actually played for the speaking detector).
 * Bundled by Vite as its own file (`?worker&url`), so it may import the pure helpers beside it.
 */

/** The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe. */
interface WorkletProcessor {
  readonly port: MessagePort;
}
interface ProcessorConstructor {
  new (options: AudioWorkletNodeOptions): WorkletProcessor & {
    process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
  };
}
interface AudioWorkletScope {
  readonly sampleRate: number;
  readonly AudioWorkletProcessor: new (options?: AudioWorkletNodeOptions) => WorkletProcessor;
  registerProcessor(name: string, processor: ProcessorConstructor): void;
}

const scope = globalThis as unknown as AudioWorkletScope;
const RENDER_QUANTUM = 128;

class CaptureProcessor extends scope.AudioWorkletProcessor {
  private readonly resampler: StreamResampler;
  private readonly frames: FrameAssembler;

  constructor(options: AudioWorkletNodeOptions) {
    super(options);
    const { targetRate, frameSamples } = options.processorOptions as CaptureProcessorOptions;
    this.resampler = createStreamResampler(scope.sampleRate, targetRate);
    this.frames = createFrameAssembler(frameSamples);
  }

  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    // With the input not (yet) connected there are no channels: count that as silence, so frames
    // keep flowing at their steady pace and the server's timeline never stalls.
    const length = outputs[0]?.[0]?.length ?? RENDER_QUANTUM;
    const mono = downmixToMono(inputs[0] ?? [], length);
    for (const frame of this.frames.push(this.resampler.process(mono))) {
      this.port.postMessage(frame.buffer, [frame.buffer]);
    }
    return true;
  }
}

class PlaybackProcessor extends scope.AudioWorkletProcessor {
  private readonly resampler: StreamResampler;
  private readonly buffer: JitterBuffer;
  private readonly levelIntervalSamples: number;
  private muted = false;
  private sumOfSquares = 0;
  private measuredSamples = 0;

  constructor(options: AudioWorkletNodeOptions) {
    super(options);
    const settings = options.processorOptions as PlaybackProcessorOptions;
    const samplesPerMs = scope.sampleRate / 1000;
    this.resampler = createStreamResampler(settings.sourceRate, scope.sampleRate);
    this.buffer = createJitterBuffer({
      prefillSamples: Math.round(settings.prefillMs * samplesPerMs),
      capacitySamples: Math.round(settings.capacityMs * samplesPerMs),
    });
    this.levelIntervalSamples = Math.round(settings.levelIntervalMs * samplesPerMs);
    this.port.onmessage = (event: MessageEvent<unknown>) => this.receive(event.data);
  }

  private receive(data: unknown): void {
    if (data instanceof ArrayBuffer) {
      if (data.byteLength % 2 === 0) this.buffer.push(this.resampler.process(int16ToFloat(new Int16Array(data))));
      return;
    }
    if (typeof data !== 'object' || data === null) return;
    const command = data as PlaybackCommand;
    if (command.type === 'clear') this.buffer.clear();
    else if (command.type === 'mute') this.muted = command.muted;
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const channels = outputs[0] ?? [];
    const first = channels[0];
    if (!first) return true;
    this.buffer.pull(first);
    // Muted: the audio is still consumed, so unmuting resumes in time rather than replaying the past.
    if (this.muted) first.fill(0);
    for (let c = 1; c < channels.length; c++) channels[c]?.set(first);
    this.measure(first);
    return true;
  }

  private measure(played: Float32Array): void {
    for (const sample of played) this.sumOfSquares += sample * sample;
    this.measuredSamples += played.length;
    if (this.measuredSamples < this.levelIntervalSamples) return;
    const report: PlaybackLevelReport = { type: 'level', rms: Math.sqrt(this.sumOfSquares / this.measuredSamples) };
    this.port.postMessage(report);
    this.sumOfSquares = 0;
    this.measuredSamples = 0;
  }
}

scope.registerProcessor(CAPTURE_PROCESSOR_NAME, CaptureProcessor);
scope.registerProcessor(PLAYBACK_PROCESSOR_NAME, PlaybackProcessor);
