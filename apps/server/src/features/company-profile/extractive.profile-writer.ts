import { PROFILE_MAX, toPlainProfile, type CompanySite, type ProfileWriter } from './profile-writer';

/** Words that signal what a company is going through, and so what a buyer there may care about. */
const SIGNALS: Record<string, readonly string[]> = {
  growth: ['grow', 'expand', 'expansion', 'scale', 'scaling', 'new market', 'international', 'worldwide', 'global'],
  hiring: ['hiring', 'join our team', 'careers', 'open positions', "we're looking for", 'we are looking for'],
  launches: ['launch', 'introducing', 'announc', 'new product', 'now available'],
  funding: ['funding', 'raised', 'investors', 'series a', 'series b', 'series c', 'acquired', 'acquisition', 'merger'],
  efficiency: ['cost', 'efficien', 'save time', 'productiv', 'automat', 'streamline', 'faster'],
  risk: ['secur', 'complian', 'regulat', 'privacy', 'gdpr', 'soc 2', 'iso 27001', 'risk'],
  sustainability: ['sustainab', 'carbon', 'net zero', 'climate', 'renewable'],
  technology: ['digital', 'transform', 'cloud', 'data', 'artificial intelligence', ' ai ', 'platform', 'integration'],
};
const BOILERPLATE = [
  'cookie',
  'javascript',
  'copyright',
  '©',
  'all rights reserved',
  'subscribe',
  'newsletter',
  'sign up',
  'log in',
  'privacy policy',
  'terms of',
];
const GENERIC_HEADINGS = new Set([
  'menu',
  'contact',
  'contact us',
  'follow us',
  'newsletter',
  'cookies',
  'search',
  'home',
  'resources',
  'blog',
  'news',
]);

interface Sentence {
  text: string;
  order: number;
  signals: string[];
  score: number;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function sentencesOf(site: CompanySite, companyName: string): Sentence[] {
  const seen = new Set<string>();
  const found: Sentence[] = [];
  site.pages.forEach((page, pageIndex) => {
    for (const paragraph of page.paragraphs) {
      for (const { segment } of segmenter.segment(paragraph)) {
        const text = segment.trim();
        const words = text.split(' ').length;
        const lower = ` ${text.toLowerCase()} `;
        if (words < 6 || words > 45 || seen.has(lower) || BOILERPLATE.some((noise) => lower.includes(noise))) continue;
        seen.add(lower);
        const signals = Object.keys(SIGNALS).filter((kind) => SIGNALS[kind]!.some((word) => lower.includes(word)));
        const aboutThem = lower.includes(' we ') || lower.includes(' our ') || lower.includes(companyName.toLowerCase());
        const score = (aboutThem ? 3 : 0) + Math.min(signals.length, 2) * 2 + (pageIndex > 0 ? 1 : 0) - found.length / 40;
        found.push({ text, order: found.length, signals, score });
      }
    }
  });
  return found;
}

/** Adds lines while the profile stays within the limit. */
function withinLimit(lines: string[], candidates: string[], reserve: number): string[] {
  const kept: string[] = [];
  let length = lines.join('\n').length + reserve;
  for (const line of candidates) {
    if (length + line.length + 1 > PROFILE_MAX) break;
    kept.push(line);
    length += line.length + 1;
  }
  return kept;
}

/**
 * A profile assembled from the pages' own words: the company's name and description, its
 * headings, its most telling sentences and those that hint at needs. Offline and deterministic.
 */
export function writeExtractiveProfile(site: CompanySite): string {
  const host = new URL(site.url).hostname.replace(/^www\./, '');
  const name = site.pages.find((page) => page.name)?.name ?? host;
  const description = site.pages.find((page) => page.description)?.description;
  const sentences = sentencesOf(site, name);
  const best = [...sentences].sort((a, b) => b.score - a.score);
  const whoTheyAre = description ?? best[0]?.text ?? `${name} is the company behind ${host}.`;
  const headings = [...new Set(site.pages.flatMap((page) => page.headings))]
    .filter((heading) => heading !== name && !GENERIC_HEADINGS.has(heading.toLowerCase()) && !heading.toLowerCase().startsWith('about '))
    .slice(0, 6);

  const signals = best.filter((sentence) => sentence.signals.length > 0 && sentence.text !== whoTheyAre).slice(0, 3);
  const keyPoints = best
    .filter((sentence) => !signals.includes(sentence) && sentence.text !== whoTheyAre)
    .slice(0, 4)
    .sort((a, b) => a.order - b.order);

  const lines = [`${name} (${host})`, `Who they are: ${whoTheyAre}`];
  if (headings.length > 0) lines.push(`What they focus on: ${headings.join('; ')}.`);
  const sources = `Source: their website (${site.pages.map((page) => new URL(page.url).pathname).join(', ')}).`;
  const signalLines = signals.length
    ? ['Signals about their needs and priorities:', ...signals.map((sentence) => `- ${sentence.text}`)]
    : ['Signals about their needs and priorities: none stated on the site; ask about their current priorities.'];
  const keyLines = keyPoints.map((sentence) => `- ${sentence.text}`);
  const reserve = sources.length + 40;
  const keptSignals = withinLimit(lines, signalLines, reserve);
  const keptKeys = withinLimit([...lines, ...keptSignals], keyLines, reserve);
  const profile = [...lines, ...(keptKeys.length ? ['What their website says:', ...keptKeys] : []), ...keptSignals, sources];
  return toPlainProfile(profile.join('\n'));
}

export const extractiveProfileWriter: ProfileWriter = {
  name: 'extractive',
  writeProfile: async (site) => writeExtractiveProfile(site),
};
