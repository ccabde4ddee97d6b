/**
 * The replay's judgements judged again by today's end-of-turn rule, in a second, without the
 * recogniser: a first look at what a rule change moves before the replay confirms it.
 *   node --import tsx bench/turn-taking.bench.ts --replay --verbose --set=existing,... --evidence=/tmp/evidence.jsonl
 *   node --import tsx bench/turn-taking/redecide.ts /tmp/evidence.jsonl [--rule='{"likelySilenceMs":700}'] [--verbose]
 * Only a first look: a pause that is cut (or no longer cut) ends the utterance there (or not), so
 * the recogniser is flushed elsewhere and hears other words afterwards, which only the replay shows.
 * A pause counts as cut when the new silence, or the judgement itself if it came later, ends within
 * the pause (judged after it, at a later pause: as before unless the silence grew); a complete turn's
 * end moves by the change of silence, never before its judgement.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { decideEndOfTurn, DEFAULT_END_OF_TURN, type EndOfTurnRule, type TurnEvidence } from '@rehearse/voice';
import { ms, p50p95, summarise } from '../support/stats';

/** One line of the replay's `--evidence` file: a judged pause or turn end and what the detector had then. */
export interface EvidenceLine {
  set: string;
  kind: 'hesitant' | 'complete';
  turn: string;
  at: 'pause' | 'end';
  pause?: string;
  pauseMs?: number;
  cutIn?: boolean;
  endDecidedMs?: number;
  judgedAtMs: number | null;
  evidence?: TurnEvidence;
  silenceMs?: number;
}

/** How much longer than its written length a pause is heard as quiet: the caller's voice resumes a few frames into the next word. */
const PAUSE_SLACK_MS = 40;

export function redecide(lines: readonly EvidenceLine[], rule: EndOfTurnRule = DEFAULT_END_OF_TURN) {
  return lines.map((line) => {
    const judged = line.evidence && line.silenceMs !== undefined;
    const decision = line.evidence ? decideEndOfTurn(revived(line.evidence), rule) : undefined;
    const silenceMs = decision?.silenceMs ?? line.silenceMs;
    const judgedAtMs = line.judgedAtMs ?? Number.NaN;
    if (line.at === 'pause') {
      // Judged after the pause: the end came at a later, shorter pause in the words after it, whose length is not known.
      const judgedLater = judgedAtMs > line.pauseMs! + PAUSE_SLACK_MS;
      const withinPause = Math.max(silenceMs!, judgedAtMs) <= line.pauseMs! + PAUSE_SLACK_MS;
      const cutIn = !judged ? (line.cutIn ?? false) : judgedLater ? !!line.cutIn && silenceMs! <= line.silenceMs! : withinPause;
      return { line, decision, cutIn, endMs: Number.NaN };
    }
    const recorded = line.endDecidedMs ?? Number.NaN;
    const endMs = judged ? Math.max(judgedAtMs, recorded + silenceMs! - line.silenceMs!) : recorded;
    return { line, decision, cutIn: false, endMs };
  });
}

/** JSON turns NaN into null: the decision reads NaN as "not measured". */
function revived(evidence: TurnEvidence): TurnEvidence {
  const prosody = evidence.prosody && {
    ...evidence.prosody,
    finalPitchSt: evidence.prosody.finalPitchSt ?? Number.NaN,
    medianPitchSt: evidence.prosody.medianPitchSt ?? Number.NaN,
    finalSlopeSt: evidence.prosody.finalSlopeSt ?? Number.NaN,
    finalEnergyDb: evidence.prosody.finalEnergyDb ?? Number.NaN,
  };
  return { ...evidence, prosody };
}

async function main(args: readonly string[]) {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('usage: redecide.ts EVIDENCE.jsonl [--rule=JSON] [--verbose]');
  const overrides = args.find((arg) => arg.startsWith('--rule='))?.slice('--rule='.length);
  const rule: EndOfTurnRule = { ...DEFAULT_END_OF_TURN, ...(overrides ? (JSON.parse(overrides) as Partial<EndOfTurnRule>) : {}) };
  const lines = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EvidenceLine);
  const outcomes = redecide(lines, rule);
  const sets = [...new Set(lines.map((line) => line.set))];
  console.log('set          false cut-ins recorded -> judged again   complete end p50 / p95 recorded -> judged again');
  const totals = { recorded: 0, again: 0, pauses: 0 };
  for (const set of sets) {
    const inSet = outcomes.filter(({ line }) => line.set === set);
    const pauses = inSet.filter(({ line }) => line.at === 'pause');
    const ends = inSet.filter(({ line }) => line.at === 'end' && line.kind === 'complete');
    const recorded = pauses.filter(({ line }) => line.cutIn).length;
    const again = pauses.filter((outcome) => outcome.cutIn).length;
    Object.assign(totals, { recorded: totals.recorded + recorded, again: totals.again + again, pauses: totals.pauses + pauses.length });
    const before = summarise(ends.map(({ line }) => line.endDecidedMs ?? Number.NaN).filter(Number.isFinite));
    const after = summarise(ends.map(({ endMs }) => endMs).filter(Number.isFinite));
    console.log(
      `${set.padEnd(12)} ${`${recorded}/${pauses.length} -> ${again}/${pauses.length}`.padEnd(36)} ${p50p95(before)} -> ${p50p95(after)}`,
    );
    if (args.includes('--verbose'))
      for (const { line, decision, cutIn, endMs } of inSet) {
        const was = line.at === 'pause' ? (line.cutIn ? 'CUT' : 'ok') : ms(line.endDecidedMs ?? Number.NaN);
        const now = line.at === 'pause' ? (cutIn ? 'CUT' : 'ok') : ms(endMs);
        if (was !== now)
          console.log(
            `    ${was} -> ${now} ${line.at === 'pause' ? `after "${line.pause}" (${line.pauseMs} ms)` : `end of "${line.turn}"`}: "${line.evidence?.words}" ${line.silenceMs} -> ${decision?.clause}/${decision?.tone} ${decision?.silenceMs} ms`,
          );
      }
  }
  console.log(`all          ${totals.recorded}/${totals.pauses} -> ${totals.again}/${totals.pauses}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
