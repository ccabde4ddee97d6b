/** The calls feature's public entry: the practice call's provider, state and controls. Other features import only from here (decision 34). */
export { CallProvider, useCallActivity, type ActiveCallState } from './call-context';
export type { CallEndSummary } from './call-runner';
export type { CallStatus } from './call-state';
export { CallActiveBadge } from './components/call-active-badge';
export { CallBanner } from './components/call-banner';
export { CallSetupNotes } from './components/call-setup-notes';
export { useStartPractice } from './hooks/use-start-practice';
export { requestPractice, usePracticeRequests } from './practice-requests';
