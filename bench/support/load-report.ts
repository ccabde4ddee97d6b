import type { ChangeKind, RouteRecorder, Subscriber } from './load-clients';
import { percentile, summarise } from './stats';

export interface LatencyFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencyFigures(values: readonly number[]): LatencyFigures {
  const { n, p50, p95 } = summarise(values);
  return { n, p50, p95, p99: percentile(values, 0.99), max: percentile(values, 1) };
}

export interface RouteFigures {
  route: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencyFigures;
  errors: number;
  statuses: Record<string, number>;
}

export function routeFigures(recorder: RouteRecorder, seconds: number): RouteFigures[] {
  return [...recorder.routes.entries()].map(([route, record]) => ({
    route,
    requests: record.latencies.length,
    requestsPerSecond: record.latencies.length / seconds,
    latencyMs: latencyFigures(record.latencies),
    errors: record.errors,
    statuses: Object.fromEntries(record.statuses),
  }));
}

export interface NotificationFigures {
  kind: ChangeKind | 'all';
  sent: number;
  received: number;
  lost: number;
  deliveryMs: LatencyFigures;
}

/** Per kind of change: expected messages sent, received, lost, and request start -> message latency. */
export function notificationFigures(subscribers: readonly Subscriber[]): NotificationFigures[] {
  const all = subscribers.flatMap((subscriber) => [...subscriber.expectations.values()]);
  return (['delete', 'assessment', 'all'] as const).map((kind) => {
    const of = kind === 'all' ? all : all.filter((expectation) => expectation.kind === kind);
    const delays = of.flatMap((expectation) => (expectation.receivedAt === undefined ? [] : [expectation.receivedAt - expectation.sentAt]));
    return { kind, sent: of.length, received: delays.length, lost: of.length - delays.length, deliveryMs: latencyFigures(delays) };
  });
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function printRows(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function printRoutes(routes: readonly RouteFigures[]): void {
  printRows(
    ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'statuses'],
    routes.map((route) => [
      route.route,
      String(route.requests),
      fixed(route.requestsPerSecond),
      fixed(route.latencyMs.p50),
      fixed(route.latencyMs.p95),
      fixed(route.latencyMs.p99),
      fixed(route.latencyMs.max, 0),
      String(route.errors),
      Object.entries(route.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
    ]),
  );
}

export function printNotifications(figures: readonly NotificationFigures[]): void {
  const label = { delete: 'DELETE /api/sessions/:id -> DELETE message', assessment: 'assessment retry -> UPDATE completed', all: 'all' };
  printRows(
    ['change -> expected message', 'sent', 'received', 'lost', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    figures.map((figure) => [
      label[figure.kind],
      String(figure.sent),
      String(figure.received),
      String(figure.lost),
      fixed(figure.deliveryMs.p50),
      fixed(figure.deliveryMs.p95),
      fixed(figure.deliveryMs.p99),
      fixed(figure.deliveryMs.max, 0),
    ]),
  );
}
