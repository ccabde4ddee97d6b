/**
 * Per-user keys in the browser's session storage (spec section 3, 'Browser session storage'):
 * the last seen and the last expanded coaching session id.
 */
const PREFIX = 'rehearse';

export function lastSeenSessionKey(userId: string): string {
  return `${PREFIX}:lastSeenSession:${userId}`;
}

export function lastExpandedSessionKey(userId: string): string {
  return `${PREFIX}:lastExpandedSession:${userId}`;
}

/** The part of the Web Storage API these helpers use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return undefined;
  }
}

export function readStoredValue(key: string, storage = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredValue(key: string, value: string, storage = defaultStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or disabled storage only costs the "seen" memory; nothing to tell the user.
  }
}

export function removeStoredValue(key: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // See writeStoredValue.
  }
}

/** Forgets everything remembered for one user; called on logout. */
export function clearUserSessionStorage(userId: string, storage = defaultStorage()): void {
  for (const key of [lastSeenSessionKey(userId), lastExpandedSessionKey(userId)]) {
    try {
      storage?.removeItem(key);
    } catch {
      // See writeStoredValue.
    }
  }
}
