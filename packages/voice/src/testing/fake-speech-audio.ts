import type { IncomingMessage, ServerResponse } from 'node:http';

/** Pieces the fake speech providers share: reading bodies, and audio answers streamed in odd-sized chunks. */

/** How a fake streams its audio: chunk size in bytes (odd, so samples split across chunks), then how it ends. */
export interface AudioStreamPlan {
  chunkBytes?: number;
  /** After this many chunks, keep the response open without more data ('hang') or cut the connection ('cut'). */
  stopAfterChunks?: number;
  then?: 'hang' | 'cut';
}

export async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A tone of `samples` samples at `sampleRate`, as little-endian 16-bit bytes. */
export function toneBytes(samples: number, sampleRate: number, frequency = 440, amplitude = 8000): Buffer {
  const bytes = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) bytes.writeInt16LE(Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate)), i * 2);
  return bytes;
}

/** Streams `audio` with chunked transfer encoding, a short pause between chunks, as a provider does. */
export async function streamAudio(response: ServerResponse, contentType: string, audio: Buffer, plan: AudioStreamPlan = {}): Promise<void> {
  const chunkBytes = plan.chunkBytes ?? 1_001;
  response.writeHead(200, { 'content-type': contentType, 'transfer-encoding': 'chunked' });
  let sent = 0;
  for (let offset = 0; offset < audio.length; offset += chunkBytes) {
    if (plan.stopAfterChunks !== undefined && sent === plan.stopAfterChunks) {
      if (plan.then === 'cut') response.socket?.destroy();
      return;
    }
    if (response.destroyed) return;
    response.write(audio.subarray(offset, offset + chunkBytes));
    sent++;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  if (plan.stopAfterChunks !== undefined && plan.then === 'hang') return;
  response.end();
}
