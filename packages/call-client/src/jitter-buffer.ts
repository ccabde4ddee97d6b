/**
 * The buyer's voice between the socket and the speaker. Frames arrive in network bursts but must
 * leave at the sound card's steady pace, so playback starts only once a margin is buffered
 * (`prefillSamples`), plays silence on an underrun and then waits for the margin again. A short
 * tail that never reaches the margin still plays after waiting twice as long, so the end of a
 * sentence is never held back until the next one. Audio beyond `capacitySamples` pushes out the oldest, so
 * a stalled output (a suspended audio context) never grows the buffer or the delay without bound.
 * Pure and allocation-free after creation: it runs on the audio thread.
 */
export interface JitterBufferOptions {
  prefillSamples: number;
  capacitySamples: number;
}

export interface JitterBuffer {
  push(samples: Float32Array): void;
  /** Fills `output`, with silence where nothing is due; returns how many samples were real audio. */
  pull(output: Float32Array): number;
  /** Drops everything buffered at once (the caller barged in). */
  clear(): void;
  readonly bufferedSamples: number;
  readonly playing: boolean;
}

export function createJitterBuffer({ prefillSamples, capacitySamples }: JitterBufferOptions): JitterBuffer {
  if (!(capacitySamples > 0) || prefillSamples < 0 || prefillSamples > capacitySamples) {
    throw new RangeError('A jitter buffer needs 0 <= prefillSamples <= capacitySamples and a positive capacity.');
  }
  const ring = new Float32Array(capacitySamples);
  let readIndex = 0;
  let size = 0;
  let playing = false;
  let waitedSamples = 0;

  function startPlaying(): void {
    playing = true;
    waitedSamples = 0;
  }

  return {
    push(samples) {
      const input = samples.length > capacitySamples ? samples.subarray(samples.length - capacitySamples) : samples;
      const overflow = size + input.length - capacitySamples;
      if (overflow > 0) {
        readIndex = (readIndex + overflow) % capacitySamples;
        size -= overflow;
      }
      const writeIndex = (readIndex + size) % capacitySamples;
      const firstPart = Math.min(input.length, capacitySamples - writeIndex);
      ring.set(input.subarray(0, firstPart), writeIndex);
      ring.set(input.subarray(firstPart), 0);
      size += input.length;
      if (!playing && size >= prefillSamples) startPlaying();
    },

    pull(output) {
      if (!playing && size > 0) {
        waitedSamples += output.length;
        if (waitedSamples >= 2 * prefillSamples) startPlaying();
      }
      if (!playing) {
        output.fill(0);
        return 0;
      }
      const count = Math.min(size, output.length);
      const firstPart = Math.min(count, capacitySamples - readIndex);
      output.set(ring.subarray(readIndex, readIndex + firstPart), 0);
      output.set(ring.subarray(0, count - firstPart), firstPart);
      output.fill(0, count);
      readIndex = (readIndex + count) % capacitySamples;
      size -= count;
      // Ran dry mid-block: an underrun. Wait for the margin again instead of stuttering frame by frame.
      if (count < output.length) playing = false;
      return count;
    },

    clear() {
      readIndex = 0;
      size = 0;
      playing = false;
      waitedSamples = 0;
    },

    get bufferedSamples() {
      return size;
    },

    get playing() {
      return playing;
    },
  };
}
