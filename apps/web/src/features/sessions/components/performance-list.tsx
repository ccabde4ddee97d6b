import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Hourglass, LineChart, Mic, PhoneCall, TriangleAlert } from 'lucide-react';
import { toUserMessage } from '@rehearse/domain';
import type { CoachingSession, CoachingSessionPage, CoachingSessionSummary, PublicUser } from '@rehearse/domain';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { requestPractice } from '../../calls';
import { useScenarios } from '../../scenarios';
import { useDeleteSession } from '../api/delete-session';
import { useSessionPage } from '../api/get-sessions';
import { useRetryAssessment } from '../api/retry-assessment';
import { useAnalysisNotices } from '../hooks/use-analysis-notices';
import { useExpandedSession } from '../hooks/use-expanded-session';
import { useSessionFeed } from '../hooks/use-session-feed';
import { FIRST_PAGE, locatePage, pageCount, pageQueryOf, type KnownPages, type PageLocator } from '../session-pagination';
import { liveSessionOf, performanceView } from '../session-status';
import { sessionTexts } from '../session-texts';
import { CallDetailsLoader, loadCallDetails } from './call-details-loader';
import { PerformanceToolbar } from './performance-toolbar';
import { SessionCard } from './session-card';
import { SessionListSkeleton } from './session-list-skeleton';
import { SessionPaginationBar } from './session-pagination-bar';

// The Clear All dialog loads when first wanted (the details, with the recording player, likewise).
const loadClearAll = () => import('./clear-all-dialog');
const ClearAllDialog = lazy(loadClearAll);

/**
 * While an analysis is due, the page is re-read this often: often while the live feed is down,
 * rarely while it is up (a notification lost in a database reconnect must not leave it waiting).
 */
const POLL_WITHOUT_FEED_MS = 10_000;
const POLL_WITH_FEED_MS = 15_000;

/**
 * Step 2 for a signed-in user: the analysed calls, five per page, read a page at a time by keyset
 * (decision 26) and kept live by the realtime feed.
 */
export function PerformanceList({ user }: { user: PublicUser }) {
  const feedStatus = useSessionFeed(user.id);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [clearAllOpen, setClearAllOpen] = useState(false);
  const [clearAllMounted, setClearAllMounted] = useState(false);
  const { expandedId, toggle, expand } = useExpandedSession(user.id);
  const paging = usePaging(feedStatus === 'open');
  const { data } = paging.result;

  useAnalysisNotices({
    userId: user.id,
    sessions: data ? [...data.unlisted, ...data.sessions] : undefined,
    expand: (sessionId) => {
      // A fresh analysis is the newest call: on the first page.
      if (!data?.sessions.some((session) => session.id === sessionId)) paging.goTo(1);
      expand(sessionId);
    },
    reveal: (sessionId) =>
      document.querySelector(`[data-session-id="${CSS.escape(sessionId)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  });

  const deletion = useDeleteSession();
  const retry = useRetryAssessment();
  const scenarios = useScenarios({ enabled: true });

  function remove(session: CoachingSessionSummary) {
    if (!window.confirm(sessionTexts.deleteConfirm)) return;
    deletion.mutate(session.id, {
      onSuccess: () => showSuccessToast(sessionTexts.deleted),
      onError: (error) => showErrorToast(error),
    });
  }

  function retryAssessment(session: Pick<CoachingSession, 'id'>) {
    retry.mutate(session.id, { onError: (error) => showErrorToast(error) });
  }

  function openClearAll() {
    setClearAllMounted(true);
    setClearAllOpen(true);
  }

  // 'Start Your First Call': with a single scenario there is nothing to choose, so its call starts.
  function startFirstCall() {
    const only = scenarios.data?.length === 1 ? scenarios.data[0] : undefined;
    if (!only || !requestPractice(only.id)) scrollToScenarios();
  }

  const dialogs = (
    <Suspense fallback={null}>
      {detailsId ? (
        <CallDetailsLoader
          sessionId={detailsId}
          onClose={() => setDetailsId(null)}
          onOpen={setDetailsId}
          onRetry={retryAssessment}
          isRetrying={retry.isPending && retry.variables === detailsId}
        />
      ) : null}
      {clearAllMounted ? <ClearAllDialog open={clearAllOpen} onOpenChange={setClearAllOpen} onCleared={() => paging.goTo(1)} /> : null}
    </Suspense>
  );

  const live = data ? liveSessionOf(data.unlisted) : undefined;
  const endedCount = data ? data.total + data.awaiting : 0;
  const view = paging.result.isPending ? 'loading' : !data ? 'error' : performanceView(endedCount, data.total);
  return (
    <div data-testid="performance-list" data-view={view}>
      {live ? <LiveCallRow title={live.scenario.title} /> : null}
      {data && endedCount > 0 ? (
        <PerformanceToolbar
          analysedCount={data.analysed}
          // The 'Analysis in Progress' state already says so.
          awaitingCount={view === 'list' ? data.awaiting : 0}
          onClearAll={openClearAll}
          onClearAllIntent={() => void loadClearAll()}
        />
      ) : null}
      {view === 'loading' ? <SessionListSkeleton /> : null}
      {view === 'error' ? (
        <EmptyState
          icon={TriangleAlert}
          title="Couldn't load your performance data"
          description={toUserMessage(paging.result.error)}
          action={
            <Button variant="secondary" onClick={() => void paging.result.refetch()} disabled={paging.result.isFetching}>
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
            <Button onClick={startFirstCall}>
              <Mic aria-hidden="true" className="size-4" />
              {sessionTexts.emptyAction}
            </Button>
          }
        />
      ) : null}
      {view === 'analysis-in-progress' ? (
        <EmptyState icon={Hourglass} title={sessionTexts.inProgressTitle} description={sessionTexts.inProgressDescription} />
      ) : null}
      {view === 'list' && data ? (
        <>
          <ol className="space-y-4" aria-busy={paging.result.isPlaceholderData || undefined}>
            {data.sessions.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
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
          <SessionPaginationBar page={paging.page} pages={pageCount(data.total)} onChange={paging.goTo} />
        </>
      ) : null}
      {dialogs}
    </div>
  );
}

/**
 * The page shown and how it was found. Cursors of the pages seen are kept until the total changes,
 * so Previous, Next and the numbered pages near the current one are keyset steps; a page beyond
 * the last (after deletions) goes back to page 1 (spec section 2).
 */
function usePaging(feedIsOpen: boolean) {
  const [locator, setLocator] = useState<PageLocator>(FIRST_PAGE);
  const [total, setTotal] = useState(0);
  const known = useRef(new Map<number, { first: string; last: string }>());
  const result = useSessionPage(pageQueryOf(locator, total), {
    pollMs: (page) => (page && hasAnalysisDue(page) ? (feedIsOpen ? POLL_WITH_FEED_MS : POLL_WITHOUT_FEED_MS) : false),
  });
  const shown = result.isPlaceholderData ? undefined : result.data;

  useEffect(() => {
    if (!shown) return;
    if (shown.total !== total) {
      known.current.clear();
      setTotal(shown.total);
    }
    if (shown.first_cursor && shown.last_cursor) known.current.set(locator.page, { first: shown.first_cursor, last: shown.last_cursor });
  }, [shown, total, locator.page]);

  // Spec section 2: a page beyond the last (or emptied under the cursor that found it) goes back to page 1.
  if (shown && locator.page > 1 && (locator.page > pageCount(shown.total) || shown.sessions.length === 0)) setLocator(FIRST_PAGE);

  return {
    result,
    page: locator.page,
    goTo: (page: number) => setLocator(page <= 1 ? FIRST_PAGE : locatePage(page, result.data?.total ?? total, known.current as KnownPages)),
  };
}

function hasAnalysisDue(page: CoachingSessionPage): boolean {
  return page.awaiting > 0 || page.sessions.some((session) => session.analysis === 'processing');
}

/** The call being made: live, with no analysis to wait for yet. */
function LiveCallRow({ title }: { title: string }) {
  return (
    <p
      role="status"
      data-testid="live-call-row"
      className="mb-4 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <PhoneCall aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
      <span className="min-w-0">
        <span className="font-semibold">Call in progress</span> · {title}. Its analysis appears here after the call.
      </span>
    </p>
  );
}

function scrollToScenarios() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('scenarios')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
