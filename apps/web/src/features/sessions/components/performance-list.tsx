import { lazy, Suspense, useState } from 'react';
import { Hourglass, LineChart, Mic, PhoneCall, TriangleAlert } from 'lucide-react';
import { toUserMessage } from '@rehearse/domain';
import type { CoachingSession, PublicUser } from '@rehearse/domain';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useRetryAssessment } from '../api/retry-assessment';
import { useAnalysisNotices } from '../hooks/use-analysis-notices';
import { useExpandedSession } from '../hooks/use-expanded-session';
import { useSessionFeed } from '../hooks/use-session-feed';
import { pageCount, pageItems, pageWithin, SESSIONS_PER_PAGE } from '../session-pagination';
import { analysisStateOf, awaitingAnalysisCount, endedSessions, listedSessions, liveSessionOf, performanceView, scoredSessionCount } from '../session-status';
import { sessionTexts } from '../session-texts';
import { PerformanceToolbar } from './performance-toolbar';
import { SessionCard } from './session-card';
import { SessionListSkeleton } from './session-list-skeleton';
import { SessionPaginationBar } from './session-pagination-bar';

// The dialogs (and the recording player inside the details) load when first wanted.
const loadCallDetails = () => import('./call-details-dialog');
const loadClearAll = () => import('./clear-all-dialog');
const CallDetailsDialog = lazy(loadCallDetails);
const ClearAllDialog = lazy(loadClearAll);

/**
 * While an analysis is due, the list is re-read this often: often while the live feed is down,
 * rarely while it is up (a notification lost in a database reconnect must not leave it waiting).
 */
const POLL_WITHOUT_FEED_MS = 10_000;
const POLL_WITH_FEED_MS = 15_000;

/** Step 2 for a signed-in user: the analysed calls, five per page, kept live by the realtime feed. */
export function PerformanceList({ user }: { user: PublicUser }) {
  const feedStatus = useSessionFeed(user.id);
  const [retriedIds, setRetriedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [requestedPage, setRequestedPage] = useState(1);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [clearAllOpen, setClearAllOpen] = useState(false);
  const [clearAllMounted, setClearAllMounted] = useState(false);
  const { expandedId, toggle, expand } = useExpandedSession(user.id);

  const all = useSessionsWithFallback(feedStatus === 'open');
  const sessions = all.data ?? [];
  const listed = listedSessions(sessions, retriedIds);
  const pages = pageCount(listed.length);
  const page = pageWithin(requestedPage, pages);
  // Spec section 2: a page beyond the last (after deletions) goes back to page 1.
  if (page !== requestedPage) setRequestedPage(page);

  useAnalysisNotices({
    userId: user.id,
    sessions: all.data,
    expand: (sessionId) => {
      const index = listedSessions(all.data ?? [], retriedIds).findIndex((session) => session.id === sessionId);
      if (index >= 0) setRequestedPage(Math.floor(index / SESSIONS_PER_PAGE) + 1);
      expand(sessionId);
    },
    reveal: (sessionId) => document.querySelector(`[data-session-id="${CSS.escape(sessionId)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  });

  const deletion = useDeleteSession();
  const retry = useRetryAssessment();

  function remove(session: CoachingSession) {
    if (!window.confirm(sessionTexts.deleteConfirm)) return;
    deletion.mutate(session.id, {
      onSuccess: () => showSuccessToast(sessionTexts.deleted),
      onError: (error) => showErrorToast(error),
    });
  }

  function retryAssessment(session: CoachingSession) {
    retry.mutate(session.id, {
      onSuccess: () => setRetriedIds((ids) => new Set(ids).add(session.id)),
      onError: (error) => showErrorToast(error),
    });
  }

  function openClearAll() {
    setClearAllMounted(true);
    setClearAllOpen(true);
  }

  const detailsSession = detailsId ? sessions.find((session) => session.id === detailsId) : undefined;
  const dialogs = (
    <Suspense fallback={null}>
      {detailsSession ? (
        <CallDetailsDialog
          session={detailsSession}
          onClose={() => setDetailsId(null)}
          onRetry={retryAssessment}
          isRetrying={retry.isPending && retry.variables === detailsSession.id}
        />
      ) : null}
      {clearAllMounted ? <ClearAllDialog open={clearAllOpen} onOpenChange={setClearAllOpen} onCleared={() => setRequestedPage(1)} /> : null}
    </Suspense>
  );

  const ended = endedSessions(sessions);
  const live = liveSessionOf(sessions);
  const view = all.isPending ? 'loading' : all.isError ? 'error' : performanceView(ended.length, listed.length);
  return (
    <div data-testid="performance-list" data-view={view}>
      {live ? <LiveCallRow title={live.scenario.title} /> : null}
      {ended.length > 0 ? (
        <PerformanceToolbar
          analysedCount={scoredSessionCount(listed)}
          // The 'Analysis in Progress' state already says so.
          awaitingCount={view === 'list' ? awaitingAnalysisCount(sessions, listed) : 0}
          onClearAll={openClearAll}
          onClearAllIntent={() => void loadClearAll()}
        />
      ) : null}
      {view === 'loading' ? <SessionListSkeleton /> : null}
      {view === 'error' ? (
        <EmptyState
          icon={TriangleAlert}
          title="Couldn't load your performance data"
          description={toUserMessage(all.error)}
          action={
            <Button variant="secondary" onClick={() => void all.refetch()} disabled={all.isFetching}>
              Try again
            </Button>
          }
        />
      ) : null}
      {view === 'no-sessions' && !live ? (
        <EmptyState
          icon={LineChart}
          title={sessionTexts.emptyTitle}
          description="Practise a scenario above: your score, coaching, recording and transcript appear here after the call."
          action={
            <Button onClick={scrollToScenarios}>
              <Mic aria-hidden="true" className="size-4" />
              {sessionTexts.emptyAction}
            </Button>
          }
        />
      ) : null}
      {view === 'analysis-in-progress' ? (
        <EmptyState icon={Hourglass} title={sessionTexts.inProgressTitle} description={sessionTexts.inProgressDescription} />
      ) : null}
      {view === 'list' ? (
        <>
          <ol className="space-y-4">
            {pageItems(listed, page).map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  state={analysisStateOf(session)}
                  expanded={expandedId === session.id}
                  isDeleting={deletion.isPending && deletion.variables === session.id}
                  isRetrying={retry.isPending && retry.variables === session.id}
                  onToggle={toggle}
                  onDelete={remove}
                  onViewDetails={(target) => setDetailsId(target.id)}
                  onRetry={retryAssessment}
                  onDetailsIntent={() => void loadCallDetails()}
                />
              </li>
            ))}
          </ol>
          <SessionPaginationBar page={page} pages={pages} onChange={setRequestedPage} />
        </>
      ) : null}
      {dialogs}
    </div>
  );
}

/** The call being made: live, with no analysis to wait for yet. */
function LiveCallRow({ title }: { title: string }) {
  return (
    <p role="status" data-testid="live-call-row" className="mb-4 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <PhoneCall aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
      <span className="min-w-0">
        <span className="font-semibold">Call in progress</span> · {title}. Its analysis appears here after the call.
      </span>
    </p>
  );
}

/** The sessions, re-read every few seconds while the live feed is down and an analysis is due. */
function useSessionsWithFallback(feedIsOpen: boolean) {
  return useSessions({
    enabled: true,
    pollMs: (sessions) =>
      (sessions ?? []).some((session) => analysisStateOf(session) === 'processing') ? (feedIsOpen ? POLL_WITH_FEED_MS : POLL_WITHOUT_FEED_MS) : false,
  });
}

function scrollToScenarios() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('scenarios')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
