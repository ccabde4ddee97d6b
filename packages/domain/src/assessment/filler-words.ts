/**
 * Filler words in speech: hesitation sounds always count; words that are also ordinary English
 * ('like', 'you know', 'kind of', 'i mean', 'actually') count only where they cannot be doing
 * their ordinary job, so 'features like dashboards', 'do you know', 'what kind of tools' and
 * 'what i mean is' are not fillers. Conservative on purpose: a coach's tally, not a linguist's.
 */
const FILLERS: readonly RegExp[] = [
  /\b(?:um+|uh+|erm+|er|ah+|hmm+|mm+)\b/g,
  /\b(?:basically|actually|literally)\b/g,
  // 'like' after a conjunction or a hesitation, or opening the turn: 'and like', 'so like', 'um like'.
  /(?:^|\b(?:and|so|but|just|um|uh|was|were|it's)\s)like\b(?!\s(?:to|that|this|it|you|us|them)\b)/g,
  /(?<!\b(?:do|did|don't|didn't|to|let|if|as|would|will|i'll|what)\s)\byou know\b(?!\s(?:what|that|how|who|why|where|if|about|the|your)\b)/g,
  /(?<!\b(?:what|which|this|that|the|a|any|some|all|every|our|your|same|different|one|these|those)\s)\b(?:kind|sort) of\b/g,
  /(?<!\b(?:what|which|that's what|know what|see what)\s)\bi mean\b(?!\s(?:it|that|this)\b)/g,
];

export function countFillerWords(text: string): number {
  const spoken = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.,!?;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return FILLERS.reduce((count, pattern) => count + [...spoken.matchAll(pattern)].length, 0);
}
