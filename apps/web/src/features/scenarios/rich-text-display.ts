/**
 * title, product and scenario_details come from the API as sanitised HTML fragments (only b, i,
 * em, strong, p and br; text '<' and '>' escaped). Cards show them with the domain's
 * `richTextToPlainText`; the form edits them as the user typed them.
 */

/**
 * A fragment back in the form the user typed it: the sanitiser only escapes '<' and '>' in text,
 * so only those are turned back; the allowed tags stay as they were written. Saving it again
 * sanitises it to the same fragment.
 */
export function richTextToEditableText(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
