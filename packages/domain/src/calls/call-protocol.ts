import { z } from 'zod';

/**
 * The call WebSocket's wire protocol, shared by the browser's call client and the server's call
 * gateway. JSON text frames carry control and transcript messages; binary frames carry audio:
 * 16-bit little-endian PCM, mono, 16 kHz, 20 ms (320 samples, 640 bytes) per frame, both ways.
 *
 * The client's first message is `hello` with the protocol version it speaks. The server starts the
 * call (and sends `listening`) only after a hello in a version it supports; anything before the
 * hello, or a version it does not speak, gets a `protocol-error` and the socket closes with
 * `CALL_CLOSE.protocolError`.
 */
export const CALL_PROTOCOL_VERSION = 1;
/** The versions this server accepts in `hello`. */
export const SUPPORTED_CALL_PROTOCOL_VERSIONS: readonly number[] = [CALL_PROTOCOL_VERSION];

/** Why the server closed a call socket. */
export const CALL_CLOSE = {
  /** The call ended (either side hung up, a limit was reached, the server shut down). */
  ended: 1000,
  /** The call was not waiting to start, or the client kept sending bad messages. */
  policyViolation: 1008,
  /** The server could not start the call. */
  serverError: 1011,
  /** The client broke the protocol: no hello first, or a version the server does not speak. */
  protocolError: 4400,
  /** The caller signed out meanwhile (as the realtime feed's). */
  signedOut: 4401,
} as const;

/** The protocol errors about the opening of a call, with the sentence the caller is shown. */
export const CALL_PROTOCOL_ERRORS = {
  helloRequired: {
    code: 'hello_required',
    message: 'The call was not opened properly: the app must say hello with its protocol version first. Reload the page and try again.',
  },
  helloTimeout: {
    code: 'hello_timeout',
    message: 'The call was not opened in time: the app never said hello. Reload the page and try again.',
  },
  unsupportedVersion: (version: number) => ({
    code: 'unsupported_version',
    message: `This version of the app (call protocol ${version}) cannot talk to this server, which speaks version ${SUPPORTED_CALL_PROTOCOL_VERSIONS.join(' or ')}. Reload the page and try again.`,
  }),
} as const;

export function isSupportedCallProtocolVersion(version: number): boolean {
  return SUPPORTED_CALL_PROTOCOL_VERSIONS.includes(version);
}
export const CALL_SAMPLE_RATE = 16_000;
export const CALL_FRAME_MS = 20;
export const CALL_FRAME_SAMPLES = (CALL_SAMPLE_RATE * CALL_FRAME_MS) / 1000;
export const CALL_FRAME_BYTES = CALL_FRAME_SAMPLES * 2;
/** The largest text frame either side accepts. */
export const CALL_MAX_TEXT_FRAME_BYTES = 16 * 1024;

export const FIRST_MESSAGE = "Hello, who's calling?";

const role = z.enum(['user', 'assistant']);

/** What the browser may send. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  /** The first message: a version the server does not support is refused with `unsupported_version`, not as malformed. */
  z.object({ type: z.literal('hello'), version: z.number().int().min(0).max(1_000_000) }),
  z.object({ type: z.literal('mute'), muted: z.boolean() }),
  z.object({ type: z.literal('say'), message: z.string().trim().min(1).max(1000), endCallAfterSpoken: z.boolean().optional() }),
  z.object({
    type: z.literal('add-message'),
    message: z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string().max(4000) }),
  }),
  z.object({ type: z.literal('end-call') }),
  z.object({ type: z.literal('ping'), at: z.number().finite() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const endedReasons = [
  'customer-ended-call',
  'assistant-ended-call',
  'exceeded-max-duration',
  'silence-timed-out',
  'connection-lost',
  'server-shutdown',
  'server-restarted',
  'pipeline-error',
] as const;
export type EndedReason = (typeof endedReasons)[number];

/** What the server sends; the client passes these on as `message` events (Vapi's shapes). */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('listening'), callId: z.string(), maxDurationSeconds: z.number() }),
  z.object({
    type: z.literal('transcript'),
    role,
    transcriptType: z.enum(['partial', 'final']),
    transcript: z.string(),
    /** Milliseconds since the call started. */
    startMs: z.number().optional(),
  }),
  z.object({ type: z.literal('speech-update'), role, status: z.enum(['started', 'stopped']) }),
  z.object({ type: z.literal('status-update'), status: z.enum(['in-progress', 'ended']), endedReason: z.enum(endedReasons).optional() }),
  /** Drop every buffered buyer frame at once: the caller barged in. */
  z.object({ type: z.literal('clear-audio') }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('protocol-error'), code: z.string(), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Parses one text frame; a bad frame is an error value, never an exception. */
export function parseClientMessage(raw: string): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  if (raw.length > CALL_MAX_TEXT_FRAME_BYTES) return { ok: false, error: 'Message too large' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'Message is not valid JSON' };
  }
  const result = clientMessageSchema.safeParse(json);
  if (!result.success) return { ok: false, error: `Unknown or malformed message: ${result.error.issues[0]?.message ?? 'invalid'}` };
  return { ok: true, message: result.data };
}

export function parseServerMessage(raw: string): ServerMessage | undefined {
  try {
    const result = serverMessageSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
