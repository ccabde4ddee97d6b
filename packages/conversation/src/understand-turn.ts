import { cuss } from 'cuss';
import { introductionOf, type Introduction } from './introduction';
import { sentencesOf } from './lists';
import { rememberedByText } from './remembered';
import { hasVerb, leadIn, readQuantities, withoutLeadIn, type DateMention, type Quantity } from './quantities';
import { tagged } from './tagger';
import { speechActClassifier, type SpeechAct, type Tone } from './speech-acts';
import { topicsOfStems, type Topic } from './topics';
import { contentStemsOf, normalise, wordsOf } from './words';

/** One sentence or clause of a turn and what it does. */
export interface Segment {
  text: string;
  /** The tone is a clear reading, not a guess (matters for 'rude': a buyer hangs up only on a sure one). */
  toneSure: boolean;
  act: SpeechAct;
  /** 0-1: how sure the classifier is of `act` over the runner-up. */
  confidence: number;
  /** The classifier's second choice: worth weighing when `confidence` is low. */
  runnerUp?: SpeechAct;
  tone: Tone;
}

export type QuestionType =
  'how-often' | 'how-many' | 'how-much' | 'how-long' | 'when' | 'who' | 'which' | 'what' | 'how' | 'why' | 'where' | 'yes-no';

/** How a salesperson's turn reads: what it does, asks, offers and how it sounds. */
export interface TurnReading {
  text: string;
  words: string[];
  contentStems: string[];
  segments: Segment[];
  acts: ReadonlySet<SpeechAct>;
  /** The turn asks the buyer something (a question act, or a question mark). */
  asks: boolean;
  /** The kind of answer the turn's last question wants. */
  questionType: QuestionType | undefined;
  /** The text of the turn's last question segment. */
  question: string | undefined;
  topics: Topic[];
  quantities: Quantity[];
  dates: DateMention[];
  /** Asks the buyer to say again what it said (the classifier's 'repair', or the few words people use for it). */
  repairs: boolean;
  /** Ends on asking to hear the buyer's last words again ("...the signal's spotty here. You were saying?"): the request, however long its lead-in. */
  repairsAtEnd: boolean;
  /** Says it is going back to the buyer's words ("you mentioned", "so if I heard you right"). */
  refersBack: boolean;
  /**
   * Sums up what is known or agreed so far, in words of a recap: "so, to bring it together", "where we landed last week was",
   * "as we discussed". Read by the coach (a recap of the buyer's goals), not by the buyer.
   */
  recaps: boolean;
  /** Content words of the buyer's earlier turns the salesperson took up. */
  echoed: string[];
  negated: boolean;
  /** Commits to nothing ("I'd have to check", "hopefully", "probably"): a non-answer to a concern. */
  hedged: boolean;
  /** Sounds of hesitation ("um", "uh", "er"): how many the turn has. */
  hesitations: number;
  /** Says sorry for something ("sorry about the price", "I apologise"). */
  apologises: boolean;
  /** Makes what it offers depend on the buyer ("if you sign for two years", "in return", "as long as"). */
  conditional: boolean;
  /** The salesperson's name and company, when the turn says them. */
  introduction: Introduction;
  /** The strongest tone of any segment: rude over pushy over polite over neutral. */
  tone: Tone;
  /** 'sure' when a segment is clearly rude, 'possible' when only a guess says so. */
  rudeness: 'none' | 'possible' | 'sure';
  /** Asks after the buyer socially ("how are you?", "how's your week going?"), by the formulas people use. */
  social: boolean;
  /** Holds a word that insults whoever hears it ("idiot", "stupid": cuss's rating 2), not only a rude reading. */
  insults: boolean;
  /** Runs someone down, the competitor or the buyer's choice: "BursarPay is pretty junk", "they're rubbish", "those guys are cowboys". */
  disparages: boolean;
  /**
   * Waves a worry away instead of meeting it: "drivers always moan at first, they get used to it", "that's more of an HR thing",
   * "everyone says that, they always end up loving it". Read by the coach, not by the buyer.
   */
  dismisses: boolean;
}

export interface TurnContext {
  /** What the buyer said before, oldest first: what a reference back may point to. */
  buyerSaid?: readonly string[];
}

const QUESTION_ACTS: ReadonlySet<SpeechAct> = new Set(['open-question', 'closed-question', 'repair', 'presence-check']);
const QUESTION_START =
  /^(what|how|why|when|where|who|which|whats|hows|do|does|did|are|is|was|were|can|could|would|will|have|has|should|shall)$/;
const SUBJECT = /^(you|your|we|i|it|that|there|they|many|much|long|often|big|do|does|did|is|are|was|would|could|can|about|kind|sort)$/;
const NOT_BEFORE_QUESTION =
  /^(to|know|wonder|wondering|ask|asking|see|understand|about|on|of|in|at|for|from|with|within|by|into|over|under|than|like|beyond|around|through|is|that|and|or|sure|idea|matter|exactly|care|what|how|why|when|where|who|which)$/;
/** Words after which a "which" starts a question again ("okay which is better"), not a relative clause. */
const RESTARTS = /^(so|and|but|then|okay|ok|also|well|right|now|anyway|um|uh|yeah|great|cool|good|sure)$/;
const REFERENCE_BACK =
  /\b(you (mentioned|said|told (me|us)|brought up|talked about|were saying)|as you (said|put it|mentioned)|if i heard you|going back to|back to what you|earlier you|last time you (said|mentioned|told)|what i am hearing|so what you are saying|sounds like you|(just )?to recap|(a )?quick recap|so to confirm|to sum up|let me (check|make sure) i (have )?got (it|this|that)|if i (have )?got (it|this|that) right)\b/;
const RECAP =
  /\b((to|let me|lets|let us) (bring|pull|put|tie) (it|this|that|everything) (all )?together|bringing (it|this) (all )?together|where we (landed|got to|ended up) (last \w+ |on \w+ )?(was|is)|as (we|you and i) (discussed|agreed|said)|what we agreed|when we (spoke|talked|met) (last|on|before)|in summary|to summari[sz]e|(recap|summary) of)\b/;
// A hedge or a brush-off ("don't worry about it", "it'll be fine", "that isn't up for discussion"): no answer to a concern.
// A modal softened again ("I think I could maybe put something together") promises nothing.
const HEDGE =
  /\b(not up for (discussion|debate|negotiation)|non ?issue|not (really )?an issue|nobody (has )?(ever )?complained|(everybody|everyone) (signs|pays|does|gets)|that is (just )?how we (price|do|sell)|not my problem|(they|she|he) will come (round|around)|do not worry|no need to worry|it will be fine|it will all be fine|trust me|no big deal|same for everyone|(have|need) to (check|ask)|ask my (manager|boss|team)|let me (check|find out|ask)|i will (check(?! in\b)|find out|ask)|would have to (ask|see|find out)|get back to you|not (really )?sure|i do not know|no idea|hopefully|probably|i guess|or it might be|i think maybe|(could|can|might|may) (maybe|possibly|perhaps)|might be able|should be fine|depends)\b/;
// "How are you?", "how's your week going?", "did you have a good weekend?": the social formulas of a call's opening.
const SOCIAL_QUESTION =
  /\b(how (are|r) (you|ya|things)|how (you|ya) doing|how (is|was|has|have|were) (it going|things|life|business|you been|your (day|week|weekend|morning|afternoon|monday|tuesday|wednesday|thursday|friday|holiday|holidays|summer|year|trip|vacation|break))|hows (it going|things|life|business|your (day|week|weekend|morning|afternoon|monday|tuesday|wednesday|thursday|friday|holiday|summer|year|trip))|(did|do) you have a (good|nice|great|lovely) (weekend|week|holiday|break|trip|summer)|how have you been|how (is|has|was) (the|your|this) (day|week|weekend|month|semester|term|season|quarter|year|summer|winter|spring|autumn|fall|holidays?|break|morning|afternoon) (treating|been|going|shaping up))\b/;
const DISPARAGING =
  /\b(junk|rubbish|garbage|cowboys|a joke|useless|amateurs|amateurish|clowns|crap|crappy|rip ?off|rip you off|overcharg\w*|a toy|waste of (money|time)|dinosaurs?|stone age|dark ages|(every|any)\w* (yard|shop|customer|company|one|body) (that|who) (bought|uses?|used|went with|signed with) (them|it) regrets)\b|\b(do not|dont|never) (even )?let them in\b/;
const DISMISSING =
  /\b((they|people|everyone|everybody|users|staff|drivers|teams?) (always|all) (moan|complain|grumble|say that|push back)|(everyone|everybody) says that|(they|you|people|everyone) (will |all |soon )?get used to it|more of an? \w+ (thing|problem|issue|question)|(is|are) an? (\w+ )?(sales|finance|accounts|hr|legal|procurement|marketing|it|ops|operations|support|team|department) thing|i (just|only) do the \w+ (side|end|bit)|not (really )?(my|our) (department|area|problem)|(they|you|everyone) (always |all )?end up loving it|(that|it) is (just |only )?an excuse|that is what (everyone|everybody|people|they all) says?|i am sure (they|it|you|he|she) (are|is) (fine|great|good|lovely) but|(ours|ours is|ours are) (much|far|way|a lot|so much) better|(it|that|this) (will not|would not|is not going to) (go wrong|be a problem|happen)|(it is|that is|it will be) (usually|always|normally|generally) fine|(most|all|our other) \w+ (do not|never) (have|had|see) (any )?(problems|issues|trouble))\b/;
const HESITATION = /\b(um+|uh+|erm+|er|uhm+)\b/g;
const APOLOGY = /\b(sorry|apologi[sz]e|apologies)\b/;
// "if you sign for two years", "if overtime hasn't dropped": a condition; "if that helps", "if you like" are courtesy,
// and "what if I take ten percent off?" a suggestion.
const CONDITION =
  /\b((?<!\bwhat )if\b(?! (that|this|it) (helps|works|suits|is (ok|okay|alright|all right)))(?! you (want|would like|like|prefer|need|wish|are interested|have any))|in (return|exchange)|as long as|provided (that|you)|on condition)\b/;
// "Can you say that last bit again?", "you were saying?", "what did you say?": asks to hear the buyer's last words again.
const REPAIR_CUE =
  /\b((say|repeat) (that|it|this|the|what you said)( (last|first) (bit|part|thing))? again|repeat (that|it|what you said)|(did not|didn't) (catch|get|hear) (that|what you said|you)|what was that|come again|you (cut|broke) (out|up)|(line|you) broke up|lost you|(what )?(were|was) you saying|you were saying|what did you (just )?say\b(?! (to|about)\b)|what was the last (thing|bit|part) you said)\b/;
/** The same request as a turn's last words, whatever came before it ("...the signal's spotty where I am. You were saying?"). */
const REPAIR_AT_END =
  /\b((say|repeat) (that|it|this|the|what you said)( (last|first) (bit|part|thing))? again|(what )?(were|was) you saying|you were saying|what did you (just )?say|come again|what was that)$/;
const TONE_RANK: Record<Tone, number> = { neutral: 0, polite: 1, pushy: 2, rude: 3 };

/**
 * How sure it is that the turn is rude: a profane word (cuss's rating 2, "idiot", "crap") or a
 * clear reading of the tone classifier is sure; a milder profanity or the balanced classifier's
 * guess is possible.
 */
function profanityOf(words: readonly string[]): number {
  return Math.max(-1, ...words.map((word) => cuss[word] ?? cuss[word.replace(/s$/, '')] ?? -1));
}

/**
 * The formulas of contempt a trainer hears at once, whatever words carry them: blame put on the
 * listener ("that's on your management"), a dismissive order ("act like one", "spare me", "don't give
 * me that line"), mock disbelief ("Seriously? What is this, 1985?").
 */
const CONTEMPT =
  /\b((that|it|this) is (all )?on (you|your \w+)|act like (one|it|a \w+|an \w+)|grow up|spare me|get real|give me a break|(do not|dont) give me (the|that|your)|what is this (19|20)\d\d|are you kidding( me)?|you (cannot|can not) be serious)\b|^seriously$/;

function rudenessOf(segments: readonly Segment[], profanity: number): TurnReading['rudeness'] {
  if (profanity >= 2 || segments.some((segment) => segment.tone === 'rude' && segment.toneSure)) return 'sure';
  if (segments.some((segment) => CONTEMPT.test(wordsOf(segment.text).join(' ')))) return 'sure';
  // cuss rates 1 a word that may be profane: "drug", "abuse", "crack", "screw" are also the words of a
  // vet's controlled-drug log, returns abuse, a cracked screen. Alone it is no rudeness; with a rude
  // reading of the line it is.
  if (segments.some((segment) => segment.tone === 'rude')) return profanity === 1 ? 'sure' : 'possible';
  return 'none';
}

function isSocial(segment: string): boolean {
  const words = wordsOf(segment);
  const text = words.join(' ');
  // "How are you storing your project files today?" asks about the business, not how the buyer is.
  const business = /\bhow (are|r) (you|ya|things) (?!doing|going|keeping|holding|getting on|feeling|finding)\w+ing\b/.test(text);
  if (business) return false;
  // "Before we get into it, how's the tasting room been...": a lead-in does not make the question longer.
  const asked = words.slice(Math.max(0, words.indexOf('how'))).join(' ');
  return (words.length <= 12 && SOCIAL_QUESTION.test(text)) || (asked.split(' ').length <= 12 && asksHowLifeIsFaring(asked));
}

/**
 * "How's Biscuit getting on with the training?", "how was the rest of the conference", "how's the tasting room been
 * since the holidays started?", "Busy time of year for you?": how something of the buyer's life is faring, asked of
 * something that is no part of the deal ("how's the pilot going", "how has the new system been" ask about the business).
 */
const HOW_FARING =
  /^how (?:is|was|has|have|were|are) ((?:\w+ ){0,5}?\w+?)(?: (?:been|going|getting on|treating|shaping up|coming along)\b|$)/;
const BUSY_SEASON = /^(?:\w+ )?busy (?:time|time of (?:the )?year|season|week|day|few weeks|spell)\b/;
const WEATHER = /\b(?:has|have|is|was|how is|how has|how was) the weather\b/;
const DEAL_THINGS = new Set(
  contentStemsOf(
    wordsOf('demo trial pilot proposal contract quote meeting call onboarding rollout install installation implementation product'),
  ),
);

function asksHowLifeIsFaring(text: string): boolean {
  if (BUSY_SEASON.test(text) || WEATHER.test(text)) return true;
  const subject = HOW_FARING.exec(text)?.[1];
  if (subject === undefined || /^(you|ya|things|it|that|this|they|we|i)$/.test(subject)) return false;
  const stems = contentStemsOf(wordsOf(subject));
  return stems.length > 0 && topicsOfStems(stems).length === 0 && !stems.some((stem) => DEAL_THINGS.has(stem));
}

/** The tagger's terms of a few words around a question word, shared by the cuts of a sentence that look at them again. */
const taggedTerms = rememberedByText(
  (text: string) => tagged(text).terms().json() as readonly { terms: readonly { normal: string; tags: readonly string[] }[] }[],
);

/**
 * "...you tried something before what went wrong with it", "who decides": a question word as the subject of its own verb
 * (compromise's tags: a verb, no auxiliary), not a cleft ("what happened was..."), the object of the verb before it
 * ("we fixed what broke", "figure out what works") or a relative clause ("two guys who managed...").
 */
function asksAsSubject(words: readonly string[], at: number): boolean {
  const wh = normalise(words[at] ?? '');
  if (!/^(what|who)$/.test(wh) || words.length < at + 2) return false;
  const terms = taggedTerms(words.slice(Math.max(0, at - 3), at + 3).join(' '));
  // Compromise may cut a word in two ("we'll"): the question word is found among its terms, not counted to.
  const whAt = terms.map((term) => term.terms[0]?.normal).lastIndexOf(wh, terms.length - 2);
  if (whAt < 0) return false;
  const tagsAt = (index: number) => terms[whAt + index]?.terms[0]?.tags ?? [];
  const verb = tagsAt(1);
  return (
    verb.includes('Verb') &&
    !verb.some((tag) => /^(Auxiliary|Modal|Copula)$/.test(tag)) &&
    !/^(is|was)$/.test(normalise(words[at + 2] ?? '')) &&
    // A word after "a" or "the" is a noun, whatever compromise tagged it ("can't make a shift what happens").
    !(tagsAt(-1).some((tag) => /^(Verb|Particle)$/.test(tag)) && !tagsAt(-2).includes('Determiner')) &&
    // After a noun, "who" opens a relative clause ("two guys who managed student housing").
    !(wh === 'who' && tagsAt(-1).includes('Noun'))
  );
}

/** "so what we do | is we send...": the verb of a wh-clause said as the subject (a pseudo-cleft), which opens no question. */
function cleftVerb(before: readonly string[], word: string): boolean {
  return (
    /^(is|was)$/.test(word) && /\b(what|where|how|why|all) (i|we|you|they|he|she) (\w+ ){0,3}$/.test(`${normalise(before.join(' '))} `)
  );
}

/**
 * "...so every dish shows what it costs today", "an audit pack that shows who was trained on what": a wh-word after a verb
 * that tells or shows, its clause what is shown, not a question ("okay understood what are you using" still asks).
 */
function toldClause(words: readonly string[], at: number): boolean {
  const wh = normalise(words[at] ?? '');
  const previous = normalise(words[at - 1] ?? '');
  if (!/^(what|how|who|which|where|when|why)$/.test(wh) || !TELLING_VERB.test(previous)) return false;
  // What follows reads as a statement ("what it costs", "who was trained"), not a question's inverted verb ("what does it cost").
  return !/^(do|does|did|are|can|could|would|will|should|have)$/.test(normalise(words[at + 1] ?? ''));
}
/**
 * Whether the words so far end on a question word and its phrase ("so how much", "and what kind of volume", "which
 * version"): an auxiliary after them ("do you", "are you") is that question's own, not a new one. A subject or a verb
 * after the question word ("what i do") makes it a clause of its own.
 */
function whPhraseBefore(before: readonly string[]): boolean {
  const last = before.slice(-4).map((word) => normalise(word));
  const at = last.map((word) => /^(what|how|which|where|when|why|who)$/.test(word)).lastIndexOf(true);
  if (at < 0 || /[,.;:]$/.test(before.at(-1) ?? '')) return false;
  const phrase = last.slice(at + 1);
  if (last[at] === 'how') return phrase.length > 0 && /^(much|many|long|often|far|soon|big|old)$/.test(phrase[0]!) && phrase.length <= 2;
  return phrase.every(
    (word) => !/^(i|you|we|they|it|he|she|is|are|was|were|do|does|did|can|could|would|will|should|have|has|to)$/.test(word),
  );
}

/** Verbs of showing and telling, said of a thing (third person): their object may be a wh-clause. */
const TELLING_VERB =
  /^(shows|tells|says|means|explains|displays|flags|highlights|records|logs|lists|tracks|reports|proves|works out|figures out|spots|catches|predicts|knows|sees)$/;

/** "when you think about it", "if you look at it that way": a comment on what was said, put as a clause, not asked. */
const COMMENT_CLAUSE = /^(when|if) you (think about it|look at it|get down to it|put it (like that|that way)|add it (all )?up)\b/;

/** Sentences by punctuation, then clauses at a question that starts mid-sentence ("thanks so how many..."). */
export function segmentsOf(text: string): string[] {
  const sentences = sentencesOf(text).filter((sentence) => /[a-z0-9]/i.test(sentence));
  const segments: string[] = [];
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/);
    let start = 0;
    for (let index = 3; index < words.length - 2; index += 1) {
      // A question after its lead-in goes on to its end ("on the contact centre side, how many agents do you have",
      // "quick one: how many screens do you run").
      if (
        startsAsQuestion(
          withoutLeadIn(
            words
              .slice(start, index)
              .join(' ')
              .replace(/^.*:\s+/, ''),
          ),
        )
      )
        continue;
      // "...thanks for making the time how's your week going": a contraction opens the question as its first word.
      const word = normalise(words[index]!).split(' ')[0] ?? '';
      const next = normalise(words[index + 1]!).split(' ')[0] ?? '';
      const previous = normalise(words[index - 1]!);
      // ", which is the point": after a comma, "which" opens a relative clause, not a question.
      // ", where you drag your batches onto tanks": after a comma, these open a relative clause; "it tells you when
      // you're low": after its object, a wh-word opens what is told, not a question ("thank you, how many..." still does).
      // "...and were adding text alerts which is really neat": a recogniser's "which is" after a noun is a relative clause too.
      const relative =
        (/^(which|where|when|who|whose)$/.test(word) && /,$/.test(words[index - 1]!)) ||
        (word === 'which' && /^(is|was|are|were)$/.test(next) && !RESTARTS.test(previous)) ||
        (/^(what|how|why|when|where|who|which)$/.test(word) &&
          (/^(me|us|them|him|her)$/.test(previous) ||
            (previous === 'you' && index >= 2 && !/^(thank|see|to)$/.test(normalise(words[index - 2]!)))));
      // "I was wondering, is patching something you deal with?": after its comma the question is put as asked.
      const putAfterComma = /,$/.test(words[index - 1]!) && /^(wondering|wonder|curious|question|know)$/.test(previous);
      // "hi rachel it's sam from petpath is now still a good time": in a recogniser's flat text, "now" as the subject of an
      // inverted "is" asks for the time (typed text keeps its '?', which already marks the question).
      const nowAsSubject =
        !sentence.includes('?') &&
        word === 'is' &&
        next === 'now' &&
        /^(still|a|an|good|okay|ok|bad|alright|convenient)$/.test(normalise(words[index + 2]!));
      if (
        index - start < 3 ||
        !QUESTION_START.test(word) ||
        !(SUBJECT.test(next) || nowAsSubject || asksAsSubject(words, index) || putAfterComma) ||
        (NOT_BEFORE_QUESTION.test(previous) && !putAfterComma) ||
        relative ||
        cleftVerb(words.slice(start, index), word) ||
        toldClause(words, index)
      )
        continue;
      // "...less than your deductible when you think about it": a set phrase that comments on the statement, no question.
      if (
        COMMENT_CLAUSE.test(
          words
            .slice(index, index + 6)
            .map((each) => normalise(each))
            .join(' '),
        )
      )
        continue;
      // "and it was, it's just...": a verb after its subject carries the statement on; it opens no question.
      if (/^(i|you|we|they|it|he|she)$/.test(previous) && !/^(what|how|why|when|where|who|which|whats|hows)$/.test(word)) continue;
      // "ok cool so how much do you spend", "what kind of volume are you doing": the auxiliary is inside the wh-question
      // its phrase opened (too close to the turn's start to be cut there), not a question of its own.
      if (!/^(what|how|why|when|where|who|which|whats|hows)$/.test(word) && whPhraseBefore(words.slice(start, index))) continue;
      const cut = /^(so|and|but|then|also|okay|ok)$/.test(previous) ? index - 1 : index;
      if (cut - start < 3) continue;
      // "On the warehouse side, how many...", "and for the rollout how long...": a phrase opened by a preposition, without a
      // verb, is the lead-in of the wh-question after it ("in return for that price, could we..." stays two: the ask is its own).
      if (/^(what|how|why|when|where|who|which|whats|hows)$/.test(word) && leadIn(words.slice(start, cut).join(' '))) continue;
      segments.push(words.slice(start, cut).join(' '));
      start = cut;
    }
    segments.push(words.slice(start).join(' '));
  }
  return segments;
}

/**
 * "So what I'd love to do is mostly listen", "where we landed last week was video interpreters...", "what I can do is
 * ten percent off": a wh-clause as the subject of a statement, not a question, unless a question follows its verb
 * ("what I want to know is how you book them") or it ends on a question mark.
 */
const PSEUDO_CLEFT =
  /^((so|and|but|okay|ok|well|right|great|perfect|um|uh|now|then) )*(what|where|how|why|when) (i|we|you|they|he|she) (\w+ ){1,8}?(is|was) /;

function isPseudoCleft(segment: string): boolean {
  if (/\?\s*$/.test(segment)) return false;
  const text = wordsOf(segment).join(' ');
  const match = PSEUDO_CLEFT.exec(`${text} `);
  return match !== null && !startsAsQuestion(text.slice(match[0].length));
}

/** "and how often do patients...", "do you use...": the shape of a question, whatever the classifier said. */
/** Words that take in what was just said before asking on ("got it", "i see", "fair enough", "wow", "perfect"). */
const ACKNOWLEDGEMENT =
  /^(?:got it|gotcha|i see|fair enough|makes sense|that makes sense|understood|great|cool|perfect|nice|wow|oh|ah|yeah|yep|sure|alright|interesting|thanks|thank you)\b/;

function startsAsQuestion(segment: string): boolean {
  const words = wordsOf(segment.slice(leadingClause(segment).length));
  // "and roughly how much...": discourse words ("right and who else..."), then a word of estimate, may come before the question.
  // "got it and how many of your jobs...", "wow ok and how are people signing up": an acknowledgement of the last answer
  // opens a recogniser's question as a comma would a typed one ("Got it. And how many...?").
  const acknowledged = ACKNOWLEDGEMENT.exec(words.join(' '))?.[0];
  let lead = acknowledged ? acknowledged.split(' ').length : 0;
  while (lead < 4 && /^(and|so|but|okay|ok|then|also|well|right)$/.test(words[lead] ?? '')) lead += 1;
  if (/^(roughly|approximately|about)$/.test(words[lead] ?? '') && /^(how|what)$/.test(words[lead + 1] ?? '')) lead += 1;
  const [first = '', second = ''] = words.slice(lead);
  return (
    /^(what|how|why|when|where|who|which|whats|hows)$/.test(first) ||
    (/^(do|does|did|are|is|was|were|can|could|would|will|have|has|should|shall)$/.test(first) &&
      /^(you|your|we|they|it|that|this|there|i|anyone|anybody|a|an|the|now)$/.test(second))
  );
}

const NOUN_END =
  /^(do|does|did|are|is|was|were|have|has|had|will|would|can|could|of|on|in|at|a|an|the|you|your|we|they|there|come|get|go|roughly|about)$/;

/** Words of a part's clause that say when or how sure, not which part ("in revit every day"). */
const NOT_WHICH =
  /^(day|days|week|weeks|month|months|year|years|daily|weekly|monthly|yearly|time|times|actually|still|ever|usually|roughly|about)$/;

/** Words of a "how much" that asks for time or money, which a duration or a sum answers whatever it names. */
const TIME_OR_MONEY = /^(time|hours?|minutes?|days?|weeks?|effort|money|cash|budget|spend|spending|revenue|profit|margin)$/;

/**
 * What a "how much" question measures when it is not time or money: "how much fuel do those vehicles burn?"
 * wants fuel, so tonnage or a count of vehicles is not its answer.
 */
function measuredBy(words: readonly string[]): string[] {
  const at = words.findIndex((word, index) => word === 'how' && words[index + 1] === 'much');
  if (at < 0) return [];
  const noun: string[] = [];
  for (const word of words.slice(at + 2)) {
    if (NOUN_END.test(word) || /^(of|is|it|that|this|does|do)$/.test(word) || noun.length === 2) break;
    noun.push(word);
  }
  const stems = contentStemsOf(noun);
  if (stems.length === 0 || noun.some((word) => TIME_OR_MONEY.test(word))) return [];
  return topicsOfStems(stems).some((topic) => topic === 'price' || topic === 'budget') ? [] : stems;
}

/**
 * What a "how many" question counts: the stems after "how many" up to its verb ("work orders" in "how
 * many work orders do you close"). A question about a part of a whole counts the part, never the whole:
 * "of those 412 units, how many are electric tugs?" counts electric tugs, "how many of the returns come
 * back in a state you can resell?" what the clause says of them ("state", "resell"), so a count of all the
 * units or all the returns is not its answer.
 */
/** Words that stand for the caller or the buyer as a whole ("how does your team handle..." is "how do you..."): no agent of their own. */
const PRONOUN_AGENT =
  /^(you|your|we|our|they|their|i|it|that|this|those|these|he|she|each|every|the|a|an|all|guys|folks|team|company|business|organi[sz]ation|side|people|staff|firm)$/;

/**
 * Who a "how" question asks about ("how does each shop decide...", "how do your drivers log their hours?"): the
 * stems of its subject, between the question's verb and its own; none when it is "you" or "they".
 */
export function questionAgent(question: string): string[] {
  const words = wordsOf(question);
  const at = words.findIndex(
    (word, index) => word === 'how' && /^(do|does|did|is|are|was|were|would|will|can|could|should)$/.test(words[index + 1] ?? ''),
  );
  if (at < 0) return [];
  const subject = words.slice(at + 2, at + 6);
  const verbAt = subject.findIndex(
    (word, index) => index > 0 && (tagged(subject.slice(index).join(' ')).terms().first().has('#Verb') || word === 'how'),
  );
  const nouns = (verbAt < 0 ? [] : subject.slice(0, verbAt)).filter((word) => !PRONOUN_AGENT.test(word));
  return contentStemsOf(nouns);
}

/**
 * The clause a "how" question holds as the object of its verb ("how does each shop decide how much to bake", "how do
 * you work out which loaves to make"): its content stems. The question is how that is decided, not about baking.
 */
export function embeddedQuestion(question: string): string[] {
  const words = wordsOf(question);
  const at = words.findIndex((word, index) => word === 'how' && /^(do|does|did|would|will|can|could|should)$/.test(words[index + 1] ?? ''));
  if (at < 0) return [];
  // "...decide how much to bake", "...work out which loaves to make", "...know what to order": a question word, then "to" within two words.
  const inner = words.findIndex(
    (word, index) =>
      index > at + 3 &&
      /^(how|what|which|when|whether)$/.test(word) &&
      (/^(much|many)$/.test(words[index + 1] ?? '') || words.slice(index + 1, index + 3).includes('to')),
  );
  return inner < 0 ? [] : contentStemsOf(words.slice(inner));
}

export function countedBy(question: string): string[] {
  const words = wordsOf(question);
  const at = words.findIndex((word, index) => word === 'how' && words[index + 1] === 'many');
  if (at < 0) return measuredBy(words);
  const after = words.slice(at + 2);
  const wholeBefore = /\b(of|out of|among) (those|these|the|your|all)\b/.test(words.slice(0, at).join(' '));
  const ofWhole = after[0] === 'of' && /^(the|your|our|their|those|these|them|all)$/.test(after[1] ?? '');
  const noun: string[] = [];
  let rest = after.length;
  for (const [index, word] of after.entries()) {
    // "How many of your people...": what is counted comes after "of your".
    if (noun.length === 0 && /^(of|your|the|our|their|those|these)$/.test(word)) continue;
    if (NOUN_END.test(word) || noun.length === 3) {
      rest = index;
      break;
    }
    noun.push(word);
  }
  if (noun.length === 0 && /^(are|were|is|was)$/.test(after[0] ?? '')) {
    // "(of those units,) how many are electric tugs": the noun after the verb is what is counted.
    const end = after.slice(1).findIndex((word) => /^(who|that|which|with|in|on|at|of|there)$/.test(word));
    const stems = contentStemsOf(after.slice(1, end < 0 ? 4 : 1 + end)).filter((word) => !NOT_WHICH.test(word));
    if (stems.length > 0) return stems;
  }
  if (wholeBefore && noun.length === 0) {
    // "out of the families you served, how many had pre-planned": what the clause says of them.
    const stems = contentStemsOf(after).filter((word) => !NOT_WHICH.test(word));
    if (stems.length > 0) return stems;
  }
  if (ofWhole) {
    // "how many of your people are in revit every day": which of them, as the clause after the verb says.
    const which = contentStemsOf(after.slice(rest + 1)).filter((word) => !NOT_WHICH.test(word));
    if (which.length > 0) return which;
  }
  return contentStemsOf(noun);
}

/** "When you've tried software before, what got in the way?", "if we did this, who else...": the question after the clause that sets it up. */
const LEADING_CLAUSE =
  /^\s*(?:(?:and|so|but|okay|ok)\s+)?(?:when|if|once|after|before|since|while|assuming)\b[^,:?]*[,:]\s*(?=(?:what|how|why|who|which|where|when)\b)/i;

/**
 * The same clause as the recogniser gives it, without its comma ("when you get it wrong what does that cost you"): it
 * ends where a question word is followed by the verb of a question ("what does", "how do", "who would"), or where "do
 * you" asks, after at most one word that may be its misheard question word ("and when that happens i'd do you on board
 * new reps", said "how do you onboard new reps").
 */
const LEADING_CLAUSE_HEARD =
  /^\s*(?:(?:and|so|but|okay|ok)\s+)?(?:when|if|once|after|before|since|while|assuming)\b(?:\s+\w+){2,8}?\s+(?=(?:what|how|why|who|which|where)\s+(?:else\s+)?(?:do|does|did|is|are|was|were|would|will|can|could|should|has|have)\b|(?:[\w']+\s+)?(?:do|does|did)\s+(?:you|we|they|your|the)\s+\w)/i;

const CLAUSE_OPENER = /^(?:(?:and|so|but|okay|ok) )?(?:when|if|once|after|before|since|while|assuming)$/;

/**
 * The clause that sets a question up, as said before it ("If you did change something before March, ", "when you get it
 * wrong "), or '' when there is none. Heard, its end is where a question word takes the verb of a question ("who else
 * would", "what does") or is the subject of its own ("and when someone can't make a shift what happens").
 */
export function leadingClause(segment: string): string {
  const clause = LEADING_CLAUSE.exec(segment) ?? LEADING_CLAUSE_HEARD.exec(segment);
  if (clause) return clause[0];
  const words = segment.split(/(?<=\S)(?=\s)/);
  const opener = wordsOf(words.slice(0, 2).join('')).slice(0, 2);
  if (!CLAUSE_OPENER.test(opener.join(' ')) && !CLAUSE_OPENER.test(opener[0] ?? '')) return '';
  const at = words.findIndex(
    (_, index) =>
      index >= 3 &&
      index <= 10 &&
      asksAsSubject(
        words.map((word) => word.trim()),
        index,
      ),
  );
  return at < 0 ? '' : words.slice(0, at).join('');
}

/** "How does each shop decide how much to bake?": a "how" with the verb of a question asks how something is done, whatever it goes on to say. */
const HOW_DONE =
  /^(?:\w+ ){0,3}?how (?:do|does|did|is|are|was|were|would|will|can|could|should) (?!(?:\w+ ){0,1}(?:cost|charge|pay|spend)\b)/;

/** "One thing I don't know: who runs your website?", "Quick one: how many...": a lead-in said before a colon. */
const COLON_LEAD_IN = /^[^:?]{3,80}:\s*(?=\S)/;

const FIGURE_WORD =
  '(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand|a million)';
/** "what, forty technicians", "what two million", "like 200" at the end: a figure the caller guesses at. */
const GUESSED_FIGURE = new RegExp(`\\bwhat (?:about |like |around |roughly )?${FIGURE_WORD}|\\blike (?:about )?${FIGURE_WORD}\\S*$`);

export function questionTypeOf(segment: string): QuestionType {
  const clause = leadingClause(segment);
  if (clause) return questionTypeOf(segment.slice(clause.length));
  const leadIn = COLON_LEAD_IN.exec(segment);
  if (leadIn && startsAsQuestion(segment.slice(leadIn[0].length))) return questionTypeOf(segment.slice(leadIn[0].length));
  const words = wordsOf(segment.replace(/\bwhats\b/gi, 'what is').replace(/\bhows\b/gi, 'how is')).filter(
    (word) => !/^(so|and|but|okay|ok|then|also|um|uh|well|just|and)$/.test(word),
  );
  const text = words.join(' ');
  if (HOW_DONE.test(text) && /\bhow (much|many|long|often)\b/.test(text.replace(/^(?:\w+ ){0,3}?how /, ''))) return 'how';
  if (/\bhow (big|large|small)\b.*\b(budget|price|cost|spend|spending|revenue|deal|fee|bill)\b/.test(text)) return 'how-much';
  if (/\bhow (many|big|large|small)\b|\bsize of\b/.test(text)) return 'how-many';
  // "You've got, what, forty technicians in Utrecht?", "your arrears are what, two million?", "like 200?": a figure guessed
  // and put to the buyer asks for the real one.
  const guess = GUESSED_FIGURE.exec(text);
  // "what two things matter most" asks which things: the guess is a figure and what it counts, no verb after it.
  if (guess && !hasVerb(text.slice(guess.index + guess[0].length))) {
    const guessed = readQuantities(segment).quantities;
    if (guessed.some((quantity) => quantity.kind === 'money')) return 'how-much';
    if (guessed.some((quantity) => quantity.kind === 'count')) return 'how-many';
  }
  if (
    /\bhow much\b|\bwhat (is|are|does|would) (the |your )?(average |typical |usual |total |annual |yearly |monthly )?(budget|price|cost|spend|value|worth)/.test(
      text,
    )
  )
    return 'how-much';
  // "What does the current server cost you to run?", "what are you paying for QuickBooks?": a sum of money is wanted.
  // ("What did that cost you?" after a story asks what it led to, not for a price.)
  if (
    /\bwhat (does|do|did|would|will) (the |your |our |a |an )?(?!that\b|this\b|it\b)(\w+ ){1,4}(cost|charge)\b|\bwhat (are|were) (you|they)( guys| all)? (paying|spending)\b|\bwhat do (you|they) (pay|spend)\b/.test(
      text,
    )
  )
    return 'how-much';
  if (/\bhow long\b/.test(text)) return 'how-long';
  // "What share of your leads come in after hours?": a rate, as "how often" wants (a percentage, "one in five").
  if (
    /\bhow often\b|\bhow (frequently|regularly)\b|\bwhat (share|percentage|percent|proportion|fraction|portion|rate)\b|\bwhat (is|are) (your|the) (\w+ )?(retention|churn|conversion|turnover|attrition|occupancy|utili[sz]ation|margin|close rate|win rate|no-?show rate|response rate)\b/.test(
      text,
    )
  )
    return 'how-often';
  // "Which day of the week...", "what time suits you": a day or a time is wanted.
  if (/\b(what|which) (day|days|date|dates|time|month|months|week|weeks|year|quarter|season)\b|\bby when\b/.test(text)) return 'when';
  // "What's driving the timing?", "is there a date you're working back from?", "any deadline?": when something must happen.
  if (/\b(timing|timeline|time ?frame|deadline|date|cut-?off|go-?live)\b/.test(text)) return 'when';
  // "Is that within what you can sign?", "is it more than what you pay now?": after an auxiliary opening, a question word
  // that a comparison takes as its object names what is compared with, and the question asks yes or no.
  const comparedWith = (index: number) =>
    index > 1 &&
    /^(within|under|over|above|below|beyond|than|inside|near|to|like)$/.test(words[index - 1] ?? '') &&
    /^(is|are|was|were|do|does|did|can|could|would|will|has|have)$/.test(words[0] ?? '');
  const first = words.find((word, index) => /^(what|how|why|when|where|who|which|whats|hows)$/.test(word) && !comparedWith(index));
  const firstIndex = first ? words.indexOf(first) : -1;
  // "Walk me through it", "talk me through a normal morning": how something is done; "tell me about the rota": what it is.
  if ((!first || firstIndex > 4) && TELL_REQUEST.test(text))
    return /\bthrough\b/.test(text.split(' ').slice(0, 5).join(' ')) ? 'how' : 'what';
  if (!first || firstIndex > 4) return 'yes-no';
  if (first === 'whats') return 'what';
  if (first === 'hows') return 'how';
  return first as QuestionType;
}

/**
 * "So walk me through it", "tell me about the rota", "could you talk us through how...": a request to tell, said at a
 * sentence's start, asks as an open question does, whatever the classifier reads in it (a recogniser's "walk me through
 * it i've got several to get built" read as a next step was refused as a pitch).
 */
const TELL_REQUEST =
  /^(?:(?:so|and|but|okay|ok|well|right|great|now|then|also|just|um|uh|maybe|perhaps|please) )*(?:(?:can|could|would|will) you (?:just )?)?(?:(?:walk|talk|take|run) (?:me|us) through|tell (?:me|us) (?:about|how|what|why|when|where|who|which|a (?:bit|little)|more)|describe|explain)\b/;

/** "What went wrong with it?", "what put you off?", "why didn't it stick?", "how did that go?": how something turned out. */
const HOW_IT_WENT =
  /\b(what went wrong|where did (it|that|they) (go wrong|fall down)|what (happened|went on)\b(?! (is|was)\b)|what (put|turned) (you|them|him|her|the \w+|people|everyone) off|what (did not|didn't) (work|you like|they like)|what got in the way|why (did|didn't|did not) (it|that|they|you)\b.*\b(work|stick|last|take|stop|drop|leave|switch|cancel|give up|move|go)\b|how did (it|that|they) go|what (made|stopped|led) (you|them)\b)/;
/** Words that put what is asked about in the past, as something tried: "you tried something before", "when you looked at X". */
const TRIED_BEFORE =
  /\b(tried|try|trial|trialled|trialed|piloted|looked at|looked into|used to|before|previous|previously|in the past|last time|gave up|switched|dropped|ditched)\b/;

/**
 * "You mentioned you tried something before. What went wrong with it?", "when you've tried software before, what got in
 * the way?": a question about how an earlier attempt turned out, which the story of that attempt answers.
 */
export function asksHowAttemptWent(question: string, turn: string = question): boolean {
  return HOW_IT_WENT.test(wordsOf(question).join(' ')) && TRIED_BEFORE.test(wordsOf(turn).join(' '));
}

/** "Tell me about...", "walk me through...", "I'd love to hear...": a request to tell, a question without a question's shape. */
const REQUEST_TO_TELL =
  /\b(tell|walk|talk|take|run) (me|us)\b|\b(describe|explain)\b|\b(love|like|want) to (hear|know|understand|learn)\b|\bcurious\b|\bwonder(ing)?\b/;

/**
 * A sentence punctuated as a statement, with neither a question's shape nor a request to tell ("The inventory module
 * would totally fix that, it tells you when you're low."): the classifier's question reading of it is a guess.
 */
function statedNotAsked(segment: string): boolean {
  return /[.!]\s*$/.test(segment) && !startsAsQuestion(segment) && !REQUEST_TO_TELL.test(wordsOf(segment).join(' '));
}

/** A pseudo-cleft the classifier took for a question is read as its runner-up, or as a statement. */
function statementRead<T extends { act: SpeechAct; runnerUp?: SpeechAct }>(text: string, reading: T): T {
  if (!QUESTION_ACTS.has(reading.act) || !isPseudoCleft(text)) return reading;
  const act = reading.runnerUp && !QUESTION_ACTS.has(reading.runnerUp) ? reading.runnerUp : 'statement';
  return { ...reading, act };
}

/** "and where does that raw says break down for you": a "where/why/who/which" question's shape, however a misheard word reads. */
const WH_QUESTION =
  /^((and|so|but|okay|ok|then|also|well|right|um|uh) )*(where|why|who|which) (else )?(does|do|did|is|are|was|were|would|will|can|could|has|have)\b/;

/** The classifier's agenda reading of a turn shaped as a "where/why" question is a guess: it is an open question. */
function questionShapeRead<T extends { act: SpeechAct }>(text: string, reading: T): T {
  // "if you could change something before march who else would need to be involved": the question after its clause.
  const question = text.slice(leadingClause(text).length);
  if (reading.act !== 'agenda' || /[.!]\s*$/.test(text) || !WH_QUESTION.test(wordsOf(question).join(' '))) return reading;
  return { ...reading, act: 'open-question' };
}

/** A request to tell at the segment's start is an open question, whatever else the classifier made of it. */
function requestToTellRead<T extends { act: SpeechAct }>(text: string, reading: T): T {
  if (QUESTION_ACTS.has(reading.act) || !TELL_REQUEST.test(wordsOf(text).join(' '))) return reading;
  return { ...reading, act: 'open-question' };
}

/** "did I get that right?", "have I got that right": asks the buyer to confirm what was said, not to say it again. */
const CHECKS_RIGHT =
  /\b((did|do) i (get|have) (that|it|this|all that) right|have i got (that|it|this) right|am i right|is (that|it) right)\b/;

/** The classifier hears "did I get that right?" as a repair request (it asks about hearing); it is a yes-or-no question. */
function checkRead<T extends { act: SpeechAct }>(text: string, reading: T): T {
  return reading.act === 'repair' && CHECKS_RIGHT.test(wordsOf(text).join(' ')) ? { ...reading, act: 'closed-question' } : reading;
}

/**
 * "the eye pads you wanted two of them for the tasting room right": a recogniser's statement about the buyer, or of what
 * something of its is, with a tag on its end asks the buyer to confirm it ("that's all right", "you got it right" do not).
 */
function endsOnTag(segment: string): boolean {
  if (/[.!]\s*$/.test(segment)) return false;
  const text = wordsOf(segment).join(' ');
  // "...and right now dispatch is a whiteboard and a whatsapp group right": a thing of the buyer's said to be so, too.
  const saysWhatIs = text.split(' ').length >= 6 && /\b(is|are|was|were)\b/.test(text);
  return (
    (/\b(you|your)\b/.test(text) || saysWhatIs) &&
    /(?<!\b(all|is|exactly|it|that|not|turn|go|alright|just|do|get|got|done)) (right|correct)$/.test(text)
  );
}

/**
 * The words a hello is made of: a hello word, a time of day, who is calling ("this is", "it's Sam", "my name's", "Sam
 * here", "Max from Vaultline", "Sam at PatchPilot"), "nice to meet you", thanks for the time. Every greeting of the
 * classifier's corpus and of the buyer evaluation's tuning scripts has one.
 */
const GREETING_FORM =
  /\b(hi|hiya|hello|hey|howdy|greetings|morning|afternoon|evening|this is|it is|it s|its|my name|name s|i am|i m|here|calling|speaking|from|at|thanks|thank|time|nice|good to|great to|glad to|pleased to|lovely to|pleasure)\b/;

/**
 * "we work with um sales teams like yours": a line without any of a hello's words is no greeting, whatever the
 * classifier read in it (its corpus greets with "...i work with operations teams like yours" after the hello); it is
 * read as the runner-up.
 */
function greetingRead<T extends { act: SpeechAct; runnerUp?: SpeechAct }>(text: string, reading: T): T {
  if (reading.act !== 'greeting' || GREETING_FORM.test(wordsOf(text).join(' ').replace(/'/g, ' '))) return reading;
  return { ...reading, act: reading.runnerUp ?? 'statement' };
}

/** Reads one salesperson turn, typed or as a recogniser heard it. */
export function understandTurn(text: string, context: TurnContext = {}): TurnReading {
  const classifier = speechActClassifier();
  const segments = segmentsOf(text).map((segmentText): Segment => {
    const { tone, sure } = classifier.tone(segmentText);
    const act = isSocial(segmentText)
      ? { act: 'small-talk' as const, confidence: 1 }
      : requestToTellRead(
          segmentText,
          checkRead(
            segmentText,
            questionShapeRead(segmentText, statementRead(segmentText, greetingRead(segmentText, classifier.act(segmentText)))),
          ),
        );
    return { text: segmentText, ...act, tone, toneSure: sure };
  });
  const words = wordsOf(text);
  const contentStems = contentStemsOf(words);
  const acts = new Set(segments.map((segment) => segment.act));
  const questionSegment = [...segments].reverse().find(
    (segment) =>
      !isPseudoCleft(segment.text) &&
      ((QUESTION_ACTS.has(segment.act) && !statedNotAsked(segment.text)) ||
        /\?\s*$/.test(segment.text) ||
        // A line punctuated as a statement ("...it shows you when each fermenter's free.") is not asked by its shape.
        (startsAsQuestion(segment.text) && !/[.!]\s*$/.test(segment.text)) ||
        endsOnTag(segment.text)),
  );
  const { quantities, dates } = readQuantities(text);
  const said = new Set(contentStemsOf((context.buyerSaid ?? []).flatMap((turn) => wordsOf(turn))));
  const echoed = [...new Set(contentStems.filter((word) => said.has(word)))];
  const normal = words.join(' ');
  const profanity = profanityOf(words);
  return {
    text,
    words,
    contentStems,
    segments,
    acts,
    asks: questionSegment !== undefined,
    questionType: questionSegment
      ? endsOnTag(questionSegment.text) && !startsAsQuestion(questionSegment.text)
        ? 'yes-no'
        : questionTypeOf(questionSegment.text)
      : undefined,
    question: questionSegment?.text,
    topics: [
      ...new Set([
        ...topicsOfStems(contentStems),
        ...(quantities.some((quantity) => quantity.kind === 'money') ? (['price', 'budget'] as const) : []),
      ]),
    ],
    quantities,
    dates,
    refersBack: REFERENCE_BACK.test(normal),
    recaps: RECAP.test(normal),
    repairs: segments.some((segment) => segment.act === 'repair') || REPAIR_CUE.test(normal),
    repairsAtEnd: REPAIR_AT_END.test(wordsOf(segments.at(-1)?.text ?? '').join(' ')),
    echoed,
    negated: /\b(not|never|no|nothing|nobody|none)\b/.test(normal),
    hedged: HEDGE.test(normal),
    // match, not matchAll: no copy of the pattern to recompile after a garbage collection (decision 128).
    hesitations: normal.match(HESITATION)?.length ?? 0,
    apologises: APOLOGY.test(normal),
    conditional: CONDITION.test(normal),
    introduction: introductionOf(text),
    tone: segments.reduce<Tone>((worst, segment) => (TONE_RANK[segment.tone] > TONE_RANK[worst] ? segment.tone : worst), 'neutral'),
    rudeness: rudenessOf(segments, profanity),
    insults: profanity >= 2,
    disparages: DISPARAGING.test(normal),
    dismisses: DISMISSING.test(normal),
    social: segments.some((segment) => isSocial(segment.text)),
  };
}
