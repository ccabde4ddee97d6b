import { allMatches } from '@rehearse/domain';

/**
 * A profile written as a salesperson's notes (a CRM record, a prep sheet, an SDR's qualification
 * notes) holds lines that are about the notes or for the salesperson, not facts the buyer knows:
 * where the notes came from ("Lead record - Harbor Pointe Marinas (cold, no prior contact)"), a
 * heading for the lines after it ("Her three asks from the site visit:"), what the note-taker does
 * not know ("NOT KNOWN: number of drivers, ..."), and the salesperson's own side (their room to
 * negotiate, the goal of this call). Said by the buyer these were a wrong answer, and the room to
 * negotiate a secret given away; what the notes do not know the buyer does not know either.
 */

/** "Label (aside):" or "LABEL:" at a line's start: up to five words, an optional aside in brackets. */
const LINE_LABEL = /^\s*(?:[-*•·]\s+)?([A-Za-z][\w'’ /-]{0,40}?)\s*(?:\([^)]*\))?\s*:\s*/;
/** What the note-taker does not know or has not asked: nothing the buyer would say ("Fields blank:", a CRM's empty fields). */
const UNKNOWNS_LABEL =
  /^(?:not known|unknowns?|unknown so far|don'?t know|do not know|not asked(?: yet)?|open questions|still to find out|to find out|questions to ask|gaps|missing|tbd|to confirm|(?:fields? )?(?:blank|empty)(?: fields?)?|no data)$/i;
/**
 * "I don't know if they've looked at Intune or anyone else, what they pay for anything, or whether she's ever heard of us.":
 * what the note-taker says it does not know, each thing it names.
 */
const NOT_KNOWING =
  /(?:^|[.!?]\s+)(?:(?:I|we) )?(?:don'?t|do not) know (?:yet )?((?:if|whether|what|which|how|who|when|where|why)\b[^.!?]*)/gi;

/** The things a "don't know" sentence names: its clauses, each without the word that opens it. */
function notKnownItems(line: string): string[] {
  return allMatches(NOT_KNOWING, line).flatMap((found) =>
    found[1]!
      .split(/\s*(?:,|;)\s*(?:or\s+|and\s+)?|\s+or\s+(?=(?:if|whether|what|which|how|who|when|where|why)\b)/i)
      .map((item) => item.replace(/^(?:if|whether)\s+/i, '').trim())
      .filter((item) => item !== ''),
  );
}
/** The salesperson's own side: what they may give, what they want from this call, how they mean to play it. */
const SELLER_LABEL =
  /^(?:(?:my|our) (?:room|floor|concessions?|give|gives)|(?:negotiation|pricing) room|room|concessions?|what (?:i|we) can (?:give|offer|concede)|(?:call )?(?:goal|objective|aim)s? (?:of|for) (?:the|this) call|call (?:goal|objective|plan))$/i;
/** Words that name a document of notes: a profile's first line naming one is its title, not a fact. */
const DOCUMENT = /\b(?:record|notes?|prep|brief|briefing|request|export|summary|overview|review|profile|dossier|sheet|lead|research)\b/i;
/** "Pasted from Marcus's email...", "Researched from their website...": how the notes were gathered. */
const GATHERED =
  /^(?:pasted|copied|forwarded|exported|researched|compiled|taken|gathered|written|pulled|put together|sent)\b[^.]*\b(?:from|by|off)\b/i;

/** The label a line opens with, lower case, without its aside; undefined when it opens with none. */
function labelOf(line: string): string | undefined {
  const found = LINE_LABEL.exec(line);
  if (!found) return undefined;
  const label = found[1]!.trim();
  return label.split(/\s+/).length <= 5 ? label.toLowerCase().replace(/’/g, "'") : undefined;
}

/** A line's first sentence, up to its first full stop, question or exclamation mark. */
function firstSentence(line: string): string {
  return line.split(/(?<=[.!?])\s+/)[0]!;
}

/**
 * A profile's first line that names the notes themselves ("CRM record (exported from our CRM)",
 * "negotiation prep - Ridgeback Aggregates"): a document word among its first words, before any
 * label's colon. "Notes on Dana Ruiz, ..." names the buyer and stays (its lead-in goes later).
 */
function titleLine(line: string): boolean {
  const first = firstSentence(line);
  // An aside in brackets and a title in quotes ("the webinar 'Stop losing linen'") are no part of its head.
  const plain = first.replace(/\([^)]*\)/g, ' ').replace(/(^|\s)['‘"“][^'’"”]*['’"”]/g, ' ');
  if (GATHERED.test(plain.trim())) return true;
  const head = plain.split(/\s+[-–—]\s+|,/)[0]!.trim();
  if (head.includes(':') || /\b(?:on|about|of|for)\s+[A-Z][a-z]+ [A-Z][a-z]+/.test(head)) return false;
  return head
    .split(/\s+/)
    .slice(0, 4)
    .some((word) => DOCUMENT.test(word));
}

/** What a title line goes on to say after its first sentence, from the company its dash names: none for a title alone. */
function afterTitle(line: string): string | undefined {
  const first = firstSentence(line);
  if (first.length === line.length) return undefined;
  const dash = /\s[-–—]\s+/.exec(first);
  return dash ? line.slice(dash.index + dash[0].length) : line.slice(first.length).trim();
}

/** The company a title line names after its dash ("Lead record - Harbor Pointe Marinas (cold)"). */
function companyInTitle(line: string): string | undefined {
  return /\s[-–—]\s+([A-Z][\w&.'-]*(?: (?:[A-Z][\w&.'-]*|&|of|and)){0,4})/.exec(line)?.[1];
}

/** '... We're close. Three things before I can sign:': the heading that ends a line goes, what came before it stays. */
function withoutTrailingHeading(line: string): string {
  return line.replace(/([.!?]["”']?)\s+[^.!?]*:\s*$/, '$1');
}

/** 'Form answer, "What is your challenge?": "We can't prove..."': the answer in the buyer's own words, without its label. */
function quotedAnswer(line: string): string {
  const found = /^((?:[^"“:]|["“][^"”]*["”]){1,80}):\s*["“](.+?)["”]?\s*$/.exec(line.trim());
  return found && !/[.!?]\s/.test(found[1]!) ? found[2]! : line;
}

/** "CALL PREP - Walt Callahan, owner/CEO, Callahan Funeral Homes": the title names the buyer; what follows its dash is who they are. */
function personInTitle(line: string): string | undefined {
  const rest = /\s[-–—]\s+(.+)$/.exec(line)?.[1];
  return rest &&
    /^[A-Z][a-z]+ [A-Z][a-z'-]+,\s*(?:[\w/]+\s+){0,2}?(?:owner|ceo|cfo|cto|cmo|coo|director|manager|head|founder|president|vp|partner)\b/i.test(
      rest,
    )
    ? rest
    : undefined;
}

export interface ProfileNotes {
  /** The profile without the lines that are about the notes or for the salesperson. */
  profile: string;
  /** What the notes say is not known or not asked ("number of drivers", "revenue"): the buyer has no figure for these. */
  unknowns: string[];
  /** The company a title line names, when the notes have one. */
  titledCompany?: string;
}

/** Reads the notes' own lines out of a profile; a profile without them comes back as it was. */
export function readProfileNotes(profile: string): ProfileNotes {
  const lines = profile.split(/\n/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  const unknowns: string[] = [];
  let titledCompany: string | undefined;
  const kept = lines
    .map((line, index) => (index === firstIndex && titleLine(line.trim()) ? (personInTitle(line.trim()) ?? line) : line))
    // "Call notes 14 Nov - Harbourside Vets, 3 clinics. Spoke to Rachel...": a whole profile pasted on
    // its title's line keeps what follows the title (the company and its facts); the title goes.
    .flatMap((line, index) => {
      const rest = index === firstIndex && titleLine(line.trim()) ? afterTitle(line.trim()) : undefined;
      return rest ? [firstSentence(line.trim()), rest] : [line];
    })
    .map(withoutTrailingHeading)
    .map(quotedAnswer)
    .filter((line, index) => {
      const trimmed = line.trim();
      if (trimmed === '') return true;
      // The sentence itself goes later (`notesOnlySentence`); what it names is not known to the buyer either.
      unknowns.push(...notKnownItems(trimmed));
      // "My notes:", "SDR notes (call Nov 21, 14 minutes):", "Her three asks from the site visit:": a heading for what follows.
      if (/:\s*$/.test(trimmed) && !/[.!?]["”']?\s+\S[^.!?]*:\s*$/.test(trimmed)) return false;
      if (index === firstIndex && titleLine(trimmed)) {
        titledCompany = personInTitle(trimmed) ? undefined : companyInTitle(trimmed);
        return false;
      }
      const label = labelOf(trimmed);
      if (label && UNKNOWNS_LABEL.test(label)) {
        unknowns.push(
          ...trimmed
            .slice(LINE_LABEL.exec(trimmed)![0].length)
            .replace(/[.]\s*$/, '')
            .split(/\s*[,;]\s*/)
            .filter((item) => item !== ''),
        );
        return false;
      }
      return !(label && SELLER_LABEL.test(label));
    });
  return { profile: kept.join('\n'), unknowns, ...(titledCompany ? { titledCompany } : {}) };
}

/**
 * A sentence of the notes that is no fact of the buyer's: the note-taker not knowing ("Don't know
 * which.", "He hasn't told me how many of his temps have smartphones."), this call's place in the
 * sales process ("This is the third call, where I show him the solution."), the note-taker's own call ("I'm calling Leah
 * Okafor, CTO at Northgate, cold."), a lone name signing off a
 * quoted email ("Marcus").
 */
export function notesOnlySentence(sentence: string): boolean {
  const plain = sentence.replace(/^["“']+|["”']+$/g, '').trim();
  if (/^(?:(?:I|we) )?(?:don'?t|do not) know\b|^(?:not|still) (?:known|sure)\b|^unknown\b/i.test(plain)) return true;
  if (/^(?:she|he|they) (?:hasn'?t|has not|haven'?t|have not|didn'?t|did not) (?:told|said|shared|given|mentioned)\b/i.test(plain))
    return true;
  if (/^this (?:is|will be) (?:the|our|my) (?:first|second|third|fourth|fifth|next|last|final|\d+\w*) (?:call|meeting)\b/i.test(plain))
    return true;
  // "I'm calling Leah Okafor, CTO at Northgate, cold.": the note-taker's own call, not the buyer's fact.
  if (/^(?:I'm|I am|we're|we are) (?:(?:cold[- ])?calling|ringing|phoning) (?:[A-Z][a-z]+)/.test(plain)) return true;
  return /^[A-Z][a-z]+[.!]?$/.test(plain) && /["”]\s*$/.test(sentence);
}

/** "Discovery call Oct 30, site visit Nov 12, this call = walk her through the solution": what this call is for goes. */
export function withoutCallPurpose(sentence: string): string {
  return sentence.replace(/(?:,\s*|^)this call\s*(?:=|:|->|is (?:to|where|for)\b)\s*.*$/i, '').trim();
}

/** '"Hi Jess, thanks for the revised proposal.': a quoted email's greeting opening a sentence is no fact. */
export function withoutQuotedGreeting(sentence: string): string {
  return sentence.replace(/^["“]\s*(?:(?:hi|hello|hey|dear)\b[^,.!?]{0,24}[,.!]\s*)?/i, '').replace(/["”]\s*$/, '');
}
