import type { TranscriptEntry } from '@rehearse/domain';
import { formatClock } from './time-format';

/** One line of the call-details transcript: who spoke, when (m:ss into the call) and what. */
export interface TranscriptRow {
  key: string;
  role: TranscriptEntry['role'];
  speaker: 'You' | 'Buyer';
  time: string;
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
      text: entry.text.trim(),
      interrupted: entry.interrupted === true,
    }));
}

function startOf(entry: TranscriptEntry): number {
  return Number.isFinite(entry.startMs) ? entry.startMs : 0;
}
