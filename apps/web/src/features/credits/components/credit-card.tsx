import { CircleAlert, Clock } from 'lucide-react';
import { AppError, creditTexts, describeCredits, remainingSecondsOf, wholeMinutes } from '@rehearse/domain';
import type { CreditWarningLevel, Credits, PublicUser } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { Spinner } from '../../../shared/ui/spinner';
import { useCredits } from '../api/get-credits';

const levelStyles: Record<CreditWarningLevel, { icon: string; status: string }> = {
  good: { icon: 'bg-emerald-50 text-emerald-600', status: 'text-slate-500' },
  low: { icon: 'bg-amber-50 text-amber-600', status: 'text-amber-700' },
  critical: { icon: 'bg-orange-50 text-orange-600', status: 'text-orange-700' },
  insufficient: { icon: 'bg-red-50 text-red-600', status: 'text-red-700' },
};

const shell = 'flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-sm';

/**
 * The header's credit card (spec sections 2 and 9): plan badge, remaining time and a status line.
 * Signed-in users only. Below the lg breakpoint it shrinks to the badge and the minutes left; the status
 * line is still read out and shown on hover.
 */
export function CreditCard({ user }: { user: PublicUser | null }) {
  const { data, error, isPending, isError } = useCredits({ enabled: user !== null });
  if (!user) return null;

  if (isPending) {
    return (
      <div role="status" className={classNames(shell, 'text-slate-500')}>
        <Spinner className="size-3.5" />
        {creditTexts.loading}
      </div>
    );
  }
  // 404: the server has no credit row for this user, which is no information rather than a failure.
  if (isError && !(error instanceof AppError && error.code === 'not_found')) {
    return (
      <div role="status" className={classNames(shell, 'text-red-700')}>
        <CircleAlert aria-hidden="true" className="size-3.5" />
        {creditTexts.loadFailed}
      </div>
    );
  }
  if (!data || isError) return <div className={classNames(shell, 'text-slate-500')}>{creditTexts.noInformation}</div>;
  return <CreditSummary credits={data} />;
}

function CreditSummary({ credits }: { credits: Credits }) {
  const { planLabel, isFreePlan, level, remainingText, statusMessage } = describeCredits(credits);
  const minutesLeft = wholeMinutes((remainingSecondsOf(credits) ?? 0) / 60);
  const styles = levelStyles[level];

  return (
    <div
      data-testid="credit-card"
      data-level={level}
      title={[statusMessage, credits.usage_details].filter(Boolean).join('\n')}
      className={classNames(shell, 'lg:gap-3 lg:py-2 lg:pr-3.5')}
    >
      <span aria-hidden="true" className={classNames('hidden size-8 shrink-0 items-center justify-center rounded-lg lg:flex', styles.icon)}>
        <Clock className="size-4" />
      </span>
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <span
            className={classNames(
              'rounded-md px-1.5 py-0.5 text-[10px] leading-none font-semibold tracking-wider',
              isFreePlan
                ? 'bg-slate-100 text-slate-600 ring-1 ring-slate-200 ring-inset'
                : 'bg-gradient-to-r from-brand-600 to-violet-600 text-white shadow-sm',
            )}
          >
            {planLabel}
          </span>
          <span className="font-semibold whitespace-nowrap text-slate-900 lg:hidden">
            <Clock aria-hidden="true" className={classNames('mr-1 inline size-3.5 align-[-3px]', styles.status)} />
            {minutesLeft} min<span className="sr-only"> left</span>
          </span>
          <span className="hidden text-sm font-semibold whitespace-nowrap text-slate-900 lg:inline">{remainingText} left</span>
        </div>
        {/* Read out on every screen; shown from lg up (the title attribute shows it on hover below that). */}
        <p className={classNames('sr-only lg:not-sr-only lg:mt-0.5 lg:block lg:max-w-sm lg:truncate', styles.status)}>{statusMessage}</p>
      </div>
    </div>
  );
}
