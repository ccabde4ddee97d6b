import { FRAME_SAMPLES, SAMPLE_RATE } from '../speech.ports';

/**
 * Pieces for turning a provider's byte stream into the pipeline's 20 ms frames: HTTP chunks end
 * anywhere (even inside a sample), providers speak other sample rates, and frames must be whole.
 */

/** 16-bit little-endian bytes to samples, carrying an odd trailing byte over to the next chunk. */
export class PcmByteDecoder {
  private carry: number | undefined;

  decode(bytes: Uint8Array): Int16Array {
    const total = bytes.length + (this.carry === undefined ? 0 : 1);
    const samples = new Int16Array(total >> 1);
    let index = 0;
    let offset = 0;
    if (this.carry !== undefined && bytes.length > 0) {
      samples[index++] = sampleOf(this.carry, bytes[0] ?? 0);
      offset = 1;
      this.carry = undefined;
    }
    for (; offset + 1 < bytes.length; offset += 2) {
      samples[index++] = sampleOf(bytes[offset] ?? 0, bytes[offset + 1] ?? 0);
    }
    if (offset < bytes.length) this.carry = bytes[offset];
    return samples;
  }
}

/** A signed 16-bit sample from its low and high bytes. */
function sampleOf(low: number, high: number): number {
  const value = (high << 8) | low;
  return value >= 0x8000 ? value - 0x10000 : value;
}

/** Cuts a stream of samples into frames of `frameSamples`; `finish()` zero-pads what is left. */
export class FrameSlicer {
  private pending = new Int16Array(0);

  constructor(private readonly frameSamples = FRAME_SAMPLES) {}

  push(samples: Int16Array): Int16Array[] {
    const joined = new Int16Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const frames: Int16Array[] = [];
    let start = 0;
    for (; start + this.frameSamples <= joined.length; start += this.frameSamples) {
      frames.push(joined.slice(start, start + this.frameSamples));
    }
    this.pending = joined.slice(start);
    return frames;
  }

  finish(): Int16Array[] {
    if (this.pending.length === 0) return [];
    const frame = new Int16Array(this.frameSamples);
    frame.set(this.pending);
    this.pending = new Int16Array(0);
    return [frame];
  }
}

/**
 * A streaming sample-rate converter (rational ratio, polyphase windowed sinc). Downsampling
 * filters below the new Nyquist first, so 24 kHz speech does not fold its 8-12 kHz hiss into the
 * 16 kHz band. Delay is `halfWidth` input samples (under 1 ms at 24 kHz).
 */
export class PcmResampler {
  private readonly up: number;
  private readonly down: number;
  private readonly kernels: Float32Array[];
  private input = new Float32Array(0);
  /** Absolute index of `input[0]` in the whole input stream. */
  private base = 0;
  private received = 0;
  private produced = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
    private readonly halfWidth = 16,
  ) {
    const divisor = greatestCommonDivisor(fromRate, toRate);
    this.up = toRate / divisor;
    this.down = fromRate / divisor;
    // Cut-off as a fraction of the input Nyquist, a little under the lower of the two.
    const cutoff = (Math.min(fromRate, toRate) / fromRate) * 0.9;
    this.kernels = Array.from({ length: this.up }, (_, phase) => buildKernel(phase / this.up, cutoff, halfWidth));
  }

  push(samples: Int16Array): Int16Array {
    if (this.fromRate === this.toRate) return samples.slice();
    const joined = new Float32Array(this.input.length + samples.length);
    joined.set(this.input);
    joined.set(samples, this.input.length);
    this.input = joined;
    this.received += samples.length;
    return this.drain(false);
  }

  /** The last samples, as if the input went on in silence. */
  finish(): Int16Array {
    if (this.fromRate === this.toRate) return new Int16Array(0);
    return this.drain(true);
  }

  private drain(final: boolean): Int16Array {
    const out: number[] = [];
    for (;;) {
      const position = this.produced * this.down;
      const center = Math.floor(position / this.up);
      if (final ? center >= this.received : center + this.halfWidth >= this.received) break;
      const kernel = this.kernels[position % this.up] as Float32Array;
      const first = center - this.halfWidth + 1;
      let sum = 0;
      for (let tap = 0; tap < kernel.length; tap++) {
        const index = first + tap - this.base;
        if (index >= 0 && index < this.input.length) sum += (this.input[index] ?? 0) * (kernel[tap] ?? 0);
      }
      out.push(Math.max(-32768, Math.min(32767, Math.round(sum))));
      this.produced++;
    }
    const nextFirst = Math.floor((this.produced * this.down) / this.up) - this.halfWidth + 1;
    const drop = Math.max(0, Math.min(this.input.length, nextFirst - this.base));
    if (drop > 0) {
      this.input = this.input.slice(drop);
      this.base += drop;
    }
    return Int16Array.from(out);
  }
}

/** Taps at input offsets -halfWidth+1 .. halfWidth around a point `fraction` past the centre sample. */
function buildKernel(fraction: number, cutoff: number, halfWidth: number): Float32Array {
  const taps = new Float32Array(halfWidth * 2);
  let sum = 0;
  for (let tap = 0; tap < taps.length; tap++) {
    const distance = tap - halfWidth + 1 - fraction;
    const x = cutoff * distance;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    // Blackman window over (-halfWidth, halfWidth).
    const w = (distance + halfWidth) / (2 * halfWidth);
    const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
    taps[tap] = cutoff * sinc * window;
    sum += taps[tap] ?? 0;
  }
  // Unity gain at DC for every phase, so a constant level stays constant.
  for (let tap = 0; tap < taps.length; tap++) taps[tap] = (taps[tap] ?? 0) / sum;
  return taps;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * A provider's PCM byte stream as the pipeline's frames at 16 kHz: bytes re-sliced whatever their
 * chunking, resampled when the provider speaks another rate, the last frame zero-padded. Stops
 * without a word once `signal` aborts (barge-in), which also ends the byte stream's request.
 */
export async function* framesFromPcmBytes(
  chunks: AsyncIterable<Uint8Array>,
  fromRate: number,
  signal?: AbortSignal,
): AsyncGenerator<Int16Array> {
  const decoder = new PcmByteDecoder();
  const resampler = new PcmResampler(fromRate, SAMPLE_RATE);
  const slicer = new FrameSlicer();
  for await (const chunk of chunks) {
    for (const frame of slicer.push(resampler.push(decoder.decode(chunk)))) {
      if (signal?.aborted) return;
      yield frame;
    }
  }
  for (const frame of [...slicer.push(resampler.finish()), ...slicer.finish()]) {
    if (signal?.aborted) return;
    yield frame;
  }
}
