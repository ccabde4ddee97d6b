import { describe, expect, it } from 'vitest';
import type { ShortSpeechSound } from '../speech/short-speech-sound';
import { BACKCHANNEL_MAX_MS, isBackchannel } from './backchannel';

/** How short speech sounded: a hum (almost nothing above 1 kHz) or words, as `measureShortSpeech` gives them. */
const sounding = (kind: 'hum' | 'words'): ShortSpeechSound => ({
  highBandDb: kind === 'hum' ? -35 : -11,
  centroidHz: kind === 'hum' ? 200 : 550,
  fluxDb: 3,
  voicedShare: 0.5,
  voicedSegments: 2,
  loudFrames: 20,
});

describe('backchannel: a listener’s "mm-hm", not a bid for the turn', () => {
  it.each(['mm-hm', 'uh-huh', 'yeah', 'right', 'okay', 'sure', 'got it', 'Yeah, right.', 'hmm', ''])(
    '"%s" said briefly is a backchannel',
    (text) => {
      expect(isBackchannel(text, 500)).toBe(true);
    },
  );

  it.each(['wait', 'sorry can i ask', 'yeah but how much', 'how many reps', 'okay so what'])('"%s" is a bid for the turn', (text) => {
    expect(isBackchannel(text, 500)).toBe(false);
  });

  it('takes very short speech for a backchannel whatever the recogniser heard, unless a word bids for the turn', () => {
    expect(isBackchannel('them am a jump', 500)).toBe(true);
    expect(isBackchannel('them am a jump', 800)).toBe(false);
    // More words than 600 ms can hold are the recogniser's guesses at a murmur.
    expect(isBackchannel('in a make it um', 500)).toBe(true);
    expect(isBackchannel('in a make it um', 700)).toBe(false);
    expect(isBackchannel('no wait', 400)).toBe(false);
  });

  it('takes no word the recogniser doubted for a bid: "uh-huh" heard "but uh" at 0.07', () => {
    const heard = (word: string, confidence: number) => ({ word, startMs: 0, endMs: 200, confidence });
    expect(isBackchannel('but uh', 440, [heard('but', 0.07), heard('uh', 0.15)])).toBe(true);
    expect(isBackchannel('but uh', 440, [heard('but', 0.6), heard('uh', 0.15)])).toBe(false);
    // "wait" at 0.14 was heard, not guessed; without confidences every bid word counts.
    expect(isBackchannel('wait', 400, [heard('wait', 0.14)])).toBe(false);
    expect(isBackchannel('but uh', 440)).toBe(false);
    // A doubted bid in speech longer than a murmur is still no backchannel.
    expect(isBackchannel('but uh what', 800, [heard('but', 0.07), heard('uh', 0.1), heard('what', 0.05)])).toBe(false);
  });

  it('is never longer than a backchannel lasts, whatever the words', () => {
    expect(isBackchannel('yeah', BACKCHANNEL_MAX_MS)).toBe(true);
    expect(isBackchannel('yeah', BACKCHANNEL_MAX_MS + 20)).toBe(false);
    expect(isBackchannel('', 1500)).toBe(false);
  });

  it("takes a hum for a backchannel whatever words the recogniser made of it, up to a backchannel's length (decision 73)", () => {
    expect(isBackchannel('in a make it um', 820, [], sounding('hum'))).toBe(true);
    expect(isBackchannel('in a make it um', 820, [], sounding('words'))).toBe(false);
    expect(isBackchannel('in a make it um', 820)).toBe(false);
    expect(isBackchannel('them am a jump', BACKCHANNEL_MAX_MS + 20, [], sounding('hum'))).toBe(false);
  });

  it('still takes a hum heard with a bid word for a turn: "mm-hm, but wait"', () => {
    const heard = (word: string, confidence: number) => ({ word, startMs: 0, endMs: 200, confidence });
    expect(isBackchannel('them but wait', 800, [heard('them', 0.3), heard('but', 0.6), heard('wait', 0.7)], sounding('hum'))).toBe(false);
    expect(isBackchannel('them but', 800, [heard('them', 0.3), heard('but', 0.05)], sounding('hum'))).toBe(true);
  });
});
