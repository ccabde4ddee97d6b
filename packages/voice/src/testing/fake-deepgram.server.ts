import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

/** One utterance the fake "hears": its text, or segments Deepgram finalizes one by one. */
export type FakeUtterance = string | string[];

export interface DeepgramConnectionSeen {
  url: URL;
  headers: IncomingHttpHeaders;
  /** Text messages (Finalize, KeepAlive, CloseStream), parsed. */
  controls: { type: string }[];
  audioBytes: number;
}

export interface FakeDeepgramServer {
  /** `ws://127.0.0.1:<port>`, as DEEPGRAM_BASE_URL. */
  baseUrl: string;
  connections: DeepgramConnectionSeen[];
  /** What the next utterances are heard as, in order (an utterance starts with audio after a final). */
  hear(...utterances: FakeUtterance[]): void;
  /** The next handshakes are refused with this status and Deepgram's error body. */
  refuseHandshake(status: number, code: string, message: string): void;
  /** Each next connection is closed by the server with this code once it has received this much audio. */
  closeAfterAudio(bytes: number, code: number, reason: string): void;
  /** Finalize gets no answer (Deepgram may stay silent when little audio is buffered). */
  ignoreFinalize(ignore: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

const BYTES_PER_SECOND = 32_000;
/** An interim result every 200 ms of audio. */
const INTERIM_BYTES = 6_400;

/**
 * A local stand-in for Deepgram's live transcription WebSocket (`/v1/listen`), speaking its wire
 * format: `Authorization: Token <key>` on the handshake (401 with `dg-error` and a JSON body when
 * wrong), binary linear16 audio in, `Results` messages out (interim, `is_final`, `speech_final`,
 * `from_finalize`, words with start/end in seconds from the stream's start), `Finalize`,
 * `KeepAlive` and `CloseStream` control messages, `Metadata` before a normal close, and error
 * closes with Deepgram's codes (1011 NET-0001, 1008 DATA-0000).
 */
export async function startFakeDeepgramServer(apiKey: string): Promise<FakeDeepgramServer> {
  const connections: DeepgramConnectionSeen[] = [];
  let script: string[][] = [];
  let refusal: { status: number; code: string; message: string } | undefined;
  let closeRule: { bytes: number; code: number; reason: string } | undefined;
  let finalizeIgnored = false;
  const sockets = new WebSocketServer({ noServer: true });

  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ err_code: 'UPGRADE_REQUIRED', err_msg: 'Use a WebSocket' }));
  });
  const openSockets = new Set<Socket>();
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  server.on('upgrade', (request, socket: Duplex, head) => {
    const url = new URL(request.url ?? '/', 'ws://localhost');
    if (request.headers.authorization !== `Token ${apiKey}`) return refuse(socket, 401, 'INVALID_AUTH', 'Invalid credentials.');
    if (refusal) return refuse(socket, refusal.status, refusal.code, refusal.message);
    if (url.pathname !== '/v1/listen') return refuse(socket, 404, 'NOT_FOUND', 'Unknown path');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const seen: DeepgramConnectionSeen = { url, headers: request.headers, controls: [], audioBytes: 0 };
      connections.push(seen);
      serve(ws, seen);
    });
  });

  function serve(ws: WebSocket, seen: DeepgramConnectionSeen): void {
    const requestId = randomUUID();
    const rule = closeRule;
    let utterance: string[] | undefined;
    let segmentStart = 0;
    let lastInterim = 0;
    let interims = 0;

    const seconds = (bytes: number) => bytes / BYTES_PER_SECOND;
    const send = (text: string, isFinal: boolean, extra: { speech_final?: boolean; from_finalize?: boolean } = {}) => {
      const start = seconds(segmentStart);
      const duration = seconds(seen.audioBytes - segmentStart);
      const words = text.split(/\s+/).filter(Boolean);
      const step = words.length ? duration / words.length : 0;
      ws.send(
        JSON.stringify({
          type: 'Results',
          channel_index: [0, 1],
          duration,
          start,
          is_final: isFinal,
          speech_final: extra.speech_final ?? false,
          ...(extra.from_finalize !== undefined ? { from_finalize: extra.from_finalize } : {}),
          channel: {
            alternatives: [
              {
                transcript: text,
                confidence: 0.98,
                words: words.map((word, i) => ({
                  word: word.toLowerCase().replace(/[^a-z0-9']/g, ''),
                  start: start + i * step,
                  end: start + (i + 1) * step,
                  confidence: 0.98,
                  punctuated_word: word,
                })),
              },
            ],
          },
          metadata: {
            request_id: requestId,
            model_info: { name: '2-general-nova', version: '2024-01-09.29447', arch: 'nova-2' },
            model_uuid: randomUUID(),
          },
        }),
      );
    };
    const finalizeRest = (fromFinalize: boolean) => {
      const rest = (utterance ?? []).join(' ');
      send(rest, true, { speech_final: true, from_finalize: fromFinalize });
      utterance = undefined;
      segmentStart = seen.audioBytes;
      lastInterim = seen.audioBytes;
      interims = 0;
    };
    const progress = () => {
      const segment = utterance?.[0];
      if (segment === undefined) return;
      interims++;
      if ((utterance?.length ?? 0) > 1 && interims >= 2) {
        // Deepgram's own endpointing finalizes a segment mid-utterance.
        send(segment, true, { speech_final: true });
        utterance = utterance?.slice(1);
        segmentStart = seen.audioBytes;
        interims = 0;
        return;
      }
      send(segment.split(' ').slice(0, interims).join(' '), false);
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        seen.audioBytes += byteLengthOf(data);
        utterance ??= script.shift() ?? [];
        if (rule && seen.audioBytes >= rule.bytes) {
          ws.close(rule.code, rule.reason);
          return;
        }
        if (seen.audioBytes - lastInterim >= INTERIM_BYTES) {
          lastInterim = seen.audioBytes;
          progress();
        }
        return;
      }
      const control = JSON.parse(rawText(data)) as { type: string };
      seen.controls.push(control);
      if (control.type === 'Finalize' && !finalizeIgnored && seen.audioBytes > segmentStart) finalizeRest(true);
      if (control.type === 'CloseStream') {
        if (seen.audioBytes > segmentStart) finalizeRest(false);
        ws.send(
          JSON.stringify({
            type: 'Metadata',
            transaction_key: 'deprecated',
            request_id: requestId,
            sha256: '0'.repeat(64),
            created: new Date().toISOString(),
            duration: seconds(seen.audioBytes),
            channels: 1,
          }),
        );
        ws.close(1000);
      }
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `ws://127.0.0.1:${address.port}`,
    connections,
    hear(...utterances) {
      script.push(...utterances.map((utterance) => (typeof utterance === 'string' ? [utterance] : utterance)));
    },
    refuseHandshake(status, code, message) {
      refusal = { status, code, message };
    },
    closeAfterAudio(bytes, code, reason) {
      closeRule = { bytes, code, reason };
    },
    ignoreFinalize(ignore) {
      finalizeIgnored = ignore;
    },
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      for (const socket of openSockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    reset() {
      script = [];
      refusal = undefined;
      closeRule = undefined;
      finalizeIgnored = false;
      connections.length = 0;
    },
  };
}

function refuse(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ err_code: code, err_msg: message, request_id: randomUUID() });
  socket.end(
    `HTTP/1.1 ${status} Error\r\ncontent-type: application/json\r\ndg-error: ${message}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

function byteLengthOf(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}
