/**
 * A profile pasted as a thread of messages: an email forwarded to the salesperson with the buyer's mail
 * quoted below it, or a chat copied from LinkedIn ("You - 18 Nov" / "Rodrigo Garza - 19 Nov, 10:02 AM").
 * Each part has its own writer, so its own "I": the buyer's messages are the buyer speaking; the
 * salesperson's own messages, quoted back in the thread, are no words of the buyer's at all; a colleague's
 * note around them ("Her mail below. Marek liked the pilot.") and the salesperson's notes after the chat
 * speak of the buyer in the third person.
 */
export interface PastedThread {
  /** Who the buyer is, as the thread names the sender ("Agnieszka Mazur"). */
  buyer: string;
  /** The buyer's own messages as one email from the buyer, headers and quote marks gone. */
  buyerWords: string;
  /** What others wrote of the buyer (the forwarding note's third-person sentences, the salesperson's notes), if any. */
  notes?: string;
}

interface Message {
  sender: string;
  lines: string[];
  forwarded: boolean;
}

const QUOTE = /^\s*(?:>\s?)+/;
const FROM = /^from\s*:\s*(.+?)\s*$/i;
const HEADER = /^(?:to|cc|bcc|sent|date|subject)\s*:/i;
const MARKER = /^-{3,}\s*(forwarded|original) message\s*-{3,}\s*$/i;
/** "Rodrigo Garza Treviño - 19 Nov, 10:02 AM", "You - 18 Nov": a chat's message heading. */
const CHAT_HEADING =
  /^(\p{L}[\p{L}'.-]*(?: \p{L}[\p{L}'.-]*){0,3}) [-–] (?:\d{1,2} \p{L}{3,9}|\p{L}{3,9} \d{1,2}|today|yesterday)\b[^.!?]*$/iu;
const SALESPERSON = /^(?:you|me)$/i;
/** The sender's name without an address or a role in brackets: "Agnieszka Mazur <a.mazur@...>", "Raj Mehta (CTO)". */
const senderName = (from: string): string => from.replace(/<[^>]*>|\([^)]*\)|\[[^\]]*\]/g, '').trim();
/** A line a thread needs but nobody says: "Thread below.", "Her mail below.", "see below". */
const ABOUT_THREAD = /^(?:\S+\s+){0,2}(?:mail|email|thread|message|note)s?\s+(?:is\s+)?below\b|\bsee below\b|^good luck\b/i;
/** A sentence with its writer or its reader in it ("I'm off", "you take Thursday's call"): their words, not the buyer's. */
const WRITER_OR_READER = /\b(?:i|i'm|i'll|i've|i'd|me|my|we|we're|our|us|you|you're|your)\b/i;

function emailMessages(lines: readonly string[]): { preamble: string[]; messages: Message[] } | undefined {
  const preamble: string[] = [];
  const messages: Message[] = [];
  let forwarded = false;
  for (const raw of lines) {
    const line = raw.replace(QUOTE, '').trim();
    const marker = MARKER.exec(line);
    if (marker) {
      forwarded = marker[1]!.toLowerCase() === 'forwarded';
      continue;
    }
    const from = FROM.exec(line);
    if (from) {
      messages.push({ sender: senderName(from[1]!), lines: [], forwarded });
      forwarded = false;
      continue;
    }
    const current = messages.at(-1);
    if (HEADER.test(line)) {
      if (current && /^subject\s*:\s*(?:fwd?|fw)\s*:/i.test(line)) current.forwarded = true;
      continue;
    }
    (current ? current.lines : preamble).push(line);
  }
  return messages.length >= 2 ? { preamble, messages } : undefined;
}

function chatMessages(lines: readonly string[]): { preamble: string[]; messages: Message[]; after: string[] } | undefined {
  const preamble: string[] = [];
  const after: string[] = [];
  const messages: Message[] = [];
  let ended = false;
  for (const raw of lines) {
    const line = raw.trim();
    const heading = CHAT_HEADING.exec(line);
    if (/^-{3,}$/.test(line) && messages.length > 0) ended = true;
    else if (ended) after.push(line);
    else if (heading) messages.push({ sender: heading[1]!, lines: [], forwarded: false });
    else (messages.at(-1)?.lines ?? preamble).push(line);
  }
  const salesperson = messages.some((message) => SALESPERSON.test(message.sender));
  const others = new Set(messages.filter((message) => !SALESPERSON.test(message.sender)).map((message) => message.sender));
  return salesperson && others.size === 1 ? { preamble, messages, after } : undefined;
}

/** The third-person sentences of someone else's note about the buyer. */
function sentencesAboutBuyer(lines: readonly string[], writer?: string): string[] {
  const firstName = writer?.split(' ')[0];
  return lines
    .join('\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3)
    .filter((sentence) => !WRITER_OR_READER.test(sentence) && !ABOUT_THREAD.test(sentence))
    .filter((sentence) => !firstName || !sentence.startsWith(firstName));
}

/** The thread's parts by writer, or undefined when the profile is no thread of messages. */
export function readPastedThread(profile: string): PastedThread | undefined {
  const lines = profile.split(/\n/);
  const email = emailMessages(lines);
  if (email) {
    const [first, ...rest] = email.messages;
    // A mail forwarded to the salesperson: the note on top is a colleague's, the buyer wrote the mail below it.
    const wrapper = first!.forwarded ? first : undefined;
    const buyer = wrapper ? rest.find((message) => message.sender !== wrapper.sender)?.sender : first!.sender;
    if (!buyer) return undefined;
    const own = email.messages.filter((message) => message.sender === buyer);
    const notes = wrapper ? sentencesAboutBuyer(wrapper.lines, wrapper.sender) : [];
    return {
      buyer,
      buyerWords: [`From: ${buyer}`, '', ...own.flatMap((message) => message.lines)].join('\n'),
      ...(notes.length > 0 ? { notes: notes.join('\n') } : {}),
    };
  }
  const chat = chatMessages(lines);
  if (!chat) return undefined;
  const buyer = chat.messages.find((message) => !SALESPERSON.test(message.sender))!.sender;
  const own = chat.messages.filter((message) => message.sender === buyer);
  // The page's heading before the chat ("LinkedIn - Messaging - Rodrigo Garza (1st) - CEO at ...") says who the buyer is.
  const heading = chat.preamble
    .map((line) => line.replace(/^[\p{L} ]{2,30}(?: [-–] [\p{L} ]{2,30})? [-–] (?=\p{Lu})/u, '').replace(/\s*\((?:1st|2nd|3rd)\)/, ''))
    .filter((line) => line.startsWith(buyer))
    .map((line) => line.replace(/ [-–] /, ', ').replace(/\.?$/, '.'));
  // The salesperson's notes after the chat ("my notes: took over from his father in 2021.").
  const after = sentencesAboutBuyer(chat.after.map((line) => line.replace(/^(?:my |our |rep'?s? )?notes?\s*:\s*/i, '')));
  const notes = [...heading, ...after];
  return {
    buyer,
    buyerWords: [`From: ${buyer}`, '', ...own.flatMap((message) => message.lines)].join('\n'),
    ...(notes.length > 0 ? { notes: notes.join('\n') } : {}),
  };
}
