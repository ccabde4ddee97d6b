import type { IncomingHttpHeaders } from 'node:http';
import { readRequestBody, sendJson, streamAudio, toneBytes, type AudioStreamPlan } from './fake-speech-audio';
import { startTestHttpServer, type TestHttpServer } from './test-http-server';

/** The audio answer: `samples` at 16 kHz (default 10 ms a character), or ElevenLabs' error. */
export type FakeElevenLabsAnswer = { samples?: number; plan?: AudioStreamPlan } | { status: number; code: string; message: string };

export interface ElevenLabsRequestSeen {
  voiceId: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: { text?: string; model_id?: string };
  /** The client closed the connection before the audio was all sent. */
  cancelled: boolean;
}

export interface FakeElevenLabsServer extends TestHttpServer {
  /** `http://127.0.0.1:<port>`, as ELEVENLABS_BASE_URL. */
  baseUrl: string;
  seen: ElevenLabsRequestSeen[];
  /** The answer to the next requests (stays until changed). */
  answer(next: FakeElevenLabsAnswer): void;
  reset(): void;
}

/**
 * A local stand-in for ElevenLabs' `POST /v1/text-to-speech/{voice_id}/stream`, speaking its wire
 * format: `xi-api-key` header, JSON `{text, model_id}`, `output_format=pcm_16000` -> raw 16 kHz
 * 16-bit mono streamed in chunks; errors as `{detail:{status,message}}` (401 invalid_api_key,
 * 404 voice_not_found, 429 too_many_concurrent_requests) or `{detail:[{loc,msg,type}]}` (422).
 */
export async function startFakeElevenLabsServer(apiKey: string, voiceIds: readonly string[]): Promise<FakeElevenLabsServer> {
  const seen: ElevenLabsRequestSeen[] = [];
  let answer: FakeElevenLabsAnswer = {};
  const server = await startTestHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const raw = await readRequestBody(request);
    const match = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return sendJson(response, 404, { detail: 'Not Found' });
    if (request.headers['xi-api-key'] !== apiKey)
      return sendJson(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    const voiceId = decodeURIComponent(match[1] ?? '');
    const body = JSON.parse(raw.toString('utf8') || '{}') as ElevenLabsRequestSeen['body'];
    const entry: ElevenLabsRequestSeen = { voiceId, query: url.searchParams, headers: request.headers, body, cancelled: false };
    seen.push(entry);
    response.on('close', () => {
      if (!response.writableFinished) entry.cancelled = true;
    });
    if (!voiceIds.includes(voiceId)) {
      return sendJson(response, 404, {
        detail: { status: 'voice_not_found', message: `A voice with the voice_id ${voiceId} was not found.` },
      });
    }
    if (!body.text) return sendJson(response, 422, { detail: [{ type: 'missing', loc: ['body', 'text'], msg: 'Field required' }] });
    if ('status' in answer) return sendJson(response, answer.status, { detail: { status: answer.code, message: answer.message } });
    const samples = answer.samples ?? body.text.length * 160;
    return streamAudio(response, 'audio/pcm', toneBytes(samples, 16_000, voiceId === voiceIds[0] ? 150 : 250), answer.plan);
  });
  return {
    ...server,
    baseUrl: server.origin,
    seen,
    answer(next) {
      answer = next;
    },
    reset() {
      seen.length = 0;
      answer = {};
    },
  };
}
