import { wordNet } from './wordnet';
import { FUNCTION_WORDS } from './words';

/**
 * Who the salesperson says they are: "hi this is sam from brightpath", "my name's Sam, I'm with
 * Brightpath", "Sam here from Brightpath". Typed or recogniser text; names come back as said.
 */
export interface Introduction {
  name?: string;
  company?: string;
}

/** A name in letters of any language ("michał", "inés"), ended where its letters end, not at the first one outside English. */
const NAME = "(\\p{Ll}[\\p{Ll}'-]+)(?![\\p{L}'-])";
const COMPANY = '([a-z0-9][\\w&.-]*(?: [a-z0-9][\\w&.-]*){0,2}?)';
const NOT_A_NAME =
  /^(just|calling|here|the|a|an|your|you|from|with|at|so|and|not|really|very|trying|reaching|following|glad|happy|sorry|going|looking|wondering|curious|new|sure|good|great|fine|okay|well|actually|back|about|in|on|it|that|this|what|how|why|who|one|following|following-up|nobody|somebody|someone|everyone|everybody|anyone|anybody|no-one)$/;
// Built once: a RegExp made in the function is recompiled after V8's major garbage collections (decision 128).
const SAYS_NAME = new RegExp(`\\b(?:this is|my name is|my name's|it is|it's|its|i am|i'm) ${NAME}(?: ${NAME})?`, 'u');
const GREETS_THEN_NAME_HERE = new RegExp(`(?:^|\\b(?:hi|hello|hey)\\b[, ]*)${NAME}(?: from [\\w .&-]+?)? here\\b`, 'u');
const GREETS_THEN_NAME_FROM = new RegExp(`(?:^|\\b(?:hi|hello|hey)\\b[, ]*)(?:\\p{Ll}+[, ]+)?${NAME} from\\b`, 'u');
/** "Is that Dana? Sam here from Shiftly.": a name said with "here" and the company, wherever it comes in the line. */
const NAME_HERE_FROM = new RegExp(`(?<![\\p{L}'-])${NAME} here,? (?:from|with|at|over at)\\b`, 'u');
const FROM_COMPANY = new RegExp(`\\b(?:from|with|at|over at) ${COMPANY}(?=$|[\\s,.])`);
const COMPANY_END = /\s+(and|i|we|so|who|because|to|calling|reaching|the|on|about|here|today|just|with)$/;

export function introductionOf(text: string): Introduction {
  const lower = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&.'\s-]/gu, ' ')
    .replace(/\s+/g, ' ');
  const found: Introduction = {};
  const named =
    SAYS_NAME.exec(lower) ?? GREETS_THEN_NAME_HERE.exec(lower) ?? GREETS_THEN_NAME_FROM.exec(lower) ?? NAME_HERE_FROM.exec(lower);
  // "its drew from ledger loop": a common word is a name when a company follows it.
  const followedByCompany =
    named !== null && new RegExp(`^${named[1]}\\s+(from|with|at|over at)\\b`).test(lower.slice(lower.indexOf(named[1]!, named.index)));
  if (named?.[1] && !NOT_A_NAME.test(named[1]) && !FUNCTION_WORDS.has(named[1]) && (followedByCompany || looksLikeName(named[1], text)))
    found.name = capitalise(named[1]);
  const company = FROM_COMPANY.exec(lower);
  if (company?.[1] && found.name) {
    const trimmed = company[1].replace(COMPANY_END, '').replace(/\.+$/, '').trim();
    if (trimmed && !NOT_A_NAME.test(trimmed.split(' ')[0]!)) found.company = trimmed.split(' ').map(capitalise).join(' ');
  }
  return found;
}

/** Typed with a capital, or not an everyday word ("this is hard" is no introduction). */
function looksLikeName(word: string, text: string): boolean {
  if (new RegExp(`(?<![\\p{L}])${word.charAt(0).toUpperCase()}${word.slice(1)}(?![\\p{L}])`, 'u').test(text)) return true;
  const common = wordNet();
  return !(['adj', 'verb'] as const).some((wordClass) => common.lemmaOf(word, wordClass) !== undefined);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
