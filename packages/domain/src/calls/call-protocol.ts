import { z } from 'zod';

/**
 * The call WebSocket's wire protocol, shared by the browser's call client and the server's call
 * gateway. JSON text frames carry control and transcript messages; binary frames carry audio:
 * 16-bit little-endian PCM, mono, 16 kHz, 20 ms (320 samples, 640 bytes) per frame, both ways.
 */
export const CALL_PROTOCOL_VERSION = 1;
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
  z.object({ type: z.literal('hello'), version: z.literal(CALL_PROTOCOL_VERSION) }),
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
