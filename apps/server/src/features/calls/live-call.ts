import {
  CALL_CLOSE,
  CALL_FRAME_BYTES,
  CALL_PROTOCOL_ERRORS,
  FIRST_MESSAGE,
  isSupportedCallProtocolVersion,
  parseClientMessage,
  ASSISTANT_TEMPERATURE,
  type ClientMessage,
  type EndedReason,
  type Scenario,
  type ServerMessage,
  type TranscriptEntry,
} from '@rehearse/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { RecordingStore } from '../../platform/storage/recording-store';
import type { CallService } from './call.service';
import type { CoachingSessionRow } from '../sessions';
import { buyerScenarioOf, languageSourceOf } from './call-scenario';
import { FrameRateGuard } from './frame-rate-guard';
import type {
  CallEngines,
  CallPipeline,
  CallPipelineOptions,
  CallPipelineSink,
  CallPipelineSummary,
  RecordingEncoder,
  RecordingWriter,
  TurnTiming,
} from '@rehearse/voice/ports';

/** The socket as the live call needs it (a `ws` WebSocket fits; tests pass a fake). */
export interface CallSocket {
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

export type PipelineFactory = (options: CallPipelineOptions, sink: CallPipelineSink) => CallPipeline;

export interface LiveCallDeps {
  calls: CallService;
  engines: CallEngines;
  createPipeline: PipelineFactory;
  recordings: RecordingStore;
  encoder: RecordingEncoder;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Ends the call when the client has sent nothing for this long (a lost connection). */
  inactivityTimeoutMs: number;
  /** How long an opened socket may wait before its hello; default HELLO_TIMEOUT_MS. */
  helloTimeoutMs?: number;
  /** Benchmarks and debugging: each reply's timing (see `TurnTiming`); left out in production. */
  observeTurns?: (callId: string, timing: TurnTiming) => void;
  /** The operator's turn-taking settings (benchmarks also try endpointing); the pipeline's defaults when left out. */
  turnTaking?: Pick<CallPipelineOptions, 'endOfTurn' | 'prepareRepliesInPauses' | 'endpointing'>;
}

const OPEN = 1;
const TOUCH_INTERVAL_MS = 2000;
const MAX_PROTOCOL_ERRORS = 50;
/** The browser says hello as its socket opens: ten seconds is a connection that will not. */
export const HELLO_TIMEOUT_MS = 10_000;
/**
 * How long after the greeting's first frame the buyer prepares for the call's first reply: by then
 * the greeting is sent its 100 ms ahead of playback, so the preparation's steps (up to ~60 ms each
 * when cold) delay no frame the caller is waiting for (decision 116).
 */
export const PREPARE_BUYER_AFTER_GREETING_MS = 250;

/**
 * One call from its socket's opening to its bill. Waits for the client's hello in a protocol
 * version it speaks, then wires the turn loop to the socket (audio and messages both ways) and to
 * storage (transcript entries and recording pages as they happen), and finalises the call once
 * however it ends.
 */
export class LiveCall {
  private pipeline?: CallPipeline;
  private writer?: RecordingWriter;
  private startedAt?: Date;
  private ended?: Promise<void>;
  private resolveFinished!: () => void;
  /** Resolves once the call is billed, stored and queued, however it ended. */
  readonly finished = new Promise<void>((resolve) => (this.resolveFinished = resolve));
  private endRequested?: EndedReason;
  private persistence: Promise<void> = Promise.resolve();
  private readonly frameGuard = new FrameRateGuard();
  private protocolErrors = 0;
  /** The client said hello in a supported version: the call may begin. */
  private greeted = false;
  private helloTimer?: ReturnType<typeof setTimeout>;
  private beginning = false;
  private buyerPrepared = false;
  private closingBeforeStart?: Promise<void>;
  private lastMessageAt = 0;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private readonly userId: string;
  readonly id: string;

  constructor(
    private readonly deps: LiveCallDeps,
    private readonly socket: CallSocket,
    private readonly session: CoachingSessionRow,
    private readonly scenario: Scenario,
    private readonly onFinished: (call: LiveCall) => void,
  ) {
    this.userId = session.user_id;
    this.id = session.id;
  }

  /** The socket is open: the call begins at the client's hello, which must come first and in time. */
  open(): void {
    this.helloTimer = setTimeout(() => this.refuse(CALL_PROTOCOL_ERRORS.helloTimeout), this.deps.helloTimeoutMs ?? HELLO_TIMEOUT_MS);
  }

  /** Prepares the recogniser for this scenario, opens the recording, starts the turn loop. */
  private async begin(): Promise<void> {
    const buyer = buyerScenarioOf(this.scenario);
    const { engines, logger } = this.deps;
    const languageModel = await engines.speechToText.prepareLanguageModel(languageSourceOf(buyer)).catch((error: unknown) => {
      logger.warn({ err: error, callId: this.id }, 'scenario language model failed; using the stock one');
      return undefined;
    });
    if (this.endRequested) return this.finishBeforeStart();

    const recordingKey = `${this.userId}/${this.id}.${this.deps.encoder.fileExtension.replace(/^\./, '')}`;
    this.writer = await this.deps.encoder.open(await this.deps.recordings.createSink(recordingKey));
    this.startedAt = this.deps.clock.now();
    if (!(await this.deps.calls.markLive(this.userId, this.id, this.startedAt, recordingKey, this.deps.encoder.mimeType))) {
      await this.writer.finish();
      this.socket.close(CALL_CLOSE.policyViolation, 'Call is not waiting to start');
      this.onFinished(this);
      this.resolveFinished();
      return;
    }
    this.pipeline = this.deps.createPipeline(
      {
        callId: this.id,
        engines,
        dialogue: {
          systemPrompt: this.scenario.optimized_prompt,
          scenario: buyer,
          temperature: ASSISTANT_TEMPERATURE,
          firstMessage: FIRST_MESSAGE,
        },
        voice: buyer.gender === 'Female' ? 'female' : 'male',
        languageModel,
        maxDurationMs: this.session.max_duration_seconds * 1000,
        ...this.deps.turnTaking,
        ...(this.deps.observeTurns ? { onTurnTiming: (timing: TurnTiming) => this.deps.observeTurns?.(this.id, timing) } : {}),
      },
      this.sink(),
    );
    this.lastMessageAt = Date.now();
    this.timers.push(setInterval(() => this.watch(), 1000));
    this.timers.push(setInterval(() => this.persist(() => this.deps.calls.touch(this.userId, this.id)), TOUCH_INTERVAL_MS));
    this.send({ type: 'listening', callId: this.id, maxDurationSeconds: this.session.max_duration_seconds });
    await this.pipeline.start();
    if (this.endRequested) void this.end(this.endRequested);
  }

  /** One frame from the socket: audio (binary) or a control message (text). */
  receive(data: Buffer, isBinary: boolean): void {
    this.lastMessageAt = Date.now();
    if (!this.greeted) return this.receiveBeforeHello(data, isBinary);
    if (isBinary) return this.receiveAudio(data);
    const parsed = parseClientMessage(data.toString('utf8'));
    if (!parsed.ok) return this.protocolError('malformed_message', parsed.error);
    this.handle(parsed.message);
  }

  /** The socket closed: a call still running lost its caller. */
  socketClosed(): void {
    void this.end(this.endRequested ?? 'connection-lost');
  }

  /** Ends the call (idempotent) and resolves once it is billed and stored. */
  end(reason: EndedReason): Promise<void> {
    this.endRequested ??= reason;
    // Never begun (no hello yet): nothing was started, billed or recorded.
    if (!this.beginning) return this.finishBeforeStart();
    // Before the turn loop exists, begin() sees the request and finishes the call itself.
    if (!this.pipeline) return this.finished;
    this.ended ??= this.pipeline.end(reason).then(() => this.finished);
    return this.ended;
  }

  /** begin() failed: close what was opened; a call that never got its turn loop is not billed. */
  async abort(): Promise<void> {
    if (this.pipeline) return this.end('pipeline-error');
    this.endRequested ??= 'pipeline-error';
    await this.writer?.finish().catch(() => undefined);
    await this.finishBeforeStart();
  }

  /** Before the hello: only a hello in a supported version opens the call; anything else closes the socket. */
  private receiveBeforeHello(data: Buffer, isBinary: boolean): void {
    const parsed = isBinary ? undefined : parseClientMessage(data.toString('utf8'));
    if (!parsed?.ok || parsed.message.type !== 'hello') return this.refuse(CALL_PROTOCOL_ERRORS.helloRequired);
    const { version } = parsed.message;
    if (!isSupportedCallProtocolVersion(version)) return this.refuse(CALL_PROTOCOL_ERRORS.unsupportedVersion(version));
    this.greeted = true;
    clearTimeout(this.helloTimer);
    // Ended meanwhile (shut down, signed out): finishBeforeStart has run.
    if (this.endRequested) return;
    this.beginning = true;
    this.begin().catch((error: unknown) => this.startFailed(error));
  }

  /** The socket's one way out for a broken opening: a protocol error, the close, and the call that never began removed. */
  private refuse(error: { code: string; message: string }): void {
    clearTimeout(this.helloTimer);
    this.send({ type: 'protocol-error', ...error });
    if (this.socket.readyState === OPEN) this.socket.close(CALL_CLOSE.protocolError, 'Protocol error');
    void this.end('connection-lost');
  }

  private startFailed(error: unknown): void {
    this.deps.logger.error({ err: error, callId: this.id }, 'call could not start');
    this.send({ type: 'protocol-error', code: 'start_failed', message: 'Could not start the call' });
    void this.abort().finally(() => this.socket.close(CALL_CLOSE.serverError, 'Call could not start'));
  }

  private handle(message: ClientMessage): void {
    const pipeline = this.pipeline;
    switch (message.type) {
      case 'hello':
        return;
      case 'ping':
        return this.send({ type: 'pong', at: message.at });
      case 'end-call':
        void this.end('customer-ended-call');
        return;
    }
    if (!pipeline) return this.protocolError('not_started', 'The call has not started yet');
    if (message.type === 'mute') pipeline.setMuted(message.muted);
    else if (message.type === 'say') pipeline.say(message.message, message.endCallAfterSpoken);
    else pipeline.addMessage(message.message.role, message.message.content);
  }

  private receiveAudio(data: Buffer): void {
    if (data.byteLength !== CALL_FRAME_BYTES)
      return this.protocolError('bad_audio_frame', `Audio frames must be ${CALL_FRAME_BYTES} bytes`);
    if (!this.pipeline) return;
    if (!this.frameGuard.allow(Date.now())) return this.protocolError('audio_too_fast', 'Audio arrives faster than real time');
    // Copy: the socket's buffer may be pooled and is not aligned for 16-bit reads.
    const frame = new Int16Array(CALL_FRAME_BYTES / 2);
    for (let i = 0; i < frame.length; i++) frame[i] = data.readInt16LE(i * 2);
    this.pipeline.pushCallerAudio(frame);
  }

  private sink(): CallPipelineSink {
    return {
      sendAudio: (frame) => {
        if (this.socket.readyState === OPEN) this.socket.send(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength));
        if (!this.buyerPrepared) this.prepareBuyerDuringGreeting();
      },
      sendMessage: (message) => this.send(message),
      transcript: (entry: TranscriptEntry) => this.persist(() => this.deps.calls.appendTranscript(this.userId, this.id, entry)),
      recording: (frames) =>
        this.persist(async () => {
          for (const frame of frames) await this.writer?.write(frame);
        }),
      ended: (summary) => void this.finish(summary),
    };
  }

  /**
   * The greeting has begun and the caller listens: the buyer does now, on this process, what the
   * call's first reply would otherwise wait for. Whatever the scenario's save prepared may have been
   * forgotten since (another process, a restart, or V8 dropping code that has not run for a few
   * garbage collections), decision 116.
   */
  private prepareBuyerDuringGreeting(): void {
    this.buyerPrepared = true;
    const { dialogue } = this.deps.engines;
    if (!dialogue.prepareScenario) return;
    setTimeout(() => {
      if (this.endRequested) return;
      new Promise<void>((resolve) => resolve(dialogue.prepareScenario!(buyerScenarioOf(this.scenario)))).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, callId: this.id }, 'preparing the buyer during the greeting failed'),
      );
    }, PREPARE_BUYER_AFTER_GREETING_MS);
  }

  private async finish(summary: CallPipelineSummary): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.persistence;
    const recording = await this.writer?.finish().catch((error: unknown) => {
      this.deps.logger.error({ err: error, callId: this.id }, 'recording could not be finished');
      return undefined;
    });
    const startedAt = this.startedAt ?? this.deps.clock.now();
    await this.deps.calls
      .finishCall({
        userId: this.userId,
        callId: this.id,
        startedAt,
        endedAt: new Date(startedAt.getTime() + summary.durationMs),
        reason: summary.reason,
        recordingBytes: recording?.bytes ?? null,
        maxDurationSeconds: this.session.max_duration_seconds,
      })
      .catch((error: unknown) => this.deps.logger.error({ err: error, callId: this.id }, 'call could not be finalised; recovery will'));
    this.deps.logger.info({ callId: this.id, reason: summary.reason, durationMs: Math.round(summary.durationMs) }, 'call ended');
    if (this.socket.readyState === OPEN) this.socket.close(CALL_CLOSE.ended, 'Call ended');
    this.onFinished(this);
    this.resolveFinished();
  }

  /** Closes a call whose turn loop never ran (once, however many ways it was ended). */
  private finishBeforeStart(): Promise<void> {
    clearTimeout(this.helloTimer);
    this.closingBeforeStart ??= this.closeBeforeStart();
    return this.closingBeforeStart;
  }

  private async closeBeforeStart(): Promise<void> {
    const reason = this.endRequested ?? 'connection-lost';
    const closing = this.startedAt
      ? this.deps.calls.finishCall({
          userId: this.userId,
          callId: this.id,
          startedAt: this.startedAt,
          endedAt: this.startedAt,
          reason,
          recordingBytes: null,
          maxDurationSeconds: this.session.max_duration_seconds,
        })
      : this.deps.calls.finaliseOrphan(this.session, reason);
    await closing.catch((error: unknown) =>
      this.deps.logger.error({ err: error, callId: this.id }, 'call could not be closed; recovery will'),
    );
    if (this.socket.readyState === OPEN) this.socket.close(CALL_CLOSE.ended, 'Call ended');
    this.onFinished(this);
    this.resolveFinished();
  }

  /** Runs storage writes one after another, in call order; a failure is logged, the call goes on. */
  private persist(write: () => Promise<void>): void {
    this.persistence = this.persistence
      .then(write)
      .catch((error: unknown) => this.deps.logger.error({ err: error, callId: this.id }, 'call storage write failed'));
  }

  private watch(): void {
    if (Date.now() - this.lastMessageAt > this.deps.inactivityTimeoutMs) {
      this.deps.logger.warn({ callId: this.id }, 'no audio from the caller; ending the call');
      void this.end('connection-lost');
    }
  }

  private send(message: ServerMessage): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private protocolError(code: string, message: string): void {
    this.send({ type: 'protocol-error', code, message });
    if (++this.protocolErrors > MAX_PROTOCOL_ERRORS) {
      void this.end('pipeline-error');
      this.socket.close(CALL_CLOSE.policyViolation, 'Too many protocol errors');
    }
  }
}
