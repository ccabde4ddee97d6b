import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/** What is an objection to answer, and how it was answered (decision 53). */

describe('offline assessor: a pain the buyer tells before anything was pitched', () => {
  it('is the buyer’s situation to explore, not an objection to answer', () => {
    const transcript = call(
      rep("Hi Priya, it's Tom from Pinfold. Thanks for booking the call. I'd like to hear how bookings work for you now. OK?"),
      buyer('Sure.'),
      rep('So how do customers book a class today?'),
      buyer('Mostly by phone, but the online form is a nightmare and people complain about it.'),
      rep('What happens when a class is full?'),
      buyer("We keep a waiting list on paper, and honestly I'm worried we lose people."),
      rep('Could we look at a short demo on Thursday at ten?'),
      buyer('Thursday at ten works.'),
    );
    const objections = entry(assess(transcript, 'Discovery'), 'objection_handling');
    expect(objections.score).toBeNull();
    expect(objections.justification).toMatch(/^Not observed/);
  });
});

describe('offline assessor: courtesy that does not listen', () => {
  it('costs the relationship, and its "I hear you" is no respect for the buyer’s position', () => {
    const transcript = call(
      rep("Hi Dana, it's Marco from Tillwright. Thanks so much for your time, I really appreciate it."),
      buyer('You raised the price fifteen percent and the stock reports still break at our second shop.'),
      rep("I totally hear you. So what I'm hearing is that price is a concern. The new price reflects our new loyalty module."),
      buyer("We don't use the loyalty module. I said the reports. When will they be fixed?"),
      rep('I appreciate you sharing that. What I can do is keep you at the old price for another year. How does that sound?'),
      buyer("That's not what I asked. Is anyone going to fix the reports?"),
      rep("I hear you. I'll pass that on to the team. Thanks again, Dana."),
      buyer('Fine. Bye.'),
    );
    const tone = entry(assess(transcript, 'Negotiation'), 'relationship_tone');
    expect(tone.justification).toMatch(/Talked past the buyer, who had to say it again/);
    expect(tone.justification).not.toMatch(/Treated the buyer's position with respect/);
    expect(tone.score!).toBeLessThanOrEqual(6);
  });
});

describe('offline assessor: running down the competition in a negotiation', () => {
  it('is no courtesy and costs the relationship; giving way at once is no respect for the buyer’s position', () => {
    const transcript = call(
      rep("Hi Martin, it's Kyle from Feeform, just checking in on the quote. Any thoughts?"),
      buyer('Twenty-eight thousand a year is more than I expected. TallyCo offered us twenty-two.'),
      rep('Oh, okay. Well, I can definitely do better than that. How about twenty-two as well?'),
      buyer('TallyCo includes onboarding anyway.'),
      rep('Honestly, TallyCo is pretty junk. Their system goes down all the time. You would regret it.'),
      buyer('I need to talk to the board. I will get back to you.'),
      rep('Sure, whatever works. Just let me know.'),
    );
    const tone = entry(assess(transcript, 'Negotiation'), 'relationship_tone');
    expect(tone.justification).toMatch(
      /(ran down the competition or the buyer’s choice|belittled)[^"]*: "Honestly, TallyCo is pretty junk/i,
    );
    expect(tone.justification).not.toMatch(/Stayed courteous: "Honestly/);
    expect(tone.justification).not.toMatch(/Treated the buyer's position with respect/);
  });
});

describe('offline assessor: an answer to a worry', () => {
  it('is an answer when it is on the worry and the buyer takes it, with or without a figure', () => {
    const transcript = call(
      rep("Hi Angela, it's Omar from Tallyleaf. Last time you said invoice keying eats your team's week. Is that still the picture?"),
      buyer('Yes.'),
      rep('So each invoice is read and matched to its purchase order, and only the mismatches come to your team. Would that help?'),
      buyer('It would. My worry is our ERP. We tried a scanning tool before and the integration was a mess.'),
      rep(
        "That's a fair worry. We have a standard connector for your ERP: it syncs suppliers and orders and posts approved invoices back. I can put you in touch with a controller who runs the same version.",
      ),
      buyer("Yes, I'd like to talk to them."),
    );
    const questions = entry(assess(transcript, 'Solution'), 'handling_questions');
    expect(questions.justification).toMatch(/^Answered the buyer's question \('It would\. My worry is our ERP/);
    expect(questions.justification).not.toMatch(/without answering it/);
  });

  it('is an answer when it gives the figure asked for as an honest range', () => {
    const transcript = call(
      rep("Hi Jenna, it's Chris from Sendwick. Today I'll show you the abandoned-cart flow."),
      buyer('Go ahead.'),
      rep('When someone leaves a candle in the cart, they get an email after an hour and a text the next day.'),
      buyer('How many people actually come back from that?'),
      rep('Usually around five to ten percent of abandoned carts come back. It depends on the store and the discount.'),
      buyer('Okay, that would pay for itself.'),
    );
    const questions = entry(assess(transcript, 'Solution'), 'handling_questions');
    expect(questions.justification).toMatch(/^Answered the buyer's question \('How many people/);
  });
});

/** Decision 60: a worry waved away, a question on another matter and a closed question are no answer. */
describe('offline assessor: a worry waved away at the close', () => {
  it('is not answered: "drivers always moan, they get used to it" and "more of an HR thing" meet nothing', () => {
    const transcript = call(
      rep("Hi Bernadette, it's Lewis from Tipline. Thanks for the time. Shall we go over the trial and then the paperwork?"),
      buyer('Fine. The drivers worry me. The union rep has been in my office about them being tracked.'),
      rep("Honestly, drivers always moan at first, they get used to it. It's not really a problem."),
      buyer("It's a problem for me if they walk out."),
      rep("Sure, but that's more of an HR thing, isn't it? So shall I send the DocuSign over now, thirty trucks on three years?"),
      buyer('No. Send me something I can show the union. Then we will see.'),
    );
    const objections = entry(assess(transcript, 'Closing'), 'final_objection_handling');
    expect(objections.score!).toBeLessThanOrEqual(2);
    expect(objections.justification).not.toMatch(/Answered the buyer's concern/);
    expect(objections.justification).toMatch(/waved it away instead of answering/);
  });
});

describe('offline assessor: a question on another matter after a worry', () => {
  it('does not answer it ("I\'m not sure that would wash with Pat." "What\'s your budget like?"), though it may acknowledge it', () => {
    const transcript = call(
      rep("Hi Oliver, it's Gemma from Houselight. We do ticketing and CRM for theatres. Do you have ten minutes?"),
      buyer('Go on.'),
      rep('How do you sell tickets today, and what happens after someone buys one?'),
      buyer('Through our old system. People come once and never come back.'),
      rep('We have automated emails after the show and memberships that bring people back.'),
      buyer("I'm not sure that would wash with Pat, our box office manager. She's been on the current system eleven years."),
      rep("We could do a demo for her! What's your budget like?"),
      buyer("I don't have a figure."),
    );
    const objections = entry(assess(transcript, null), 'objection_handling');
    expect(objections.justification).not.toMatch(/Answered the buyer's concern/);
    expect(objections.score!).toBeLessThanOrEqual(3);
  });
});

describe('offline assessor: a cold call’s brush-off met with a closed question on another matter', () => {
  it('is not handled ("We do all that on the phone. It works for us." "are you the person who makes decisions")', () => {
    const transcript = call(
      rep('hi is that maureen its jordan from gearbook we do a booking app for driving schools'),
      buyer('Yes. Be quick.'),
      rep('so gearbook is an all in one platform online booking payments instructor diaries reminders and test tracking'),
      buyer('Right. We do all that on the phone, love. It works for us.'),
      rep('sure sure and are you the person who makes decisions on software'),
      buyer("It's my school. So yes."),
      rep('great can i send you an email with the brochure and the prices'),
      buyer("Send it if you like. I'm not promising anything."),
    );
    const assessed = assess(transcript, 'Prospecting');
    const brushOff = entry(assessed, 'brush_off_handling');
    expect(brushOff.score!).toBeLessThanOrEqual(2);
    // "It's my school. So yes." answers a question; "not promising anything" is no yes either.
    expect(entry(assessed, 'call_to_action').justification).not.toMatch(/The buyer agreed/);
  });
});

describe('offline assessor: a concern the buyer says is settled', () => {
  const opening = rep(
    "Hi Dr. Alvarez, it's Sam from Clinicly. Today I'd like to confirm the plan for the three clinics and get the paperwork started. Okay?",
  );
  const worry = buyer("Sure. One thing still bothers me. I'm worried the front desk staff won't cope with a new system in flu season.");
  const answer = rep(
    'We train each team on site in two half-day sessions, and a support person stays at each clinic for the first two weeks.',
  );
  const close = [rep('Great. So are you ready to sign for the three clinics starting March first?'), buyer('Yes, send the agreement.')];

  it('is answered by the turn before the buyer’s words, though the first reply did not answer it (a user’s call)', () => {
    const transcript = call(
      opening,
      worry,
      rep('I hear you, flu season is brutal.'),
      buyer('It is. So what would you do about it?'),
      answer,
      buyer('Okay, that eases my mind about the front desk staff.'),
      ...close,
    );
    const objections = entry(assess(transcript, 'Closing'), 'final_objection_handling');
    expect(objections.justification).toMatch(
      /^Answered the buyer's concern \('Sure\. One thing still bothers me.*which the buyer said was settled \('Okay, that eases my mind about the front desk staff\.', 0:\d\d\): "We train each team on site/,
    );
    expect(objections.justification).not.toMatch(/did not answer it|without answering/);
    expect(objections.score!).toBeGreaterThanOrEqual(6);
  });

  it('is not settled by words of the buyer after another worry was raised, nor when the buyer took it back', () => {
    const anotherWorry = call(
      opening,
      worry,
      rep('I hear you, flu season is brutal.'),
      buyer('And honestly the price is more than we budgeted.'),
      rep('We can spread the set-up fee over the first six months at no extra cost.'),
      buyer('Okay, that helps.'),
      ...close,
    );
    const judged = entry(assess(anotherWorry, 'Closing'), 'final_objection_handling');
    expect(judged.justification).toMatch(
      /Met the buyer's concern \('Sure\. One thing still bothers me.*but acknowledged it without answering it/,
    );

    const takenBack = call(
      opening,
      worry,
      rep('I hear you, flu season is brutal.'),
      buyer("That helps, but I'm still not sure the staff will use it."),
      ...close,
    );
    expect(entry(assess(takenBack, 'Closing'), 'final_objection_handling').justification).not.toMatch(/which the buyer said was settled/);
  });
});

describe('offline assessor: a worry put as the case it might fail in', () => {
  it('is answered by a plain account of what happens then, which the buyer takes', () => {
    const transcript = call(
      rep("Hi Neil, it's Hannah from Chlorlink. I'd like to agree whether we go ahead with the other eight pools. Is that still the plan?"),
      buyer('Yes.'),
      rep('Both times the chlorine dropped out of range, the duty manager had an alert within four minutes. Are we going ahead?'),
      buyer('And if something goes wrong with the sensors afterwards?'),
      rep(
        "Your dosing carries on as it does now, the duty manager gets an alert that the sensor's offline and goes back to manual tests until it's fixed.",
      ),
      buyer("Okay. Well, I suppose I'd better warn Karen in facilities, then."),
    );
    const objections = entry(assess(transcript, 'Closing'), 'final_objection_handling');
    expect(objections.justification).toMatch(/^Answered the buyer's concern \('And if something goes wrong with the sensors/);
  });
});

describe('offline assessor: asking the buyer to check for themselves', () => {
  it('is no pressure, however the tone reads it', () => {
    const transcript = call(
      rep("Hiya, is that Dave? It's Lee from Caskhold. Have you got ten minutes?"),
      buyer('Go on.'),
      rep(
        'Every cask gets a tag, your drayman scans it at each drop, and after six weeks it flags the casks still out. What does a new cask cost you?',
      ),
      buyer('Ninety quid. And your tags, what do they cost?'),
      rep('Three pound a tag, so about eighteen hundred for your six hundred casks, then forty pence a cask a month.'),
      buyer("That's not nothing."),
      rep(
        "No, it's not. Against fifty casks at ninety quid, it pays back in the first year. But don't take my word for it. What I'd do is tag the casks on one round for a month, and you see if the numbers move. No charge for the month.",
      ),
      buyer("That's his worst round for it."),
    );
    const objections = entry(assess(transcript, null), 'objection_handling');
    expect(objections.justification).not.toMatch(/pushed back instead of answering|Pressured the buyer/);
    expect(objections.justification).toMatch(/Answered the buyer's concern \('That.s not nothing/);
  });
});

describe('offline assessor: a buyer who turns the step down and leaves', () => {
  const transcript = call(
    rep('Ravi! Dan from Dosepoint. Dosepoint is a repeat prescription app. Patients order in three taps.'),
    buyer(
      'Okay. The thing is, we tried an app two years ago. The staff never looked at the orders, patients got let down, and we dropped it.',
    ),
    rep(
      "Yeah, that was probably one of the cheap ones. Ours is totally different, honestly. If you sign this week I'll throw in the first month free.",
    ),
    buyer("I'm not signing anything this week. I haven't even told you how we work."),
    rep('Sure, sure. So how many pharmacies have you got, five?'),
    buyer('Five.'),
    rep("Great, so five times three ninety-nine, that's just under two thousand a month. Shall I send the contract over?"),
    buyer("No. I'd have to talk to Meera anyway, she's the superintendent. I think we'll leave it there. I've got to go."),
    rep("No worries, I'll send the contract and the brochure anyway."),
    buyer('Bye.'),
  );
  const feedback = assess(transcript, 'Discovery');

  it('reads an app tried and dropped as a concern, and a wave of the hand as no answer to it', () => {
    const objections = entry(feedback, 'objection_handling');
    expect(objections.score).not.toBeNull();
    expect(objections.justification).toMatch(/Met the buyer's concern \('Okay\. The thing is, we tried an app/);
    expect(objections.score).toBeLessThanOrEqual(2);
  });

  it('judges the next step the buyer turned down, not a call cut short', () => {
    const next = entry(feedback, 'next_steps');
    expect(next.score).not.toBeNull();
    expect(next.justification).toMatch(/Got no agreement/);
    expect(next.score).toBeLessThanOrEqual(2);
  });

  it("reads 'I haven't even told you how we work' as the buyer feeling rushed", () => {
    const objections = entry(feedback, 'objection_handling');
    expect(objections.justification).toMatch(/pressured the buyer: "Yeah, that was probably one of the cheap ones/i);
    expect(objections.justification).not.toMatch(/rude/);
  });
});

describe('offline assessor: chat about a worry (decision 108)', () => {
  it("does not take small talk on the worry's words for exploring it", () => {
    const discovery = (reply: string) =>
      call(
        rep(
          "Hi Marcus, it's Chloe from Refold. Thanks for the time. I'd like to learn how returns work for you, then see if we can help. Okay?",
        ),
        buyer('Sure.'),
        rep('How are returns going since Christmas?'),
        buyer("We've been drowning in them, and refunds take two weeks."),
        rep('So with Refold, customers get a branded returns portal and refunds go out the day the parcel is scanned.'),
        buyer("Hmm. I'm not sure we want another system just now, to be honest. We've only just finished the move."),
        rep(reply),
        buyer('Twenty minutes down the road. It was still a big job.'),
      );
    const chat = entry(
      assess(discovery('Oh, totally, moves are exhausting. Was it a big one? Did you move far?'), 'Discovery'),
      'objection_handling',
    );
    const asked = entry(
      assess(discovery('That makes sense. What would have to be true for a new system to be worth it right after the move?'), 'Discovery'),
      'objection_handling',
    );
    expect(chat.justification).toMatch(/did not answer it|acknowledged it without answering it/);
    expect(asked.score!).toBeGreaterThan(chat.score!);
  });
});

describe("offline assessor: the buyer's questions in a demo", () => {
  const demo = (...answers: ReturnType<typeof rep>[]) =>
    call(
      rep("Hi Helen, it's Josh from Cantorly. Today I'll show you how members book and how the fee works."),
      buyer('Okay.'),
      rep('So this is the booking page your members see, with the dates of each performance.'),
      buyer('Our members need to be able to book before general sale. Can it do that?'),
      ...answers,
    );

  it("does not take 'Yeah, probably, there's a lot of flexibility' as a yes to the buyer's question", () => {
    const hedged = entry(
      assess(
        demo(rep("Yeah, probably, there's a lot of flexibility in the setup. Anyway, here's the heat map."), buyer('Right.')),
        'Solution',
      ),
      'handling_questions',
    );
    const plain = entry(
      assess(
        demo(rep('Yes, you set a members-only window per performance, say two weeks before general sale.'), buyer('Good.')),
        'Solution',
      ),
      'handling_questions',
    );
    expect(hedged.justification).toMatch(/hedged instead of answering/);
    expect(plain.score!).toBeGreaterThanOrEqual(8);
    expect(hedged.score!).toBeLessThan(plain.score!);
  });

  it('reads the turn a salesperson goes on with after a pause, the buyer silent, as the answer', () => {
    const checked = entry(
      assess(
        demo(
          rep('Sorry, let me check that properly rather than guess.'),
          rep('Okay, yes: the proposal says a members-only window is included, set per performance.'),
          buyer('Right. Good.'),
        ),
        'Solution',
      ),
      'handling_questions',
    );
    expect(checked.justification).toMatch(/^Answered the buyer's question[^"]*"Okay, yes: the proposal says/);
  });
});

describe('offline assessor: a cheap status quo, and a word of talk said again (decision 108)', () => {
  it("reads 'the bureau charges us very little' as a concern, and 'sounds about right' after the answer as no return to it", () => {
    const transcript = call(
      rep("Hi Fiona, it's Callum from Ploughline. You filled in our form; have you got fifteen minutes?"),
      buyer("Yes, I've got fifteen minutes."),
      rep('How do you handle the pickers’ hours and payroll today?'),
      buyer('Hours are on tally sheets, then a bureau does the payroll.'),
      rep('With us the hours come straight off the picking scales and payroll runs in the app.'),
      buyer('It sounds good but the bureau charges us very little. How much is this?'),
      rep(
        'For eighty pickers it is around six hundred a month in season. A grower near Ledbury your size worked out the tally sheets cost them two days a week of office time, so it came out cheaper.',
      ),
      buyer("Two days a week sounds about right for us too. Who's that?"),
    );
    const handling = entry(assess(transcript, null), 'objection_handling');
    expect(handling.justification).toMatch(/Answered the buyer's concern \('It sounds good but the bureau charges us very little/);
    expect(handling.score!).toBeGreaterThanOrEqual(7);
  });
});

describe("offline assessor: the opening's plan is no pitch (decision 108)", () => {
  it('reads the size of a loss told in answer to a question, after a long agenda, as the situation, not an objection', () => {
    const transcript = call(
      rep(
        "Hi Helen, it's Owen from Pinflag. Thanks for making the time. I've got us down for half an hour. I thought I'd ask how membership and bookings work at Ashdown Park, then share what might be relevant, and we can see together whether there's anything in it. Does that work?",
      ),
      buyer('Yes, fine.'),
      rep('How are things on the membership side?'),
      buyer('We have lost eighty members in three years, mostly at renewal.'),
      rep('And what is each lapsed member worth to the club, roughly?'),
      buyer('Full membership is eleven hundred a year. So eighty down is, well, a lot.'),
      rep('What about visitors, how do they book now?'),
      buyer('They ring the pro shop.'),
    );
    expect(entry(assess(transcript, 'Discovery'), 'objection_handling').score).toBeNull();
  });
});
