import { describe, expect, it } from 'vitest';
import { listedItems, sentencesOf } from './lists';

describe('listedItems', () => {
  it('counts the things a sentence lists', () => {
    expect(
      listedItems(
        "We've also got toolbox talks, a RAMS library with version control, inductions with a quiz, plant registers, an integration with Procore and a client portal.",
      ),
    ).toBe(6);
    expect(listedItems('This page shows gas used per house, per day, per square metre, and per kilo of fruit.')).toBe(4);
    expect(listedItems('The forecast decides the plan for the night and the sensors correct it.')).toBe(2);
  });

  it('reads a turn sentence by sentence', () => {
    expect(sentencesOf('Both. The forecast decides the plan. Is that closer to how you want it?')).toEqual([
      'Both.',
      'The forecast decides the plan.',
      'Is that closer to how you want it?',
    ]);
  });
});
