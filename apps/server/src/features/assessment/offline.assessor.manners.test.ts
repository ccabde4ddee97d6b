import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/** Readings of decision 126: cutting the buyer off, a pitch pressed on a buyer who must go, a price quoted, a worry left open. */

describe('offline assessor: cutting in before the buyer has finished', () => {
  const negotiation = (cutOff: boolean) =>
    call(
      rep("Luke, hi, it's Hannah from Berthly. Thanks for taking the call. Where have you landed on the proposal?"),
      buyer(cutOff ? 'We like it. But the other thing is the term. Two years is—' : 'We like it. But the other thing is the term.'),
      rep('Two years is standard for us, because the first season is when you learn the pricing.'),
      buyer(
        cutOff
          ? 'Let me finish. Our owners review every supplier contract next spring.'
          : 'Our owners review every supplier contract next spring.',
      ),
      rep('Sorry. So it is the length more than the money?'),
      buyer('The length is the blocker.'),
      rep(
        'Then a one-year term at the same price, renewing each year, if you will be a reference site. Can we sign that by the thirtieth?',
      ),
      buyer('Yes, that works.'),
    );

  it('costs the relationship and is said once, citing the turn that cut in', () => {
    const cut = entry(assess(negotiation(true), 'Negotiation'), 'relationship_tone');
    const heard = entry(assess(negotiation(false), 'Negotiation'), 'relationship_tone');
    expect(cut.justification).toMatch(/Cut in before the buyer had finished: "Two years is standard for us/);
    expect(cut.score!).toBeLessThan(heard.score!);
    expect(heard.justification).not.toMatch(/Cut in/);
  });
});

describe('offline assessor: a buyer who says they must go', () => {
  const opening = (second: string) =>
    call(
      rep("Hi Graham, it's Jake from Tributly. I'm calling because funeral homes are moving arrangements online."),
      buyer("I'm sorry, I'm just about to leave for a service. Could you—"),
      rep(second),
      buyer('Four.'),
    );

  it('is kept by a pitch that goes on, not by a time to call back', () => {
    const pressed = entry(
      assess(
        opening(
          "This'll take two minutes, I promise. Families pick the coffin and flowers from their phone. How many branches have you got?",
        ),
        'Prospecting',
      ),
      'hook_and_rapport',
    );
    expect(pressed.justification).toMatch(/Carried on with the pitch when the buyer said they had to go[^"]*: "This'll take two minutes/);
    expect(pressed.justification).not.toMatch(/Respected the buyer's time/);
  });

  it('may be asked what it is about, and answered briefly', () => {
    const asked = call(
      rep('Hi Helen, this is Mark from Quillstack. We help finance teams stop contracts renewing by surprise. Do you have a minute?'),
      buyer("I'm about to go into a meeting. What is it?"),
      rep("I'll be quick: most finance teams track renewals in a spreadsheet and miss a few. How do you keep track of yours?"),
      buyer('A spreadsheet too.'),
    );
    expect(entry(assess(asked, 'Prospecting'), 'hook_and_rapport').justification).not.toMatch(/Carried on with the pitch/);
  });
});

describe('offline assessor: money the buyer would pay', () => {
  it('is no value in the buyer’s numbers, though worked out from them', () => {
    const quoted = call(
      rep("Hi Graham, it's Jake from Tributly. We let families arrange a funeral from their phone. How many branches have you got?"),
      buyer('Four.'),
      rep("Four branches, so you'd be on our growth plan, that's only three hundred and ninety a month."),
      buyer('I see.'),
    );
    expect(entry(assess(quoted, 'Prospecting'), 'value_statement').justification).not.toMatch(/in the buyer's own numbers/);
  });
});

describe('offline assessor: questions about the buyer', () => {
  it('are not a request for an email address, nor a proposal read into a statement of what the product does', () => {
    const transcript = call(
      rep("Hi Sandra, it's Owen from Milegate. Can I have thirty seconds to say why I'm calling?"),
      buyer('Thirty seconds. Go.'),
      rep(
        'We help coach firms stop running empty. Milegate matches those legs with other bookings when you quote. Is empty running something you track?',
      ),
      buyer('Roughly. Gary reckons about thirty percent.'),
      rep("What's your email, is it sandra at kerrs?"),
      buyer('Yes.'),
    );
    const qualification = entry(assess(transcript, 'Prospecting'), 'early_qualification');
    expect(qualification.justification).not.toMatch(/Asked for the meeting before learning anything/);
    expect(qualification.justification).not.toMatch(/What's your email/);
  });
});

describe('offline assessor: a worry met by the next step', () => {
  it('is not answered by a reply that shares only when and who with it', () => {
    const transcript = call(
      rep("Hi Joanne, it's Ravi from Trapsight. Shall we get the order form signed, with installs starting in March?"),
      buyer("I'll sign, but I still want someone to answer me on the batteries before we go near the food factories."),
      rep('Of course. Your onboarding lead will be Megan. She will call you on Thursday to set the install dates for March.'),
      buyer('Okay. Send it.'),
    );
    const objections = entry(assess(transcript, 'Closing'), 'final_objection_handling');
    expect(objections.justification).toMatch(/^Met the buyer's concern \('I'll sign, but I still want someone to answer me/);
    expect(objections.score!).toBeLessThanOrEqual(2);
  });
});
