import { useId } from 'react';
import type { ReactNode } from 'react';
import type { MetricProgress, ProgressReport, SkillProgress } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { formatChange, formatFigure, latestOverall, shortDate, targetLines, weekLabel } from '../progress-view';
import { progressTexts } from '../progress-texts';
import { Chart } from './chart';

/** The progress of a user with analysed calls: figures first, then each chart with its numbers as a table. */
export default function ProgressCharts({ report }: { report: ProgressReport }) {
  return (
    <div data-testid="progress" className="space-y-6">
      <Summary report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OverallPanel report={report} />
        <WeeksPanel report={report} />
      </div>
      <SkillsPanel report={report} />
      {report.metrics.length > 0 ? <MetricsPanel report={report} /> : null}
      {report.attempts.length > 0 ? <AttemptsPanel report={report} /> : null}
    </div>
  );
}

function Summary({ report }: { report: ProgressReport }) {
  const { latest, change } = latestOverall(report);
  const figures: { label: string; value: string; detail?: string | null; testId: string }[] = [
    { label: 'Analysed calls', value: String(report.analysed_calls), testId: 'progress-calls' },
    {
      label: 'Latest score',
      value: formatFigure(latest),
      detail: change ? `${change} on the call before` : null,
      testId: 'progress-latest',
    },
    {
      label: 'Strongest skill',
      value: report.strongest?.name ?? 'N/A',
      detail: report.strongest ? `${formatFigure(report.strongest.proficiency)}/10` : null,
      testId: 'progress-strongest',
    },
    {
      label: 'Weakest skill',
      value: report.weakest?.name ?? 'N/A',
      detail: report.weakest ? `${formatFigure(report.weakest.proficiency)}/10` : null,
      testId: 'progress-weakest',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} data-testid={figure.testId} className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{figure.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{figure.value}</dd>
          {figure.detail ? <dd className="text-xs text-slate-600 tabular-nums">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function Panel({
  title,
  description,
  table,
  children,
  testId,
}: {
  title: string;
  description?: string;
  table?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-3">{children}</div>
      {table ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{progressTexts.showTable}</summary>
          <div className="mt-2 max-h-72 overflow-auto">{table}</div>
        </details>
      ) : null}
    </section>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-500">
          {head.map((cell) => (
            <th key={cell} scope="col" className="py-1 pr-3 font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-b border-slate-100">
            {row.map((cell, column) => (
              <td key={column} className="py-1 pr-3 text-slate-800">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OverallPanel({ report }: { report: ProgressReport }) {
  const { latest } = latestOverall(report);
  const first = report.calls.find((call) => call.overall !== null)?.overall ?? null;
  return (
    <Panel
      testId="progress-overall"
      title="Overall score per call"
      description={`From ${formatFigure(first)} on your first analysed call to ${formatFigure(latest)} on your latest.`}
      table={
        <DataTable
          caption="Overall score per call"
          head={['Date', 'Scenario', 'Score']}
          rows={report.calls.map((call) => [shortDate(call.created_at), call.scenario_title, formatFigure(call.overall)])}
        />
      }
    >
      <Chart
        kind="line"
        label={`Overall score per call, ${report.calls.length} calls on a scale of 0 to 10.`}
        labels={report.calls.map((call) => shortDate(call.created_at))}
        series={[{ name: 'Overall score', data: report.calls.map((call) => call.overall) }]}
        low={0}
        high={10}
        height={200}
      />
    </Panel>
  );
}

function WeeksPanel({ report }: { report: ProgressReport }) {
  const thisWeek = report.weeks.at(-1)?.calls ?? 0;
  return (
    <Panel
      testId="progress-weeks"
      title="Calls per week"
      description={`${thisWeek} ${thisWeek === 1 ? 'call' : 'calls'} analysed this week.`}
      table={
        <DataTable
          caption="Analysed calls per week"
          head={['Week of', 'Calls']}
          rows={report.weeks.map((week) => [weekLabel(week.week_start), week.calls])}
        />
      }
    >
      <Chart
        kind="bar"
        label={`Analysed calls per week over the last ${report.weeks.length} weeks.`}
        labels={report.weeks.map((week) => weekLabel(week.week_start))}
        series={[{ name: 'Calls', data: report.weeks.map((week) => week.calls) }]}
        low={0}
        height={200}
      />
    </Panel>
  );
}

/** The calls a series has a value on, with their dates: a skill or a measure is charted over the calls that have it. */
function seriesOf(report: ProgressReport, values: readonly (number | null)[]): { labels: string[]; data: number[] } {
  const labels: string[] = [];
  const data: number[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    labels.push(shortDate(report.calls[index]!.created_at));
    data.push(value);
  });
  return { labels, data };
}

function SkillsPanel({ report }: { report: ProgressReport }) {
  return (
    <Panel testId="progress-skills" title="Skills" description={progressTexts.weighting}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {[...report.skills].reverse().map((skill: SkillProgress) => {
          const change = formatChange(skill.proficiency, skill.previous_proficiency);
          const { labels, data } = seriesOf(report, skill.scores);
          return (
            <li key={skill.key} data-testid="skill-progress" data-key={skill.key} className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-baseline justify-between gap-3">
                <h4 className="min-w-0 text-sm font-semibold text-slate-900">{skill.name}</h4>
                <span className="text-sm text-slate-600 tabular-nums">
                  Proficiency <span className="font-semibold text-slate-900">{formatFigure(skill.proficiency)}</span>/10
                </span>
              </div>
              <Chart
                kind="line"
                sparkline
                label={`${skill.name} scores, oldest first: ${data.join(', ')}.`}
                labels={labels}
                series={[{ name: skill.name, data }]}
                low={0}
                high={10}
                height={48}
              />
              <p className="text-xs text-slate-600">
                {skill.count} {skill.count === 1 ? 'call' : 'calls'} · latest {skill.latest}/10
                {change ? ` · ${change} after your latest call` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function MetricsPanel({ report }: { report: ProgressReport }) {
  return (
    <Panel
      testId="progress-metrics"
      title="Conversation habits"
      description="Each measure over your calls, with the coach's target as a dashed line."
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {report.metrics.map((metric: MetricProgress) => {
          const { labels, data } = seriesOf(report, metric.values);
          return (
            <li key={metric.key} data-testid="metric-progress" data-key={metric.key} className="rounded-xl border border-slate-200 p-3">
              <h4 className="text-sm font-semibold text-slate-900">{metric.label}</h4>
              <p className="text-xs text-slate-600">
                Latest{' '}
                <span className={classNames('font-semibold', metric.latest.in_range ? 'text-emerald-700' : 'text-amber-800')}>
                  {metric.latest.display}
                </span>{' '}
                · target {metric.target}
              </p>
              <Chart
                kind="line"
                label={`${metric.label} per call, oldest first${metric.unit ? ` (${metric.unit})` : ''}: ${data.join(', ')}; target ${metric.target}.`}
                labels={labels}
                series={[
                  { name: metric.label, data },
                  ...targetLines(metric, data.length).map((line) => ({ ...line, className: 'ct-target' })),
                ]}
                low={0}
                height={110}
              />
              <p className="text-xs text-slate-600">
                On target in {metric.in_range} of {metric.count} {metric.count === 1 ? 'call' : 'calls'}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function AttemptsPanel({ report }: { report: ProgressReport }) {
  return (
    <Panel
      testId="progress-attempts"
      title="This attempt against the previous one"
      description="Scenarios you practised more than once: your latest call against the one before."
    >
      <ul className="space-y-3">
        {report.attempts.map((attempt) => (
          <li key={attempt.scenario_id} data-testid="attempt-comparison" className="rounded-xl border border-slate-200 p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-slate-900">{attempt.scenario_title}</span>
              <span className="text-slate-600 tabular-nums">
                {formatFigure(attempt.previous.overall)} →{' '}
                <span className="font-semibold text-slate-900">{formatFigure(attempt.latest.overall)}</span>
                {formatChange(attempt.latest.overall, attempt.previous.overall)
                  ? ` (${formatChange(attempt.latest.overall, attempt.previous.overall)})`
                  : ''}{' '}
                · attempt {attempt.attempts}
              </span>
            </p>
            {attempt.skills.length > 0 ? (
              <DataTable
                caption={`${attempt.scenario_title}: skills on the previous and the latest attempt`}
                head={['Skill', 'Previous', 'Latest', 'Change']}
                rows={attempt.skills.map((skill) => [
                  skill.name,
                  skill.previous,
                  skill.latest,
                  formatChange(skill.latest, skill.previous) ?? '',
                ])}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
