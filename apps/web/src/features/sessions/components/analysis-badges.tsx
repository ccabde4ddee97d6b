import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Spinner } from '../../../shared/ui/spinner';
import { sessionTexts } from '../session-texts';

const badge = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

export function AnalysisCompleteBadge() {
  return (
    <span className={`${badge} bg-emerald-50 text-emerald-700 ring-emerald-600/20`}>
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {sessionTexts.analysisComplete}
    </span>
  );
}

export function ProcessingBadge() {
  return (
    <span className={`${badge} bg-brand-50 text-brand-700 ring-brand-600/20`}>
      <Spinner className="size-3.5 text-brand-600" />
      {sessionTexts.processing}
    </span>
  );
}

export function AssessmentFailedBadge() {
  return (
    <span className={`${badge} bg-red-50 text-red-700 ring-red-600/20`}>
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {sessionTexts.assessmentFailed}
    </span>
  );
}
