import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rubricForStage } from '@rehearse/domain';
import { loadConfig } from '../../apps/server/src/config';
import { assessCall, parseCallFile } from '../../apps/server/src/features/assessment/assess-file';
import { assessorFrom } from '../../apps/server/src/features/assessment/assessment-providers';
import { createAssessmentService, type AssessmentService } from '../../apps/server/src/features/assessment/assessment.service';
import { judgeCorpus, type ExpectedCategory, type JudgedCall, type Quality } from './judge';
import { formatReport } from './report';

/**
 * The assessor part of `npm run eval`: every call of the sets below assessed by the
 * assessor the server's settings choose (offline by default), judged against the expert's scores
 * written before. It reports and exits 0; a corpus file it cannot read exits 2.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const QUALITIES: readonly Quality[] = ['excellent', 'decent', 'weak', 'terrible', 'unjudgeable'];

class CorpusError extends Error {}

/** One corpus file: the call as `npm run assess` reads it, plus the expert's label and scores. */
async function readCorpusCall(file: string, service: AssessmentService): Promise<JudgedCall> {
  const text = await readFile(file, 'utf8');
  const parsed = parseCallFile(text);
  if (!parsed.ok) throw new CorpusError(`${file}: ${parsed.message}`);
  const json = JSON.parse(text) as {
    id?: unknown;
    quality?: unknown;
    expected?: { categories?: Record<string, ExpectedCategory>; overall?: number | null };
  };
  const lookup = rubricForStage(parsed.call.salesStage);
  if (!lookup.ok) throw new CorpusError(`${file}: ${lookup.message}`);
  const keys = lookup.rubric.categories.map((category) => category.key);
  const categories = json.expected?.categories ?? {};
  if (!QUALITIES.includes(json.quality as Quality)) throw new CorpusError(`${file}: quality must be one of ${QUALITIES.join(', ')}`);
  if (Object.keys(categories).join() !== keys.join()) throw new CorpusError(`${file}: expected.categories must be ${keys.join(', ')}`);
  const numeric = Object.values(categories)
    .map((category) => category.score)
    .filter((score): score is number => typeof score === 'number');
  const mean = numeric.length ? Math.round((numeric.reduce((sum, score) => sum + score, 0) * 10) / numeric.length) / 10 : null;
  if ((json.expected?.overall ?? null) !== mean)
    throw new CorpusError(`${file}: expected.overall must be the mean of the numeric category scores, ${mean}`);
  if (json.quality === 'unjudgeable' && numeric.length > 0)
    throw new CorpusError(`${file}: an unjudgeable call has no numeric expected score`);
  const { assessment_feedback } = await assessCall(parsed.call, service);
  return {
    id: typeof json.id === 'string' ? json.id : path.basename(file, '.json'),
    quality: json.quality as Quality,
    stage: lookup.rubric.stage,
    transcript: parsed.call.transcript,
    expected: { categories, overall: json.expected?.overall ?? null },
    feedback: assessment_feedback,
  };
}

async function readCorpus(dir: string, service: AssessmentService): Promise<JudgedCall[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const calls: JudgedCall[] = [];
  for (const name of files) calls.push(await readCorpusCall(path.join(dir, name), service));
  return calls;
}

/**
 * The sets, in the order printed. `unseen`: never read by whoever changes the rules, so they print
 * only their headline. From 2026-11-26 the fresh sets are tuned on like `calls/` (decision 40),
 * the fourth since decision 46, the fifth since decision 48 and the sixth since decision 53, the seventh since decision 58, the eighth since decision 63, the ninth since decision 69, the tenth since decision 76, the eleventh since decision 83, the twelfth since decision 94, the thirteenth since decision 104, the fourteenth since decision 114 and the fifteenth since decision 124;
 * the sixteenth (`calls-fresh-16/`) is the unseen one beside `holdout/`.
 */
const CORPORA: readonly { title: string; dir: string; unseen: boolean }[] = [
  { title: 'main corpus (eval/assessor/calls)', dir: 'calls', unseen: false },
  { title: 'held-out calls (eval/assessor/holdout): not read by whoever writes the rules', dir: 'holdout', unseen: true },
  {
    title: 'fresh calls (eval/assessor/calls-fresh): written before the assessor first ran on them; tuned on since decision 40',
    dir: 'calls-fresh',
    unseen: false,
  },
  {
    title: 'second fresh calls (eval/assessor/calls-fresh-2): written before the assessor first ran on them; tuned on since decision 40',
    dir: 'calls-fresh-2',
    unseen: false,
  },
  {
    title: 'third fresh calls (eval/assessor/calls-fresh-3): written before the assessor first ran on them; tuned on since decision 40',
    dir: 'calls-fresh-3',
    unseen: false,
  },
  {
    title: 'fourth fresh calls (eval/assessor/calls-fresh-4): written before the assessor first ran on them; tuned on since decision 46',
    dir: 'calls-fresh-4',
    unseen: false,
  },
  {
    title: 'fifth fresh calls (eval/assessor/calls-fresh-5): written before the assessor first ran on them; tuned on since decision 48',
    dir: 'calls-fresh-5',
    unseen: false,
  },
  {
    title: 'sixth fresh calls (eval/assessor/calls-fresh-6): written before the assessor first ran on them; tuned on since decision 53',
    dir: 'calls-fresh-6',
    unseen: false,
  },
  {
    title: 'seventh fresh calls (eval/assessor/calls-fresh-7): written before the assessor first ran on them; tuned on since decision 58',
    dir: 'calls-fresh-7',
    unseen: false,
  },
  {
    title: 'eighth fresh calls (eval/assessor/calls-fresh-8): written before the assessor first ran on them; tuned on since decision 63',
    dir: 'calls-fresh-8',
    unseen: false,
  },
  {
    title: 'ninth fresh calls (eval/assessor/calls-fresh-9): written before the assessor first ran on them; tuned on since decision 69',
    dir: 'calls-fresh-9',
    unseen: false,
  },
  {
    title: 'tenth fresh calls (eval/assessor/calls-fresh-10): written before the assessor first ran on them; tuned on since decision 76',
    dir: 'calls-fresh-10',
    unseen: false,
  },
  {
    title: 'eleventh fresh calls (eval/assessor/calls-fresh-11): written before the assessor first ran on them; tuned on since decision 83',
    dir: 'calls-fresh-11',
    unseen: false,
  },
  {
    title: 'twelfth fresh calls (eval/assessor/calls-fresh-12): written before the assessor first ran on them; tuned on since decision 94',
    dir: 'calls-fresh-12',
    unseen: false,
  },
  {
    title:
      'thirteenth fresh calls (eval/assessor/calls-fresh-13): written before the assessor first ran on them; tuned on since decision 104',
    dir: 'calls-fresh-13',
    unseen: false,
  },
  {
    title:
      'fourteenth fresh calls (eval/assessor/calls-fresh-14): written before the assessor first ran on them; tuned on since decision 114',
    dir: 'calls-fresh-14',
    unseen: false,
  },
  {
    title:
      'fifteenth fresh calls (eval/assessor/calls-fresh-15): written before the assessor first ran on them; tuned on since decision 124',
    dir: 'calls-fresh-15',
    unseen: false,
  },
  {
    title: 'sixteenth fresh calls (eval/assessor/calls-fresh-16): written before the assessor first ran on them, not tuned on',
    dir: 'calls-fresh-16',
    unseen: true,
  },
];

/**
 * The unseen sets print their headline figures only, so whoever tunes never sees their per-category
 * errors or per-call scores (decisions 32, 38, 40 and 46); `--show-holdout` prints them in full, not
 * for whoever tunes. `--tuning`, which asked for that before it was the default, is still taken.
 */
export async function runAssessorEval(print: (text: string) => void = console.log, options: readonly string[] = []): Promise<number> {
  const unknown = options.filter((option) => option !== '--tuning' && option !== '--show-holdout');
  if (unknown.length > 0) {
    console.error(
      `Unknown option ${unknown.join(' ')}. The assessor part takes --show-holdout (the sets not tuned on print in full, not for whoever tunes) and --tuning (the default: they print their headline only).`,
    );
    return 2;
  }
  const showHoldout = options.includes('--show-holdout') && !options.includes('--tuning');
  const assessor = assessorFrom(loadConfig(), { warn: (details, message) => console.error(message, details) });
  const service = createAssessmentService({ assessor });
  try {
    for (const { title, dir, unseen } of CORPORA) {
      const calls = await readCorpus(path.join(here, dir), service);
      print(
        formatReport(`Assessor ${assessor.name}: ${title}, ${calls.length} calls`, judgeCorpus(calls), {
          headlineOnly: unseen && !showHoldout,
        }),
      );
      print('');
    }
  } catch (error) {
    if (!(error instanceof CorpusError)) throw error;
    console.error(error.message);
    return 2;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAssessorEval().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error('The assessor evaluation failed:', error);
      process.exitCode = 1;
    },
  );
}
