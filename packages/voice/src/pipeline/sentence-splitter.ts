import { allMatches } from '@rehearse/domain';
/**
 * Cuts a reply streamed as text deltas (cut anywhere, even inside words) into pieces to synthesise
 * one by one: sentences, and optionally the first clause of the reply on its own so that the first
 * audio starts sooner with a text-to-speech engine that cannot stream.
 */
export interface SentenceSplitterOptions {
  /** Emit the reply's first clause early ("Well, I am not sure about that, ..."). */
  firstClauseEarly?: boolean;
  /** A first clause shorter than this waits for the rest of its sentence (a lone "Well," sounds odd). */
  minClauseWords?: number;
  /** A piece longer than this is cut at a clause or word boundary, so latency stays bounded. */
  maxChars?: number;
}

const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'inc', 'ltd', 'jr', 'sr', 'approx']);
// Punctuation only counts once the next character is known to be whitespace: "3." may become "3.5".
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s)|\n/g;
const CLAUSE_END = /[,;:](?=\s)|\s[—–-](?=\s)/g;

export class SentenceSplitter {
  private buffer = '';
  private emitted = 0;
  private readonly firstClauseEarly: boolean;
  private readonly minClauseWords: number;
  private readonly maxChars: number;

  constructor(options: SentenceSplitterOptions = {}) {
    this.firstClauseEarly = options.firstClauseEarly ?? false;
    this.minClauseWords = options.minClauseWords ?? 4;
    this.maxChars = options.maxChars ?? 180;
  }

  push(delta: string): string[] {
    this.buffer += delta;
    const pieces: string[] = [];
    for (let cut = this.nextCut(); cut !== undefined; cut = this.nextCut()) this.take(cut, pieces);
    return pieces;
  }

  /** The rest of the text, at the end of the reply. */
  flush(): string[] {
    const pieces: string[] = [];
    this.take(this.buffer.length, pieces);
    return pieces;
  }

  private take(cut: number, pieces: string[]): void {
    const piece = tidy(this.buffer.slice(0, cut));
    this.buffer = this.buffer.slice(cut);
    // Text without a letter or digit ("...", "—") has nothing to say.
    if (!/[\p{L}\p{N}]/u.test(piece)) return;
    pieces.push(piece);
    this.emitted++;
  }

  private nextCut(): number | undefined {
    return this.sentenceCut() ?? this.firstClauseCut() ?? this.lengthCut();
  }

  private sentenceCut(): number | undefined {
    for (const match of allMatches(SENTENCE_END, this.buffer)) {
      const end = match.index + match[0].length;
      if (match[0] === '\n' || !endsWithAbbreviation(this.buffer.slice(0, match.index + 1))) return end;
    }
    return undefined;
  }

  private firstClauseCut(): number | undefined {
    if (!this.firstClauseEarly || this.emitted > 0) return undefined;
    for (const match of allMatches(CLAUSE_END, this.buffer)) {
      const end = match.index + match[0].length;
      if (countWords(this.buffer.slice(0, end)) >= this.minClauseWords) return end;
    }
    return undefined;
  }

  private lengthCut(): number | undefined {
    if (this.buffer.length <= this.maxChars) return undefined;
    const head = this.buffer.slice(0, this.maxChars);
    const clauses = allMatches(CLAUSE_END, head);
    const lastClause = clauses.at(-1);
    if (lastClause) return lastClause.index + lastClause[0].length;
    const lastSpace = head.lastIndexOf(' ');
    return lastSpace > 0 ? lastSpace : this.maxChars;
  }
}

function endsWithAbbreviation(textWithDot: string): boolean {
  const word = /([\p{L}.]+)\.$/u.exec(textWithDot)?.[1]?.toLowerCase();
  if (!word) return false;
  // A single letter is an initial ("J. Smith") unless it is the pronoun "I".
  return ABBREVIATIONS.has(word) || (word.length === 1 && word !== 'i');
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
