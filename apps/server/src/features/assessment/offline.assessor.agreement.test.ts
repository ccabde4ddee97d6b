import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe("offline assessor: the buyer's words of agreement", () => {
  const discovery = (...close: ReturnType<typeof rep>[]) =>
    call(
      rep("Hi Maria, it's Sam from Frostmark. Thanks for taking the call. Could we spend ten minutes on how you check your fridges?"),
      buyer('Sure, go ahead.'),
      rep('How do your techs check the fridge temperatures today?'),
      buyer('They write it on a sheet, morning and evening. Last month we lost a whole fridge of vaccines over a weekend.'),
      rep('Would a short demo with your operations lead make sense? Thursday at ten?'),
      buyer("Thursday at ten works. I'll bring Dan from operations."),
      ...close,
    );

  it("quotes the buyer's yes to the step, not the 'Okay.' that answers the goodbye", () => {
    const assessed = assess(
      discovery(rep("Great, I'll send the invite for Thursday at ten. Thanks Maria, talk soon, bye!"), buyer('Okay.')),
      'Discovery',
    );
    const nextSteps = entry(assessed, 'next_steps');
    expect(nextSteps.justification).toMatch(/The buyer agreed: "Thursday at ten works/);
    expect(nextSteps.justification).not.toMatch(/"Okay\."/);
  });

  it("keeps the yes that asked something back over the 'Okay.' to the goodbye", () => {
    const withQuestion = (yes: string, goodbye: string) =>
      entry(
        assess(
          call(
            rep("Hi Maria, it's Sam from Frostmark. How do your techs check the fridge temperatures today?"),
            buyer('They write it on a sheet, morning and evening. Last month we lost a whole fridge of vaccines.'),
            rep('Would a short demo with your operations lead make sense? Thursday at ten?'),
            buyer(yes),
            rep(goodbye),
            buyer('Okay.'),
          ),
          'Discovery',
        ),
        'next_steps',
      ).justification;
    expect(withQuestion('Thursday at ten works. Will you send an invite?', 'Yes, right after this call. Thanks Maria, bye!')).toMatch(
      /The buyer agreed: "Thursday at ten works\. Will you send an invite\?"/,
    );
    expect(withQuestion('Sure. Can Dan join too?', 'Of course, bring Dan. See you Thursday at ten!')).toMatch(
      /The buyer agreed: "Sure\. Can Dan join too\?"/,
    );
  });

  it("takes no agreement from an 'Okay.' to a goodbye when nothing was proposed", () => {
    const assessed = assess(
      call(
        rep("Hi Maria, it's Sam from Frostmark. How do your techs check the fridge temperatures today?"),
        buyer('They write it on a sheet, morning and evening.'),
        rep("Thanks Maria, that's helpful. Have a good day, bye!"),
        buyer('Okay.'),
      ),
      'Discovery',
    );
    expect(entry(assessed, 'next_steps').justification).not.toMatch(/The buyer agreed/);
  });
});

describe('offline assessor: the yes of a closing call', () => {
  const transcript = call(
    rep(
      "Hello Gordon, it's Hannah from Quietlane. I know you've had the trial login for a fortnight. I'd like to go over where we've got to and see whether you're ready to go ahead. Is that alright?",
    ),
    buyer("Yes. I've had a look."),
    rep('Good. With Quietlane the family approves the proof in the portal, so the dates can never differ. How did the trial feel?'),
    buyer('My worry is the arrangers. Half of them are over sixty.'),
    rep(
      "That's the right thing to worry about, and I don't want to brush past it. Let me come back to it properly in a minute. First, are the numbers as we discussed, six branches at ninety-five a month?",
    ),
    buyer("That's what I have."),
    rep(
      'Now, the arrangers. At Hartley and Sons five arrangers between fifty-eight and sixty-seven keep a paper notepad in the meeting and type it up after; after three months four of the five used the tablet by choice.',
    ),
    buyer('Paper in the meeting and typed up after. That I could live with.'),
    rep('So, with that, are you happy to go ahead for all six branches?'),
    buyer("Send it over and I'll get it in front of Priya. She does our contracts."),
    rep("Lovely, I'll send the contract to you this afternoon. Our onboarding team will be in touch."),
    buyer('Fine.'),
  );
  const feedback = assess(transcript, 'Closing');

  it("asks for the decision in the ask, not in the opening's plan put to the buyer", () => {
    expect(entry(feedback, 'confidence_and_poise').justification).toMatch(/Asked for the decision directly: "So, with that, are you happy/);
  });

  it("quotes the yes that passes the contract on to someone named, not the 'Fine.' to what the salesperson will do", () => {
    const commitment = entry(feedback, 'secure_commitment');
    expect(commitment.justification).toMatch(/The buyer agreed, on someone else's sign-off still to come: "Send it over/);
    expect(commitment.justification).not.toMatch(/"Fine\."/);
    expect(commitment.score).toBeLessThan(10);
  });

  it('reads a worry put off openly as no pressure', () => {
    expect(entry(feedback, 'final_objection_handling').justification).not.toMatch(/pushed back instead of answering/);
  });
});

describe('offline assessor: the buyer puts the time', () => {
  it("reads 'Thursday morning, say ten?' in reply to a proposal as the buyer's yes", () => {
    const transcript = call(
      rep("Hi Martin, it's Joe from Trapline. We help food factories know the moment a trap goes off. How do your checks work now?"),
      buyer('A contractor comes every fortnight.'),
      rep("Here's what I'd suggest: twenty minutes with you and Anita, and I'll bring a sample report. Are you about next week?"),
      buyer("Anita's in Thursday and Friday. Thursday morning, say ten?"),
      rep("Thursday at ten, at your site. I'll send you both an invite today. What's the best email for Anita?"),
      buyer('Anita dot Mistry at harrowspice dot co dot uk.'),
    );
    const action = entry(assess(transcript, 'Prospecting'), 'call_to_action');
    expect(action.justification).toMatch(/The buyer agreed: "Anita's in Thursday and Friday\. Thursday morning, say ten\?"/);
    expect(action.score).toBeGreaterThanOrEqual(8);
  });
});

describe('offline assessor: a worry put to rest is no yes to the decision', () => {
  const closing = (...end: ReturnType<typeof rep>[]) =>
    call(
      rep("Hi Owen, it's Priya from Kilnworks. Thanks for making time to go over the trial and where we go from here."),
      buyer('Go on.'),
      rep('Over the six weeks the kiln alerts caught four firings running hot, and you told me a spoiled firing costs about two thousand.'),
      buyer('The team liked it. My worry is the sensors. If they burn out every year that is a lot of money.'),
      rep('They are rated for eight years at kiln temperatures, and any that fails in the first five is replaced free under the warranty.'),
      buyer('Fair enough, that works for me.'),
      ...end,
    );

  it("reads 'that works for me' after the answer to a worry, then 'I'll have a think', as no commitment", () => {
    const assessed = assess(
      closing(
        rep('Great. The way a roll-out usually goes, your team gets a morning of training and the alerts start within a week.'),
        buyer("Right. Well, send it all over and I'll have a think."),
        rep("Of course. I'll email the proposal today. Thanks, Owen."),
      ),
      'Closing',
    );
    const commitment = entry(assessed, 'secure_commitment');
    expect(commitment.justification).not.toMatch(/The buyer agreed/);
    expect(commitment.score!).toBeLessThanOrEqual(2);
    expect(entry(assessed, 'final_objection_handling').score!).toBeGreaterThanOrEqual(8);
  });

  it('still reads a yes to terms put in the answer to a worry as agreement', () => {
    const assessed = assess(
      call(
        rep("Hi Owen, it's Priya from Kilnworks. Thanks for making time to go over the proposal."),
        buyer('Forty thousand is too high for us this year.'),
        rep('If you sign for two years I can do thirty-six thousand a year, with the sensors included.'),
        buyer('That works for me.'),
      ),
      'Closing',
    );
    expect(entry(assessed, 'secure_commitment').justification).toMatch(/The buyer agreed: "That works for me/);
  });
});

describe('offline assessor: a yes that answers a question (decision 108)', () => {
  it("takes no agreement from 'Yes' to a question about the buyer's tools, whatever act the question was given", () => {
    const transcript = call(
      rep("Hi Owen, it's Becky from Givepath. You filled in a form about donor databases. Have you got a few minutes?"),
      buyer("A few, yes. I'm between meetings."),
      rep('Great. So are you using a CRM at the moment?'),
      buyer("Not really. It's Mailchimp and a lot of spreadsheets."),
      rep('Okay. And is Mailchimp the paid version?'),
      buyer('Yes, the standard plan.'),
      rep("Thanks Owen, I'll send over a brochure and the pricing."),
      buyer('Okay. Thanks.'),
    );
    const structure = entry(assess(transcript, null), 'call_structure');
    expect(structure.justification).not.toMatch(/Yes, the standard plan/);
    expect(structure.justification).not.toMatch(/Mailchimp the paid version/);
  });
});

describe('offline assessor: a decision answered with a sign-off still to come', () => {
  it("reads a yes to sending the agreement to the signer as agreement on someone else's sign-off", () => {
    const closing = (answer: string) =>
      call(
        rep("Hi Rosa, it's Ben from Tallyhouse. Thanks for the time. I wanted to see where you are after the trial."),
        buyer('The chefs liked it. The counting is quicker.'),
        rep('So would you like to go ahead with a September start for all six restaurants?'),
        buyer(answer),
        rep('Sure. Should I send him the agreement?'),
        buyer('Yes, send it to him.'),
      );
    const onSignOff = entry(assess(closing('I think so, but Karl needs to sign off.'), 'Closing'), 'secure_commitment');
    expect(onSignOff.justification).toMatch(/The buyer agreed, on someone else's sign-off still to come/);
    expect(onSignOff.score!).toBeLessThanOrEqual(8);
  });
});
