import type { ActiveCallState, CallStatus } from '../calls';

export interface CardCallState {
  /** This card's call: starting, active or ending; null when the call (if any) is another card's. */
  phase: Exclude<CallStatus, 'idle'> | null;
  /** Another scenario is being practised: the card is dimmed and cannot be used (spec section 2). */
  isDimmed: boolean;
  /** Any call is under way: Start Practice is disabled on the other cards, edit and delete are hidden on all. */
  isLocked: boolean;
}

/** How one scenario card looks while a practice call starts, runs or ends. */
export function cardCallState(call: ActiveCallState, scenarioId: string): CardCallState {
  if (call.status === 'idle') return { phase: null, isDimmed: false, isLocked: false };
  const isOwn = call.activeScenarioId === scenarioId;
  return { phase: isOwn ? call.status : null, isDimmed: !isOwn && call.isCallActive, isLocked: true };
}
