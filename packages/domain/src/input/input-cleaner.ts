/** Spec section 9: the general input cleaner never returns more than this, whatever the limit. */
export const CLEAN_INPUT_CAP = 10_000;
export const CLEAN_INPUT_DEFAULT_MAX = 1000;

export const inputCleanerMessages = {
  invalidType: 'Invalid input type',
  tooLong: (max: number) => `Input too long. Maximum ${max} characters allowed.`,
} as const;

/**
 * The spec's general input cleaner: removes '<' and '>', trims, and caps at 10000 characters.
 * Throws 'Invalid input type' for a non-string and 'Input too long. Maximum N characters allowed.'
 * when the cleaned text is longer than `maxLength`.
 */
export function cleanInput(value: unknown, maxLength = CLEAN_INPUT_DEFAULT_MAX): string {
  if (typeof value !== 'string') throw new Error(inputCleanerMessages.invalidType);
  const cleaned = value.replace(/[<>]/g, '').trim();
  if (cleaned.length > maxLength) throw new Error(inputCleanerMessages.tooLong(maxLength));
  return cleaned.slice(0, CLEAN_INPUT_CAP);
}
