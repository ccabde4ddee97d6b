import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { parseWav } from '../speech/pcm-audio';
import { readRequestBody, sendJson, streamAudio, toneBytes, type AudioStreamPlan } from './fake-speech-audio';
import { startTestHttpServer, type TestHttpServer } from './test-http-server';

export type FakeProviderFailure = { status: number; message?: string; type?: string; code?: string };

export type FakeTranscriptionAnswer = { text: string } | FakeProviderFailure | { hang: true };

/** The audio answer: `samples` at 24 kHz (default 10 ms a character of input), streamed as planned. */
export type FakeSpeechAnswer = { samples?: number; plan?: AudioStreamPlan } | FakeProviderFailure;

export interface TranscriptionRequestSeen {
  headers: IncomingHttpHeaders;
  fields: Record<string, string[]>;
  file: { name: string; type: string; sampleRate: number; channels: number; samples: number };
}

export interface SpeechRequestSeen {
  headers: IncomingHttpHeaders;
  body: { model?: string; input?: string; voice?: string; response_format?: string };
  /** The client closed the connection before the audio was all sent. */
  cancelled: boolean;
}

export interface FakeOpenAiAudioServer extends TestHttpServer {
  /** `http://127.0.0.1:<port>/v1`, as OPENAI_BASE_URL. */
  baseUrl: string;
  transcriptions: TranscriptionRequestSeen[];
  speeches: SpeechRequestSeen[];
  /** The answers to the next transcriptions, in order; the last one stays. */
  transcribe(...answers: FakeTranscriptionAnswer[]): void;
  /** The answer to the next speech requests (stays until changed). */
  speak(answer: FakeSpeechAnswer): void;
  reset(): void;
}

export const OPENAI_SPEECH_SAMPLE_RATE = 24_000;

/**
 * A local stand-in for OpenAI's audio API, speaking its wire format: `POST /v1/audio/transcriptions`
 * (multipart: file, model, language, prompt, response_format `json` -> `{text}` or `verbose_json`
 * -> `{text, duration, words, segments}` with `timestamp_granularities[]=word`) and
 * `POST /v1/audio/speech` (JSON, `response_format: 'pcm'` -> raw 24 kHz 16-bit mono, chunked);
 * errors as `{error:{message,type,param,code}}`, including the 401 that echoes a masked key.
 */
export async function startFakeOpenAiAudioServer(apiKey: string): Promise<FakeOpenAiAudioServer> {
  const transcriptions: TranscriptionRequestSeen[] = [];
  const speeches: SpeechRequestSeen[] = [];
  let transcriptionAnswers: FakeTranscriptionAnswer[] = [];
  let speechAnswer: FakeSpeechAnswer = {};

  const server = await startTestHttpServer(async (request, response) => {
    const body = await readRequestBody(request);
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (token !== apiKey) {
      return sendError(response, {
        status: 401,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
        message: `Incorrect API key provided: ${mask(token)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      });
    }
    if (request.method === 'POST' && request.url === '/v1/audio/transcriptions') {
      const answer =
        transcriptionAnswers.length > 1
          ? (transcriptionAnswers.shift() as FakeTranscriptionAnswer)
          : (transcriptionAnswers[0] ?? { text: '' });
      return transcribeRequest(response, request.headers, body, answer);
    }
    if (request.method === 'POST' && request.url === '/v1/audio/speech') {
      const parsed = JSON.parse(body.toString('utf8')) as SpeechRequestSeen['body'];
      const entry: SpeechRequestSeen = { headers: request.headers, body: parsed, cancelled: false };
      speeches.push(entry);
      response.on('close', () => {
        if (!response.writableFinished) entry.cancelled = true;
      });
      if ('status' in speechAnswer) return sendError(response, speechAnswer);
      if (parsed.response_format !== 'pcm' || !parsed.input) return sendError(response, { status: 400, message: 'Invalid request' });
      const samples = speechAnswer.samples ?? parsed.input.length * 240;
      return streamAudio(response, 'audio/pcm', toneBytes(samples, OPENAI_SPEECH_SAMPLE_RATE, 600), speechAnswer.plan);
    }
    return sendError(response, { status: 404, message: `Invalid URL (${request.method} ${request.url})` });
  });

  async function transcribeRequest(
    response: ServerResponse,
    headers: IncomingHttpHeaders,
    body: Buffer,
    answer: FakeTranscriptionAnswer,
  ): Promise<void> {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': headers['content-type'] ?? '' } }).formData();
    const fields: Record<string, string[]> = {};
    let file: File | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
      else file = value;
    }
    if (!file) return sendError(response, { status: 400, message: "Missing required parameter: 'file'." });
    let wav: ReturnType<typeof parseWav>;
    try {
      wav = parseWav(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return sendError(response, { status: 400, message: 'Invalid file format.' });
    }
    transcriptions.push({
      headers,
      fields,
      file: { name: file.name, type: file.type, sampleRate: wav.sampleRate, channels: wav.channels, samples: wav.samples.length },
    });
    const duration = wav.samples.length / wav.sampleRate;
    if (duration < 0.1)
      return sendError(response, {
        status: 400,
        message: 'Audio file is too short. Minimum audio length is 0.1 seconds.',
        code: 'audio_too_short',
      });
    if ('hang' in answer) return;
    if ('status' in answer) return sendError(response, answer);
    if (fields.response_format?.[0] !== 'verbose_json')
      return sendJson(response, 200, { text: answer.text, usage: { type: 'duration', seconds: Math.ceil(duration) } });
    const words = answer.text.split(/\s+/).filter(Boolean);
    const step = words.length ? duration / words.length : 0;
    return sendJson(response, 200, {
      task: 'transcribe',
      language: 'english',
      duration,
      text: answer.text,
      ...(fields['timestamp_granularities[]']?.includes('word')
        ? { words: words.map((word, i) => ({ word: word.replace(/[^\p{L}\p{N}']/gu, ''), start: i * step, end: (i + 1) * step })) }
        : {}),
      segments: [
        {
          id: 0,
          seek: 0,
          start: 0,
          end: duration,
          text: ` ${answer.text}`,
          tokens: [],
          temperature: 0,
          avg_logprob: -0.2,
          compression_ratio: 1.1,
          no_speech_prob: 0.01,
        },
      ],
    });
  }

  return {
    ...server,
    baseUrl: `${server.origin}/v1`,
    transcriptions,
    speeches,
    transcribe(...answers) {
      transcriptionAnswers = answers;
    },
    speak(answer) {
      speechAnswer = answer;
    },
    reset() {
      transcriptions.length = 0;
      speeches.length = 0;
      transcriptionAnswers = [];
      speechAnswer = {};
    },
  };
}

function sendError(response: ServerResponse, failure: FakeProviderFailure): void {
  sendJson(response, failure.status, {
    error: {
      message: failure.message ?? 'The server had an error while processing your request.',
      type: failure.type ?? 'server_error',
      param: null,
      code: failure.code ?? null,
    },
  });
}

/** How OpenAI echoes a wrong key: a few characters each end, stars between. */
function mask(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}
