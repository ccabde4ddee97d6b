import { describe, expect, it } from 'vitest';
import { FRAME_SAMPLES } from '../speech/speech.ports';
import { LeadingSilenceTrimmer, MAX_TRIMMED_FRAMES } from './leading-silence';

const frameAt = (peak: number) => {
  const frame = new Int16Array(FRAME_SAMPLES);
  frame[100] = peak;
  return frame;
};
const run = (frames: Int16Array[]) => {
  const trimmer = new LeadingSilenceTrimmer();
  return [...frames.flatMap((frame) => trimmer.push(frame)), ...trimmer.flush()];
};

describe("a buyer turn's first sentence starts at its first sound", () => {
  it("drops the voice's own leading pause, keeping the frame before the first audible one", () => {
    const [quiet, onset, loud] = [frameAt(5), frameAt(98), frameAt(6000)];
    const frames = [quiet, quiet, quiet, quiet, quiet, quiet, onset, loud, quiet, loud];
    expect(run(frames)).toEqual([onset, loud, quiet, loud]);
  });

  it('keeps a sentence that starts at once whole', () => {
    const frames = [frameAt(3000), frameAt(10), frameAt(4000)];
    expect(run(frames)).toEqual(frames);
  });

  it('never drops more than a bound, and keeps something of a sentence that is all quiet', () => {
    const quiet = Array.from({ length: MAX_TRIMMED_FRAMES + 10 }, () => frameAt(20));
    expect(run(quiet)).toHaveLength(10);
    expect(run([frameAt(20), frameAt(20)])).toHaveLength(1);
  });
});
