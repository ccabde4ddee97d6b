import type { MetricProgress, ProgressReport } from '@rehearse/domain';

/** How the progress charts label and round things; the figures themselves come from the server. */

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** 'Mar 2' in the reader's own calendar. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** A week's Monday ('2026-03-02') as 'Mar 2', read as a calendar day (no time zone shift). */
export function weekLabel(weekStart: string): string {
  const [year, month, day] = weekStart.split('-').map(Number);
  return dayFormat.format(new Date(year!, (month ?? 1) - 1, day ?? 1));
}

/** A score with one decimal: '6.5'; 'N/A' for none. */
export function formatFigure(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
}

/** A change with its sign: '+0.4', '−1.0', '±0.0'; null for none to compare with. */
export function formatChange(now: number | null, before: number | null): string | null {
  if (now === null || before === null) return null;
  const change = Math.round((now - before) * 10) / 10;
  if (change === 0) return '±0.0';
  return change > 0 ? `+${change.toFixed(1)}` : `−${Math.abs(change).toFixed(1)}`;
}

/** The chart's target lines: a band's bounds drawn across its `length` points (none for a target that depends on the stage; no line at a floor of zero). */
export function targetLines(metric: Pick<MetricProgress, 'band'>, length: number): { name: string; data: number[] }[] {
  const band = metric.band;
  if (!band) return [];
  const bounds = [band.min, band.max].filter((bound): bound is number => bound !== null && !(bound === 0 && band.max !== null));
  return bounds.map((bound) => ({ name: `Target ${bound}`, data: new Array<number>(length).fill(bound) }));
}

/** The latest overall score and where it stands against the call before. */
export function latestOverall(report: ProgressReport): { latest: number | null; change: string | null } {
  const scored = report.calls.filter((call) => call.overall !== null);
  const latest = scored.at(-1)?.overall ?? null;
  return { latest, change: formatChange(latest, scored.at(-2)?.overall ?? null) };
}
