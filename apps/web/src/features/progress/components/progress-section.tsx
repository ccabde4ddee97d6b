import { lazy, Suspense } from 'react';
import { TrendingUp } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { useProgress } from '../api/get-progress';
import { progressTexts } from '../progress-texts';

// The charting library comes with the charts, loaded once there is progress to draw.
const ProgressCharts = lazy(() => import('./progress-charts'));

/** 'Your Progress' for a signed-in user: the charts and figures once a call is analysed, else an empty state. */
export function ProgressSection({ user }: { user: PublicUser }) {
  const progress = useProgress(true);
  if (progress.isPending) return <ProgressLoading />;
  if (progress.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {progressTexts.failed}
      </p>
    );
  }
  if (progress.data.analysed_calls === 0) {
    return <EmptyState icon={TrendingUp} title={progressTexts.emptyTitle} description={progressTexts.emptyDescription} />;
  }
  return (
    <Suspense fallback={<ProgressLoading />}>
      <ProgressCharts key={user.id} report={progress.data} />
    </Suspense>
  );
}

function ProgressLoading() {
  return (
    <p
      role="status"
      className="flex h-40 items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white text-sm text-slate-500"
    >
      <Spinner className="size-4" />
      {progressTexts.loading}
    </p>
  );
}
