import { FIRST_MESSAGE } from '@rehearse/domain';
import type { EndedReason, ServerMessage, TranscriptEntry } from '@rehearse/domain';
import { expect } from 'vitest';
import type { BuyerScenario, Dialogue } from '../dialogue/dialogue.port';
import { createCallPipeline } from './call-pipeline';
import type { CallPipeline, CallPipelineOptions, CallPipelineSink, CallPipelineSummary, TurnTiming } from './call-pipeline.types';
import {
  CALLER_LEVEL,
  FakeDialogue,
  FakeSpeechToText,
  FakeTextToSpeech,
  FakeVoiceActivity,
  levelFrame,
} from './fake-call-engines.test-support';
import type { BuyerLine } from './fake-call-engines.test-support';
import { ManualTimerClock, settle } from './manual-timer-clock.test-support';

/**
 * A small conversation DSL for turn-taking tests: a live call with fake engines on a manual clock,
 * where the caller's microphone sends a frame every 20 ms (speech while the caller talks) and each
 * step runs the clock until what it expects happens. Read like a transcript:
 *
 *   conversation({ buyer: ['Hi Sam, what do you sell?'] })
 *     .buyerSays(/who's calling/)
 *     .callerSays('hi this is sam')
 *     .callerIsHeard('hi this is sam')
 *     .buyerSays('Hi Sam, what do you sell?')
 *     .run();
 */
export interface CallRigOptions {
  /** The dialogue's replies, in order (then 'Okay.'). */
  buyer?: BuyerLine[];
  /** Texts the voice engine fails on. */
  failSynthesisOf?: RegExp[];
  maxDurationMs?: number;
  silenceTimeoutMs?: number;
  /** Frames the fake detector still calls speech after the caller stops (fvad: ~4); 0 by default. */
  detectorHangoverFrames?: number;
  /** The end-of-turn rule, if not the default. */
  endOfTurn?: CallPipelineOptions['endOfTurn'];
  /** The fake recogniser decodes as audio comes (default), so it is flushed early at pauses. */
  recogniserStreams?: boolean;
  prepareRepliesInPauses?: boolean;
  onTurnTiming?: (timing: TurnTiming) => void;
  /** A real buyer (the offline one) instead of the scripted lines, and the scenario it plays. */
  realBuyer?: { dialogue: Dialogue; scenario?: Partial<BuyerScenario> };
}

export function conversation(options: CallRigOptions = {}): ConversationScript {
  return new ConversationScript(options);
}

/** The live call under test, and everything it sent, stamped with call time. */
export class CallRig implements CallPipelineSink {
  readonly clock = new ManualTimerClock();
  readonly stt: FakeSpeechToText;
  readonly vad: FakeVoiceActivity;
  readonly tts: FakeTextToSpeech;
  readonly dialogue: FakeDialogue;
  readonly pipeline: CallPipeline;
  /** Call time at which each buyer frame was sent. */
  readonly audio: number[] = [];
  readonly messages: { atMs: number; message: ServerMessage }[] = [];
  readonly entries: TranscriptEntry[] = [];
  readonly recorded: Int16Array[] = [];
  readonly endings: (CallPipelineSummary & { atMs: number })[] = [];
  /** Call time at which the caller's latest speech began. */
  callerSpeechStartedMs = Number.NaN;
  muted = false;
  private readonly startedAt: number;
  private speechFramesLeft = 0;
  /** The pitch of the caller's speech under way, gliding from one frequency to the other; undefined: a level without pitch. */
  private voice: { fromHz: number; toHz: number; frames: number; at: number; phase: number } | undefined;
  private readonly entriesRead = { user: 0, assistant: 0 };

  constructor(options: CallRigOptions) {
    this.stt = new FakeSpeechToText({ streaming: options.recogniserStreams ?? true });
    this.vad = new FakeVoiceActivity(options.detectorHangoverFrames);
    this.tts = new FakeTextToSpeech(options.failSynthesisOf);
    this.dialogue = new FakeDialogue(this.clock, [...(options.buyer ?? [])]);
    this.startedAt = this.clock.now();
    this.pipeline = createCallPipeline(
      {
        callId: 'call-1',
        engines: {
          speechToText: this.stt,
          textToSpeech: this.tts,
          voiceActivity: this.vad,
          dialogue: options.realBuyer?.dialogue ?? this.dialogue,
        },
        clock: this.clock,
        dialogue: {
          systemPrompt: 'You are Dana.',
          scenario: buildBuyerScenario(options.realBuyer?.scenario),
          temperature: 0.7,
          firstMessage: FIRST_MESSAGE,
          seed: 1,
        },
        voice: 'female',
        maxDurationMs: options.maxDurationMs ?? 600_000,
        silenceTimeoutMs: options.silenceTimeoutMs,
        prepareRepliesInPauses: options.prepareRepliesInPauses,
        endOfTurn: options.endOfTurn,
        onTurnTiming: options.onTurnTiming,
      },
      this,
    );
  }

  get nowMs(): number {
    return this.clock.now() - this.startedAt;
  }

  sendAudio(): void {
    this.audio.push(this.nowMs);
  }
  sendMessage(message: ServerMessage): void {
    this.messages.push({ atMs: this.nowMs, message });
  }
  transcript(entry: TranscriptEntry): void {
    this.entries.push(entry);
  }
  recording(frames: Int16Array[]): void {
    this.recorded.push(...frames);
  }
  ended(summary: CallPipelineSummary): void {
    this.endings.push({ ...summary, atMs: this.nowMs });
  }

  /** One 20 ms tick: time moves on, then the microphone's frame for it arrives. */
  async tick(): Promise<void> {
    await this.clock.advance(20);
    const speaking = this.speechFramesLeft > 0;
    if (speaking) this.speechFramesLeft--;
    this.pipeline.pushCallerAudio(speaking && this.voice ? this.voicedFrame(this.voice) : levelFrame(speaking ? CALLER_LEVEL : 0));
    await settle();
  }

  async runFor(ms: number): Promise<void> {
    for (let elapsed = 0; elapsed < ms; elapsed += 20) await this.tick();
  }

  async runUntil(condition: () => boolean, what: string, withinMs = 30_000): Promise<void> {
    const deadline = this.nowMs + withinMs;
    while (!condition()) {
      if (this.nowMs >= deadline) throw new Error(`Waited ${withinMs} ms of call time for ${what}`);
      await this.tick();
    }
  }

  /** The caller talks for `ms` from the next frame on; the fake recogniser will hear `text`. */
  async callerSpeaks(
    text: string,
    ms: number,
    recogniserFails = false,
    confidence?: number,
    pitch?: { fromHz: number; toHz: number },
  ): Promise<void> {
    if (!this.muted) this.stt.utterances.push({ text, fail: recogniserFails, ...(confidence === undefined ? {} : { confidence }) });
    this.callerSpeechStartedMs = this.nowMs;
    this.speechFramesLeft = Math.round(ms / 20);
    this.voice = pitch && { ...pitch, frames: this.speechFramesLeft, at: 0, phase: 0 };
    await this.runUntil(() => this.speechFramesLeft === 0, 'the caller to finish speaking');
  }

  /** A 20 ms frame of a voice at the pitch reached so far (a sine, its phase carried from frame to frame). */
  private voicedFrame(voice: NonNullable<CallRig['voice']>): Int16Array {
    const hz = voice.fromHz + ((voice.toHz - voice.fromHz) * voice.at++) / Math.max(1, voice.frames - 1);
    const frame = new Int16Array(320);
    for (let index = 0; index < frame.length; index++) {
      voice.phase += (2 * Math.PI * hz) / 16_000;
      frame[index] = Math.round(CALLER_LEVEL * Math.sin(voice.phase));
    }
    return frame;
  }

  /** The next transcript entry of `role` not yet read by a step, once it exists. */
  async nextEntry(role: TranscriptEntry['role']): Promise<TranscriptEntry> {
    const ofRole = () => this.entries.filter((entry) => entry.role === role);
    await this.runUntil(() => ofRole().length > this.entriesRead[role], `a ${role} transcript entry`);
    return ofRole()[this.entriesRead[role]++]!;
  }

  messagesOf<T extends ServerMessage['type']>(type: T): { atMs: number; message: Extract<ServerMessage, { type: T }> }[] {
    return this.messages.filter(
      (sent): sent is { atMs: number; message: Extract<ServerMessage, { type: T }> } => sent.message.type === type,
    );
  }

  /** Whether the buyer is speaking now, and since when (call time). */
  buyerSpeakingSince(): number | undefined {
    const updates = this.messagesOf('speech-update').filter((sent) => sent.message.role === 'assistant');
    const last = updates.at(-1);
    return last?.message.status === 'started' ? last.atMs : undefined;
  }
}

type Step = (rig: CallRig) => Promise<void>;

export class ConversationScript {
  private readonly steps: Step[] = [];

  constructor(private readonly options: CallRigOptions) {}

  /** The buyer's next turn is spoken to its end, and is `expected`. */
  buyerSays(expected: string | RegExp): this {
    return this.step(async (rig) => {
      const entry = await rig.nextEntry('assistant');
      expect(entry.text).toMatch(exactly(expected));
      expect(entry.interrupted).toBeUndefined();
    });
  }

  /** The buyer's next turn was cut off by the caller; the transcript keeps `heard`. */
  buyerIsCutOff(heard: string | RegExp): this {
    return this.step(async (rig) => {
      const entry = await rig.nextEntry('assistant');
      expect(entry.text).toMatch(exactly(heard));
      expect(entry.interrupted).toBe(true);
    });
  }

  /**
   * The caller speaks for `ms` (default 300 ms a word); the step ends with their last frame.
   * `confidence`: the recogniser reports each word with it (by default it reports none).
   */
  callerSays(
    text: string,
    options: { ms?: number; recogniserFails?: boolean; confidence?: number; pitch?: { fromHz: number; toHz: number } } = {},
  ): this {
    const ms = options.ms ?? Math.max(600, text.split(' ').length * 300);
    return this.step((rig) => rig.callerSpeaks(text, ms, options.recogniserFails, options.confidence, options.pitch));
  }

  /**
   * The caller starts speaking once the buyer's current turn has played for `afterMs`; `confidence`
   * and `pitch` as for `callerSays` (a pitched voice here is a pure tone: a hum, by its sound).
   */
  callerInterrupts(
    text: string,
    options: { afterMs: number; ms?: number; confidence?: number; pitch?: { fromHz: number; toHz: number } },
  ): this {
    return this.step(async (rig) => {
      await rig.runUntil(() => {
        const since = rig.buyerSpeakingSince();
        return since !== undefined && rig.nowMs >= since + options.afterMs;
      }, `the buyer to speak for ${options.afterMs} ms`);
      await rig.callerSpeaks(text, options.ms ?? 1000, false, options.confidence, options.pitch);
    });
  }

  /** The caller's next utterance is final and reads `expected`. */
  callerIsHeard(expected: string): this {
    return this.step(async (rig) => expect((await rig.nextEntry('user')).text).toBe(expected));
  }

  silence(ms: number): this {
    return this.step((rig) => rig.runFor(ms));
  }

  mute(muted = true): this {
    return this.step(async (rig) => {
      rig.muted = muted;
      rig.pipeline.setMuted(muted);
    });
  }

  endsWith(reason: EndedReason): this {
    return this.step(async (rig) => {
      await rig.runUntil(() => rig.endings.length > 0, 'the call to end', 120_000);
      expect(rig.endings.map((ending) => ending.reason)).toEqual([reason]);
    });
  }

  /** Assertions (or actions) at this point of the call. */
  check(inspect: (rig: CallRig) => void | Promise<void>): this {
    return this.step(async (rig) => inspect(rig));
  }

  async run(): Promise<CallRig> {
    const rig = new CallRig(this.options);
    await rig.pipeline.start();
    await settle();
    for (const step of this.steps) await step(rig);
    return rig;
  }

  private step(step: Step): this {
    this.steps.push(step);
    return this;
  }
}

function exactly(expected: string | RegExp): RegExp {
  return typeof expected === 'string' ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected;
}

function buildBuyerScenario(overrides: Partial<BuyerScenario> = {}): BuyerScenario {
  return {
    title: 'Discovery call with Brightwell Freight',
    product: 'Quotaflow',
    customerProfile: 'Dana, VP of sales at a regional logistics company.',
    salesStage: null,
    persona: null,
    gender: 'Female',
    companyUrl: null,
    ...overrides,
  };
}
