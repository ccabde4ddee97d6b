// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the wink packages ship no types; the server and web compile this file without the package tsconfig
/// <reference path="./wink.d.ts" />
import { readFileSync } from 'node:fs';
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { rememberedByText } from './remembered';
import { isCommonWord } from './word-information';
import { normalise, stem, wordsOf } from './words';

/**
 * Speech acts and tone of a salesperson's words, by two naive-Bayes classifiers (winkjs) trained
 * on a labelled corpus kept in this package (`data/speech-acts.train.jsonl`), at first use. The
 * features are stemmed words, word pairs, and a few shapes a sentence's start gives away (a
 * question word, an auxiliary before "you"), so the recogniser's unpunctuated text reads as well as
 * typed text.
 */

export const SPEECH_ACTS = [
  'greeting',
  'agenda',
  'small-talk',
  'open-question',
  'closed-question',
  'pitch',
  'offer',
  'value',
  'next-step',
  'commitment-ask',
  'objection-answer',
  'acknowledge',
  'statement',
  'thanks',
  'goodbye',
  'repair',
  'presence-check',
  'backchannel',
] as const;
export type SpeechAct = (typeof SPEECH_ACTS)[number];

export const TONES = ['neutral', 'polite', 'pushy', 'rude'] as const;
export type Tone = (typeof TONES)[number];

export interface LabelledUtterance {
  text: string;
  act: SpeechAct;
  tone: Tone;
  /** Teaches the tone alone: ordinary business lines that keep polite talk from reading as rude, whatever their act. */
  toneOnly?: boolean;
}

const QUESTION_WORD = /^(what|how|why|when|where|who|which|whats|hows)$/;
const AUXILIARY = /^(do|does|did|are|is|was|were|can|could|would|will|have|has|should|may|might|shall)$/;

/** The classifier's view of a segment: stems, stem pairs and the shape of its start. */
export function featuresOf(text: string): string[] {
  const words = wordsOf(text);
  const stems = words.map((word) => (/^\d/.test(word) ? '#num' : word.startsWith('$') ? '#money' : stem(word)));
  const features = [...stems];
  for (let index = 0; index + 1 < stems.length; index += 1) features.push(`${stems[index]}_${stems[index + 1]}`);
  const [first = '', second = ''] = words;
  if (QUESTION_WORD.test(first)) features.push('#starts-wh', `#starts-${first}`);
  if (AUXILIARY.test(first) && /^(you|we|i|your|they|it|that|there)$/.test(second)) features.push('#starts-aux-subject');
  if (/\?\s*$/.test(text)) features.push('#question-mark');
  if (words.length <= 3) features.push('#short');
  if (words.length >= 20) features.push('#long');
  if (/[$€£]\s?\d|\b\d+\s?(k|thousand|million)\b|\b(dollars|euros|pounds)\b/i.test(text)) features.push('#money');
  if (/%|\bpercent\b/i.test(text)) features.push('#percent');
  return features;
}

/**
 * The tone classifier's view: the same, with words rare in everyday speech ("dashboards",
 * "invoices", product names) read as one token. What a line is about says nothing of how it is
 * said, and a rare word met once in a rude training line would otherwise make any line holding it
 * rude. Insults stay themselves: subtitles are full of them.
 */
export function toneFeaturesOf(text: string): string[] {
  return featuresOf(
    wordsOf(text)
      .map((word) => (/^[a-z]{4,}$/.test(word) && !isCommonWord(word, RARE_BELOW) ? 'xrare' : word))
      .join(' ') + (/\?\s*$/.test(text) ? '?' : ''),
  );
}

/** Words said fewer times than this in the subtitles count as rare for tone. */
const RARE_BELOW = 30;

/**
 * wink prepares the input again for every label it weighs (18 acts: 18 times the same stems and
 * pairs per segment); the features of the text last asked for are kept. wink only reads them.
 */
function lastRemembered(features: (text: string) => string[]): (text: string) => string[] {
  let last: { text: string; features: string[] } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, features: features(text) };
    return last.features;
  };
}

function trainedClassifier(
  examples: readonly LabelledUtterance[],
  labelOf: (example: LabelledUtterance) => string,
  features: (text: string) => string[] = featuresOf,
) {
  const classifier = naiveBayesTextClassifier();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  classifier.definePrepTasks([lastRemembered(features)]);
  for (const example of examples) classifier.learn(example.text, labelOf(example));
  classifier.consolidate();
  return classifier;
}

export function readLabelledUtterances(path: URL): LabelledUtterance[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledUtterance);
}

/** Log-odds by which 'rude' or 'pushy' must beat the next tone to be believed. */
const TONE_MARGIN = 1;
/** Log-odds by which 'rude' must beat the next tone for the buyer to hang up on it. */
const SURE_RUDE_MARGIN = 2.5;
/** Fewer words than this are never surely rude on the classifier's word alone. */
const SURE_MIN_WORDS = 4;
/** Log-odds by which the ordinary classifier's 'neutral' overrules the balanced one's 'rude'. */
const NEUTRAL_MARGIN = 2;

/** Each label as often as the commonest, so the rarer tones (rude, pushy) are not drowned by the prior. */
function balanced(examples: readonly LabelledUtterance[], labelOf: (example: LabelledUtterance) => string): LabelledUtterance[] {
  const byLabel = new Map<string, LabelledUtterance[]>();
  for (const example of examples) byLabel.set(labelOf(example), [...(byLabel.get(labelOf(example)) ?? []), example]);
  const most = Math.max(...[...byLabel.values()].map((group) => group.length));
  return [...byLabel.values()].flatMap((group) => Array.from({ length: most }, (_, index) => group[index % group.length]!));
}

export interface SpeechActClassifier {
  /** The likeliest act, how sure (0-1, against the runner-up), and the runner-up itself. */
  act(text: string): { act: SpeechAct; confidence: number; runnerUp?: SpeechAct };
  /** `sure`: the ordinary classifier agrees on a clear margin (a rude reading found only by the balanced one is not sure). */
  tone(text: string): { tone: Tone; sure: boolean };
}

export function trainSpeechActClassifier(examples: readonly LabelledUtterance[]): SpeechActClassifier {
  const acts = trainedClassifier(
    examples.filter((example) => !example.toneOnly),
    (example) => example.act,
  );
  const tones = trainedClassifier(examples, (example) => example.tone, toneFeaturesOf);
  const balancedTones = trainedClassifier(
    balanced(examples, (example) => example.tone),
    (example) => example.tone,
    toneFeaturesOf,
  );
  // A segment's reading depends on its words alone; a turn prepared in a pause is read again when the caller goes on.
  return {
    act: rememberedByText((text): ReturnType<SpeechActClassifier['act']> => {
      if (normalise(text) === '') return { act: 'backchannel', confidence: 0 };
      const odds = acts.computeOdds(text);
      const [best, second] = odds;
      const confidence = best && second ? 1 - 1 / (1 + Math.exp(best[1] - second[1])) : 1;
      return { act: (best?.[0] ?? 'statement') as SpeechAct, confidence, ...(second ? { runnerUp: second[0] as SpeechAct } : {}) };
    }),
    tone: rememberedByText((text): ReturnType<SpeechActClassifier['tone']> => {
      if (normalise(text) === '') return { tone: 'neutral', sure: true };
      const [best, second] = tones.computeOdds(text);
      if (!best) return { tone: 'neutral', sure: false };
      const clear = !second || best[1] - second[1] >= TONE_MARGIN;
      const balancedSaysRude = balancedTones.predict(text) === 'rude';
      // Sure only when both classifiers read it as rude, the ordinary one by a wide margin.
      // A few words give too little to be sure of ("Most people don't,"): short insults are cuss's to find.
      if (
        best[0] === 'rude' &&
        balancedSaysRude &&
        (!second || best[1] - second[1] >= SURE_RUDE_MARGIN) &&
        wordsOf(text).length >= SURE_MIN_WORDS
      )
        return { tone: 'rude', sure: true };
      // Rudeness is rare in the corpus, so a classifier trained on balanced tones finds more of it;
      // it is believed (as unsure) unless the ordinary one is sure the line is neutral.
      const surelyNeutral = best[0] === 'neutral' && (!second || best[1] - second[1] > NEUTRAL_MARGIN);
      if ((balancedSaysRude || best[0] === 'rude') && !surelyNeutral) return { tone: 'rude', sure: false };
      // A rude or pushy reading on a thin margin gives way to the milder one.
      return { tone: ((best[0] === 'rude' || best[0] === 'pushy') && !clear ? second![0] : best[0]) as Tone, sure: clear };
    }),
  };
}

let shared: SpeechActClassifier | undefined;

/** The classifier trained on the package's corpus, at first use (a few milliseconds). */
export function speechActClassifier(): SpeechActClassifier {
  shared ??= trainSpeechActClassifier(readLabelledUtterances(new URL('../data/speech-acts.train.jsonl', import.meta.url)));
  return shared;
}
