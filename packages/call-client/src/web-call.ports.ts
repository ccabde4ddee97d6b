/**
 * The browser APIs the web-call client uses, as small ports: the class takes them in its options
 * (browser defaults), so its behaviour runs in Node tests with fakes, and another host (a native
 * shell, a test harness) can bring its own audio or transport.
 */

export interface AudioIOHandlers {
  /** One 20 ms caller frame: 640 bytes of 16 kHz mono 16-bit little-endian PCM. */
  onCaptureFrame(frame: ArrayBuffer): void;
  /** The RMS level (0..1) of the buyer audio played since the last report; reported every few tens of ms. */
  onPlaybackLevel(rms: number): void;
}

/**
 * The call's audio: microphone capture and the buyer's playback. Created synchronously when a
 * call starts (so a browser can tie its audio output to the user's click), started once the
 * microphone is open, closed when the call ends.
 */
export interface AudioIO {
  start(microphone: MediaStream, handlers: AudioIOHandlers): Promise<void>;
  /** Queues one buyer frame (16 kHz mono 16-bit PCM) for playback; the buffer may be transferred. */
  play(frame: ArrayBuffer): void;
  /** Drops every queued buyer frame at once (barge-in). */
  clearPlayback(): void;
  /** Silences the buyer locally; the audio keeps being consumed so unmuting resumes in time. */
  setPlaybackMuted(muted: boolean): void;
  /** Releases the audio graph; safe to call at any point, more than once. */
  close(): Promise<void>;
}

export type CreateAudioIO = () => AudioIO;

export interface CallSocketHandlers {
  onOpen(): void;
  onText(text: string): void;
  onBinary(data: ArrayBuffer): void;
  /** The connection failed; `onClose` follows. */
  onError(): void;
  onClose(code: number, reason: string): void;
}

/** The call WebSocket as the client uses it. */
export interface CallSocket {
  readonly isOpen: boolean;
  /** Bytes queued but not yet sent: how far the network is behind. */
  readonly bufferedAmount: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
}

export type OpenCallSocket = (url: string, handlers: CallSocketHandlers) => CallSocket;

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Every port resolved: the options with their browser defaults filled in. */
export interface WebCallDependencies {
  fetch: FetchFunction;
  getUserMedia: GetUserMedia;
  openSocket: OpenCallSocket;
  createAudioIO: CreateAudioIO;
}
