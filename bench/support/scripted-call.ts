import type { EndedReason, ServerMessage } from '@rehearse/domain';
import WebSocket from 'ws';
import { FRAME_MS, type TurnTiming } from '@rehearse/voice';
import type { BenchServer, BenchUser } from './bench-server';
import { Microphone, type SpokenLine } from './microphone';

/** A caller line, synthesised before any timing starts. */
export interface CallerLine {
  text: string;
  frames: Int16Array[];
}

/** One buyer turn as the caller's side received it. */
export interface BuyerSpeech {
  /** Arrival of its first frame (performance.now()). */
  firstFrameAt: number;
  frames: number;
  /** Worst lateness of a frame against continuous playback from the first frame (see realTimeLag). */
  maxBehindMs: number;
  /** Longest time between two frames (20 ms when paced evenly). */
  maxGapMs: number;
  text: string;
  firstPiece: string;
}

export interface ReplyTurn {
  line: string;
  /** What the recogniser heard. */
  heard: string;
  spoken: SpokenLine;
  buyer?: BuyerSpeech;
  /** Last caller speech frame sent -> first buyer frame received. */
  latencyMs: number;
  timing?: TurnTiming;
  /** The buyer answered before the caller had finished the line (an utterance cut at a pause). */
  split: boolean;
  callEnded?: EndedReason;
}

export interface BargeIn {
  line: string;
  /** Caller's first speech frame sent -> the server's speech-update (speech detected). */
  detectedMs: number;
  /** Caller's first speech frame sent -> last frame of the cut reply received. */
  lastFrameMs: number;
  /** Caller's first speech frame sent -> clear-audio received (the client drops its buffer). */
  clearAudioMs: number;
  /** Buyer audio received while the caller still spoke, from 200 ms after their first frame (0 once it stopped for good). */
  overCallerMs: number;
  /** The cut reply left a line in the transcript (as interrupted, or whole when it played on). */
  cutReplyKept: boolean;
  /** As the server placed them on the call's timeline: the reply's first frame -> the caller's speech began. */
  callerStartedAfterReplyMs: number;
}

const REPLY_TIMEOUT_MS = 15_000;

/**
 * A scripted caller on the real call WebSocket: sends `hello`, streams the microphone in real time,
 * and times what comes back. All times are performance.now() of this process, the same clock as
 * the server's turn timings (the server runs in-process).
 */
export class ScriptedCall {
  readonly messages: { at: number; message: ServerMessage }[] = [];
  /** Arrival time of every buyer audio frame. */
  readonly buyerFrames: number[] = [];
  /** Whether each of `buyerFrames` can be heard (a peak over -40 dBFS): a voice's own leading pause cannot. */
  readonly buyerFramesAudible: boolean[] = [];
  readonly timings: TurnTiming[] = [];
  /** When the call was requested over HTTP (performance.now()). */
  requestedAt = 0;
  private readonly mic: Microphone;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  endedReason: EndedReason | undefined;

  private constructor(
    readonly id: string,
    private readonly socket: WebSocket,
  ) {
    this.mic = new Microphone(
      (frame) => socket.readyState === WebSocket.OPEN && socket.send(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength)),
    );
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const at = performance.now();
      if (isBinary) {
        this.buyerFrames.push(at);
        this.buyerFramesAudible.push(isAudible(data));
      } else this.receive(at, JSON.parse(data.toString('utf8')) as ServerMessage);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.mic.stop();
      this.wake();
    });
  }

  /** Requests a call over HTTP, opens its socket with the session cookie, starts the microphone. */
  static async open(server: BenchServer, user: BenchUser, scenarioId: string): Promise<ScriptedCall> {
    const requestedAt = performance.now();
    const call = await user.startCall(scenarioId);
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${call.webCallUrl}`, {
      headers: { cookie: user.cookie, origin: server.url },
    });
    const scripted = new ScriptedCall(call.id, socket);
    server.observe(call.id, (timing) => scripted.timings.push(timing));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'hello', version: 1 }));
    scripted.requestedAt = requestedAt;
    scripted.mic.start();
    return scripted;
  }

  get isOver(): boolean {
    return this.closed || this.endedReason !== undefined;
  }

  get microphoneLatenessMs(): number {
    return this.mic.maxLatenessMs;
  }

  /** When `listening` arrived (the call is live), once it has. */
  async listening(): Promise<number | undefined> {
    const at = () => this.messages.find(({ message }) => message.type === 'listening')?.at;
    await this.until(() => at() !== undefined, REPLY_TIMEOUT_MS);
    return at();
  }

  /** When the buyer's first audio frame arrived, once it has. */
  async firstBuyerFrame(): Promise<number | undefined> {
    await this.until(() => this.buyerFrames.length > 0, REPLY_TIMEOUT_MS);
    return this.buyerFrames[0];
  }

  /** The buyer's first message, played to its end. */
  async greeting(): Promise<BuyerSpeech | undefined> {
    await this.until(() => this.buyerFrames.length > 0, REPLY_TIMEOUT_MS);
    return this.buyerTurnFrom(this.buyerFrames[0] ?? performance.now());
  }

  /** Says `line` after `pauseMs` of room noise, then waits for the buyer's reply to be played to its end. */
  async replyTurn(line: CallerLine, pauseMs: number): Promise<ReplyTurn> {
    await this.noise(pauseMs);
    const spoken = await this.mic.say(line.frames);
    const split = this.buyerFrames.some((at) => at > spoken.firstSentAt && at <= spoken.lastSentAt);
    const buyer = await this.buyerTurnAfter(spoken.lastSentAt);
    const heard = this.messages.filter(
      ({ at, message }) =>
        at > spoken.firstSentAt && message.type === 'transcript' && message.role === 'user' && message.transcriptType === 'final',
    );
    return {
      line: line.text,
      heard: heard.map(({ message }) => (message.type === 'transcript' ? message.transcript : '')).join(' '),
      spoken,
      buyer,
      latencyMs: buyer ? buyer.firstFrameAt - spoken.lastSentAt : Number.NaN,
      timing: this.timings.find((timing) => timing.speechEndedAt >= spoken.lastSentAt),
      split,
      ...(this.endedReason ? { callEnded: this.endedReason } : {}),
    };
  }

  /**
   * Says `line`, lets the reply play for `afterMs`, then says `interruption` over it. Undefined when
   * the reply was over before the caller could cut in. Waits for the answer to the interruption.
   */
  async bargeInTurn(line: CallerLine, interruption: CallerLine, afterMs: number): Promise<BargeIn | undefined> {
    await this.noise(400);
    const spoken = await this.mic.say(line.frames);
    await this.until(() => this.firstFrameAfter(spoken.lastSentAt) !== undefined, REPLY_TIMEOUT_MS);
    const replyStartedAt = this.firstFrameAfter(spoken.lastSentAt);
    if (replyStartedAt === undefined) return undefined;
    await this.until(
      () => performance.now() >= replyStartedAt + afterMs || this.buyerFinalAfter(replyStartedAt) !== undefined,
      REPLY_TIMEOUT_MS,
    );
    if (this.buyerFinalAfter(replyStartedAt) !== undefined || this.isOver) return undefined;

    const interrupting = await this.mic.say(interruption.frames);
    const from = interrupting.firstSentAt;
    const after = (type: ServerMessage['type'], role?: 'user') =>
      this.messages.find(
        ({ at, message }) => at >= from && message.type === type && (!role || ('role' in message && message.role === role)),
      )?.at ?? Number.NaN;
    const lastFrameAt = this.buyerFrames.filter((at) => at <= interrupting.lastSentAt).at(-1) ?? from;
    const overCaller = this.buyerFrames.filter((at) => at > from + 200 && at <= interrupting.lastSentAt);
    const answer = await this.buyerTurnAfter(interrupting.lastSentAt);
    // The answer to the caller leaves one line; a cut reply kept leaves another before it.
    const buyerLines = this.messages.filter(
      ({ at, message }) =>
        at >= replyStartedAt && message.type === 'transcript' && message.role === 'assistant' && message.transcriptType === 'final',
    );
    // The reply's first transcript goes out just before its first frame; the caller's final after their speech.
    const startOf = (role: 'user' | 'assistant', since: number) => {
      const found = this.messages.find(
        ({ at, message }) =>
          at >= since &&
          message.type === 'transcript' &&
          message.role === role &&
          (role === 'assistant' || message.transcriptType === 'final'),
      )?.message;
      return found?.type === 'transcript' ? (found.startMs ?? Number.NaN) : Number.NaN;
    };
    return {
      line: interruption.text,
      callerStartedAfterReplyMs: startOf('user', interrupting.lastSentAt) - startOf('assistant', replyStartedAt - 50),
      detectedMs: after('speech-update', 'user') - from,
      lastFrameMs: Math.max(0, lastFrameAt - from),
      clearAudioMs: after('clear-audio') - from,
      overCallerMs: overCaller.length * FRAME_MS,
      cutReplyKept: buyerLines.length >= (answer ? 2 : 1),
    };
  }

  /** Ends the call from the client and waits for the server to close the socket. */
  async hangUp(): Promise<void> {
    if (!this.closed && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'end-call' }));
    await this.until(() => this.closed, 10_000);
    if (!this.closed) this.socket.terminate();
    this.mic.stop();
  }

  private receive(at: number, message: ServerMessage): void {
    this.messages.push({ at, message });
    if (message.type === 'status-update' && message.status === 'ended') this.endedReason = message.endedReason ?? 'pipeline-error';
  }

  /** Speaks `frames` from the microphone's next tick; resolves when the last one was sent. */
  speak(frames: Int16Array[]): Promise<SpokenLine> {
    // The microphone stops with the socket: a closed call's line is never sent.
    if (this.closed) return Promise.resolve({ firstSentAt: Number.NaN, lastSentAt: Number.NaN });
    return this.mic.say(frames);
  }

  /** The first buyer turn whose audio starts after `after`, once it has played to its end. */
  async buyerTurnAfter(after: number): Promise<BuyerSpeech | undefined> {
    await this.until(() => this.firstFrameAfter(after) !== undefined, REPLY_TIMEOUT_MS);
    const firstFrameAt = this.firstFrameAfter(after);
    return firstFrameAt === undefined ? undefined : this.buyerTurnFrom(firstFrameAt);
  }

  private async buyerTurnFrom(firstFrameAt: number): Promise<BuyerSpeech | undefined> {
    await this.until(() => this.buyerFinalAfter(firstFrameAt) !== undefined, 60_000);
    const final = this.buyerFinalAfter(firstFrameAt);
    const end = final?.at ?? performance.now();
    const frames = this.buyerFrames.filter((at) => at >= firstFrameAt && at <= end);
    const pieces = this.messages.filter(
      ({ at, message }) => at >= firstFrameAt - 50 && at <= end && message.type === 'transcript' && message.role === 'assistant',
    );
    const textOf = (index: number) => {
      const message = pieces.at(index)?.message;
      return message?.type === 'transcript' ? message.transcript : '';
    };
    const maxGapMs = Math.max(0, ...frames.slice(1).map((at, index) => at - frames[index]!));
    return { firstFrameAt, frames: frames.length, maxBehindMs: realTimeLag(frames), maxGapMs, text: textOf(-1), firstPiece: textOf(0) };
  }

  firstFrameAfter(after: number): number | undefined {
    // Arrival times are in order: a binary search, as this runs on every frame.
    let low = 0;
    let high = this.buyerFrames.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.buyerFrames[middle]! > after) high = middle;
      else low = middle + 1;
    }
    return this.buyerFrames[low];
  }

  buyerFinalAfter(after: number): { at: number } | undefined {
    return this.messages.find(
      ({ at, message }) =>
        at >= after && message.type === 'transcript' && message.role === 'assistant' && message.transcriptType === 'final',
    );
  }

  /** The room the caller's microphone hears between lines (the lines carry their own). */
  hearRoom(frames: readonly Int16Array[]): void {
    this.mic.hearRoom(frames);
  }

  async noise(ms: number): Promise<void> {
    const until = performance.now() + ms;
    await this.until(() => performance.now() >= until, ms + 1000);
  }

  /** Resolves once `done()` holds (checked on every message and frame, and every 20 ms), the socket closed, or at the timeout. */
  until(done: () => boolean, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        if (!done() && !this.closed && performance.now() < deadline) return;
        this.waiters.delete(check);
        clearInterval(poll);
        resolve();
      };
      const poll = setInterval(check, 20);
      this.waiters.add(check);
      check();
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/**
 * How far a turn's audio fell behind real time: a client that starts playing at the first frame
 * and plays on without pause needs frame k by first + 20 k ms; this is the worst lateness against
 * that (0 for the first frame, so never below 0). The server sends 100 ms ahead, which absorbs up
 * to 100 ms of jitter before this rises above 0.
 */
export function realTimeLag(arrivals: readonly number[]): number {
  const first = arrivals[0];
  if (first === undefined) return Number.NaN;
  return Math.max(...arrivals.map((at, index) => at - (first + index * 20)));
}

/** -40 dBFS: flite's leading and trailing pauses peak under ~60, speech passes 1,000 within a frame of its onset. */
const AUDIBLE_PEAK = 328;

function isAudible(data: Buffer): boolean {
  const bytes = new Uint8Array(data); // a copy: the socket's buffer may start at an odd offset
  const samples = new Int16Array(bytes.buffer, 0, bytes.byteLength >> 1);
  return samples.some((sample) => Math.abs(sample) > AUDIBLE_PEAK);
}
