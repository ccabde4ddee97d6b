import type { AssistantConfiguration, ServerMessage, StartCallResponse } from '@rehearse/domain';
import type { CreateAudioIO, FetchFunction, GetUserMedia, OpenCallSocket } from './web-call.ports';

/**
 * The public shape of the web-call client (spec sections 4 and 5), modelled on the Vapi web SDK so
 * that teams who know it feel at home. Implementation: `web-call.ts`.
 */

/** What `start` accepts as its first argument: a scenario id (Vapi's assistantId) or an assistant whose metadata names the scenario. */
export type AssistantInput = string | { metadata: { scenarioId: string } } | Partial<AssistantConfiguration>;

export interface WebCallEvents {
  /** The server said it is listening: the call is live. */
  'call-start': () => void;
  'call-end': () => void;
  /** The buyer's voice: speaking started / stopped (1000 ms after the level dropped). */
  'speech-start': () => void;
  'speech-end': () => void;
  /** The buyer's voice level, every 100 ms, 0..1 (level / 0.15, capped at 1). */
  'volume-level': (volume: number) => void;
  /** Transcripts, speech and status updates, as the server sent them (`ServerMessage` minus audio control). */
  message: (message: ServerMessage) => void;
  error: (error: WebCallError) => void;
}

export type WebCallEventName = keyof WebCallEvents;

/** Vapi's error shape: a type saying where it happened, and the underlying error. */
export interface WebCallError {
  type: 'start-method-error' | 'microphone-error' | 'connection-error' | 'protocol-error' | 'call-error';
  /** A readable message: the server's error text, the browser's microphone error, etc. */
  message: string;
  /** The HTTP status of a failed POST /api/calls, when that is where it failed. */
  status?: number;
  /** The server's error code (e.g. 'insufficient_credits'). */
  code?: string;
  error?: unknown;
}

/** What `send` accepts: the client messages a caller may send besides audio. */
export type WebCallSendMessage =
  | { type: 'add-message'; message: { role: 'system' | 'user' | 'assistant'; content: string } }
  | { type: 'control'; control: 'mute-assistant' | 'unmute-assistant' | 'end-call' };

export interface WebCallOptions {
  /** Where the API lives; default: the page's origin. The call socket's address is resolved against it too. */
  apiBaseUrl?: string;
  /** The ports below default to the browser's own APIs; tests and other hosts pass their own. */
  fetch?: FetchFunction;
  getUserMedia?: GetUserMedia;
  openSocket?: OpenCallSocket;
  createAudioIO?: CreateAudioIO;
}

export interface WebCallApi {
  /**
   * Starts a call: asks the server for one (POST /api/calls), opens the microphone and the call
   * socket. Resolves to the call, or to null when a call is already started or starting fails
   * (the failure is emitted as an `error` event). Throws 'Assistant or Squad or Workflow must be
   * provided.' without an assistant.
   */
  start(
    assistant?: AssistantInput | null,
    assistantOverrides?: unknown,
    squad?: unknown,
    workflow?: unknown,
  ): Promise<StartCallResponse | null>;
  /** Ends the call (the server bills it and keeps its transcript and recording). */
  stop(): Promise<void>;
  /** Throws 'Call object is not available.' without a call. */
  setMuted(muted: boolean): void;
  /** Throws 'Call object is not available.' without a call. */
  isMuted(): boolean;
  /** The buyer says `message`, then hangs up if `endCallAfterSpoken`. */
  say(message: string, endCallAfterSpoken?: boolean): void;
  send(message: WebCallSendMessage): void;
  on<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this;
  off<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this;
  once<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this;
  removeAllListeners(event?: WebCallEventName): this;
}
