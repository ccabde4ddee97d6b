import { History, Repeat } from 'lucide-react';
import { formatAverageScore } from '@rehearse/domain';
import type { AttemptLink, CoachingSessionSummary } from '@rehearse/domain';
import { Button } from '../../../shared/ui/button';
import { useCallActivity, requestPractice } from '../../calls';
import { sessionTexts } from '../session-texts';
import { formatCallDate } from '../time-format';

type PractisedCall = Pick<CoachingSessionSummary, 'scenario' | 'analysis'>;

/** An analysed call whose scenario still exists can be practised again. */
export function canPractiseAgain(session: PractisedCall): boolean {
  return session.analysis === 'complete' && session.scenario.id !== null;
}

/**
 * 'Practise again': a call on the same scenario, started by the scenario grid as its Start Practice
 * would (credit check, then the briefing). Disabled while a call runs.
 */
export function PractiseAgainButton({ session, onStarting }: { session: PractisedCall; onStarting?: () => void }) {
  const call = useCallActivity();
  const scenarioId = session.scenario.id;
  if (!scenarioId || !canPractiseAgain(session)) return null;
  return (
    <Button
      size="sm"
      onClick={() => {
        onStarting?.();
        requestPractice(scenarioId);
      }}
      disabled={call.status !== 'idle'}
      title={`Practise "${session.scenario.title}" again`}
    >
      <Repeat aria-hidden="true" className="size-4" />
      {sessionTexts.practiseAgain}
    </Button>
  );
}

/** In a call's details: the attempt before it on the same scenario (opens its details) and Practise again. */
export function AttemptActions({
  session,
  previousAttempt,
  onOpenAttempt,
  onStarting,
}: {
  session: PractisedCall;
  previousAttempt: AttemptLink | null | undefined;
  onOpenAttempt: (id: string) => void;
  onStarting: () => void;
}) {
  if (!previousAttempt && !canPractiseAgain(session)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-2.5">
      {previousAttempt ? (
        <Button variant="ghost" size="sm" onClick={() => onOpenAttempt(previousAttempt.id)}>
          <History aria-hidden="true" className="size-4" />
          {sessionTexts.previousAttempt}: {formatCallDate(previousAttempt.created_at)} · {formatScore(previousAttempt.overall_score)}
        </Button>
      ) : (
        <span className="text-sm text-slate-500">Your first attempt at this scenario</span>
      )}
      <PractiseAgainButton session={session} onStarting={onStarting} />
    </div>
  );
}

function formatScore(score: number | null): string {
  return score === null ? formatAverageScore(null) : `${score.toFixed(1)}/10`;
}
