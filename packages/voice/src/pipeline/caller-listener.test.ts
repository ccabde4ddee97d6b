import { describe, expect, it } from 'vitest';
import { FRAME_MS, FRAME_SAMPLES } from '../speech/speech.ports';
import { CallerListener, OPENING_FRAMES } from './caller-listener';
import { FakeSpeechToText, FakeVoiceActivity } from './fake-call-engines.test-support';
import { settle } from './manual-timer-clock.test-support';

/** A frame whose every sample is `value`: each frame of an utterance told apart by it. */
const frameOf = (value: number) => new Int16Array(FRAME_SAMPLES).fill(value);

/** The opening handed with each `final`, as the listener heard `frames` (each frame by its first sample). */
async function openingsHeard(frames: readonly Int16Array[]): Promise<{ final: number[][] }> {
  const heard = { final: [] as number[][] };
  const stt = new FakeSpeechToText();
  const listener = new CallerListener({
    speechToText: stt,
    events: {
      speechOnset: () => {},
      speechOnsetLapsed: () => {},
      speechStarted: () => {},
      speechEnded: () => {},
      partial: () => {},
      flushedAtPause: () => {},
      tentativeFinal: () => {},
      resumed: () => {},
      final: (_text, _utterance, _words, opening) => void heard.final.push(opening.map((frame) => frame[0]!)),
      failed: (error) => {
        throw error;
      },
    },
  });
  await listener.open(new FakeVoiceActivity());
  for (const [index, frame] of frames.entries()) {
    listener.push(frame, index * FRAME_MS, false);
    await settle();
  }
  listener.close();
  return heard;
}

const quiet = (count: number) => Array.from({ length: count }, () => frameOf(0));
const speech = (count: number, from = 2000) => Array.from({ length: count }, (_, index) => frameOf(from + index));

describe('caller listener: the opening of each utterance, for how it sounded', () => {
  it('hands the utterance from its pre-roll on: the quiet before it, then every speech frame', async () => {
    const heard = await openingsHeard([...quiet(30), ...speech(20), ...quiet(60)]);
    const opening = heard.final[0]!;
    const spoken = opening.filter((value) => value >= 2000);
    expect(spoken).toEqual(speech(20).map((frame) => frame[0]!));
    // The pre-roll (300 ms) comes first, so the first sound is never cut.
    expect(opening.slice(0, opening.indexOf(2000)).every((value) => value === 0)).toBe(true);
    expect(opening.indexOf(2000)).toBeGreaterThan(0);
  });

  it('keeps no more than the first OPENING_FRAMES of a long utterance', async () => {
    const heard = await openingsHeard([...quiet(30), ...speech(150), ...quiet(80)]);
    const opening = heard.final[0]!;
    const preRoll = opening.indexOf(2000);
    expect(opening).toHaveLength(OPENING_FRAMES);
    expect(opening.slice(preRoll)).toEqual(speech(OPENING_FRAMES - preRoll).map((frame) => frame[0]!));
  });
});
