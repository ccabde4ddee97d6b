import { TARGETS, type CorpusReport } from './judge';

/** The judge's figures as text: the headline against the targets, then each call. */

const fixed = (value: number, digits = 2) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const signed = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(1)}`);
const score = (value: number | null) => (value === null ? '-' : String(value));
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

/** 'rapport_and_agenda' -> 'ra', short enough for one line per call; two letters a word where initials clash. */
export function shortNamesOf(keys: readonly string[]): string[] {
  const initials = (key: string, letters: number) =>
    key
      .split('_')
      .filter((word) => word !== 'and')
      .map((word) => word.slice(0, letters))
      .join('');
  const short = keys.map((key) => initials(key, 1));
  return short.map((name, index) => (short.indexOf(name) !== short.lastIndexOf(name) ? initials(keys[index]!, 2) : name));
}

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!)))
    .join('  ')
    .trimEnd();
}

/** `headlineOnly`: the figures against the targets and nothing per category or per call (a set not tuned on, while tuning). */
export function formatReport(title: string, report: CorpusReport, { headlineOnly = false }: { headlineOnly?: boolean } = {}): string {
  const lines: string[] = [`== ${title}`, ''];
  const widths = [44, 7, 4, 12, 4];
  const headline = (name: string, value: string, n: number | string, target: string, ok: boolean | undefined) =>
    lines.push(row([name, value, String(n), target, ok === undefined ? '' : met(ok)], widths));
  const { notObserved } = report;
  const worstCategory = Math.max(...report.categoryErrors.map((category) => category.mae));
  const sameStageInversions = report.inversions.filter((inversion) => inversion.sameStage).length;

  lines.push(row(['', 'value', 'n', 'target', 'met'], widths));
  headline('Spearman of overall scores, all calls', fixed(report.spearmanAll.value), report.spearmanAll.n, '', undefined);
  headline(
    'Spearman of overall scores, without terrible',
    fixed(report.spearmanWithoutTerrible.value),
    report.spearmanWithoutTerrible.n,
    `>= ${TARGETS.spearmanWithoutTerrible}`,
    report.spearmanWithoutTerrible.value >= TARGETS.spearmanWithoutTerrible,
  );
  headline(
    'Mean absolute error, all categories',
    fixed(report.meanAbsoluteError.value),
    report.meanAbsoluteError.n,
    `<= ${TARGETS.meanAbsoluteError}`,
    report.meanAbsoluteError.value <= TARGETS.meanAbsoluteError,
  );
  headline(
    'Mean absolute error, worst category',
    fixed(worstCategory),
    '',
    `<= ${TARGETS.meanAbsoluteError}`,
    worstCategory <= TARGETS.meanAbsoluteError,
  );
  headline(
    'Excellent calls: mean difference from expert',
    signed(report.excellentMeanDifference.value),
    report.excellentMeanDifference.n,
    `within ${TARGETS.excellentMeanDifference.toFixed(1)}`,
    Math.abs(report.excellentMeanDifference.value) <= TARGETS.excellentMeanDifference,
  );
  headline(
    'Excellent-below-weak inversions (same stage)',
    `${report.inversions.length} (${sameStageInversions})`,
    '',
    String(TARGETS.inversions),
    report.inversions.length === 0,
  );
  headline(
    'Quotes used both ways in one category',
    String(report.quotesBothWays.length),
    '',
    String(TARGETS.quotesBothWays),
    report.quotesBothWays.length === 0,
  );
  headline(
    'Not observed (expert) but scored anyway',
    `${notObserved.scoredAnyway.length}/${notObserved.expected}`,
    '',
    '0',
    notObserved.scoredAnyway.length === 0,
  );
  headline('Scored (expert) but left unscored', String(notObserved.missedScores.length), '', '0', notObserved.missedScores.length === 0);
  const unjudgeableScored = notObserved.unjudgeable.filter((call) => call.actualOverall !== null).length;
  headline(
    'Too short/garbled to judge but scored anyway',
    `${unjudgeableScored}/${notObserved.unjudgeable.length}`,
    '',
    '0',
    unjudgeableScored === 0,
  );
  const practiseRight = report.practiseNext.checked - report.practiseNext.wrong.length;
  headline(
    "'Practise next' names a lowest-scored category",
    `${practiseRight}/${report.practiseNext.checked}`,
    '',
    'all',
    report.practiseNext.wrong.length === 0,
  );
  headline(
    "'Practise next' 2+ above the expert's weakest",
    String(report.practiseNext.offExpertWeakest.length),
    '',
    '0',
    report.practiseNext.offExpertWeakest.length === 0,
  );
  headline('Quotes not found in the call', String(report.unfoundQuotes.length), '', '0', report.unfoundQuotes.length === 0);
  if (headlineOnly) return lines.join('\n');

  lines.push('', 'Mean absolute error per category (both scored with a number):');
  for (const category of [...report.categoryErrors].sort((a, b) => b.mae - a.mae)) {
    lines.push(
      `  ${category.key.padEnd(26)} ${fixed(category.mae).padStart(5)}  n=${String(category.n).padEnd(3)} ${met(category.mae <= TARGETS.meanAbsoluteError)}`,
    );
  }

  lines.push('', 'Per call (categories as expert/assessor, - = not observed or no score):');
  const callWidths = [48, 12, 11, 6, 6, 5];
  lines.push(row(['call', 'stage', 'quality', 'expert', 'coach', 'diff'], callWidths) + '  categories');
  for (const call of report.calls) {
    const difference =
      call.expectedOverall !== null && call.actualOverall !== null ? signed(call.actualOverall - call.expectedOverall) : '';
    const names = shortNamesOf(call.categories.map((category) => category.key));
    const categories = call.categories
      .map((category, index) => `${names[index]} ${score(category.expected)}/${score(category.actual)}`)
      .join('  ');
    lines.push(
      `${row([call.id, call.stage, call.quality, score(call.expectedOverall), score(call.actualOverall), difference], callWidths)}  ${categories}`,
    );
  }

  const details: string[] = [];
  for (const inversion of report.inversions) {
    details.push(
      `  inversion: ${inversion.excellent} (excellent) ${inversion.excellentScore} < ${inversion.weak} (weak) ${inversion.weakScore}${inversion.sameStage ? ', same stage' : ''}`,
    );
  }
  for (const both of report.quotesBothWays) details.push(`  both ways: ${both.id} ${both.key}: "${both.quote}"`);
  for (const scored of notObserved.scoredAnyway)
    details.push(`  scored though not observed: ${scored.id} ${scored.key} = ${scored.actual} (expert: ${scored.reason})`);
  for (const missed of notObserved.missedScores) details.push(`  left unscored: ${missed.id} ${missed.key} (expert: ${missed.expected})`);
  for (const call of notObserved.unjudgeable.filter((entry) => entry.actualOverall !== null))
    details.push(`  scored though unjudgeable: ${call.id} overall ${call.actualOverall}`);
  for (const wrong of report.practiseNext.wrong)
    details.push(`  practise next: ${wrong.id} names ${wrong.named ?? 'no category'}, lowest: ${wrong.weakest.join(', ')}`);
  for (const off of report.practiseNext.offExpertWeakest) {
    details.push(
      `  practise next not the weakest: ${off.id} ${off.named} (expert: ${off.expected}, expert's weakest: ${off.expertWeakest})`,
    );
  }
  for (const unfound of report.unfoundQuotes) details.push(`  quote not in the call: ${unfound.id}: "${unfound.quote}"`);
  if (details.length > 0) lines.push('', 'Failures in detail:', ...details);
  return lines.join('\n');
}
