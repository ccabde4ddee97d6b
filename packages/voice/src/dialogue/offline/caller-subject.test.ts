import { contentStemsOf, wordsOf } from '@rehearse/conversation';
import { describe, expect, it } from 'vitest';
import { callerSubject } from './caller-subject';
import { PhrasePicker } from './phrase-picker';
import { createSeededRandom } from './seeded-random';

describe('callerSubject', () => {
  it("names what a pitch or a push is about, in the buyer's words", () => {
    expect(callerSubject('And the thing I personally love is the vendor marketplace, it saves you time.')).toBe('the vendor marketplace');
    expect(callerSubject("Don't worry about your regional managers, they'll come round.")).toBe('our regional managers');
    expect(callerSubject('The onboarding waiver only holds if you sign today. Not this month. Today.')).toBe('the onboarding waiver');
  });

  it('names no one: neither the speakers nor the companies, nor a word too general to mean anything', () => {
    expect(callerSubject("Hi Nadia, it's Felix from Vaultline. How's your week going so far?", ['Vaultline', 'Nadia'])).toBeUndefined();
    expect(callerSubject('hi dana its jo from slot wise do you have a few minutes', ['Slotwise'])).toBeUndefined();
    expect(callerSubject('Wow, touchy. Just sign the thing.')).toBeUndefined();
  });

  it('keeps a word in letters beyond English whole ("złoty"), never its English-lettered pieces', () => {
    expect(callerSubject('the złoty price is fixed')).toBe('the złoty price');
  });

  it("names no amount: a sum is the offer's, never a subject said back as the buyer's own (decision 85)", () => {
    expect(callerSubject("That's $18,400 for the year, comfortably under your twenty thousand.")).toBeUndefined();
    expect(callerSubject('so thats nineteen five all in under your twenty thousand')).toBeUndefined();
    expect(callerSubject('We can do the three-year deal at your twenty thousand.')).toBe('the three-year deal');
  });
});

describe('callerSubject of a recogniser turn', () => {
  const known = new Set(contentStemsOf(wordsOf('Shelfwise, stock counting and ordering from a phone photo for food shops')));

  it('says back a phrase only with a word the call knows; a misheard one gives the product name instead', () => {
    const text = 'shelfwise counts stock from a phone photo and if lives with debate west of the next morning';
    expect(callerSubject(text, ['Shelfwise'])).toBe('the debate west');
    expect(callerSubject(text, ['Shelfwise'], known, 'Shelfwise')).toBe('the photo');
    expect(callerSubject('and if lives with debate west of the next morning', ['Shelfwise'], known, 'Shelfwise')).toBe('Shelfwise');
    expect(callerSubject('and if lives with debate west of the next morning', ['Shelfwise'], known)).toBeUndefined();
  });

  it('says back no phrase with a word of grammar in it, nor one with any word the call never used', () => {
    const thing = 'the thing i hear most is practices running of asking where their case is is alex';
    expect(callerSubject(thing)).toBeUndefined();
    expect(callerSubject("I know I'm calling out of the blue. Can I tell you why, and then if it's worth continuing?")).toBeUndefined();
    expect(callerSubject(thing, [], new Set(contentStemsOf(wordsOf('practices phone to ask where their case is'))))).toBeUndefined();
  });
});

describe('PhrasePicker with a subject', () => {
  it('prefers a line that names the subject, and keeps to the set phrases without one', () => {
    const lines = ["That's a lot at once.", "That's a lot about {subject} at once."];
    const picker = new PhrasePicker(createSeededRandom(1));
    expect(picker.say(lines, { subject: 'the vendor marketplace' })).toBe("That's a lot about the vendor marketplace at once.");
    expect(picker.say(lines)).toBe("That's a lot at once.");
  });
});
