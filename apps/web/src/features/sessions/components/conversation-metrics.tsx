import { CircleCheck, CircleAlert } from 'lucide-react';
import type { ConversationMetric } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';

/** The conversation metrics of a call, each against the range coaches aim for. */
export function ConversationMetrics({ metrics }: { metrics: readonly ConversationMetric[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {metrics.map((metric) => (
        <li
          key={metric.key}
          data-in-range={metric.inRange}
          className={classNames(
            'rounded-xl border bg-white p-3.5 sm:p-4',
            metric.inRange ? 'border-slate-200' : 'border-amber-200 bg-amber-50/30',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <h4 className="text-sm font-medium text-slate-600">{metric.label}</h4>
            <RangeMarker inRange={metric.inRange} />
          </div>
          <p className="mt-1 text-xl font-semibold tracking-tight text-slate-900 tabular-nums">{metric.display}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            Target: <span className="font-medium text-slate-700">{metric.target}</span>
          </p>
          {metric.hint ? <p className="mt-2 text-xs leading-relaxed text-pretty text-slate-500">{metric.hint}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function RangeMarker({ inRange }: { inRange: boolean }) {
  return inRange ? (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-700">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      In range
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-amber-700">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      Out of range
    </span>
  );
}
