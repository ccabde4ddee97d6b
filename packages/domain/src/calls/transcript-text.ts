import type { TranscriptEntry } from './transcript';

/** m:ss (or h:mm:ss) of a time into the call. */
function clock(ms: number): string {
  const whole = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A call's transcript as a plain-text file: a heading, then one line per turn in spoken order,
 * '[m:ss] You: ...' or '[m:ss] Buyer: ...', a buyer cut short marked '(interrupted)'.
 */
export function transcriptAsText(entries: readonly TranscriptEntry[] | null | undefined, heading: string): string {
  const lines = (Array.isArray(entries) ? entries : [])
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => typeof entry.text === 'string' && entry.text.trim() !== '')
    .sort((a, b) => (a.entry.startMs || 0) - (b.entry.startMs || 0) || a.index - b.index)
    .map(
      ({ entry }) =>
        `[${clock(entry.startMs || 0)}] ${entry.role === 'assistant' ? 'Buyer' : 'You'}: ${entry.text.trim().replace(/\s+/g, ' ')}${entry.interrupted ? ' (interrupted)' : ''}`,
    );
  return `${heading}\n\n${lines.length > 0 ? lines.join('\n') : 'No transcript available for this call'}\n`;
}
