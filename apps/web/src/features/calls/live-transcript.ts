/**
 * The live transcript shown during a call, built from the server's transcript messages. Each side
 * has at most one line in progress (its partial text, replaced as recognition or speech goes on);
 * a final message settles that line. Consecutive final lines of one side merge into one, so a
 * turn spoken in several pieces reads as one.
 */
export type TranscriptRole = 'user' | 'assistant';

export interface TranscriptLine {
  /** Stable for the line's life, for React keys. */
  id: number;
  role: TranscriptRole;
  text: string;
  /** False while the line is still a partial. */
  final: boolean;
}

export interface LiveTranscript {
  lines: readonly TranscriptLine[];
  nextId: number;
}

export interface TranscriptUpdate {
  role: TranscriptRole;
  transcriptType: 'partial' | 'final';
  transcript: string;
}

export const EMPTY_TRANSCRIPT: LiveTranscript = { lines: [], nextId: 1 };

/** Older lines are dropped beyond this: the panel shows the latest ones, the server keeps them all. */
export const MAX_TRANSCRIPT_LINES = 200;

export function mergeTranscript(transcript: LiveTranscript, update: TranscriptUpdate): LiveTranscript {
  const text = update.transcript.trim();
  const pendingIndex = transcript.lines.findIndex((line) => line.role === update.role && !line.final);
  const lines = [...transcript.lines];
  let { nextId } = transcript;

  if (update.transcriptType === 'partial') {
    if (pendingIndex >= 0) {
      if (!text) lines.splice(pendingIndex, 1);
      else lines[pendingIndex] = { ...lines[pendingIndex]!, text };
    } else {
      if (!text) return transcript;
      lines.push({ id: nextId++, role: update.role, text, final: false });
    }
    return { lines: capLines(lines), nextId };
  }

  const pending = pendingIndex >= 0 ? lines.splice(pendingIndex, 1)[0] : undefined;
  if (!text) return pending ? { lines, nextId } : transcript;

  // The settled text takes the place of its partial, or joins the side's previous line when that
  // line is the last one settled and nothing from the other side came between.
  const insertAt = pendingIndex >= 0 ? pendingIndex : lines.length;
  const previous = lines[insertAt - 1];
  if (previous && previous.final && previous.role === update.role) {
    lines[insertAt - 1] = { ...previous, text: `${previous.text} ${text}` };
  } else {
    lines.splice(insertAt, 0, { id: pending?.id ?? nextId++, role: update.role, text, final: true });
  }
  return { lines: capLines(lines), nextId };
}

function capLines(lines: TranscriptLine[]): TranscriptLine[] {
  return lines.length > MAX_TRANSCRIPT_LINES ? lines.slice(lines.length - MAX_TRANSCRIPT_LINES) : lines;
}
