import { DOUBTFUL_WORD_CONFIDENCE } from '../speech/end-of-turn';
import { soundsHummed } from '../speech/short-speech-sound';
import type { ShortSpeechSound } from '../speech/short-speech-sound';
import type { RecognisedWord } from '../speech/speech.ports';

/**
 * Whether what the caller said while the buyer talked was a backchannel ("mm-hm", "yeah", "got
 * it"): a listener's sign of attention, not a bid for the turn. The buyer pauses the moment caller
 * speech is detected (a real interruption must stop it within 200 ms, before any word is known),
 * then carries on if it was one. Also true for a short sound with no words (a cough, a noise the
 * detector took for speech). Pure: words and length in, a verdict out. How LiveKit and Pipecat
 * decide the same (a minimum speech length, a minimum word count before the agent is interrupted,
 * the agent's audio paused meanwhile): decision 66.
 */

/** The longest a backchannel lasts, as the endpointer counts speech: longer is an interruption whatever the words. */
export const BACKCHANNEL_MAX_MS = 900;

/**
 * Words of backchannels, and what the recogniser makes of them ("mm-hm" often comes out as "hmm",
 * "i'm" or "uh huh"). Two of them at most: "yeah right", "okay sure", "got it".
 */
const BACKCHANNEL_WORDS = new Set([
  'mm',
  'hm',
  'hmm',
  'mhm',
  'mmhm',
  'mm-hm',
  'uh-huh',
  'uh',
  'huh',
  'um',
  'ah',
  'oh',
  "i'm",
  'yeah',
  'yes',
  'yep',
  'yup',
  'ya',
  'right',
  'okay',
  'ok',
  'sure',
  'got',
  'it',
  'i',
  'see',
  'exactly',
  'true',
  'cool',
  'alright',
  'great',
  'good',
  'fine',
  'nice',
  'wow',
  'indeed',
  'totally',
]);

/** Words that bid for the turn however short the speech ("wait", "sorry", "no"). */
const BID_WORDS = new Set(['wait', 'stop', 'sorry', 'but', 'no', 'hold', 'hang', 'excuse', 'what', 'why', 'how', 'actually', 'question']);

/**
 * Speech this short is a backchannel whatever the recogniser made of it, unless a word of it bids
 * for the turn: pocketsphinx hears "mm-hm" as "them am", "uh-huh" as "the out", and sometimes as
 * five words ("in a make it um"). However many words it reports, 600 ms holds two or three as
 * people speak (3-5 words a second); more are its guesses at a murmur, not a sentence.
 */
export const SURELY_BACKCHANNEL_MS = 600;

/**
 * `recognised`: the words as the recogniser reported them, with its confidence in each where it
 * gives one. A word it doubted (below `DOUBTFUL_WORD_CONFIDENCE`, the end-of-turn rule's reading of
 * a filler) is its guess at a murmur, and bids for nothing: "uh-huh" heard "but uh" at 0.07 is no
 * "but"; a "wait" it heard at 0.14 still is. `sound`: how the speech sounded (its first frames); a
 * hum ("mm-hm" with the mouth closed) is a backchannel whatever words the recogniser made of it
 * (pocketsphinx hears a murmur as four or five), unless one of them bids for the turn (decision 73).
 */
export function isBackchannel(
  text: string,
  speechMs: number,
  recognised: readonly RecognisedWord[] = [],
  sound?: ShortSpeechSound,
): boolean {
  if (speechMs > BACKCHANNEL_MAX_MS) return false;
  const words = text.toLowerCase().match(/[a-z'-]+/g) ?? [];
  if (words.length <= 2 && words.every((word) => BACKCHANNEL_WORDS.has(word))) return true;
  const doubted = (word: string) =>
    recognised.some((heard) => heard.word.toLowerCase() === word && (heard.confidence ?? 1) < DOUBTFUL_WORD_CONFIDENCE) &&
    !recognised.some((heard) => heard.word.toLowerCase() === word && (heard.confidence ?? 1) >= DOUBTFUL_WORD_CONFIDENCE);
  const bids = words.some((word) => BID_WORDS.has(word) && !doubted(word));
  if (sound && soundsHummed(sound)) return !bids;
  return speechMs <= SURELY_BACKCHANNEL_MS && !bids;
}
