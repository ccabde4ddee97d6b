import { describe, expect, it } from 'vitest';
import { wordNet } from './wordnet';

describe("WordNet's verb frames", () => {
  it.each([
    ['know', true],
    ['agree', true],
    ['works', true],
    ['have', false],
    ['send', false],
    ['spending', false],
  ])('"%s" can end a clause alone: %s', (verb, standsAlone) => {
    expect(wordNet().verbStandsAlone(verb)).toBe(standsAlone);
  });

  it.each([
    ['send', true],
    ['give', true],
    ['show', true],
    ['let', true],
    ['call', false],
    ['see', false],
    ['thank', false],
    ['help', false],
  ])('"%s" still owes something after a person as its object: %s', (verb, owes) => {
    expect(wordNet().verbOwesMoreAfterPerson(verb)).toBe(owes);
  });

  it('knows nothing of a word that is no verb', () => {
    expect(wordNet().verbStandsAlone('quarterly')).toBeUndefined();
  });
});
