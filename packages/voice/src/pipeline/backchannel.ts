/**
 * Whether what the caller said while the buyer talked was a backchannel ("mm-hm", "yeah", "got
 * it"): a listener's sign of attention, not a bid for the turn. The buyer pauses the moment caller
 * speech is detected (a real interruption must stop it within 200 ms, before any word is known),
 * then carries on if it was one. Also true for a short sound with no words (a cough, a noise the
 * detector took for speech). Pure: words and length in, a verdict out.
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

export function isBackchannel(text: string, speechMs: number): boolean {
  if (speechMs > BACKCHANNEL_MAX_MS) return false;
  const words = text.toLowerCase().match(/[a-z'-]+/g) ?? [];
  if (words.length <= 2 && words.every((word) => BACKCHANNEL_WORDS.has(word))) return true;
  return speechMs <= SURELY_BACKCHANNEL_MS && !words.some((word) => BID_WORDS.has(word));
}
