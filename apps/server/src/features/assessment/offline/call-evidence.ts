import { countSpokenWords, findQuestions, type ConversationMetric, type MetricKey, type RubricStage, type SpokenQuestion, type TranscriptEntry } from '@rehearse/domain';
import { HEARD, matches, SAID } from './sales-language';

/** One turn of the call, in time order, with what the offline assessor reads from it. */
export interface SpokenTurn {
  /** Position in the call (both sides). */
  position: number;
  role: TranscriptEntry['role'];
  text: string;
  words: number;
  questions: SpokenQuestion[];
}

/** A buyer turn that pushed back, with the salesperson's reply and the buyer's next turn (unanswered ones are left out). */
export interface Concern {
  raised: SpokenTurn;
  brushOff: boolean;
  reply: SpokenTurn;
  reaction: SpokenTurn | undefined;
  /** The buyer accepted the reply and moved on (not repeating it, not pushing back). */
  resolved: boolean;
}

export interface CallEvidence {
  stage: RubricStage;
  turns: SpokenTurn[];
  /** The salesperson's turns. */
  sales: SpokenTurn[];
  concerns: Concern[];
  /** The buyer's agreement to a next step, and the salesperson turn it answered. */
  agreement: { agreed: SpokenTurn; ask: SpokenTurn | undefined } | undefined;
  /** Buyer turns that pushed back on the salesperson's manner, with the salesperson turn they answered. */
  pushback: { buyer: SpokenTurn; cause: SpokenTurn | undefined; kind: 'pressure' | 'overload' | 'unheard' | 'disinterest' }[];
  metrics: ReadonlyMap<MetricKey, ConversationMetric>;
  /** Word stems the buyer said before each salesperson turn (by position), to see whether the salesperson used them. */
  buyerStemsBefore: ReadonlyMap<number, ReadonlySet<string>>;
}

const STOPWORDS = new Set(
  'about above after again against because before being below between could doing during every first further going having hello maybe other really right should since sounds still thanks their there these thing things think those through under until where which while would yours yeah great thank honestly actually sure'.split(' '),
);

/** Crude stems of the content words: 'reconciling' and 'reconciliation' share 'recon'. */
export function stemsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => word.length >= 5 && !STOPWORDS.has(word)).map((word) => word.slice(0, 5)));
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.?!])\s+/)[0] ?? text;
}

function pushbackKind(text: string): CallEvidence['pushback'][number]['kind'] | undefined {
  for (const kind of ['pressure', 'overload', 'unheard', 'disinterest'] as const) if (matches(HEARD[kind], text)) return kind;
  return undefined;
}

function accepted(reaction: SpokenTurn | undefined): boolean {
  if (!reaction) return false;
  return matches(HEARD.accept, firstSentence(reaction.text)) && !matches(HEARD.reminder, reaction.text) && pushbackKind(reaction.text) === undefined;
}

/** Reads a transcript for the offline assessor. */
export function gatherEvidence(transcript: readonly TranscriptEntry[], stage: RubricStage, metrics: readonly ConversationMetric[]): CallEvidence {
  const turns: SpokenTurn[] = [...transcript]
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.startMs - b.entry.startMs || a.order - b.order)
    .filter(({ entry }) => entry.text.trim() !== '')
    .map(({ entry }, position) => ({
      position,
      role: entry.role,
      text: entry.text.trim(),
      words: countSpokenWords(entry.text),
      questions: entry.role === 'user' ? findQuestions(entry.text) : [],
    }));
  const after = (turn: SpokenTurn, role: SpokenTurn['role']) => turns.slice(turn.position + 1).find((next) => next.role === role);
  const before = (turn: SpokenTurn, role: SpokenTurn['role']) => turns.slice(0, turn.position).reverse().find((previous) => previous.role === role);
  const buyer = turns.filter((turn) => turn.role === 'assistant');

  const concerns: Concern[] = buyer
    // The opening 'Hello, who's calling?' is not a concern; a brush-off right after it is.
    .filter((turn) => turn.position > 0 && (matches(HEARD.concern, turn.text) || matches(HEARD.brushOff, turn.text) || pushbackKind(turn.text) !== undefined))
    .flatMap((raised) => {
      const reply = after(raised, 'user');
      // A concern in the buyer's last words (often with the goodbye) had no chance of an answer.
      if (!reply) return [];
      const reaction = after(reply, 'assistant');
      return [{ raised, brushOff: matches(HEARD.brushOff, raised.text), reply, reaction, resolved: accepted(reaction) }];
    });

  const agreedTurn = buyer.find((turn) => matches(HEARD.agree, turn.text) && pushbackKind(turn.text) === undefined);
  const pushback = buyer.flatMap((turn) => {
    const kind = pushbackKind(turn.text);
    return kind ? [{ buyer: turn, cause: before(turn, 'user'), kind }] : [];
  });

  const buyerStemsBefore = new Map<number, Set<string>>();
  const heard = new Set<string>();
  for (const turn of turns) {
    if (turn.role === 'assistant') for (const stem of stemsOf(turn.text)) heard.add(stem);
    else buyerStemsBefore.set(turn.position, new Set(heard));
  }

  return {
    stage,
    turns,
    sales: turns.filter((turn) => turn.role === 'user'),
    concerns,
    agreement: agreedTurn ? { agreed: agreedTurn, ask: before(agreedTurn, 'user') } : undefined,
    pushback,
    metrics: new Map(metrics.map((metric) => [metric.key, metric])),
    buyerStemsBefore,
  };
}

/**
 * Whether a salesperson turn links value to the buyer: it refers to what they said, or uses two or
 * more of their words, and states an outcome or evidence.
 */
export function tiesToBuyer(evidence: CallEvidence, turn: SpokenTurn): boolean {
  const heard = evidence.buyerStemsBefore.get(turn.position) ?? new Set<string>();
  const shared = [...stemsOf(turn.text)].filter((stem) => heard.has(stem));
  const refersToBuyer = matches(SAID.buyerReference, turn.text) || shared.length >= 2;
  return refersToBuyer && (matches(SAID.outcome, turn.text) || matches(SAID.evidence, turn.text));
}
