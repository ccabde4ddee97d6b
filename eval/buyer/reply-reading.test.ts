import { describe, expect, it } from 'vitest';
import {
  characterBreak,
  echoIn,
  isAgreement,
  isConcern,
  isPresence,
  isRefusal,
  isUncertain,
  mentions,
  namesIn,
  numbersIn,
} from './reply-reading';

describe('numbers in what is said', () => {
  it('reads digits, money, scales, ordinals and times', () => {
    expect(
      numbersIn('Anything under $20,000 I can sign; we spend $4 million, 18k on tools, 18 percent no-shows, June 30th at 2pm'),
    ).toEqual([20000, 4000000, 18000, 18, 30, 2]);
  });

  it('reads numbers in words, as a recogniser writes them', () => {
    expect(numbersIn('twenty thousand eight hundred a year')).toEqual([20800]);
    expect(numbersIn('forty-five staff and twelve hundred invoices by june thirtieth')).toEqual([45, 1200, 30]);
    expect(numbersIn('two hundred and fifty seats')).toEqual([250]);
  });

  it('reads digits and scales as the world writes them, and keeps a phone number in pieces', () => {
    expect(numbersIn("PLN 160 080, CHF 41'300 and 150 tys. zl")).toEqual([160080, 41300, 150000, 150]);
    expect(numbersIn('R$ 1.150 a month or R$ 120 mil a year')).toEqual([1.15, 1150, 120000, 120000000, 120]);
    expect(numbersIn('25 lakh, R4,7 million, 500万円')).toEqual([2500000, 25, 4700000, 5000000, 500]);
    expect(numbersIn('+254 712 345 418')).toEqual([254, 712, 345, 418]);
  });

  it("leaves 'first' and 'second' alone: they are rarely figures", () => {
    expect(numbersIn('give me a second, first things first')).toEqual([]);
  });
});

describe('mentions', () => {
  it('match numbers by value whatever the spelling', () => {
    expect(mentions('We have forty therapists.', '40')).toBe(true);
    expect(mentions('We have 40 therapists.', 'forty')).toBe(true);
    expect(mentions('About $21,000 is approved.', '21,000')).toBe(true);
    expect(mentions('We have 400 therapists.', '40')).toBe(false);
  });

  it('match words at a word start with a plain ending, not inside other words', () => {
    expect(mentions('The front desk is phoning patients every morning.', 'phon')).toBe(true);
    expect(mentions('Mornings are spent confirming.', 'morning')).toBe(true);
    expect(mentions('Not now.', 'no')).toBe(false);
    expect(mentions('We use ClinicBook.', 'clinicbook')).toBe(true);
  });
});

describe('names in a reply', () => {
  it('are capitalised words inside a sentence and acronyms that are not everyday ones', () => {
    expect(namesIn('Our partner Raj Mehta signs. We moved to HubSpot on Monday and track ROI and SOC reports.')).toEqual([
      'Raj',
      'Mehta',
      'HubSpot',
      'SOC',
    ]);
  });
});

describe('what a reply does', () => {
  it('agrees: a clear yes, or an acknowledgement with nothing asked back and no negation', () => {
    expect(isAgreement('Tuesday at 2 works, send the invite.')).toBe(true);
    expect(isAgreement('Sure.')).toBe(true);
    expect(isAgreement('Okay, but how long does onboarding take?')).toBe(false);
    expect(isAgreement("I'm still not sure why we'd change.")).toBe(false);
    expect(isAgreement("I'm close, but I can't just say yes on my own.")).toBe(false);
    expect(isAgreement('Sure, send me an email.')).toBe(false);
    expect(isAgreement('Before we get to that, I still need the sign-off.')).toBe(false);
    expect(isAgreement('So, show me how this works for us.')).toBe(false);
    expect(isAgreement('Maybe, if it works as you say.')).toBe(false);
    expect(isAgreement("Okay, if it does what you said, I'm interested.")).toBe(false);
    expect(isAgreement('Thursday at ten works, if that works for you.')).toBe(true);
  });

  it('refuses, pushes back, says it does not know, says it is there', () => {
    expect(isRefusal('No, not this month.')).toBe(true);
    expect(isRefusal('Yes, go ahead.')).toBe(false);
    // A "not now" put as pacing is a no all the same (decision 95).
    expect(isRefusal("Let's not get ahead of ourselves with the demo, I barely know what this is.")).toBe(true);
    expect(isRefusal('Let me decide on the invite in my own time.')).toBe(true);
    expect(isRefusal('I need more than that before I say yes.')).toBe(true);
    expect(isConcern('How is this different from what we have?')).toBe(true);
    expect(isConcern('Great, thanks.')).toBe(false);
    expect(isConcern("I'm worried about the migration.")).toBe(true);
    expect(isConcern('What else do you need to know?')).toBe(false);
    expect(isConcern('Sure. Anything else you wanted to ask?')).toBe(false);
    expect(isUncertain("I don't know, I'd have to check with accounting.")).toBe(true);
    // The buyer's own ways of saying it has no figure, naming what was asked.
    expect(isUncertain("I don't have the projectors figure in front of me.")).toBe(true);
    expect(isUncertain("I couldn't give you a projectors number right now.")).toBe(true);
    // ...with a subject of several words, and "not in my head" (decision 64).
    expect(isUncertain("I don't have the help desk calls figure in front of me.")).toBe(true);
    expect(isUncertain("I couldn't give you an average value number right now.")).toBe(true);
    expect(isUncertain("Good question, I don't have the invoice in my head.")).toBe(true);
    expect(isUncertain("I don't have the budget for three new tools in one year.")).toBe(false);
    expect(isUncertain("You still don't know much about us.")).toBe(false);
    expect(isPresence("Yes, I'm still here.")).toBe(true);
  });
});

describe('in character', () => {
  it('breaks on an empty reply, AI talk, or the buyer speaking of itself by its name', () => {
    expect(characterBreak('', 'Dana')).toBe('empty reply');
    expect(characterBreak('As an AI, I cannot sign contracts.', undefined)).toBe('speaks as an AI or of the exercise');
    expect(characterBreak("Dana's goal is to cut no-shows.", 'Dana Whitfield')).toBe(
      'speaks of itself in the third person ("Dana Whitfield")',
    );
  });

  it('allows the buyer to introduce itself by name', () => {
    expect(characterBreak("Hi, I'm Dana. This is Dana speaking. Dana here.", 'Dana')).toBeUndefined();
  });

  it("catches the salesperson's words said back as the buyer's own, but not quoted or attributed ones", () => {
    const salesperson = ['Our reminders usually cut no-shows by about a third for clinics.'];
    expect(echoIn('Reminders usually cut no-shows by about a third for clinics, I agree.', salesperson, '')).toBe(
      'reminders usually cut no-shows by about',
    );
    expect(echoIn('You said "reminders usually cut no-shows by about a third". Prove it.', salesperson, '')).toBeUndefined();
    expect(echoIn('You said reminders usually cut no-shows by about a third. Prove it.', salesperson, '')).toBeUndefined();
  });
});
