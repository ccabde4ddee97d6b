import { contentStemsOf, rememberedByText, stem, tagged, wordInformation, wordsOf } from '@rehearse/conversation';

/**
 * What the salesperson was talking about, as a short noun phrase in the buyer's mouth ("the vendor
 * marketplace", "your integrations", "the three-year deal"), so that a reaction to a pitch, a
 * monologue or a push names what it reacts to instead of being the same set phrase in every call.
 * Noun phrases come from compromise's tagger; the one with the rarest word (subtitle frequencies)
 * wins, a later one on a tie. Undefined when nothing says enough (pronouns, "the thing", names).
 */

/** Nouns too general to name anything ("the thing", "a lot", "the way"), and parts of a day or a call. */
const EMPTY_NOUNS = new Set(
  wordsOf(
    'thing things stuff lot bit way kind sort part point question questions idea sense time times day days week weeks month months year years minute minutes second today tomorrow call chat moment guys guy people folks everyone everybody anything something nothing everything one ones number numbers side end case fact rest man sec while',
  ).map(stem),
);
/**
 * Words that never name a subject, whatever the tagger made of them: a recogniser's run of words ("the thing i hear
 * most is practices") has "is" tagged a noun, and "Okay, the is practices, but keep it brief." said it back.
 */
const CLOSED_CLASS = new Set(
  wordsOf(
    "worth is are was were be been being am isn't aren't wasn't weren't do does did don't doesn't didn't has have had having will would can could should shall may might must won't wouldn't can't couldn't shouldn't not to for with at by from on into onto as than then there here what which who whom whose when where why how if because while that this these those me him her us them my your our their his its he she they it i'm you're we're they're he's she's i'll you'll we'll i've you've we've i'd you'd we'd",
  ),
);
/** A word must be at least this rare to name a subject ("marketplace" is, "work" is not). */
const MIN_INFORMATION = 0.35;
const DETERMINER = /^(?:the|a|an|this|that|these|those|some|any|all|each|every|no|another|other|such)\s+/;
const DETERMINERS = new RegExp(`^(?:${DETERMINER.source.slice(1)})+`);
const POSSESSIVE: Record<string, string> = { your: 'our', our: 'your', my: 'your', their: 'their' };

/**
 * "the vendor marketplace" from "the vendor marketplace,"; `names` (the two speakers', the companies') never count.
 * `known`: when given, stems that every word of a phrase must be one of (the scenario's, the buyer's and the caller's earlier words),
 * so that a misheard phrase ("if lives with debate west") is never said back: `instead` (the product's name) is, if given.
 */
export function callerSubject(
  text: string,
  names: readonly string[] = [],
  known?: ReadonlySet<string>,
  instead?: string,
): string | undefined {
  const excluded = new Set(names.flatMap((name) => wordsOf(name)));
  const joinedNames = names.map((name) => wordsOf(name).join(''));
  // A capitalised word inside a sentence is a name ("Pulsecast", "Amara"): the buyer's reaction names no one.
  const capitalised = new Set((text.match(/(?<![.!?]\s|^)(?<![\p{L}])\p{Lu}\p{L}+/gu) ?? []).map((word) => word.toLowerCase()));
  const doc = tagged(text);
  // "Martin, thanks for taking the call", "my aunt watched it from arizona": people and places the tagger knows, whatever the case.
  for (const named of [...(doc.people().out('array') as string[]), ...(doc.places().out('array') as string[])])
    for (const word of wordsOf(named)) excluded.add(word);
  const phrases = (doc.nouns().out('array') as string[]).map((phrase) =>
    phrase
      .toLowerCase()
      // Letters of any language: "złoty" is one word, not "z" and "oty".
      .replace(/[^\p{Ll}' -]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  let best: { phrase: string; information: number } | undefined;
  let unknown = false;
  for (const raw of phrases) {
    const possessive = /^(your|our|my|their)\s+/.exec(raw)?.[1];
    const bare = raw
      .replace(/^(your|our|my|their)\s+/, '')
      .replace(DETERMINERS, '')
      .replace(/^(?:many|much|few|several|more|most|lots of|all)\s+/, '');
    const words = bare.split(' ').filter(Boolean);
    if (words.length === 0 || words.length > 3) continue;
    if (
      words.some(
        (word) =>
          excluded.has(word) ||
          capitalised.has(word) ||
          !/^\p{Ll}[\p{Ll}-]*$/u.test(word) ||
          /^(and|or|but|so|of|in|its|it's|i|you|we|all|anything|something|everything|nothing|hows|whats)$/.test(word) ||
          CLOSED_CLASS.has(word),
      ) ||
      joinedNames.some((name) => name.length >= 4 && name.includes(words.join('')))
    )
      continue;
    const head = words.at(-1)!;
    if (head.length < 3 || EMPTY_NOUNS.has(stem(head)) || adjectiveOnly(head) || namesAmount(head)) continue;
    const information = Math.max(...words.map((word) => wordInformation(stem(word))));
    if (information < MIN_INFORMATION) continue;
    // Every word of a heard phrase, not one: "the practices running" from "...is practices running of asking" was half misheard.
    if (known && !contentStemsOf(words).every((word) => known.has(word))) {
      unknown = true;
      continue;
    }
    const phrase = `${possessive ? POSSESSIVE[possessive] : 'the'} ${words.join(' ')}`;
    if (!best || information >= best.information) best = { phrase, information };
  }
  return best?.phrase ?? (unknown ? instead : undefined);
}

/** A phrase ending on a word that is only ever an adjective names nothing ("out of the blue", "if it's worth continuing"). */
const adjectiveOnly = rememberedByText((word: string): boolean => {
  const term = tagged(word);
  return term.has('#Adjective') && !term.has('#Noun');
});

/**
 * "under your forty thousand": an amount is the offer's, not a subject to name ("what do you want from me on our forty
 * thousand?" said a figure back as the buyer's own, beside the limit said again).
 */
const namesAmount = rememberedByText((word: string): boolean => tagged(word).has('#Value'));

let lastRead: { text: string; names: readonly string[]; known?: ReadonlySet<string>; subject: string | undefined } | undefined;

/**
 * `callerSubject` of a turn, read only when called (tagging the turn costs ~5 ms, and most replies
 * name no subject), and kept for the turn's other lines.
 */
export function subjectReader(source: {
  text: string;
  names: readonly string[];
  known?: ReadonlySet<string>;
  instead?: string;
}): () => string | undefined {
  return () => {
    if (lastRead?.text !== source.text || lastRead.names.join('|') !== source.names.join('|') || lastRead.known !== source.known)
      lastRead = { ...source, subject: callerSubject(source.text, source.names, source.known, source.instead) };
    return lastRead.subject;
  };
}
