import { CALL_FRAME_MS, type ServerMessage } from '@rehearse/domain';
import WebSocket from 'ws';
import { concatPcm, createFliteTextToSpeech, splitIntoFrames } from '@rehearse/voice';
import { quietNoise } from '@rehearse/voice/testing';

/** The caller's opening line in the resilience tests, and the scenario it fits. */
export const CALLER_LINE = 'Hi, this is Sam from Fleetwise. I am calling about your fuel costs.';
export const FLEETWISE_SCENARIO = {
  title: 'Discovery call with Fleetwise',
  product: 'Fleet telematics with driver coaching',
  customerProfile: 'Operations director at a regional haulier with 120 trucks; fuel costs are up 18% this year.',
  salesStage: 'Discovery',
  persona: 'CFO',
  gender: 'Female',
};

/** `line` spoken by flite's male voice, as 20 ms microphone frames. */
export async function spokenFrames(line: string): Promise<Int16Array[]> {
  const tts = createFliteTextToSpeech();
  const pcm: Int16Array[] = [];
  try {
    for await (const frame of tts.synthesize(line, { voice: 'male' })) pcm.push(frame);
  } finally {
    await tts.close();
  }
  return splitIntoFrames(concatPcm(pcm));
}

/** A quiet room, never digital silence (which upsets the recogniser). */
const ROOM_NOISE = splitIntoFrames(quietNoise(16_000 * 2));

/**
 * A caller on the real call WebSocket, as the browser's call client is: the session cookie and the
 * app's Origin on the upgrade, `hello`, then one 20 ms frame per tick in real time (room noise,
 * or the frames of a line being spoken). Keeps every text message and when the socket closed.
 */
export class ScriptedCaller {
  readonly messages: ServerMessage[] = [];
  buyerFrames = 0;
  /** When the last caller frame went out (Date.now()). */
  lastFrameSentAt = 0;
  closedWith: { code: number; at: number } | undefined;
  private speech: Int16Array[] = [];
  private sent = 0;
  private startedAt = 0;
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.buyerFrames += 1;
      else this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    });
    socket.on('close', (code: number) => {
      this.closedWith = { code, at: Date.now() };
      this.stopMicrophone();
    });
    // A dropped connection is reported here before the close; the close is what the test checks.
    socket.on('error', () => undefined);
  }

  static async open(baseUrl: string, webCallUrl: string, cookie: string): Promise<ScriptedCaller> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${webCallUrl}`, { headers: { cookie, origin: baseUrl } });
    const caller = new ScriptedCaller(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'hello', version: 1 }));
    caller.startedAt = Date.now();
    caller.tick();
    return caller;
  }

  /** Speaks `frames` from the next tick on, then goes back to room noise. */
  say(frames: Int16Array[]): void {
    this.speech.push(...frames);
  }

  get speaking(): boolean {
    return this.speech.length > 0;
  }

  /** Resolves once `done()` holds; rejects with `what` after `timeoutMs`. */
  async waitFor(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (messages: ${JSON.stringify(this.messages.slice(-5))})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Hangs up, as the End Call button does. */
  endCall(): void {
    this.socket.send(JSON.stringify({ type: 'end-call' }));
  }

  stopMicrophone(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  terminate(): void {
    this.stopMicrophone();
    this.socket.terminate();
  }

  /** Drift-free: frame n is due at start + 20 n ms; a late timer sends what it owes at once, never more. */
  private tick(): void {
    const now = Date.now();
    while (this.startedAt + this.sent * CALL_FRAME_MS <= now && this.socket.readyState === WebSocket.OPEN) {
      const frame = this.speech.shift() ?? ROOM_NOISE[this.sent % ROOM_NOISE.length]!;
      this.socket.send(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength));
      this.sent += 1;
      this.lastFrameSentAt = now;
    }
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.timer = setTimeout(() => this.tick(), this.startedAt + this.sent * CALL_FRAME_MS - Date.now());
  }
}
