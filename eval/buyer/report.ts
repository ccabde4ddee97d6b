import type { DifficultyMeasures } from './difficulty';
import type { CallVerdict, Figures } from './judge';

/** The issue's targets, printed beside the figures. */
export const TARGETS = { onPointAndInCharacter: 90, stockAtMost: 5, invented: 0, outcomesRight: 95 };

const percent = (part: number, whole: number): string => (whole === 0 ? '  n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);

/** `totalsOnly`: an unseen set's figures, without which script and line invented what. */
export function formatFigures(title: string, figures: Figures, totalsOnly = false): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
  return [
    `${title}: ${figures.calls} calls, ${figures.lines} salesperson lines, ${figures.replies} buyer replies`,
    `  on point and in character   ${percent(figures.onPointAndInCharacter, figures.lines)}   target >= ${TARGETS.onPointAndInCharacter} %: ${mark(share(figures.onPointAndInCharacter, figures.lines) >= TARGETS.onPointAndInCharacter)}` +
      `   (on point ${percent(figures.onPoint, figures.lines).trim()}, in character ${percent(figures.inCharacter, figures.lines).trim()})`,
    `  stock lines                 ${percent(figures.stock, figures.replies)}   target <= ${TARGETS.stockAtMost} %: ${mark(share(figures.stock, figures.replies) <= TARGETS.stockAtMost)}`,
    `  repeated sentences          ${percent(figures.repeated, figures.replies)}   (no target; lower is better)`,
    `  invented numbers and names  ${String(figures.invented.length).padStart(5)}     target ${TARGETS.invented}: ${mark(figures.invented.length === TARGETS.invented)}` +
      (figures.invented.length > 0 && !totalsOnly
        ? `   ${figures.invented.map((fact) => `${fact.script} L${fact.line}: ${fact.fact}`).join('; ')}`
        : ''),
    `  outcomes right              ${percent(figures.outcomesRight, figures.calls)}   target >= ${TARGETS.outcomesRight} %: ${mark(share(figures.outcomesRight, figures.calls) >= TARGETS.outcomesRight)}   (${figures.outcomesRight}/${figures.calls})`,
    `    agreement where earned ${figures.agreementsEarned.agreed}/${figures.agreementsEarned.calls}, where not earned ${figures.agreementsNotEarned.agreed}/${figures.agreementsNotEarned.calls}`,
  ];
}

/** On point and in character, per kind of line ("answer 9/21, agree 6/8"): where a set's misses are, without showing its lines. */
export function formatByKind(calls: readonly CallVerdict[]): string {
  const counts = new Map<string, { good: number; all: number }>();
  for (const line of calls.flatMap((verdict) => verdict.lines)) {
    const entry = counts.get(line.line.expect.kind) ?? { good: 0, all: 0 };
    entry.all += 1;
    if (line.onPoint && line.inCharacter) entry.good += 1;
    counts.set(line.line.expect.kind, entry);
  }
  return `  by what a good buyer does: ${[...counts.entries()]
    .sort((a, b) => b[1].all - a[1].all)
    .map(([kind, entry]) => `${kind} ${entry.good}/${entry.all}`)
    .join(', ')}`;
}

const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

/** Which lines the table shows under each call: the failing ones, or every one (a held-out set prints no table). */
export type LinesShown = 'failing' | 'every';

/** One row per call, then its lines: what was said, what a good buyer does, what the buyer said, why it failed. */
export function formatCallTable(
  calls: readonly CallVerdict[],
  seedLabel: (verdict: CallVerdict) => string,
  linesShown: LinesShown,
): string[] {
  const rows = [`  ${'script'.padEnd(34)} ${'salesperson'.padEnd(11)} ${'on point'.padEnd(9)} outcome wanted -> got`];
  for (const verdict of calls) {
    const good = verdict.lines.filter((line) => line.onPoint && line.inCharacter).length;
    const wanted = verdict.call.script.outcome.join('/');
    rows.push(
      `  ${(verdict.call.script.id + seedLabel(verdict)).padEnd(34)} ${verdict.call.script.salesperson.padEnd(11)} ${`${good}/${verdict.lines.length}`.padEnd(9)} ` +
        `${verdict.outcomeRight ? 'ok ' : 'BAD'} ${wanted} -> ${verdict.outcome}`,
    );
    for (const line of verdict.lines) {
      const flags = [
        line.stock ? 'stock' : '',
        line.repeated.length > 0 ? 'repeated' : '',
        line.invented.length > 0 ? `invented ${line.invented.join(', ')}` : '',
      ].filter(Boolean);
      if (linesShown === 'failing' && line.onPoint && line.inCharacter && flags.length === 0) continue;
      const expected = [line.line.expect.kind, ...(line.line.expect.mentions ?? []).map((group) => `[${group.join('|')}]`)].join(' ');
      rows.push(`      L${line.index + 1} "${clip(line.line.say, 70)}"`);
      rows.push(`          expected ${expected}${line.line.ask ? ' (the ask)' : ''}`);
      rows.push(
        `          got      ${line.reply === undefined ? '(not reached)' : `"${clip(line.reply, 150)}"${line.endCall ? ' [ends call]' : ''}`}`,
      );
      const why = [...line.problems, ...flags];
      if (why.length > 0) rows.push(`          why      ${why.join('; ')}`);
    }
  }
  return rows;
}

export function formatDifficultyRow(script: string, difficulty: string, measures: DifficultyMeasures, outcome: string): string {
  const patience = measures.patience === undefined ? 'no hang-up' : `hung up after ${measures.patience} lines`;
  return `  ${script.padEnd(30)} ${difficulty.padEnd(7)} ${patience.padEnd(22)} ${String(measures.concerns).padStart(3)} concerns   ${String(measures.unpromptedFacts.length).padStart(2)} facts unprompted${measures.unpromptedFacts.length ? ` (${measures.unpromptedFacts.join(', ')})` : ''}   outcome ${outcome}`;
}
