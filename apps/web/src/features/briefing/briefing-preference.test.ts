import { describe, expect, it } from 'vitest';
import { readSkipBriefing, writeSkipBriefing } from './briefing-preference';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the briefing preference', () => {
  it('is remembered per user and can be undone', () => {
    const storage = memoryStorage();
    expect(readSkipBriefing('u1', storage)).toBe(false);
    writeSkipBriefing('u1', true, storage);
    expect(readSkipBriefing('u1', storage)).toBe(true);
    expect(readSkipBriefing('u2', storage)).toBe(false);
    writeSkipBriefing('u1', false, storage);
    expect(readSkipBriefing('u1', storage)).toBe(false);
  });

  it('shows the briefing when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readSkipBriefing('u1', broken)).toBe(false);
    expect(() => writeSkipBriefing('u1', true, broken)).not.toThrow();
  });
});
