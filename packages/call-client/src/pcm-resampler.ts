/**
 * Sample-rate conversion for audio that arrives in blocks (the audio thread's 128-sample render
 * quanta, the socket's 20 ms frames). Used only when the browser would not give us an audio context
 * at the call's 16 kHz: the capture side then converts the context's rate (44.1 or 48 kHz) down to
 * 16 kHz, the playback side converts 16 kHz up. Linear interpolation keeps it cheap on the audio
 * thread; before going down, a 4th-order low-pass removes what would otherwise fold back into the
 * speech band as aliasing and confuse the server's speech recogniser. State carries across blocks,
 * so streaming block by block gives what converting the whole signal at once would (to rounding).
 */
export interface StreamResampler {
  /** Converts the next block; the result may be one sample longer or shorter than the exact ratio. */
  process(input: Float32Array): Float32Array;
}

export function createStreamResampler(fromRate: number, toRate: number): StreamResampler {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('Sample rates must be positive.');
  if (fromRate === toRate) return { process: (input) => input };

  const step = fromRate / toRate;
  const antiAlias = toRate < fromRate ? createButterworthLowPass(fromRate, ANTI_ALIAS_CUTOFF * toRate) : null;
  // The last input sample of the previous block: index -1 of the current one.
  let previous = 0;
  // Where the next output sample falls, in input samples from the start of the current block.
  let position = 0;

  return {
    process(block) {
      const input = antiAlias ? antiAlias.process(block) : block;
      const output = new Float32Array(Math.ceil(input.length / step) + 2);
      let written = 0;
      while (position < input.length - 1) {
        const index = Math.floor(position);
        const fraction = position - index;
        const left = index < 0 ? previous : (input[index] ?? 0);
        const right = input[index + 1] ?? 0;
        output[written++] = left + (right - left) * fraction;
        position += step;
      }
      if (input.length > 0) {
        position -= input.length;
        previous = input[input.length - 1] ?? 0;
      }
      return output.subarray(0, written);
    },
  };
}

/** Cut-off of the anti-alias filter as a share of the target rate: 6.4 kHz for 16 kHz, below its 8 kHz Nyquist limit. */
const ANTI_ALIAS_CUTOFF = 0.4;

/** A 4th-order Butterworth low-pass as two cascaded biquads (Q values of the 4th-order Butterworth poles). */
export function createButterworthLowPass(sampleRate: number, cutoff: number): { process(input: Float32Array): Float32Array } {
  const stages = [createBiquadLowPass(sampleRate, cutoff, 0.5411961), createBiquadLowPass(sampleRate, cutoff, 1.306563)];
  return {
    process(input) {
      const output = new Float32Array(input.length);
      for (let i = 0; i < input.length; i++) {
        let value = input[i] ?? 0;
        for (const stage of stages) value = stage(value);
        output[i] = value;
      }
      return output;
    },
  };
}

/** One biquad low-pass section (Audio EQ Cookbook coefficients), as a per-sample function with its own state. */
function createBiquadLowPass(sampleRate: number, cutoff: number, q: number): (sample: number) => number {
  const omega = (2 * Math.PI * cutoff) / sampleRate;
  const alpha = Math.sin(omega) / (2 * q);
  const cosine = Math.cos(omega);
  const a0 = 1 + alpha;
  const b0 = (1 - cosine) / 2 / a0;
  const b1 = (1 - cosine) / a0;
  const a1 = (-2 * cosine) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (x) => {
    const y = b0 * x + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  };
}
