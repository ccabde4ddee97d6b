/**
 * `npm run eval -- recognition --language-model [--sets=...]`: how well each scenario's language model predicts the
 * tuning sets' salesperson lines, without decoding a word (minutes, where decoding them takes hours on a loaded
 * machine; decision 120). Each line, as the recogniser spells it, is scored by the helper (`sphinx-stream --score`)
 * under its scenario's model mixed with general English as a decoder mixes them. Printed per set and per kind of word:
 * perplexity (lower: the model expects the words more) and the share of words out of the decoder's vocabulary (never
 * heard, whatever the voice). A change to how models are built that lowers both is worth a decode; one that does not
 * rarely is. Unseen sets are never scored.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { parseScenarioFile } from '@rehearse/voice';
import type { createPocketsphinxSpeechToText } from '@rehearse/voice';
import { ensureSphinxBinary, spokenSentences } from '@rehearse/voice/testing';
import { languageSourceOf } from '../../apps/server/src/features/calls/call-scenario';
import type { ScenarioFile, Script } from '../buyer/corpus';
import { EvalInputError } from '../buyer/corpus';

const NUMBER_WORD =
  /^(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand|million|billion|percent|dollars|point|half|\w+teen|\w+ty|\w+teenth|\w+tieth|first|second|third|fifth|eighth|ninth|twelfth)$/;
export const WORD_KINDS = ['function', 'number', 'name', 'scenario', 'other', 'sentence end'] as const;
type WordKind = (typeof WORD_KINDS)[number];

interface Tally {
  logProbability: number;
  scored: number;
  outOfVocabulary: number;
}

export interface LanguageModelScores {
  bySet: Map<string, Tally>;
  byKind: Map<WordKind, Tally>;
}

const emptyTally = (): Tally => ({ logProbability: 0, scored: 0, outOfVocabulary: 0 });

/** Scores each script's lines under its scenario's model (`modelFiles`: where the provider keeps a prepared model). */
export async function scoreLanguageModels(
  sets: readonly { name: string; scripts: readonly Script[] }[],
  scenarios: ReadonlyMap<string, ScenarioFile>,
  stt: Pick<ReturnType<typeof createPocketsphinxSpeechToText>, 'prepareLanguageModel'>,
  modelFiles: (id: string) => { arpaPath: string; dictionaryPath: string },
  functionWords: ReadonlySet<string>,
  background: { arpaPath: string; weight: number } | undefined,
): Promise<LanguageModelScores> {
  const binary = await ensureSphinxBinary();
  const scores: LanguageModelScores = { bySet: new Map(), byKind: new Map(WORD_KINDS.map((kind) => [kind, emptyTally()])) };
  for (const set of sets) {
    const tally = emptyTally();
    scores.bySet.set(set.name, tally);
    for (const script of set.scripts) {
      const scenario = scenarios.get(script.scenario)!;
      const parsed = parseScenarioFile(await readFile(scenario.path, 'utf8'), scenario.path);
      if (!parsed.ok) throw new EvalInputError(parsed.error);
      const source = languageSourceOf(parsed.value);
      const names = new Set((source.names ?? []).flatMap((name) => spokenSentences(name).flat()));
      // The rep's own name and anyone else named mid-sentence.
      for (const line of script.lines)
        for (const match of line.say.matchAll(/(?<=[a-z,] )([A-Z][a-z]+)/g)) names.add(match[1]!.toLowerCase());
      const scenarioWords = new Set(source.texts.flatMap((text) => spokenSentences(text).flat()));
      const kindOf = (word: string): WordKind =>
        functionWords.has(word)
          ? 'function'
          : NUMBER_WORD.test(word)
            ? 'number'
            : names.has(word)
              ? 'name'
              : scenarioWords.has(word)
                ? 'scenario'
                : 'other';
      const sentences = script.lines.flatMap((line) => spokenSentences(line.say));
      const files = modelFiles((await stt.prepareLanguageModel(source)).id);
      const backgroundArgs = background ? ['--background-lm', background.arpaPath, '--background-weight', String(background.weight)] : [];
      const scored = await scoreLines(binary, [...backgroundArgs, '--score', files.arpaPath, files.dictionaryPath], sentences);
      for (const [index, words] of sentences.entries()) {
        const values = scored[index]!;
        for (const [position, value] of values.entries()) {
          const kind: WordKind = position < words.length ? kindOf(words[position]!) : 'sentence end';
          for (const target of [tally, scores.byKind.get(kind)!]) {
            if (value === 'oov') target.outOfVocabulary += 1;
            else {
              target.logProbability += Number(value);
              target.scored += 1;
            }
          }
        }
      }
    }
  }
  return scores;
}

function scoreLines(binary: string, args: readonly string[], sentences: readonly string[][]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(binary, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(new EvalInputError(`sphinx-stream --score failed: ${error.message}`));
      else
        resolve(
          stdout
            .trim()
            .split('\n')
            .map((line) => line.trim().split(' ')),
        );
    });
    child.stdin!.end(`${sentences.map((words) => words.join(' ')).join('\n')}\n`);
  });
}

export function formatTally(label: string, tally: Tally): string {
  const perplexity = 10 ** (-tally.logProbability / Math.max(tally.scored, 1));
  const outOfVocabulary = (100 * tally.outOfVocabulary) / Math.max(tally.scored + tally.outOfVocabulary, 1);
  return `${label.padEnd(14)} ${String(tally.scored + tally.outOfVocabulary).padStart(6)}   ${perplexity.toFixed(1).padStart(8)}   ${`${outOfVocabulary.toFixed(2)} %`.padStart(8)}`;
}
