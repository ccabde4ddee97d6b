import type { TranscriptEntry } from '@rehearse/domain';
import { formatClock } from './time-format';

/** One line of the call-details transcript: who spoke, when (m:ss into the call) and what. */
export interface TranscriptRow {
  key: string;
  role: TranscriptEntry['role'];
  speaker: 'You' | 'Buyer';
  time: string;
  /** Seconds into the call (and its recording) the turn started at. */
  startSeconds: number;
  text: string;
  /** The buyer was cut short: the text holds only the words the caller heard. */
  interrupted: boolean;
}

/** The stored transcript as rows in spoken order, without empty turns. */
export function toTranscriptRows(entries: readonly TranscriptEntry[] | null | undefined): TranscriptRow[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => typeof entry.text === 'string' && entry.text.trim() !== '')
    .sort((a, b) => startOf(a.entry) - startOf(b.entry) || a.index - b.index)
    .map(({ entry, index }) => ({
      key: `${index}-${startOf(entry)}`,
      role: entry.role,
      speaker: entry.role === 'assistant' ? 'Buyer' : 'You',
      time: formatClock(startOf(entry) / 1000),
      startSeconds: Math.max(0, startOf(entry) / 1000),
      text: entry.text.trim(),
      interrupted: entry.interrupted === true,
    }));
}

function startOf(entry: TranscriptEntry): number {
  return Number.isFinite(entry.startMs) ? entry.startMs : 0;
}

/**
 * The row being spoken at `seconds` into the recording: the last row started by then (a pause
 * keeps the line just spoken); -1 before the first.
 */
export function currentRowIndex(rows: readonly Pick<TranscriptRow, 'startSeconds'>[], seconds: number): number {
  let current = -1;
  rows.forEach((row, index) => {
    if (row.startSeconds <= seconds) current = index;
  });
  return current;
}
