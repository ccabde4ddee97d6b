import {
  type Topic,
  asksHowAttemptWent,
  contentStemsOf,
  countedBy,
  stem,
  questionSubject,
  questionAgent,
  embeddedQuestion,
  leadingClause,
  questionTypeOf,
  readQuantities,
  tagged,
  topicsOfStems,
  type QuestionType,
  type Quantity,
  wordsOf,
  type FactMatch,
  type TurnReading,
  wordInformation,
  MEANS,
} from '@rehearse/conversation';
import type { BuyerPlay } from './buyer-play';
import { PHRASES } from './buyer-phrases';
import { CHECKS_SUMMARY } from './caller-requests';
import type { BuyerState } from './buyer-state';
import type { PhrasePicker } from './phrase-picker';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** What the reply planners share: the fixed play, the state of the call, the phrase picker. */
export interface AnswerContext {
  play: BuyerPlay;
  state: BuyerState;
  phrases: PhrasePicker;
}

/** Below this share of the question's words, a fact is not an answer: the buyer says it doesn't know. */
export const ANSWER_CONFIDENCE = 0.3;

/** "Like I said, ..." goes on in lower case, but not with "I", an acronym ("LDAF") or a name in capitals. */
const lowerFirst = (text: string) => (/^(I\b|[A-Z][A-Z0-9])/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The kind of figure a question of this type wants, which the clause holding it answers whatever its words. */
const WANTED_KIND: Partial<Record<QuestionType, Quantity['kind']>> = {
  'how-long': 'duration',
  'how-much': 'money',
  'how-many': 'count',
  'how-often': 'percent',
};

/** A role or a person's name other than the buyer's own words for itself. */
const OTHER_PERSON =
  /\b(owner|boss|board|partner|ceo|cfo|cto|coo|director|manager|head|founder|committee|procurement|legal|finance|wife|husband)\b|(?<!^)\b(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b)[A-Z][a-z]+\b/;

/** The clause of a told fact that speaks to this question ("which takes about 4 hours"), for "as I said". */
function clauseFor(spoken: string, short: string, asked: readonly string[], questionType?: QuestionType): string {
  // A piece too short to be a clause ("the owner", "Peter") is the start of the next: "the owner, Peter, signs anything bigger".
  const pieces = spoken
    .split(/(,\s+(?:and\s+|but\s+|which\s+)?|;\s+|\s+and\s+(?=(?:it|we|i|our|my|the)\b))/)
    .map((piece) => piece.replace(/[.!?]$/, ''));
  const clauses: string[] = [];
  let start = '';
  for (let index = 0; index < pieces.length; index += 2) {
    const piece = pieces[index]!.trim();
    const joiner = pieces[index + 1] ?? '';
    const next = pieces[index + 2]?.trim() ?? '';
    const subjectOfNext = start !== '' || (/^,\s+$/.test(joiner) && /^[a-z]/.test(next) && tagged(next).terms().first().has('#Verb'));
    if (piece.split(' ').length < 3 && /^,\s+$/.test(joiner) && (subjectOfNext || /^[A-Z][a-z]+$/.test(next))) {
      start += `${piece}, `;
      continue;
    }
    clauses.push(`${start}${piece}`);
    start = '';
  }
  const spokenClauses = clauses.filter((clause) => clause.split(' ').length >= 3);
  const wanted = new Set(asked);
  // "What does that cost you?", "how long does that take?": the clause with the money or the length in it, whatever its words.
  const wantsMoney = asked.some((word) => topicsOfStems([word]).some((topic) => topic === 'price' || topic === 'budget'));
  const kind = wantsMoney ? 'money' : questionType ? WANTED_KIND[questionType] : undefined;
  // A figure in brackets is an aside ("Tammy (22 years with us)"), not what the clause says.
  const holdsKind = (clause: string) =>
    (kind && readQuantities(clause.replace(/\([^)]*\)/g, '')).quantities.some((quantity) => quantity.kind === kind)) ||
    // "Who else would be involved?": the clause that names someone else ("the owner, Peter, signs anything bigger").
    (questionType === 'who' && !/^I'm\b/.test(clause) && OTHER_PERSON.test(clause))
      ? 2
      : 0;
  // "How do they come in?": the clause that says by what means ("all keyed in by hand from email and paper").
  const means = (clause: string) => (questionType === 'how' && MEANS.test(clause) ? 1 : 0);
  const scored = spokenClauses.map((clause) => ({
    clause,
    hits: contentStemsOf(wordsOf(clause)).filter((word) => wanted.has(word)).length + holdsKind(clause) + means(clause),
  }));
  const best = scored.reduce<{ clause: string; hits: number } | undefined>(
    (top, entry) => (entry.hits > (top?.hits ?? 0) ? entry : top),
    undefined,
  );
  return best && best.clause !== short.replace(/[.!?]$/, '') ? `${best.clause.charAt(0).toUpperCase()}${best.clause.slice(1)}.` : short;
}

/** "Walk me through...", "tell me about...", "describe...": a request to tell, which a whole sentence answers, not one clause of it. */
const TELL_REQUEST = /\b(walk|talk|take|run) (me|us) through\b|\btell (me|us) about\b|\b(describe|explain)\b/;
/** A sentence short enough to say whole (one cut only because it joined two facts with "and"). */
const WHOLE_WORDS = 30;

function tell(
  context: AnswerContext,
  match: FactMatch,
  asked: readonly string[] = [],
  questionType?: QuestionType,
  options: { whole?: boolean } = {},
): ReplyPart {
  const { state, play, phrases } = context;
  const fact = play.facts.facts.find((candidate) => candidate.id === match.fact.id)!;
  // "Walk me through what happens today": the whole sentence a clause was cut from, each of its clauses told.
  const { sentence } = fact;
  if (options.whole && sentence && sentence.split(' ').length <= WHOLE_WORDS && !state.toldFacts.has(fact.id)) {
    const clauses = play.facts.facts.filter((candidate) => candidate.sentence === sentence);
    return part(sentence, PRIORITY.main, ...clauses.map((clause) => ({ kind: 'told-fact' as const, factId: clause.id })));
  }
  // A worry of the profile's raised as a concern was said as much as a fact told ("I worry about ramp time for new hires.").
  const raisedAsWorry = [...state.raised.values()].some((raised) => raised.objection.factId === fact.id);
  if (state.toldFacts.has(fact.id) || raisedAsWorry)
    return part(`${phrases.say(PHRASES.asISaid)}${lowerFirst(clauseFor(fact.spoken, fact.short, asked, questionType))}`, PRIORITY.main);
  // A worry of the profile's, once told, is a concern the buyer holds until it is answered (decision 68).
  const worry = state.agenda.find((objection) => objection.factId === fact.id);
  return part(
    fact.spoken,
    PRIORITY.main,
    { kind: 'told-fact', factId: fact.id },
    ...(worry ? [{ kind: 'raised-objection' as const, objection: worry }] : []),
  );
}

/** Words of a figure in general ("number of drivers"): what is not known is the drivers. */
/** A word at least this telling ("version", "budget", not "after" or "look") names what is not known. */
const TELLING = 0.5;
const FIGURE_STEMS = new Set(contentStemsOf(['number', 'amount', 'total', 'count', 'figure', 'actually', 'exactly']));

/**
 * "What version of Trapeze are you running?" when the notes say "NOT KNOWN: which Trapeze version
 * they run": a question holding at least half of what an unknown item names (its words weighed by
 * how telling they are), and a telling word of it that the best fact lacks ("version"), asks for what
 * nobody wrote down. The fact that shares another
 * word ("We use Trapeze for scheduling") answers something else, and so does any other fact.
 */
function asksNotKnown(context: AnswerContext, stems: readonly string[], best: FactMatch | undefined): boolean {
  const known = new Set(best ? contentStemsOf(wordsOf(best.fact.text)) : []);
  return context.play.facts.unknowns.some((item) => {
    const named = contentStemsOf(wordsOf(item)).filter((stem) => !FIGURE_STEMS.has(stem));
    const shared = named.filter((stem) => stems.includes(stem));
    const weight = (words: readonly string[]) => words.reduce((sum, stem) => sum + wordInformation(stem), 0);
    // An item the question names in full ("what they pay for anything": "what are you paying for your tools?") is asked,
    // however common its one word.
    const whole = shared.length === named.length && shared.every((stem) => !known.has(stem));
    return (
      shared.length > 0 &&
      weight(shared) * 2 >= weight(named) &&
      (whole || shared.some((stem) => !known.has(stem) && wordInformation(stem) >= TELLING))
    );
  });
}

/** A fact the buyer has not told yet on these topics. */
function untoldMatch(context: AnswerContext, topics: readonly Topic[], besides: readonly number[] = []): FactMatch | undefined {
  if (topics.length === 0) return undefined;
  return context.play.index.search(
    { contentStems: [], topics: [...topics], questionType: undefined },
    { exclude: besides.length > 0 ? new Set([...context.state.toldFacts, ...besides]) : context.state.toldFacts },
  )[0];
}

/** An untold fact on these topics that says how things are done now, best one naming a tool. */
function nowMatch(context: AnswerContext, topics: readonly Topic[], besides: readonly number[]): FactMatch | undefined {
  const [best] = context.play.index.search(
    { contentStems: [], topics: [...topics], questionType: undefined },
    { exclude: new Set([...context.state.toldFacts, ...besides]), now: true, nowOnly: true },
  );
  return best;
}

/** A fact the buyer has not told yet, on what the salesperson asked about (for an open "tell me more"). */
function untoldOnTopic(context: AnswerContext, reading: TurnReading): FactMatch | undefined {
  return untoldMatch(context, reading.topics);
}

/** Words of what the buyer may spend: its budget, its limit, what it can sign or approve. */
const OWN_BUDGET =
  /\b(budget\w*|set aside|allocated|afford|up to|under|below|less than|no more than|anything (?:over|above|under|below)|sign\w*|approv\w*|limit|cap|ceiling)\b/i;

/**
 * A guarded buyer (hard, early in the call) keeps back what it may spend, when asked about money: its budget or
 * limit ("Anything over $15,000 goes to Jake"), not a cost of its problem ("about $4 million a year with carriers"),
 * not a competitor's quote, and not in reply to a question that asks no sum ("who else would sign off?", "did you
 * look the proposal over?"): that the matched fact holds money is no reason to say "I'm not going to give you a number".
 * Without `asked`, the fact is one the buyer would volunteer: any sum is kept back.
 */
function guardedLine(context: AnswerContext, match: FactMatch, asked?: readonly string[]): readonly string[] | undefined {
  const { play, state } = context;
  // Reticence is an early call's: once the deal is on the table (a negotiation, a close), what the buyer may spend and who
  // signs are what the two sides talk about ("who else would need to sign off on this?").
  if (!play.difficulty.guarded || state.goodQuestions >= 2 || play.stageName === 'Negotiation' || play.stageName === 'Closing')
    return undefined;
  const topics = play.index.topicsOf(match.fact.id);
  // A guarded buyer keeps its figures back, not its wishes ("I want the price locked for 2 years").
  const held = play.index.heldTopicsOf(match.fact.id);
  const fact = play.facts.facts.find((candidate) => candidate.id === match.fact.id);
  const ownBudget = fact !== undefined && (OWN_BUDGET.test(fact.spoken) || fact.id === play.termLimit?.factId);
  const asksMoney = asked === undefined || topicsOfStems(asked).some((topic) => topic === 'budget' || topic === 'price');
  if ((held.includes('budget') || held.includes('price')) && (asked === undefined || (ownBudget && asksMoney)))
    return PHRASES.guardedBudget;
  if (topics.includes('decision')) return PHRASES.guardedDecision;
  return undefined;
}

/** "I'd have to check on the renewal date": naming what was asked, as people do, rather than a set phrase. */
function dontKnow(context: AnswerContext, reading: TurnReading): ReplyPart {
  const number = reading.questionType === 'how-many' || reading.questionType === 'how-much';
  if (reading.questionType === 'who') return part(context.phrases.say(PHRASES.dontKnowWho), PRIORITY.main);
  // "...i have to double check with our legal": a verb of finding out is no subject ("I'd need to check check").
  const subject = questionSubject(reading.question ?? reading.text);
  const verb = subject && /^(check|look|ask|see|know|think|say|find|find out|figure|tell)$/.test(subject);
  // "what happens when a case goes missing": a noun said with "a" cannot stand bare ("I don't have case in my head").
  const countable =
    subject && !subject.includes(' ') && new RegExp(`\\ban? ${subject}\\b`).test((reading.question ?? reading.text).toLowerCase());
  // "...now we're in a hundred and sixty schools": a piece of a figure ("and sixty schools") said back is a figure nobody
  // said; a subject with a figure in it, or opened by "and", is not named.
  const figure =
    subject &&
    /\d|^(?:and|or)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)\b/i.test(
      subject,
    );
  const topic = verb || countable || figure ? undefined : subject;
  if (!topic) return part(context.phrases.say(number ? PHRASES.dontKnowNumber : PHRASES.dontKnow), PRIORITY.main);
  const line = context.phrases
    .say(number ? PHRASES.dontKnowNumberTopic : PHRASES.dontKnowTopic)
    .replace('{Topic}', topic.charAt(0).toUpperCase() + topic.slice(1))
    .replace('{topic}', topic);
  return part(line, PRIORITY.main);
}

/** "Does that make sense?", "would that help you?": the buyer's view, not a profile fact. */
function asksOpinion(reading: TurnReading): boolean {
  const question = wordsOf(reading.question ?? '').join(' ');
  return (
    /\b(make sense|how does (that|this|it) sound|sound (good|useful|interesting|fair|right)|sounds (good|useful|interesting|fair|right)|would (that|this|it) (help|work|be useful)|could (that|this|it) (help|work)|does (that|this) (help|work)|interested|useful|helpful|fair)\b/.test(
      question,
    ) && contentStemsOf(wordsOf(question)).length <= 4
  );
}

/**
 * The answer to the salesperson's question: the best profile fact when it speaks to what was asked
 * (in the first person, numbers and names as the profile has them), the buyer's opinion when asked
 * for it, else that it doesn't know — never a different fact.
 */
export function answerQuestion(context: AnswerContext, reading: TurnReading): ReplyPart[] {
  const { state, phrases } = context;
  if (asksOpinion(reading)) return [part(phrases.say(state.interest >= 50 ? PHRASES.opinionWarm : PHRASES.opinionCool), PRIORITY.main)];
  // "How many are on staff, and does that change in summer?": each question gets its answer (two at most).
  const questions = reading.segments
    .filter((segment) => segment.act === 'open-question' || segment.act === 'closed-question' || /\?\s*$/.test(segment.text))
    .slice(-2);
  if (questions.length < 2) return answerOne(context, reading, reading.question ?? reading.text);
  const parts: ReplyPart[] = [];
  const told = new Set<string>();
  const used = new Set<number>();
  for (const segment of questions) {
    const answer = answerOne(context, { ...reading, question: segment.text, questionType: questionTypeOf(segment.text) }, segment.text, {
      quiet: parts.length > 0,
      exclude: used,
    });
    for (const reply of answer) for (const effect of reply.effects) if (effect.kind === 'told-fact') used.add(effect.factId);
    for (const reply of answer.filter((candidate) => !told.has(candidate.text))) {
      told.add(reply.text);
      parts.push(reply);
    }
  }
  return parts.length > 0 ? parts : [dontKnow(context, reading)];
}

/** Topics a buyer can speak to from its own situation even when the words don't match a fact. */
const SITUATION_TOPICS = new Set(['pain', 'process', 'goal']);

/** Matches this close in confidence answer the question about as well as each other. */
const TIE = 0.05;

/**
 * Among the facts that answer about equally well, the one a person would say: the next part of the
 * story it was telling (the fact after the last one told, "so people copy files to their laptops"
 * after the slow VPN), else one not said yet rather than a repeat.
 */
function preferredMatch(context: AnswerContext, matches: readonly FactMatch[], pointsAtLastAnswer = false): FactMatch | undefined {
  const [first] = matches;
  if (!first) return undefined;
  const tied = matches.filter((match) => match.confidence >= first.confidence - TIE);
  const lastTold = [...context.state.toldFacts].at(-1);
  // "What does that cost you?" right after "30 % never rebook, about $9k a month": that answer again.
  if (pointsAtLastAnswer) {
    const same = tied.find((match) => match.fact.id === lastTold);
    if (same) return same;
  }
  const untold = tied.filter((match) => !context.state.toldFacts.has(match.fact.id));
  return untold.find((match) => lastTold !== undefined && match.fact.id === lastTold + 1) ?? untold[0] ?? first;
}

/** Words of doing something in the ordinary way ("use", "track", "plan"), for questions about how it is done now. */
const PRACTICE_VERB =
  /\b(use|uses|using|used|run|running|rely on|track|tracked|tracking|keep track|log|logged|logging|handle|handled|handling|manage|managed|plan|planned|planning|schedule|scheduled|scheduling|enter|entered|count|counted|counting|book|booked|record|recorded)\b/;
const NOW_WORDS = /\b(today|now|right now|at the moment|currently|these days|at present|nowadays)\b/;

/**
 * A question about how the buyer does something now: "what are you using for work orders right
 * now?", "do you use anything for paging?", "how do you keep track of who's on call?", "and the
 * preventive maintenance, how's that planned?". The tools and the way of working answer it.
 */
export function asksCurrentPractice(question: string): boolean {
  const text = wordsOf(question).join(' ');
  if (/\b(what|which) (do|are|does|is|did) (you|your \w+|they|the \w+)( guys| all)? (use|using|run|running|on)\b/.test(text)) return true;
  if (/\b(do|are|did) (you|they)( guys)? (use|using|have|run) (anything|any \w+|something|a \w+) (for|to)\b/.test(text)) return true;
  if (/\bhow (do|does|are|is|did) (you|they|your \w+|that|it|the \w+)\b/.test(text) && PRACTICE_VERB.test(text)) return true;
  // "Walk me through what happens today, from the moment a student wants a lesson...": the way it is done now, step by step.
  if (/\b(walk|take|talk) (me|us) through\b/.test(text) && (NOW_WORDS.test(text) || /\bwhat happens\b/.test(text))) return true;
  return /\b(what|which|how|anything)\b/.test(text) && PRACTICE_VERB.test(text) && NOW_WORDS.test(text);
}

/**
 * "Anything on the compliance side? I know Louisiana's pretty strict on application records.": a
 * short question the next sentence explains asks about what that sentence names.
 */
function explainedBy(reading: TurnReading, questionText: string, own: readonly string[]): string[] {
  if (own.length > 3) return [];
  const at = reading.segments.findIndex((segment) => segment.text === questionText);
  const next = at < 0 ? undefined : reading.segments[at + 1];
  // A remark, not a pitch or an offer: those say what the salesperson sells, not what is asked.
  if (!next || !['statement', 'objection-answer', 'acknowledge'].includes(next.act) || /\?\s*$/.test(next.text)) return [];
  return contentStemsOf(wordsOf(next.text));
}

/** "What does that cost you?", "what happens when...", "what's the impact?": what a problem leads to. */
const CONSEQUENCE =
  /\b(cost(s|ing)? (you|your \w+|the business|the company|the shops?|us)\b(?! to)|what (does|did|would|will) (that|it|this) (cost|mean for)\b|what happens (when|if|then)\b|what (is|s|are) the (impact|consequences?|damage|knock on|fallout|effect)\b|what (does|did) (that|it) (do|lead) to\b)/;

/** Words of buying something, which make deciding a decision to approve ("how do you decide which vendor to buy from?"). */
const BUYING = new Set(contentStemsOf(wordsOf('buy purchase spend sign pay invest vendor vendors supplier suppliers software tool tools')));

/**
 * "how many of those calls would you say you get into bed" (heard for "...get in a day"): in a recogniser's turn a
 * word the call never used, after all the words of the call's own it holds, may be misheard filler. The question
 * without such words (at most as many as it keeps) is asked again; its answer stands when it is sure enough, and when the misheard words were no
 * part of what the notes say nobody knows.
 */
function withoutMisheard(
  context: AnswerContext,
  question: { contentStems: string[]; topics: Topic[]; questionType: QuestionType | undefined },
  questionText: string,
  find: (wanted: typeof question) => FactMatch | undefined,
): FactMatch | undefined {
  const known = context.state.subjectSource?.known;
  if (!known) return undefined;
  const kept = question.contentStems.filter((stem) => known.has(stem));
  const dropped = question.contentStems.filter((stem) => !known.has(stem));
  if (kept.length === 0 || dropped.length === 0 || dropped.length > kept.length) return undefined;
  // Only a tail after what the question is about ("...you get into bed"): a word the call never used before it is
  // what it asks about ("how many tickets do you sell in a year"), which the buyer may well not know.
  const order = contentStemsOf(wordsOf(questionText));
  const lastKept = Math.max(...kept.map((stem) => order.indexOf(stem)));
  if (dropped.some((stem) => order.indexOf(stem) < lastKept)) return undefined;
  const match = find({ contentStems: kept, topics: topicsOfStems(kept), questionType: question.questionType });
  return match && match.confidence >= ANSWER_CONFIDENCE ? match : undefined;
}

/** "How did the trial go?", "how did your managers find it?", "what did the team make of it?": asks how something went down. */
const ASKS_VERDICT =
  /\bhow (?:did|has|have|is|was|are|were) (?:\w+ ){0,5}?(?:go|going|gone|land|landed|landing|turn out|turned out|feel|feeling|felt|find|finding|found|react|reacting|reacted|take|taking|took|get on|getting on|like|liking|received)\b|\bwhat (?:did|do|does) (?:\w+ ){0,4}?(?:think|make) of\b/;
/** Words of a verdict on something: how people took it, whether it worked. */
const VERDICT =
  /\b(?:liked|loved|hated|disliked|happy|unhappy|pleased|impressed|passed|failed(?!-)|worked|went (?:well|badly|fine)|complain\w*|struggled|enjoyed|glad|excited|frustrated|annoyed|keen|sceptical|skeptical|preferred|praised|raved)\b/i;

/**
 * "Why now?", "what's driving the look at a new system now?", "what prompted the search?", "what made you start looking?":
 * what sets the timing of the buyer's search, not the search itself.
 */
const WHY_NOW =
  /\bwhy now\b|\bwhy (?:are|were|is|would) (?:you|they|the \w+)(?: \w+){0,3} (?:looking|shopping|exploring|considering|thinking|changing|switching|moving)\b(?: \w+){0,6} (?:now|right now|this year|at this point)$|\bwhat (?:is )?(?:driving|prompting|triggering|behind|prompted|triggered) (?:the|this|your|a)? ?(?:\w+ )?(?:look|looking|search|move|change|switch|project|decision|push|review|evaluation|interest)\b|\bwhat (?:made you|got you|led you to) (?:\w+ ){0,2}(?:look|looking|search|searching|start|think|consider|change|switch|move|reach out)\b/;

/** "What matters most to you?", "what's most important to you in what you see today?", "what are your priorities?" */
const WHAT_MATTERS =
  /\bwhat (?:matters|(?:is|'?s) (?:most |really )?important|are (?:your|the) (?:top |main |biggest )?priorities|do you (?:most )?care (?:most )?about|(?:would|do) you (?:most )?(?:want|like|hope|need) to (?:see|get) (?:out of|from))\b/;

/** Words of the question's frame, not its subject: "what matters most to you in what you see today?". */
const PRIORITY_FRAME = new Set(
  contentStemsOf(
    wordsOf('matter matters most important priority priorities care see show hear today call demo meeting time want like hope need get'),
  ),
);

/**
 * "What matters most to you?": the buyer's own problem or aim, however few words the question shares with it. A
 * question that names its subject ("what matters most to you in the terms?") is about that subject.
 */
export function asksWhatMatters(question: string): boolean {
  const words = wordsOf(question);
  return WHAT_MATTERS.test(words.join(' ')) && contentStemsOf(words).every((stem) => PRIORITY_FRAME.has(stem));
}

/** "How do you think your team would get on with it?", "would your staff actually use this?": the product taken up. */
const ASKS_TAKE_UP =
  /\b(?:would|will)\b(?: \w+){0,3} (?:get on with|take to|actually use|use|adopt|pick up|react to|cope with) (?:it|this|that|the (?:tool|system|platform|app|product|software))\b/;

/** "How do you think your team would get on with it?": how the buyer's people would take to the product. */
export function asksTakeUp(question: string): boolean {
  return ASKS_TAKE_UP.test(wordsOf(question).join(' '));
}

/** "Why now?": what sets the timing of the buyer's search, however few words of its own it has. */
export function asksWhyNow(question: string): boolean {
  return WHY_NOW.test(wordsOf(question).join(' '));
}

/** The profile's story of something tried before, when it tells one. */
function attemptFact(context: AnswerContext, excluded: ReadonlySet<number> | undefined): FactMatch | undefined {
  const fact = context.play.facts.facts.find(
    (candidate) => !excluded?.has(candidate.id) && context.play.index.tellsOfAttempt(candidate.id),
  );
  return fact ? { fact: { id: fact.id, text: fact.spoken }, score: 0, confidence: 0 } : undefined;
}

function answerOne(
  context: AnswerContext,
  reading: TurnReading,
  questionText: string,
  options: { quiet?: boolean; exclude?: ReadonlySet<number> } = {},
): ReplyPart[] {
  const { state, play } = context;
  // "One practical thing for setup: which ticketing system are you on today?": the question is after the colon.
  // "Besides you and Kev, who else...?": who is set aside is not what is asked about.
  const ownText = questionText
    .replace(/^[^?:]{1,60}:\s+(?=(?:what|which|how|who|where|when|why|do|does|did|are|is|can|could|would)\b)/i, '')
    .replace(/^(?:(?:and|so|but|okay|ok) )?(?:besides|apart from|aside from|other than|except for)\b[^,?]{1,40},\s*/i, '');
  const own = contentStemsOf(wordsOf(ownText));
  // "You mentioned the boiler complaint in January. What did that cost you?": "that" is the sentence before.
  // "When you get it wrong, what does that cost you?", "you said they're keyed in by hand, what does that cost you?".
  const consequence = CONSEQUENCE.test(wordsOf(questionText).join(' '));
  const pointsBack =
    own.length <= 2 &&
    /\b(that|this|it|those|these|there|then)\b/i.test(questionText) &&
    questionText !== reading.text &&
    !CHECKS_SUMMARY.test(wordsOf(questionText).join(' '));
  const stems = pointsBack
    ? [...new Set([...reading.contentStems.filter((stem) => !own.includes(stem)), ...own])]
    : [...new Set([...own, ...explainedBy(reading, questionText, own)])];
  // "If you did change something before March, who else would need to be involved?": a supposition before the question
  // sets the scene, and its words weigh half when the question has words of its own ("involved"). A "when" clause says
  // whose handling is asked about ("when a tenant goes late, who chases them?") and weighs in full.
  const clause = leadingClause(ownText);
  const asking = contentStemsOf(wordsOf(ownText.slice(clause.length)));
  const supposes = /^(?:(?:and|so|but|okay|ok) )?(?:if|assuming|suppose|supposing)\b/.test(wordsOf(clause).join(' '));
  const scene = supposes && asking.length > 0 ? contentStemsOf(wordsOf(clause)).filter((stem) => !asking.includes(stem)) : [];
  // "How does each shop decide how much to bake?": deciding what to make or order day to day, not a purchase to approve.
  const minor = embeddedQuestion(questionText);
  const dailyDecision = minor.length > 0 && !minor.some((word) => BUYING.has(word));
  const asked = dailyDecision ? stems.filter((word) => !topicsOfStems([word]).includes('decision')) : stems;
  const topics = topicsOfStems(asked);
  // "Are you using anything for scheduling today?", "how's that planned?": the tools and the way it is done now.
  const now = asksCurrentPractice(questionText);
  if (now && !topics.includes('tools')) topics.unshift('tools');
  // "Who else would want a say?": the others who decide, whatever the words.
  if (reading.questionType === 'who' && /\bwho else\b/i.test(questionText) && !topics.includes('decision')) topics.unshift('decision');
  // "When you get it wrong, what does that cost you?": what a problem costs is its pain (in money when the profile has
  // a sum for it), never what the buyer may spend or sign for.
  if (consequence) {
    topics.splice(0, topics.length, 'pain', ...topics.filter((topic) => topic !== 'pain' && topic !== 'budget' && topic !== 'price'));
  }
  // Nor is "that" what the buyer already said that leads to it ("all keyed in by hand"), unless that told of a loss itself.
  const pointsAtCause = /\b(that|this|it)\b/i.test(questionText);
  const notCosts = consequence
    ? play.facts.facts
        .filter(
          (fact) =>
            play.index.heldTopicsOf(fact.id).includes('decision') ||
            (pointsAtCause && state.toldFacts.has(fact.id) && !play.index.topicsOf(fact.id).includes('pain')),
        )
        .map((fact) => fact.id)
    : [];
  const excluded = notCosts.length > 0 ? new Set([...(options.exclude ?? []), ...notCosts]) : options.exclude;
  const question = { contentStems: asked, topics, questionType: reading.questionType };
  const around = [...contentStemsOf(wordsOf(state.lastBuyerText)), ...reading.contentStems];
  const find = (wanted: typeof question) =>
    preferredMatch(
      context,
      play.index.search(wanted, {
        context: around,
        counted: countedBy(questionText),
        share: partSetApart(questionText),
        agent: questionAgent(questionText),
        minor: [...minor, ...scene],
        now,
        ...(excluded ? { exclude: excluded } : {}),
      }),
      !pointsBack && own.length <= 2 && /\b(that|it|this)\b/i.test(questionText),
    );
  // "You mentioned you tried something before. What went wrong with it?": the story of that attempt, however few of its
  // words the question shares ("We tried Deputy two years ago and staff hated the app").
  if (asksHowAttemptWent(questionText, reading.text)) {
    const tried = play.index
      .search(question, { context: around, ...(excluded ? { exclude: excluded } : {}) })
      .find((match) => play.index.tellsOfAttempt(match.fact.id));
    const attempt = tried ?? attemptFact(context, excluded);
    if (attempt) return [tell(context, attempt, stems, reading.questionType)];
  }
  // "How did the pilot land with Jonas and the team?", "how's the team feeling about it?": how something went, which the
  // profile's verdict on it answers ("every nightly restore test passed and my platform lead is happy with it").
  if (ASKS_VERDICT.test(wordsOf(questionText).join(' '))) {
    const verdict = play.index
      .search(question, { context: around, ...(excluded ? { exclude: excluded } : {}) })
      .find((match) => VERDICT.test(match.fact.text) && match.confidence >= ANSWER_CONFIDENCE / 2);
    if (verdict) return [tell(context, verdict, stems, reading.questionType)];
  }
  // "What's driving the look at a new system now?", "why now?": what sets the timing, the date ahead the profile names
  // ("the vendor stops supporting next June"), not what the question's words share with the company's size.
  if (asksWhyNow(questionText)) {
    const dated = (match: FactMatch) => play.index.heldTopicsOf(match.fact.id).includes('timeline') && !state.toldFacts.has(match.fact.id);
    const deadline = play.index
      .search(
        { contentStems: asked, topics: ['timeline', ...topics], questionType: 'when' },
        { context: around, ...(excluded ? { exclude: excluded } : {}) },
      )
      .find(dated);
    if (deadline && !guardedLine(context, deadline)) return [tell(context, deadline, stems, 'when')];
  }
  // "How do you think your team would get on with it?": what the profile says of taking up a tool (a worry about adoption,
  // a tool tried before that nobody used), not the team's size.
  if (asksTakeUp(questionText)) {
    const [uptake] = play.index
      .search(
        { contentStems: asked, topics: ['effort', 'pain'], questionType: reading.questionType },
        { context: around, exclude: new Set([...state.toldFacts, ...(excluded ?? [])]) },
      )
      .filter((match) => play.index.topicsOf(match.fact.id).includes('effort'));
    if (uptake) return [tell(context, uptake, stems, reading.questionType)];
  }
  // "Before I show you anything, what matters most to you?": the problem or the aim the profile tells, not a fact that
  // shares "see" or "today" with the question.
  if (asksWhatMatters(questionText)) {
    const untold = (topic: Topic, besides: readonly number[] = []) =>
      play.index
        .search(
          { contentStems: asked, topics: [topic], questionType: reading.questionType },
          { context: around, exclude: new Set([...state.toldFacts, ...(excluded ?? []), ...besides]) },
        )
        .find((match) => play.index.topicsOf(match.fact.id).includes(topic) && !guardedLine(context, match));
    const problem = untold('pain') ?? untold('goal');
    if (problem) {
      const parts = [tell(context, problem, stems, reading.questionType)];
      const aim = play.difficulty.volunteers && !options.quiet ? untold('goal', [problem.fact.id]) : undefined;
      if (aim) parts.push({ ...tell(context, aim), priority: PRIORITY.aside });
      return parts;
    }
  }
  const found = find(question);
  const best =
    found && found.confidence >= ANSWER_CONFIDENCE
      ? found
      : (costToldAfter(context, question, stems, excluded) ?? withoutMisheard(context, question, questionText, find) ?? found);
  // What the notes say nobody knows is not answered by a fact that shares a word of it, nor by any other fact.
  if (asksNotKnown(context, stems, best && best.confidence >= ANSWER_CONFIDENCE ? best : undefined))
    return options.quiet ? [] : [dontKnow(context, { ...reading, question: questionText })];
  if (best && best.confidence >= ANSWER_CONFIDENCE) {
    const guarded = guardedLine(context, best, stems);
    if (guarded) return [part(context.phrases.say(guarded), PRIORITY.main)];
    const parts = [tell(context, best, stems, reading.questionType, { whole: TELL_REQUEST.test(wordsOf(questionText).join(' ')) })];
    if (play.difficulty.volunteers && !options.quiet) {
      const extra = consequence ? untoldMatch(context, topics, notCosts) : untoldOnTopic(context, reading);
      if (extra && extra.fact.id !== best.fact.id) parts.push({ ...tell(context, extra), priority: PRIORITY.aside });
    }
    return parts;
  }
  // "And how do they come in and get entered?" right after the buyer told how many invoices it handles: "they" are
  // what it just spoke of, and the way they are handled is in that fact ("all keyed in by hand from email and paper").
  const lastTold = [...state.toldFacts].at(-1);
  if (
    reading.questionType === 'how' &&
    lastTold !== undefined &&
    !options.exclude?.has(lastTold) &&
    /\bhow (do|does|did|are|is|were|was) (they|those|these|them)\b/.test(wordsOf(questionText).join(' ')) &&
    play.index.topicsOf(lastTold).includes('process')
  ) {
    const fact = play.facts.facts.find((candidate) => candidate.id === lastTold)!;
    return [tell(context, { fact: { id: fact.id, text: fact.spoken }, score: 0, confidence: 0 }, stems, 'how')];
  }
  // An open question about the buyer's own situation ("where does it break down?"): the untold fact
  // on that subject. A question wanting a figure, a date or a name gets "I don't know" instead.
  // "Has that ever caused a real problem?" asks about its pain as much as "what problems has it caused?".
  const descriptive =
    reading.questionType === 'how' ||
    reading.questionType === 'what' ||
    reading.questionType === 'why' ||
    reading.questionType === 'where' ||
    (reading.questionType === 'yes-no' && question.topics.includes('pain'));
  const situation = question.topics.filter((topic) => SITUATION_TOPICS.has(topic));
  if (descriptive && situation.length > 0) {
    // A buyer always knows its own pains and goals: what it has not said yet, else what it said ("like I said, ...").
    // How it is done now is told by what the profile says of now ("Today we schedule on a paper sheet..."), first.
    const onTopics = (topics: Topic[]) =>
      (now ? nowMatch(context, topics, notCosts) : undefined) ??
      untoldMatch(context, topics, notCosts) ??
      play.index.search({ contentStems: [], topics, questionType: undefined }, { exclude: new Set(notCosts) })[0];
    // "What are your goals this year?" of a profile that states no goal, only a worry ("worries about ramp time for new
    // hires"): what it wants this year is that worry fixed.
    const related = onTopics(situation) ?? (situation.includes('goal') ? onTopics(['pain']) : undefined);
    if (related && !guardedLine(context, related)) return [tell(context, related, stems)];
  }
  // "Who else would want a say?", "who would we work with on your side?": the others the profile names in a role, whatever
  // the question's words ("My VP of engineering, Luis Romero, owns the budget").
  if (reading.questionType === 'who' && asksWhoElse(questionText)) {
    const others = othersInvolved(context, { contentStems: asked, decides: !/\bwork with\b/i.test(questionText) }, excluded);
    if (others) return [tell(context, others, stems, 'who')];
  }
  return options.quiet ? [] : [dontKnow(context, { ...reading, question: questionText })];
}

/** "Who else would want a say in this?": asks who else takes part, however few words of its own it has. */
export function asksWhoElse(question: string): boolean {
  return OTHERS_ASKED.test(wordsOf(question).join(' '));
}

/** A question about who else takes part: "who else would want a say", "who on your side", "who would we work with". */
const OTHERS_ASKED =
  /\bwho else\b|\bwho (?:\w+ ){0,4}?(?:on|from) your (?:side|end|team)\b|\bwho (?:would|will|do|should|could) (?:we|i) (?:work|deal|talk|speak) with\b/;
/** Someone other than the buyer, by role: whom a buyer names when asked who else is involved. */
const ROLE_OF_ANOTHER =
  /\b(?:owner|co-?owner|boss|board|partners?|ceo|cfo|cto|coo|cio|vp|md|gm|director|manager|head of|founder|co-?founder|committee|procurement|legal|accountant|bookkeeper|lawyer|contractor|consultant|wife|husband|brother|sister|son|daughter|father|mother|principal|trustees?|publisher|president)\b/i;
const PERSON_NAMED =
  /\b(?:[A-Z][a-z]+ [A-Z][a-z]+|(?:Mr|Mrs|Ms|Dr)\.? [A-Z][a-z]+)\b|, [A-Z][a-z]+\b|\b[a-z]+ [A-Z][a-z]+ (?:does|runs|signs|owns|decides|would|will|has)\b/;

/**
 * The fact naming others who take part: one about deciding first when a say is asked about, one naming a person, nearer
 * the question's own words before farther ("work with us on the data import": the IT contractor); never the buyer's own
 * introduction.
 */
function othersInvolved(
  context: AnswerContext,
  question: { contentStems: string[]; decides: boolean },
  excluded: ReadonlySet<number> | undefined,
): FactMatch | undefined {
  const { play } = context;
  const asked = new Set(question.contentStems);
  const ranked = play.facts.facts
    .filter((fact) => !excluded?.has(fact.id) && !/^I'm\b/.test(fact.spoken) && ROLE_OF_ANOTHER.test(fact.spoken))
    .map((fact) => ({
      fact,
      rank:
        (question.decides && play.index.topicsOf(fact.id).includes('decision') ? 2 : 0) +
        (PERSON_NAMED.test(fact.spoken.slice(1)) ? 1 : 0) +
        contentStemsOf(wordsOf(fact.spoken)).filter((word) => asked.has(word)).length,
    }))
    .sort((a, b) => b.rank - a.rank);
  const best = ranked[0]?.fact;
  return best ? { fact: { id: best.id, text: best.spoken }, score: 0, confidence: 0 } : undefined;
}

/** A limit of what the buyer may sign or spend. */
const LIMIT = /\b(?:up to|under|below|anything (?:over|above|under)|over|above|more than|sign|approve|budget)\b/i;

/** "how many of your tenants are on autopay": the words after the whole ("autopay"), which set the part apart. */
function partSetApart(question: string): string[] {
  const part = /\bhow many of (?:your|our|the|those|these|them|all) (.+)$/.exec(wordsOf(question).join(' '))?.[1];
  if (!part) return [];
  // The whole is the first word said after "of your" ("tenants", "after-hours leads": its last word before a verb).
  const stems = contentStemsOf(wordsOf(part.split(/\b(?:are|is|were|was|do|does|did|have|has|will|would|end|get|go)\b/)[0] ?? ''));
  const whole = new Set(stems.length > 0 ? stems : contentStemsOf(wordsOf(part)).slice(0, 1));
  const apart = contentStemsOf(wordsOf(part)).filter((word) => !whole.has(word));
  // A recogniser's "auto pay" is the notes' "autopay": each pair said together counts as one word too.
  return [...apart, ...apart.slice(1).map((word, index) => stem(`${apart[index]}${word}`))];
}

/** Words that ask what something cost in money. */
const COST_WORDS = new Set(contentStemsOf(['cost', 'costs', 'costing']));

/**
 * "And the claim at the Crowfoot plaza last February, what did that end up costing you?": the notes tell the story in
 * one sentence and its cost in the next ("...couldn't prove we'd salted. Deductible was $25k and the premium went up
 * 18%."). When the sentence the question names holds no sum and the one after it does, that one is the answer.
 */
function costToldAfter(
  context: AnswerContext,
  question: { contentStems: string[]; topics: Topic[]; questionType: QuestionType | undefined },
  stems: readonly string[],
  excluded: ReadonlySet<number> | undefined,
): FactMatch | undefined {
  if (!stems.some((word) => COST_WORDS.has(word))) return undefined;
  const { play } = context;
  const money = (text: string) => readQuantities(text).quantities.some((quantity) => quantity.kind === 'money');
  const [story] = play.index.search(
    { ...question, contentStems: question.contentStems.filter((word) => !COST_WORDS.has(word)), questionType: undefined },
    excluded ? { exclude: excluded } : {},
  );
  if (!story || story.confidence < ANSWER_CONFIDENCE || money(story.fact.text)) return undefined;
  const next = play.facts.facts.find((fact) => fact.id === story.fact.id + 1);
  // Not the buyer's limit or who signs ("Anything over $25,000 goes to our CEO"): what it may spend is no cost of the story.
  return next &&
    !excluded?.has(next.id) &&
    money(next.spoken) &&
    !play.index.heldTopicsOf(next.id).includes('decision') &&
    next.id !== play.termLimit?.factId &&
    !LIMIT.test(next.spoken)
    ? { fact: { id: next.id, text: next.spoken }, score: 0, confidence: ANSWER_CONFIDENCE }
    : undefined;
}

/** How much of its last words (BM25) an untold fact must share to be "more about that". */
const GO_ON_SCORE = 1;

/** Words of a follow-up that asks the buyer to go on about what it just said, whatever it was. */
const FOLLOW_UP =
  /\b(tell me (a bit |a little )?more|more about (that|this|it)|say more|expand on (that|this|it)|elaborate|go on|how so|why (is|was) that|why('s| is) that|how come|what do you mean|what does that mean|like what|such as|for (example|instance)|what makes you say|in what way|how (is|does|has) (that|this|it) (affect|impact|hurt|play out|show up)\w*|what (impact|effect) (does|has|is) (that|this|it)|what happens (then|when (that|it) happens))\b/;
const FOLLOW_UP_STEMS = new Set(
  contentStemsOf(
    wordsOf(
      'tell more say expand elaborate mean example instance makes affect affecting impact effect hurt happens play show way team business',
    ),
  ),
);

/** "Tell me more about that", "why is that?", "how is that affecting the team?": no subject of its own, it points at the buyer's last words. */
export function asksToGoOn(reading: TurnReading): boolean {
  if (!reading.asks && !/^(tell|say|go|expand|elaborate)\b/.test(reading.words[0] ?? '')) return false;
  const question = wordsOf(reading.question ?? reading.text).join(' ');
  return FOLLOW_UP.test(question) && contentStemsOf(wordsOf(question)).filter((stem) => !FOLLOW_UP_STEMS.has(stem)).length === 0;
}

/**
 * The buyer goes on about what it last said: the untold fact that shares most of its words (its
 * topics weighing in), else says that is the heart of it. Never a different subject.
 */
export function goOn(context: AnswerContext): ReplyPart[] {
  const { state, play, phrases } = context;
  const lastTold = [...state.toldFacts].at(-1);
  const topics = lastTold === undefined ? [] : play.index.topicsOf(lastTold).slice(0, 2);
  const lastWords = contentStemsOf(wordsOf(state.lastBuyerText));
  // The untold fact that shares most with what it said, by word weight rather than coverage (a long
  // reply is no question to cover); money only when it was talking money.
  const money = (id: number) => play.index.topicsOf(id).some((topic) => topic === 'budget' || topic === 'price');
  const [next] =
    lastWords.length === 0
      ? []
      : play.index
          .search({ contentStems: lastWords, topics, questionType: undefined }, { exclude: state.toldFacts })
          .filter(
            (match) =>
              match.score >= GO_ON_SCORE &&
              !guardedLine(context, match) &&
              (!money(match.fact.id) || (lastTold !== undefined && money(lastTold))),
          )
          .sort((a, b) => b.score - a.score);
  if (next) return [tell(context, next)];
  return [part(phrases.say(PHRASES.nothingMore), PRIORITY.main)];
}

/** An untold fact, for a buyer that opens up without being asked (easy difficulty, or a good follow-up). */
/**
 * "The board report builds itself every month, so your team doesn't spend two days in spreadsheets": the untold profile
 * fact a pitch takes up in two or more of its telling words ("My team of 6 spends about two days every month building
 * the board report by hand in spreadsheets."), the one it shares most with.
 */
export function factTakenUp(context: AnswerContext, reading: TurnReading): FactMatch | undefined {
  const { play, state } = context;
  let best: { match: FactMatch; shared: number } | undefined;
  for (const fact of play.facts.facts) {
    if (state.toldFacts.has(fact.id)) continue;
    const telling = new Set(contentStemsOf(wordsOf(fact.spoken)).filter((stem) => wordInformation(stem) >= TELLING));
    const shared = new Set(reading.contentStems.filter((stem) => telling.has(stem))).size;
    if (shared >= 2 && shared > (best?.shared ?? 0))
      best = { match: { fact: { id: fact.id, text: fact.spoken }, score: shared, confidence: 1 }, shared };
  }
  return best && !guardedLine(context, best.match) ? best.match : undefined;
}

export function volunteerFact(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const taken = factTakenUp(context, reading);
  if (taken) return { ...tell(context, taken), priority: PRIORITY.aside };
  const match = untoldOnTopic(context, reading);
  return match && !guardedLine(context, match) ? { ...tell(context, match), priority: PRIORITY.aside } : undefined;
}

/** Whether the profile answers the turn's question with confidence (a tag question as small talk, "the trial went well, right?"). */
export function profileAnswers(context: AnswerContext, reading: TurnReading): boolean {
  const stems = contentStemsOf(wordsOf(reading.question ?? reading.text));
  const [best] = context.play.index.search(
    { contentStems: stems, topics: topicsOfStems(stems), questionType: reading.questionType },
    { counted: countedBy(reading.question ?? reading.text) },
  );
  return best !== undefined && best.confidence >= ANSWER_CONFIDENCE;
}

/** How much of a social question a profile sentence must share to be its answer ("how's Biscuit?", "were you at the Spurs game?"). */
const SMALL_TALK_CONFIDENCE = 0.5;

/** A social question about something the profile tells of the buyer's own life: that sentence, as the answer. */
export function smallTalkFact(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  // The names in it say what it is about ("Biscuit", "the Spurs"); days and the buyer's own name do not.
  // A place ("I hear Portland had a dry weekend") is the weather or the town, not a part of the buyer's life to tell.
  const places = new Set((tagged(reading.text).places().out('array') as string[]).flatMap((place) => place.split(/\W+/)));
  const names = (reading.text.match(/(?<![.!?]\s|^)\b[A-Z][a-z]+\b/g) ?? []).filter(
    (name) =>
      !/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I)$/.test(name) &&
      !context.play.facts.personName?.includes(name) &&
      !places.has(name),
  );
  const stems = contentStemsOf(wordsOf(names.length > 0 ? names.join(' ') : reading.text));
  const [best] = context.play.index.search({ contentStems: stems, topics: [], questionType: undefined });
  return best && best.confidence >= SMALL_TALK_CONFIDENCE ? tell(context, best, stems) : undefined;
}

/** A fact the buyer has not told on these topics: its counter in a negotiation (a competing quote, its budget). */
export function untoldFactOn(context: AnswerContext, topics: readonly Topic[]): ReplyPart | undefined {
  const match = untoldMatch(context, topics);
  return match ? tell(context, match) : undefined;
}
