/** Percentiles and the printed table shared by the benchmarks. */

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile (0 < p <= 1); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

export function summarise(values: readonly number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

export const ms = (value: number, digits = 0) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a');
export const p50p95 = (summary: Summary, digits = 0) => `${ms(summary.p50, digits)} / ${ms(summary.p95, digits)}`;

/** A target line: what was required, and whether this run met it. */
export interface Verdict {
  target: string;
  met: boolean;
}

export const verdict = (target: string, met: boolean): Verdict => ({ target, met });
export const verdictText = (result: Verdict | undefined) => (result ? `${result.met ? 'met' : 'MISSED'} (${result.target})` : '');

/** One printed row: a figure, its value, the same-run baseline it compares to, and a target if any. */
export interface Row {
  figure: string;
  value: string;
  baseline?: string;
  verdict?: Verdict;
}

export function printTable(title: string, rows: readonly Row[]): void {
  const widths = [
    Math.max(6, ...rows.map((row) => row.figure.length)),
    Math.max(5, ...rows.map((row) => row.value.length)),
    Math.max(8, ...rows.map((row) => (row.baseline ?? '').length)),
  ];
  console.log(`\n== ${title}`);
  console.log(`${'figure'.padEnd(widths[0]!)}  ${'value'.padStart(widths[1]!)}  ${'baseline'.padEnd(widths[2]!)}  target`);
  for (const row of rows) {
    console.log(
      `${row.figure.padEnd(widths[0]!)}  ${row.value.padStart(widths[1]!)}  ${(row.baseline ?? '').padEnd(widths[2]!)}  ${verdictText(row.verdict)}`.trimEnd(),
    );
  }
}
