import { hasVerb, isCommonWord, openingWord, personAtStart, readQuantities } from '@rehearse/conversation';
import { inBuyerVoice } from './buyer-voice';
import { readPastedThread } from './pasted-thread';
import { notesOnlySentence, readProfileNotes, withoutCallPurpose, withoutQuotedGreeting } from './profile-notes';
import { asSentence, sentencesOf } from './spoken-text';

/**
 * The buyer's knowledge base: the customer profile's own sentences, in the buyer's first-person
 * voice (indexed for questions by `FactIndex` of @rehearse/conversation). The buyer states nothing
 * about its company beyond these; where they are silent it deflects.
 */
export interface ProfileFact {
  id: number;
  /** The full sentence as the buyer says it. */
  spoken: string;
  /** Its first clause, for "as I said, ..." reminders. */
  short: string;
  /** The profile's whole sentence, in the buyer's voice, when this fact is one clause of it. */
  sentence?: string;
}

export interface CustomerFacts {
  companyName?: string;
  personName?: string;
  facts: ProfileFact[];
  /** Products and tools the profile names ("Salesforce", "spreadsheets"), as written. */
  namedTools: string[];
  /** What the profile's notes say is not known ("number of drivers"): the buyer has no answer on these. */
  unknowns: string[];
}

const KNOWN_TOOLS = [
  'Salesforce',
  'HubSpot',
  'Pipedrive',
  'Zoho',
  'Excel',
  'Google Sheets',
  'spreadsheets',
  'SAP',
  'Oracle',
  'NetSuite',
  'QuickBooks',
  'Xero',
  'Sage',
  'Marketo',
  'Pardot',
  'Mailchimp',
  'Slack',
  'Microsoft Teams',
  'Jira',
  'Workday',
  'Dynamics',
  'Gong',
  'Outreach',
  'Salesloft',
  'Zendesk',
  'Intercom',
  'Shopify',
  'Magento',
  'AWS',
  'Azure',
  'Google Cloud',
  'Tableau',
  'Power BI',
  'Looker',
  'ServiceNow',
];

const META =
  /^(source:|signals about their needs and priorities: none|what (they focus on|their website says):?$|(?:sales )?(?:stage|persona|difficulty|call type)\s*:\s*(?:\S+\s*){1,3}$)/i;
/**
 * What the salesperson is to achieve ("Goal: understand how Brightwell onboards new reps and book a
 * demo"), written into the profile by whoever set up the call: a labelled goal or a note that opens
 * with a verb of selling. Not the buyer's to say.
 */
const SELLER_GOAL_LABEL =
  /^(?:(?:your|my|the|call|sales|rep'?s?|salesperson'?s?|our)\s+)?(?:goal|objective|aim|task|mission|target outcome|desired outcome)s?(?:\s+(?:of|for)\s+(?:this|the)\s+call)?\s*:\s*/i;
const SELLING_VERB =
  /^(?:to\s+)?(?:understand|uncover|qualify|discover|find out|learn|identify|book|schedule|secure|close|get (?:a|an|the|her|him|them|their|his)\b|set up|confirm|establish|earn|build rapport|introduce|move (?:her|him|them)|convince|persuade)\b/i;
const INSTRUCTION =
  /^(be|act|play|pretend|respond|answer|don't|do not|never|always|try|make sure|push back|raise|you should|you will|you must|stay|remember|note:|the goal of (this|the) (call|exercise)|the salesperson)\b/i;
/**
 * A labelled note without a verb ("Pain: unplanned downtime on the presses", "Budget: $60k for year
 * one", "ERP = Epicor Kinetic"): said as the sentence the label stands for. Labels of manner
 * ("Style:") are no facts at all.
 */
/** A verb that makes a note a clause of its own ("the rollout must not clash"), not a noun phrase ("customers getting annoyed"). */
const FINITE = /\b(?:must|should|shall|will|would|can|could|may|might|is|are|was|were|has|have|had|does|do|did|needs?|wants?)\b/;
const LABEL_FRAMES: readonly [RegExp, (rest: string) => string | undefined][] = [
  [
    /^(?:style|personality|manner|tone|temperament|(?:my )?read|impression|vibe|how (?:she|he|they) (?:talks?|behaves?))$/i,
    () => undefined,
  ],
  [/^(?:pains?|pain points?|problems?|challenges?|issues?|struggles?)$/i, (rest) => `Our biggest problem is ${rest}`],
  [/^(?:budget|spend|spending limit)$/i, (rest) => `Our budget is ${rest}`],
  [/^(?:deadline|timeline|timing|time ?frame)$/i, (rest) => `Our deadline is ${rest}`],
  [/^(?:must[- ]haves?|requirements?|needs?|criteria)$/i, (rest) => `What we must have: ${rest}`],
  [/^(?:other )?(?:deciders|decision[- ]makers?|stakeholders|approvers?)$/i, (rest) => `Others in the decision: ${rest}`],
  [/^(?:today|current (?:setup|process|situation|tools?|state))$/i, (rest) => `Today, ${rest}`],
  [/^(?:history|background|context|situation|notes?)$/i, (rest) => rest],
  [/^([\w.-]+(?: [\w.-]+)?) (?:team|staff)$/i, (rest) => `We have ${rest}`],
  [/^(?:team|staff|size|headcount)$/i, (rest) => `We have ${rest}`],
  [/^(?:crm|erp|tools?|stack|systems?|software)$/i, (rest) => `We use ${rest}`],
  [/^(?:contact|buyer|champion|who|persona|decision maker)$/i, (rest) => `I'm ${rest}`],
  [/^(?:name|full name)$/i, (rest) => `I'm ${rest}`],
  [/^(?:title|job title|role|position)$/i, (rest) => `I'm ${/^(?:the|a|an)\s/i.test(rest) ? '' : 'the '}${rest}`],
  // "Her remaining hesitations: the onboarding must not disrupt the spring campaign": said as a worry, not read out as a heading.
  [
    /^(?:(?:her|his|their|my|our|the) )?(?:(?:main|key|remaining|open|biggest|other|top|only|two|three) )*(?:concerns?|worries|worry|objections?|risks?|fears?|hesitations?|reservations?|doubts?)$/i,
    (rest) => (FINITE.test(rest) ? `My worry is that ${rest}` : `What worries me is ${rest}`),
  ],
  [
    /^(?:personal|about (?:me|her|him)|hobbies|family|fun fact|outside work)$/i,
    (rest) => `I'm ${/^(?:a|an|the)\s|^\w+ing\b/i.test(rest) ? '' : 'a '}${rest}`,
  ],
];
/** Labels whose note is said as it stands, without the label: who signs, what happened, the numbers. */
const PLAIN_LABEL =
  /^(?:authority|approval|sign[- ]?off|signing|history|background|context|notes?|leads|volume|numbers|metrics|kpis?|scale|volumes|status|update|next steps?|last call|previous call|competition|competitors?|quote|pricing|price|proposal|terms|deal)$/i;

function framedNote(sentence: string): string | undefined | null {
  // "Pain (our guess, not confirmed): ...": the aside in brackets is the note-taker's, not part of the label.
  const labelled = /^([A-Za-z][\w .'-]{0,30}?)(?:\s*\([^)]*\))?\s*(?::|=|->)\s*(.+)$/.exec(sentence);
  if (!labelled) return null;
  const [, label, rest] = labelled as unknown as [string, string, string];
  const equals = /^\s*[\w .'-]+\s*=/.test(sentence);
  // "ERP = Epicor Kinetic": our ERP is...
  if (equals) return `Our ${label.trim()} is ${rest}`;
  const frame = LABEL_FRAMES.find(([pattern]) => pattern.test(label.trim()));
  const capitalised = rest.charAt(0).toUpperCase() + rest.slice(1);
  // "Stance: wants a pilot first", "Volume: about 2,500 returns a month": any short label before a
  // note that says what the buyer does, or a figure, is dropped.
  const verbFirst =
    /^(?:just |also |still |now )?(?:wants?|needs?|hates?|likes?|loves?|prefers?|worries|plans?|expects?|hopes?|has|had|uses?|runs?)\b/i;
  if (!frame) {
    if (PLAIN_LABEL.test(label.trim())) return capitalised;
    if (label.trim().split(/\s+/).length <= 2 && verbFirst.test(rest)) return `She ${rest}`;
    if (label.trim().split(/\s+/).length <= 2 && /^(?:about |around |roughly |over |nearly |almost |~)?\d/i.test(rest))
      return `We have ${rest}`;
    return null;
  }
  if (/^(?:we|they|he|she|i|it|our|their|his|her)\b/i.test(rest)) return capitalised;
  // "Budget: CFO Hannah Price can sign up to $40,000 alone": a note with a subject and a verb of its own.
  if (
    new RegExp(String.raw`^(?:the |our )?(?:[A-Za-z]+ ){0,1}${ROLE} \p{Lu}\p{Ll}+`, 'u').test(rest) ||
    /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ (?:can|will|has|is|wants|needs|decides|signs|approves)\b/u.test(rest)
  )
    return capitalised;
  // "Timing: wants it live before May", "Personal: just adopted a collie": a note with its own verb
  // is the buyer's own sentence; "Systems: CRM is VinSolutions" is "Our CRM is VinSolutions".
  if (/^(?:[A-Za-z-]+ ){0,2}(?:is|are)\b/.test(rest) && !/^(?:there|it|this|that)\b/i.test(rest)) return `Our ${rest}`;
  if (
    /^(?:just |also |still |now )?(?:wants?|needs?|hates?|likes?|loves?|prefers?|worries|plans?|expects?|hopes?|adopted|started|joined|moved|bought|tried|signed|saw|coaches|has|had)\b/i.test(
      rest,
    )
  )
    return `She ${rest}`;
  return frame[1](rest);
}

const LABEL =
  /^(on the call|attendees|participants|who (they|you) are|contact|buyer|persona|name|champion|what (their|our) website says|about( (them|the company|you|us))?|background|company|situation|context|current (situation|setup|tools?)|pain( points?)?|challenges?|goals?|priorities|budget|timeline|notes?|profile|signals about their needs and priorities|pric(e|es|ing)|terms|proposal|deal|status|history|stakeholders|decision( makers?)?|competition|competitors?|tools|team|size)\s*:\s*/i;
const VERBISH =
  /\b(is|are|was|were|has|have|had|do|does|did|can|will|would|am|uses?|using|runs?|wants?|needs?|struggles?|operates?|employs?|sells?|serves?|plans?|aims?|relies|rely|faces?|spends?|makes?|provides?|offers?|builds?|leads?|manages?|owns?|reports?|looks?|hopes?|expects?|considers?|focus(es)?|\w{3,}ed|\w{3,}ing)\b/i;
const ROLE = String.raw`(?:CEO|CFO|CTO|CMO|COO|[Mm]anaging (?:[Pp]artner|[Dd]irector)|[Cc]hief|[Hh]ead|[Dd]irector|VP|[Vv]ice|[Ff]ounder|[Cc]o-founder|[Oo]wner|[Mm]anager|[Pp]resident|[Pp]artner|[Ll]ead|[Gg]eneral manager|[Oo]perations|[Ff]inance|[Ss]ales|[Mm]arketing|IT)`;
const PERSON = new RegExp(
  String.raw`^(?:You are |I am |I'm )?((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)(?:,| [-–])? (?:is |, |\()?(?:the |a |an |our )?(?:[a-z]+ ){0,2}${ROLE}\b`,
  'u',
);
/** A sentence with no verb that starts with a role: "Head of technology at Brightcart, an online grocer." */
const ROLE_AT_START = new RegExp(String.raw`^(?:the )?${ROLE}\b`, 'i');
/** "IT team of 4", "Finance department of about 6", "the support team of twelve": a team and how many are in it. */
const TEAM_OF =
  /^(?:the |our )?(?:[A-Za-z&-]+ ){0,2}(?:team|department|dept|staff|crew|group) of (?:about |around |roughly |just )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a dozen)\b/i;
/** "an IT team", "an ops team", "a finance team": an initialism is said by its letters. */
const ARTICLE_AN = /^(?:[aeiou]|[AEFHILMNORSX][A-Z]+\b)/;
/** "Her name is Dana Ruiz": not "called", which names dogs and products as often ("a rescue collie called Biscuit"). */
/** "Owner Mike Alvarez does payroll himself": the role first, then the name. */
const ROLE_THEN_PERSON = new RegExp(String.raw`^(?:The |Our )?(?:\p{Lu}\p{Ll}+ ){0,1}${ROLE} (\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+)\b`, 'u');
/** "NEGOTIATION PREP - Brennan Metal Recycling - call w/ Doug Pruitt, CFO": a heading naming whom the call is with, and the role. */
const CALL_WITH_PERSON = new RegExp(
  String.raw`\b(?:call|mtg|meeting|chat|convo|conversation|spoke|talked)\s+(?:w\/|with|to)\s*(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+),?\s+(?:the |our |a |an )?(?:[a-z]+ ){0,2}${ROLE}\b`,
  'u',
);
const TITLE = /^(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Professor|Sir|Dame)\.?\s+/;
const NAMED_PERSON = /\b(?:name is|named) (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)/u;
const COMPANY_AT_START =
  /^([A-Z][\w&.'-]*(?: (?:[A-Z][\w&.'-]*|&|of|and)){0,3}) (?:\([^)]*\) )?(?:is|are|has|was|operates|runs|provides|makes|sells|serves|employs|uses|speciali[sz]es|builds|offers|designs|manufactures|distributes)\b/;
/** "Greenleaf Landscaping, family business in Austin, 65 crew": a name, then what kind of business it is. */
const COMPANY_DESCRIBED =
  /^([A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3}), (?:an? |the )?(?:[\w-]+ ){0,3}(?:business|company|firm|group|chain|agency|practice|clinic|shop|store|brewery|restaurant|studio|startup|manufacturer|distributor|retailer|charity|school|hotel)\b/;
/** "The customer is Brightwell Freight, a regional haulier": the company the call is with, named as such. */
const COMPANY_AS_CUSTOMER =
  /^(?:The|Our|Your) (?:customer|client|prospect|account|company)(?: is|:) ([A-Z][\w&.'-]*(?: (?:[A-Z][\w&.'-]*|&|of|and)){0,3})\b/;
const COMPANY_AFTER_ROLE =
  /\b(?:CEO|CFO|CTO|CMO|COO|head|director|VP|founder|owner|manager|president|partner)\b[^.,]*?\b(?:of|at) ([A-Z][\w&'-]*(?: (?:(?:and|&|of) )?[A-Z][\w&'-]*){0,3})/;
const NOT_COMPANY =
  /^(The|They|Our|This|These|It|She|He|Her|His|My|You|We|I|Their|A|An|In|At|Your|Each|Every|Most|Some|Many|Anything|Everything|Everyone|Nobody|Last|Next|General|Summer|Winter|Spring|Autumn|Fall|Patients|Customers|Alerts|Staff|Two|Three|About|Around)$/;

function nameOf(pattern: RegExp, sentences: readonly string[]): string | undefined {
  for (const sentence of sentences) {
    const found = pattern.exec(sentence)?.[1];
    // "Stock is counted on paper": an everyday word alone is no name.
    if (found && !NOT_COMPANY.test(found.split(' ')[0]!) && !(found.split(' ').length === 1 && isCommonWord(found))) return found;
  }
  return undefined;
}

/** "Rosa Delgado owns a bakery... She started it...": a full name opening a profile that goes on about a she or he. */
function subjectPerson(profile: string, sentences: readonly string[]): string | undefined {
  if (!/\b(She|He|she|he)\b/.test(profile)) return undefined;
  const known = sentences.map((sentence) => personAtStart(sentence)).find((name) => name !== undefined);
  if (known) return known;
  const found = /^(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) (?:owns|runs|leads|manages|founded|heads|has|works|is)\b/u.exec(sentences[0] ?? '')?.[1];
  return found && !found.split(' ').some((word) => isCommonWord(word)) ? found : undefined;
}

/**
 * How the buyer behaves rather than what it knows ("Warm and chatty, happy to talk about the
 * bakery.", "Blunt, a numbers guy, no patience for fluff."): a note that opens with a description
 * and holds no figure or name. The buyer does not recite it.
 */
function mannerNote(sentence: string): boolean {
  if (/\d/.test(sentence) || /\s[A-Z][a-z]/.test(sentence)) return false;
  const [first] = sentence.split(/\s*,\s*/);
  return (
    (openingWord(sentence) === 'adjective' && /^\w+(?: and \w+| guy| person| woman| man| type)?$/.test(first!) && sentence.includes(',')) ||
    (/^\w+$/.test(first!) && isCommonWord(first!) && sentence.includes(',') && !hasVerb(first!))
  );
}

/** A note without a subject ("Needs 20 cameras.", "Had the demo in May.", "Will walk if squeezed."): the buyer's own sentence. */
function withImpliedSubject(sentence: string, sellerWrote = false): string | undefined {
  // "Can you do $5,000?": a question quoted from the buyer's email has its subject.
  if (/\?["”']?$/.test(sentence)) return undefined;
  // "Chasing clients for documents eats a day a week": a gerund is the sentence's own subject.
  if (/^[A-Z][a-z]+ing\b/.test(sentence)) return undefined;
  // "Been talking since Aug": the two sides, so far.
  if (/^been\b/i.test(sentence)) return `We've ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  const opening = openingWord(sentence);
  const rest = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  if (
    opening === 'present' ||
    /^(Needs|Wants|Uses|Owns|Leads|Manages|Prefers|Likes|Hates|Worries|Plans|Expects|Hopes|Reports)\b/.test(sentence)
  )
    return `She ${rest}`;
  // In a salesperson's notes about the buyer, "wrote off 210 kegs" is what the buyer did.
  if (opening === 'past') return sellerWrote ? `She ${rest}` : `We ${rest.replace(/^was\b/, 'were')}`;
  if (opening === 'modal') return sellerWrote ? `She ${rest}` : `I ${rest}`;
  return undefined;
}

function companyNameOf(
  lines: readonly string[],
  sentences: readonly string[],
  personName: string | undefined,
  titledCompany?: string,
): string | undefined {
  const headline = /^([A-Z][\w&.' -]{1,60}) \([a-z0-9.-]+\.[a-z]{2,}\)$/.exec(lines[0]?.trim() ?? '')?.[1];
  if (headline) return headline;
  const labelled =
    /^(?:Company|Customer|Client|Account|Prospect|Organi[sz]ation|COMPANY|CUSTOMER|CLIENT|ACCOUNT|PROSPECT|ORGANI[SZ]ATION)\s*:\s*([A-Z][\w&.'-]*(?: (?:[A-Z][\w&.'-]*|&|of|and))*?)(?=,|\.|\s*\(|\s+-|$)/m.exec(
      lines.join('\n'),
    )?.[1];
  if (labelled) return labelled;
  const isPerson = (name: string) => name.replace(TITLE, '') === personName || name === personName?.split(' ')[0];
  const asCustomer = nameOf(COMPANY_AS_CUSTOMER, sentences);
  if (asCustomer && !isPerson(asCustomer)) return asCustomer;
  const described = nameOf(COMPANY_DESCRIBED, sentences);
  if (described && !isPerson(described)) return described;
  const atStart = nameOf(COMPANY_AT_START, sentences);
  if (atStart && !isPerson(atStart)) return atStart;
  if (titledCompany) return titledCompany;
  const afterRole = nameOf(COMPANY_AFTER_ROLE, sentences);
  return afterRole && personName?.split(' ').includes(afterRole) ? undefined : afterRole;
}

/** "Regional haulier, 120 trucks, fuel costs up 18%": note fragments become separate spoken facts. */
function fragmentsOf(sentence: string, personName: string | undefined, companyName?: string, sellerWrote = false): string[] {
  if (/^(we|i|our|my|you|your|she|he|her|his|they|their)\b/i.test(sentence)) return [sentence];
  // "Kessler Plastics, injection moulding, Grand Rapids MI.": who the company is.
  if (
    companyName &&
    sentence.startsWith(`${companyName},`) &&
    !/\b(is|are|was|were|has|have|had)\b|^[^,]+, (which|who|that)\b/.test(sentence)
  )
    return [`We're ${sentence}`];
  if (/^(?:Over|Above) (?:that|this) (?:it )?(?:goes\b|->)/.test(sentence))
    return [`Anything ${sentence.charAt(0).toLowerCase()}${sentence.slice(1).replace(/^(\w+ \w+) it goes/, '$1 goes')}`];
  // "Erik Halvorsen - CEO and co-owner, Halvorsen Builders (commercial construction, Minneapolis)."
  if (personName && new RegExp(`^${personName} [-–] `).test(sentence))
    return [`I'm ${sentence.replace(/ [-–] /, ', ').replace(/\s*\(([^)]*)\)/g, ', $1')}`];
  const subjectless = withImpliedSubject(sentence, sellerWrote);
  if (subjectless) return [subjectless];
  const lowerFirst = () => (/^[A-Z][a-z]/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence);
  // "IT team of 4, one of whom knows the old system": a team the company has, not the buyer's role.
  const team = TEAM_OF.exec(sentence);
  if (team && !VERBISH.test(sentence.split(',')[0]!)) {
    const named = (/^[A-Z]{2,}\b/.test(sentence) ? sentence : lowerFirst()).replace(/^(?:the|our) /i, '');
    return [`We have ${ARTICLE_AN.test(named) ? 'an' : 'a'} ${named}`];
  }
  if (ROLE_AT_START.test(sentence) && !VERBISH.test(sentence.split(',')[0]!)) return [`I'm ${lowerFirst()}`];
  if (personName && sentence.startsWith(`${personName},`)) {
    // "Dana, the VP of sales, worries about ramp time": who she is, then what she does, as two facts.
    const [name, ...described] = sentence.replace(/[.!]$/, '').split(/,\s+/);
    const last = described.at(-1) ?? '';
    // "Priya Shah, the finance director, saw the demo": a last piece that opens on a verb in the past is what she did.
    const doing =
      /^[a-z]+s\s+(about|the|a|an|to|our|their|her|his|that|for|with|on|in|over|\d)\b/.test(last) ||
      (/^[a-z]+\s/.test(last) && openingWord(last) === 'past');
    if (described.length >= 2 && doing) return [`I'm ${name}, ${described.slice(0, -1).join(', ')}.`, `She ${last}.`];
    return [`I'm ${sentence}`];
  }
  const parts = sentence.split(/\s*;\s*(?![^(]*\))|,\s+(?![^(]*\))/);
  const appositive = parts.some((fragment) => /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u.test(fragment));
  // "If not, what else can you give us?": a question is a sentence, not a list of notes.
  const notes =
    !appositive &&
    !/\?\s*$/.test(sentence) &&
    parts.length > 1 &&
    !hasVerb(parts[0]!) &&
    parts.every((fragment) => fragment.split(' ').length <= 6) &&
    !parts.some((fragment) => /^(and|but|which|so|while|who|when|because)\b/i.test(fragment));
  if (!notes) {
    if (/^\d/.test(sentence) && !VERBISH.test(sentence)) return [`We have ${sentence}`];
    // "A family-run bakery in Leeds." is who we are; "A local firm quoted 105,000 zlotys." (the tagger's "firm" an adjective) is not.
    if (/^(an?) /i.test(sentence) && !hasVerb(sentence) && !/\b[a-z]{3,}ed (?:[A-Z]{3} ?)?(?:\d|[$€£]|us\b|me\b|them\b)/.test(sentence))
      return [`We're ${sentence.replace(/^A\b/, 'a').replace(/^An\b/, 'an')}`];
    return [sentence];
  }
  return (
    sentence
      .replace(/[.!]$/, '')
      .split(/\s*;\s*(?![^(]*\))|,\s+(?![^(]*\))/)
      // "recalls done by phone, 2 afternoons a week": how often belongs to the note before it.
      .reduce<string[]>((notes, fragment) => {
        if (notes.length > 0 && FREQUENCY.test(fragment)) notes[notes.length - 1] += `, ${fragment}`;
        else notes.push(fragment);
        return notes;
      }, [])
      .filter((fragment) => fragment.split(' ').length >= 2)
      .map((fragment, index) => {
        if (/^\d/.test(fragment)) return `We have ${fragment}`;
        // "checks every number, hates pressure, will walk if pushed": each note is the buyer's own sentence.
        const own = withImpliedSubject(fragment.charAt(0).toUpperCase() + fragment.slice(1), sellerWrote);
        if (own) return own;
        if (/^(\w+ ){0,3}\w+s (up|down) /i.test(fragment)) return fragment.replace(/ (up|down) /i, ' are $1 ');
        if (/^(\w+ ){0,3}\w+ (up|down) /i.test(fragment)) return fragment.replace(/ (up|down) /i, ' is $1 ');
        // "recalls done by reception": a thing done, not what the company is.
        const done = /^(\w+s) (done|made|handled|kept|sent|run|paid|booked|tracked|managed|stored|printed|\w{3,}ed)\b/i.exec(fragment);
        if (done) return fragment.replace(done[0], `${done[1]} are ${done[2]}`);
        if (index === 0 && !/\d/.test(fragment))
          return `We're ${/^[aeiou]/i.test(fragment) ? 'an' : 'a'} ${fragment.charAt(0).toLowerCase()}${fragment.slice(1)}`;
        return fragment;
      })
  );
}

const wordCount = (text: string) => text.split(' ').length;
/** "2 afternoons a week", "three times a month": how often, said after what is done. */
const FREQUENCY =
  /^(?:\d+|one|two|three|four|five|a few|several|a couple of)\s+(?:times|afternoons|mornings|evenings|days|hours|nights|shifts)\s+(?:a|per|each|every)\s+(?:day|week|month|year)\b/i;

/** Where a second clause may start after "and": its own subject, a noun phrase or a figure, not a pronoun leaning on the first. */
const AND_CLAUSE = /,?\s+and\s+(?=(?:the|our|my|we|i|his|her|their|about|around|roughly|nearly|over|almost|\d)\b)/i;
/** A word that takes its meaning from the clause before ("and the partners approve it", "and most of them..."). */
const LEANS_BACK =
  /\b(it|its|they|them|those|these|this|that|there|then|one|ones|so|too|also|either|both|the (two|three|latter|former|same|other))\b/i;

/**
 * "Front desk staff spend about 3 hours a day on recall calls and the no-show rate is around 12 percent": two facts
 * joined by "and", each a clause with its own subject, verb and figure, said apart so that a question gets the part it
 * asked about. A second part that leans on the first ("and they hate it") or is no clause ("and the Co-op") stays joined.
 */
const holdsFigure = (text: string) =>
  readQuantities(text).quantities.some((quantity) => ['money', 'count', 'percent', 'duration'].includes(quantity.kind));

function andClauses(sentence: string): string[] {
  const body = sentence.replace(/[.!]$/, '');
  const pieces = body.split(AND_CLAUSE);
  if (pieces.length !== 2) return [sentence];
  const [first, second] = pieces as [string, string];
  const clause = (text: string) => wordCount(text) >= 4 && hasVerb(text);
  // After a list ("X, Y and the option to..."), "and" ends the list, not a clause.
  if (!clause(first) || !clause(second) || LEANS_BACK.test(second) || /,(?!\d)|[;:(]/.test(first) || /[;:(]/.test(second))
    return [sentence];
  // "about 18 percent of appointments are no-shows" is a clause; "1 analyst shared with the newsroom" a list's item.
  if (/^(about|around|roughly|nearly|over|almost|\d)/i.test(second) && !FINITE.test(second)) return [sentence];
  // Two figures, each of its own: a question asks for one. A figure and what goes with it ("Summer is our peak season and we
  // hire about 15 seasonal staff") are one story, told together.
  if (!holdsFigure(first) || !holdsFigure(second)) return [sentence];
  return [asSentence(first), asSentence(second.charAt(0).toUpperCase() + second.slice(1))];
}

/**
 * A long sentence as short spoken facts, cut where its clauses meet (", which", ", and", "; "), so
 * nothing it says is lost and each answer stays a short turn: "Stock is counted every Monday, which
 * takes three hours, and orders go out by text" is two facts. A clause longer than `maxWords` is clipped.
 */
function clauseFacts(sentence: string, maxWords: number): string[] {
  if (wordCount(sentence) <= maxWords) return [sentence];
  // Clauses at even places, the separators that joined them (", ", "; ", ": ") between.
  const pieces = sentence
    .replace(/[.!]$/, '')
    .split(/(;\s+|:\s+(?=[a-z])|\s+[-–]\s+(?=[a-z])|,\s+(?=(?:which|and|but|so|while|although)\s))/);
  const facts: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const clause = pieces[index]!;
    const last = facts.at(-1);
    if (last !== undefined && wordCount(last) + wordCount(clause) <= maxWords) {
      facts[facts.length - 1] = `${last}${pieces[index - 1]}${clause}`;
      continue;
    }
    const own = withSubjectOf(facts[0], clause.replace(/^(?:and|but)\s+/, '').replace(/^which\s+/, 'That '));
    facts.push(own.charAt(0).toUpperCase() + own.slice(1));
  }
  return facts.flatMap((fact) => byCommas(asSentence(fact), maxWords));
}

/** A verb that agrees with any subject: a modal, its negation, a past form of one. */
const SUBJECTLESS_VERB =
  /^(?:can't|cannot|can|could|couldn't|won't|will|would|wouldn't|should|shouldn't|must|might|may|had|didn't|never|still|also|often|usually)\b/i;

/**
 * "We spend around 1.2 million dollars a year on paid social and search, and can't tell which channel drives sales": the
 * second clause, said alone, keeps the first one's subject ("We can't tell which channel..."), not "Can't tell...".
 */
function withSubjectOf(first: string | undefined, clause: string): string {
  const subject = first === undefined ? undefined : /^(We|I|They|She|He)\b/.exec(first)?.[1];
  return subject && SUBJECTLESS_VERB.test(clause) ? `${subject} ${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : clause;
}

/**
 * A clause still too long, cut at its commas into pieces that fit ("..., roughly 14,000 members,
 * about 180 staff incl trainers" keeps its last item as "We have about 180 staff..."), each clipped
 * only when one piece alone is too long.
 */
function byCommas(sentence: string, maxWords: number): string[] {
  if (wordCount(sentence) <= maxWords) return [sentence];
  const items = sentence.replace(/[.!]$/, '').split(/,\s+(?![^(]*\))/);
  const pieces: string[] = [];
  const longer = new Set<number>();
  for (const item of items) {
    const last = pieces.at(-1);
    // "My medical director, Dr. Sam Whitley, will want proof...": a piece that opens on its verb has its subject before it.
    const limit = CONTINUES.test(item) ? Math.ceil(maxWords * 1.25) : maxWords;
    if (last !== undefined && wordCount(last) + wordCount(item) < limit) {
      pieces[pieces.length - 1] = `${last}, ${item}`;
      if (limit > maxWords) longer.add(pieces.length - 1);
    } else
      pieces.push(
        last === undefined
          ? item
          : /^(\d|about|around|roughly|some|over|nearly|almost)\b/i.test(item)
            ? `We have ${item}`
            : item.charAt(0).toUpperCase() + item.slice(1),
      );
  }
  return pieces.map((piece, index) => clipped(asSentence(piece), longer.has(index) ? Math.ceil(maxWords * 1.25) : maxWords));
}

/** A comma-separated piece with no subject of its own: its verb first. */
const CONTINUES = /^(?:will|would|can|could|should|must|may|might|has|have|had|is|are|was|were|does|did|wants?|needs?)\b/;

/**
 * A short aside in brackets that ends a clause, said aloud as part of it: "patient privacy (HIPAA)." -> "patient
 * privacy, HIPAA.". Nobody speaks a bracket; a longer aside ("(3 practices, 14 chairs)") or one inside a clause
 * ("Tammy (22 years with co.) builds the routes") stays as written.
 */
function asideSpoken(text: string): string {
  return text
    .replace(/\s*\(([^(),;:]{1,40})\)(?=[.,;:!?]|$)/g, (aside, inside: string) =>
      inside.trim().split(/\s+/).length <= 4 ? `, ${inside.trim()},` : aside,
    )
    .replace(/,\s*([.!?;:,]|$)/g, '$1');
}

/** The sentence cut at a clause boundary so it stays a short spoken turn. */
function clipped(sentence: string, maxWords: number): string {
  const words = sentence.split(' ');
  if (words.length <= maxWords) return sentence;
  const head = words.slice(0, maxWords).join(' ');
  const cut = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' - '));
  return asSentence(
    cut > head.length / 3 ? head.slice(0, cut) : head.replace(/\s+\S*$/, '').replace(/\s+(and|or|but|with|of|to|the|a|an|for|in|on)$/i, ''),
  );
}

function shortOf(spoken: string): string {
  const clauseEnd = spoken.search(/,\s|;\s|\s-\s|\s(but|which|before|because|since|while|so that|after|although)\s/);
  if (clauseEnd > 0 && spoken.slice(0, clauseEnd).split(' ').length >= 4) return asSentence(spoken.slice(0, clauseEnd));
  return spoken;
}

/** A labelled note in its own words, or the sentence without its label; undefined when the label is of manner. */
function framedOrStripped(sentence: string): string | undefined {
  // "ACCOUNT: Fenwick Dairy (two creameries)": who the buyer's company is.
  const company = /^(?:company|customer|client|account|prospect|organi[sz]ation)\s*:\s*/i.exec(sentence);
  if (company)
    return /^[A-Z]/.test(sentence.slice(company[0].length)) ? `We're ${sentence.slice(company[0].length)}` : sentence.replace(LABEL, '');
  const framed = framedNote(sentence);
  if (framed !== null) return framed;
  const stripped = sentence.replace(LABEL, '');
  if (stripped !== sentence) return stripped;
  // "MONEY: a federal grant covers...", "Counting today: carts are weighed...": a short heading without a verb, before a clause of its own.
  const heading = /^([A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*){0,2})\s*:\s*(?=\S)/.exec(sentence);
  const rest = heading ? sentence.slice(heading[0].length) : '';
  return heading && !hasVerb(heading[1]!) && hasVerb(rest) ? rest.charAt(0).toUpperCase() + rest.slice(1) : sentence;
}

/** A goal for the salesperson, not a fact of the buyer's: see SELLER_GOAL_LABEL. */
function sellerGoal(sentence: string): boolean {
  const labelled = SELLER_GOAL_LABEL.exec(sentence);
  const rest = labelled ? sentence.slice(labelled[0].length) : sentence;
  if (labelled && /^(?:to\s+)?\w+ (?:[A-Z][a-z]+|him|her|them) (?:to|on|into)\b/.test(rest)) return true; // "Goal: get Marcus to settle..."
  return SELLING_VERB.test(rest) && (labelled !== null || !/^(?:we|i|our|my|they|she|he)\b/i.test(rest));
}

/** "Goal: grow online sales by 20% this year." (the customer's own, not the salesperson's): "We want to grow...". */
function ownGoal(sentence: string): string | undefined {
  const label = /^(?:goals?|priorit(?:y|ies)|objectives?|aims?|plans?)\s*:\s*/i.exec(sentence);
  if (!label) return undefined;
  const rest = sentence.slice(label[0].length);
  return openingWord(rest) === 'infinitive' ? `We want to ${rest.charAt(0).toLowerCase()}${rest.slice(1)}` : undefined;
}

/** The headings line of a written briefing ("What they focus on: IoT; Predictive maintenance."). */
function focusLine(sentence: string): string | undefined {
  const focus = /^what (they|we) focus on:\s*(.+)$/i.exec(sentence)?.[2];
  if (!focus) return undefined;
  const items = focus
    .replace(/\.$/, '')
    .split(/\s*;\s*/)
    .map((item) => (/^[A-Z][a-z]*(\s|$)/.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item));
  const listed = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
  return `We focus on ${listed}.`;
}

/** An email pasted as the profile: its headers, greeting and sign-off are no facts; who sent it is the buyer. */
interface PastedEmail {
  body: string;
  sender?: string;
  /** The signature's title line ("Operations Director"). */
  title?: string;
}

const EMAIL_HEADER = /^\s*(?:from|to|cc|bcc|sent|date|subject|re|fwd?)\s*:/i;
const GREETING_LINE = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon))\b[^.!?]{0,30}[,!]?\s*$/i;
const SIGN_OFF =
  /^\s*(?:thanks|thank you|many thanks|best|best regards|regards|kind regards|cheers|all the best|sincerely|talk soon|z poważaniem|pozdrawiam|saludos|un saludo|atentamente|abraços|atenciosamente|cordialement|mit freundlichen grüßen|met vriendelijke groet(?:en)?)(?![\p{L}])[^.!?]{0,20}[,.!]?\s*$/iu;

function pastedEmail(profile: string): PastedEmail | undefined {
  const lines = profile.split(/\n/);
  const headers = lines.filter((line) => EMAIL_HEADER.test(line));
  if (!headers.some((line) => /^\s*(?:from|subject)\s*:/i.test(line))) return undefined;
  const sender = /^\s*from\s*:\s*(\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}'-]+)?)/imu.exec(profile)?.[1];
  let body = lines.filter((line) => !EMAIL_HEADER.test(line) && !GREETING_LINE.test(line));
  // The signature: the lines after the last one that says something (a name, a title, a phone).
  const lastWhere = (test: (line: string) => boolean) => body.map(test).lastIndexOf(true);
  const signOff = lastWhere((line) => SIGN_OFF.test(line));
  const lastWords = lastWhere((line) => line.trim().split(/\s+/).length > 4 || /[.!?]\s*$/.test(line.trim()));
  // "Kind regards, / Marieke van Dijk / Directeur / Utrecht (26 technicians) | Amersfoort (12 technicians)": after a
  // sign-off, lines that end no sentence are the signature however many words they have.
  const signedOff = signOff >= 0 && !body.slice(signOff + 1).some((line) => /[.!?]\s*$/.test(line.trim()));
  const signatureStart = signOff >= 0 && (signOff > lastWords - 1 || signedOff) ? signOff : lastWords + 1;
  const signature = body.slice(signatureStart).filter((line) => line.trim() !== '' && !SIGN_OFF.test(line));
  // "Utrecht (26 technicians) | Amersfoort (12 technicians)", "310 employees, sold through 60 dealers": a signature line
  // that counts something is a fact about the company, not a name, a title or a phone number.
  const counts = signature.filter((line) => /\d+\s+\p{L}{3,}/u.test(line) && !/@|\+\d|\d{3}[ -]\d{3}/.test(line));
  body = [...body.slice(0, signatureStart), ...counts];
  const title = signature.find((line) => new RegExp(String.raw`\b${ROLE}\b`).test(line))?.trim();
  return { body: body.join('\n'), ...(sender ? { sender } : {}), ...(title ? { title } : {}) };
}

/** A line that opens with who speaks: "Q:", "A:", "ME:", "MARTIN:", "Rep:". */
const SPEAKER = /^\s*(Q|A|[A-Z]{2,}(?: [A-Z]{2,})?|Me|Rep|Us|You|Interviewer|Salesperson)\s*:\s*/;
/** The salesperson's side of notes kept as a dialogue: their questions are no facts of the buyer's. */
const SELLER_SPEAKER = /^(Q|ME|Me|REP|Rep|US|Us|YOU|You|INTERVIEWER|Interviewer|SALESPERSON|Salesperson)$/;
/** Labels of notes, not speakers ("CRM: HubSpot", "KPI: ..."): short technical words. */
const NOT_SPEAKER = /^(CRM|ERP|KPIS?|ROI|IT|HR|CEO|CFO|CTO|CMO|COO|VP|TCO|SLA|NB|PS|FYI|TLDR|TL;DR|URL)$/;

/**
 * Notes kept as a dialogue, a prep sheet of questions and answers ("Q: The pain?" / "A: February
 * Saturdays fill...") or a call transcript ("ME: And the proposal?" / "MARTIN: Your number is..."):
 * the salesperson's lines go, the buyer's lose their speaker label. Other profiles come back as they were.
 */
function withoutSpeakers(profile: string): string {
  const lines = profile.split(/\n/);
  const speakers = lines.map((line) => SPEAKER.exec(line)?.[1]).filter((label) => label !== undefined && !NOT_SPEAKER.test(label));
  const sellerLines = speakers.filter((label) => SELLER_SPEAKER.test(label!)).length;
  const otherLines = speakers.length - sellerLines;
  if (sellerLines < 2 || otherLines < 2) return profile;
  return lines
    .flatMap((line) => {
      const label = SPEAKER.exec(line);
      if (!label || NOT_SPEAKER.test(label[1]!)) return [line];
      return SELLER_SPEAKER.test(label[1]!) ? [] : [line.slice(label[0].length)];
    })
    .join('\n');
}

export function extractCustomerFacts(pasted: string): CustomerFacts {
  const thread = readPastedThread(pasted);
  if (!thread) return factsInOneVoice(pasted);
  // A thread: the buyer's messages in its own voice; what others wrote of it, in theirs, about the same person.
  const own = factsInOneVoice(thread.buyerWords, { personName: thread.buyer });
  if (!thread.notes) return own;
  const notes = factsInOneVoice(thread.notes, {
    personName: thread.buyer,
    companyName: own.companyName,
    firstPerson: false,
    // Written of the buyer: a note without a subject is what the buyer did ("took over from his father in 2021").
    sellerWrote: true,
  });
  const facts = [...own.facts];
  for (const fact of notes.facts)
    if (!facts.some((known) => known.spoken === fact.spoken))
      facts.push({ ...fact, id: facts.length, ...(fact.sentence ? { sentence: fact.sentence } : {}) });
  return {
    ...own,
    facts,
    namedTools: [...new Set([...own.namedTools, ...notes.namedTools])],
    unknowns: [...own.unknowns, ...notes.unknowns],
  };
}

/** Who the buyer is and whose words a profile holds, when the reader already knows (a thread's notes about its buyer). */
interface GivenVoice {
  personName?: string;
  companyName?: string | undefined;
  firstPerson?: boolean;
  sellerWrote?: boolean;
}

function factsInOneVoice(pasted: string, given?: GivenVoice): CustomerFacts {
  // "From: Dan Okoro <dan@...>  Hi, ... Dan / Operations Director": the buyer wrote it, in the first person.
  const email = pastedEmail(withoutSpeakers(pasted));
  const sender = given?.personName ?? email?.sender;
  const notes = readProfileNotes(
    email
      ? [sender ? `I'm ${sender}${email.title ? `, ${email.title}` : ''}.` : '', email.body].filter(Boolean).join('\n')
      : withoutSpeakers(pasted),
  );
  const profile = notes.profile;
  const lines = profile.split(/\n+/).filter((line) => line.trim() !== '');
  const sentences = sentencesOf(profile)
    .filter((sentence) => !notesOnlySentence(sentence))
    // "ok so this is Marcus Feld, CMO at Summit Fitness": the note-taker's lead-in is no fact.
    .map((sentence) =>
      withoutCallPurpose(withoutQuotedGreeting(sentence))
        .replace(/^(?:(?:ok(?:ay)?|so|alright|um|basically)[,.]?\s+)+(?=\S)/i, '')
        .replace(/^(?:this is|notes? (?:on|about)) (?=\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+,)/iu, '')
        // "Thanks for the trial, the guys liked the app": the courtesy of an email is no fact.
        .replace(/^(?:thanks|thank you|many thanks)(?: (?:for|again)[^,.]*)?(?:,\s*|[.!]\s*$)/i, '')
        // "call w/ Nina Castellanos, CFO of...", "mtg with...", "spoke to...": the note-taker's heading.
        .replace(
          /^(?:(?:notes? (?:from|on|for) )?(?:call|mtg|meeting|chat|convo|conversation)|spoke|talked)\s+(?:w\/|with|to)\s*(?=\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+)/iu,
          '',
        ),
    )
    .filter((sentence) => !sellerGoal(sentence))
    .map((sentence) => focusLine(sentence) ?? ownGoal(sentence) ?? framedOrStripped(sentence))
    .filter((sentence): sentence is string => sentence !== undefined)
    .filter((sentence) => sentence.length > 2 && !META.test(sentence) && !INSTRUCTION.test(sentence));
  // Names are found in the sentences as typed: "churn is THE problem" names no company.
  const typed = sentences;
  // "Dr. Helen Okafor": the title is no part of the name she is called by ("Helen can approve...").
  const personName = (
    given?.personName ??
    nameOf(PERSON, sentences) ??
    // The heading is read as typed: it is no fact, so it is not among the sentences.
    nameOf(CALL_WITH_PERSON, pasted.split(/\n/)) ??
    nameOf(ROLE_THEN_PERSON, sentences) ??
    nameOf(NAMED_PERSON, sentences) ??
    /^\s*(?:[-*•]\s*)?(?:full )?name\s*:\s*(\p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}'-]+)\s*$/imu.exec(profile)?.[1] ??
    subjectPerson(profile, sentences)
  )?.replace(TITLE, '');
  // Notes about a thread's buyer name the company only as the buyer's own messages do ("Pawel (their IT admin)" is no company).
  const companyName =
    given && 'companyName' in given ? given.companyName : companyNameOf(lines, sentences, personName, notes.titledCompany);
  // A profile the buyer wrote itself ("I'm Nadia... We have 26 engineers"): its "your" is the
  // salesperson's and its "she" someone else; only a profile about the buyer changes voice.
  // Read on the profile's own sentences, not on the ones framed from its labels ("Our budget is...").
  const own = sentencesOf(profile).map((sentence) => sentence.replace(LABEL, ''));
  const firstPerson =
    given?.firstPerson ??
    own.filter((sentence) => /^(I|I'm|We|We're|We've|My|Our)\b/.test(sentence)).length >
      own.filter(
        (sentence) =>
          // "Budget: she can sign...", "No-shows at 11%, she reckons it costs them...": a clause about the buyer.
          /^(She|He|They|You|Your)\b|^(she|he)\b|[,;]\s+(she|he)\s/.test(sentence) ||
          (personName !== undefined && sentence.startsWith(personName.split(' ')[0]!)),
      ).length;
  // Notes the salesperson wrote about the buyer ("he liked the pilot... we quoted $1,100"): their
  // "we" and "our" are the salesperson's, so the buyer says "you" of them.
  const aboutBuyer = own.filter(
    (sentence) =>
      /^(she|he|they|his|her|their)\b|[,;]\s+(she|he)\s/i.test(sentence) ||
      (personName !== undefined && sentence.toLowerCase().startsWith(personName.split(' ')[0]!.toLowerCase())),
  ).length;
  // A briefing from the company's website quotes the company's own "we": not the salesperson's.
  const websiteBriefing = /^Source: their website|^About us\s*:|^[^\n]*\([a-z0-9.-]+\.[a-z]{2,}\)\s*$|^What (they|we) focus on:/im.test(
    profile,
  );
  const sellerWrote =
    given?.sellerWrote ??
    (!firstPerson && !websiteBriefing && aboutBuyer >= 2 && !/\byou (are|'re)\b/i.test(profile) && /\b(we|our)\b/i.test(profile));
  const names = {
    ...(companyName ? { companyName } : {}),
    ...(personName ? { personName } : {}),
    firstPerson,
    ...(sellerWrote ? { sellerWrote } : {}),
  };

  const facts: ProfileFact[] = [];
  for (const sentence of typed.map((line) => line.charAt(0).toUpperCase() + line.slice(1))) {
    if (
      companyName &&
      sentence.startsWith(companyName) &&
      sentence.length < companyName.length + 40 &&
      /\([^)]*\.[a-z]{2,}\)$/.test(sentence)
    )
      continue;
    if (mannerNote(sentence)) continue;
    for (const fragment of fragmentsOf(sentence, personName, companyName, sellerWrote)) {
      const whole = asideSpoken(inBuyerVoice(fragment, names));
      const clauses = andClauses(whole).flatMap((clause) => clauseFacts(clause, 24));
      for (const spoken of clauses) {
        if (facts.some((fact) => fact.spoken === spoken)) continue;
        facts.push({ id: facts.length, spoken, short: shortOf(spoken), ...(clauses.length > 1 ? { sentence: whole } : {}) });
      }
    }
  }

  const lowerProfile = profile.toLowerCase();
  const namedTools = KNOWN_TOOLS.filter((tool) => new RegExp(`\\b${tool.toLowerCase()}\\b`).test(lowerProfile));
  return {
    ...names,
    facts,
    namedTools,
    unknowns: notes.unknowns,
  };
}

/** Tool names the offline buyer knows of, so tests can check it never names one the profile lacks. */
export const TOOL_NAMES: readonly string[] = KNOWN_TOOLS;
