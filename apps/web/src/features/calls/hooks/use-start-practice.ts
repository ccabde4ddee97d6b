import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callStartCreditCheckFailedToast, CALL_CREDIT_ESTIMATE_SECONDS, creditCheckOutcome } from '@rehearse/domain';
import type { PublicUser, Scenario } from '@rehearse/domain';
import { showDestructiveToast } from '../../../shared/toast';
import { checkCredits, showCreditToast } from '../../credits';
import { useCallActions } from '../call-context';
import { insecureContextNotice, isMicrophoneBlockedByConnection } from '../call-messages';

/**
 * The 'Start Practice' action (spec section 5, 'Actions'): a signed-in user and a chosen scenario,
 * then a credit check for a 60-second estimate; warnings let the call go ahead, a lack of credit
 * or a failed check stops it. What follows is the CallProvider's `startCall` (stop a running call,
 * join, and the 'Call Error' toasts).
 */
export function useStartPractice(user: PublicUser | null) {
  const navigate = useNavigate();
  const { startCall } = useCallActions();
  const creditCheck = useMutation({
    mutationFn: (_scenario: Scenario) => checkCredits(CALL_CREDIT_ESTIMATE_SECONDS),
  });

  /**
   * `beforeJoin`, when given, runs instead of joining once the checks pass: the briefing opens,
   * and its Start joins with `joinCall`.
   */
  async function startPractice(scenario: Scenario | null, beforeJoin?: (scenario: Scenario) => void): Promise<void> {
    if (!user) {
      showDestructiveToast('Authentication Required', 'Please sign in to start practice calls');
      void navigate('/auth');
      return;
    }
    if (!scenario) {
      showDestructiveToast('No Scenario Selected', 'Please select a scenario first!');
      return;
    }
    // Before the credit check and the briefing: no call can work on this page, whatever follows.
    if (isMicrophoneBlockedByConnection(window)) {
      showDestructiveToast(insecureContextNotice.title, insecureContextNotice.description, { id: 'insecure-context' });
      return;
    }
    if (creditCheck.isPending) return;

    let outcome: ReturnType<typeof creditCheckOutcome>;
    try {
      outcome = creditCheckOutcome(await creditCheck.mutateAsync(scenario));
    } catch {
      showCreditToast(callStartCreditCheckFailedToast);
      return;
    }
    if (outcome.toast) showCreditToast(outcome.toast);
    if (!outcome.allowed) return;
    if (beforeJoin) beforeJoin(scenario);
    else await startCall(scenario);
  }

  return {
    startPractice,
    /** Joins at once: the checks already passed (the briefing opened after them). */
    joinCall: startCall,
    /** The scenario whose credit check is running, so its button can show it is busy. */
    checkingScenarioId: creditCheck.isPending ? (creditCheck.variables?.id ?? null) : null,
  };
}
