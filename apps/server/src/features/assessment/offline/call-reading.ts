import {
  contentStemsOf,
  questionTypeOf,
  offersHelp,
  offersTerms,
  readQuantities,
  sentencesOf,
  statesOutcome,
  topicsOfStems,
  understandBuyerTurn,
  understandTurn,
  wordsOf,
  type BuyerTurnReading,
  type Quantity,
  type Topic,
  type TurnReading,
} from '@rehearse/conversation';
import { countSpokenWords, type ConversationMetric, type MetricKey, type TranscriptEntry } from '@rehearse/domain';

/**
 * The offline assessor's reading of a call, by meaning, from the shared understanding package:
 * each salesperson turn through understandTurn (speech acts, topics, numbers, dates, the buyer's
 * words taken up, hedges, tone), each buyer turn through understandBuyerTurn (concerns, agreement,
 * pushback). The speech-act classifier is right about three times in four, so each finding below
 * combines its act with other signals (topics, numbers, a question's form, the buyer's words).
 */

export interface SalesTurn {
  role: 'user';
  /** Position among all the call's turns. */
  position: number;
  atSeconds: number;
  text: string;
  wordCount: number;
  reading: TurnReading;
  /** The turn's question segments, together (the reading's `question` is only the last). */
  questionText: string;
  /** The topics of the turn's questions, when it asks one. */
  questionTopics: Topic[];
  /** One of its questions is open (a wh-question, or "walk me through..." read as open by the classifier). */
  opensUp: boolean;
}

export interface BuyerTurn {
  role: 'assistant';
  position: number;
  atSeconds: number;
  text: string;
  wordCount: number;
  reading: BuyerTurnReading;
  /** The turn was broken off: the call marked it interrupted, or its text ends on a dash ("Could you—"). */
  brokenOff: boolean;
}

export type Turn = SalesTurn | BuyerTurn;

/** A buyer turn that raised a concern, the salesperson's next reply and how the buyer took it. */
export interface Concern {
  raised: BuyerTurn;
  reply: SalesTurn | undefined;
  /** The reply met the concern: on its subject, with substance, no hedge, no pressure. */
  addressed: boolean;
  /** The reply acknowledged the concern or asked about it before answering. */
  acknowledged: boolean;
  /** The buyer's next turn took the answer (accepted, agreed, or moved on without repeating the concern). */
  settled: boolean;
  /** The reply pushed back on the buyer rather than answering (see `harsh`). */
  forceful?: boolean;
  /**
   * A later turn that answered the concern when the reply had not: the buyer's own words after it said the worry was
   * put to rest ("Okay, that eases my mind about the front desk staff").
   */
  answeredLater?: { answer: SalesTurn; settledBy: BuyerTurn };
}

/** What the buyer's situation is made of: questions about these explore it; small talk does not. */
const SITUATION_TOPICS: ReadonlySet<Topic> = new Set([
  'team',
  'tools',
  'process',
  'pain',
  'goal',
  'budget',
  'price',
  'timeline',
  'decision',
  'competition',
  'risk',
  'integration',
  'effort',
  'results',
  'role',
]);
/** Questions that dig into impact and priority. */
const IMPACT_TOPICS: ReadonlySet<Topic> = new Set(['pain', 'goal', 'budget', 'timeline', 'decision', 'results', 'competition']);
const NOT_DISCOVERY_ACTS = new Set([
  'small-talk',
  'greeting',
  'repair',
  'presence-check',
  'next-step',
  'commitment-ask',
  'goodbye',
  'thanks',
]);

export interface CallReading {
  turns: Turn[];
  sales: SalesTurn[];
  buyer: BuyerTurn[];
  metrics: ReadonlyMap<MetricKey, ConversationMetric>;
  /** Questions about the buyer's situation (not small talk, not the next-step ask). */
  situationQuestions: SalesTurn[];
  openQuestions: SalesTurn[];
  /** Questions that take up the buyer's last answer in the buyer's own words. */
  followUps: SalesTurn[];
  impactQuestions: SalesTurn[];
  concerns: Concern[];
  /** Proposals of a next step or requests for commitment, in call order. */
  asks: SalesTurn[];
  /** The buyer's words of agreement to a proposal, and the proposal. */
  agreement: { buyer: BuyerTurn; ask: SalesTurn | undefined } | undefined;
  /** Salesperson turns that pressure or insult. */
  pushy: SalesTurn[];
  /** The buyer left the call without the salesperson having pushed, overloaded or ignored them. */
  cutShortAt: BuyerTurn | undefined;
  /** The buyer had to leave near the end for a reason of their own, whether or not a step was agreed first. */
  leftForOwnReason: BuyerTurn | undefined;
  /** The buyer ended or turned away from the call after pushback on the salesperson's manner. */
  lostBuyer: { buyer: BuyerTurn; cause: SalesTurn | undefined } | undefined;
  pushback: { buyer: BuyerTurn; cause: SalesTurn | undefined }[];
  /**
   * The salesperson cut in before the buyer had finished: the buyer's turn broken off and the salesperson speaking next, or the
   * buyer asking to finish ("Let me finish."), the turn that cut in being the salesperson's before it.
   */
  talkedOver: { buyer: BuyerTurn; by: SalesTurn }[];
  /** Everything the buyer said before each salesperson turn (by position). */
  buyerSaidBefore(turn: Turn): BuyerTurn[];
  previousBuyer(turn: Turn): BuyerTurn | undefined;
  nextBuyer(turn: Turn): BuyerTurn | undefined;
  nextSales(turn: Turn): SalesTurn | undefined;
}

const overlap = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(b);
  return [...new Set(a)].filter((word) => set.has(word));
};

const QUESTION_SEGMENT_ACTS = new Set(['open-question', 'closed-question']);
/** A request to ask before the question itself: "can I ask one thing", "could I ask you quickly". */
const ASK_LEAD_IN =
  /^.*?\b(can|could|may|might) i (just )?ask( you)?( (one|a|something|quickly|one quick|a quick|a couple of)( \w+)?)?\s+(?=(what|how|why|when|where|who|which)\b)/;

/**
 * The question segments of a turn: the classifier's question acts or a question mark. A segment cut
 * just after its wh-word ("okay understood what | are you using right now") gets the word back.
 */
function questionsOf(reading: TurnReading): { text: string; opensUp: boolean } {
  const parts: string[] = [];
  let opensUp = false;
  reading.segments.forEach((segment, index) => {
    if (!QUESTION_SEGMENT_ACTS.has(segment.act) && !/\?\s*$/.test(segment.text)) return;
    const before = index > 0 ? wordsOf(reading.segments[index - 1]!.text).at(-1) : undefined;
    const text = before && /^(what|how|why|when|where|who|which)$/.test(before) ? `${before} ${segment.text}` : segment.text;
    parts.push(text);
    // "Can I ask one thing: how are trucks booked at your docks today?": the question is what follows the request to ask.
    // "Is the thirty-five a ceiling for year one, or for every year?": a choice the buyer explains, not a yes or no.
    opensUp ||=
      segment.act === 'open-question' ||
      questionTypeOf(text) !== 'yes-no' ||
      /\w \bor\b \w/.test(wordsOf(text).join(' ')) ||
      questionTypeOf(wordsOf(text).join(' ').replace(ASK_LEAD_IN, '')) !== 'yes-no';
  });
  // Recogniser text runs a question into the sentence before it ("thats fair can i ask what matters most to you"):
  // the understanding's question, read by its form, counts when no segment was labelled one.
  if (parts.length === 0 && reading.question)
    return { text: reading.question, opensUp: reading.questionType !== undefined && reading.questionType !== 'yes-no' };
  return { text: parts.join(' '), opensUp };
}

/**
 * A question for the buyer's leave to talk now: "is now a good time?", "is now an awful time?", "have I caught you at a bad
 * time?", "is it still a good time to talk?". It asks about the moment, not the buyer's work, and gives no reason to listen.
 */
const TIME_CHECK =
  /^((so|and|okay|ok|great) )*(is|are) (it|now|this|that) (still )?((a|an) (\w+ )?(time|moment)|ok|okay|good|convenient)( to talk| for you)?$|\b(still a good time|(a|an) (good|bad|ok|okay|convenient|awful|terrible|inconvenient|busy|difficult|tricky|rubbish) (time|moment)|caught you (at|in the middle))\b|\b(have you got|do you have|you got|got|can you spare|could you spare|(can|could|may) i (have|grab|steal|take|borrow)) (a|one|two|three|five|ten|thirty|a few|a couple of|couple of|a couple|a quick)( quick| spare| short)? (minute|minutes|mins|moment|moments|second|seconds|sec|secs)\b/;

/**
 * The words of a question asking whether now suits the buyer (see TIME_CHECK): "is now a good time?", "have you got a couple
 * of minutes?". It asks about the moment, not the buyer's work.
 */
export const checksTheTime = (question: string) => TIME_CHECK.test(wordsOf(question).join(' '));

/**
 * The content words a line says besides asking for the buyer's time: "have you got a couple of minutes im calling about the quotes on
 * your website" (a recogniser's line, one run-on sentence) still gives a reason after the request.
 */
export function besidesTheTimeCheck(text: string): string[] {
  const words = wordsOf(text).join(' ');
  const match = new RegExp(TIME_CHECK.source).exec(words);
  const rest = match ? `${words.slice(0, match.index)} ${words.slice(match.index + match[0].length)}` : words;
  return contentStemsOf(rest.split(' ').filter((word) => word !== '')).filter((stem) => !TIME_CHECK_WORDS.has(stem));
}
/** Words of the time check itself, left of a match ("have I caught you at | a bad time"). */
const TIME_CHECK_WORDS: ReadonlySet<string> = new Set(
  contentStemsOf(wordsOf('time moment minute minutes second seconds bad good okay quick busy now talk still caught awful convenient')),
);

/** A question that puts the plan just said to the buyer ("Does that work?", "Anything you want to make sure we cover?"), or asks whether now still suits them. */
const CHECKS_THE_PLAN =
  /\b(does|would|will|is|are|can) (that|this|it|now) (still )?(work|suit|sound|okay|ok|alright|all right|fine|good|a good time)\b|(^| )(sound|sounds) (good|ok|okay|alright|all right|fair|right)\b|\bstill (ok|okay|good|alright|all right|a good time)\b|\b(ok|okay|alright|all right) (with|for) you\b|^((and|so) )?(that|this) (ok|okay|alright|all right|work|works|suit|suits)\b|\banything (else )?(you|we) (want|would like|need|should)\b.*\b(cover|add|discuss|talk about|get to)\b|\banything (you would |to )?add\b/;

/** The words of a question putting the plan to the buyer (see CHECKS_THE_PLAN). */
export const checksThePlan = (question: string) => CHECKS_THE_PLAN.test(wordsOf(question).join(' '));

/** An inverted question begun mid-line ("...percent is that across all four clinics"), not "so that is it". */
const INVERTED_MID_LINE =
  /\b(?<!\b(that|it|this|there|what|which|who|i|you|we|they|he|she|so|and|but|if) )(is|are|does|do|did|can|could|would|will|has|have) (that|this|it|they|you|there|those|these|we)\b/;

/**
 * A recogniser's line has no punctuation, and runs a question into what came before it ("twelve percent is that
 * across all four clinics or mainly one"): read from its inverted verb on as the turn's question.
 */
function runOnQuestion(reading: TurnReading, text: string): TurnReading {
  if (reading.asks || /[.?!]/.test(text)) return reading;
  const words = wordsOf(text);
  const match = INVERTED_MID_LINE.exec(words.join(' '));
  if (!match || match.index === 0) return reading;
  // "so what we do is we send realistic emails...": the verb of a wh-clause said as the subject ("what we do is"), no question.
  if (/\b(what|where|how|why|all) (i|we|you|they|he|she) (\w+ ){0,4}$/.test(words.join(' ').slice(0, match.index))) return reading;
  const question = words.join(' ').slice(match.index);
  return { ...reading, asks: true, question, questionType: questionTypeOf(question) };
}

function readTurns(transcript: readonly TranscriptEntry[]): Turn[] {
  const ordered = [...transcript]
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.startMs - b.entry.startMs || a.order - b.order)
    .map(({ entry }) => entry)
    .filter((entry) => entry.text.trim() !== '');
  const buyerSaid: string[] = [];
  return ordered.map((entry, position): Turn => {
    const text = entry.text.trim();
    const base = { position, atSeconds: Math.max(0, entry.startMs / 1000), text, wordCount: countSpokenWords(text) };
    if (entry.role === 'assistant') {
      buyerSaid.push(text);
      const brokenOff = entry.interrupted === true || /[—–-]\s*$/.test(text);
      return { ...base, role: 'assistant', reading: understandBuyerTurn(text), brokenOff };
    }
    const reading = runOnQuestion(understandTurn(text, { buyerSaid: [...buyerSaid] }), text);
    const questions = reading.asks ? questionsOf(reading) : { text: '', opensUp: false };
    return {
      ...base,
      role: 'user',
      reading,
      questionText: questions.text,
      opensUp: questions.opensUp,
      questionTopics: topicsOfStems(contentStemsOf(wordsOf(questions.text))),
    };
  });
}

/**
 * "...the thing we hear most is the office losing track of jobs in winter. Is that something you see?", "Do you see that, or
 * am I off base?", "does that sound familiar?": whether the problem just described is the buyer's own. It asks about the
 * buyer's situation; it proposes nothing.
 */
const ASKS_IF_IT_FITS =
  /\b(is|was) (that|this|it) (something|a problem|an issue|a thing) (that )?(you|your \w+)( \w+)? (see|deal with|run into|come across|recogni[sz]e|struggle with|have|hit|get|face|notice)\b|\b(do|did) you (see|get|have|hit|find|notice|recogni[sz]e|run into|deal with) (that|this|the same|much of (that|this)|any of (that|this))\b|\bam i (off base|wide of the mark|way off|on the right track)\b|\b(does|do) (that|this|any of (that|this)) (sound familiar|ring (a bell|true)|happen (to you|at your|with you|there))\b/;

/** "Is that Maureen?", "am I speaking to the owner?", "have I got the right person?": who answered the phone. */
const CHECKS_WHO_ANSWERED =
  /^((hi|hello|hey|yeah|yes|oh|morning|good (morning|afternoon)) )*(is (that|this|it) (\w+)( \w+)?( speaking| there)?\b(?! (something|a|an|the|what|how|right|ok|okay|still|true)\b)|am i (speaking|talking) (to|with)|have i got (the right|through to))/;

/** A question for where to reach the buyer: an email address, a number, where to send something. */
const ASKS_FOR_CONTACT =
  /\b(what is|whats|what s|what would be) (your|the best|a good) (email|e mail|email address|number|phone number|mobile|mobile number|direct line|address)\b|\bwhere (should|shall|can|do) i send\b|\b(best|right) (email|number) (for|to reach) you\b/;

/** "What made you get in touch?", "what prompted the enquiry?", "why did you fill in the form?": why the buyer came, their situation. */
const ASKS_WHAT_BROUGHT_THEM =
  /\bwhat (made|prompted|brought|led|got|caused) (you|the (enquiry|inquiry|form|call|request))\b|\bwhy did you (get in touch|reach out|enquire|inquire|fill|contact|call|email|ask|book|sign up|look)\b/;

/**
 * A problem-led opener: the trouble that businesses like the buyer's have, said as what the salesperson hears from them ("the
 * thing we hear most is the office losing track of jobs in winter", "most agents your size are still running on
 * spreadsheets", "what we see most is people wait two or three days for a price").
 */
const PROBLEM_LED =
  /\b((the|one) (thing|problem|issue|complaint|headache)s? (that )?(we|i) (hear|see|come across) (most|a lot|all the time|most often|again and again)|what (we|i) (hear|see) (most|a lot|all the time|most often)|(most|a lot of|many|plenty of) (\w+ ){0,3}(we talk to|we speak to|we work with|like yours|your size) (tell us|say|struggle|lose|are losing|spend|have trouble|find|are still|still)|(most|a lot of|many) (\w+ ){0,2}(your size|like yours) (are|lose|spend|struggle|have))\b/;

/** A statement of the sales turn naming the trouble businesses like the buyer's have (see PROBLEM_LED). */
export const namesTheirProblem = (turn: SalesTurn) =>
  turn.reading.segments.some((segment) => !isQuestionSegment(segment) && PROBLEM_LED.test(wordsOf(segment.text).join(' ')));

/** The words of a question asking whether the problem described is the buyer's (see ASKS_IF_IT_FITS). */
export const asksIfItFits = (question: string) => ASKS_IF_IT_FITS.test(wordsOf(question).join(' '));

/** A wh-question about the buyer's priorities or view ("what matters most"), not about when to meet nor putting a step for a yes. */
const asksAboutTheBuyer = (question: string) =>
  /\b(what|which|how|why|who)\b(?! (time|day|date)\b)/.test(question) &&
  !/\b(shall|should|can|could|would|will) we\b|\blet'?s\b|\b(move|go) (forward|ahead)\b|\bsign\b/.test(question);

/**
 * The turn's question asks about the buyer and names no time, whatever time its pitch named ("...so when a cooler starts
 * warming at two in the morning a manager gets a text... How do your kitchens handle that today?").
 */
const asksAboutTheBuyerOnly = (turn: SalesTurn) =>
  readQuantities(turn.questionText).dates.length === 0 && asksAboutTheBuyer(wordsOf(turn.questionText).join(' '));

const PROPOSAL_ACTS = new Set(['next-step', 'commitment-ask']);
/** "Does that answer it?", "Does that help?", "Is that clear?": a check that an answer landed, which proposes nothing. */
const CHECKS_THE_ANSWER =
  /^((so|and|okay|ok) )*(does|did|has) (that|this|it) (answer|help|make sense|cover|clear up)\b|^((so|and|okay|ok) )*(is|was) (that|this) (clear|helpful|useful)\b/;
/** "Can I ask one thing first?" asks leave to ask a question; it proposes nothing. */
const REQUEST_TO_ASK = /\b(can|could|may|might) i (just )?ask\b/;

/**
 * A segment the classifier reads as a proposal of a next step or a request for commitment: not a request to ask a
 * question, and, when it names no time, a reading the classifier is sure of (a fragment such as "And overnight?" is
 * read as one at a guess).
 */
function putsAStep(turn: SalesTurn): boolean {
  return turn.reading.segments.some((segment) => {
    const words = wordsOf(segment.text).join(' ');
    if (!PROPOSAL_ACTS.has(segment.act) || REQUEST_TO_ASK.test(words) || CHECKS_THE_ANSWER.test(words)) return false;
    const { dates, quantities } = readQuantities(segment.text);
    const timed = dates.length > 0 || quantities.some((quantity) => quantity.kind === 'duration');
    // A step is put to the buyer: asked, or said of the two of them. "Milegate matches those legs with other bookings" says
    // what the product does, whatever the classifier's label.
    const putToTheBuyer = isQuestionSegment(segment) || ADDRESSED.test(words);
    return (segment.confidence >= 0.8 && putToTheBuyer) || timed;
  });
}

/** Words put to the buyer: a time for the two of them, not one in a story ("a fridge that fails at two in the morning"). */
const ADDRESSED = /\b(you|your|we|us|let us|lets|i|shall|how about)\b/;

/** A time named in the words that propose: the question, or a segment read as a proposal and put to the buyer. */
const namesTimeToMeet = (turn: SalesTurn) =>
  readQuantities(turn.questionText).dates.length > 0 ||
  turn.reading.segments.some(
    (segment) =>
      (isQuestionSegment(segment) || PROPOSAL_ACTS.has(segment.act)) &&
      ADDRESSED.test(wordsOf(segment.text).join(' ')) &&
      readQuantities(segment.text).dates.length > 0,
  );

/** "Tuesday the fifteenth at half two, forty-five minutes, you, Bryony and Rohan.": a day put to the buyer, in any sentence. */
const confirmsATime = (turn: SalesTurn) =>
  turn.reading.segments.some(
    (segment) =>
      ADDRESSED.test(wordsOf(segment.text).join(' ')) && readQuantities(segment.text).dates.some((date) => date.specific && !date.past),
  );

/**
 * "Would it make sense to try it in two stores for a month?", "shall we set up a pilot?": something for the two of them to do,
 * put for a yes. A question about the buyer ("would it make sense to you if...") asks their view instead.
 */
const PROPOSES_TO_DO =
  /^((so|then|okay|ok|and|well) )*((would|does|could) it (make sense|be worth (it )?|help) (to|if (we|i|you)) (try|trial|test|pilot|run|start|set|book|do|look|put|get|bring|roll)|(shall|should) we (try|trial|test|pilot|run|start|set|book|do|put|get|go)|(shall|should|can|could) i (send|email|draw up|get) (you |over )?(the|a|an|our) (contract|agreement|paperwork|order form|docusign)|(shall|should|can|could|may) i (maybe |just |perhaps )*(send|email|drop|pop|forward) (you |over |across )*(some|a few|a bit of|an|a|the|our)? ?(info|information|details|brochure|case studies|case study|pricing|overview|deck|link|email|quote|proposal)|how about (we|a|an) (try|trial|test|pilot|run|start|set|two|three|four|one)|why (do not|dont) we)\b/;

/** "Would it be worth a twenty-minute call next week?": a meeting put for a yes, with its length or its day, whatever the act's label. */
const proposesMeeting = (turn: SalesTurn) =>
  turn.reading.asks &&
  turn.reading.questionType === 'yes-no' &&
  (((turn.reading.dates.length > 0 || turn.reading.quantities.some((quantity) => quantity.kind === 'duration')) &&
    /\b(call|demo|meeting|session|walkthrough|pilot|trial)\b/.test(turn.questionText.toLowerCase())) ||
    PROPOSES_TO_DO.test(wordsOf(turn.questionText).join(' ')));

/** "I'll send it today and follow up Thursday": what the salesperson will do, asking the buyer nothing. */
const ownFollowUp = (turn: SalesTurn) => {
  const words = turn.reading.words.join(' ');
  // "...and we can talk next week" puts a step to the buyer.
  return (
    !turn.reading.asks &&
    (/^((okay|ok|great|sure|right|perfect|no problem|no worries|sorry|again|then|so)\s+)*(i|we) (will|am going to)\b/.test(words) ||
      // "Lovely, I'll send the contract to you this afternoon.": whatever word of acknowledgement comes first.
      /^(\w+[,.!]\s+){1,2}(i|we)('ll| will| am going to| are going to)\b/i.test(turn.text.trim())) &&
    !/\b(we|you) (can|could|should) (talk|meet|speak|go|look|walk|review)\b|\blet us\b/.test(words)
  );
};

const ANAPHORA = /\b(that|those|this|these|it|them|there|then)\b/;

const isQuestionSegment = (segment: { act: string; text: string }) => QUESTION_SEGMENT_ACTS.has(segment.act) || /\?\s*$/.test(segment.text);

/**
 * A reply that opens by acknowledging ("I understand.", "That's fair."): a short first segment the
 * classifier reads as an acknowledgement or the start of an answer, before anything else is said.
 */
export function opensWithAcknowledgement(reading: TurnReading): boolean {
  const first = reading.segments[0];
  // A recogniser's run-on line is one segment, labelled by what follows: its first words say it ("thats understandable just to recap...").
  if (ACKNOWLEDGING_START.test(reading.words.join(' ')) && !/[.?!]/.test(reading.text)) return true;
  if (!first || reading.segments.length < 2) return reading.acts.has('acknowledge');
  return (
    reading.acts.has('acknowledge') ||
    (['objection-answer', 'acknowledge'].includes(first.act) && wordsOf(first.text).length <= 8 && readNumbers(first.text) === 0)
  );
}
const ACKNOWLEDGING_START =
  /^((okay|ok|yeah|yes|right|well|so|and) )*(that is|thats|that s) (fair|understandable|a fair (point|question|worry|concern)|a (real|good|great) (point|question|concern|worry))\b|^((okay|ok|yeah|yes|right|well) )*(i (understand|hear you|get that|get it|hear that)|fair enough|good question|great question|makes sense|totally fair|understood)\b/;
const readNumbers = (text: string) => readQuantities(text).quantities.length;
/**
 * A segment that only acknowledges ("Right.", "okay understood"): labelled so and short. A recogniser's run-on
 * line is one segment the classifier reads by its start ("okay so bright cast connects those two so you..."),
 * and thirty words are never only an acknowledgement.
 */
export const onlyAcknowledges = (segment: { act: string; text: string }) =>
  (segment.act === 'backchannel' || segment.act === 'acknowledge') && wordsOf(segment.text).length <= 8;

export function isSituationQuestion(turn: SalesTurn, previousBuyer: BuyerTurn | undefined): boolean {
  const { reading } = turn;
  if (!reading.asks) return false;
  const questionAct = reading.segments.find((segment) => segment.text === reading.question)?.act;
  const aboutSituation =
    turn.questionTopics.some((topic) => SITUATION_TOPICS.has(topic)) ||
    asksIfItFits(turn.questionText) ||
    ASKS_WHAT_BROUGHT_THEM.test(wordsOf(turn.questionText).join(' '));
  if (questionAct && NOT_DISCOVERY_ACTS.has(questionAct) && !aboutSituation) return false;
  // "How are you? How was the rest of the conference?": the questions of a turn that asks after the buyer socially are its
  // small talk, unless they ask about the buyer's work.
  if ((reading.social || reading.acts.has('small-talk')) && !aboutSituation) return false;
  if (namesTimeToMeet(turn) && putsAStep(turn) && !asksAboutTheBuyerOnly(turn)) return false;
  // "How about twenty-two as well?" puts terms for a yes; it asks nothing about the buyer.
  if (offersTerms(turn.questionText)) return false;
  // "We had a call booked for half past. Is it still a good time?": the check of the buyer's time asks nothing about their work.
  if (checksTheTime(turn.questionText)) return false;
  // "What's your email, is it graham at whitlows?", "Where should I send the invite?": where to reach the buyer, not their work.
  if (ASKS_FOR_CONTACT.test(wordsOf(turn.questionText).join(' '))) return false;
  // "hi yeah is that maureen its jordan from gear buck we do a booking app for driving schools": the opening's check of who
  // answered (a recogniser runs the introduction into it) asks nothing about the buyer's work.
  const opening = previousBuyer === undefined || previousBuyer.position === 0;
  if (opening && CHECKS_WHO_ANSWERED.test(wordsOf(turn.questionText).join(' ')) && !asksIfItFits(turn.questionText)) return false;
  const questionWords = wordsOf(turn.questionText);
  const questionStems = contentStemsOf(questionWords);
  // "Does that tell you which channels close?": a question pointing back at the buyer's answer just given.
  const pointsBack =
    previousBuyer !== undefined &&
    previousBuyer.position === turn.position - 1 &&
    previousBuyer.wordCount >= 4 &&
    ANAPHORA.test(questionWords.join(' ')) &&
    questionStems.length >= 2;
  const takesUp = pointsBack || (previousBuyer ? overlap(questionStems, previousBuyer.reading.contentStems).length > 0 : false);
  // "How do you plan routes every morning?", "walk me through what happens when an invoice arrives": an open question with
  // content; small talk ("how's your week going") has next to none.
  const asksAboutThem =
    turn.opensUp &&
    (questionStems.length >= 2 ||
      (questionStems.length === 1 && previousBuyer !== undefined && previousBuyer.position > 0 && questionAct !== 'small-talk'));
  return (
    aboutSituation ||
    takesUp ||
    asksAboutThem ||
    ['how-many', 'how-much', 'how-long', 'how-often', 'why'].includes(reading.questionType ?? '')
  );
}

/**
 * The buyer felt pressed or spoken down to: said so ("you're rushing me") or was annoyed. "Like I said"
 * (not heard) and "get to the point" (too much) are replies to not listening and to rambling, not to a
 * rude or pushy line, however the tone classifier read it.
 */
function feltPressed(reaction: BuyerTurn | undefined): boolean {
  return reaction !== undefined && (reaction.reading.pushback === 'pressure' || reaction.reading.annoyed);
}

/** Whether a reply meets a concern: on its subject or with evidence, no hedge, no pressure. */
/**
 * Pushy or rude in a way that counts: the tone classifier sure of it, or the buyer reacting to it
 * (pushing back, annoyed). The classifier alone is right about three times in four, and a firm,
 * substantive answer is not pressure because one of its clauses sounds like it.
 */
export function harsh(turn: SalesTurn, reaction: BuyerTurn | undefined): boolean {
  if (turn.reading.tone !== 'pushy' && turn.reading.tone !== 'rude') return false;
  // A reply the buyer said yes to or took ("Fine. Tuesday at ten, and I'll bring Tom.", "Yes, I'd like to talk to both")
  // did not press them, whatever one of its clauses sounds like; a bare "Fine." can be giving in.
  const tookItWell =
    reaction !== undefined &&
    !reaction.reading.annoyed &&
    reaction.reading.pushback === undefined &&
    (reaction.reading.accepts || reaction.reading.agrees) &&
    !reaction.reading.assentOnly;
  if (tookItWell) return false;
  // A question for the buyer's view labelled rude ("What were you expecting?") is pressure only if the
  // buyer felt it: the classifier reads many plain wh-questions so; pressure is put in statements and proposals.
  const asksTheirView = (segment: { act: string; text: string }) =>
    isQuestionSegment(segment) && asksAboutTheBuyer(wordsOf(segment.text).join(' '));
  // "But don't take my word for it.": asking the buyer to check for themselves is the opposite of pressure.
  // "That's the right thing to worry about, and I don't want to brush past it. Let me come back to it properly": a worry
  // put off openly, to be answered, is no pressure either.
  const invitesToCheck = (segment: { text: string }) =>
    INVITES_TO_CHECK.test(wordsOf(segment.text).join(' ')) || DEFERS_OPENLY.test(wordsOf(segment.text).join(' '));
  const sure = turn.reading.segments.some(
    (segment) =>
      (segment.tone === 'pushy' || segment.tone === 'rude') && segment.toneSure && !asksTheirView(segment) && !invitesToCheck(segment),
  );
  return sure || feltPressed(reaction);
}

const DEFERS_OPENLY =
  /\b(let me|i will|i would like to|i want to|i will) (come|get) back to (it|that|this|you on (it|that|this))\b|\bdo not want to brush (past|over|aside)\b/;

const INVITES_TO_CHECK =
  /\b(do not|dont) (just )?take my word for it\b|\b(ask|call|check with) them yourself\b|\bsee (it )?for yourself\b|\bjudge for yourself\b/;

/** A reply on the subject of what the buyer raised: their words or a topic in common. */
function onSubjectOf(raised: BuyerTurn, reply: SalesTurn, proposes = false): boolean {
  return (
    overlap(reply.reading.contentStems, raised.reading.contentStems).length > 0 ||
    reply.reading.topics.some((topic) => raised.reading.topics.includes(topic) && !(proposes && WHEN_AND_WHO.has(topic)))
  );
}
/**
 * "I still want someone to answer me on the batteries before we go near the food factories." "Of course. ...She'll call you on
 * Thursday to set the install dates for March.": a next step says when and who, whatever worry came before it; one that shares
 * only these with the worry, none of its words, moves on from it.
 */
const WHEN_AND_WHO: ReadonlySet<Topic> = new Set(['timeline', 'decision']);

/** The reply's question is about what the buyer raised ("What were you expecting?"), not any question ("So can we get a demo on the calendar?"). */
function asksAbout(reply: SalesTurn, raised: BuyerTurn): boolean {
  if (!reply.reading.asks) return false;
  return (
    overlap(contentStemsOf(wordsOf(reply.questionText)), raised.reading.contentStems).length > 0 ||
    reply.questionTopics.some((topic) => raised.reading.topics.includes(topic))
  );
}

/**
 * The buyer came back to what they had asked ("But events?" after "Can it show revenue from events?",
 * "I'd want to know about Toast first"): the answer did not settle it. Not when the salesperson asked
 * about it (the buyer then answers on the same subject) nor when the buyer took it and asks on ("That might
 * work. What's the price on one year?").
 */
export function cameBackTo(raised: BuyerTurn, reply: SalesTurn | undefined, reaction: BuyerTurn | undefined): boolean {
  if (!reaction || (reply !== undefined && asksAbout(reply, raised)) || reaction.reading.agrees || reaction.reading.accepts) return false;
  // "It sounds good but the bureau charges us very little." ... "Two days a week sounds about right for us too. Who's that?":
  // a word of talk shared is no worry said again.
  return overlap(reaction.reading.contentStems, raised.reading.contentStems).some((stem) => !TALK_STEMS.has(stem));
}
/** Stems of how people talk about anything ("sounds", "honestly", "a lot"), which say nothing of what a worry is about. */
const TALK_STEMS: ReadonlySet<string> = new Set(
  contentStemsOf(
    wordsOf(
      'sound sounds sounded good great right think thought know like look looks want need thing things lot bit way honest honestly really well just',
    ),
  ),
);

/** The buyer took the answer: went on without pushing back, asking again or raising the same worry. */
export function tookTheAnswer(raised: BuyerTurn, reaction: BuyerTurn | undefined): boolean {
  if (!reaction) return false;
  const sameWorry =
    reaction.reading.concern &&
    (overlap(reaction.reading.contentStems, raised.reading.contentStems).length > 0 ||
      reaction.reading.topics.some((topic) => raised.reading.topics.includes(topic)));
  return (
    reaction.reading.pushback === undefined &&
    !reaction.reading.annoyed &&
    !reaction.reading.declines &&
    !sameWorry &&
    !cameBackTo(raised, undefined, reaction)
  );
}

/**
 * The reply gives the kind of answer the buyer's question wants: a length for "how long", money for
 * "how much", a count for "how many", a day for "when" ("How long does set-up take?" "About two weeks.").
 */
export function answersInKind(question: BuyerTurn, reply: SalesTurn): boolean {
  if (!question.reading.asks) return false;
  const kinds = new Set(reply.reading.quantities.map((quantity) => quantity.kind));
  switch (questionTypeOf(question.text)) {
    case 'how-long':
      return kinds.has('duration') || reply.reading.dates.length > 0;
    case 'how-much':
      return kinds.has('money') || kinds.has('percent');
    case 'how-many':
      return kinds.has('count') || kinds.has('percent');
    case 'when':
      return reply.reading.dates.length > 0 || kinds.has('duration');
    // "Does the app work without signal?" "Yes, there's an offline mode that syncs...": a yes or no, and why; "Yeah, probably,
    // there's a lot of flexibility" is a yes the salesperson does not stand behind.
    case 'yes-no':
      return (
        reply.wordCount >= 6 &&
        !reply.reading.hedged &&
        /^(yes|yeah|yep|no|nope|it does|it can|it will|we do|we can|absolutely|definitely)\b/.test(reply.reading.words.join(' '))
      );
    default:
      return false;
  }
}

/**
 * A plain answer to a question the buyer asked for information, which the buyer took: a statement (no question back,
 * no hedge) that the buyer went on from. What an answer means is read from how the buyer took it when
 * its words share nothing with the question ("What if a manager doesn't respond?" "There's escalation...").
 */
function plainAnswerTaken(question: BuyerTurn, reply: SalesTurn, reaction: BuyerTurn | undefined): boolean {
  // A question for information ("what happens if..."), not a yes/no request ("Can you do better on the price?"), which wants a reason or a trade.
  // "And if something goes wrong with the sensors afterwards?" asks what happens then.
  const wantsInformation =
    question.reading.asks &&
    (questionTypeOf(question.text) !== 'yes-no' || /^(and |but |so )?(if|when) /.test(wordsOf(question.text).join(' ')));
  return (
    wantsInformation &&
    !reply.reading.asks &&
    !reply.reading.hedged &&
    reply.wordCount >= 6 &&
    reply.wordCount <= 60 &&
    tookTheAnswer(question, reaction)
  );
}

function meetsConcern(
  concern: BuyerTurn,
  reply: SalesTurn,
  reaction: BuyerTurn | undefined,
  proposes: boolean,
): { addressed: boolean; acknowledged: boolean } {
  const brief = reply.wordCount <= 45;
  const valueSaid = reply.reading.acts.has('value') || reply.reading.acts.has('agenda') || reply.reading.topics.includes('results');
  const forceful = harsh(reply, reaction);
  // "Honestly, drivers always moan at first, they get used to it", "that's more of an HR thing, isn't it?": waved away, not met.
  if (reply.reading.dismisses) return { addressed: false, acknowledged: false };
  // A brush-off is met by a brief reason to listen or a question about the buyer's situation: an open one, or one on what the
  // buyer said ("We do all that on the phone. It works for us." "are you the person who makes decisions" does not engage it).
  if (concern.reading.brushOff && !reply.reading.hedged && !forceful) {
    const asksAboutThem = isSituationQuestion(reply, concern) && !proposes && (reply.opensUp || asksAbout(reply, concern));
    if (asksAboutThem || (brief && valueSaid))
      return {
        addressed: true,
        acknowledged: reply.reading.acts.has('acknowledge') || reply.reading.acts.has('backchannel') || asksAboutThem,
      };
  }
  const { reading } = reply;
  if (forceful) return { addressed: false, acknowledged: false };
  const onSubject = onSubjectOf(concern, reply, proposes);
  // Evidence, not the act alone: a figure, a result, an offer ("it's not expensive, everyone pays that" has none).
  // ("Was it a big one?": a "one" that stands for a thing is no figure; "one home manager" counts.)
  const pronounOne =
    /\b(a|an|the|this|that|which|each|any|big|small|new|old|good|bad|right|other|same) one\b(?! \w+ (with|who|that|to|of)\b)/;
  const figures = reading.quantities.filter(
    (quantity) => !(quantity.kind === 'count' && quantity.value === 1 && pronounOne.test(wordsOf(reply.text).join(' '))),
  );
  const substance = figures.length > 0 || reading.topics.includes('results') || reading.acts.has('offer');
  // The question that puts the next step ("So shall I send the DocuSign over now?") explores nothing, nor one on another
  // matter ("I'm not sure that would wash with Pat." "We could do a demo for her! What's your budget like?"); an open
  // question about the buyer's situation in a reply on the concern's subject does.
  // "We had a tracker box fitted and the lads hated it." "Fair enough. Was it the tracking itself they minded, or how it was
  // used?": an open question pointing straight back at the worry asks about it, in whatever words.
  // Only an acknowledgement may come before it: "I was looking at the website, the clubhouse looks great. When did that open?"
  // points at what the reply itself said.
  const lead = reply.reading.segments.slice(
    0,
    reply.reading.segments.findIndex((segment) => isQuestionSegment(segment)),
  );
  const pointsBack =
    reply.position === concern.position + 1 &&
    reply.opensUp &&
    ANAPHORA.test(wordsOf(reply.questionText).join(' ')) &&
    // About the buyer's side, not what the two could do ("what if we did a trial...").
    !/\b(we|i|us|let us)\b/.test(wordsOf(reply.questionText).join(' ')) &&
    lead.every((segment) => onlyAcknowledges(segment) || wordsOf(segment.text).length <= 6);
  // "I'm not sure we want another system just now. We've only just finished the move." "Oh, totally, moves are exhausting. Did
  // you move far?": chat about the worry's words asks nothing about it.
  const chats = (reading.acts.has('small-talk') || reading.social) && !isSituationQuestion(reply, concern);
  const explores =
    !proposes &&
    !chats &&
    (asksAbout(reply, concern) || pointsBack || (reading.asks && reply.opensUp && onSubject && isSituationQuestion(reply, concern)));
  // Asking about the buyer's side ("can i ask where the twenty comes from") takes the concern seriously, on its subject or not.
  const asksTheirSide = !proposes && reading.asks && reply.opensUp && isSituationQuestion(reply, concern);
  const acknowledged = opensWithAcknowledgement(reading) || explores || asksTheirSide || (reading.tone === 'polite' && onSubject);
  // "We have a standard Epicor connector... I can put you in touch with the controller at Brandt" "Yes, I'd like to talk to
  // both.": an answer on the worry's subject that the buyer took is an answer, with or without a figure.
  const taken = onSubject && reaction !== undefined && (reaction.reading.accepts || reaction.reading.agrees) && !reaction.reading.concern;
  const answered = answersInKind(concern, reply) || plainAnswerTaken(concern, reply, reaction) || taken;
  // "usually around five to ten percent, it depends on the store": the figure asked for, given as an honest range, answers.
  const committed = !reading.hedged || answersInKind(concern, reply);
  const addressed =
    committed &&
    reply.wordCount >= 6 &&
    ((onSubject && substance) ||
      explores ||
      (substance && (reading.acts.has('objection-answer') || (opensWithAcknowledgement(reading) && reply.wordCount >= 12))) ||
      answered);
  return { addressed, acknowledged };
}

/**
 * The buyer answers a proposed time with one of their own, asking nothing and raising no concern; or names the day
 * for a meeting put to them without one ("Could we find twenty minutes next week?" "Put me down for Tuesday.").
 */
function countersWithATime(turn: BuyerTurn, proposal: SalesTurn, proposed: boolean): boolean {
  const { reading } = turn;
  // "Anita's in Thursday and Friday. Thursday morning, say ten?": a question that only puts a time of the buyer's own.
  const onlyPutsATime =
    reading.asks &&
    sentencesOf(turn.text)
      .filter((sentence) => /\?\s*$/.test(sentence))
      .every(
        (sentence) =>
          !/\b(what|why|how|who|where|which)\b/.test(wordsOf(sentence).join(' ')) &&
          readQuantities(sentence).dates.some((date) => date.specific),
      );
  return (
    (namesTimeToMeet(proposal) || proposed) &&
    proposal.reading.asks &&
    (!reading.asks || onlyPutsATime) &&
    !reading.concern &&
    reading.pushback === undefined &&
    !reading.declines &&
    // A sentence that names the day and turns nothing down ("Thursday's bad" names a day to refuse it).
    sentencesOf(turn.text).some(
      (sentence) =>
        !/\b(not|no|never|bad|busy|booked|cannot|can not)\b/.test(wordsOf(sentence).join(' ')) &&
        readQuantities(sentence).dates.some((date) => date.specific && !date.past),
    )
  );
}

/**
 * The salesperson's reply that starts with `first`: "Sorry, let me check that properly rather than guess." "Okay, yes, the
 * proposal we sent says the integration is included...": a salesperson who goes on after a pause, the buyer silent,
 * answers in the turn that follows.
 */
export function replyAfter(turns: readonly Turn[], first: SalesTurn | undefined): SalesTurn | undefined {
  const next = first && turns[first.position + 1];
  return next?.role === 'user' ? next : first;
}

export function readCall(transcript: readonly TranscriptEntry[], metrics: readonly ConversationMetric[]): CallReading {
  const turns = readTurns(transcript);
  const sales = turns.filter((turn): turn is SalesTurn => turn.role === 'user');
  const buyer = turns.filter((turn): turn is BuyerTurn => turn.role === 'assistant');
  const previousBuyer = (turn: Turn) => buyer.filter((other) => other.position < turn.position).at(-1);
  const nextBuyer = (turn: Turn) => buyer.find((other) => other.position > turn.position);
  const nextSales = (turn: Turn) => sales.find((other) => other.position > turn.position);
  const previousSales = (turn: Turn) => sales.filter((other) => other.position < turn.position).at(-1);

  // A proposal of a next step: the act (or a meeting put for a yes with its time), and a question or a day named;
  // not the opening's "can I take thirty seconds", not a goodbye, not what the salesperson will do on their own.
  const asks = sales.filter(
    (turn, index) =>
      (putsAStep(turn) || proposesMeeting(turn)) &&
      !ownFollowUp(turn) &&
      // A statement proposes with its time in the words put to the buyer ("I'll put us down for Thursday at ten"); a time in
      // the demo's story ("A consultant needs six forklift drivers for Friday nights", "a morning of training") proposes nothing.
      (turn.reading.asks || namesTimeToMeet(turn) || confirmsATime(turn)) &&
      // "Can I ask what matters most to you here?" asks about the buyer; a proposal is put for a yes or names a time,
      // in the words that propose ("So a fridge that fails at two in the morning texts someone. Who checks them today?"
      // names a time in its pitch and asks about the buyer; so does "...so when a cooler starts warming at two in the morning a
      // manager gets a text... How do your twenty-two kitchens handle that today?", whoever the pitch says "we" of).
      !asksAboutTheBuyerOnly(turn) &&
      !asksIfItFits(turn.questionText) &&
      // The opening's request for time ("can I take thirty seconds") is not a next step; a closer's "are we ready to move ahead" is.
      // "...see whether you're ready to go ahead. Is that alright?": the opening's plan put to the buyer asks leave to
      // talk it through, not for the decision.
      !(index === 0 && checksThePlan(turn.questionText)) &&
      (index > 0 ||
        turn.reading.dates.length > 0 ||
        (!turn.reading.acts.has('agenda') && !turn.reading.quantities.some((quantity) => quantity.kind === 'duration'))) &&
      !(turn.reading.acts.has('goodbye') && !turn.reading.asks),
  );
  // The tone classifier is right about three times in four: pressure or rudeness counts when the
  // buyer felt it (said so, or was annoyed), not on the label alone.
  // "Thanks for your time, bye now!" "Don't call me again.": the buyer's last word answers the call, not the goodbye.
  const pushy = sales.filter(
    (turn) => (turn.reading.tone === 'pushy' || turn.reading.tone === 'rude') && feltPressed(nextBuyer(turn)) && !onlyTakesLeave(turn),
  );
  // A proposal of the next step is not a question about the buyer's situation, nor is a question that presses the buyer
  // ("the agents who don't modernise are the ones getting bought out. Do you want to be one of them?").
  const situationQuestions = sales.filter(
    (turn) => !asks.includes(turn) && !pushy.includes(turn) && isSituationQuestion(turn, previousBuyer(turn)),
  );
  const openQuestions = situationQuestions.filter((turn) => turn.opensUp);
  const followUps = situationQuestions.filter((turn) => {
    const before = previousBuyer(turn);
    if (!before || before.position !== turn.position - 1 || before.wordCount < 4) return false;
    const question = wordsOf(turn.questionText);
    const pointsBack = ANAPHORA.test(question.join(' ')) && contentStemsOf(question).length >= 1;
    return turn.reading.refersBack || pointsBack || overlap(turn.reading.contentStems, before.reading.contentStems).length >= 1;
  });
  const impactQuestions = situationQuestions.filter(
    (turn) =>
      turn.questionTopics.some((topic) => IMPACT_TOPICS.has(topic)) ||
      ['how-much', 'how-long', 'how-often', 'why'].includes(turn.reading.questionType ?? ''),
  );

  // A question the buyer had to come back to is a concern the reply left open ("so the buyer has to repeat it").
  const pressed = (turn: BuyerTurn) =>
    turn.reading.asks && cameBackTo(turn, nextSales(turn), nextSales(turn) && nextBuyer(nextSales(turn)!));
  // "How do people buy tickets today?" "...they charge a booking fee and visitors complain": before the salesperson has
  // said what the product does, a difficulty told in answer to a question about the buyer's situation is that situation
  // (a pain to explore), not an objection to answer. A brush-off or pushback is one all the same.
  // "I've got us down for half an hour. I thought I'd ask how membership and bookings work at Ashdown Park, then share what
  // might be relevant... Does that work?": the opening's plan, however long, says nothing yet of what the product does.
  const openingPlan = (other: SalesTurn) => other === sales[0] && other.reading.acts.has('agenda');
  const pitched = (turn: Turn) =>
    sales.some(
      (other) =>
        other.position < turn.position &&
        (other.reading.acts.has('pitch') ||
          other.reading.acts.has('value') ||
          other.reading.acts.has('offer') ||
          (other.wordCount > 40 && !openingPlan(other))),
    );
  const tellsTheirSituation = (turn: BuyerTurn) => {
    const question = previousSales(turn);
    // "Who else would be involved if you looked at this?" "Marco... he'd have to use it and I sign off anything under twenty
    // k": who decides, told because it was asked, at any point of the call.
    if (question !== undefined && turn.reading.onlySignOff && question.reading.asks && question.questionTopics.includes('decision'))
      return true;
    return (
      question !== undefined &&
      !turn.reading.brushOff &&
      turn.reading.pushback === undefined &&
      !turn.reading.asks &&
      isSituationQuestion(question, previousBuyer(question)) &&
      !pitched(turn)
    );
  };
  // The buyer's words that a worry is put to rest, within three turns of the reply and before another worry is raised
  // (a worry told in answer to a question about it, or the same one again, is still this one).
  const settledLater = (raised: BuyerTurn, reply: SalesTurn, repeated: (after: BuyerTurn) => boolean) => {
    for (const later of buyer.filter((turn) => turn.position > reply.position).slice(0, 3)) {
      const answer = previousSales(later)!;
      if (later.reading.settles && !repeated(later))
        return answer.reading.dismisses || (asks.includes(answer) && !onSubjectOf(raised, answer))
          ? undefined
          : { answer, settledBy: later };
      if (later.reading.concern && !repeated(later) && !asksAbout(answer, raised)) return undefined;
    }
    return undefined;
  };
  const concerns: Concern[] = buyer
    // "Like I said, three" is not a concern about the offer: not being heard is judged with the questions.
    .filter(
      (turn) =>
        turn.position > 0 && (turn.reading.concern || pressed(turn)) && turn.reading.pushback !== 'unheard' && !tellsTheirSituation(turn),
    )
    .map((raised) => {
      const reply = replyAfter(turns, nextSales(raised));
      if (!reply) return { raised, reply, addressed: false, acknowledged: false, settled: false };
      const reaction = nextBuyer(reply);
      const met = meetsConcern(raised, reply, reaction, asks.includes(reply));
      // "One the techs actually use. I just said that.": a reply that makes the buyer say it again did not listen to the concern.
      const addressed = met.addressed && reaction?.reading.pushback !== 'unheard';
      const { acknowledged } = met;
      // The same worry again leaves it open; a new one ("Most have company phones, so yes. How do I prove it to the insurer?") moves on.
      const repeated = (after: BuyerTurn) =>
        after.reading.concern &&
        (after.reading.topics.some((topic) => raised.reading.topics.includes(topic)) ||
          overlap(after.reading.contentStems, raised.reading.contentStems).length > 0);
      const takes = (answer: SalesTurn, after: BuyerTurn) =>
        !cameBackTo(raised, answer, after) &&
        (after.reading.accepts || after.reading.agrees || (!repeated(after) && after.reading.pushback === undefined));
      // "That's a real concern. What would make you comfortable?" asks the buyer to say more: the answer on the
      // same worry is the reply to that question, and the concern is settled by how the buyer takes what comes next.
      // (A proposal put back in reply, "would it be worth a twenty-minute call?", asks for a yes, not to hear more.)
      const answer =
        reaction && reply.reading.asks && !asks.includes(reply) && addressed && !takes(reply, reaction) ? nextSales(reaction) : undefined;
      const afterAnswer = answer && nextBuyer(answer);
      const settled =
        reaction === undefined ? addressed : answer ? (afterAnswer ? takes(answer, afterAnswer) : false) : takes(reply, reaction);
      const forceful = harsh(reply, reaction);
      if (addressed && settled) return { raised, reply, addressed, acknowledged, settled, forceful };
      // "Let me finish the pricing first." "Alright." "On the front desk: we train each team on site..." "Okay, that eases my
      // mind about the front desk staff.": the buyer says the worry is put to rest, and the turn before answered it.
      const answeredLater = settledLater(raised, reply, repeated);
      if (answeredLater) return { raised, reply, addressed: true, acknowledged, settled: true, forceful, answeredLater };
      return { raised, reply, addressed, acknowledged, settled, forceful };
    });

  // Agreement to what was proposed: the buyer's yes right after a proposal, an offer or a day named,
  // or a yes in words ("let's do one year") after a recap of terms; a bare "Okay." only to a proposal.
  const agreements = buyer.filter((turn) => {
    const cause = previousSales(turn);
    // "Thursday's bad. Friday at eight-thirty.": a day of the buyer's own in reply to a day proposed agrees to meet.
    if (cause && countersWithATime(turn, cause, asks.includes(cause))) return true;
    if (!turn.reading.agrees || turn.reading.concern) return false;
    // A yes to the opening's agenda ("Yes, go ahead") is not a next step.
    if (!cause || (cause === sales[0] && cause.reading.dates.length === 0)) return false;
    // "Fine" to "I'll send it today and follow up Thursday" lets the salesperson do as they said; it agrees to nothing.
    if (ownFollowUp(cause) && turn.reading.assentOnly) return false;
    // "Isn't the weather awful this week?" "Yes, it's been grim.": a day in small talk proposes nothing.
    const chat = (cause.reading.acts.has('small-talk') || cause.reading.social) && !asks.includes(cause);
    // "Okay. And is Mailchimp the paid version?" "Yes, the standard plan.": a yes to a question about the buyer's situation
    // answers it, whatever act the classifier put on the question.
    // ("...I'll call you on the nineteenth. Does ten o'clock work?" names the time it puts for a yes.)
    const aboutTheBuyer = situationQuestions.includes(cause) && cause.reading.dates.length === 0 && !checksThePlan(cause.questionText);
    const proposal =
      asks.includes(cause) ||
      (!aboutTheBuyer &&
        ((cause.reading.dates.length > 0 && !chat) ||
          cause.reading.acts.has('offer') ||
          cause.reading.acts.has('next-step') ||
          cause.reading.acts.has('commitment-ask')));
    // "Is it selling well?" "It's busy, yes.", "are you the person who makes decisions" "It's my school. So yes.": a yes that
    // answers a question about the buyer agrees to nothing; one that names the day ("Fine. Tuesday at ten") takes a step.
    const answersAQuestion = (cause.reading.asks || cause.text.includes('?')) && turn.reading.dates.length === 0;
    // "My worry is the batteries." "The battery lasts about seven years... replaced free under the warranty." "Fair enough, that
    // works for me.": a yes to the answer of a worry puts the worry to rest; it agrees to no step, unless the answer put a step,
    // terms or a day to the buyer ("Let me send you a proposal", "if you sign for two years I can do forty" "That works.").
    const settlesAWorry =
      concerns.some((concern) => concern.reply === cause) &&
      !asks.includes(cause) &&
      !cause.reading.asks &&
      ![...cause.reading.acts].some((act) => PROPOSAL_ACTS.has(act)) &&
      !offersHelp(cause.text) &&
      !cause.reading.segments.some((segment) => offersTerms(segment.text)) &&
      !cause.reading.dates.some((date) => date.specific) &&
      turn.reading.dates.length === 0;
    if (settlesAWorry) return false;
    return proposal || (!turn.reading.assentOnly && !answersAQuestion);
  });
  // "Thursday works. Will you send an invite?" "Yes, right after this. Thanks, bye!" "Okay.": once the buyer has said
  // yes, a bare "Okay." to the goodbye answers the goodbye; the yes said before is the agreement to quote.
  const heardAgreements = agreements.filter((turn, index) => index === 0 || !(turn.reading.assentOnly && saysGoodbye(previousSales(turn))));
  // "That might work. What's the price?" is a yes with a question still open; the call's commitment
  // is the last yes that asks nothing back ("Yes, let's do one year."), when there is one.
  const agreedTurn = heardAgreements.filter((turn) => !turn.reading.asks).at(-1) ?? heardAgreements[0];
  const pushback = buyer
    .filter((turn) => turn.reading.pushback !== undefined && turn.reading.pushback !== 'leaving')
    .map((turn) => ({
      buyer: turn,
      cause: previousSales(turn) && !onlyTakesLeave(previousSales(turn)!) ? previousSales(turn) : undefined,
    }));
  const leaving = buyer.find((turn) => turn.reading.pushback === 'leaving' && !turn.reading.agrees);
  // The buyer left because of the salesperson: annoyed, after pushback, pressure, or a concern left unanswered.
  const unanswered = concerns.some(
    (concern) => concern.reply && !concern.addressed && leaving !== undefined && concern.raised.position <= leaving.position,
  );
  // "Let me... sorry, I've got an alert coming in. I have to drop off right now.": a reason of the buyer's own, said
  // without complaint after an exchange that went on well, is not the salesperson's doing, whatever was said earlier.
  const beforeLeaving = leaving ? previousSales(leaving) : undefined;
  const ownReason =
    leaving !== undefined &&
    !leaving.reading.annoyed &&
    !leaving.reading.concern &&
    /\b(sorry|alert|meeting|emergency|another call|something (has )?come up|got to run|have to run)\b/.test(
      leaving.reading.words.join(' '),
    ) &&
    (beforeLeaving === undefined || !pushy.includes(beforeLeaving)) &&
    !pushback.some((entry) => entry.buyer.position === leaving.position - 2);
  // "Shall I send the contract over?" "No. I'd have to talk to Meera anyway. I think we'll leave it there. I've got to go.":
  // the buyer leaving in the reply that turns the step down has answered the ask; the call was not cut short before one.
  const refusedTheAsk = leaving !== undefined && leaving.reading.declines && asks.includes(previousSales(leaving)!);
  const provoked =
    leaving &&
    !ownReason &&
    (leaving.reading.annoyed ||
      unanswered ||
      pushback.some((entry) => entry.buyer.position <= leaving.position) ||
      pushy.some((turn) => turn.position < leaving.position));
  // A next step agreed after the buyer said they must go, without a day, is the right reflex, not a next step agreed.
  const datedAgreement =
    agreedTurn !== undefined &&
    (!leaving ||
      agreedTurn.position < leaving.position ||
      asks.some((turn) => turn.position < agreedTurn.position && turn.reading.dates.length > 0));
  // "...a tree down on the main road. I have to go." "course go go is there a better time i can call you back" "Try me next week.
  // Not Monday." ...: what follows the leaving is only the goodbye and a time to call back, however many short turns it takes.
  const onlyWrapUp = leaving !== undefined && turns.slice(leaving.position + 1).every((turn) => turn.wordCount <= 14);
  const endedWithoutStep = leaving !== undefined && !datedAgreement && (leaving.position >= turns.length - 3 || onlyWrapUp);

  return {
    turns,
    sales,
    buyer,
    metrics: new Map(metrics.map((metric) => [metric.key, metric])),
    situationQuestions,
    openQuestions,
    followUps,
    impactQuestions,
    concerns,
    asks,
    agreement:
      agreedTurn && !(endedWithoutStep && !provoked)
        ? { buyer: agreedTurn, ask: asks.filter((turn) => turn.position < agreedTurn.position).at(-1) ?? previousSales(agreedTurn) }
        : undefined,
    pushy,
    cutShortAt: endedWithoutStep && !provoked && !refusedTheAsk ? leaving : undefined,
    leftForOwnReason: leaving !== undefined && !provoked && leaving.position >= turns.length - 3 ? leaving : undefined,
    lostBuyer: endedWithoutStep && provoked ? { buyer: leaving, cause: previousSales(leaving) } : undefined,
    pushback,
    talkedOver: talkedOver(turns),
    buyerSaidBefore: (turn) => buyer.filter((other) => other.position < turn.position),
    previousBuyer,
    nextBuyer,
    nextSales,
  };
}

/** Each salesperson turn that cut the buyer off, once ("Two years is—" "Two years is standard..." "Let me finish."). */
function talkedOver(turns: readonly Turn[]): CallReading['talkedOver'] {
  const found: CallReading['talkedOver'] = [];
  for (const turn of turns) {
    if (turn.role !== 'assistant') continue;
    const next = turns[turn.position + 1];
    const before = turns
      .slice(0, turn.position)
      .filter((other): other is SalesTurn => other.role === 'user')
      .at(-1);
    const by = turn.brokenOff && next?.role === 'user' ? next : turn.reading.pushback === 'interrupted' ? before : undefined;
    if (by && !found.some((entry) => entry.by === by)) found.push({ buyer: turn, by });
  }
  return found;
}

/** Numbers the buyer said before `turn` (their own figures, which tie value to them). */
export function buyerNumbersBefore(reading: CallReading, turn: Turn): Set<number> {
  return new Set(reading.buyerSaidBefore(turn).flatMap((buyer) => buyer.reading.quantities.map((quantity) => quantity.value)));
}

/** The buyer's figure: said in the call, or known from the profile (earlier calls) and said as theirs. */
function buyersFigure(reading: CallReading, turn: SalesTurn, quantity: Quantity, known: ReadonlySet<number>): boolean {
  // Small counts ("a few days", "two-week pilot") match a profile's "three plants" by chance: only telling figures count.
  const fromProfile = quantity.value >= 10 && known.has(quantity.value) && /\byour?\b/.test(turn.reading.words.join(' '));
  return buyerNumbersBefore(reading, turn).has(quantity.value) || fromProfile;
}

/**
 * The figures of a turn that can be an outcome: money, a percentage, time (not the meeting's length
 * asked for, "could I get thirty minutes"), or a count that is the buyer's own or is said with a change
 * ("cut repeat visits to three"); the company's history ("founded in 2014, three hundred employees") is none.
 */
export function outcomeFigures(reading: CallReading, turn: SalesTurn, known: ReadonlySet<number> = new Set()): Quantity[] {
  const segmentOf = (quantity: Quantity) =>
    turn.reading.segments.find((segment) => segment.text.toLowerCase().includes(quantity.text.toLowerCase()));
  return turn.reading.quantities.filter((quantity) => {
    if (quantity.value <= 1) return false;
    const segment = segmentOf(quantity);
    if (quantity.kind === 'money' || quantity.kind === 'percent') return true;
    // "I need fifteen minutes of your time": the length of the call asked for, in a question, a proposal or the agenda.
    if (quantity.kind === 'duration')
      return !segment || !(isQuestionSegment(segment) || ['next-step', 'commitment-ask', 'agenda'].includes(segment.act));
    return (
      buyersFigure(reading, turn, quantity, known) ||
      (segment !== undefined && (statesOutcome(segment.text) || topicsOfStems(contentStemsOf(wordsOf(segment.text))).includes('results')))
    );
  });
}

/** A segment offering a price or terms: the classifier's act, or the salesperson's words of offering with a figure. */
export const offersAPrice = (segment: { act: string; text: string }) => segment.act === 'offer' || offersTerms(segment.text);

/**
 * A statement says what the offer does (we, our, it would, an outcome: "clinics your size see no-shows come down by a
 * third"), not only the buyer's figure back.
 */
function offersSomething(text: string): boolean {
  const words = wordsOf(text);
  return (
    words.some((word) => ['we', 'our', 'us', 'would', 'will'].includes(word)) ||
    topicsOfStems(contentStemsOf(words)).includes('results') ||
    statesOutcome(text)
  );
}

/** Words of what the buyer would gain or stop losing: a figure said with them is value, whatever else it sits beside. */
const GAIN =
  /\b(save|saves|saved|saving|back|return|returns|worth|cost you|costs you|lose|losing|lost|cut|cuts|recover|recovers|pays for)\b/;
/** Words that quote what the buyer would pay: a plan or tier, a subscription, "only" or "just" so much. */
const QUOTES_A_PRICE = /\b(plan|tier|package|subscription|only|just|from as little as|starts at|starting at)\b/;
/** A price worked out ("five times three ninety-nine", "three ninety-nine a site a month") or the deal's length ("a three year contract"). */
const DEAL_SUM =
  /\btimes (\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)|\b(a|per|each) (month|year|seat|site|user|licen[cs]e|van|store|clinic|location|head|pharmacy|practice)\b.*\b(a|per) (month|year)\b|\b(year|month|week) (contract|term|agreement|licen[cs]e|subscription|commitment|deal)\b|\b(contract|term|agreement) (is|of|for) (\w+ ){0,2}(years?|months?)\b/;

/**
 * "So five times three ninety-nine, that's just under two thousand a month", "it's a three year contract": the price summed
 * up or the term of the deal, no gain for the buyer.
 */
const statesTheDeal = (text: string) => {
  const words = wordsOf(text).join(' ');
  return DEAL_SUM.test(words) && !GAIN.test(words);
};

/** The turn's figures outside the sentences that sum the price or give the deal's term ("it's a three year contract"). */
export function figuresBeyondTheDeal(turn: SalesTurn): Quantity[] {
  const deal = new Set(
    turn.reading.segments
      .filter((segment) => statesTheDeal(segment.text))
      .flatMap((segment) => readQuantities(segment.text).quantities.map((quantity) => quantity.value)),
  );
  return turn.reading.quantities.filter((quantity) => !deal.has(quantity.value));
}

/**
 * The figures of a turn that say what the buyer gets: its outcome figures, less a price or terms offered ("I could do
 * fifty-two thousand", "shall I send the agreement at fourteen fifty?") and money said in reply to "what does it cost?".
 */
export function valueFigures(reading: CallReading, turn: SalesTurn, known: ReadonlySet<number> = new Set()): Quantity[] {
  const pricing = new Set(
    turn.reading.segments
      .filter(
        (segment) =>
          offersAPrice(segment) ||
          (PROPOSAL_ACTS.has(segment.act) && isQuestionSegment(segment)) ||
          (/\b(price|discount|off|licen[cs]e fee)\b/.test(segment.text.toLowerCase()) &&
            !/\b(save|saves|saved|back|return|worth|cost you|costs you)\b/.test(segment.text.toLowerCase())) ||
          statesTheDeal(segment.text),
      )
      .flatMap((segment) => readQuantities(segment.text).quantities.map((quantity) => quantity.value)),
  );
  // "Four branches, so you'd be on our growth plan, that's only three hundred and ninety a month": money the buyer would pay.
  const quoted = new Set(
    turn.reading.segments
      .filter((segment) => QUOTES_A_PRICE.test(wordsOf(segment.text).join(' ')) && !GAIN.test(wordsOf(segment.text).join(' ')))
      .flatMap((segment) => readQuantities(segment.text).quantities.filter((quantity) => quantity.kind === 'money'))
      .map((quantity) => quantity.value),
  );
  const before = reading.previousBuyer(turn);
  const askedThePrice = before?.reading.asks === true && before.reading.topics.includes('price');
  return outcomeFigures(reading, turn, known).filter(
    (quantity) => !pricing.has(quantity.value) && !quoted.has(quantity.value) && !(askedThePrice && quantity.kind === 'money'),
  );
}

/**
 * A statement of value tied to the buyer: an outcome in numbers (money in digits or words, hours,
 * percentages) or in results, said with the buyer's own words or figures.
 */
export function valueTie(
  reading: CallReading,
  turn: SalesTurn,
  known: ReadonlySet<number> = new Set(),
  toldBefore: ReadonlySet<string> = new Set(),
): 'quantified' | 'tied' | 'generic' | undefined {
  const { reading: said } = turn;
  const heard = reading.buyerSaidBefore(turn).flatMap((buyer) => buyer.reading.contentStems);
  // After discovery the buyer's words of the earlier call (the profile) are theirs too, though more loosely (a demo script
  // says the buyer's trade's words whatever it listened to): four of them, with this call's, tie as two of this call's do.
  const echoedNow = overlap(said.contentStems, heard).length;
  const echoed = overlap(said.contentStems, [...heard, ...toldBefore]).length >= 4 ? Math.max(2, echoedNow) : echoedNow;
  const numbers = valueFigures(reading, turn, known);
  const usesBuyerFigure = numbers.some((quantity) => buyersFigure(reading, turn, quantity, known));
  // A turn that only offers terms ("Right. I could do fifty-two thousand.") says nothing of value.
  const offersOnly = said.segments.every(
    (segment) => (segment.act === 'offer' && readNumbers(segment.text) > 0) || onlyAcknowledges(segment) || isQuestionSegment(segment),
  );
  const outcome = said.segments.some((segment) => !isQuestionSegment(segment) && statesOutcome(segment.text));
  const valueSaid =
    !offersOnly && (said.acts.has('value') || said.acts.has('pitch') || said.topics.includes('results') || outcome || numbers.length > 0);
  // Value is stated: a question that repeats the buyer's figure ('twenty hours is a lot, what does that cost you?') explores, it does not tie value.
  const stated =
    !said.asks ||
    said.segments.some((segment) => !segment.act.endsWith('question') && !/\?\s*$/.test(segment.text) && offersSomething(segment.text));
  if (!valueSaid || !stated) return undefined;
  // "Um, I think it can do that, yeah. I'd have to check exactly how it works with the schedule": a claim the
  // salesperson is not sure of ties nothing to the buyer, however many of the buyer's words it takes up.
  if (said.hedged) return 'generic';
  // "I'm sure they're fine, but they can't be in eleven gyms at once, can they? That's why you need us.": a line that waves
  // away what the buyer said argues with it; it ties nothing to it, whatever figure of the buyer's it throws back.
  if (said.dismisses) return 'generic';
  // "So what I'm hearing is that price is a concern..." "I said the labels.": the buyer says it missed what they said.
  if (reading.nextBuyer(turn)?.reading.pushback === 'unheard') return 'generic';
  const tied = usesBuyerFigure || said.refersBack || echoed >= 2;
  if (tied && (numbers.length > 0 || said.topics.includes('results'))) return numbers.length > 0 ? 'quantified' : 'tied';
  if (tied) return 'tied';
  return 'generic';
}

/** A turn that only thanks and takes leave ("Alright, thanks for your time. Bye now!"): it asks, offers and presses nothing. */
const LEAVE_TAKING_ACTS = new Set(['goodbye', 'thanks', 'acknowledge', 'backchannel', 'greeting']);
function onlyTakesLeave(turn: SalesTurn): boolean {
  return !turn.reading.asks && turn.reading.segments.every((segment) => LEAVE_TAKING_ACTS.has(segment.act));
}

/** The salesperson takes leave: the goodbye act, or its words ("See you Thursday at ten!", "talk soon", "have a good day"). */
function saysGoodbye(turn: SalesTurn | undefined): boolean {
  if (!turn) return false;
  return (
    turn.reading.acts.has('goodbye') ||
    /\b(bye|goodbye|see you|talk (to you )?(soon|then|on|next)|speak (to you )?(soon|then|on|next)|have a (good|great|nice|lovely))\b/.test(
      turn.reading.words.join(' '),
    )
  );
}
