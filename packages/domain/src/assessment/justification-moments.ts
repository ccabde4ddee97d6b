import type { TranscriptEntry } from '../calls/transcript';
import type { EvidenceQuote } from './assessment.types';

/**
 * A justification cut into its plain text and its quotes of the salesperson, each quote with the
 * second of the call it was said at, so the details can play that moment. The time comes from the
 * '(m:ss)' the offline coach writes after a quote, else from the category's evidence, else from the
 * salesperson turn of the transcript that holds the quoted words (a language model's quotes).
 */
export type JustificationPart = { kind: 'text'; text: string } | { kind: 'quote'; text: string; atSeconds: number };

const QUOTE = /["“]([^"”]+)["”](\s*\((\d{1,3}):([0-5]\d)\))?/g;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();

/** The second a quote was said at: the salesperson turn holding its longest fragment (a quote may leave words out with '…'). */
function timeInTranscript(quote: string, transcript: readonly TranscriptEntry[]): number | undefined {
  const fragment = quote
    .split(/…|\.\.\./)
    .map(wordsOf)
    .filter((words) => words.split(' ').length >= 2)
    .sort((a, b) => b.length - a.length)[0];
  if (!fragment) return undefined;
  const turn = transcript.find(
    (entry) => entry.role === 'user' && typeof entry.text === 'string' && ` ${wordsOf(entry.text)} `.includes(` ${fragment} `),
  );
  return turn && Number.isFinite(turn.startMs) ? Math.max(0, turn.startMs / 1000) : undefined;
}

export function justificationMoments(
  justification: string,
  evidence: readonly EvidenceQuote[],
  transcript: readonly TranscriptEntry[] | null | undefined,
): JustificationPart[] {
  const parts: JustificationPart[] = [];
  let from = 0;
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of justification.matchAll(QUOTE)) {
    const [whole, quote, written, minutes, seconds] = match;
    const index = match.index;
    const atSeconds =
      written !== undefined
        ? Number(minutes) * 60 + Number(seconds)
        : (evidence.find((item) => wordsOf(item.quote) === wordsOf(quote!))?.atSeconds ?? timeInTranscript(quote!, transcript ?? []));
    pushText(justification.slice(from, index));
    if (atSeconds === undefined) pushText(whole);
    else parts.push({ kind: 'quote', text: quote!, atSeconds });
    from = index + whole.length;
  }
  pushText(justification.slice(from));
  return parts;
}
