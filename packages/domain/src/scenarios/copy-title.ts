import { TITLE_MAX } from './scenario-form.schema';
import { truncateRichText } from './rich-text.sanitiser';

const COPY_SUFFIX = / \(Copy(?: (\d+))?\)$/;

/**
 * The title of a duplicate (spec section 5): '<title> (Copy)', else '<title> (Copy 2)', '(Copy 3)'
 * and so on, the first one not among `existingTitles`. Copying a copy continues its family rather
 * than stacking suffixes: 'X (Copy)' gives 'X (Copy 2)', not 'X (Copy) (Copy)'. The base is
 * shortened when needed so that the copy still fits the 100-character title limit.
 */
export function nextCopyTitle(title: string, existingTitles: Iterable<string>): string {
  const taken = new Set(existingTitles);
  const base = copyBaseOf(title);
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' (Copy)' : ` (Copy ${number})`;
    const candidate = `${truncateRichText(base, Math.max(1, TITLE_MAX - suffix.length)).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The title a copy family is named after: 'X (Copy 3)' and 'X (Copy)' both belong to 'X'. */
export function copyBaseOf(title: string): string {
  const trimmed = title.trim();
  const base = trimmed.replace(COPY_SUFFIX, '').trimEnd();
  return base === '' ? trimmed : base;
}
