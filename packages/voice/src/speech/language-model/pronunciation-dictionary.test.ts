import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatPronunciationDictionary,
  pronounceAsLetters,
  pronounceFromParts,
  readPronunciationDictionary,
} from './pronunciation-dictionary';
import type { PronunciationDictionary } from './pronunciation-dictionary';

const dictionary: PronunciationDictionary = new Map([
  ['quota', ['K W OW T AH']],
  ['flow', ['F L OW']],
  ['on', ['AA N', 'AO N']],
  ['boarding', ['B AO R D IH NG']],
  ['board', ['B AO R D']],
  ['k', ['K EY']],
  ['p', ['P IY']],
  ['i', ['AY']],
  ['sales', ['S EY L Z']],
  ['force', ['F AO R S']],
]);

describe('pronunciations for words the dictionary lacks', () => {
  it('joins the pronunciations of known parts', () => {
    expect(pronounceFromParts('quotaflow', dictionary)).toBe('K W OW T AH F L OW');
    expect(pronounceFromParts('onboarding', dictionary)).toBe('AA N B AO R D IH NG');
    expect(pronounceFromParts('salesforceflow', dictionary)).toBe('S EY L Z F AO R S F L OW');
    expect(pronounceFromParts('zylofex', dictionary)).toBeUndefined();
  });

  it('spells out acronym-like words', () => {
    expect(pronounceAsLetters('kpi', dictionary)).toBe('K EY P IY AY');
    expect(pronounceAsLetters('quota', dictionary)).toBeUndefined();
  });

  it("writes alternates the way pocketsphinx's dictionary reader expects", () => {
    expect(
      formatPronunciationDictionary(
        new Map([
          ['on', ['AA N', 'AO N', 'AA N']],
          ['flow', ['F L OW']],
        ]),
      ),
    ).toBe('flow F L OW\non AA N\non(2) AO N\n');
  });

  it('reads a dictionary file in any order, alternates in file order, lines without phones left out', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rehearse-dictionary-'));
    try {
      const file = path.join(dir, 'test.dict');
      await writeFile(file, "zebra Z IY B R AH\non AA N\none's W AH N Z\non(2) AO N\nempty \nabout AH B AW T\n");
      const dictionary = await readPronunciationDictionary(file);
      expect(dictionary.get('on')).toEqual(['AA N', 'AO N']);
      expect(dictionary.get("one's")).toEqual(['W AH N Z']);
      expect(dictionary.get('zebra')).toEqual(['Z IY B R AH']);
      expect([dictionary.has('about'), dictionary.has('empty'), dictionary.has('o'), dictionary.has('zz')]).toEqual([
        true,
        false,
        false,
        false,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
