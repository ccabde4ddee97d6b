import { transcriptAsText } from '@rehearse/domain';
import type { CoachingSession } from '@rehearse/domain';

/** 'rehearse-call-2026-03-02-0915.txt': the call's start (UTC) in a name that sorts by date. */
export function downloadFileName(createdAt: string, extension: 'txt' | 'ogg'): string {
  const date = new Date(createdAt);
  const stamp = Number.isNaN(date.getTime()) ? 'unknown-date' : date.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `rehearse-call-${stamp}.${extension}`;
}

/** Saves the call's transcript as a text file (built in the browser from the loaded session). */
export function saveTranscript(session: Pick<CoachingSession, 'created_at' | 'transcript' | 'scenario'>, heading: string): void {
  const blob = new Blob([transcriptAsText(session.transcript, `${heading} · ${session.scenario.title}`)], {
    type: 'text/plain;charset=utf-8',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadFileName(session.created_at, 'txt');
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a later tick frees it.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
