import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe('offline assessor: what proposes a next step', () => {
  it('does not take a question about the buyer for a proposal because the pitch before it named a time', () => {
    const coldCall = call(
      rep("Hi Denise, it's Sam from Frostmark. Have you got a minute?"),
      buyer("A minute. I'm behind the counter."),
      rep(
        'We put alarms on vaccine fridges. So a fridge that fails at two in the morning texts someone. Who checks your fridge temperatures today?',
      ),
      buyer('My techs. They write it on a sheet, morning and evening.'),
      rep('Can I ask one thing first? After a fridge failed, did anything change?'),
      buyer('We bought a new fridge. That is it.'),
      rep('Fifteen minutes on a screen would tell you if it fits your stores. Thursday at eight, before you open?'),
      buyer('Thursday at eight works.'),
    );
    const qualification = entry(assess(coldCall, 'Prospecting'), 'early_qualification');
    expect(qualification.justification).toMatch(
      /^Asked how the buyer handles this today before asking for time, starting with: "[^"]*Who checks/,
    );
    expect(qualification.justification).not.toMatch(/before learning anything/);
  });

  it("reads the buyer's own day in reply to a day proposed ('Thursday's bad. Friday at eight-thirty.') as agreeing to meet", () => {
    const closeOf = (reply: string) =>
      call(
        rep("Hi Denise, it's Sam from Frostmark. We put alarms on vaccine fridges. Who checks your fridge temperatures today?"),
        buyer('My techs, morning and evening.'),
        rep('Fifteen minutes on a screen would tell you if it fits your stores. Thursday at eight, before you open?'),
        buyer(reply),
        rep('Great. Where should I send the invite?'),
        buyer('denise at okaforpharmacy dot com.'),
      );
    const countered = entry(assess(closeOf("Thursday's bad. Friday at eight-thirty."), 'Prospecting'), 'call_to_action');
    const refused = entry(assess(closeOf("Thursday's bad, and I don't need it."), 'Prospecting'), 'call_to_action');
    expect(countered.justification).toMatch(/The buyer agreed: "Thursday's bad. Friday at eight-thirty."/);
    expect(refused.justification).not.toMatch(/The buyer agreed/);
    expect(countered.score!).toBeGreaterThan(refused.score!);
  });

  it("reads the buyer naming the day for a meeting put without one ('Put me down for Tuesday.') as agreeing", () => {
    const closeOf = (reply: string) =>
      call(
        rep("Hi Graham, it's Priya from Frostvane. How do you keep watch on frost nights at the moment?"),
        buyer('My vineyard manager and I take turns staying up, with a thermometer and a weather app.'),
        rep('Could we find twenty minutes next week, on the estate, to see where the sensors would sit?'),
        buyer(reply),
        rep('Lovely. Thanks, Graham.'),
        buyer('Thanks. Bye.'),
      );
    const named = entry(
      assess(closeOf('Bottling finishes Monday. Put me down for Tuesday. Come in the afternoon.'), 'Prospecting'),
      'call_to_action',
    );
    const refused = entry(assess(closeOf("Not next week, no. We're bottling."), 'Prospecting'), 'call_to_action');
    expect(named.justification).toMatch(/The buyer agreed: "Bottling finishes Monday. Put me down for Tuesday/);
    expect(refused.justification).not.toMatch(/The buyer agreed/);
  });
});

describe('offline assessor: poise at a close with no concern to answer', () => {
  it('lets the direct ask carry what answering a hesitation would have shown', () => {
    const close = (ask: string) =>
      call(
        rep("Hi Tomas, it's Ingrid from Sowline. Is now still a good time for our wrap-up call?"),
        buyer('Yes, go ahead.'),
        rep(
          'Just to recap the trial: humidity stayed under your eighty-five percent limit every night, and water use was down twelve percent.',
        ),
        buyer('Good.'),
        rep(ask),
        buyer('Yes. Send me the contract.'),
      );
    const direct = entry(
      assess(close('So the proposal is all three greenhouses at nineteen thousand euros. Are you happy to go ahead?'), 'Closing'),
      'confidence_and_poise',
    );
    const hedged = entry(assess(close('So, I guess maybe we could probably go ahead at some point?'), 'Closing'), 'confidence_and_poise');
    expect(direct.justification).toMatch(/Asked for the decision directly/);
    expect(direct.score! - hedged.score!).toBeGreaterThanOrEqual(8);
  });
});

describe('offline assessor: hesitation at the close', () => {
  it('quotes the hesitant ask, not the greeting, as the moment of decision', () => {
    const close = call(
      rep('hi sandra its um luis from glossa live thanks for taking the call'),
      buyer('Sure.'),
      rep('so where we landed was video interpreters at four hundred ten thousand a year'),
      buyer('Right. The savings are clear.'),
      rep('so um with that in um can we get it signed this month'),
      buyer('If the contract comes back by Friday, I will sign it next week.'),
    );
    const poise = entry(assess(close, 'Closing'), 'confidence_and_poise');
    expect(poise.justification).toMatch(/Hesitated at the moment of decision: "so um with that in um can we get it signed/);
  });
});

describe('offline assessor: a worry waved away at a close (decision 75)', () => {
  it('costs poise, and an offer hedged twice over is no direct ask', () => {
    const close = (answer: string) =>
      call(
        rep("Hi Elena, it's Chris from Northwind. I wanted to see where you've landed after the trial."),
        buyer('The branch team liked it. But the night shift staff just will not use another system.'),
        rep(answer),
        buyer('Okay.'),
        rep('So, would you be ready to move forward with the annual plan at the price we discussed?'),
        buyer('Yes. Send it over.'),
      );
    const answered = entry(
      assess(close('The night shift gets a two-minute course on their phones, and the trial group finished it in a week.'), 'Closing'),
      'confidence_and_poise',
    );
    const wavedAway = entry(assess(close("They'll get used to it. Staff always moan at first."), 'Closing'), 'confidence_and_poise');
    expect(wavedAway.justification).toMatch(/Waved the buyer's worry away instead of answering it: "They'll get used to it/);
    expect(answered.score! - wavedAway.score!).toBeGreaterThanOrEqual(2);
    const offer = entry(
      assess(
        call(
          rep("Hi Elena, it's Chris from Northwind. I wanted to see where you've landed after the trial."),
          buyer('Okay. My CEO has to sign anything over twenty thousand, though.'),
          rep('Right. Um, I think I could maybe put together something for him, if that helps?'),
          buyer('That would help.'),
        ),
        'Closing',
      ),
      'confidence_and_poise',
    );
    expect(offer.justification).not.toMatch(/Asked for the decision directly/);
  });

  it("does not take a worry asked for ('What's the second thing?') as the buyer cooling after pressure", () => {
    const transcript = call(
      rep("Hi Nadia, it's Tom from Larkspan. I'd like to get you signed up for all five sites this week. Where are you?"),
      buyer("We're broadly happy. I've got two things. First, I don't sign three-year contracts."),
      rep('That is reasonable. The contract already has a break at twelve months, so you can walk away after a year.'),
      buyer("I didn't know about the break clause. That helps."),
      rep("I'll send you the details today. What's the second thing?"),
      buyer("The chefs. If the kitchens don't clock in, the whole thing falls over."),
      rep('Each kitchen gets a tablet by the door and the head chef sees who has clocked in. So are we agreed on all five sites?'),
      buyer('Yes. Send me the contract.'),
    );
    const poise = entry(assess(transcript, 'Closing'), 'confidence_and_poise');
    expect(poise.justification).not.toMatch(/Leaned on the buyer/);
  });
});

describe('offline assessor: the decision asked for at a close', () => {
  it("is concrete when it names the price, even with one 'um', and a yes 'in principle' is half the commitment", () => {
    const transcript = call(
      rep("Hi Sofia, it's Dan from Lexwell. Thanks for jumping on. I want to go over the trial and see if you're ready to move forward."),
      buyer('Yes. I have ten minutes.'),
      rep('So, um, are you happy to go ahead with the six seats at eighty a month, on the annual plan?'),
      buyer("Yes, in principle. Send me the order form and I'll have our lawyer look at it."),
    );
    const commitment = entry(assess(transcript, 'Closing'), 'secure_commitment');
    expect(commitment.justification).toMatch(/^Asked for the commitment/);
    expect(commitment.justification).toMatch(/on someone else's sign-off still to come/);
    expect(commitment.score).toBe(7);
  });
});

describe('offline assessor: the decision asked for on its terms behind a hedge (decision 75)', () => {
  it('is concrete, and a yes that names someone else still to sign is half the commitment', () => {
    const transcript = call(
      rep("Hi Lucy, it's Mia from Crownrun. I wanted to see whether we're ready to go ahead after the trial."),
      buyer('Yes, we talked about it internally. The phone calls were down.'),
      rep(
        'So, um, I guess the question is: are you happy to go ahead on the proposal, at six hundred and ninety a month for all hundred and forty practices?',
      ),
      buyer("Yes, let's do it. I'll need David to sign, he's the owner."),
    );
    const commitment = entry(assess(transcript, 'Closing'), 'secure_commitment');
    expect(commitment.justification).toMatch(/^Asked for the commitment/);
    expect(commitment.justification).toMatch(/on someone else's sign-off still to come/);
    expect(commitment.score).toBe(7);
  });
});

describe('offline assessor: a buyer who agrees, then has to take another call', () => {
  it('gave no chance to set out the handoff: not observed, with the reason', () => {
    const transcript = call(
      rep("Hi Sofia, it's Dan from Lexwell. Thanks for jumping on. I want to go over the trial and see if you're ready to move forward."),
      buyer('Yes. I have ten minutes.'),
      rep('Are you happy to go ahead with the six seats at eighty a month, on the annual plan?'),
      buyer('Yes, let us do it. Send me the order form.'),
      rep('Great, thank you. So for next steps, what I would suggest is'),
      buyer("Sorry, Dan, that's a client on the other line, I have to take it. Email me."),
      rep("Of course, go. I'll email the order form today."),
    );
    const handoff = entry(assess(transcript, 'Closing'), 'implementation_handoff');
    expect(handoff.score).toBeNull();
    expect(handoff.justification).toMatch(/^Not observed: the buyer had to leave at \d+:\d\d, before the handoff could be discussed/);
  });
});

describe('offline assessor: poise at the close', () => {
  it("takes one 'um' in the ask as how people talk, and two as wavering", () => {
    const close = (ask: string) =>
      call(
        rep('hi sofia its dan from lexwell thanks for jumping on i want to go over the trial and see if youre ready to move forward'),
        buyer('Yes. I have ten minutes.'),
        rep(ask),
        buyer('Yes, let us do it. Send me the order form.'),
      );
    const once = entry(
      assess(close('so um are you happy to go ahead with the six seats on the annual plan'), 'Closing'),
      'confidence_and_poise',
    );
    const twice = entry(
      assess(close('so um are you um happy to go ahead with the six seats on the annual plan'), 'Closing'),
      'confidence_and_poise',
    );
    expect(once.justification).toMatch(/Asked for the decision directly/);
    expect(twice.justification).not.toMatch(/Asked for the decision directly/);
  });
});

/** Decision 60, from a user's check: a pilot put for a yes is the next step, not a follow-up question. */
describe('offline assessor: a pilot proposed as a question', () => {
  it('("Would it make sense to try it in two stores for a month?") is a proposal, not a question about the buyer', () => {
    const transcript = call(
      rep("Hi Carol, it's Sam from Shelfwise. Thanks for the time. I'd like to understand how you keep shelves stocked today. Okay?"),
      buyer('Sure, go ahead.'),
      rep('How do you find out a shelf is empty today?'),
      buyer('Staff walk the aisles twice a day. On weekends we miss gaps for hours and lose sales.'),
      rep(
        'Shelfwise cameras spot a gap within minutes and send it to the nearest staff member, so those weekend gaps get filled. Would it make sense to try it in two stores for a month?',
      ),
      buyer('Two stores for a month could work.'),
    );
    const assessed = assess(transcript, 'Discovery');
    expect(entry(assessed, 'needs_exploration').justification).not.toMatch(/Would it make sense to try it/);
    expect(entry(assessed, 'next_steps').justification).toMatch(/^Proposed a next step[^:]*: "[^"]*two stores for a month/);
    expect(entry(assessed, 'next_steps').justification).toMatch(/The buyer agreed/);
  });
});

describe('offline assessor: poise that leans on the buyer', () => {
  it('is no confidence: pressure the buyer turns down costs confidence and poise, as it costs the relationship', () => {
    const close = (push: string) =>
      call(
        rep("Hi Bernadette, it's Lewis from Tipline. Thanks for the time. Shall we go through the trial figures and then next steps?"),
        buyer('Fine. What were the fuel figures on our six trucks?'),
        rep('The six trucks used eleven percent less fuel over the four weeks. I can send the sheet today.'),
        buyer('Good. And the drivers?'),
        rep('Drivers see only their own routes, and the union rep can have a login too.'),
        buyer('That helps.'),
        rep(push),
        buyer('No. Send me the figures first. Then we will see.'),
      );
    const leaning = entry(
      assess(
        close("Come on, Bernadette, you know it's the right thing, let's just get it done. Sign today or the discount goes."),
        'Closing',
      ),
      'confidence_and_poise',
    );
    const asking = entry(
      assess(close('Would you like to go ahead with thirty trucks on a rolling three months?'), 'Closing'),
      'confidence_and_poise',
    );
    expect(leaning.justification).toMatch(/Leaned on the buyer instead of answering/);
    expect(leaning.score!).toBeLessThan(asking.score!);
    expect(asking.justification).not.toMatch(/Leaned on the buyer/);
  });
});

describe('offline assessor: the decision asked for after a yes to a lesser step', () => {
  it('is the commitment: a yes to "an answer by Thursday" does not secure it, and "I\'ll take it to my MD" is half', () => {
    const transcript = call(
      rep('Hi Leona, it is Kieran from Patrolbook. Thanks for getting back to me on the proposal.'),
      buyer('Six pounds an officer is more than we budgeted.'),
      rep('I cannot do four fifty on one year, but if you went to two years I could do five twenty-five.'),
      buyer("I'd want a break clause after the first year."),
      rep("I need to ask legal about a break clause. I'll have an answer for you by Thursday."),
      buyer('Fine. Thursday.'),
      rep('So on Thursday I will send the updated proposal. Can you take it to your board and sign it when you get it?'),
      buyer("I'll take it to my MD. It's his call above twenty thousand."),
    );
    const ask = entry(assess(transcript, 'Negotiation'), 'commitment_ask');
    expect(ask.justification).toMatch(/Asked for the commitment: "[^"]*take it to your board/);
    expect(ask.justification).toMatch(/The buyer will take it to whoever signs, with no yes yet/);
    expect(ask.score!).toBeLessThanOrEqual(7);
  });
});

describe('offline assessor: the decision asked for at the close', () => {
  it("quotes the question that asks for it, not what the salesperson will do next ('It'll be with you this afternoon')", () => {
    const transcript = call(
      rep("Hi Nadia, it's Tom from Larkspan. I wanted to see where you've landed after the trial."),
      buyer("Hm. I'm still not sure the managers will save much time."),
      rep(
        'Fair. Overall it saves your managers about two hours a week each and gets payroll right, which is what you were after. So are we agreed on all five sites?',
      ),
      buyer("Yes. Send me the contract and I'll have it signed by Friday."),
      rep("It'll be with you this afternoon. Thanks, Nadia."),
      buyer('Thanks, Tom.'),
    );
    const poise = entry(assess(transcript, 'Closing'), 'confidence_and_poise');
    expect(poise.justification).not.toMatch(/Asked for the decision directly: "It'll be with you/);
    expect(poise.justification).toMatch(/Answered a hesitation plainly and asked for the decision in the same breath: "Fair\./);
  });
});

describe('offline assessor: the plan after the signature', () => {
  it('reads a kickoff at a set time, and who leads the install, as the handoff', () => {
    const transcript = call(
      rep("Hi Neil, it's Hannah from Chlorlink. I'd like to agree whether we go ahead with the other eight pools. Is that still the plan?"),
      buyer('Yes.'),
      rep('So are we going ahead with the remaining eight pools, at the proposal price?'),
      buyer('Yes. Go ahead.'),
      rep(
        "Great. I'll send the order form today. Once it's signed, the first step is a kickoff with Karen to agree the order of the centres and the install nights. Could we do that on Tuesday the seventeenth at ten?",
      ),
      buyer("Karen's in on Tuesdays. That works."),
      rep(
        "Then I'd suggest Riverside first, and the last centre done by the end of next month. Our install lead, Marcus, will be Karen's contact from then on.",
      ),
      buyer('Good.'),
    );
    const handoff = entry(assess(transcript, 'Closing'), 'implementation_handoff');
    expect(handoff.justification).toMatch(/^Explained onboarding with a timeline: "Great\. I'll send the order form today/);
    expect(handoff.justification).not.toMatch(/Missing: a plan for after the signature/);
  });

  it('does not read "our install team will be in touch" as a plan', () => {
    const transcript = call(
      rep("Hi Sam, it's Jo from Sowline. Shall we go ahead with the three greenhouses, on the annual plan?"),
      buyer('Yes, go ahead.'),
      rep("Great. I'll send the contract today. Once it's signed, our install team will be in touch."),
      buyer('When would that start?'),
      rep("Usually about three to four weeks after signing. I'll check and let you know."),
      buyer('Okay.'),
    );
    const handoff = entry(assess(transcript, 'Closing'), 'implementation_handoff');
    expect(handoff.justification).not.toMatch(/Explained onboarding with a timeline/);
  });
});

describe('offline assessor: the decision asked for behind a hedge', () => {
  it('is still the decision asked for on its terms: one claim, the ask less the hedge', () => {
    const transcript = call(
      rep("Hi Lucy, it's Mia from Crownrun. I wanted to see whether we're ready to go ahead after the trial."),
      buyer('The phone calls were down about a third, yes.'),
      rep(
        'So, um, I guess the question is: are you happy to go ahead on the proposal, at six hundred and ninety a month for all hundred and forty practices?',
      ),
      buyer("Yes, let's do it. I'll need David to sign."),
    );
    const poise = entry(assess(transcript, 'Closing'), 'confidence_and_poise');
    expect(poise.justification).toMatch(/Asked for the decision on its terms, but behind a hedge: "So, um, I guess the question is/);
  });
});

describe('offline assessor: a yes on a condition', () => {
  it('is half the commitment while the condition is still to be met', () => {
    const close = (yes: string) =>
      call(
        rep("Hi Dan, it's Priya from Sheetfold. I'd like to agree whether we go ahead with the forty-five seats today."),
        buyer('Go on.'),
        rep('So if the onboarding lead confirms April, can we go ahead with the forty-five seats?'),
        buyer(yes),
      );
    const conditional = entry(
      assess(close('If she confirms April in writing, yes. Send me the order form.'), 'Closing'),
      'secure_commitment',
    );
    const plain = entry(assess(close('Yes. Send me the order form.'), 'Closing'), 'secure_commitment');
    expect(conditional.justification).toMatch(/The buyer agreed, on a condition still to be met: "If she confirms April/);
    expect(conditional.score!).toBeLessThan(plain.score!);
  });
});

describe('offline assessor: a time in the demo is no proposal', () => {
  it("reads 'a consultant needs six drivers for Friday nights' as the story of the demo, and 'Tuesday the fifteenth, you and Rohan' as a time put", () => {
    const demo = (end: string) =>
      call(
        rep("Hi Laura, it's Sam from Talentping. Today I'll show you how a branch reaches dormant candidates."),
        buyer('Fine.'),
        rep(
          'So here is a branch view. A consultant needs six forklift drivers for Friday nights. She picks the job and one click texts everyone nearby.',
        ),
        buyer('Okay. And then we pick it up from there?'),
        rep(end),
        buyer('Perfect. Thanks.'),
      );
    const story = entry(
      assess(demo('The replies land back against each candidate, so nobody retypes anything.'), 'Solution'),
      'next_steps',
    );
    const booked = entry(
      assess(demo("Tuesday the fifteenth at half two, forty-five minutes, you and Rohan. I'll send the invite today."), 'Solution'),
      'next_steps',
    );
    expect(story.justification).not.toMatch(/Friday nights/);
    expect(booked.justification).toMatch(/Tuesday the fifteenth/);
    expect(booked.score!).toBeGreaterThan(story.score ?? 0);
  });
});

describe('offline assessor: proposals and questions of a cold call (decision 108)', () => {
  it("reads 'could I just send you some info?' as a step proposed, with no time to it, not a question about the buyer", () => {
    const transcript = call(
      rep("hi maria it's tom from crateline how are you"),
      buyer("fine what's it about"),
      rep('we help bakeries stop over ordering flour so i was wondering how do you order at the moment'),
      buyer('the manager does it on a friday from a list'),
      rep('could i maybe just send you some info over email and you can have a look when you have got time'),
      buyer("send it to the office i can't promise anything"),
    );
    const feedback = assess(transcript, 'Prospecting');
    expect(entry(feedback, 'call_to_action').justification).toMatch(
      /Proposed a next step, though with no time to it: "could i maybe just send/,
    );
    expect(entry(feedback, 'early_qualification').justification).not.toMatch(/could i maybe just send/);
  });

  it("does not take a question about the buyer for a proposal because the pitch before it said 'two in the morning' with a 'we'", () => {
    const transcript = call(
      rep("Hi Carla, it's Dev from Wrenfield. Could I have thirty seconds to tell you why I called?"),
      buyer('Thirty seconds. Go.'),
      rep(
        'We put sensors in walk-in coolers, so when a cooler starts warming at two in the morning a manager gets a text before the stock spoils. How do your kitchens handle that today?',
      ),
      buyer('Clipboards, twice a day.'),
      rep('Could we take twenty minutes on Thursday at ten to show you what a night like that looks like?'),
      buyer('Fine, Thursday at ten.'),
    );
    const qualification = entry(assess(transcript, 'Prospecting'), 'early_qualification');
    expect(qualification.justification).toMatch(/before asking for time, starting with: ".*How do your kitchens handle that today\?"/);
    expect(qualification.justification).not.toMatch(/Could I have thirty seconds/);
  });

  it("reads 'Is that something you see?' after the problem as a question about the buyer's situation, not an ask", () => {
    const transcript = call(
      rep("Hi Dan, it's Priya from Jobtrail. Have you got a couple of minutes?"),
      buyer('A couple. What is it?'),
      rep(
        'So we work with plumbing and heating firms about your size, and the thing we hear most is the office losing track of jobs in winter. Is that something you see?',
      ),
      buyer('All the time, honestly. January is chaos.'),
      rep('Could we take twenty minutes next Tuesday at nine to look at how it could work for you?'),
      buyer('Go on then, Tuesday at nine.'),
    );
    const feedback = assess(transcript, 'Prospecting');
    expect(entry(feedback, 'early_qualification').justification).toMatch(/starting with: "….*Is that something you see\?"/);
    expect(entry(feedback, 'early_qualification').justification).not.toMatch(/couple of minutes/);
    expect(entry(feedback, 'call_to_action').justification).toMatch(
      /Proposed a concrete next step with a time: "Could we take twenty minutes/,
    );
  });

  it('counts no question that presses the buyer as one about their situation', () => {
    const transcript = call(
      rep("Gary, hi, it's Jason from Keyhold. Are you still running lettings on spreadsheets?"),
      buyer('We use Reapit. We are happy with it.'),
      rep("The agents who don't modernise are the ones getting bought out. Do you want to be one of them?"),
      buyer("Right, that's enough. Don't ring this number again."),
    );
    expect(entry(assess(transcript, 'Prospecting'), 'early_qualification').justification).not.toMatch(/Do you want to be one of them/);
  });
});

describe('offline assessor: a step with no time to it (decision 108)', () => {
  it("scores 'I'll send you some info' agreed to at most 2: nothing concrete was asked for", () => {
    const transcript = call(
      rep("hi fiona it's dan from kegtrail we help breweries stop losing kegs how do you track yours today"),
      buyer('a spreadsheet the drivers fill in'),
      rep('could i just send you some info over email and you can have a look'),
      buyer('sure send it over'),
    );
    const action = entry(assess(transcript, 'Prospecting'), 'call_to_action');
    expect(action.justification).toMatch(/Proposed a next step, though with no time to it/);
    expect(action.score!).toBeLessThanOrEqual(2);
  });
});

describe("offline assessor: the opening's check of who answered (decision 108)", () => {
  it("does not take 'is that maureen its jordan from gearbook...' for a question about the buyer's situation", () => {
    const transcript = call(
      rep('hi yeah is that maureen its jordan from gearbook we do a booking app for driving schools'),
      buyer("Yes, this is Maureen. I've got a pupil's mum on the other line, so be quick."),
      rep('no problem so gearbook is an all in one platform online booking payments instructor diaries and reminders'),
      buyer('Right. We do all that on the phone. It works for us.'),
      rep('can i just send you an email with the brochure and the prices'),
      buyer("Send it if you like. I'm not promising anything."),
    );
    const qualification = entry(assess(transcript, 'Prospecting'), 'early_qualification');
    expect(qualification.justification).not.toMatch(/is that maureen/);
    expect(qualification.score!).toBeLessThanOrEqual(2);
  });
});
