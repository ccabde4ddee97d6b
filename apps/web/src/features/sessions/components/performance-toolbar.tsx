import { Trash2 } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { sessionTexts } from '../session-texts';

interface PerformanceToolbarProps {
  /** Calls with a complete analysis. */
  analysedCount: number;
  /** Ended calls whose analysis has not arrived yet. */
  awaitingCount: number;
  onClearAll: () => void;
  onClearAllIntent: () => void;
}

/** Above the list: how many calls it holds, any analysis still running, and 'Clear All'. */
export function PerformanceToolbar({ analysedCount, awaitingCount, onClearAll, onClearAllIntent }: PerformanceToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {analysedCount > 0 ? (
          <span>
            <span className="font-semibold text-slate-900">{analysedCount}</span> {analysedCount === 1 ? 'call analysed' : 'calls analysed'}
          </span>
        ) : null}
        {awaitingCount > 0 ? (
          <span role="status" className="inline-flex items-center gap-1.5 text-brand-700">
            <Spinner className="size-3.5" />
            {awaitingCount === 1 ? 'Analyzing your latest call...' : `Analyzing ${awaitingCount} calls...`}
          </span>
        ) : null}
      </div>
      <Button
        variant="danger-ghost"
        size="sm"
        onClick={onClearAll}
        onPointerEnter={onClearAllIntent}
        onFocus={onClearAllIntent}
        className="ml-auto"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {sessionTexts.clearAll}
      </Button>
    </div>
  );
}
