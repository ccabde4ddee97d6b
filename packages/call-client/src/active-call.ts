import { CALL_FRAME_BYTES, CALL_PROTOCOL_VERSION, parseServerMessage } from '@rehearse/domain';
import type { ClientMessage, ServerMessage, SpeakingEvent, StartCallResponse } from '@rehearse/domain';
import { toWebSocketUrl } from './call-socket';
import { openMicrophone, setMicrophoneEnabled, stopMicrophone } from './microphone';
import { createSpeakingMonitor } from './speaking-monitor';
import { messageOf, requestCall } from './start-call.request';
import type { TypedEmitter } from './typed-emitter';
import type { WebCallError, WebCallEvents } from './web-call.types';
import type { AudioIO, CallSocket, WebCallDependencies } from './web-call.ports';

/** The server must say it is listening within this long of the start, or the start fails. */
export const LISTENING_TIMEOUT_MS = 10_000;
/** After asking the server to end the call, how long to wait for its ended status before closing anyway. */
export const STOP_GRACE_MS = 2000;
/** Pings keep proxies and load balancers from closing a socket during long silences. */
export const KEEPALIVE_INTERVAL_MS = 5000;
/** Unsent caller audio beyond this (2 s) means the network is behind: drop frames rather than build up delay. */
const MAX_BUFFERED_BYTES = 100 * CALL_FRAME_BYTES;
const SILENT_FRAME = new ArrayBuffer(CALL_FRAME_BYTES);

type Phase = 'starting' | 'live' | 'ending' | 'ended';

/** The socket closed mid-call without an ended status (the server stopped, the network went). */
export const CONNECTION_LOST_MESSAGE = 'The connection to the call was lost. What was said so far is saved.';
type StatusUpdate = Extract<ServerMessage, { type: 'status-update' }>;

export interface ActiveCallOptions {
  scenarioId: string;
  apiBaseUrl: string;
  dependencies: WebCallDependencies;
  events: TypedEmitter<WebCallEvents>;
  /** Called once, when the call is over or never got going: the client may start another. */
  onFinished(): void;
}

/**
 * One call, from the start request to its end: microphone, the start request, the audio graph,
 * the call socket and its protocol. Phases: starting -> live (the server said 'listening': call-start)
 * -> ending (stop asked the server to end) -> ended (call-end, once, and only for a call that went
 * live; a start that fails emits an error instead and resolves to null).
 *
 * The microphone opens before the start request, so a refused microphone leaves no call behind on
 * the server. The audio graph is built while the server makes the call; one that fails ends the
 * start once the server has answered, leaving the server's call unconnected (the server expires its
 * single-use token); the server's refusal, if any, is what the user is told.
 */
export class ActiveCall {
  private phase: Phase = 'starting';
  private muted = false;
  private audio: AudioIO | null = null;
  private microphone: MediaStream | null = null;
  private socket: CallSocket | null = null;
  private call: StartCallResponse | null = null;
  private wentLive = false;
  private endedStatusEmitted = false;
  private resolveStart: (call: StartCallResponse | null) => void = () => undefined;
  private resolveFinished: () => void = () => undefined;
  private readonly finished = new Promise<void>((resolve) => (this.resolveFinished = resolve));
  private readonly timers: {
    listening?: ReturnType<typeof setTimeout>;
    stop?: ReturnType<typeof setTimeout>;
    keepalive?: ReturnType<typeof setInterval>;
  } = {};
  private readonly speaking = createSpeakingMonitor((event) => this.emitSpeaking(event));

  constructor(private readonly options: ActiveCallOptions) {}

  get isMuted(): boolean {
    return this.muted;
  }

  async start(): Promise<StartCallResponse | null> {
    const { dependencies, apiBaseUrl, scenarioId } = this.options;
    try {
      // Created before the first await: browsers tie permission to play audio to the user's click.
      this.audio = dependencies.createAudioIO();
    } catch (error) {
      return this.failStart({ type: 'call-error', message: `Could not set up audio: ${messageOf(error)}`, error });
    }

    const microphone = await openMicrophone(dependencies.getUserMedia);
    if (microphone.ok && this.isOver()) stopMicrophone(microphone.stream);
    if (this.isOver()) return null;
    if (!microphone.ok) return this.failStart(microphone.error);
    this.microphone = microphone.stream;
    setMicrophoneEnabled(microphone.stream, !this.muted);

    // The audio graph (the worklet module, the capture) starts while the server makes the call: the
    // two are independent, and on a slow device each takes a few hundred milliseconds.
    const audioStarted = this.audio
      .start(microphone.stream, {
        onCaptureFrame: (frame) => this.sendCallerFrame(frame),
        onPlaybackLevel: (rms) => this.speaking.addPlayedLevel(rms),
      })
      .then(
        () => undefined,
        (error: unknown) => ({ error }),
      );
    const [outcome, audioFailure] = await Promise.all([requestCall(dependencies.fetch, apiBaseUrl, scenarioId), audioStarted]);
    if (this.isOver()) return null;
    // The server's answer first: a refused call (no credit, one in progress) says why, whatever the audio did.
    if (!outcome.ok) return this.failStart(outcome.error);
    this.call = outcome.call;
    if (audioFailure) {
      return this.failStart({
        type: 'call-error',
        message: `Could not start the call's audio: ${messageOf(audioFailure.error)}`,
        error: audioFailure.error,
      });
    }
    return this.connect(outcome.call);
  }

  /** Ends the call: asks the server, waits up to STOP_GRACE_MS for its ended status, then closes. */
  stop(): Promise<void> {
    if (this.phase === 'live') {
      this.phase = 'ending';
      this.send({ type: 'end-call' });
      this.timers.stop = setTimeout(() => void this.finish(), STOP_GRACE_MS);
    } else if (this.phase === 'starting') {
      this.send({ type: 'end-call' });
      void this.finish();
    }
    return this.finished;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.microphone) setMicrophoneEnabled(this.microphone, !muted);
    if (this.phase === 'live') this.send({ type: 'mute', muted });
  }

  /** Sends a control message of the caller's (say, add-message) while the call is live; dropped otherwise. */
  sendWhileLive(message: ClientMessage): void {
    if (this.phase === 'live') this.send(message);
  }

  setAssistantMuted(muted: boolean): void {
    this.audio?.setPlaybackMuted(muted);
  }

  /** Checked after every await of the start: a stop (or a failure) may have ended the call meanwhile. */
  private isOver(): boolean {
    return this.phase === 'ended';
  }

  private connect(call: StartCallResponse): Promise<StartCallResponse | null> {
    const { dependencies, apiBaseUrl } = this.options;
    const listening = new Promise<StartCallResponse | null>((resolve) => (this.resolveStart = resolve));
    try {
      this.socket = dependencies.openSocket(toWebSocketUrl(call.webCallUrl, apiBaseUrl), {
        onOpen: () => this.send({ type: 'hello', version: CALL_PROTOCOL_VERSION }),
        onText: (text) => this.receiveText(text),
        onBinary: (frame) => this.receiveAudio(frame),
        onError: () => this.connectionFailed('Network error: could not reach the call server.'),
        onClose: () => this.socketClosed(),
      });
    } catch (error) {
      return Promise.resolve(this.failStart({ type: 'connection-error', message: `Network error: ${messageOf(error)}`, error }));
    }
    this.timers.listening = setTimeout(
      () => this.connectionFailed('Network error: the call server did not answer in time.'),
      LISTENING_TIMEOUT_MS,
    );
    return listening;
  }

  private receiveText(text: string): void {
    // A frame this client does not understand is ignored: the call goes on.
    const message = parseServerMessage(text);
    if (!message || this.phase === 'ended') return;
    if (message.type === 'listening') this.goLive();
    else if (message.type === 'clear-audio') this.audio?.clearPlayback();
    else if (message.type === 'protocol-error') this.reportError({ type: 'protocol-error', message: message.message, code: message.code });
    else if (message.type === 'status-update') this.receiveStatus(message);
    else if (message.type !== 'pong') this.options.events.emit('message', message);
  }

  private receiveAudio(frame: ArrayBuffer): void {
    if (this.phase !== 'ended' && frame.byteLength === CALL_FRAME_BYTES) this.audio?.play(frame);
  }

  private goLive(): void {
    if (this.phase !== 'starting') return;
    clearTimeout(this.timers.listening);
    this.phase = 'live';
    this.wentLive = true;
    if (this.muted) this.send({ type: 'mute', muted: true });
    this.timers.keepalive = setInterval(() => this.send({ type: 'ping', at: Date.now() }), KEEPALIVE_INTERVAL_MS);
    this.speaking.start();
    this.options.events.emit('call-start');
    this.resolveStart(this.call);
  }

  private receiveStatus(message: StatusUpdate): void {
    this.options.events.emit('message', message);
    if (message.status !== 'ended') return;
    this.endedStatusEmitted = true;
    if (this.phase === 'starting') {
      this.failStart({ type: 'call-error', message: `The call ended before it started (${message.endedReason ?? 'no reason given'}).` });
    } else {
      void this.finish();
    }
  }

  private reportError(error: WebCallError): void {
    if (this.phase === 'starting') this.failStart(error);
    else this.options.events.emit('error', error);
  }

  private connectionFailed(message: string): void {
    // Once live, a failing socket also closes, and the close ends the call (see socketClosed).
    if (this.phase === 'starting') this.failStart({ type: 'connection-error', message });
  }

  private socketClosed(): void {
    if (this.phase === 'starting') {
      this.failStart({ type: 'connection-error', message: 'Network error: the call connection closed before the call started.' });
      return;
    }
    // Lost while live, without the server's ended status: say so, then end as usual.
    if (this.phase === 'live' && !this.endedStatusEmitted) {
      this.options.events.emit('error', { type: 'connection-error', message: CONNECTION_LOST_MESSAGE });
    }
    void this.finish();
  }

  private sendCallerFrame(frame: ArrayBuffer): void {
    const socket = this.socket;
    if (this.phase !== 'live' || !socket?.isOpen || socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
    // Muted: silence keeps the server's audio timeline (recording, endpointing) running in step.
    socket.send(this.muted ? SILENT_FRAME : frame);
  }

  private send(message: ClientMessage): void {
    if (this.socket?.isOpen) this.socket.send(JSON.stringify(message));
  }

  private emitSpeaking(event: SpeakingEvent): void {
    if (event.type === 'volume-level') this.options.events.emit('volume-level', event.volume);
    else this.options.events.emit(event.type);
  }

  /** A start that cannot go on: release everything, then report why. Always resolves the start to null. */
  private failStart(error: WebCallError): null {
    if (this.phase !== 'starting') return null;
    void this.finish();
    this.options.events.emit('error', error);
    return null;
  }

  /** The one way out: releases everything, emits the closing events once. */
  private finish(): Promise<void> {
    if (this.phase === 'ended') return this.finished;
    this.phase = 'ended';
    clearTimeout(this.timers.listening);
    clearTimeout(this.timers.stop);
    clearInterval(this.timers.keepalive);
    this.speaking.stop();
    this.socket?.close(1000, 'Call ended');
    if (this.microphone) stopMicrophone(this.microphone);
    if (this.wentLive) {
      // Spec section 4: a call always ends with an ended status; the caller's hang-up when none came.
      if (!this.endedStatusEmitted) {
        this.endedStatusEmitted = true;
        this.options.events.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
      }
      this.options.events.emit('call-end');
    }
    this.resolveStart(null);
    this.options.onFinished();
    const closing = this.audio ? this.audio.close().catch(() => undefined) : Promise.resolve();
    void closing.then(() => this.resolveFinished());
    return this.finished;
  }
}
