import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/**
 * Decision 97: what a cold call's opening and a leaving buyer show. The buyer's time asked for, refused and taken anyway;
 * the time the buyer gives as good as the time asked for; a worry asked about with a question pointing straight back at it;
 * a buyer who says they must go, let go with nothing.
 */

describe('offline assessor: the buyer’s time at the opening', () => {
  it('faults carrying on with a pitch when the buyer said it was not a good moment, and credits no respect for the time', () => {
    const transcript = call(
      rep("Hi Gareth, it's Lou from Padlocker, the country's leading key-safe platform for letting agents. Is now a good time?"),
      buyer("Not really, I've got a viewing in ten minutes."),
      rep(
        "No worries, I'll be quick. So Padlocker does digital key safes, contractor access codes, check-in photos, access logs and alerts, and it plugs into every major lettings system.",
      ),
      buyer('We use key boxes already.'),
      rep('Sure. How many properties do you look after?'),
      buyer('About four hundred.'),
    );
    const hook = entry(assess(transcript, 'Prospecting'), 'hook_and_rapport');
    expect(hook.justification).toMatch(/Asked for the buyer's time, then carried on when the buyer said it was not a good moment/);
    expect(hook.justification).not.toMatch(/Respected the buyer's time/);
    expect(hook.score!).toBeLessThanOrEqual(5);
  });

  it('takes a reason in one line, given when the buyer asks what it is about, as no overriding', () => {
    const transcript = call(
      rep('hi this is mo from padlocker we do key safes for letting agents is this a good time'),
      buyer("Not really, I'm about to go out. What is it about?"),
      rep('sure ill be quick we help letting agents stop driving keys to contractors so your team gets its afternoons back'),
      buyer('We use key boxes already.'),
    );
    const hook = entry(assess(transcript, 'Prospecting'), 'hook_and_rapport');
    expect(hook.justification).not.toMatch(/carried on/);
  });

  it('reads a reason that keeps to the time the buyer gave as no long speech', () => {
    const transcript = call(
      rep("Hi Carol, it's Imran from Kilnsoft. Have I caught you at a bad time?"),
      buyer("I'm on the shop floor. You've got two minutes. What is it?"),
      rep(
        "Thanks, I'll be quick. We work with potteries like Harlow Ceramics, and what we usually hear is that firing schedules live on a whiteboard and a kiln sits idle while someone works out what goes in next. I don't know if that's true for you, so can I ask how you plan the firings now?",
      ),
      buyer('Our Dev does it. Whiteboard, every morning.'),
      rep('How long does that take him?'),
      buyer('An hour, most days.'),
    );
    const hook = entry(assess(transcript, 'Prospecting'), 'hook_and_rapport');
    expect(hook.justification).not.toMatch(/long speech/);
    expect(hook.justification).toMatch(/Gave a reason to listen/);
    expect(hook.score!).toBeGreaterThanOrEqual(8);
  });
});

describe('offline assessor: a worry asked about before it is answered', () => {
  it('credits a question pointing straight back at what went wrong before, then the answer the buyer takes', () => {
    const transcript = call(
      rep("Hi Sue, it's Tom from Shiftgrid. We help care homes fill rota gaps without agency staff. Have you got a minute?"),
      buyer('A minute.'),
      rep('How do you fill a shift when someone calls in sick?'),
      buyer("I ring round. Look, we've tried apps before. We had one two years back and the staff hated it."),
      rep('That matters. Was it the app itself they minded, or how it was used?'),
      buyer('The old manager used it to chase them on their days off.'),
      rep(
        'That makes sense. Ours only offers a shift to whoever has said they want extra hours, and nobody is messaged on a day off. Would you be open to twenty minutes on Thursday at ten to see it?',
      ),
      buyer('Thursday at ten. Fine.'),
    );
    const brushOff = entry(assess(transcript, 'Prospecting'), 'brush_off_handling');
    expect(brushOff.score).not.toBeNull();
    expect(brushOff.score!).toBeGreaterThanOrEqual(8);
  });
});

describe('offline assessor: a buyer who has to go', () => {
  const before = [
    rep(
      "Hi Anna, it's Raj from Hivecount. Thanks for the time. I'd like to learn how you check the hives, about fifteen minutes. Sound okay?",
    ),
    buyer('Sure, go ahead.'),
    rep('How do you check the hives at the moment?'),
    buyer('We open each one every week and write it in a notebook.'),
    rep('What does that cost you in a season?'),
    buyer('Two of us, a day a week each, all summer.'),
  ];

  it('judges the next step when the salesperson had a turn after the buyer said they must go and proposed nothing', () => {
    const transcript = call(
      ...before,
      buyer("Oh, sorry, that's the delivery at the gate. I've got to go. Thanks for this."),
      rep('Of course, no problem at all. Thanks so much for your time, good luck with the delivery!'),
      buyer('Thanks, bye.'),
    );
    const steps = entry(assess(transcript, 'Discovery'), 'next_steps');
    expect(steps.score).not.toBeNull();
    expect(steps.justification).toMatch(/Let the buyer go without proposing a next step or a call-back/);
  });

  it('leaves it not observed when the salesperson offered to call back', () => {
    const transcript = call(
      ...before,
      buyer("Oh, sorry, that's the delivery at the gate. I've got to go. Thanks for this."),
      rep('Of course. Can I call you back tomorrow morning to finish?'),
      buyer('Try me after ten. Bye.'),
    );
    expect(entry(assess(transcript, 'Discovery'), 'next_steps').score).toBeNull();
  });
});

describe('offline assessor: what is no proposal, and what is no concern', () => {
  it("reads a yes to small talk about this week's weather as no agreement", () => {
    const transcript = call(
      rep("Hi, it's Ellie from Brewbay, how are you doing today?"),
      buyer("Fine, thanks. What's it regarding?"),
      rep("Lovely. Isn't the weather awful this week?"),
      buyer("Yes, it's been grim. What's Brewbay?"),
      rep('We do coffee machines and beans for offices.'),
      buyer("We've got a coffee machine already, it does the job."),
      rep('Oh lovely. Well, have a great day!'),
    );
    const structure = entry(assess(transcript, null), 'call_structure');
    expect(structure.justification).not.toMatch(/The buyer agreed/);
    const objections = entry(assess(transcript, null), 'objection_handling');
    expect(objections.justification).toMatch(/We've got a coffee machine already/);
  });

  it('reads who signs, told because it was asked, as the answer and not a concern', () => {
    const transcript = call(
      rep(
        "Hi Tom, it's Rachel from Platecost. I'd like to understand how you track food costs, then show you how we could help. Is that alright?",
      ),
      buyer('Yep, go ahead.'),
      rep('How do you keep track of food cost at the moment?'),
      buyer('Recipe cards in spreadsheets, costed once a year.'),
      rep('So every dish would show what it costs today, and you get an alert when one goes over your target.'),
      buyer('That would be useful.'),
      rep('Who else would be involved if you looked at this?'),
      buyer("Marco, our chef, he'd have to use it, and I sign off anything under twenty k."),
      rep('Shall we set up a session with you and Marco on Tuesday at three?'),
      buyer('Yes, that works.'),
    );
    expect(entry(assess(transcript, 'Discovery'), 'objection_handling').score).toBeNull();
  });

  it('reads "Does that answer it?" after an answer as a check, not a proposal', () => {
    const transcript = call(
      rep("Hi Elena, it's Sam from Vinesense. I'd like to learn how you manage water, about twenty minutes. Sound okay?"),
      buyer('Sure.'),
      rep('How do you decide when to irrigate?'),
      buyer("I walk the blocks. Do the probes survive the harvester? We've had kit wrecked before."),
      rep(
        "They sit below the wire, out of the harvester's path, and if one's damaged in the first year we replace it free. Does that answer it?",
      ),
      buyer("It does. Sorry, that's the winery, I've got to go."),
      rep('Of course, thanks for your time!'),
    );
    const objections = entry(assess(transcript, 'Discovery'), 'objection_handling');
    expect(objections.justification).toMatch(/Answered the buyer's concern/);
    const steps = entry(assess(transcript, 'Discovery'), 'next_steps');
    expect(steps.justification).not.toMatch(/Proposed a next step/);
  });
});

describe('offline assessor: an introduction as people say it', () => {
  it('reads "Sam here from Shiftly" after a check of who answered as name and company', () => {
    const transcript = call(
      rep('Is that Dana? Sam here from Shiftly. We help care homes fill rota gaps without agency staff. Got a minute?'),
      buyer('Go on.'),
      rep('How do you cover a shift when someone calls in sick?'),
      buyer('I ring round the bank staff, then the agency.'),
      rep('How often does it end with the agency?'),
      buyer('Most weekends.'),
    );
    const hook = entry(assess(transcript, 'Prospecting'), 'hook_and_rapport');
    expect(hook.justification).toMatch(/opened with name and company/i);
    expect(hook.justification).not.toMatch(/before saying who was calling/);
  });
});
