import type { FliteRunner } from './flite-runner';

/** Letter-to-sound for words a pronunciation dictionary lacks, in the CMU phone set (no stress). */
export interface Phonetizer {
  phonesFor(words: readonly string[]): Promise<Map<string, string[]>>;
}

/**
 * flite's phone names are CMU's in lower case, plus a few of its own. pocketsphinx-en-us knows the
 * 39 CMU phones only: schwa (ax) is AH, r-coloured schwa (axr) is ER; pauses are dropped.
 */
const FLITE_TO_CMU: Record<string, string | null> = { ax: 'AH', axr: 'ER', pau: null, h: 'HH' };
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

export function fliteToCmuPhones(flitePhones: readonly string[]): string[] {
  const cmu: string[] = [];
  for (const phone of flitePhones) {
    const mapped = phone in FLITE_TO_CMU ? FLITE_TO_CMU[phone] : phone.toUpperCase();
    if (mapped && CMU_PHONES.has(mapped)) cmu.push(mapped);
  }
  return cmu;
}

/**
 * Uses flite's own lexicon and letter-to-sound rules (the same ones that make the buyer's voice say
 * the word). Words go through flite in one run, each as its own sentence so that pauses separate
 * them; if flite splits a word into several (digits, abbreviations), that batch is redone word by word.
 */
export function createFlitePhonetizer(runner: FliteRunner): Phonetizer {
  const phonesOfText = async (text: string): Promise<string[][]> => {
    const run = await runner.run(['-ps', '-t', text, '-o', 'none']);
    const groups = run.stdout.trim().split(/\s*\bpau\b\s*/);
    return groups.filter((group) => group !== '').map((group) => group.split(/\s+/));
  };

  return {
    async phonesFor(words) {
      const result = new Map<string, string[]>();
      const spellable = words.filter((word) => /[a-z]/i.test(word));
      if (spellable.length === 0) return result;
      const batch = await phonesOfText(spellable.map((word) => `${word}.`).join(' '));
      if (batch.length === spellable.length) {
        spellable.forEach((word, index) => result.set(word, fliteToCmuPhones(batch[index] ?? [])));
      } else {
        for (const word of spellable) result.set(word, fliteToCmuPhones((await phonesOfText(`${word}.`)).flat()));
      }
      for (const [word, phones] of result) if (phones.length === 0) result.delete(word);
      return result;
    },
  };
}
