/**
 * How long a pause must last before the caller's turn counts as over, judged from what is known
 * when they pause: the words heard so far, read as a clause (`clause-reading.ts`, a part-of-speech
 * tagger), and how the last few hundred milliseconds sounded (`prosody.ts`: pitch against the
 * caller's own range, and loudness). Pure: the caller listener applies it at each pause.
 *
 * People pause mid-sentence after "and", "um", "Hi Dana,", a list item, and a listener waits; they
 * end a question or a short answer and a listener answers at once. What the words cannot tell (a
 * statement may be the whole turn or its first half) the pitch may: a fall to the bottom of the
 * caller's range makes a statement likely over (a shorter wait, not the shortest: speakers fall
 * before a comma too), a level or rising end says more is coming, and a rise makes a short answer
 * ("sorry", "hi dana" misheard as "bye data") no longer sure. A lone word the recogniser was
 * unsure of, heard after a pause, is read as the hesitation sound it most likely was ("it takes
 * about, um," heard "that takes about them"). Whatever the evidence, no pause is waited for longer
 * than `unfinishedSilenceMs` (the maximum wait).
 */
import { asksForShortAnswer, type BuyerLastTurn } from './buyer-last-turn';
import { readClause, type ClauseReading } from './clause-reading';
import { hasMainVerb } from './clause-grammar';
import { OBJECT_CASE_PRONOUNS, OBJECT_PRONOUNS } from './clause-words';
import { prosodicEnding, type ProsodicEnding, type Prosody } from './prosody';

export type TurnEnding = 'unfinished' | 'complete' | 'likely' | 'unknown';

export interface EndOfTurnRule {
  /** A question or a short answer. */
  completeSilenceMs: number;
  /**
   * A statement whose pitch fell to its end: probably over, but a speaker's pitch also falls before
   * a comma ("we work with sales teams like yours, ..."), so it waits longer than a question.
   */
  likelySilenceMs: number;
  /** Nothing tells: no words yet, or a statement or fragment that did not clearly fall. */
  unknownSilenceMs: number;
  /** The words cannot end a turn, or a non-question rose at its end; also the longest any pause is waited for. */
  unfinishedSilenceMs: number;
  /**
   * The silences are counted from the caller's last voiced frame (`caller-quiet.ts`), not from the
   * detector's last speech frame, which comes ~80 ms later (fvad's hangover). Before decision 37
   * they were counted from the detector's: 200/600/1000/1500 then waited about what 280/680/1080/1580
   * wait now.
   */
  silencesFromLastVoice?: boolean;
  /**
   * How a statement whose last phrase is closed ("we can do that", "we renewed last march") ends
   * when its end was heard not to rise: 'complete' (decision 61). Decision 57 made it 'likely' (ending
   * these at once cut into 5 more of 124 pauses then); decision 61 found those cut-ins were closed
   * readings whose end no pitch was measured on, or garbles, and gates them (`closedNeedsTone`).
   */
  closedStatementEnding?: Exclude<TurnEnding, 'unfinished'>;
  /**
   * A closed statement whose end has no measured tone (too little voicing: a short garble, an
   * unvoiced last word) waits the likely silence, whatever `closedStatementEnding` says: the words
   * alone are the recogniser's guess, and the sound did not confirm an end (decision 61). Default true.
   */
  closedNeedsTone?: boolean;
  /**
   * A closed statement ends at `closedStatementEnding` only if the loudness of its last 100 ms sits
   * at least this far below the speech's median (in dB, negative: a fading end); otherwise it waits
   * the likely silence. Undefined: loudness not used.
   */
  closedFadeDb?: number;
  /**
   * A short answer counts as said on a rise (and waits, as "Right, ..." or "Hi Dana, ..." before
   * more) only if its end sits at least this far above the caller's usual pitch, in semitones;
   * below it, it ends at once like a level one (decision 80: flite lifts its reactions, "sure",
   * "makes sense", "fair enough", by 1.5-2.4 st and its prefaces by 2.7-6.0). Undefined: any rise
   * (the prosody's 1.5 st) waits.
   */
  shortAnswerRiseSt?: number;
  /**
   * How a short reply at the start of the caller's turn ends when the buyer's last turn asked no
   * yes/no or either-or question (decision 117): nothing short was due, so "Sorry,", "Right,",
   * "Okay," open a longer turn as often as they react. Undefined: as the words and sound say
   * (before decision 117). Only when the dialogue is known (`TurnEvidence.dialogue`).
   */
  unaskedShortReplyEnding?: Exclude<TurnEnding, 'unfinished'>;
  /** The longest reply, in words, that `unaskedShortReplyEnding` applies to. Default `SHORT_REPLY_WORDS`. */
  unaskedReplyMaxWords?: number;
  /**
   * A short reply at the start of the caller's turn after the buyer asked a yes/no or either-or
   * question is the answer, whatever its tone ("Of course." lifted, "Thursday works." heard as a
   * fragment), unless its grammar owes more (decision 117). Default true; only when the dialogue is known.
   */
  answerDueEndsShortReply?: boolean;
  /** Kept for settings written for the words-only rule; the clause reading decides now. */
  minCompleteWords?: number;
}

/**
 * Silences of the caller's real quiet: 200 ms where the turn is plainly over, close to the gaps
 * people leave between turns (it was 200 ms after fvad's ~80 ms hangover, ~280 ms of quiet, before
 * decision 37); the others as long as they were, rounded up. 1600 ms at most, the longest thinking
 * pause we wait through. Measured on the hesitant-speech sets (decisions 21, 31 and 37). Since a
 * statement whose last phrase is closed ends at once (decision 54), a falling statement that could
 * still go on ("we work with sales teams like yours, ...") waits 900 ms, not 700: on the tuning
 * sets the three cut-ins at 700-800 ms pauses went; two whole statements heard right and ending on a
 * noun ("we help sales teams ramp new reps twice as fast") are answered 200 ms later for it.
 */
export const DEFAULT_END_OF_TURN: EndOfTurnRule = {
  completeSilenceMs: 200,
  likelySilenceMs: 900,
  unknownSilenceMs: 1100,
  unfinishedSilenceMs: 1600,
  silencesFromLastVoice: true,
  closedStatementEnding: 'complete',
  closedNeedsTone: true,
  shortAnswerRiseSt: 2.5,
  unaskedShortReplyEnding: 'likely',
  answerDueEndsShortReply: true,
};

/** What the listener knows at a pause. */
export interface TurnEvidence {
  /**
   * The words heard so far. Undefined when the recogniser gives none before the end of an
   * utterance (it neither streams nor sends interim results): then only the sound can tell.
   */
  words: string | undefined;
  /**
   * The words heard since the caller's previous pause (the last of `words`), with the recogniser's
   * confidence in each where it reports one (`RecognisedWord.confidence`).
   */
  latestPiece?: readonly { word: string; confidence?: number }[];
  /** The end of the caller's speech so far, if measured. */
  prosody?: Prosody;
  /** The caller's usual pitch (semitones above 100 Hz) from earlier in the call, if known yet. */
  callerPitchSt?: number;
  /**
   * What the buyer's last turn left the caller to say (`readBuyerTurn`), where the call knows it;
   * `firstUtterance`: these words are the caller's first utterance since (not words after a pause
   * the buyer cut into, nor after a backchannel).
   */
  dialogue?: { buyerLastTurn: BuyerLastTurn; firstUtterance: boolean };
}

export interface TurnEndDecision {
  ending: TurnEnding;
  clause: ClauseReading;
  tone: ProsodicEnding;
  /** The end's pitch against the caller's usual pitch, in semitones (NaN: not measured). */
  finalPitchSt: number;
  /** The loudness of the last 100 ms of speech against the speech's median, in dB (negative: fading; NaN: not measured). */
  finalEnergyDb: number;
  silenceMs: number;
  /** What it was judged on, so that a bench can judge the same pause again under another rule. */
  evidence: TurnEvidence;
}

/**
 * Below this a word heard alone after a pause is taken for a hesitation sound. On the tuning sets
 * such words (a filler heard as "them" or "it", "customer" for "sum up") scored 0.01-0.07, and no
 * complete turn ended on one (a hesitant turn's end did once, and waits longer); single-word answers
 * scored as low as 0.01 ("exactly"), which is why a whole turn of one word is never doubted.
 */
export const DOUBTFUL_WORD_CONFIDENCE = 0.1;
/** At or above this the recogniser found a word more likely than not: a lone pronoun so heard is a word said, not a sound. */
export const HEARD_WORD_CONFIDENCE = 0.5;

export function decideEndOfTurn(evidence: TurnEvidence, rule: EndOfTurnRule = DEFAULT_END_OF_TURN): TurnEndDecision {
  const read = evidence.words === undefined ? 'empty' : readClause(withoutDoubtfulWord(evidence.words, evidence.latestPiece));
  // The word that closes a statement is its evidence: one the recogniser doubted ("way at works us", "us" at 0.01) proves nothing.
  // So for a short answer that is a clause of its own, heard since the pause ("Hi Gareth," heard "i get it", "it" at 0.05;
  // a lone word is judged above; "that's fair" and "fine by me" are answers whatever their last word scored).
  const closingWord = evidence.latestPiece?.at(-1);
  const clauseAnswer = read === 'short-answer' && (evidence.latestPiece?.length ?? 0) > 1 && hasMainVerb(evidence.words ?? '');
  const closedReading = read === 'closed-statement' || clauseAnswer;
  const closedOnDoubt = closedReading && (closingWord?.confidence ?? 1) < DOUBTFUL_WORD_CONFIDENCE;
  const clause = closedOnDoubt ? 'statement' : heardPronounAlone(evidence) ? 'short-answer' : read;
  const usualPitchSt = evidence.callerPitchSt ?? evidence.prosody?.medianPitchSt ?? Number.NaN;
  const tone = evidence.prosody ? prosodicEnding(evidence.prosody, usualPitchSt) : 'unknown';
  const finalPitchSt = evidence.prosody ? evidence.prosody.finalPitchSt - usualPitchSt : Number.NaN;
  const finalEnergyDb = evidence.prosody?.finalEnergyDb ?? Number.NaN;
  const notFaded = rule.closedFadeDb !== undefined && !(finalEnergyDb <= rule.closedFadeDb);
  const closedUnheard = ((rule.closedNeedsTone ?? true) && tone === 'unknown') || notFaded;
  const slightRise = clause === 'short-answer' && tone === 'rising' && finalPitchSt < (rule.shortAnswerRiseSt ?? Number.NEGATIVE_INFINITY);
  const heardEnding = endingOf(clause, slightRise ? 'level' : tone, closedUnheard ? 'likely' : (rule.closedStatementEnding ?? 'likely'));
  const ending = endingInDialogue(heardEnding, clause, evidence, rule);
  const silences = {
    complete: rule.completeSilenceMs,
    likely: rule.likelySilenceMs,
    unknown: rule.unknownSilenceMs,
    unfinished: rule.unfinishedSilenceMs,
  };
  const silenceMs = Math.min(silences[ending], rule.unfinishedSilenceMs);
  return { ending, clause, tone, finalPitchSt, finalEnergyDb, silenceMs, evidence };
}

/** At most this many words, all heard since the turn began: a reply as short as "Yes.", "Thursday works.", "No, that's fine.". */
export const SHORT_REPLY_WORDS = 3;

/**
 * The ending once what the buyer last said is weighed (decision 117). A closed question is
 * answered in a word or two, so a short reply that opens the caller's turn is the answer, even
 * lifted or heard as a fragment; after a statement or an open question nothing short was due, so
 * the same words ("Sorry,", "Right,", "Okay,") more likely open a longer turn. flite's voices say
 * "Right," and "Right." alike (decision 107): the buyer's turn is what tells them apart. The
 * maximum wait is untouched, and words whose grammar owes more still wait for it.
 */
function endingInDialogue(ending: TurnEnding, clause: ClauseReading, evidence: TurnEvidence, rule: EndOfTurnRule): TurnEnding {
  const { dialogue } = evidence;
  const replyWords = openingReplyWords(evidence);
  if (!dialogue?.firstUtterance || replyWords === 0 || replyWords > SHORT_REPLY_WORDS) return ending;
  if (asksForShortAnswer(dialogue.buyerLastTurn)) {
    // A statement may owe more ("i'll send you"); an open reading does.
    const answers = clause === 'short-answer' || clause === 'fragment' || clause === 'closed-statement';
    return answers && (rule.answerDueEndsShortReply ?? true) ? 'complete' : ending;
  }
  const unasked = clause === 'short-answer' && ending === 'complete' && replyWords <= (rule.unaskedReplyMaxWords ?? SHORT_REPLY_WORDS);
  return unasked ? (rule.unaskedShortReplyEnding ?? ending) : ending;
}

/**
 * How many words the caller has said, if all came since the turn began (no earlier piece before a
 * pause; a recogniser that lists no words leaves only their count to go by); 0 otherwise.
 */
function openingReplyWords({ words, latestPiece }: TurnEvidence): number {
  const heard = words?.trim().split(/\s+/).filter(Boolean) ?? [];
  return !latestPiece?.length || latestPiece.length === heard.length ? heard.length : 0;
}

/**
 * The words with a doubtful lone word after the last pause read as the filler it most likely was. A
 * whole turn of one doubtful word is read as heard ("exactly" at 0.01 is an answer), unless it is a
 * pronoun, which alone answers nothing the recogniser doubted ("um" heard "them" at 0.04-0.05).
 */
function withoutDoubtfulWord(words: string, latestPiece: TurnEvidence['latestPiece']): string {
  const [only, ...more] = latestPiece ?? [];
  const heard = words.trim().split(/\s+/);
  const doubtful = only !== undefined && more.length === 0 && (only.confidence ?? 1) < DOUBTFUL_WORD_CONFIDENCE;
  if (!doubtful || heard.at(-1) !== only.word || (heard.length < 2 && !OBJECT_PRONOUNS.has(only.word))) return words;
  return [...heard.slice(0, -1), 'um'].join(' ');
}

/**
 * A pronoun in the object case alone, heard with confidence, answers a question of who ("us", "me";
 * "that" or "it" alone may be the subject of a sentence still to come): pocketsphinx hears
 * "Yes." as "us" at 0.94-0.98, where "um" heard "them" scores 0.04-0.05 (decision 72). Without
 * confidences it stays what it was: no answer.
 */
function heardPronounAlone({ words, latestPiece }: TurnEvidence): boolean {
  const [only, ...more] = latestPiece ?? [];
  return (
    only !== undefined &&
    more.length === 0 &&
    words?.trim() === only.word &&
    OBJECT_CASE_PRONOUNS.has(only.word) &&
    (only.confidence ?? 0) >= HEARD_WORD_CONFIDENCE
  );
}

function endingOf(clause: ClauseReading, tone: ProsodicEnding, closedStatement: TurnEnding): TurnEnding {
  switch (clause) {
    case 'open':
      return 'unfinished';
    case 'question':
      return 'complete';
    case 'short-answer':
      // A short answer said on a rise is a list item or an address ("Sorry, ...", "Hi Dana, ...")
      // as often as a whole answer: it waits the middle silence, not the shortest, nor the longest,
      // since "Thursday?" may be a question back.
      return tone === 'rising' ? 'unknown' : 'complete';
    case 'closed-statement':
      // Nothing can be added to its last phrase, only a new clause: a falling or level end is the end of the turn.
      return tone === 'rising' ? 'unfinished' : closedStatement;
    case 'statement':
      return tone === 'falling' ? 'likely' : tone === 'rising' ? 'unfinished' : 'unknown';
    case 'fragment':
      return tone === 'rising' || tone === 'level' ? 'unfinished' : 'unknown';
    case 'empty':
      return 'unknown';
  }
}

/** The words alone (no sound measured): how they sound as a turn's end. */
export function classifyTurnEnding(text: string, rule: EndOfTurnRule = DEFAULT_END_OF_TURN): TurnEnding {
  return decideEndOfTurn({ words: text }, rule).ending;
}

/** The silence after which a turn of these words is over, judged from the words alone. */
export function endOfTurnSilenceMs(text: string, rule: EndOfTurnRule = DEFAULT_END_OF_TURN): number {
  return decideEndOfTurn({ words: text }, rule).silenceMs;
}
