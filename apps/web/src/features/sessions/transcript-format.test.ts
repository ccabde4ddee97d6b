import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '@rehearse/domain';
import { currentRowIndex, toTranscriptRows } from './transcript-format';

function entry(overrides: Partial<TranscriptEntry>): TranscriptEntry {
  return { role: 'user', text: 'Hello', startMs: 0, endMs: 1000, ...overrides };
}

describe('toTranscriptRows', () => {
  it('labels the speakers and stamps each turn with its time into the call', () => {
    const rows = toTranscriptRows([
      entry({ role: 'assistant', text: "Hello, who's calling?", startMs: 400 }),
      entry({ role: 'user', text: 'Hi, this is Sam from Quotaflow.', startMs: 65_200 }),
    ]);
    expect(rows.map(({ speaker, time, text }) => ({ speaker, time, text }))).toEqual([
      { speaker: 'Buyer', time: '0:00', text: "Hello, who's calling?" },
      { speaker: 'You', time: '1:05', text: 'Hi, this is Sam from Quotaflow.' },
    ]);
  });

  it('orders the turns by start time and drops empty ones', () => {
    const rows = toTranscriptRows([
      entry({ text: 'second', startMs: 5000 }),
      entry({ text: '   ', startMs: 1000 }),
      entry({ text: 'first', startMs: 2000 }),
    ]);
    expect(rows.map((row) => row.text)).toEqual(['first', 'second']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it('marks a buyer turn cut short by the caller', () => {
    const [row] = toTranscriptRows([entry({ role: 'assistant', text: 'Well, the thing is', interrupted: true })]);
    expect(row?.interrupted).toBe(true);
  });

  it('is empty for a missing transcript', () => {
    expect(toTranscriptRows(null)).toEqual([]);
    expect(toTranscriptRows(undefined)).toEqual([]);
    expect(toTranscriptRows([])).toEqual([]);
  });
});

describe('currentRowIndex', () => {
  it('is the last line started by the position, keeping it through the pause after it', () => {
    const rows = toTranscriptRows([entry({ startMs: 1000 }), entry({ startMs: 4000 }), entry({ startMs: 9000 })]);
    expect([0.5, 1, 3.9, 4, 8.9, 60].map((seconds) => currentRowIndex(rows, seconds))).toEqual([-1, 0, 0, 1, 1, 2]);
  });
});
