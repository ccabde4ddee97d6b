import { FilterXSS } from 'xss';

/** Spec section 9: the only tags left after sanitising, all without attributes. */
export const ALLOWED_RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

const richText = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_RICH_TEXT_TAGS.map((tag) => [tag, []])),
  // Unknown tags disappear (their text stays); script and style take their contents with them.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  allowCommentTag: false,
});

const plainText = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] });

/**
 * js-xss reads '<' followed by a space or digit as the start of a tag and drops the text after it
 * ('budget < 5k > 3k' would lose words). An HTML tokenizer treats such a '<' as text, so we escape
 * it first: only '<' that starts a letter, '/', '!' or '?' can begin markup.
 */
function escapeTextAngles(value: string): string {
  return value.replace(/<(?![a-zA-Z/!?])/g, '&lt;');
}

/**
 * Keeps b, i, em, strong, p and br without attributes; removes every other tag, comments, scripts
 * and event handlers. The result is an HTML fragment: text '<' and '>' come back as &lt; and &gt;.
 * Running it again on its own output changes nothing.
 */
export function sanitiseRichText(value: string): string {
  return richText.process(escapeTextAngles(value));
}

/** The visible text of a sanitised fragment, to tell whether anything is left to show. */
export function visibleTextOf(html: string): string {
  return plainText.process(html).trim();
}

/**
 * Cuts sanitised HTML to at most `max` characters without leaving half a tag ('<stro') or half an
 * entity ('&l') at the end, so the cut text stays well-formed enough to render safely.
 */
export function truncateRichText(html: string, max: number): string {
  if (html.length <= max) return html;
  return html
    .slice(0, max)
    .replace(/<[^>]*$/, '')
    .replace(/&#?[a-zA-Z0-9]*$/, '');
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };

/** Sanitised rich text as plain text (for a prompt or a plain-text field): breaks kept, tags gone, entities read. */
export function richTextToPlainText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>|<\/p>/gi, '\n');
  return visibleTextOf(withBreaks)
    .replace(/&(?:lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n');
}
