import { describe, expect, it } from 'vitest';
import { classifyTurnEnding, DEFAULT_END_OF_TURN, endOfTurnSilenceMs } from './end-of-turn';

describe('end of turn: how long a pause ends the caller turn', () => {
  it.each([
    'how long does it take a new hire to become productive',
    'we help sales teams ramp new reps twice as fast',
    'tell me more about that',
    'hi dana this is sam from quotaflow do you have a minute',
    'would a short pilot with one team be useful',
    'why not',
    'what would you change about it if you could',
    'who else would be involved in a decision like this',
    'what are you worried about',
    'which tools do you work with',
    'yes i think so',
    'the answer is no',
  ])('a question or a clause that can end is complete: "%s"', (text) => {
    expect(classifyTurnEnding(text)).toBe('complete');
    expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.completeSilenceMs);
  });

  it.each([
    'we help sales teams and',
    'our reps usually take about three months so',
    'what does your onboarding look like for the',
    'i wanted to ask about your',
    'we work with companies like',
    'the main thing is um',
    'it takes about three months and i',
    'and i think that we',
  ])('a last word that cannot end a sentence is unfinished: "%s"', (text) => {
    expect(classifyTurnEnding(text)).toBe('unfinished');
    expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.unfinishedSilenceMs);
  });

  it.each(['', 'hi', 'yes sure', 'thank you'])('too few words to judge keep the usual silence: "%s"', (text) => {
    expect(classifyTurnEnding(text)).toBe('unknown');
    expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.unknownSilenceMs);
  });

  it('reads words, whatever the case and punctuation', () => {
    expect(classifyTurnEnding('We help sales teams, and')).toBe('unfinished');
    expect(classifyTurnEnding('How is that affecting the team?')).toBe('complete');
  });

  it('takes its silences and word count from the rule', () => {
    const rule = { completeSilenceMs: 150, unknownSilenceMs: 250, unfinishedSilenceMs: 900, minCompleteWords: 2 };
    expect(endOfTurnSilenceMs('yes sure', rule)).toBe(150);
    expect(endOfTurnSilenceMs('hi', rule)).toBe(250);
    expect(endOfTurnSilenceMs('yes but', rule)).toBe(900);
  });
});
