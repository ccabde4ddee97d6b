/**
 * `npm run eval -- recognition [--sets=main,fresh] [--every=N (2)] [--verbose] [--write-heard=FILE [--as-said]] [-- DECODER ARGS]`: how
 * well the offline recogniser hears a salesperson it was not built around. The material is the
 * buyer evaluation's salesperson lines (written by trainers who never read the recogniser's
 * language model), each spoken by a Debian flite voice that is not the buyer's (kal16 and awb, one
 * per script) over the bench's room noise, then decoded as a live call decodes it: fvad, the
 * endpointer flushing at pauses, and the scenario's own language model. Lines written as a
 * recogniser would give them (lower case, no punctuation) are skipped: they are not what anyone says.
 * Unseen sets (the buyer's held-out ones) print their totals only. `--write-heard=FILE` keeps what was heard of each
 * line of the tuning sets (never an unseen one's), for `npm run eval -- buyer --heard=FILE` to play the buyer the calls
 * as it would hear them; with `--as-said` nothing is decoded and each line is kept as said, flat as a recogniser gives it
 * (what the buyer would hear from a recogniser that makes no mistake: the cost of the missing punctuation alone).
 * `--language-model` decodes nothing either: each scenario's model is scored on the tuning sets' lines (perplexity and
 * words out of vocabulary, per set and per kind of word; `language-model.ts`).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFvadDetectorFactory, createPocketsphinxSpeechToText, DEFAULT_BACKGROUND_WEIGHT, parseScenarioFile } from '@rehearse/voice';
import { createFlitePhonetizer, FliteRunner, spokenSentences, transcribeFrames, wordErrorRate, wordsOf } from '@rehearse/voice/testing';
import { languageSourceOf } from '../../apps/server/src/features/calls/call-scenario';
import { roomNoiseFrames, synthesiseTurns } from '../../bench/turn-taking/caller-audio';
import type { CallerVoice } from '../../bench/turn-taking/hesitant-callers';
import { recogniserOptionsFrom } from '../../bench/support/recogniser-options';
import { EvalInputError, loadScenarios, loadScripts } from '../buyer/corpus';
import { formatTally, scoreLanguageModels } from './language-model';

const BUYER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'buyer');
/** The buyer evaluation's sets; `unseen` as there (never read by whoever tunes the recogniser). */
const SETS = [
  { name: 'main', directory: 'scripts', unseen: false },
  { name: 'fresh', directory: 'fresh', unseen: false },
  { name: 'fresh2', directory: 'fresh2', unseen: false },
  { name: 'fresh3', directory: 'fresh3', unseen: false },
  { name: 'fresh4', directory: 'fresh4', unseen: false },
  { name: 'fresh5', directory: 'fresh5', unseen: false },
  { name: 'fresh6', directory: 'fresh6', unseen: false },
  { name: 'holdout', directory: 'holdout', unseen: true },
  { name: 'fresh7', directory: 'fresh7', unseen: false },
  { name: 'fresh8', directory: 'fresh8', unseen: false },
  { name: 'fresh9', directory: 'fresh9', unseen: false },
  { name: 'fresh10', directory: 'fresh10', unseen: false },
  { name: 'fresh11', directory: 'fresh11', unseen: false },
  { name: 'fresh12', directory: 'fresh12', unseen: false },
  { name: 'fresh13', directory: 'fresh13', unseen: false },
  { name: 'fresh14', directory: 'fresh14', unseen: false },
  { name: 'fresh15', directory: 'fresh15', unseen: true },
];
/** Words too common to tell what a line was about: the rest must be heard for the buyer to follow. */
const FUNCTION_WORDS = new Set(
  "a an the and or but so of to in on at for with from by as is are was were be been it its it's this that these those i i'm i'd i'll you you're your we we're our they their he she his her me my us them what which who how when where why do does did have has had can could would should will not no yes if then there here just about up out".split(
    ' ',
  ),
);

interface LineResult {
  set: string;
  unseen: boolean;
  voice: CallerVoice;
  reference: string[];
  heard: string[];
}

const spoken = (text: string) => spokenSentences(text).flat();
const written = (say: string) => say === say.toLowerCase() && !/[.,?!]/.test(say);

function figures(results: readonly LineResult[]) {
  const reference = results.flatMap((result) => result.reference);
  const heard = results.flatMap((result) => result.heard);
  let content = 0;
  let contentHeard = 0;
  let linesKept = 0;
  for (const result of results) {
    const heardSet = new Set(result.heard);
    const words = result.reference.filter((word) => !FUNCTION_WORDS.has(word));
    content += words.length;
    contentHeard += words.filter((word) => heardSet.has(word)).length;
    if (wordErrorRate(result.reference, result.heard) <= 0.2) linesKept += 1;
  }
  // WER over the whole set, not the mean of lines: long lines weigh by their words.
  const wer =
    results.reduce((sum, result) => sum + wordErrorRate(result.reference, result.heard) * result.reference.length, 0) / reference.length;
  return {
    lines: results.length,
    words: reference.length,
    heardWords: heard.length,
    wer,
    contentRecall: contentHeard / content,
    linesKept: linesKept / results.length,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
function formatRow(label: string, results: readonly LineResult[]): string {
  const f = figures(results);
  return `${label.padEnd(28)} ${String(f.lines).padStart(5)} ${String(f.words).padStart(6)}   ${percent(f.wer).padStart(7)}   ${percent(f.contentRecall).padStart(7)}   ${percent(f.linesKept).padStart(7)}`;
}

/** The part: figures printed, 0; a bad option or corpus file named on standard error, 2. */
export async function runRecognitionEval(options: readonly string[], print: (line: string) => void): Promise<number> {
  try {
    return await measureRecognition(options, print);
  } catch (error) {
    if (!(error instanceof EvalInputError)) throw error;
    console.error(error.message);
    return 2;
  }
}

async function measureRecognition(options: readonly string[], print: (line: string) => void): Promise<number> {
  let recogniser: ReturnType<typeof recogniserOptionsFrom>;
  try {
    recogniser = recogniserOptionsFrom(options);
  } catch (error) {
    throw new EvalInputError((error as Error).message);
  }
  const { own } = recogniser;
  const setsOption = own.find((option) => option.startsWith('--sets='))?.slice('--sets='.length);
  const every = Number(own.find((option) => option.startsWith('--every='))?.slice('--every='.length) ?? 2);
  const verbose = own.includes('--verbose');
  /** The stock en-us model instead of the scenario's: how a general model of English compares. */
  const stock = own.includes('--stock-model');
  const heardFile = own.find((option) => option.startsWith('--write-heard='))?.slice('--write-heard='.length);
  /** No decoding: each tuning line as said, flat (lower case, no punctuation, numbers in words): a recogniser that makes no mistake. */
  const asSaid = own.includes('--as-said');
  /** What was heard of each tuning line, by set and script, in the script's line order (null: written as heard, or not decoded). */
  const heardLines: Record<string, (string | null)[]> = {};
  if (!Number.isInteger(every) || every < 1) throw new EvalInputError('--every must be a whole number of 1 or more');
  const chosen = setsOption ? setsOption.split(',') : SETS.map((set) => set.name);
  for (const name of chosen) if (!SETS.some((set) => set.name === name)) throw new EvalInputError(`Unknown set '${name}'`);

  const scenarios = await loadScenarios(path.join(BUYER, 'scenarios'));
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-recognition-'));
  const runner = new FliteRunner();
  const stt = createPocketsphinxSpeechToText({
    modelCacheDir: cacheDir,
    phonetizer: createFlitePhonetizer(runner),
    ...recogniser.options,
  });
  if (own.includes('--language-model')) {
    const background = recogniser.options.backgroundWeight ?? DEFAULT_BACKGROUND_WEIGHT;
    try {
      const tuning = SETS.filter((set) => chosen.includes(set.name) && !set.unseen);
      const sets = await Promise.all(
        tuning.map(async (set) => ({ name: set.name, scripts: await loadScripts(path.join(BUYER, set.directory), set.name, scenarios) })),
      );
      // The provider keeps a prepared model in its cache directory under the handle's id.
      const files = (id: string) => ({
        arpaPath: path.join(cacheDir, id, 'model.arpa'),
        dictionaryPath: path.join(cacheDir, id, 'model.dic'),
      });
      const stock = { arpaPath: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', weight: background };
      const scores = await scoreLanguageModels(sets, scenarios, stt, files, FUNCTION_WORDS, background > 0 ? stock : undefined);
      print(`Language model: the tuning sets' lines scored under their scenario's model, background ${background}`);
      print(`${''.padEnd(14)} ${'words'.padStart(6)}   ${'perplexity'.padStart(8)}   ${'out of vocabulary'}`);
      for (const [name, tally] of scores.bySet) print(formatTally(name, tally));
      for (const [kind, tally] of scores.byKind) print(formatTally(`  ${kind}`, tally));
    } finally {
      await stt.close();
      await runner.close();
      await rm(cacheDir, { recursive: true, force: true });
    }
    return 0;
  }
  const detectors = createFvadDetectorFactory();
  const results: LineResult[] = [];
  print(
    `Recognition: the buyer evaluation's salesperson lines spoken by flite kal16/awb over room noise, one line in ${every}, background ${recogniser.options.backgroundWeight ?? 'default'}, common words ${recogniser.options.commonWordCount ?? 'default'}${recogniser.options.decoderArgs ? `, decoder ${recogniser.options.decoderArgs.join(' ')}` : ''}`,
  );
  try {
    for (const set of SETS.filter((candidate) => chosen.includes(candidate.name) && !(asSaid && candidate.unseen))) {
      const scripts = await loadScripts(path.join(BUYER, set.directory), set.name, scenarios);
      let counter = 0;
      for (const [scriptIndex, script] of scripts.entries()) {
        const scenario = scenarios.get(script.scenario)!;
        const indexes = script.lines.flatMap((line, index) => (!written(line.say) && counter++ % every === 0 ? [index] : []));
        const lines = indexes.map((index) => script.lines[index]!.say);
        if (lines.length === 0) continue;
        const keep =
          heardFile !== undefined && !set.unseen
            ? (heardLines[`${set.name}/${script.id}`] = script.lines.map((): string | null => null))
            : undefined;
        const voice: CallerVoice = scriptIndex % 2 === 0 ? 'kal16' : 'awb';
        if (asSaid) {
          for (const [index, line] of lines.entries()) {
            const reference = spoken(line);
            if (keep) keep[indexes[index]!] = reference.join(' ');
            results.push({ set: set.name, unseen: set.unseen, voice, reference, heard: reference });
          }
          if (keep && heardFile !== undefined) await writeFile(heardFile, `${JSON.stringify(heardLines, null, 1)}\n`);
          continue;
        }
        const parsed = parseScenarioFile(await readFile(scenario.path, 'utf8'), scenario.path);
        if (!parsed.ok) throw new EvalInputError(parsed.error);
        const model = await stt.prepareLanguageModel(languageSourceOf(parsed.value));
        const turns = await synthesiseTurns(lines.map((line) => ({ line, voice })));
        for (const [index, turn] of turns.entries()) {
          const detector = await detectors.create();
          const frames = [...roomNoiseFrames(400, index + 1), ...turn.frames, ...roomNoiseFrames(1000, index + 2)];
          const utterances = await transcribeFrames(
            frames,
            detector,
            stt.openStream({ sampleRate: 16_000, languageModel: stock ? undefined : model }),
          );
          detector.close();
          const heard = utterances.flatMap((utterance) => wordsOf(utterance.final?.text ?? ''));
          if (keep) keep[indexes[index]!] = heard.join(' ');
          const result = { set: set.name, unseen: set.unseen, voice, reference: spoken(lines[index]!), heard };
          results.push(result);
          if (verbose && !set.unseen)
            print(
              `  ${set.name} ${script.id} ${voice} ${percent(wordErrorRate(result.reference, heard))}\n    said:  ${result.reference.join(' ')}\n    heard: ${heard.join(' ')}`,
            );
        }
        // Kept script by script, so that a long run stopped early leaves what it decoded.
        if (keep && heardFile !== undefined) await writeFile(heardFile, `${JSON.stringify(heardLines, null, 1)}\n`);
      }
    }
  } finally {
    await stt.close();
    await runner.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
  print('');
  print(
    `${'set'.padEnd(28)} ${'lines'.padStart(5)} ${'words'.padStart(6)}   ${'WER'.padStart(7)}   ${'content'.padStart(7)}   ${'≤20 %'.padStart(7)}`,
  );
  print("  (content: the share of a line's content words heard anywhere in it; ≤20 %: lines heard with at most one word in five wrong)");
  for (const set of SETS) {
    const ofSet = results.filter((result) => result.set === set.name);
    if (ofSet.length > 0) print(formatRow(`${set.name}${set.unseen ? ' (unseen)' : ''}`, ofSet));
  }
  const tuning = results.filter((result) => !result.unseen);
  const unseen = results.filter((result) => result.unseen);
  if (tuning.length > 0) print(formatRow('tuning sets', tuning));
  if (unseen.length > 0) print(formatRow('unseen sets', unseen));
  for (const voice of ['kal16', 'awb'] as const) {
    const ofVoice = tuning.filter((result) => result.voice === voice);
    if (ofVoice.length > 0) print(formatRow(`tuning sets, ${voice}`, ofVoice));
  }
  return 0;
}
