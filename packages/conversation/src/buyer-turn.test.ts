import { describe, expect, it } from 'vitest';
import { understandBuyerTurn } from './buyer-turn';

const read = (text: string) => understandBuyerTurn(text);

describe('understandBuyerTurn: agreement', () => {
  it.each([
    'Thursday afternoon works.',
    'thursday afternoon works',
    'Sounds good, send me the invite.',
    "Okay, let's do Monday at ten.",
    'yeah that works for me',
    'Fine by me. See you Tuesday.',
    "We're happy to move forward with the two-year term.",
    'Wednesday at nine could work. Bring the example.',
    'Fine.',
    'Okay, a follow-up makes sense. Send me a few times for next week.',
    "If it's eight hours in January, yes, that's fine.",
    "Okay, that's workable.",
    "Yes, send it today and I'll get it signed this week.",
    'Sure, Tuesday should be fine. Email me a couple of times.',
    "The third is fine. Ten o'clock.",
    'the 14th works',
  ])('%s: agrees', (text) => {
    expect(read(text)).toMatchObject({ agrees: true, concern: false, declines: false });
  });

  it.each([
    "Thursday doesn't work for me.",
    "Not yet. I'd need to think about it.",
    'No thanks, just send me an email.',
    "It's too early for that.",
    'We work with spreadsheets today.',
    'It never worked for us.',
    "No. We're done for today. I'll call you if the board wants to go ahead.",
    "The third isn't fine, I'm away.",
    "Right. Well, send it all over and I'll have a think.",
    "Looks good. I'll get back to you once I've talked it over with Sam.",
    'Yes, maybe. Get in touch after the board meeting.',
  ])('%s: does not agree', (text) => {
    expect(read(text).agrees).toBe(false);
  });
});

describe('understandBuyerTurn: a bare assent', () => {
  it('is told apart from a yes in words', () => {
    expect(read('Okay.')).toMatchObject({ agrees: true, assentOnly: true });
    expect(read("Yes, let's do one year.")).toMatchObject({ agrees: true, assentOnly: false });
    expect(read('Hmm. Okay, I can probably live with that.')).toMatchObject({ agrees: true, assentOnly: false });
  });
});

describe('understandBuyerTurn: a yes with a hurdle', () => {
  it('agrees and raises the sign-off as a concern to settle', () => {
    expect(read("Yes, let's do it. I need my CFO to sign off, though.")).toMatchObject({ agrees: true, concern: true });
  });
});

describe('understandBuyerTurn: concerns and brush-offs', () => {
  const concerns: [string, boolean | undefined][] = [
    ["That's a lot of money for a tool we'd barely use.", false],
    ["I'm worried about how long the rollout would take.", undefined],
    ['We already use spreadsheets and they work fine.', undefined],
    ['send me an email', true],
    ["I'm really busy right now.", true],
    ["Not really, I've got a meeting in five minutes. What is it about?", true],
    ['Every vendor says that. How is this different?', undefined],
    ["My problem is the three-year term. If our volumes drop, I'm stuck paying for minutes we don't use.", undefined],
    ["I'd need sign-off from the board for anything like that.", undefined],
    ['We looked at a routing tool two years ago though, and it did not stick.', undefined],
    ['Sure. Look, the number is high. Sixty thousand a year is more than we expected.', undefined],
    ["Forty-eight for two years, hmm. I'd need to check with our CFO.", undefined],
    ['My only hesitation is timing. My team is stretched with the product launch.', undefined],
    ['That sounds good, but we tried an OCR tool before and the accuracy was terrible.', undefined],
    ['Thirty thousand is more than we budgeted. Can you do better on the price?', undefined],
    ["Sounds great, but our drivers won't use another app.", false],
    ["What's the price? We have to be careful with money this year.", false],
    ["I don't have much time today.", undefined],
    ["That's not an answer.", undefined],
    ["The nurses won't like being watched all day.", false],
    ['Two hundred a month is a lot to justify to the board.', undefined],
    ["That's steep for a family bakery.", undefined],
    ["I'm not discussing the renewal until someone fixes the invoices.", undefined],
    ["I don't see why we'd need a mobile app.", undefined],
    ["My drivers aren't going to bother with a tablet. Half of them can barely use a phone.", undefined],
    ["Listen, we've got a supplier. It works fine.", true],
    ['I get a dozen of these calls every week.', true],
    ["How long does the switch take? We can't have a store down, not for a day.", false],
    ['That would be great, but my team is stretched already.', undefined],
    ["The install. We can't close pools to fit this. Our members would riot.", false],
    ['And if something goes wrong with the sensors afterwards?', false],
    ["And when he's down a cellar with no signal?", false],
    ["Hm. Steve's still going to moan.", false],
    ["That's not nothing.", false],
    ["It's a problem everyone has. But we have a maintenance contract. The contractor monitors the lifts.", true],
    ["First, three years. I don't sign three-year contracts for software we've had for six weeks.", undefined],
    ["The chefs. Two of them complained all through the trial. If the kitchens don't clock in, the whole thing falls over.", undefined],
  ];
  it.each(concerns)('%s: a concern', (text, brushOff) => {
    const reading = read(text);
    expect(reading.concern).toBe(true);
    if (brushOff !== undefined) expect(reading.brushOff).toBe(brushOff);
  });

  it.each([
    'We have twelve people in accounts payable.',
    'No, the scope is fine. Martin liked the pilot results.',
    'It makes budget meetings painful. The CFO wants to cut events and I think events drive our pipeline.',
    'How long does it take to set up?',
    'Is it more than forty thousand a year?',
    'About twenty hours a week, mostly on reconciliations.',
    'That helps, thanks.',
    "We use Salesforce, but the two systems don't share any data.",
    'Sure, Tuesday should be fine. Email me a couple of times.',
    'The problem was we did not see what the next three brews needed.',
    "That would be nice. The front desk is stretched. We've had two people leave this year.",
    'If we sign this week, when do you start?',
    'And when would it start?',
    'We would walk through it with the team.',
  ])('%s: no concern', (text) => {
    expect(read(text).concern).toBe(false);
  });

  it('reads a question by its mark or its form', () => {
    expect(read('How long does it take to set up?').asks).toBe(true);
    expect(read('how long does it take to set up').asks).toBe(true);
    expect(read('We have twelve people.').asks).toBe(false);
  });
});

describe('understandBuyerTurn: accepting an answer and pushing back', () => {
  it('accepts an answer that settles the point', () => {
    expect(read('Okay, that makes sense.').accepts).toBe(true);
    expect(read("Fair enough. What's next?").accepts).toBe(true);
    expect(read("I'm still not convinced.").accepts).toBe(false);
  });

  it.each([
    ['Okay, that eases my mind about the front desk staff.', true],
    ['That takes care of it.', true],
    ['Fair enough.', true],
    ['Okay, that answers my question about the integration. What does it cost?', true],
    ['Good, that helps.', true],
    ['ok that takes care of the training worry', true],
    ['That puts my mind at rest.', true],
    ["That's a relief, honestly.", true],
    ["That doesn't really answer my question.", false],
    ['That does not ease my mind.', false],
    ["That helps, but I'm still not sure the staff will use it.", false],
    ['I see.', false],
    ['Interesting.', false],
    ['It would help.', false],
  ] as const)('reads whether a worry is put to rest: %s', (text, settles) => {
    expect(read(text).settles).toBe(settles);
  });

  it('does not read a worry named as put to rest as one raised', () => {
    expect(read('ok that takes care of the training worry')).toMatchObject({ settles: true, accepts: true, concern: false });
  });

  it.each([
    ['I just told you that.', 'unheard'],
    ["You're being pushy.", 'pressure'],
    ["That's not how I make decisions.", 'pressure'],
    ["Can you give me the short version? I'm lost.", 'overload'],
    ["I've got to go. Bye.", 'leaving'],
    ['Sorry, I have to stop you there, I need to go.', 'leaving'],
    ["That's it. I'm going to go.", 'leaving'],
    ["Don't give me the hard sell.", 'pressure'],
    ['Ninety-six thousand up front is a hard sell to my board.', undefined],
    ["That's not what I asked. When does the fix ship?", 'unheard'],
    ['We never had the invoices problem. I said the reports.', 'unheard'],
    ['What I said was we might consider it once the reports work.', 'unheard'],
    ['Are you even listening to me?', 'unheard'],
    ["That's a lot of detail. What does it do for me?", 'overload'],
    ["That's a lot for a shop our size.", undefined],
    ['Sorry, the warehouse is on the other line, I have to take this. Email me.', 'leaving'],
    ['I have to take it to the board first.', undefined],
  ] as const)('%s: %s', (text, kind) => {
    expect(read(text).pushback).toBe(kind);
  });

  it('a goodbye alone is not leaving early; annoyance is read apart', () => {
    expect(read('Thanks, bye.').pushback).toBeUndefined();
    expect(read("This is a waste of my time. We're done.")).toMatchObject({ pushback: 'leaving', annoyed: true });
    expect(read('Sorry, I have to run to another meeting.').annoyed).toBe(false);
    expect(read("Then we won't be signing. Don't call me again.")).toMatchObject({ declines: true, annoyed: true, agrees: false });
    expect(read('No. Please take me off your calling list.').annoyed).toBe(true);
  });

  it('keeps the numbers and topics the buyer said', () => {
    const reading = read('We spend about $40,000 a year on outside carriers.');
    expect(reading.quantities[0]).toMatchObject({ kind: 'money', value: 40000 });
    expect(reading.topics).toContain('budget');
  });
});

describe('understandBuyerTurn: not making out what was said', () => {
  it.each([
    "Sorry, you're breaking up. What was that?",
    'sorry what',
    "I didn't catch that, can you say it again?",
    'Sorry, bad line, say again?',
  ])('%s: misheard', (text) => {
    expect(read(text).misheard).toBe(true);
  });

  it('is not set by an ordinary answer or a disagreement', () => {
    expect(read('We have twelve people.').misheard).toBe(false);
    expect(read("That doesn't make sense to me.").misheard).toBe(false);
  });
});

describe('understandBuyerTurn: content with things as they are, and a day taken', () => {
  it.each([
    "Our staff log temperatures on a clipboard twice a day. Honestly, we're fine.",
    "We're good, thanks.",
    'What we have works for us.',
  ])('%s: a brush-off', (text) => {
    expect(read(text).brushOff).toBe(true);
    expect(read(text).agrees).toBe(false);
  });

  it('does not read a yes to a time as content with things as they are', () => {
    expect(read('That works.').brushOff).toBe(false);
    expect(read('That works.').agrees).toBe(true);
  });

  it("reads an assent that names the day as agreeing ('Fine. Tuesday at ten, and I'll bring Tom.'), not one that rules the day out", () => {
    expect(read("Fine. Tuesday at ten, and I'll bring Tom.").agrees).toBe(true);
    expect(read('Okay, Thursday afternoon then.').agrees).toBe(true);
    expect(read("Okay. Tuesday is out for me, I'm travelling.").agrees).toBe(false);
  });
});

describe('understandBuyerTurn: distrust', () => {
  it("reads 'That doesn't make me trust your pricing much' as a concern", () => {
    expect(read("That doesn't make me trust your pricing much, Kyle.").concern).toBe(true);
    expect(read('I trust your team, let us go ahead.').concern).toBe(false);
  });
});

describe('understandBuyerTurn: what a close and a cold call hold back', () => {
  it("hears the salesperson's deadline refused as pressure felt", () => {
    expect(read("I don't make decisions because of your quarter. What were the fuel figures?").pushback).toBe('pressure');
    expect(read('Your quarter is not my problem.').concern).toBe(true);
  });

  it.each([
    "It's a problem for me if they walk out.",
    "Hello, Lewis. We haven't really talked about the trial yet.",
    "I'll be direct: the number is too high. I need twenty percent off or I can't take it to the board.",
    "Hopefully isn't much use to me. April's the new financial year.",
    'Alright. The other thing is the engineers. They hate timesheets. Half of them ignored the old one.',
  ])('%s: a concern', (text) => {
    expect(read(text).concern).toBe(true);
  });

  it("does not read 'that's not a problem for us' as a concern", () => {
    expect(read("That's not a problem for us.").concern).toBe(false);
  });

  it("reads the status quo that works ('We do all that on the phone, love. It works for us.') as a brush-off, not a yes", () => {
    expect(read('Right. We do all that on the phone, love. It works for us.')).toMatchObject({ brushOff: true, agrees: false });
    expect(read('Thursday works for us.')).toMatchObject({ brushOff: false, agrees: true });
  });

  it("reads 'Send it if you like. I'm not promising anything.' as no yes", () => {
    expect(read("Send it if you like. I'm not promising anything.")).toMatchObject({ agrees: false, declines: true });
  });
});

describe('understandBuyerTurn: the status quo, a bad experience and a way out (decision 97)', () => {
  it.each([
    'We already book our jobs through the van software.',
    "We've got a label printer already, it does the job.",
    'We have got a booking app already.',
  ])('%s: a brush-off (it is done already)', (text) => {
    expect(read(text)).toMatchObject({ brushOff: true, concern: true, agrees: false });
  });

  it.each([
    'We put a scheduling screen in two years ago and the porters hated it.',
    "Look, we've tried this kind of thing. It was a waste of money.",
    "We've had sensors wrecked before, by the forklifts.",
  ])('%s: a concern (something of the kind went wrong before)', (text) => {
    expect(read(text).concern).toBe(true);
  });

  it('reads a question still open as a concern', () => {
    expect(read("well i've still got a question about the stock counts what happens to all that").concern).toBe(true);
  });

  it('reads "send it over" on the way out as a brush-off, not a yes', () => {
    expect(read("Look, I've got to go. Fine, send it over.")).toMatchObject({ brushOff: true, agrees: false, pushback: 'leaving' });
    expect(read("Send it over and I'll get it in front of Ravi.").agrees).toBe(true);
  });

  it('takes "friday\'s fine" as a yes, and a word of candour with a question mark as no question', () => {
    expect(read("friday's fine").agrees).toBe(true);
    expect(read('Honestly? We guess. We look at last year and add a bit.').asks).toBe(false);
  });

  it('tells a sign-off named alone from a doubt', () => {
    expect(read('Priya would have to use it, and I sign off anything under ten k.')).toMatchObject({ concern: true, onlySignOff: true });
    expect(read("I'm worried about the cost, and my CFO has to approve it.").onlySignOff).toBe(false);
  });

  it('reads "i think we\'re covered" as a brush-off, in typed or recogniser words', () => {
    expect(read("Our agency is building us a calculator, actually, so I think we're covered.")).toMatchObject({
      brushOff: true,
      concern: true,
    });
    expect(read('well our web people are doing one so i think were covered').brushOff).toBe(true);
    expect(read('Are we covered for storms under the plan?').brushOff).toBe(false);
  });

  it('takes a day with something to send as a yes, not a brush-off', () => {
    expect(read('thursday morning is ok send me something')).toMatchObject({ agrees: true, brushOff: false, concern: false });
    expect(read("Just send me something. I'm busy.").brushOff).toBe(true);
  });

  it('hears being lectured as pressure', () => {
    expect(read("I've said I'm busy. I don't need a sales lecture on my own business.").pushback).toBe('pressure');
    expect(read('I give a lecture on Thursdays, so mornings are bad.').pushback).toBeUndefined();
  });

  it('reads what they have now being cheap, and a hurdle still standing, as concerns', () => {
    expect(read('Right. It sounds good but the bureau charges us very little. How much is this?').concern).toBe(true);
    expect(read('It costs nothing to ask.').concern).toBe(false);
    expect(read("Okay. I'd still need to make the case to them.").concern).toBe(true);
  });

  it('takes "what I could do without" for no yes, and "I could do Thursday" for one', () => {
    expect(read('What I could do without is the cancellations. Pupils cancel the night before.').agrees).toBe(false);
    expect(read('I could do Thursday.').agrees).toBe(true);
  });
});

describe('understandBuyerTurn: decision 126', () => {
  it.each([
    "The numbers are good. I've got two worries left, though.",
    "I'll sign, but I still want someone to answer me on the batteries before we go near the food factories.",
    'Look, we had a route planner demo a couple of years ago. It was built for bus timetables. Waste of an afternoon.',
  ])('%s: a concern', (text) => {
    expect(read(text).concern).toBe(true);
  });

  it('reads "Let me finish." as being cut off, which is no concern of its own', () => {
    expect(read('Let me finish.')).toMatchObject({ pushback: 'interrupted', concern: false });
    expect(read('Let me finish. Two years is a problem for us.')).toMatchObject({ pushback: 'interrupted', concern: true });
  });

  it('reads a buyer about to leave, and one asking not to be called again', () => {
    expect(read("I'm sorry, I'm just about to leave for a service.").pushback).toBe('leaving');
    expect(read("Please don't call again.")).toMatchObject({ pushback: 'leaving', annoyed: true });
  });

  it('reads the decision passed on to someone else as a sign-off still to come', () => {
    expect(read("Send me the revised proposal and I'll take it to Martin.")).toMatchObject({ onlySignOff: true });
    expect(read("I'll take it to my MD on Friday.")).toMatchObject({ onlySignOff: true });
    expect(read("I'll take it to Tuesday's meeting.").onlySignOff).toBe(false);
  });
});
