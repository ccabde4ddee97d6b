import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Download, RotateCcw, Target, UserRound } from 'lucide-react';
import { describeEngine, ENGINE_ROLE_LABELS, rubricForStage } from '@rehearse/domain';
import type { CoachingSession } from '@rehearse/domain';
import { dismissToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { toAssessmentView } from '../assessment-view';
import { downloadFileName, saveTranscript } from '../call-downloads';
import { PlaybackProvider } from '../player/playback';
import { withScorecard } from '../scorecard-view';
import { ANALYSIS_READY_NOTICE_ID } from '../fresh-analysis';
import { analysisStateOf } from '../session-status';
import { callDetailsTitle, sessionTexts } from '../session-texts';
import { formatCallDate, formatDurationSeconds } from '../time-format';
import { AnalysisCompleteBadge, AssessmentFailedBadge, ProcessingBadge } from './analysis-badges';
import { ConversationMetrics } from './conversation-metrics';
import { ScoreBadge } from './score-badge';
import { SkillsAssessment } from './skills-assessment';
import { TranscriptView } from './transcript-view';

// wavesurfer.js comes with the player, loaded when a recording is first shown.
const RecordingPlayer = lazy(() => import('../player/recording-player'));

interface CallDetailsDialogProps {
  session: CoachingSession;
  onClose: () => void;
  onRetry: (session: CoachingSession) => void;
  isRetrying: boolean;
  /** Under the badges: the previous attempt at the scenario and Practise again. */
  actions?: ReactNode;
}

/** Spec section 2, 'Call-details dialog': the analysis, the call's facts, its recording and transcript. */
export default function CallDetailsDialog({ session, onClose, onRetry, isRetrying, actions }: CallDetailsDialogProps) {
  const date = formatCallDate(session.created_at);
  const state = analysisStateOf(session);
  // The dialog receives the scenario's sales stage, 'general' when it has none (spec section 2).
  // A call scored on a scorecard shows its criteria by their names, with the weighted average.
  const view = withScorecard(
    toAssessmentView(session.assessment_feedback, rubricForStage(session.scenario.sales_stage ?? 'general')),
    session.assessment_feedback,
    session.scorecard,
  );
  // 'Analysis Complete!' has done its job once the details are open, and it covers their close button.
  useEffect(() => dismissToast(ANALYSIS_READY_NOTICE_ID), []);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={callDetailsTitle(date)} className="max-w-3xl">
      {/* Quotes and transcript lines play the recording from their moment; the transcript follows it. */}
      <PlaybackProvider enabled={session.recording_url !== null}>
        <div
          data-testid="call-details"
          data-state={state}
          className="min-h-0 flex-1 space-y-7 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6"
        >
          <div className="flex flex-wrap items-center gap-2">
            {view ? <ScoreBadge value={view.averageText} tone={view.averageTone} size="lg" /> : null}
            {state === 'complete' ? <AnalysisCompleteBadge /> : state === 'failed' ? <AssessmentFailedBadge /> : <ProcessingBadge />}
            <ScenarioFacts session={session} />
          </div>
          {actions}

          {state === 'processing' ? (
            <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50/60 px-4 py-3 text-sm text-brand-800">
              <Spinner className="size-4" />
              {sessionTexts.analyzing}
            </p>
          ) : null}
          {state === 'failed' ? (
            <div className="flex flex-col gap-3 rounded-xl bg-red-50/70 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
              <p>{sessionTexts.assessmentFailedDescription}</p>
              <Button
                size="sm"
                onClick={() => onRetry(session)}
                disabled={isRetrying}
                aria-busy={isRetrying || undefined}
                className="self-start sm:self-auto"
              >
                {isRetrying ? <Spinner className="size-4 text-white" /> : <RotateCcw aria-hidden="true" className="size-4" />}
                {sessionTexts.retry}
              </Button>
            </div>
          ) : null}

          {view ? (
            <>
              <DetailsSection title="Overall Summary">
                <p className="text-sm leading-relaxed text-pretty whitespace-pre-line text-slate-700">{view.summary}</p>
              </DetailsSection>
              <DetailsSection
                title={session.scorecard ? `Scorecard: ${session.scorecard.name}` : 'Skills Assessment'}
                aside={
                  <span className="text-sm text-slate-500">
                    Average <span className="font-semibold text-slate-900 tabular-nums">{view.averageText}</span>
                    {view.averageTone ? '/10' : ''}
                  </span>
                }
              >
                <SkillsAssessment skills={view.skills} rubricError={view.rubricError} transcript={session.transcript} />
              </DetailsSection>
            </>
          ) : null}

          {session.metrics && session.metrics.length > 0 ? (
            <DetailsSection title="Conversation Metrics">
              <ConversationMetrics metrics={session.metrics} />
            </DetailsSection>
          ) : null}

          <DetailsSection title="Call Details">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-500">Duration</dt>
              <dd className="text-slate-900">{formatDurationSeconds(session.duration_seconds)}</dd>
              <dt className="font-medium text-slate-500">Date</dt>
              <dd className="text-slate-900">{date}</dd>
              <dt className="font-medium text-slate-500 sm:pt-2">Recording</dt>
              <dd className="min-w-0">
                {session.recording_url ? (
                  <Suspense fallback={<PlayerPlaceholder />}>
                    <RecordingPlayer url={session.recording_url} turns={session.transcript} />
                  </Suspense>
                ) : (
                  <span className="text-slate-500">No recording for this call</span>
                )}
              </dd>
              <dt className="font-medium text-slate-500 sm:pt-1.5">Download</dt>
              <dd className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => saveTranscript(session, callDetailsTitle(date))}>
                  <Download aria-hidden="true" className="size-4" />
                  Transcript (.txt)
                </Button>
                {session.recording_url ? (
                  <a
                    href={session.recording_url}
                    download={downloadFileName(session.created_at, 'ogg')}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Recording (.ogg)
                  </a>
                ) : null}
              </dd>
              {session.engines
                ? (['buyer', 'recogniser', 'voice'] as const).map((role) => (
                    <EngineRow key={role} label={ENGINE_ROLE_LABELS[role]} value={describeEngine(role, session.engines![role])} />
                  ))
                : null}
            </dl>
          </DetailsSection>

          <DetailsSection title={sessionTexts.transcriptTitle}>
            <TranscriptView entries={session.transcript} />
          </DetailsSection>
        </div>
      </PlaybackProvider>
    </Dialog>
  );
}

function DetailsSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function ScenarioFacts({ session }: { session: CoachingSession }) {
  const { title, sales_stage, persona } = session.scenario;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 sm:ml-auto">
      <span className="max-w-full truncate font-medium text-slate-700">{title}</span>
      <span className="inline-flex items-center gap-1">
        <Target aria-hidden="true" className="size-3.5" />
        {sales_stage ?? 'General Assessment'}
      </span>
      {persona ? (
        <span className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="size-3.5" />
          {persona}
        </span>
      ) : null}
    </span>
  );
}

function PlayerPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-[72px] items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 text-sm text-slate-500"
    >
      <Spinner className="size-4" />
      {sessionTexts.loadingAudio}
    </div>
  );
}

/** Which engine played one role of the call: what the user actually talked to. */
function EngineRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </>
  );
}
