import { FIRST_MESSAGE, type EndedReason } from '@rehearse/domain';
import type { CallDeps } from '../app';
import {
  type CallEngines,
  type CallPipeline,
  type CallPipelineOptions,
  type CallPipelineSink,
  createOggOpusEncoder,
  FRAME_SAMPLES,
  type SpeechToText,
} from '@rehearse/voice';

/**
 * A stand-in turn loop for gateway tests: it greets, echoes every 50 caller frames as one caller
 * transcript entry, and records what it got, so tests can check the socket, storage and billing
 * around it without speech engines.
 */
export class FakeCallPipeline implements CallPipeline {
  readonly callerFrames: Int16Array[] = [];
  readonly notes: string[] = [];
  muted = false;
  private ended?: EndedReason;
  private elapsedMs = 0;

  constructor(
    readonly options: CallPipelineOptions,
    private readonly sink: CallPipelineSink,
  ) {}

  async start(): Promise<void> {
    this.sink.sendMessage({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: FIRST_MESSAGE, startMs: 0 });
    this.sink.transcript({ role: 'assistant', text: FIRST_MESSAGE, startMs: 0, endMs: 1200 });
    for (let i = 0; i < 5; i++) this.sink.sendAudio(new Int16Array(FRAME_SAMPLES).fill(1000));
  }

  pushCallerAudio(frame: Int16Array): void {
    if (this.ended) return;
    this.callerFrames.push(frame);
    this.elapsedMs += 20;
    this.sink.recording([frame]);
    if (this.callerFrames.length % 50 === 0) {
      const startMs = this.elapsedMs - 1000;
      this.sink.transcript({ role: 'user', text: `caller second ${this.callerFrames.length / 50}`, startMs, endMs: this.elapsedMs });
    }
  }

  /** Lets `ms` of call time pass without audio (a test of what the call costs at its end). */
  runFor(ms: number): void {
    this.elapsedMs += ms;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  say(text: string): void {
    this.notes.push(`say:${text}`);
  }

  addMessage(role: string, content: string): void {
    this.notes.push(`${role}:${content}`);
  }

  async end(reason: EndedReason) {
    if (!this.ended) {
      this.ended = reason;
      this.sink.sendMessage({ type: 'status-update', status: 'ended', endedReason: reason });
      this.sink.ended({ reason, durationMs: Math.max(this.elapsedMs, 1000) });
    }
    return { reason: this.ended, durationMs: Math.max(this.elapsedMs, 1000) };
  }
}

const fakeSpeechToText: SpeechToText = {
  capabilities: { streaming: true, interimResults: true },
  prepareLanguageModel: async () => ({ id: 'fake', addedWords: [] }),
  openStream: () => {
    throw new Error('the fake pipeline opens no stream');
  },
  close: async () => {},
};

/** Call dependencies around a fake turn loop; `pipelines` holds each call's pipeline. */
export function fakeCallDeps(): CallDeps & { pipelines: FakeCallPipeline[] } {
  const pipelines: FakeCallPipeline[] = [];
  const unused = () => {
    throw new Error('not used by the fake pipeline');
  };
  const engines: CallEngines = {
    speechToText: fakeSpeechToText,
    textToSpeech: { capabilities: { streaming: false }, synthesize: unused, close: async () => {} },
    voiceActivity: { create: unused },
    dialogue: { name: 'fake', startConversation: unused, prepareScenario: () => {} },
  };
  return {
    pipelines,
    engines,
    encoder: createOggOpusEncoder({ pageIntervalMs: 200 }),
    createPipeline: (options, sink) => {
      const pipeline = new FakeCallPipeline(options, sink);
      pipelines.push(pipeline);
      return pipeline;
    },
  };
}
