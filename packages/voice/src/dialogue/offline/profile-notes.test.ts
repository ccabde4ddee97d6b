import { describe, expect, it } from 'vitest';
import { notesOnlySentence, readProfileNotes, withoutCallPurpose, withoutQuotedGreeting } from './profile-notes';

describe('profile notes: the lines about the notes or for the salesperson', () => {
  const notes = [
    'Discovery prep - Fenwick Dairy Co-op (my notes, one call so far)',
    '- Contact: Ines Marsh, COO. Runs the two creameries.',
    '- Pain (my guess, not checked): milk tankers wait an hour at intake.',
    'What she told me on the last call:',
    '- 14 tankers a day at peak.',
    '- My room: haulage module free for year one, nothing below 2 years.',
    '- Goal for the call: a site visit in January.',
    '- Not known: how many drivers they employ, which weighbridge they use.',
  ].join('\n');

  it('drops the title naming the notes, keeping the company it names', () => {
    const read = readProfileNotes(notes);
    expect(read.profile).not.toMatch(/prep|my notes/i);
    expect(read.titledCompany).toBe('Fenwick Dairy Co-op');
  });

  it('keeps the company and what follows when the whole profile is pasted on its title’s line', () => {
    const read = readProfileNotes('Call notes 14 Nov - Harbourside Vets, 3 clinics. Spoke to Rachel Okafor, practice manager. 9 vets.');
    expect(read.titledCompany).toBe('Harbourside Vets');
    expect(read.profile).not.toMatch(/call notes/i);
    expect(read.profile).toContain('Harbourside Vets, 3 clinics. Spoke to Rachel Okafor, practice manager. 9 vets.');
  });

  it('drops a heading for the lines after it, the salesperson’s room and the goal of the call', () => {
    const read = readProfileNotes(notes);
    expect(read.profile).not.toMatch(/told me on the last call|haulage module|site visit/);
    expect(read.profile).toMatch(/14 tankers a day/);
    expect(read.profile).toMatch(/Pain \(my guess, not checked\): milk tankers/);
  });

  it('keeps what the notes do not know as unknowns, not as a fact', () => {
    const read = readProfileNotes(notes);
    expect(read.unknowns).toEqual(['how many drivers they employ', 'which weighbridge they use']);
    expect(read.profile).not.toMatch(/drivers/);
  });

  it('reads a CRM record’s blank fields and a sentence of what the note-taker does not know as unknowns', () => {
    const crm = readProfileNotes('Sites: 8\nFields blank: churn %, washes per day per site, lanes per site');
    expect(crm.unknowns).toEqual(['churn %', 'washes per day per site', 'lanes per site']);
    expect(crm.profile).toBe('Sites: 8');
    const prose = readProfileNotes(
      "Her IT team is 9 people. I don't know if they've looked at Intune or anyone else, what they pay for anything, or whether she's ever heard of us.",
    );
    expect(prose.unknowns).toEqual(["they've looked at Intune or anyone else", 'what they pay for anything', "she's ever heard of us"]);
  });

  it('keeps a line that ends on a heading up to the heading, and a profile without notes as it was', () => {
    expect(readProfileNotes('We loved the pilot. Two things before I sign:').profile).toBe('We loved the pilot.');
    const plain = 'Dana runs dispatch for 38 vans.\nAnything under $9,000 she signs herself.';
    expect(readProfileNotes(plain)).toEqual({ profile: plain, unknowns: [] });
  });

  it('reads an answer quoted from a form as the answer alone', () => {
    expect(readProfileNotes('Survey answer, "Biggest headache?": "Nobody trusts the stock counts."').profile).toBe(
      'Nobody trusts the stock counts.',
    );
  });

  it('reads the note-taker not knowing, and this call’s place, as no fact; a quoted email loses its greeting', () => {
    expect(notesOnlySentence("Don't know which.")).toBe(true);
    expect(notesOnlySentence("He hasn't told me how many vans are leased.")).toBe(true);
    expect(notesOnlySentence('This is the second call, where I show her the reports.')).toBe(true);
    expect(notesOnlySentence('Ines"')).toBe(true);
    expect(notesOnlySentence('She knows the intake queue costs overtime.')).toBe(false);
    expect(withoutCallPurpose('Intro call Sept 3, site tour Oct 9, this call = agree the pilot scope.')).toBe(
      'Intro call Sept 3, site tour Oct 9',
    );
    expect(withoutQuotedGreeting('"Hi Sam, the board liked the numbers.')).toBe('the board liked the numbers.');
  });
});
