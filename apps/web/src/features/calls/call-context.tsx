import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { richTextToPlainText } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { invalidateCredits } from '../credits';
import { createCallClient, preloadCallClient } from './call-client-loader';
import { signInRequiredNotice } from './call-messages';
import { showCallNotice } from './call-notice';
import { CallRunner, type CallEndSummary } from './call-runner';
import { isCallLive } from './call-state';
import type { CallScenario, CallState, CallStatus } from './call-state';
import { isMobileDevice } from './is-mobile-device';
import type { TranscriptLine } from './live-transcript';

/** What the rest of the home screen may know about the practice call (spec section 4, 'Practice call'). */
export interface ActiveCallState {
  /** The scenario being started or practised; the grid highlights its card and dims the others. */
  activeScenarioId: string | null;
  /** True from the call-start event until the call has ended; creating and selecting are disabled meanwhile. */
  isCallActive: boolean;
  /** idle -> starting (joining) -> active (call-start) -> ending (stopping) -> idle. */
  status: CallStatus;
}

export interface CallController extends ActiveCallState {
  /** The scenario of the call (id and plain-text title), null when idle. */
  scenario: CallScenario | null;
  /** When the call went live (Date.now() milliseconds), for the call timer. */
  startedAt: number | null;
  isBuyerSpeaking: boolean;
  /** The buyer's voice level, 0..1, every 100 ms. */
  volume: number;
  /** Both sides, partial lines included, oldest first. */
  transcript: readonly TranscriptLine[];
  muted: boolean;
  /**
   * Starts a practice call against `scenario`. The caller (useStartPractice) has already checked
   * that a user is signed in and has credit for it; this starts the call itself: stopping a
   * running one first, joining, and reporting call-start and call-end through the state above.
   */
  startCall: (scenario: Scenario) => Promise<void>;
  /** Stops the call, or cancels the start in progress; resolves once idle. */
  endCall: () => Promise<void>;
  toggleMute: () => void;
}

type CallActions = Pick<CallController, 'startCall' | 'endCall' | 'toggleMute'>;

interface CallContextValue {
  runner: CallRunner;
  actions: CallActions;
}

const CallContext = createContext<CallContextValue | null>(null);

/**
 * Owns the practice call for everything under it: one CallRunner (state machine, web-call client,
 * toasts), refreshed credits after each call, and the call's end when the user signs out, leaves the
 * page or this provider unmounts. `userId` is the signed-in user's id, null for a visitor.
 * `onCallEnded` hears every call's end (the sessions feature refreshes the list and shows 'Call Complete').
 */
export function CallProvider({
  userId,
  onCallEnded,
  children,
}: {
  userId: string | null;
  onCallEnded?: (summary: CallEndSummary) => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const onCallEndedRef = useRef(onCallEnded);
  useEffect(() => {
    onCallEndedRef.current = onCallEnded;
  });
  const [runner] = useState(
    () =>
      new CallRunner({
        createClient: createCallClient,
        notify: showCallNotice,
        callEnded: (summary) => {
          void invalidateCredits(queryClient);
          onCallEndedRef.current?.(summary);
        },
        isMobileDevice: () => isMobileDevice(),
      }),
  );

  const userIdRef = useRef(userId);
  useEffect(() => {
    if (userIdRef.current !== userId) void runner.abandonCall();
    userIdRef.current = userId;
  }, [runner, userId]);

  useEffect(() => {
    const leave = () => void runner.abandonCall();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [runner]);

  useEffect(() => (userId ? whenIdle(() => void preloadCallClient().catch(() => undefined)) : undefined), [userId]);

  const value = useMemo<CallContextValue>(
    () => ({
      runner,
      actions: {
        startCall: async (scenario) => {
          if (!userIdRef.current) return showCallNotice(signInRequiredNotice);
          await runner.startCall({ id: scenario.id, title: richTextToPlainText(scenario.title) });
        },
        endCall: () => runner.endCall(),
        toggleMute: () => runner.toggleMute(),
      },
    }),
    [runner],
  );
  return <CallContext value={value}>{children}</CallContext>;
}

function useCallContext(): CallContextValue {
  const value = useContext(CallContext);
  if (!value) throw new Error('useCall must be used under a <CallProvider>');
  return value;
}

/**
 * One piece of the call state; the component re-renders only when it changes. `select` must return
 * a primitive or a part of the state (not a new object), e.g. `(call) => call.status`.
 */
export function useCallState<T>(select: (state: CallState) => T): T {
  const { runner } = useCallContext();
  return useSyncExternalStore(runner.subscribe, () => select(runner.getSnapshot()));
}

/** The start, stop and mute actions; stable for the provider's life. */
export function useCallActions(): CallActions {
  return useCallContext().actions;
}

/**
 * Whether a call is starting or running, and for which scenario: what the scenario grid needs.
 * Unlike useCall, it does not re-render on every volume or transcript update.
 */
export function useCallActivity(): ActiveCallState & CallActions {
  const status = useCallState((state) => state.status);
  const activeScenarioId = useCallState((state) => state.scenario?.id ?? null);
  const actions = useCallActions();
  return useMemo(
    () => ({ status, activeScenarioId, isCallActive: isCallLive({ status }), ...actions }),
    [status, activeScenarioId, actions],
  );
}

/** The whole practice call: state and actions. Re-renders with every change (volume: 10 times a second). */
export function useCall(): CallController {
  const { runner, actions } = useCallContext();
  const state = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  return useMemo(() => toController(state, actions), [state, actions]);
}

function toController(state: CallState, actions: CallActions): CallController {
  return {
    activeScenarioId: state.scenario?.id ?? null,
    isCallActive: isCallLive(state),
    status: state.status,
    scenario: state.scenario,
    startedAt: state.startedAt,
    isBuyerSpeaking: state.isBuyerSpeaking,
    volume: state.volume,
    transcript: state.transcript.lines,
    muted: state.muted,
    ...actions,
  };
}

/** Runs `task` when the browser has nothing better to do; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}
