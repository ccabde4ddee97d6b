import { QUESTION_TOPIC_PATTERNS, TOPICS, type Topic } from './buyer-topics';
import { capitalise, contentWordsOf, isStopword, normaliseCallerText, wordsOf } from './spoken-text';

/**
 * What the salesperson's turn does, read from offline speech recognition output: lowercase, no
 * punctuation, some words wrong. Keyword families and loose patterns, never exact phrases, so
 * "hi uh this is sam from quotaflow got a minute" reads as greeting + introduction + permission.
 */
export interface CallerTurn {
  /** Normalised: lowercase, contractions spelled out. */
  text: string;
  wordCount: number;
  contentWords: string[];
  /** Nothing usable was heard (empty, fillers, a couple of stray words). */
  unintelligible: boolean;
  greeting: boolean;
  smallTalk: boolean;
  introduction: { name?: string; company?: string } | undefined;
  asksPermission: boolean;
  asksIdentity: boolean;
  /** "do you remember my name": the caller tests the buyer's memory of them. */
  asksWhoCallerIs: boolean;
  checksLine: boolean;
  asksIfMachine: boolean;
  question: { count: number; open: boolean; topics: Topic[] } | undefined;
  /** "tell me more", "why is that": asks the buyer to go on about what they just said. */
  followUp: boolean;
  /** "how does that sound": asks what the buyer thinks of what was just said. */
  asksOpinion: boolean;
  /** "so if I understand you...": sums up what the buyer said to check it. */
  checksUnderstanding: boolean;
  asksForConcerns: boolean;
  pitch: boolean;
  givesReason: boolean;
  mentionsPrice: boolean;
  /** Says an actual figure ("four hundred dollars a month"), not just the word "price". */
  statesPrice: boolean;
  offersDiscount: boolean;
  asksSomethingInReturn: boolean;
  asksForNextStep: boolean;
  /** Asks for the signature or the order itself, now. */
  asksForCommitment: boolean;
  pressure: boolean;
  empathy: boolean;
  evidence: boolean;
  /** Only "okay", "right", "mm hmm": the caller is listening. */
  acknowledgementOnly: boolean;
  thanks: boolean;
  goodbye: boolean;
  rude: boolean;
}

export interface ClassifierOptions {
  /** Names the seller's side may say (product, company), in their usual spelling. */
  sellerNames?: readonly string[];
}

const FILLERS = new Set(['uh', 'um', 'erm', 'er', 'ah', 'eh', 'hmm', 'mm', 'mhm', 'the', 'a', 'an', 'and', 'of', 'so', 'oh']);
const NOT_NAMES = new Set(
  'calling just reaching following from with good fine doing well sorry great glad happy not really actually about quick trying looking wondering interested curious afraid phoning ringing speaking back still new here there sure going getting also only last next week month year earlier pleased hoping one two three four five six seven eight nine ten twenty thirty forty fifty hundred thousand million'.split(' '),
);

const GREETING = /^(?:\w+ ){0,2}(hi|hello|hey|high|hiya|howdy|good (morning|afternoon|evening))\b/;
const SMALL_TALK = /\b(how (are|is) (you|it going|things|your (day|week|morning))(?! (?!doing\b)\w+ing\b)|how have you been|hope (you are|your|all is|you had)|weekend|weather|how was your|busy (day|week)\b.*\bhow)\b/;
const PERMISSION = /\b((is it|would it be) (ok|okay|alright|all right) (if i|to) ask|(mind|okay|ok) if i ask|(can|could|may) i ask (you )?(a few|some|a couple of|a couple|a quick|a few quick)|(do you|have you|you) (have|got) (a|an|two|five|ten|thirty|some|few|couple)|can you spare|could you spare|(can|could|may) i (have|take|get|steal|borrow)|(is|this|now) (a |still a )?(good|bad|ok|okay|convenient|right) time|did i catch you|got a (minute|moment|second|sec)|quick minute|bad time|good time|for a (minute|moment|second))\b/;
const IDENTITY = /\b(who am i (speaking|talking) (with|to)|who is (this|speaking)|(am i|are we) (speaking|talking) (with|to)|what is your name|your name again|is this the right person)\b/;
const CALLER_RECALL = /\b((remember|recall) (my name|who i am|me|where i am from|my company)|what is my name|what was my name|which company (am i|i am|did i say i was) (from|with)|who did i say i (was|am))\b/;
const LINE_CHECK = /\b(can you hear me|are you (still )?there|you there|did you (hear|catch) (me|that)|lost you|you cut out|bad line|breaking up)\b/;
const MACHINE = /\b((are you|is this|you are) (a |an |just a )?(robot|bot|ai|machine|computer|recording|real person|human|automated)|artificial intelligence|chat ?gpt|language model)\b/;
const RUDE = /\b(shut up|stupid|idiot|dumb|moron|waste of (my )?time|fuck\w*|shit\w*|screw you|you suck|pathetic|useless)\b/;
const OPINION = /\b(how does that sound|what do you think|does that (make sense|sound)|sound good|how about that|thoughts on that|any thoughts|fair enough|what is your (take|view|opinion))\b/;
const CONFIRMS = /\b((so )?if i (understand|heard) (you|that|correctly)|so what i am hearing|let me make sure|in other words|is that (right|correct|fair)|did i get that right|correct me if|sounds like you)\b/;
const CONCERNS = /\b(any (questions|concerns|doubts|hesitations?|reservations|objections)|what (concerns|worries|is holding you back|would stop you|would prevent|is stopping you|else do you need|questions do you have|would you need to see|do you need to (see|hear))|anything (else )?(holding you back|stopping you|that concerns you|you are worried about|i (have )?missed))\b/;
const FOLLOW_UP = /\b(tell me more|say more|elaborate|what do you mean|how so|in what way|go on|why is that|what does that look like|give me an example|can you (expand|explain)|what happened|how is that (affecting|impacting)|what else)\b/;
const PITCH = /\b(we help|we work with|we have (helped|worked)|we helped|our (platform|product|tool|solution|software|service|app|system|customers|clients|approach|offer)|we (also |really |actually |basically )?(offer|provide|build|make|deliver|specialize|specialise|automate|integrate|have (a|an|the))|it (helps|lets|allows|will|can|gives|automates|saves|reduces|cuts|integrates|tracks|connects|handles)|you (can|will|would|could) (save|get|see|reduce|cut|increase|grow|automate|track|have)|designed (to|for)|built (to|for)|helps (you|companies|teams|businesses)|what we do is)\b/;
const REASON = /\b(the reason (i am|for my) (calling|call)|i am calling (because|about|to|since)|reason for (my|the) call|reaching out (because|about|to|since)|wanted to (reach out|talk|see|ask|share|introduce|show))\b/;
const PRICE = /\b(price|pricing|priced|per (month|year|seat|user|licen[cs]e|head|truck|location|site)|annually|monthly fee|dollars|bucks|euros|pounds|\$ ?\d|\d+ ?k\b|subscription|licen[cs]e|fees?|it costs|(the|our|total) cost (is|of (it|this|the (platform|product|tool|service|software|licen[cs]e)))|costs? (about|around|roughly|just|only|under|less than))\b/;
const DISCOUNT = /\b(discount\w*|percent off|% off|off the (price|list)|(reduce|lower|drop|cut) (the|our|my) price|bring (the price|it) down|free (month|months|trial|onboarding|setup|set up|implementation)|waive\w*|match (their|the|that) price|special (price|offer|rate)|better (price|deal|rate))\b/;
const IN_RETURN = /\b(in (return|exchange)|if you (can |could |would |will )?(sign|commit|agree|prepay|pay|go with|take|extend|refer)|(two|three|multi|2|3)[ -]?year|longer (contract|term)|(annual|upfront|up front) (prepay|payment|commitment)|case study|reference|testimonial|as long as)\b/;
const NEXT_STEP_NOUN = /\b(next steps?|meeting|meet|schedule|book|calendar|invite|demo|follow ?up|another call|call next|catch up|trial|pilot|proposal|quote|some time|a time|move forward|moving forward|get (you )?started|go ahead|proceed|contract|agreement|paperwork|deal|workshop|session|onboarding|kick ?off)\b/;
/** A question about how the buyer works now ("how do you run onboarding today"): discovery, whatever its nouns. */
const BUYERS_WAY = /\b(how (do|does|did|are|is) (you|your|they|the team)\b(?! (\w+ )?(feel|think|see|like)\b)|what (is|are) your (current|existing|usual)\b|(what|how) (do|does) (you|your \w+) (currently|usually|normally|typically)\b)/;
const REQUEST = /\b(can we|could we|shall we|should we|let us|why do not we|how about|are you open|would you be (open|up|free|available)|would (it|that) (work|make sense)|i would (like|love) to|i want to|i suggest|what if|does .{0,30} work|is .{0,20} (good|okay|ok)|when (can|could|would|are)|what are the next|what is the next|are you (free|available)|do you have time|would you like|happy to (set|book|send)|send you)\b/;
const COMMITMENT = /\b(sign (it|this|the contract|the deal|today|now)|get (this|it|the contract|the paperwork) signed|ready to (sign|buy|commit|purchase|go)|buy (it |this )?(today|now)|close (the deal|this deal|this|it) (today|now|this week)|commit (today|now)|place (the|an|your) order|credit card|purchase order|do we have a deal|can i send (you )?the contract|shall i send (you |over )?the (contract|agreement|paperwork)|are you ready to move forward)\b/;
const PRESSURE = /\b(you (need|have|must|should) to (buy|sign|do this|act|decide|commit|move)|trust me|come on|do not miss|limited time|only (today|this week)|offer (ends|expires)|last chance|everyone (is|else)|you would be (crazy|foolish|silly|mad)|no ?brainer|just (sign|say yes|buy|commit|do it)|i insist|you will regret|right now or|today or never|price goes up)\b/;
const EMPATHY = /\b(i (completely |totally |really )?(understand|hear you|get (it|that))|that (makes sense|is fair|is (a )?(fair|good|great|valid|real)( point| question| concern)?)|fair (enough|point|question)|good (question|point)|great (question|point)|valid (point|concern)|i appreciate|i can see why|understandable|no problem|makes sense|sorry to hear)\b/;
const EVIDENCE = /\b(customers?|clients?|case stud(y|ies)|for (example|instance)|we have seen|on average|typically|percent|%|\d+|results|references?|companies like (yours|you)|similar (companies|to you)|like yours|data shows|measured|proven)\b/;
const ACK_WORDS = /^(ok|okay|right|sure|yeah|yes|yep|yup|got it|i see|uh huh|mm+ ?h?m+|mhm|hmm|great|good|perfect|alright|all right|interesting|cool|wow|nice|fair enough|makes sense|i understand|understood|sounds good|absolutely|exactly|true|no|nope|really|thanks|thank you|oh)( |$)/;
const THANKS = /\bthank(s| you)\b/;
const GOODBYE = /\b(bye|goodbye|bye now|talk (to you )?(soon|later|then|next week|tomorrow)|have a (good|great|nice|lovely) (day|one|week|weekend|afternoon|evening)|take care|speak (soon|later|then)|see you|catch you later|thanks (so much |very much )?for your time$)\b/;

const OPEN_QUESTION = /(?:^|\b(?:and|so|but|okay|ok|great|well|right|now|also|just|then|alright|curious|wondering|me)\s+|^(?:\w+\s+){0,6})(what|how|why|which|where|who)\s+(is|are|was|were|do|does|did|would|will|could|can|should|has|have|kind|sort|type|made|makes|happens|led|else|about|if|percentage|much|many|long|often|big|soon|your|you|the|that|this|those|these|exactly|specifically|currently|today|keeps|matters|worries|drives)\b/g;
const OPEN_PROMPT = /\b(tell me|walk me through|talk me through|describe|explain|help me understand|i am curious|i would love to (hear|know|understand)|can you share|could you share)\b/g;
/** An interrogative with its verb and subject anywhere in a turn: "... so how do you handle invoices today". */
const EMBEDDED_QUESTION = /\b(what|how|why|which|where|who|how many|how much)( \w+){0,4} (do|does|did|is|are|was|were|would|will|could|can|should|has|have) (you|your|the|it|that|this|they|we|things|anyone)\b/g;
const CLOSED_QUESTION = /(?:^|\b(?:and|so|but|okay|ok|great|well|right|now|also|just|then|alright)\s+)(do|does|did|is|are|was|were|can|could|would|will|have|has|should|shall|may)\s+(you|your|it|that|this|there|we|i|the|they|anyone|anybody)\b/g;

/** Counts question starts; "which is" or "who are" inside a statement ("a tool which is built for") is no question. */
function questionStarts(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].filter((found) => {
    const [interrogative, verb] = found[0].trim().split(' ').slice(-2);
    const relative = /^(which|who)$/.test(interrogative ?? '') && /^(is|are|was|were|has|have|makes)$/.test(verb ?? '');
    return !relative || text.startsWith(`${interrogative} `);
  }).length;
}

/** Statements that start like questions: "what you get is", "how we do it". */
const WH_STATEMENTS = /\b(what|how|why) (you|we|i|they) (need|get|want|will|would|do|did|see|found|built|help)\b[^.]*?\b(is|are|was)\b/g;

function questionOf(text: string): CallerTurn['question'] {
  const asking = text.replace(/\bhow (are|is) (you|it going|things)( doing)?( today)?\b(?! (?!doing\b)\w+ing\b)/g, ' ').replace(WH_STATEMENTS, ' ');
  const open = Math.max(questionStarts(OPEN_QUESTION, asking), questionStarts(EMBEDDED_QUESTION, asking)) + questionStarts(OPEN_PROMPT, asking);
  const closed = questionStarts(CLOSED_QUESTION, asking);
  if (open + closed === 0) return undefined;
  const firstAsk = asking.search(/\b(what|how|why|which|where|who|tell me|walk me|talk me|describe|explain|help me|curious|would love|share|do you|does|did you|is|are|can you|could you|would you|have you|has)\b/);
  const asked = asking.slice(Math.max(firstAsk, 0));
  const topics = TOPICS.map((topic) => ({ topic, at: asked.search(QUESTION_TOPIC_PATTERNS[topic]) }))
    .filter(({ at }) => at >= 0)
    .sort((first, second) => first.at - second.at)
    .map(({ topic }) => topic);
  return { count: open + closed, open: open > 0, topics };
}

function nameAt(words: readonly string[], index: number): string | undefined {
  const word = words[index];
  if (!word || word.length < 2 || isStopword(word) || NOT_NAMES.has(word) || /\d/.test(word)) return undefined;
  return capitalise(word);
}

function sellerSpelling(words: string, sellerNames: readonly string[]): string {
  const squashed = words.replace(/\s+/g, '');
  const known = sellerNames.find((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '') === squashed);
  return known ?? words.split(' ').map(capitalise).join(' ');
}

function introductionOf(text: string, sellerNames: readonly string[]): CallerTurn['introduction'] {
  const words = wordsOf(text);
  let name: string | undefined;
  for (const found of text.matchAll(/\b(this is|my name is|name is|i am|it is|its|here is)\s+(\w+)(?:\s+(\w+))?|\b(\w+) here (?:from|with|at)\b/g)) {
    const candidate = found[2] ?? found[4]!;
    const weak = found[1] !== undefined && /^(i am|it is|its|here is)$/.test(found[1]);
    const introducedBy = found[3] === undefined || /^(from|with|at|calling|here|and|i|over|how|speaking|hi|hello)$/.test(found[3]);
    if (weak && !introducedBy) continue;
    if (/(ed|ing|ly)$/.test(candidate) && candidate.length > 4) continue;
    name = nameAt(words, words.indexOf(candidate));
    if (name) break;
  }
  let company: string | undefined;
  for (const found of text.matchAll(/\b(calling from|calling with|i am with|i am from|i work (?:at|for|with)|reaching out from|from|with)\s+((?:\w+ ?){1,3})/g)) {
    if (!name && !/calling|work|reaching|i am/.test(found[1]!)) continue;
    const companyWords: string[] = [];
    for (const word of wordsOf(found[2]!)) {
      if (isStopword(word) || NOT_NAMES.has(word)) break;
      companyWords.push(word);
    }
    if (companyWords.length > 0) {
      company = sellerSpelling(companyWords.join(' '), sellerNames);
      break;
    }
  }
  return name || company ? { ...(name ? { name } : {}), ...(company ? { company } : {}) } : undefined;
}

export function classifyCallerTurn(raw: string, options: ClassifierOptions = {}): CallerTurn {
  const text = normaliseCallerText(raw);
  const words = wordsOf(text);
  const contentWords = contentWordsOf(text);
  const sellerWords = (options.sellerNames ?? []).map((name) => name.toLowerCase());
  const pitchesSeller = sellerWords.some((name) => name.length > 2 && text.includes(name) && !new RegExp(`\\b(from|with|at) ${name}`).test(text));
  const question = questionOf(text);
  const acknowledgementOnly = words.length > 0 && words.length <= 6 && ACK_WORDS.test(text) && !question;
  const turn: CallerTurn = {
    text,
    wordCount: words.length,
    contentWords,
    unintelligible: false,
    greeting: GREETING.test(text),
    smallTalk: SMALL_TALK.test(text),
    introduction: introductionOf(text, options.sellerNames ?? []),
    asksPermission: PERMISSION.test(text),
    asksIdentity: IDENTITY.test(text),
    asksWhoCallerIs: CALLER_RECALL.test(text),
    checksLine: LINE_CHECK.test(text),
    asksIfMachine: MACHINE.test(text),
    question,
    followUp: FOLLOW_UP.test(text),
    asksOpinion: OPINION.test(text),
    checksUnderstanding: CONFIRMS.test(text),
    asksForConcerns: CONCERNS.test(text),
    pitch: PITCH.test(text) || (pitchesSeller && words.length > 8 && !question),
    givesReason: REASON.test(text),
    mentionsPrice: PRICE.test(text),
    statesPrice: PRICE.test(text) && /\d|\b(dollars|euros|pounds|bucks|thousand|hundred|per (month|year|seat|user))\b/.test(text),
    offersDiscount: DISCOUNT.test(text),
    asksSomethingInReturn: IN_RETURN.test(text),
    asksForNextStep:
      (NEXT_STEP_NOUN.test(text) && (REQUEST.test(text) || (question !== undefined && !BUYERS_WAY.test(text)))) || /\bwhat (are|is) the next steps?\b/.test(text),
    asksForCommitment: COMMITMENT.test(text),
    pressure: PRESSURE.test(text),
    empathy: EMPATHY.test(text),
    evidence: EVIDENCE.test(text),
    acknowledgementOnly,
    thanks: THANKS.test(text),
    goodbye: GOODBYE.test(text),
    rude: RUDE.test(text),
  };
  const recognised = Object.entries(turn).some(([key, value]) => key !== 'unintelligible' && value === true) || turn.introduction || turn.question;
  const meaningful = words.filter((word) => !FILLERS.has(word));
  turn.unintelligible = meaningful.length === 0 || (!recognised && meaningful.length <= 3 && contentWords.length <= 1);
  return turn;
}
