import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './session-storage';
import { clearUserSessionStorage, lastExpandedSessionKey, lastSeenSessionKey, readStoredValue, writeStoredValue } from './session-storage';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('session storage keys', () => {
  it('are namespaced per user', () => {
    expect(lastSeenSessionKey('u1')).toBe('rehearse:lastSeenSession:u1');
    expect(lastExpandedSessionKey('u1')).toBe('rehearse:lastExpandedSession:u1');
  });
});

describe('clearUserSessionStorage', () => {
  it("removes only that user's keys", () => {
    const storage = memoryStorage();
    writeStoredValue(lastSeenSessionKey('u1'), 's1', storage);
    writeStoredValue(lastExpandedSessionKey('u1'), 's2', storage);
    writeStoredValue(lastSeenSessionKey('u2'), 's3', storage);
    clearUserSessionStorage('u1', storage);
    expect([...storage.entries.keys()]).toEqual([lastSeenSessionKey('u2')]);
  });

  it('survives storage that throws or is missing', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => clearUserSessionStorage('u1', throwing)).not.toThrow();
    expect(() => writeStoredValue('k', 'v', throwing)).not.toThrow();
    expect(readStoredValue('k', throwing)).toBeNull();
    expect(readStoredValue('k', undefined)).toBeNull();
  });
});
