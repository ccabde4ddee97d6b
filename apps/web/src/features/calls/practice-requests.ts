import { useEffect, useRef } from 'react';

/**
 * Asks the scenario grid to start a call on one of its scenarios, from elsewhere on the page
 * (Practise again on a call, Start Your First Call): the grid owns the start of a call (the credit
 * check and the briefing), so every way in goes through it. One grid is mounted at a time.
 */
type PracticeHandler = (scenarioId: string) => void;

let handler: PracticeHandler | null = null;

/** Starts a call on `scenarioId` as its Start Practice would; false when no grid is there to do it. */
export function requestPractice(scenarioId: string): boolean {
  if (!handler) return false;
  handler(scenarioId);
  return true;
}

/** The grid's side: handles every request while mounted. */
export function usePracticeRequests(handle: PracticeHandler): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const own: PracticeHandler = (scenarioId) => latest.current(scenarioId);
    handler = own;
    return () => {
      if (handler === own) handler = null;
    };
  }, []);
}
