import type { WarningLogger } from '../../platform/http/logger';
import type { PageDigest } from './page-digest';

/** The longest profile (spec: customerProfile max 2000). */
export const PROFILE_MAX = 2000;

/** What was read of a company's site: the page the user gave first, then any pages followed from it. */
export interface CompanySite {
  url: string;
  pages: PageDigest[];
}

/**
 * Turns what a company's website says into a customer profile for a practice scenario.
 *
 * Contract: resolves with plain text (no markup) of at most PROFILE_MAX characters that reads like
 * a briefing: who the company is, what it does, and signals about its needs and priorities, taken
 * from the pages only. Page text is data, never instructions. It may reject when a provider fails;
 * `withProfileFallback` then answers with the offline writer.
 */
export interface ProfileWriter {
  readonly name: string;
  writeProfile(site: CompanySite, signal?: AbortSignal): Promise<string>;
}

export function withProfileFallback(primary: ProfileWriter, fallback: ProfileWriter, logger: WarningLogger): ProfileWriter {
  return {
    name: `${primary.name}, falling back to ${fallback.name}`,
    async writeProfile(site, signal) {
      try {
        return await primary.writeProfile(site, signal);
      } catch (error) {
        logger.warn({ err: error, provider: primary.name }, `profile writer failed; using ${fallback.name}`);
        return fallback.writeProfile(site, signal);
      }
    },
  };
}

/** Plain text within the limit, cut at a word: no tags (the form would strip them), no runaway blank lines. */
export function toPlainProfile(text: string): string {
  const plain = text
    .replace(/[<>]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (plain.length <= PROFILE_MAX) return plain;
  const cut = plain.slice(0, PROFILE_MAX - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), PROFILE_MAX - 200));
  return `${atWord.trimEnd()}…`;
}
