import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/** Rapport and agenda: the frame that sets out the call, what the call is for, and rapport that lasts past the opening. */

const QUESTIONS = [
  rep('What happens today when a patient is due their eye test?'),
  buyer('We print letters once a month and post them. About forty percent come back.'),
  rep('And what happens to the other sixty percent?'),
  buyer('Most of them we never see again, honestly.'),
];

describe('offline assessor: the agenda of a discovery call', () => {
  it('credits the turn that sets out the call, not the check of the time before it', () => {
    const transcript = call(
      rep("Hi Imogen, it's Euan from Lensgrove. You filled in the form on our site on Monday. Is now still a good time?"),
      buyer('Yes, I blocked out half an hour. Go ahead.'),
      rep(
        'Great. So my plan is to ask you a few questions about how recalls work across your three practices, then tell you honestly whether we can help, and agree a next step. Is there anything you want to make sure we cover?',
      ),
      buyer('The recalls, mainly.'),
      ...QUESTIONS,
    );
    const rapport = entry(assess(transcript, 'Discovery'), 'rapport_and_agenda');
    expect(rapport.justification).toMatch(
      /Set an agenda with its purpose, and checked it worked for the buyer: "Great\. So my plan is to ask/,
    );
    expect(rapport.score).toBeGreaterThanOrEqual(9);
  });

  it("gives part of the credit to an opening that says what the call is for without a plan ('I'd love to learn about the business')", () => {
    const aim = call(
      rep("Hi Owen, it's Jake from Tallyroot! Thanks so much for taking the time today. I'd love to just learn a bit about the business."),
      buyer('Sure. What do you want to know?'),
      ...QUESTIONS,
    );
    const noAim = call(rep("Hi Owen, it's Jake from Tallyroot! Thanks so much for taking the time today."), buyer('Sure.'), ...QUESTIONS);
    const withAim = entry(assess(aim, 'Discovery'), 'rapport_and_agenda');
    const without = entry(assess(noAim, 'Discovery'), 'rapport_and_agenda');
    expect(withAim.justification).toMatch(/Said what the call was for, with no agenda for it/);
    expect(without.justification).not.toMatch(/Said what the call was for/);
    expect(withAim.score!).toBeGreaterThan(without.score!);
    expect(withAim.score!).toBeLessThan(6);
  });

  it('reads the aim in a recogniser line without punctuation', () => {
    const transcript = call(
      rep('hi owen its jake from tallyroot thanks for taking the time id love to understand how the money side works'),
      buyer('Sure.'),
      ...QUESTIONS,
    );
    const rapport = entry(assess(transcript, 'Discovery'), 'rapport_and_agenda');
    expect(rapport.justification).toMatch(/Said what the call was for|set an agenda/i);
  });
});

describe('offline assessor: rapport that lasts past the opening', () => {
  const opening = [
    rep(
      "Hi Derek, it's Lauren from Glassmoor. Thanks for your time today. The goal of this call is to understand how your devices are tracked, about twenty minutes. Does that work?",
    ),
    buyer('Sure.'),
    rep('How do you track the devices today?'),
    buyer('A spreadsheet. Nine thousand devices, three techs, one spreadsheet.'),
  ];
  it('holds a polished opening to six when the buyer later has to say it again', () => {
    const unheard = call(
      ...opening,
      rep('Interesting. Tell me more about that.'),
      buyer('Well, like I said: nine thousand devices, three techs, one spreadsheet.'),
      rep('What keeps you up at night?'),
      buyer('Repairs we lose track of.'),
    );
    const heard = call(
      ...opening,
      rep('Three techs for nine thousand devices: where does the spreadsheet let you down?'),
      buyer('Repairs we lose track of.'),
    );
    const lost = entry(assess(unheard, 'Discovery'), 'rapport_and_agenda');
    const kept = entry(assess(heard, 'Discovery'), 'rapport_and_agenda');
    expect(kept.score).toBeGreaterThanOrEqual(9);
    expect(lost.score).toBe(6);
    expect(lost.justification).toMatch(
      /Lost the rapport of a good opening: the buyer had to say it again after: "Interesting\. Tell me more about that\."/,
    );
  });
});

describe('offline assessor: the hook of a cold call', () => {
  it('reads what the salesperson saw of the buyer’s world as a reason to call, and asking leave as no speech (recogniser text)', () => {
    const transcript = call(
      rep(
        'hi priya its omar from hoist bay ill be honest its a cold call i saw the piece in the local paper about the lift at kestrel house being out for nine days can i take thirty seconds to say why im calling and you tell me if its worth carrying on',
      ),
      buyer('Go on then. Thirty seconds.'),
      rep('we put a small box in the lift motor room that tells you the minute a lift stops so you hear before the residents ring you'),
      buyer('We have a maintenance contract for that.'),
      rep('could we do thursday the twelfth at two thirty to show you'),
      buyer('Thursday is fine.'),
    );
    const hook = entry(assess(transcript, 'Prospecting'), 'hook_and_rapport');
    expect(hook.justification).toMatch(/Gave a reason to listen in the same breath/);
    expect(hook.justification).not.toMatch(/Opened with a long speech/);
    expect(hook.score!).toBeGreaterThanOrEqual(7);
  });

  it('reads an outcome for the buyer said in the opening as a reason to listen', () => {
    const transcript = call(
      rep(
        "Hi Maria, it's Sam from Dockhand. I'll be brief: we help distribution centres cut truck detention fees. Have you got thirty seconds?",
      ),
      buyer("I'm about to walk into a meeting."),
      rep('So the email is useful, how are inbound trucks booked at your docks today?'),
      buyer('Mostly phone calls and a spreadsheet. It is a mess on Mondays.'),
      rep('Could we take twenty minutes on Thursday at ten to look at your Mondays?'),
      buyer('Thursday at ten works.'),
    );
    expect(entry(assess(transcript, 'Prospecting'), 'hook_and_rapport').justification).toMatch(
      /Gave a reason to listen in the same breath/,
    );
  });

  it('still reads a long opening that asks for nothing as a speech', () => {
    const transcript = call(
      rep(
        'hi its mike from lather chest we are the number one membership platform for car washes we do unlimited wash plans license plate recognition text offers reporting for every site and we work with over four hundred washes across the country and our customers love the app',
      ),
      buyer('We already have a membership program.'),
      rep('So the email is useful, how are inbound trucks booked at your docks today?'),
      buyer('Mostly phone calls and a spreadsheet. It is a mess on Mondays.'),
      rep('Could we take twenty minutes on Thursday at ten to look at your Mondays?'),
      buyer('Thursday at ten works.'),
    );
    // The speech's fault takes off what its name and reason earned (a quote is not given both ways).
    expect(entry(assess(transcript, 'Prospecting'), 'hook_and_rapport').score!).toBeLessThanOrEqual(4);
  });
});

describe('offline assessor: asking the buyer for their time', () => {
  const rest = [
    rep('We help cafe groups cut the hours managers spend on rotas. How do you build the rota today?'),
    buyer('Spreadsheets, mostly. It takes me most of Sunday.'),
    rep('Most of Sunday, every week? What does that cost you?'),
    buyer('Time with my kids, honestly.'),
  ];

  it("reads 'have I caught you at a bad time?' as respect for the buyer's time, not a reason to listen nor small talk", () => {
    for (const opener of ["Hi Dana, it's Sam from Shiftly. Have I caught you at a bad time?", 'have i caught you at a bad time']) {
      const hook = entry(assess(call(rep(opener), buyer('Um, no, go ahead.'), ...rest), 'Prospecting'), 'hook_and_rapport');
      // The reason to listen is the next turn's, not the permission question's.
      expect(hook.justification).not.toMatch(/in the same breath/);
      expect(hook.justification).toMatch(/Gave a reason to listen: "We help cafe groups/);
      expect(hook.justification).not.toMatch(/small talk/);
    }
    const named = entry(
      assess(call(rep("Hi Dana, it's Sam from Shiftly. Have I caught you at a bad time?"), buyer('No, go ahead.'), ...rest), 'Prospecting'),
      'hook_and_rapport',
    );
    expect(named.justification).toMatch(/respected the buyer's time/);
    expect(named.score).toBeGreaterThanOrEqual(8);
    const unnamed = entry(
      assess(call(rep('have i caught you at a bad time'), buyer('um no go ahead'), ...rest), 'Prospecting'),
      'hook_and_rapport',
    );
    // The courtesy and the gap are one turn: said in one sentence, with one quote.
    expect(unnamed.justification).toMatch(
      /Respected the buyer's time, but asked for the buyer's time before saying who was calling or why: "have i caught you/,
    );
  });

  it("does not take 'is now an awful time?' for a question about how the buyer works", () => {
    const transcript = call(
      rep("Hi Martin, it's Joe from Trapline. We haven't spoken before. Is now an awful time?"),
      buyer('Go on, I have a cup of tea in my hand.'),
      ...rest,
    );
    const qualification = entry(assess(transcript, 'Prospecting'), 'early_qualification');
    expect(qualification.justification).toMatch(/starting with: "…cafe groups cut the hours managers spend on rotas\. How do you build/);
  });

  it("reads a leading question in a pitch as no check of the agenda ('You'd like more growth, right?')", () => {
    const transcript = call(
      rep(
        "Ravi! Dan from Dosepoint. Right, I'll jump straight in because I know you're busy. Dosepoint is the UK's fastest growing prescription app. Pharmacies using it are seeing massive growth. You'd like more growth, right?",
      ),
      buyer('Well, of course.'),
      ...QUESTIONS,
    );
    const rapport = entry(assess(transcript, 'Discovery'), 'rapport_and_agenda');
    expect(rapport.justification).not.toMatch(/checked it worked for the buyer/);
    expect(rapport.score).toBeLessThan(9);
  });
});
