import { CALL_FRAME_BYTES } from '@rehearse/domain';
import type { ClientMessage, ServerMessage, StartCallResponse } from '@rehearse/domain';
import { vi } from 'vitest';
import { WebCall } from './web-call';
import type { WebCallEventName, WebCallOptions } from './web-call.types';
import type { AudioIO, AudioIOHandlers, CallSocket, CallSocketHandlers, FetchFunction } from './web-call.ports';

/**
 * Fakes for the web-call client's ports, speaking the real formats: JSON text frames of the call
 * protocol, 640-byte binary frames, fetch Responses with the server's error body.
 */

export const SCENARIO_ID = '6f1c7d2e-8a4b-4c3d-9e5f-1a2b3c4d5e6f';
export const API_BASE_URL = 'http://localhost:3000';

export function buildStartCallResponse(overrides: Partial<StartCallResponse> = {}): StartCallResponse {
  return {
    id: 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b',
    webCallUrl: '/api/calls/a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b/socket?token=single-use',
    maxDurationSeconds: 1800,
    assistant: {
      name: 'Sales Coach',
      model: { provider: 'offline', model: 'scripted-buyer', temperature: 0.7, systemPrompt: 'You are the buyer.' },
      voice: { provider: 'flite', voiceId: 'slt' },
      firstMessage: "Hello, who's calling?",
      recordingEnabled: true,
      transcriber: { provider: 'pocketsphinx', model: 'en-us', language: 'en' },
      metadata: { scenarioId: SCENARIO_ID, userId: 'user-1' },
      variableValues: { userId: 'user-1' },
    },
    ...overrides,
  };
}

export class FakeSocket implements CallSocket {
  isOpen = false;
  bufferedAmount = 0;
  closedWith: { code?: number; reason?: string } | null = null;
  readonly sentMessages: ClientMessage[] = [];
  readonly sentFrames: ArrayBuffer[] = [];

  constructor(
    readonly url: string,
    private readonly handlers: CallSocketHandlers,
  ) {}

  send(data: string | ArrayBuffer): void {
    if (!this.isOpen) throw new Error('FakeSocket: send while not open');
    if (typeof data === 'string') this.sentMessages.push(JSON.parse(data) as ClientMessage);
    else this.sentFrames.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.isOpen = false;
  }

  /** The server accepts the connection. */
  open(): void {
    this.isOpen = true;
    this.handlers.onOpen();
  }

  receive(message: ServerMessage): void {
    this.handlers.onText(JSON.stringify(message));
  }

  receiveText(text: string): void {
    this.handlers.onText(text);
  }

  receiveFrame(bytes = CALL_FRAME_BYTES): ArrayBuffer {
    const frame = new ArrayBuffer(bytes);
    this.handlers.onBinary(frame);
    return frame;
  }

  fail(): void {
    this.handlers.onError();
    this.dropConnection(1006);
  }

  dropConnection(code = 1000): void {
    this.isOpen = false;
    this.handlers.onClose(code, '');
  }

  messagesOfType<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sentMessages.filter((message): message is Extract<ClientMessage, { type: T }> => message.type === type);
  }
}

export class FakeAudioIO implements AudioIO {
  handlers: AudioIOHandlers | null = null;
  readonly played: ArrayBuffer[] = [];
  clears = 0;
  playbackMuted = false;
  closed = false;
  /** When set, `start` fails with it (an audio graph that cannot be built). */
  startFailure: Error | null = null;

  async start(_microphone: MediaStream, handlers: AudioIOHandlers): Promise<void> {
    if (this.startFailure) throw this.startFailure;
    this.handlers = handlers;
  }

  play(frame: ArrayBuffer): void {
    this.played.push(frame);
  }

  clearPlayback(): void {
    this.clears += 1;
    this.played.length = 0;
  }

  setPlaybackMuted(muted: boolean): void {
    this.playbackMuted = muted;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** The microphone delivers one 20 ms frame. */
  capture(frame = new ArrayBuffer(CALL_FRAME_BYTES)): ArrayBuffer {
    this.handlers?.onCaptureFrame(frame);
    return frame;
  }

  reportPlayedLevel(rms: number): void {
    this.handlers?.onPlaybackLevel(rms);
  }
}

export interface FakeTrack {
  kind: 'audio';
  enabled: boolean;
  stopped: boolean;
  stop(): void;
}

export function buildFakeMicrophone(): { stream: MediaStream; track: FakeTrack } {
  const track: FakeTrack = {
    kind: 'audio',
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  // The client touches only the stream's tracks; the rest of MediaStream does not exist in Node.
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client wired to fakes; each port can be replaced through `options`. */
export function buildWebCall(options: Partial<WebCallOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const audio = new FakeAudioIO();
  const microphone = buildFakeMicrophone();
  const fetch = vi.fn<FetchFunction>(async () => jsonResponse(201, buildStartCallResponse()));
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => microphone.stream);
  const client = new WebCall({
    apiBaseUrl: API_BASE_URL,
    fetch,
    getUserMedia,
    createAudioIO: () => audio,
    openSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    ...options,
  });
  const events = recordEvents(client);
  return {
    client,
    audio,
    microphone,
    fetch,
    getUserMedia,
    sockets,
    events,
    /** The socket of the latest call. */
    socket(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}

const EVENT_NAMES: WebCallEventName[] = ['call-start', 'call-end', 'speech-start', 'speech-end', 'volume-level', 'message', 'error'];

/** Every event the client emits, in order, as [name, argument]. */
export function recordEvents(client: WebCall): Array<[WebCallEventName, unknown]> {
  const events: Array<[WebCallEventName, unknown]> = [];
  for (const name of EVENT_NAMES) client.on(name, (argument?: unknown) => events.push([name, argument]));
  return events;
}

export function eventNames(events: Array<[WebCallEventName, unknown]>): WebCallEventName[] {
  return events.map(([name]) => name);
}

/** Lets the start sequence's awaits (microphone, fetch, response body, audio) run. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (condition()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Fake only the timers the client uses; setImmediate stays real so the start sequence can run. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Starts a call and brings it live: the socket opens and the server says it is listening. */
export async function startLiveCall(rig = buildWebCall()) {
  const started = rig.client.start(SCENARIO_ID);
  await until(() => rig.sockets.length === 1, 'the call socket');
  rig.socket().open();
  rig.socket().receive({ type: 'listening', callId: 'call-1', maxDurationSeconds: 1800 });
  const call = await started;
  return { ...rig, call };
}
