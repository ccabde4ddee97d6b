/**
 * Conversions between the audio thread's float samples and the call protocol's 16-bit PCM frames.
 * Pure, and free of '@rehearse/domain' imports on purpose: this code is bundled into the audio
 * worklet, which must stay small; the frame size comes in as a parameter instead.
 * Int16Array uses the platform's byte order, which is little-endian on every browser platform,
 * matching the protocol.
 */

/** Averages the channels of one render quantum into mono; no channel at all is silence. */
export function downmixToMono(channels: readonly Float32Array[], length: number): Float32Array {
  const first = channels[0];
  if (channels.length === 1 && first) return first;
  const mono = new Float32Array(length);
  if (channels.length === 0) return mono;
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
  }
  for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) / channels.length;
  return mono;
}

export function floatToInt16(sample: number): number {
  const clamped = Math.max(-1, Math.min(1, Number.isFinite(sample) ? sample : 0));
  return Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
}

export function int16ToFloat(pcm: Int16Array): Float32Array {
  const samples = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) samples[i] = (pcm[i] ?? 0) / 0x8000;
  return samples;
}

/** Root mean square of `samples`, 0..1 for float audio; 0 for none. */
export function rootMeanSquare(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

export interface FrameAssembler {
  /** Adds samples; returns every frame completed by them, each with a buffer of its own (transferable). */
  push(samples: Float32Array): Int16Array[];
}

/** Cuts a stream of float samples into fixed-size 16-bit frames, carrying the remainder over. */
export function createFrameAssembler(frameSamples: number): FrameAssembler {
  if (!Number.isInteger(frameSamples) || frameSamples <= 0) throw new RangeError('A frame needs a positive whole number of samples.');
  let frame = new Int16Array(frameSamples);
  let filled = 0;
  return {
    push(samples) {
      const completed: Int16Array[] = [];
      for (const sample of samples) {
        frame[filled++] = floatToInt16(sample);
        if (filled === frameSamples) {
          completed.push(frame);
          frame = new Int16Array(frameSamples);
          filled = 0;
        }
      }
      return completed;
    },
  };
}
