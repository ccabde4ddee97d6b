import { useId } from 'react';
import { ChevronDown, FileText, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { scoreTone } from '@rehearse/domain';
import type { CoachingSessionSummary } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useSessionDetails } from '../api/get-session-details';
import { toAssessmentView } from '../assessment-view';
import { withScorecard } from '../scorecard-view';
import { sessionTexts } from '../session-texts';
import { formatCallDate, formatClock } from '../time-format';
import { AssessmentFailedBadge, ProcessingBadge } from './analysis-badges';
import { PractiseAgainButton } from './practise-again';
import { ScoreBadge } from './score-badge';
import { SkillsAssessment } from './skills-assessment';

interface SessionCardProps {
  session: CoachingSessionSummary;
  expanded: boolean;
  isDeleting: boolean;
  isRetrying: boolean;
  onToggle: (sessionId: string) => void;
  onDelete: (session: CoachingSessionSummary) => void;
  onViewDetails: (session: CoachingSessionSummary) => void;
  onRetry: (session: CoachingSessionSummary) => void;
  /** Preloads the details dialog when the pointer or focus comes near its button. */
  onDetailsIntent: () => void;
}

/**
 * One analysed call: date, overall score and a three-line summary; expanded, the full summary and
 * every skill, loaded then (the list holds summaries only, decision 26). A call whose assessment
 * failed offers Retry instead; one being retried shows 'Processing...' until its analysis arrives.
 */
export function SessionCard(props: SessionCardProps) {
  const { session, expanded, isDeleting, onToggle, onDelete, onViewDetails, onDetailsIntent } = props;
  const state = session.analysis;
  const headingId = useId();
  const panelId = useId();
  const score = state === 'complete' ? scoreBadgeOf(session.overall_score) : null;
  const date = formatCallDate(session.created_at);
  const canExpand = score !== null;

  const heading = (
    <>
      <span className="min-w-0 flex-1">
        <span id={headingId} className="block text-sm font-semibold text-slate-900 sm:text-base">
          {date}
        </span>
        <span className="mt-0.5 block truncate text-xs text-slate-500 sm:text-sm">
          {session.scenario.title}
          {session.duration_seconds !== null ? <span className="text-slate-500"> · {formatClock(session.duration_seconds)}</span> : null}
        </span>
      </span>
      {score ? <ScoreBadge value={score.text} tone={score.tone} /> : state === 'failed' ? <AssessmentFailedBadge /> : <ProcessingBadge />}
    </>
  );

  return (
    <article
      data-testid="session-card"
      data-session-id={session.id}
      data-state={state}
      aria-labelledby={headingId}
      className={classNames(
        'scroll-mt-28 rounded-2xl border bg-white shadow-sm transition-shadow',
        expanded ? 'border-brand-200 shadow-md shadow-brand-900/5' : 'border-slate-200 hover:shadow-md hover:shadow-slate-900/5',
        state === 'failed' && 'border-red-200',
      )}
    >
      <div className="flex items-start gap-1 p-2 pb-0 sm:gap-2">
        {canExpand ? (
          <button
            type="button"
            onClick={() => onToggle(session.id)}
            aria-expanded={expanded}
            aria-controls={panelId}
            className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3"
          >
            {heading}
            <ChevronDown
              aria-hidden="true"
              className={classNames('size-5 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')}
            />
            <span className="sr-only">{expanded ? 'Hide the skills assessment' : 'Show the skills assessment'}</span>
          </button>
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-3 px-2 py-2 sm:px-3">{heading}</div>
        )}
        <button
          type="button"
          onClick={() => onDelete(session)}
          disabled={isDeleting}
          aria-label={`Delete the call analysis from ${date}`}
          title="Delete"
          className="mt-1.5 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50"
        >
          {isDeleting ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
        </button>
      </div>

      <div id={panelId} className="px-4 pt-1 pb-3.5 sm:px-5">
        <CardBody {...props} />
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
          {state === 'failed' ? <RetryButton {...props} /> : null}
          <PractiseAgainButton session={session} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onViewDetails(session)}
            onPointerEnter={onDetailsIntent}
            onFocus={onDetailsIntent}
          >
            <FileText aria-hidden="true" className="size-4" />
            {sessionTexts.viewDetails}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The badge of a summary's overall score: 'N/A' for a call with nothing scored. */
function scoreBadgeOf(score: number | null) {
  return score === null
    ? { text: sessionTexts.notAvailable, tone: null }
    : { text: score.toFixed(1), tone: scoreTone(Number(score.toFixed(1))) };
}

function CardBody({ session, expanded }: SessionCardProps) {
  const state = session.analysis;
  if (state === 'complete') {
    return (
      <>
        <p className={classNames('text-sm leading-relaxed text-pretty text-slate-700', !expanded && 'line-clamp-3')}>{session.summary}</p>
        {expanded ? <ExpandedAssessment sessionId={session.id} /> : null}
      </>
    );
  }
  if (state === 'failed') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-red-50/70 px-3 py-2.5 text-sm text-red-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {sessionTexts.assessmentFailedDescription}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" />
      {sessionTexts.analyzing}
    </p>
  );
}

function RetryButton({ session, isRetrying, onRetry }: SessionCardProps) {
  return (
    <Button size="sm" onClick={() => onRetry(session)} disabled={isRetrying} aria-busy={isRetrying || undefined}>
      {isRetrying ? <Spinner className="size-4 text-white" /> : <RotateCcw aria-hidden="true" className="size-4" />}
      {sessionTexts.retry}
    </Button>
  );
}

/** The skills of an open card, loaded when it opens. */
function ExpandedAssessment({ sessionId }: { sessionId: string }) {
  const details = useSessionDetails(sessionId);
  const session = details.data;
  const view = session
    ? withScorecard(toAssessmentView(session.assessment_feedback), session.assessment_feedback, session.scorecard)
    : null;
  return (
    <section aria-label="Skills assessment" className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">Skills assessment</h4>
      {view ? (
        <SkillsAssessment skills={view.skills} rubricError={view.rubricError} />
      ) : details.isError ? (
        <p className="text-sm text-red-700">{sessionTexts.detailsFailed}</p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {sessionTexts.loadingDetails}
        </p>
      )}
    </section>
  );
}
