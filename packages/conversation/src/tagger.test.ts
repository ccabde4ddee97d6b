import { describe, expect, it } from 'vitest';
import { nlp, tagged, type TaggedText } from './tagger';

/** What the readers of a turn take from the tagger, ids left out (compromise draws them at random). */
function readingsOf(doc: TaggedText): string {
  const dated = doc as unknown as { dates(): { json(): unknown[] } };
  const read = [
    doc.json(),
    dated.dates().json(),
    doc.numbers().json(),
    doc.nouns().out('array'),
    doc.verbs().out('array'),
    doc.people().out('array'),
    doc.has('#PastTense'),
    doc.json(),
  ];
  // A date read against today: the same within the test, whatever second it is.
  return JSON.stringify(read, (key, value: unknown) => (key === 'id' ? undefined : value)).replace(/:\d\d\.\d{3}Z/g, 'Z');
}

const TURNS = [
  'We pay $18,000 a year and could meet next Thursday at ten.',
  'so how many agents do you have on the phones right now',
  'Maria Lopez told me the rollout slipped last Tuesday, right?',
];

describe('tagged', () => {
  it('reads as a text tagged afresh, again after a reader added tags to its own copy', () => {
    for (const text of TURNS) {
      const fresh = readingsOf(nlp(text));
      expect(readingsOf(tagged(text))).toBe(fresh);
      expect(readingsOf(tagged(text))).toBe(fresh);
    }
  });

  it('gives each reader a copy of its own', () => {
    const first = tagged(TURNS[0]!);
    first.match('meet').tag('Noun');
    expect(first.match('meet').has('#Noun')).toBe(true);
    expect(tagged(TURNS[0]!).match('meet').has('#Noun')).toBe(false);
    expect(nlp(TURNS[0]!).match('meet').has('#Noun')).toBe(false);
  });

  it('reads no text as an empty document', () => {
    expect(tagged('').found).toBe(false);
  });
});
