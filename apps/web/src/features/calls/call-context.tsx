import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Scenario } from '@rehearse/domain';
import { showInfoToast } from '../../shared/toast';

/** What the rest of the home screen may know about the practice call (spec section 4, 'Practice call'). */
export interface ActiveCallState {
  /** The scenario being practised; the grid highlights its card and dims the others. */
  activeScenarioId: string | null;
  /** True from the call-start event until the call ends; creating and selecting are disabled meanwhile. */
  isCallActive: boolean;
}

export interface CallController extends ActiveCallState {
  /**
   * Starts a practice call against `scenario`. The caller (useStartPractice) has already checked
   * that a user is signed in and has credit for it; this starts the call itself: stopping a
   * running one first, joining, and reporting call-start and call-end through the state above.
   */
  startCall: (scenario: Scenario) => void | Promise<void>;
}

const CallContext = createContext<CallController | null>(null);

const IDLE: ActiveCallState = { activeScenarioId: null, isCallActive: false };

/**
 * Owns the practice call for everything under it. For now a stub: no call engine exists yet, so a
 * call never becomes active and starting one only says so. The call feature replaces the body of
 * this provider (call client, state machine, call banner); its consumers keep this shape.
 */
export function CallProvider({ children }: { children: ReactNode }) {
  const controller = useMemo<CallController>(
    () => ({
      ...IDLE,
      startCall: () => showInfoToast('Live calls arrive with the call engine.'),
    }),
    [],
  );
  return <CallContext value={controller}>{children}</CallContext>;
}

/** The practice call's state and its start action; use under a CallProvider. */
export function useCall(): CallController {
  const controller = useContext(CallContext);
  if (!controller) throw new Error('useCall must be used under a <CallProvider>');
  return controller;
}
