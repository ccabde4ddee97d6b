/**
 * How the judge reads a reply: words, sentences, numbers (digits or words), names, and a few
 * plain-language detectors of what a reply does (agrees, refuses, says it doesn't know...). Written
 * for the evaluation from a trainer's point of view, deliberately apart from the app's own
 * understanding of a conversation: the judge must not share the buyer's blind spots.
 */

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case words, punctuation dropped (apostrophes and inner hyphens kept); letters of any language ("Lucía", "Paweł"). */
export function wordsOf(text: string): string[] {
  return normalise(text)
    .replace(/[^\p{L}\p{N}'$%\s-]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean);
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** A sentence as compared for repeats: its words only. */
export function sentenceKey(sentence: string): string {
  return wordsOf(sentence).join(' ');
}

const STOP_WORDS = new Set(
  "the a an and or but so if of to in on at for with from by about as is are was were be been it it's its this that these those i i'm i'd i'll i've you you're your we we're our they their he she his her them me my us do does did don't not no yes yeah can could would should will just really very what how why when where who which there here have has had some any all more most than then also well okay ok sure right one".split(
    ' ',
  ),
);

/** Words that carry content: not stop words, three letters or more, cut to five letters so forms match. */
export function contentStems(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
      .map((word) => word.replace(/'s$/, '').slice(0, 5)),
  );
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
/** 'first' and 'second' are left out: "first call", "give me a second" are not figures. */
const ORDINALS: Record<string, number> = {
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/** What a scale after digits multiplies by, in English and as the world writes it ("150 tys.", "25 lakh", "500万"). */
const SCALE_OF: Record<string, number[]> = {
  k: [1_000],
  thousand: [1_000],
  tys: [1_000],
  tsd: [1_000],
  千: [1_000],
  천: [1_000],
  万: [10_000],
  만: [10_000],
  lakh: [100_000],
  lakhs: [100_000],
  lac: [100_000],
  lacs: [100_000],
  m: [1_000_000],
  million: [1_000_000],
  mln: [1_000_000],
  mio: [1_000_000],
  crore: [10_000_000],
  crores: [10_000_000],
  cr: [10_000_000],
  億: [100_000_000],
  억: [100_000_000],
  bn: [1_000_000_000],
  billion: [1_000_000_000],
  mld: [1_000_000_000],
  mrd: [1_000_000_000],
  mil: [1_000, 1_000_000],
};

const ENGLISH_SCALE = /^(k|m|bn|thousand|million|billion)$/;

/**
 * Digits grouped as much of the world groups them, as one number: "196 000" and "41'300" (not a phone number's
 * groups), "1.150" (also read as written, 1.15), and a decimal comma before a scale ("4,7 million", "1,1 mln").
 */
function digitsAsTheWorldGroupsThem(text: string): string {
  return text
    .replace(
      /(?<![\d+.,'’]|\d )(\d{1,3})((?:[ \u00a0\u202f'’]\d{3})+)(?![\d'’]|[.,]\d)/g,
      (_, head: string, rest: string) => `${head}${rest.replace(/\D/g, '')}`,
    )
    .replace(
      /(?<![\d.,])(\d{1,3})((?:\.\d{3})+)(?![\d]|[.,]\d)/g,
      (match: string, head: string, rest: string) => `${match} ${head}${rest.replace(/\D/g, '')}`,
    )
    .replace(
      /(\d),(\d{1,2})(?=\s?(?:tys|tsd|mln|mio|mld|mrd|lakhs?|lacs?|crores?|mil|million|billion|thousand|bn|m|k)\b|[千万億천만억])/gu,
      '$1.$2',
    );
}

/** Every number said in a text, in digits ("$18,000", "4 million", "18k", "30th") or in words ("twenty thousand eight hundred"). */
export function numbersIn(text: string): number[] {
  const numbers: number[] = [];
  const withoutDigits = digitsAsTheWorldGroupsThem(normalise(text)).replace(
    /\$?(\d[\d,]*(?:\.\d+)?)\s*(k\b|m\b|bn\b|thousand\b|million\b|billion\b|tys\b|tsd\b|mln\b|mio\b|mld\b|mrd\b|lakhs?\b|lacs?\b|crores?\b|cr\b|mil\b|[千万億천만억])?(?:st|nd|rd|th)?/gu,
    (_match, digits: string, scale: string | undefined) => {
      const value = Number(digits.replace(/,(?=\d{3}\b)/g, '').replace(/,$/, ''));
      // "R$ 120 mil" is 120,000 and "$2 mil" two million: both readings are kept; "18 lakh" is also the 18 said.
      const multipliers = scale ? [...(SCALE_OF[scale] ?? [1]), ...(ENGLISH_SCALE.test(scale) ? [] : [1])] : [1];
      for (const multiplier of multipliers) if (Number.isFinite(value)) numbers.push(value * multiplier);
      return ' ';
    },
  );
  let total = 0;
  let current = 0;
  let inNumber = false;
  const flush = () => {
    if (inNumber) numbers.push(total + current);
    total = 0;
    current = 0;
    inNumber = false;
  };
  const tokens = withoutDigits
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  tokens.forEach((token, index) => {
    if (token in UNITS || token in TENS) {
      current += UNITS[token] ?? TENS[token] ?? 0;
      inNumber = true;
    } else if (token in ORDINALS) {
      current += ORDINALS[token] ?? 0;
      inNumber = true;
      flush();
    } else if (token === 'hundred') {
      current = (current || 1) * 100;
      inNumber = true;
    } else if (token in SCALES) {
      total += (current || 1) * (SCALES[token] ?? 1);
      current = 0;
      inNumber = true;
    } else if (token === 'and' && inNumber && (tokens[index + 1] ?? '') in { ...UNITS, ...TENS }) {
      // "two hundred and fifty"
    } else flush();
  });
  flush();
  return numbers;
}

/** The number a mention stands for, when the whole mention is one ("40", "$21", "twenty thousand"). */
export function numberTerm(term: string): number | undefined {
  const numbers = numbersIn(term);
  const leftover = normalise(term).replace(
    /[\d,.$%]|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|k)\b|[\s-]/g,
    '',
  );
  return numbers.length === 1 && leftover === '' ? numbers[0] : undefined;
}

const SUFFIXES = /^(s|es|ed|d|e|ing|ings|er|ers|ly|'s|n't)?(?![a-z0-9])/;

/** Does the reply say this term: a number by its value, words at a word start allowing a plain ending (phon -> phoning). */
export function mentions(reply: string, term: string): boolean {
  const value = numberTerm(term);
  if (value !== undefined && numbersIn(reply).includes(value)) return true;
  const text = normalise(reply);
  const wanted = normalise(term);
  let from = text.indexOf(wanted);
  while (from >= 0) {
    const before = from === 0 ? ' ' : (text[from - 1] ?? ' ');
    if (!/[a-z0-9]/.test(before) && SUFFIXES.test(text.slice(from + wanted.length))) return true;
    from = text.indexOf(wanted, from + 1);
  }
  return false;
}

const COMMON_CAPITALISED = new Set(
  "I I'm I'd I'll I've OK Okay Mr Mrs Ms Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December God English".split(
    ' ',
  ),
);
const COMMON_ACRONYMS = new Set(
  'CEO CTO CFO CMO VP IT HR AI ROI CRM ERP API SLA KPI KPIS OK AM PM US UK EU PDF SSO MFA FAQ TV Q1 Q2 Q3 Q4'.split(' '),
);

/** Capitalised words inside a sentence and acronyms: what a reply names. Sentence-initial names are not seen. */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const words = sentence.split(/\s+/).map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '').replace(/'s$/, ''));
    words.forEach((word, index) => {
      if (/^[A-Z][A-Z\d]+s?$/.test(word)) {
        if (!COMMON_ACRONYMS.has(word.toUpperCase())) names.push(word);
      } else if (index > 0 && /^\p{Lu}[\p{L}'-]*\p{Ll}[\p{L}'-]*$/u.test(word) && !COMMON_CAPITALISED.has(word)) names.push(word);
    });
  }
  return names;
}

/** A clear yes: enough on its own. */
const AGREEMENT =
  /\b(yes|yep|absolutely|definitely|of course|certainly|sounds (good|great|fine|right|fair|reasonable)|(?<!how )(that|it|this|which|[a-z]+day|[0-9]+( ?[ap]m)?|ten|eleven|noon|time) works|(?<!how (this|it|that) )works (for me|for us|fine)|fine by me|happy to|glad to|let's (do|go|book|set|get|lock|start|move|try|schedule|plan|put|make|say)|go ahead|send (me |over |it |them )?(the|an|it|that|those|over)\b|book it|(it's a )?deal\b|agreed|i agree|i'm in|count me in|please do|i can do that|we can do that|i'd like that|good idea|i'll sign|we'll sign|we have a deal|put it in|see you (then|on))/;
/** An acknowledgement that is a yes only when nothing is asked back ("Okay, but how...?" is not). */
const WEAK_AGREEMENT = /\b(sure|okay|ok|alright|all right|yeah|fine|fair enough|that's fair|makes sense)\b/;
const REFUSAL =
  /(^|[.!?,] )no\b|\bno (thanks|thank you)\b|\bnot (interested|now|today|yet|ready|going to|convinced|at this (point|time|stage)|this (week|month|quarter)|a (good )?(fit|priority|good time))|\bi'm (still )?not (sure|ready|interested|convinced|signing|going|there)|\bnot sure\b|\b(can't|cannot|won't|couldn't|wouldn't|not) (just |really |yet )?(say yes|commit|do (that|this|it)|sign|agree|approve|go ahead|move|accept|justify|decide)|\bdon't think so|\bdoesn't work|\bi'll (think|pass)|\bneed (some )?time to think|\blet me think|\bsend (me )?(an |some )?(email|info|information|something)\b|\bcall me (back )?(later|next)|\bhold on|\bslow down|\bnot so fast|\bnot without|\b(but )?first,? (i|we) (need|want|have)|\bbefore (i|we) (can |could )?(commit|sign|agree|go|move|decide|get to|say yes)|\bbefore we get to that|\bi still need|\btoo (much|high|expensive|early|soon)|\b(a bit|too|rather) early|\bthat's (too|more than)|\bjump(ing)? ahead|\b(get|getting) ahead of (ourselves|myself|me|yourself)|\bin my own time\b/;
const UNCERTAINTY =
  /\bi (really )?(don't|do not) (know|have (that|those|the) ([\w-]+ ){0,3}(number|figure|detail|data)s?|have [\w' -]{1,40} in my head)|\b(couldn't|can't|cannot) give you (a|an|the|an exact) ([\w-]+ ){0,3}(number|figure)\b|\bi'm not (sure|certain)\b|\bno idea\b|\b(couldn't|can't|cannot) (tell|say)\b|\b(have|need|i'd have|i'd need) to (check|ask|look (it |that )?up|find out)\b|\bnot something (i|we) (track|measure|know|keep|have)|\b(i|we) don't (track|measure|keep|record)\b|\boff the top of my head\b|\bno clue\b|\b(haven't|never|not) (measured|checked|looked|counted|tracked)|\bhard to say\b|\bi'd be guessing\b|\bwouldn't know\b/;
const PRESENCE =
  /\b(yes|yeah|yep|i'm (still )?here|still here|i can hear you|hear you|go ahead|i'm listening|still with you|i'm with you)\b/;
/** Pushback or a probing question. "What else do you need to know?" invites more and is not one. */
const CONCERN =
  /\b(but|however|worr|concern|not sure|expensive|cost|price|risk|why|prove|proof|doubt|sceptic|skeptic|hesitant|the point|busy|not interested|already (have|use|pay|got)|get to the point|slow down|hold on|hang on|wait|who is this|what do you want|what's this|what is this|rude|don't appreciate|excuse me|not okay|not acceptable|uncalled|unprofessional|that's enough|no need for that|losing interest|skipping|pushing|rushed|you (don't|still don't|haven't|still haven't) (know|told|said|answered|asked|explained)|not listening|not there yet|not (a )?priority|how (is|does|do|would|will|can|could|much|long|many|soon)|what (about|makes|if|happens|would happen|does that mean|do you mean)|is that (true|right|realistic)|can you (show|prove|explain|back)|different|compare|versus|vs\b)/;
const SMALL_TALK =
  /\b(good|great|fine|well|busy|not bad|thanks|thank you|can't complain|lovely|nice|yes|yeah|hectic|alright|okay|pretty|sunny|weather|season|doing)\b/;
const OUT_OF_CHARACTER =
  /\b(as an ai|an ai\b|ai (model|assistant)|language model|chatbot|i'm (just )?(a|an) (bot|program|simulation|simulated)|role[- ]?play|this (exercise|simulation|scenario)|practice (call|session)|system prompt|my instructions)\b/;
const SELF_INTRODUCTION = /(i'm|i am|this is|it's|my name is|name's|call me|speaking,?)\s*$/;

/** A yes on a condition the buyer cannot check yet, or a maybe: "Maybe, if it works as you say." is no yes. */
const HEDGED_YES =
  /\b(maybe|perhaps|possibly)\b|\bif (it|this|that|they|the \w+) (really |actually )?(works|work|does|do|performs|delivers) (as|like|what) you (say|said|claim|promise)/;

export function isAgreement(reply: string): boolean {
  const text = normalise(reply);
  if (REFUSAL.test(text) || HEDGED_YES.test(text)) return false;
  return AGREEMENT.test(text) || (WEAK_AGREEMENT.test(text) && !text.includes('?') && !/\b(not|no|never)\b|n't\b/.test(text));
}
export const isRefusal = (reply: string): boolean => REFUSAL.test(normalise(reply));
export const isUncertain = (reply: string): boolean => UNCERTAINTY.test(normalise(reply));
export const isPresence = (reply: string): boolean => PRESENCE.test(normalise(reply));
export const isConcern = (reply: string): boolean => CONCERN.test(normalise(reply));
/** Words of a concrete next step: an agreement that holds one settles the call even where it was not asked for. */
const NEXT_STEP =
  /\b(invite|calendar|meeting|demo|call (next|on|at)|short call|pilot|kick ?off|start date|book (it|a|the|us|me)|send (me |over )?the (paperwork|contract|agreement))\b/;
export const namesNextStep = (reply: string): boolean => NEXT_STEP.test(normalise(reply));
export const isSmallTalk = (reply: string): boolean => SMALL_TALK.test(normalise(reply)) && wordsOf(reply).length <= 40;

/** Why a reply breaks character, or undefined: empty, speaks as an AI, or of itself by its own name or as "the buyer". */
export function characterBreak(reply: string, buyerName: string | undefined): string | undefined {
  const text = normalise(reply);
  if (text === '') return 'empty reply';
  if (OUT_OF_CHARACTER.test(text)) return 'speaks as an AI or of the exercise';
  if (/\bthe (buyer|prospect)\b/.test(text)) return 'speaks of itself as the buyer';
  const first = buyerName?.split(/\s+/)[0]?.toLowerCase();
  if (first) {
    const pattern = new RegExp(`\\b${first}\\b`, 'g');
    for (const match of text.matchAll(pattern)) {
      const after = text.slice((match.index ?? 0) + first.length);
      if (!SELF_INTRODUCTION.test(text.slice(0, match.index)) && !/^[,\s]*(here|speaking)\b/.test(after))
        return `speaks of itself in the third person ("${buyerName}")`;
    }
  }
  return undefined;
}

const ECHO_WORDS = 6;
const QUOTED = 'quotedwords';

/** Six words running from a salesperson line that the scenario does not hold, outside quotes: the buyer says the salesperson's words as its own. */
export function echoIn(reply: string, salespersonLines: readonly string[], scenarioText: string): string | undefined {
  const unquoted = reply.replace(/"[^"]*"/g, ` ${QUOTED} `).replace(/\byou (said|mentioned|told me|say)\b[^.!?]*/gi, ` ${QUOTED} `);
  const words = wordsOf(unquoted);
  const theirs = salespersonLines.map((line) => ` ${wordsOf(line).join(' ')} `);
  const scenario = ` ${wordsOf(scenarioText).join(' ')} `;
  for (let start = 0; start + ECHO_WORDS <= words.length; start++) {
    const run = ` ${words.slice(start, start + ECHO_WORDS).join(' ')} `;
    if (run.includes(QUOTED)) continue;
    if (theirs.some((line) => line.includes(run)) && !scenario.includes(run)) return run.trim();
  }
  return undefined;
}
