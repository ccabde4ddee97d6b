import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureSphinxBinary } from '../pocketsphinx/sphinx-binary';
import { SphinxProcess } from '../pocketsphinx/sphinx-process';
import { buildArpaModel } from './arpa-model.builder';
import { spokenSentences } from './spoken-words';

const corpus = spokenSentences(
  'Hi, this is Sam from Quotaflow. Do you have a minute? We help sales teams ramp new reps. ' +
    'How long does it take a new rep to ramp? Quotaflow helps your team practice. Do you have time next week?',
);
const background = new Map([
  ['the', 50],
  ['time', 10],
  ['week', 5],
  ['money', 2],
]);

interface ParsedArpa {
  declared: number[];
  sections: Map<string, { probability: number; backoff?: number }>[];
}

function parseArpa(text: string): ParsedArpa {
  const declared: number[] = [];
  const sections: ParsedArpa['sections'] = [];
  let current: ParsedArpa['sections'][number] | undefined;
  for (const line of text.split('\n')) {
    const count = /^ngram (\d)=(\d+)$/.exec(line);
    if (count) declared[Number(count[1]) - 1] = Number(count[2]);
    else if (/^\\\d-grams:$/.test(line)) sections.push((current = new Map()));
    else if (line === '\\end\\') current = undefined;
    else if (current && line.trim() !== '') {
      const [probability, gram, backoff] = line.split('\t');
      current.set(gram!, { probability: Number(probability), backoff: backoff === undefined ? undefined : Number(backoff) });
    }
  }
  return { declared, sections };
}

/** P(word | history) by the ARPA backoff rule, in linear space. */
function probability(model: ParsedArpa, history: string[], word: string): number {
  const gram = [...history, word].join(' ');
  const entry = model.sections[history.length]?.get(gram);
  if (entry) return 10 ** entry.probability;
  if (history.length === 0) return 0;
  const backoff = model.sections[history.length - 1]?.get(history.join(' '))?.backoff ?? 0;
  return 10 ** backoff * probability(model, history.slice(1), word);
}

describe('ARPA trigram builder', () => {
  const arpa = buildArpaModel({ corpora: [{ sentences: corpus, weight: 2 }], background: { frequencies: background, share: 0.2 } });
  const model = parseArpa(arpa);
  const vocabulary = [...model.sections[0]!.keys()].filter((word) => word !== '<s>');

  it('declares the number of n-grams each section holds', () => {
    expect(arpa.startsWith('\\data\\\n')).toBe(true);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    expect(model.sections).toHaveLength(3);
    expect(model.sections.map((section) => section.size)).toEqual(model.declared);
  });

  it('writes log10 probabilities of at most zero, and backoff weights for every history', () => {
    for (const section of model.sections) for (const { probability: p } of section.values()) expect(p).toBeLessThanOrEqual(0);
    expect(model.sections[0]!.get('<s>')).toMatchObject({ probability: -99 });
    for (const order of [1, 2]) {
      for (const gram of model.sections[order]!.keys()) {
        const history = gram.split(' ').slice(0, -1).join(' ');
        expect(model.sections[order - 1]!.get(history)?.backoff, `backoff of "${history}"`).toBeDefined();
      }
    }
  });

  it('mixes in background words the corpora never use', () => {
    expect(model.sections[0]!.has('money')).toBe(true);
    expect(model.sections[0]!.get('quotaflow')!.probability).toBeGreaterThan(model.sections[0]!.get('money')!.probability);
  });

  it('gives distributions that sum to one after any history', () => {
    const histories = [[], ['<s>'], ['quotaflow'], ['do', 'you'], ['<s>', 'hi'], ['money'], ['have', 'a']];
    for (const history of histories) {
      const total = vocabulary.reduce((sum, word) => sum + probability(model, history, word), 0);
      expect(total, `after "${history.join(' ')}"`).toBeCloseTo(1, 4);
    }
  });

  it('is loaded by pocketsphinx', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rehearse-arpa-'));
    try {
      const arpaPath = path.join(dir, 'model.arpa');
      await writeFile(arpaPath, arpa);
      const binary = await ensureSphinxBinary();
      const { stdout } = await promisify(execFile)(binary, ['--dump-unigrams', arpaPath]);
      expect(stdout.trim().split('\n')).toHaveLength(model.declared[0]!);
      const hmm = '/usr/share/pocketsphinx/model/en-us/en-us';
      const dictionary = path.join(dir, 'model.dic');
      await writeFile(dictionary, 'hi HH AY\nquotaflow K W OW T AH F L OW\n');
      const helper = await SphinxProcess.start(binary, ['-hmm', hmm, '-lm', arpaPath, '-dict', dictionary], 'test');
      helper.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
