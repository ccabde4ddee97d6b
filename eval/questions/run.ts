/**
 * `npm run eval -- questions [--verbose]`: how many of a salesperson's questions the coach counts
 * when the recogniser gives no punctuation (decision 82). The labels are the writers' own question
 * marks: every typed salesperson turn of the coach's hand-scored calls and the buyer's scripts,
 * written before this reading existed, is flattened as the offline recogniser gives it (lower case,
 * no punctuation) and its questions counted against its '?'. The sets not tuned on (the held-out and
 * newest fresh sets of both evaluations) print their totals only; `--verbose` prints the tuning
 * sets' misses and false finds.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countQuestions } from '@rehearse/domain';

const EVAL = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Never read by whoever tunes the reading: totals only. */
const UNSEEN = { assessor: ['holdout', 'calls-fresh-16'], buyer: ['holdout', 'fresh15'] };
const BUYER_TUNING = [
  'scripts',
  'fresh',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
  'fresh7',
  'fresh8',
  'fresh9',
  'fresh10',
  'fresh11',
  'fresh12',
  'fresh13',
  'fresh14',
];

async function jsonFiles(directory: string): Promise<unknown[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(directory, name), 'utf8')) as unknown));
}

/** Typed salesperson turns (recogniser-style files hold no question marks to score against). */
async function turnsOf(assessorDirs: readonly string[], buyerDirs: readonly string[]): Promise<string[]> {
  const turns: string[] = [];
  for (const dir of assessorDirs)
    for (const call of (await jsonFiles(path.join(EVAL, 'assessor', dir))) as {
      id?: string;
      transcript?: { role: string; text: string }[];
    }[])
      if (!call.id?.includes('-asr'))
        turns.push(...(call.transcript ?? []).filter((turn) => turn.role === 'user').map((turn) => turn.text));
  for (const dir of buyerDirs)
    for (const script of (await jsonFiles(path.join(EVAL, 'buyer', dir))) as { lines?: { say?: unknown }[] }[])
      for (const line of script.lines ?? [])
        if (typeof line.say === 'string' && /[.?!]/.test(line.say) && /[A-Z]/.test(line.say)) turns.push(line.say);
  return turns;
}

const flatten = (text: string) =>
  text
    .toLowerCase()
    .replace(/[?.!,;:"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const percent = (part: number, whole: number) => `${whole === 0 ? '-' : ((100 * part) / whole).toFixed(1)} %`;

function score(turns: readonly string[], print: (line: string) => void, title: string, verbose: boolean): void {
  let asked = 0;
  let counted = 0;
  let matched = 0;
  const misses: string[] = [];
  const extras: string[] = [];
  for (const turn of turns) {
    const want = (turn.match(/\?/g) ?? []).length;
    const got = countQuestions(flatten(turn));
    asked += want;
    counted += got;
    matched += Math.min(want, got);
    if (got < want) misses.push(flatten(turn));
    if (got > want) extras.push(flatten(turn));
  }
  print(`${title}: ${turns.length} turns, ${asked} questions asked, ${counted} counted`);
  print(`  found (recall)         ${percent(matched, asked)}`);
  print(`  counted that were asked (precision) ${percent(matched, counted)}`);
  if (!verbose) return;
  print('  turns with a question not counted:');
  for (const miss of misses) print(`    ${miss}`);
  print('  turns counted with more questions than asked:');
  for (const extra of extras) print(`    ${extra}`);
}

export async function runQuestionsEval(options: readonly string[], print: (line: string) => void): Promise<number> {
  const unknown = options.find((option) => option !== '--verbose');
  if (unknown) {
    print(`unknown option ${unknown} (questions takes --verbose)`);
    return 2;
  }
  const assessorDirs = (await readdir(path.join(EVAL, 'assessor'))).filter((dir) => dir.startsWith('calls')).sort();
  print('Questions counted in unpunctuated speech, against the question marks of typed turns');
  score(
    await turnsOf(
      assessorDirs.filter((dir) => !UNSEEN.assessor.includes(dir)),
      BUYER_TUNING,
    ),
    print,
    'Tuning turns',
    options.includes('--verbose'),
  );
  score(await turnsOf(UNSEEN.assessor, UNSEEN.buyer), print, 'Unseen turns (totals only)', false);
  return 0;
}
