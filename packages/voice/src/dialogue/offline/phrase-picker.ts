import type { Random } from './seeded-random';

/** Values a line may use. A line needing a missing one (other than the caller's name) is skipped. */
export interface Slots {
  /** The caller's name: `{, name}` and `{name}` disappear (with the comma) when unknown. */
  name?: string;
  /** The caller's company, for `{ from company}`. */
  company?: string;
  /** The buyer's own name from the profile. */
  buyer?: string;
  /** The tools the profile names, as one phrase ("Salesforce and spreadsheets"). */
  tools?: string;
  /** A profile sentence about the budget, in the buyer's voice. */
  budget?: string;
  /** A profile sentence about who decides, in the buyer's voice. */
  decision?: string;
  /**
   * What the caller's turn was about ("the vendor marketplace"): a line naming it is preferred to a
   * set phrase. May be given as a function, read only when a line could name it (it tags the turn).
   */
  subject?: string | (() => string | undefined);
}

function subjectOf(slots: Slots): string | undefined {
  return typeof slots.subject === 'function' ? slots.subject() : slots.subject;
}

/** The line with its slots filled, or undefined when it needs a value the call does not have. */
export function fillSlots(template: string, slots: Slots): string | undefined {
  let text = template
    .replace(/\{, name\}/g, slots.name ? `, ${slots.name}` : '')
    .replace(/\{ from company\}/g, slots.company ? ` from ${slots.company}` : '');
  if (text.includes('{name}')) {
    if (!slots.name) return undefined;
    text = text.replace(/\{name\}/g, slots.name);
  }
  for (const key of ['buyer', 'tools', 'budget', 'decision', 'subject'] as const) {
    const token = `{${key}}`;
    if (!text.includes(token)) continue;
    const value = key === 'subject' ? subjectOf(slots) : slots[key];
    if (!value) return undefined;
    text = text.split(token).join(value);
  }
  return text;
}

/**
 * Picks one of several ways to say a thing, preferring lines this call has not used yet, so the
 * buyer does not repeat itself word for word and each seed gives a different call.
 */
export class PhrasePicker {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  pick(variants: readonly string[], slots: Slots = {}): string | undefined {
    // A reaction that names what it reacts to ("that's a lot about the vendor marketplace") over one said in every call.
    const canName = variants.some((variant) => variant.includes('{subject}')) && subjectOf(slots) !== undefined;
    const naming = canName ? variants.filter((variant) => variant.includes('{subject}')) : [];
    const usable = (naming.length > 0 ? naming : variants)
      .map((variant) => fillSlots(variant, slots))
      .filter((line): line is string => line !== undefined);
    if (usable.length === 0) return undefined;
    const fresh = usable.filter((line) => !this.used.has(line));
    const line = this.random.pick(fresh.length > 0 ? fresh : usable);
    this.used.add(line);
    return line;
  }

  /** Like `pick`, for lists known to hold a line that needs no optional value. */
  say(variants: readonly string[], slots: Slots = {}): string {
    const line = this.pick(variants, slots);
    if (line === undefined) throw new Error(`no usable line among: ${variants.join(' | ')}`);
    return line;
  }

  chance(probability: number): boolean {
    return this.random.chance(probability);
  }
}
