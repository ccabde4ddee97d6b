import { lazy } from 'react';
import { toSessionSummary } from '@rehearse/domain';
import type { CoachingSession } from '@rehearse/domain';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useSessionDetails } from '../api/get-session-details';
import { sessionTexts } from '../session-texts';
import { AttemptActions } from './practise-again';

export const loadCallDetails = () => import('./call-details-dialog');
const CallDetailsDialog = lazy(loadCallDetails);

interface CallDetailsLoaderProps {
  sessionId: string;
  onClose: () => void;
  /** Shows another call's details in its place (the previous attempt). */
  onOpen: (sessionId: string) => void;
  onRetry: (session: CoachingSession) => void;
  isRetrying: boolean;
}

/** The details of one call, read whole when opened (the list holds summaries, decision 26). */
export function CallDetailsLoader({ sessionId, onClose, onOpen, onRetry, isRetrying }: CallDetailsLoaderProps) {
  const details = useSessionDetails(sessionId);
  const session = details.data;
  if (!session) {
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Call details" className="max-w-3xl">
        <p role="status" className="flex items-center gap-2 px-6 py-8 text-sm text-slate-600">
          {details.isError ? (
            sessionTexts.detailsFailed
          ) : (
            <>
              <Spinner className="size-4" />
              {sessionTexts.loadingDetails}
            </>
          )}
        </p>
      </Dialog>
    );
  }
  return (
    <CallDetailsDialog
      key={session.id}
      session={session}
      onClose={onClose}
      onRetry={onRetry}
      isRetrying={isRetrying}
      actions={
        <AttemptActions
          session={toSessionSummary(session)}
          previousAttempt={session.previous_attempt}
          onOpenAttempt={onOpen}
          onStarting={onClose}
        />
      }
    />
  );
}
