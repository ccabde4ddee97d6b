import { contentStemsOf, wordsOf, type QuestionType, type Segment, type SpeechAct, type TurnReading } from '@rehearse/conversation';
import type { AnswerContext } from './buyer-answers';

/** What the caller's turn asks of the buyer, read from the understanding and the call so far. */

/** The days the caller named that are still to come: "I saw the Spurs won on Saturday" proposes no Saturday. */
function comingDates(reading: TurnReading): TurnReading['dates'] {
  return reading.dates.filter((date) => !date.past);
}

export const QUESTION_ACTS: readonly SpeechAct[] = ['open-question', 'closed-question'];

export function has(reading: TurnReading, acts: readonly SpeechAct[]): boolean {
  return acts.some((act) => reading.acts.has(act));
}

/** The words every check of the line holds: "are you there?", "can you hear me?", "did I lose you?", "hello?". */
const LINE_WORDS = /\b(there|hear|hearing|heard|lost|lose|losing|line|with me|breaking|broke|cut|connection|signal|hello)\b/;

/**
 * The reading with the classifier's checks of the line that hold no word of one read as its second
 * guess: "You guys are still writing fridge temps on clipboards?" asks nothing about the line.
 */
export function withoutFalseLineChecks(reading: TurnReading): TurnReading {
  const misread = (segment: Segment) => segment.act === 'presence-check' && !LINE_WORDS.test(wordsOf(segment.text).join(' '));
  if (!reading.segments.some(misread)) return reading;
  const segments = reading.segments.map((segment) =>
    misread(segment)
      ? { ...segment, act: segment.runnerUp && segment.runnerUp !== 'presence-check' ? segment.runnerUp : 'statement' }
      : segment,
  );
  return { ...reading, segments, acts: new Set(segments.map((segment) => segment.act)) };
}

/** What may follow a farewell in the same turn: more farewell ("thanks, bye, talk soon"). */
const CLOSING_ACTS: readonly SpeechAct[] = ['goodbye', 'thanks', 'acknowledge', 'backchannel'];

/**
 * The turn takes leave: a goodbye with nothing after it but more of the same. "Good. So I saw your
 * email about the price..." opens with a word the classifier may read as a farewell, then goes on.
 */
export function saysGoodbye(reading: TurnReading): boolean {
  const at = reading.segments.findIndex((segment) => segment.act === 'goodbye');
  return (at >= 0 && reading.segments.slice(at + 1).every((segment) => CLOSING_ACTS.includes(segment.act))) || endsOnFarewell(reading);
}

/** The last words of a turn that take leave, however the turn was cut into sentences. */
const FAREWELL_END =
  /\b(bye|bye bye|goodbye|good bye|bye now|talk (to you )?soon|speak (to you )?soon|take care|cheers bye|have a (good|great|nice) (day|one|afternoon|evening|weekend))$/;

/**
 * "great i'll send the invite to you thanks mark bye": a recogniser's turn is one run of words the classifier may
 * read as a next step; a turn whose last words are a farewell takes leave all the same, unless it asks.
 */
export function endsOnFarewell(reading: TurnReading): boolean {
  return !reading.asks && FAREWELL_END.test(reading.words.join(' '));
}

/** The last words of a turn that thank, with what may follow a thanks: "so much", "for your time", a name. */
const THANKS_END =
  /\b(thanks|thank you|thank u|cheers|many thanks|much appreciated|appreciate it|appreciate that)( (so|very) much| a lot| again| a million| for (your|the) time( today)?| for (that|this|today|everything))*( (?!(for|and|but|so|to|the|a|i|we|you|how|what|can|could|would)$)[a-z]+)?$/;

/**
 * "great i will send the invite thanks priya": a recogniser's turn is one run of words the classifier reads as its first
 * act; a turn whose last words are a thanks ends on one all the same ("Great, I'll send the invite. Thanks Priya."),
 * unless it asks.
 */
export function endsOnThanks(reading: TurnReading): boolean {
  return !reading.asks && THANKS_END.test(reading.words.join(' '));
}

/** "Is this the person who runs Brennan Haulage?": yes, speaking. */
export function asksIdentity(context: AnswerContext, reading: TurnReading): boolean {
  const { play, state } = context;
  if (state.callerTurns > 2) return false;
  const text = reading.words.join(' ');
  const names = [play.facts.personName, play.facts.personName?.split(' ')[0], play.facts.companyName]
    .filter((name): name is string => !!name)
    .map((name) => name.toLowerCase());
  const namesBuyer =
    names.some((name) => text.includes(name)) ||
    /\b(the (person|guy|one|lady|woman|man) who|in charge of|head of|responsible for|the tech person|the owner)\b/.test(text);
  return /\b(is this|am i (speaking|talking) (to|with)|are you|you the|is that)\b/.test(text) && namesBuyer;
}

/** "Have you got two minutes?", "is now a bad time?": asking for time on the phone, early in the call. */
export function asksForTime(reading: TurnReading, callerTurns: number): boolean {
  if (callerTurns > 2 || !reading.asks || comingDates(reading).length > 0) return false;
  const question = wordsOf(reading.question ?? '')
    .join(' ')
    .replace(/\b(at|for) the moment\b|\bright now\b/g, '');
  // "Have I caught you at an okay time?", "is this a convenient time?", "is now alright?": the time for the call, however it is judged.
  return (
    /\b(minutes?|mins?|moment|seconds?|secs?|(good|bad|okay|ok|alright|convenient|decent|right|terrible|awkward) time|quick word|(caught|catch) you|is now (a |an )?(good|bad|ok|okay|alright|fine|convenient)|free to (talk|chat))\b/.test(
      question,
    ) && reading.questionType === 'yes-no'
  );
}

/**
 * Early in the call, the salesperson asks leave to ask questions or to follow an agenda ("could I
 * ask you a few questions about...", "... if that's alright?", "does that work for you?"): a request
 * to go on, not a question about the buyer's situation.
 */
export function asksLeave(reading: TurnReading, callerTurns: number): boolean {
  if (callerTurns > 3 || !reading.asks || comingDates(reading).length > 0) return false;
  const question = wordsOf(reading.question ?? '').join(' ');
  const askingToAsk =
    /\b(can|could|may|mind if) (i|we) (ask|run|go through|start with)( you)? (a |some |just )?(few|couple|quick|some|questions)\b/.test(
      question,
    );
  const consent =
    reading.acts.has('agenda') &&
    /\b(if (that is|thats|that's) (alright|all right|ok|okay|fine)|is (that|this) (alright|all right|ok|okay|fine)|does (that|this) (work|sound (good|ok|okay|fair|alright))|would (that|this) be (ok|okay|alright|fine)|works? for you|(ok|okay|alright|all right|fine|good) (with|for) you|do you mind|sound good)\b/.test(
      question,
    );
  return askingToAsk || consent;
}

/** "Is that still the picture?", "did I get that right?": a check of the salesperson's summary, not a question about it. */
export const CHECKS_SUMMARY =
  /\b(is (that|this) how you (would )?(describe|see|put) it|does (that|this) (capture|sum up|match)|is (that|this) (a )?(fair|accurate) (summary|picture)|is (that|this|it) (still )?(right|correct|accurate|fair|true|so|the (picture|case|situation))|(does|would) (that|this|it) (still )?(sound|seem) (right|fair|accurate|about right)|did i (get|miss|understand)|have i (got|understood|missed)|am i right|is that still|still the case)\b/;

/**
 * "Would it make sense to try it in two stores?", "could we pilot it at one site?", "shall we book the demo?":
 * a yes-or-no question that proposes a step the two sides would take, whatever act the classifier read.
 */
/** A yes-or-no question about the buyer with a second answer offered: "..., or does it go to someone else?". */
const ABOUT_THE_BUYER_CHOICE =
  /^(?:(?:and|so|but|ok|okay) )*(?:is|are|do|does|did|would|will|have|has) (?:the |your |that |this )?\w+\b.* or (?:does|do|is|are|would|will|did|has|have) (?:it|that|this|you|they|someone|somebody|anyone)\b/;

const PROPOSES_STEP =
  /\b(would it (make sense|be worth)|does it make sense|(should|could|can|shall) we|why don't we|how about we|what if we|are you open to|would you be open to)( (just|maybe|then|first))? (to )?(try|trial|pilot|test|start with|run (a|the) (pilot|trial|test)|set up|book|schedule|put (\w+ )?in the calendar|get (\w+ )?(on the calendar|booked|started|scheduled)|meet|sign|roll (it )?out)\b/;

/**
 * Words of a step or a commitment: a turn that asks nothing is a request for one only when it names one
 * ("just sign the thing", "give me fifteen minutes", "I'll send the contract over"), not when the classifier
 * reads a piece of a long speech as one ("...and installation if you don't do it yourselves").
 */
const STEP_WORDS =
  /\b(sign|signs|signed|signing|signature|contract|paperwork|agreement|deal|buy|purchase|order|go ahead|move forward|get going|kick off|get (you |this |it )?started|minutes|meeting|meet|demo|trial|pilot|proposal|quote|invite|calendar|book|schedule|call|follow-? ?up|next steps?)\b/;

/** A question whether an answer settles the buyer's worry, or what still stands between the two sides and a yes. */
const SETTLES_IT =
  /\b((does|would|will|did) (that|this|it) (cover|address|answer|settle|solve|fix|handle|take care of|ease|help with) (you|it|that|your|the)\b|(can|could) you live with (that|this|it)|(is|was) (that|this) (everything|all|it) (between|standing between|that stands between|holding|that'?s holding|in the way)|anything else (between|standing between|in the way|holding))/;

export function asksIfSettled(reading: TurnReading): boolean {
  return reading.asks && SETTLES_IT.test(wordsOf(reading.question ?? '').join(' '));
}

/** The words of a check on what was just said ("does that work for you?", "would that help?", "is that fair?"): no subject of its own. */
const CHECK_STEMS = new Set(
  contentStemsOf(
    wordsOf(
      'work works help sound sounds sense fair live seem reasonable problem suit doable enough good okay ok fine right alright agree agreed plan idea acceptable manageable possible realistic feasible way',
    ),
  ),
);

/**
 * Words that ask for the buyer's yes, or propose what the two sides would do next: "yes or no?", "is that a yes?",
 * "...or not?", "can we agree that?", "shall we...", "can I put you down for...", "are you ready to...".
 */
const ASKS_FOR_YES =
  /\b(yes or no|is (that|it) a yes|or not|what do you say|are you in|(do|have) we (got )?a deal|can we agree|are we (good|agreed|set|on)|(shall|should|can|could) (we|i)|let'?s|let us|how about we|why don'?t we|put you down|sign you up|set you up|get you (started|set up|on board|going)|lock (it|that|this) in|pencil|ready to|happy to (proceed|go|move|sign|start)|proceed|go with (us|it|this)|commit)\b/;

/** "You can sign that yourself, right?", "is that something you can approve yourself?": who decides, not a step. */
const ABOUT_AUTHORITY =
  /\b((yourself|on your own|by yourself)(?= (right|or|too|then|though)\b|$)|without (anyone|someone|somebody|\w+) else|your (own )?(limit|sign ?off|authority))\b/;

/** "You buy from MWI, don't you?", "...by March 31st, right?": a check of a fact about the buyer, ended on a tag. */
const TAG_ON_THE_BUYER = /\b(you|your)\b.*\b(right|correct|(do|does|did|is|are|was|were|have|has)(nt| not)? (you|it|they|that)|or)$/;
const PROMISED = /\b(will|ll|going to|gonna)\b/;

/**
 * A closed question about the buyer ("is that something you'd be interested in?", "are the controlled drugs in there
 * too or", "you buy from MWI, don't you?"): it asks for a fact or a view the buyer holds, and names no step, no day,
 * no proposal and no yes, whatever act the classifier read (decision 84). A check of what was just said ("does that
 * work for you?", "would that help?") has no subject of its own: what it asks about is the sentence before it.
 */
export function asksAboutTheBuyer(reading: TurnReading): boolean {
  if (!reading.asks || reading.question === undefined) return false;
  const question = wordsOf(reading.question).join(' ');
  if (ASKS_FOR_YES.test(question)) return false;
  const datesAsked = comingDates(reading).some((date) => question.includes(wordsOf(date.text).join(' ')));
  if (reading.questionType === 'when')
    return !datesAsked && !STEP_WORDS.test(question) && !/\b(free|available|suits?|works?|good for you)\b/.test(question);
  if (reading.questionType !== 'yes-no') return false;
  if (ABOUT_AUTHORITY.test(question)) return true;
  if (TAG_ON_THE_BUYER.test(question) && !PROMISED.test(question)) return true;
  // "Is that something you deal with?": dealing with a thing is no deal.
  if (datesAsked || STEP_WORDS.test(question.replace(/\bdeal(s|ing|t)? with\b/g, ''))) return false;
  return contentStemsOf(wordsOf(reading.question)).some((stem) => !CHECK_STEMS.has(stem));
}

const ABOUT_THE_BUYER: ReadonlySet<QuestionType> = new Set(['how-often', 'how-many', 'how-much', 'how-long', 'why', 'who', 'where', 'how']);

/**
 * "I'm not asking you to buy anything today", "there's no deadline on it": a turn that says in words it asks for no
 * commitment is no request for one, whatever act the classifier read in its offer.
 */
const ASKS_NOTHING =
  /\b(not asking (you )?(to|for)|no (deadline|pressure|obligation|rush)|(do not|dont|don't) (have|need) to (decide|commit|sign|buy)|no need to (decide|commit|sign)|not (looking|here) to (sell|close))\b/;

/** A request for a next step: said as one, or a question naming a day ("what about tomorrow afternoon?"). */
export function asksForNextStep(reading: TurnReading, callerTurns: number): boolean {
  if (!reading.asks && ASKS_NOTHING.test(reading.words.join(' '))) return false;
  // "Got a moment?" in the first turn asks for time now, not for a meeting.
  if (callerTurns <= 1 && comingDates(reading).length === 0 && !reading.acts.has('commitment-ask')) return false;
  // "How about tomorrow morning?", "what about Friday at 8?": a proposal, not a question about the buyer.
  if (comingDates(reading).length > 0 && /^(?:\W*(?:so|okay|ok|well|then|and)\W+)*(how|what) about\b/i.test(reading.question ?? ''))
    return true;
  // "heres what id suggest thirty minutes next wednesday at 2 ... where i show you how ... does that work": a meeting
  // proposed at a set day and hour, with at most "does that work?" asked of it, whatever the question's first word.
  if (
    callerTurns > 1 &&
    WOULD_LIKE_MEETING.test(reading.words.join(' ')) &&
    timedDates(reading).length > 0 &&
    /\b(does|would|will|can|could) (that|this|it) (work|suit|sound)\b[\w\s]*\W*$/i.test(reading.question ?? '')
  )
    return true;
  // "How long does that Monday count take?": a day the question is about, not a day proposed
  // (unless it asks how the day sounds: "how does Thursday at ten sound?").
  if (
    reading.questionType !== undefined &&
    ABOUT_THE_BUYER.has(reading.questionType) &&
    !/\b(sound|sounds|look|looks|suit|suits|work|works) (for you|to you|okay|ok|good)?\W*$/i.test(reading.question ?? '')
  )
    return false;
  // "If the DEA walked in tomorrow morning, what would worry you most?": a day inside a question
  // about the buyer, not a day proposed (those are "what about Friday?" above, or "what do you think of Friday?").
  const questionAct = reading.segments.find((segment) => segment.text === reading.question)?.act;
  if (reading.questionType === 'what' && questionAct === 'open-question')
    return /\bwhat (do|would) you (think|say) (of|about|to)\b/i.test(reading.question ?? '');
  // "How often do patients not show up?" asks about the buyer, whatever the classifier made of it.
  if (
    reading.questionType !== undefined &&
    reading.questionType !== 'yes-no' &&
    reading.questionType !== 'when' &&
    comingDates(reading).length === 0
  )
    return false;
  // "what id like is thirty minutes next tuesday at ten on video": time together on a set day and hour, said as what the
  // caller would like, asks for it as plainly as a question would.
  if (!reading.asks && callerTurns > 1 && WOULD_LIKE_MEETING.test(reading.words.join(' ')) && timedDates(reading).length > 0) return true;
  // A day named inside a long speech that asks nothing ("we can do that any week including December")
  // proposes nothing, unless the speech ends on the proposal.
  const last = reading.segments.at(-1);
  if (!reading.asks && reading.words.length > 30 && last && last.act !== 'next-step' && last.act !== 'commitment-ask') return false;
  // "The winter rentals you mentioned, is that still about 140 a season?": a check of what the buyer said asks no step.
  // Nor does a read-back of the buyer's timeline ("support ends next June and you want to be live before Black Friday.
  // Is that fair?"): a month or a deadline is the buyer's own; a meeting is proposed on one day or at a time.
  const question = wordsOf(reading.question ?? '').join(' ');
  if (
    reading.asks &&
    CHECKS_SUMMARY.test(question) &&
    comingDates(reading).every((date) => !date.specific) &&
    !['next-step', 'commitment-ask'].includes(questionAct ?? '')
  )
    return false;
  if (reading.asks && reading.questionType === 'yes-no' && PROPOSES_STEP.test(question)) return true;
  if (asksAboutTheBuyer(reading)) return false;
  // "Does that cover you?", "can you live with that?", "is that everything between us and a signature?": whether an
  // answer settles the buyer's worry, or what is left to settle, is asked before any step, not a step itself.
  if (asksIfSettled(reading)) return false;
  // "Is budget something you'd decide on, or does it go to someone else?": two answers about the buyer to choose
  // from, not a step to take (a choice of days, "Tuesday or Thursday?", has its dates).
  if (reading.asks && ABOUT_THE_BUYER_CHOICE.test(question) && comingDates(reading).length === 0) return false;
  // "...renewal offers go out automatically. Is that something that would help you?": the turn ends on an open
  // question about the buyer, which is what it asks, whatever the classifier made of the pitch before it.
  if (reading.asks && questionAct === 'open-question' && comingDates(reading).length === 0) return false;
  // "...the board report. You can send it as a link, or export it to slides.": said, not asked, a step is one in its own
  // words or on a day, not a sentence about the product the classifier reads as one.
  // "Just say yes now and loop Ana in afterwards" asks for the yes in so many words.
  if (has(reading, ['next-step', 'commitment-ask']))
    return stepToAgreeTo(reading) || ASKS_FOR_YES.test(reading.words.join(' ')) || /\bsay yes\b/.test(reading.words.join(' '));
  const concreteDay = comingDates(reading).some((date) =>
    /\b(mon|tues|wednes|thurs|fri|satur|sun)day|\btomorrow\b|\d|\b(am|pm|morning|afternoon|noon)\b/i.test(date.text),
  );
  return reading.asks && concreteDay && !reading.acts.has('open-question');
}

/**
 * A request for a step the buyer could say yes to: asked, or said with a day or a step's own words. A piece of
 * a long speech the classifier reads as one ("...and installation if you don't do it yourselves") is not: the
 * buyer may turn it down, but never agrees to what nobody asked for.
 */
export function stepToAgreeTo(reading: TurnReading): boolean {
  if (reading.asks || comingDates(reading).length > 0) return true;
  return reading.segments.some(
    (segment) => (segment.act === 'next-step' || segment.act === 'commitment-ask') && STEP_WORDS.test(wordsOf(segment.text).join(' ')),
  );
}

/**
 * The day or time the salesperson proposes, to confirm back: one named in the question (else the
 * turn's last sentence), with a time of day before a bare day, the later before the earlier ("if
 * legal gets it tomorrow, can we sign by Friday?" proposes Friday, not tomorrow).
 */
export function proposedTime(reading: TurnReading): string | undefined {
  const lastSentence = reading.segments.at(-1)?.text ?? reading.text;
  const asked = (reading.question ?? lastSentence).toLowerCase();
  const inAsk = comingDates(reading).filter((date) => asked.includes(date.text.toLowerCase()));
  const candidates = inAsk.length > 0 ? inAsk : comingDates(reading);
  return (candidates.filter(isTimed).at(-1) ?? candidates.at(-1))?.text;
}

/** "next Tuesday at ten", "Friday the 4th at 10": a day and an hour. */
function isTimed(date: TurnReading['dates'][number]): boolean {
  return (
    /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|am|pm)\b/i.test(date.text) &&
    /\b(mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|\d{1,2}(st|nd|rd|th)\b/i.test(date.text)
  );
}

function timedDates(reading: TurnReading): TurnReading['dates'] {
  return comingDates(reading).filter(isTimed);
}

/** What the caller would like: time together ("what i'd like is thirty minutes", "i'd suggest a call"). */
const WOULD_LIKE_MEETING =
  /\b(what (i'?d|i would|id) (like|love|suggest|propose) is|(i'?d|i would|id) (like|love) (to (get|book|grab|have|set up) )?|(i'?d|i would|id|let me) (suggest|propose)|here'?s what (i'?d|id|i would) (suggest|propose))( (is|that))?( (a|an|the|just|maybe))? ?(\w+ )?(minutes|meeting|call|demo|session|walk ?through)\b/;

/** A verb of giving approval, and words that put it to the buyer's own authority ("yourself", "within your limit"). */
const APPROVING = /\b(sign|signs|approve|authori[sz]e|sign off|okay|ok)\b/;
const OWN_AUTHORITY =
  /\b(yourself|on your own|alone|without (anyone|anybody|sign ?off|the \w+|your \w+)|within (your|what you)|(under|inside|below) (your|what you)|your (own )?(limit|sign ?off|authority|approval))\b/;

/**
 * "Is that something you can approve yourself?", "is that within what you can sign?", "you can sign that yourself,
 * right?": a yes-or-no question about the buyer's own authority over what is on the table, which the offer and the
 * buyer's limit answer (not a request for a step, not a question the profile's sentences answer).
 */
export function asksIfBuyerCanSign(reading: TurnReading): boolean {
  if (reading.questionType !== 'yes-no' || !reading.question) return false;
  const question = wordsOf(reading.question).join(' ');
  return OWN_AUTHORITY.test(question) && (APPROVING.test(question) || /\b(within|under|inside|below)\b/.test(question));
}
