import { load } from 'cheerio';

/** What one page of a company site says, as plain text. */
export interface PageDigest {
  url: string;
  /** og:site_name, application-name, or the first part of the title. */
  name?: string;
  title?: string;
  /** meta description, og:description or twitter:description. */
  description?: string;
  headings: string[];
  /** Readable blocks (paragraphs, list items, quotes), in page order. */
  paragraphs: string[];
  /** Same-site pages worth reading next (about, company, customers...), best first. */
  links: string[];
}

const MAX_HEADINGS = 15;
const MAX_PARAGRAPHS = 60;
// Boilerplate that is not about the company: menus, cookie banners, forms, code.
const NOISE =
  'script, style, noscript, template, svg, canvas, iframe, form, nav, footer, aside, button, select, [role=navigation], [aria-hidden=true], [hidden]';
const USEFUL_LINK = /\b(about|company|who-we-are|our-story|story|mission|customers|clients|why-us|solutions|what-we-do)\b/i;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordsIn = (text: string) => text.split(' ').filter(Boolean).length;

/** Reads a page's name, description, headings, readable text and useful same-site links. */
export function digestPage(html: string, pageUrl: string): PageDigest {
  const $ = load(html);
  const meta = (selector: string) => squash($(selector).first().attr('content') ?? '') || undefined;
  const title = squash($('title').first().text()) || undefined;
  const name =
    meta('meta[property="og:site_name"]') ?? meta('meta[name="application-name"]') ?? title?.split(/\s[|\-–—:·]\s/)[0]?.trim() ?? undefined;
  const description =
    meta('meta[name="description"]') ?? meta('meta[property="og:description"]') ?? meta('meta[name="twitter:description"]');
  const links = usefulLinks(
    $('a[href]')
      .map((_, element) => $(element).attr('href') ?? '')
      .get(),
    pageUrl,
  );

  $(NOISE).remove();
  const headings = unique(
    $('h1, h2, h3')
      .map((_, element) => squash($(element).text()))
      .get()
      .filter((text) => text.length >= 3 && text.length <= 140),
  ).slice(0, MAX_HEADINGS);
  const paragraphs = unique(
    $('p, li, blockquote, dd, td')
      .map((_, element) => squash($(element).text()))
      .get()
      .filter((text) => wordsIn(text) >= 5 && text.length <= 1200),
  ).slice(0, MAX_PARAGRAPHS);

  return {
    url: pageUrl,
    ...(name ? { name } : {}),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    headings,
    paragraphs,
    links,
  };
}

/** Links on the same site (www. or not) whose path suggests a page about the company. */
function usefulLinks(hrefs: string[], pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const site = page.hostname.replace(/^www\./, '');
  const found = new Map<string, number>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname.replace(/^www\./, '') !== site) continue;
    url.hash = '';
    url.search = '';
    const match = USEFUL_LINK.exec(url.pathname);
    if (!match || url.href === page.href || found.has(url.href)) continue;
    // 'about' pages describe the company best; shallow paths before deep ones.
    const score = (/about|who-we-are|story|company/i.test(match[1]!) ? 0 : 10) + url.pathname.split('/').length;
    found.set(url.href, score);
  }
  return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([href]) => href);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
