import { FRAME_SAMPLES } from './speech.ports';

/** Cuts PCM into frames of `frameSamples`, zero-padding the last one so every frame has one size. */
export function splitIntoFrames(pcm: Int16Array, frameSamples = FRAME_SAMPLES): Int16Array[] {
  const frames: Int16Array[] = [];
  for (let start = 0; start < pcm.length; start += frameSamples) {
    const frame = new Int16Array(frameSamples);
    frame.set(pcm.subarray(start, Math.min(start + frameSamples, pcm.length)));
    frames.push(frame);
  }
  return frames;
}

export function concatPcm(chunks: readonly Int16Array[]): Int16Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export interface WavAudio {
  sampleRate: number;
  channels: number;
  samples: Int16Array;
}

/** Reads a 16-bit PCM RIFF/WAVE file (what flite writes), walking chunks rather than assuming 44 bytes. */
export function parseWav(bytes: Uint8Array): WavAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a RIFF/WAVE file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || bits !== 16) throw new Error(`Unsupported WAV format ${format}/${bits} bits`);
    } else if (id === 'data') {
      if (sampleRate === 0) throw new Error('WAV data chunk before its fmt chunk');
      // Some writers leave the size unpatched (0 or too large) when the output is not seekable.
      const available = bytes.length - body;
      const length = size === 0 || size > available ? available : size;
      const samples = new Int16Array(length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, channels, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV file has no data chunk');
}

/** Writes 16-bit mono PCM as a WAV file (test fixtures, the browser's fake microphone). */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const writeTag = (offset: number, text: string) => {
    for (let i = 0; i < 4; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  writeTag(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  writeTag(8, 'WAVE');
  writeTag(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeTag(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i] ?? 0, true);
  return bytes;
}
