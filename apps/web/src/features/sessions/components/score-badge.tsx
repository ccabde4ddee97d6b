import type { ScoreTone } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { scoreBadgeClasses } from './score-tone';

interface ScoreBadgeProps {
  /** The average as shown ('7.4') or 'N/A'. */
  value: string;
  tone: ScoreTone | null;
  size?: 'md' | 'lg';
}

/** The overall score of a call: the average of its skill scores, out of 10, in its colour. */
export function ScoreBadge({ value, tone, size = 'md' }: ScoreBadgeProps) {
  const hasScore = tone !== null;
  return (
    <span
      data-tone={tone ?? 'none'}
      className={classNames(
        'inline-flex shrink-0 items-baseline gap-0.5 rounded-full font-semibold tabular-nums ring-1 ring-inset',
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm',
        scoreBadgeClasses[tone ?? 'none'],
      )}
    >
      <span className="sr-only">Overall score </span>
      {value}
      {hasScore ? <span className="text-[0.75em] font-medium">/10</span> : null}
    </span>
  );
}
