/**
 * How many things a sentence lists: its parts between commas, colons and 'and' ("You can split it by week, by month, by crop,
 * compare houses, export it to a spreadsheet and set targets per house" lists seven). A list read in typed text: a
 * recogniser's line has no commas, and 'and' alone rarely makes more than two.
 */
export function listedItems(sentence: string): number {
  return sentence
    .split(/[,;:]|\band\b/)
    .map((part) => part.trim())
    .filter((part) => /[a-z]/i.test(part)).length;
}

/** The sentences of a turn, as it was typed or heard. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}
