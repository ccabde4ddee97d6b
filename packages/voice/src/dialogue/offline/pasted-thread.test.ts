import { describe, expect, it } from 'vitest';
import { extractCustomerFacts } from './customer-profile.facts';
import { readPastedThread } from './pasted-thread';

const spoken = (profile: string) => extractCustomerFacts(profile).facts.map((fact) => fact.spoken);

const forwarded = [
  '---------- Forwarded message ---------',
  'From: Ben Hale <ben@ourtools.io>',
  'Subject: Fwd: RE: quote',
  '',
  "Hi, you've got Friday's call with Inés, I'm away. Her mail below. Tomás (their buyer) wants a site visit first.",
  '',
  '> From: Inés Peña <ines@lumafoods.es>',
  '> Subject: RE: quote',
  '>',
  '> Dear Ben,',
  '> We pack 40 tonnes a day in two shifts. I can sign up to 30,000 euros a year; above that my partner Jordi decides.',
  '>',
  '> Saludos,',
  '> Inés Peña',
  '> Directora de Operaciones',
  '>',
  '>> From: Ben Hale',
  ">> Hi Inés, as promised our quote: 36,000 euros a year for both lines. I'll call you Friday.",
].join('\n');

const chat = [
  'LinkedIn - Messaging - Noé Cantú (1st) - Owner at Cantú Movers - Austin, Texas',
  '',
  'You - 3 Mar',
  'Hi Noé, we help movers stop losing quotes. Worth a call?',
  '',
  'Noé Cantú - 4 Mar, 9:12 AM',
  "Fine. We run 12 trucks and lose a quote a day because nobody calls back. I can't spend more than $500 a month.",
  '',
  '---',
  'my notes: took over from his uncle in 2019.',
].join('\n');

describe('a profile pasted as a thread of messages', () => {
  it("is the buyer's mail in the buyer's words; the salesperson's own quoted mail is not; a colleague's note speaks of the buyer", () => {
    const thread = readPastedThread(forwarded);
    expect(thread?.buyer).toBe('Inés Peña');
    const facts = spoken(forwarded);
    expect(facts).toContain('We pack 40 tonnes a day in two shifts.');
    expect(facts.some((fact) => fact.includes('36,000'))).toBe(false);
    expect(facts.some((fact) => /Friday|away|below/.test(fact))).toBe(false);
    expect(facts.some((fact) => fact.startsWith('Directora') || fact.startsWith('Saludos'))).toBe(false);
    expect(extractCustomerFacts(forwarded).personName).toBe('Inés Peña');
  });

  it("is a chat's other side speaking, its name kept letter for letter; the salesperson's messages and notes are not its words", () => {
    const facts = spoken(chat);
    expect(facts).toContain("I'm Noé Cantú, Owner at Cantú Movers - Austin, Texas.");
    expect(facts.some((fact) => fact.includes("Can'tú"))).toBe(false);
    expect(facts.some((fact) => /worth a call|stop losing/i.test(fact))).toBe(false);
    expect(facts).toContain('I took over from my uncle in 2019.');
  });

  it('leaves a single email and plain notes to the usual reading', () => {
    expect(readPastedThread('From: Dan Okoro\nSubject: Re: trial\n\nWe ran it on 6 trucks.')).toBeUndefined();
    expect(readPastedThread('Runs 12 trucks. Hates cold calls.')).toBeUndefined();
  });
});
