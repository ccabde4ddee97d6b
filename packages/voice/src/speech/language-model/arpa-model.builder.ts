/**
 * Builds a backoff trigram language model in ARPA text format, the format pocketsphinx reads with
 * `-lm`. Pure: sentences in, text out.
 *
 * Smoothing is Witten-Bell: after a history h seen c(h) times with T(h) distinct next words, a seen
 * word gets c(h,w) / (c(h) + T(h)) and the remaining T(h) / (c(h) + T(h)) goes to the shorter
 * history, scaled by a backoff weight so that every conditional distribution sums to one. It needs
 * no count-of-counts statistics, so it stays sound on the small corpora a scenario gives.
 * Unigrams are a linear mix of the corpora and a background word list (common English), so that
 * words outside the scenario can still be recognised.
 */

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
/** ARPA's "impossible": <s> is never predicted, only used as a history. */
const LOG_ZERO = -99;

export interface WeightedSentences {
  sentences: readonly (readonly string[])[];
  /** Each sentence counts this many times (scenario text matters more than the general corpus). */
  weight: number;
}

export interface ArpaModelInput {
  corpora: readonly WeightedSentences[];
  /** Words every model should know, with relative frequencies (need not sum to one). */
  background?: { frequencies: ReadonlyMap<string, number>; share: number };
}

type Counts = Map<string, number>;
const KEY_SEPARATOR = ' ';

export function buildArpaModel(input: ArpaModelInput): string {
  const counts: [Counts, Counts, Counts] = [new Map(), new Map(), new Map()];
  for (const corpus of input.corpora) {
    for (const sentence of corpus.sentences) {
      if (sentence.length === 0) continue;
      const tokens = [SENTENCE_START, ...sentence, SENTENCE_END];
      for (let order = 1; order <= 3; order++) {
        for (let end = order; end <= tokens.length; end++) {
          const gram = tokens.slice(end - order, end);
          if (order === 1 && gram[0] === SENTENCE_START) continue;
          add(counts[order - 1]!, gram.join(KEY_SEPARATOR), corpus.weight);
        }
      }
    }
  }

  const unigram = unigramProbabilities(counts[0], input.background);
  const bigram = conditionalProbabilities(counts[1]);
  const trigram = conditionalProbabilities(counts[2]);
  const lowerOf = (gram: string) => gram.slice(gram.indexOf(KEY_SEPARATOR) + 1);

  // Backoff weight of a history: its left-over mass over what the shorter history gives the
  // words not seen after it.
  const unigramBackoff = backoffWeights(bigram, (gram) => unigram.get(lowerOf(gram)) ?? 0);
  const bigramBackoff = backoffWeights(trigram, (gram) => bigram.probabilities.get(lowerOf(gram)) ?? 0);

  const lines = [
    '\\data\\',
    `ngram 1=${unigram.size + 1}`,
    `ngram 2=${bigram.probabilities.size}`,
    `ngram 3=${trigram.probabilities.size}`,
    '',
  ];
  lines.push('\\1-grams:');
  lines.push(arpaLine(LOG_ZERO, SENTENCE_START, unigramBackoff.get(SENTENCE_START) ?? 1));
  for (const [word, probability] of sortedEntries(unigram)) {
    lines.push(arpaLine(Math.log10(probability), word, unigramBackoff.get(word) ?? 1));
  }
  lines.push('', '\\2-grams:');
  for (const [gram, probability] of sortedEntries(bigram.probabilities)) {
    lines.push(arpaLine(Math.log10(probability), gram, bigramBackoff.get(gram)));
  }
  lines.push('', '\\3-grams:');
  for (const [gram, probability] of sortedEntries(trigram.probabilities)) lines.push(arpaLine(Math.log10(probability), gram));
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

function add(counts: Counts, key: string, amount: number): void {
  counts.set(key, (counts.get(key) ?? 0) + amount);
}

function unigramProbabilities(counts: Counts, background: ArpaModelInput['background']): Map<string, number> {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const backgroundTotal = background ? [...background.frequencies.values()].reduce((sum, value) => sum + value, 0) : 0;
  const share = background && backgroundTotal > 0 ? Math.min(Math.max(background.share, 0), 1) : 0;
  const probabilities = new Map<string, number>();
  for (const [word, count] of counts) probabilities.set(word, (1 - share) * (count / total));
  if (share > 0 && background) {
    for (const [word, frequency] of background.frequencies) {
      if (word === SENTENCE_START || frequency <= 0) continue;
      probabilities.set(word, (probabilities.get(word) ?? 0) + share * (frequency / backgroundTotal));
    }
  }
  return probabilities;
}

interface Conditional {
  probabilities: Map<string, number>;
  /** Per history: the mass left for unseen words (Witten-Bell). */
  leftOver: Map<string, number>;
}

function conditionalProbabilities(counts: Counts): Conditional {
  const historyTotals = new Map<string, { count: number; distinct: number }>();
  for (const [gram, count] of counts) {
    const history = gram.slice(0, gram.lastIndexOf(KEY_SEPARATOR));
    const totals = historyTotals.get(history) ?? { count: 0, distinct: 0 };
    totals.count += count;
    totals.distinct += 1;
    historyTotals.set(history, totals);
  }
  const probabilities = new Map<string, number>();
  for (const [gram, count] of counts) {
    const totals = historyTotals.get(gram.slice(0, gram.lastIndexOf(KEY_SEPARATOR)))!;
    probabilities.set(gram, count / (totals.count + totals.distinct));
  }
  const leftOver = new Map<string, number>();
  for (const [history, totals] of historyTotals) leftOver.set(history, totals.distinct / (totals.count + totals.distinct));
  return { probabilities, leftOver };
}

function backoffWeights(higher: Conditional, lowerProbability: (gram: string) => number): Map<string, number> {
  const seenLowerMass = new Map<string, number>();
  for (const gram of higher.probabilities.keys()) {
    const history = gram.slice(0, gram.lastIndexOf(KEY_SEPARATOR));
    seenLowerMass.set(history, (seenLowerMass.get(history) ?? 0) + lowerProbability(gram));
  }
  const weights = new Map<string, number>();
  for (const [history, leftOver] of higher.leftOver) {
    // Guard against rounding when the seen words already hold (almost) all the lower mass.
    const unseenLowerMass = Math.max(1 - (seenLowerMass.get(history) ?? 0), 1e-6);
    weights.set(history, leftOver / unseenLowerMass);
  }
  return weights;
}

function sortedEntries(map: Map<string, number>): [string, number][] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function arpaLine(logProbability: number, gram: string, backoff?: number): string {
  const probabilityText = Math.min(logProbability, 0).toFixed(6);
  return backoff === undefined ? `${probabilityText}\t${gram}` : `${probabilityText}\t${gram}\t${Math.log10(backoff).toFixed(6)}`;
}
