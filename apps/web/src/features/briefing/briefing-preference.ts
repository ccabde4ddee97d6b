import type { KeyValueStorage } from '../../shared/session-storage';

/**
 * "Don't show before each call", remembered per user in this browser's local storage (it outlives
 * the tab, unlike the seen-session ids): returning users skip the briefing; "Brief" on a card
 * still shows it, and unticking there brings it back.
 */
export const skipBriefingKey = (userId: string) => `rehearse:skipBriefing:${userId}`;

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSkipBriefing(userId: string, storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(skipBriefingKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeSkipBriefing(userId: string, skip: boolean, storage = defaultStorage()): void {
  try {
    if (skip) storage?.setItem(skipBriefingKey(userId), 'true');
    else storage?.removeItem(skipBriefingKey(userId));
  } catch {
    // Storage full or disabled: the briefing shows again next time, which is harmless.
  }
}
