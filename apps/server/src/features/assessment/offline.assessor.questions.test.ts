import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';
import { timedTranscript } from './practice-call.test-support';

describe('offline assessor: a recogniser question run into the line before it', () => {
  it("reads 'twelve percent is that across all four clinics or mainly one' as a follow-up, and 'so that is it' as none", () => {
    const discovery = (line: string) =>
      call(
        rep('hi priya its jordan from mend well thanks for making the time today'),
        buyer('Sure.'),
        rep('great so how do patients book an appointment with you right now'),
        buyer('Mostly by phone. Our no-show rate is around twelve percent, which hurts on the busy days.'),
        rep(line),
        buyer("It's worse at the city clinic, maybe fifteen there."),
      );
    const followed = entry(
      assess(discovery('twelve percent is that across all four clinics or mainly one'), 'Discovery'),
      'needs_exploration',
    );
    const stated = entry(assess(discovery('okay twelve percent so that is it for the clinics'), 'Discovery'), 'needs_exploration');
    expect(followed.justification).toMatch(/is that across all four clinics or mainly one/);
    expect(stated.justification).not.toMatch(/so that is it/);
    expect(followed.score!).toBeGreaterThan(stated.score!);
  });
});

describe('offline assessor: communication skills', () => {
  it("credits listening and plain answers to the buyer's questions, not an answer said with 'um'", () => {
    const general = (answer: string) =>
      call(
        rep("Hi Mr Okafor, it's Anna from Thistledown. We make stock software for independent pharmacies."),
        buyer('Go on.'),
        rep('How do you decide what to reorder each week across the three stores?'),
        buyer('The pharmacists eyeball the shelves. Some weeks we throw out expired stock.'),
        rep('How much expired stock do you throw out in a month?'),
        buyer('Two or three thousand dollars. What does your software cost?'),
        rep(answer),
        buyer('Okay.'),
      );
    const plain = entry(assess(general('It is one hundred and ninety dollars a month per store.'), null), 'communication_skills');
    const unsure = entry(assess(general('its like um a hundred and ninety a month i think'), null), 'communication_skills');
    expect(plain.justification).toMatch(/^Listened, following up on the buyer's words: "How much expired stock/);
    expect(plain.justification).toMatch(/Answered 1 of the buyer's 1 question plainly/);
    expect(unsure.justification).not.toMatch(/plainly/);
    expect(plain.score!).toBeGreaterThan(unsure.score!);
  });
});

describe("offline assessor: a cold call's opening", () => {
  it("does not call an opening brief that spends it on 'how are you doing today'", () => {
    const opening = (first: string) =>
      call(rep(first), buyer("I'm busy. What's this about?"), rep('How do you light your warehouses today?'), buyer('LEDs, mostly.'));
    const social = entry(
      assess(opening('hi is this gary its jake from lark spur lighting how are you doing today'), 'Prospecting'),
      'hook_and_rapport',
    );
    const why = entry(
      assess(opening("Hi Gary, it's Jake from Larkspur. We cut warehouse lighting bills by about a third."), 'Prospecting'),
      'hook_and_rapport',
    );
    // (The fault shares its turn with the stronger 'Opened with name and company', so one stance is quoted.)
    expect(social.justification).not.toMatch(/kept the opening brief/i);
    expect(why.score!).toBeGreaterThan(social.score!);
  });
});

describe('offline assessor: a concern answered in a recogniser transcript', () => {
  it('reads the same answer the same way with or without punctuation', () => {
    const close = (answer: string) =>
      call(
        rep("Hi Rosa, it's Ben from Tallyhouse. I wanted to see where you landed after the trial."),
        buyer("The chefs liked it. I'm just not sure about rolling it out everywhere right now, summer is busy."),
        rep(answer),
        buyer('Okay. That helps.'),
      );
    const typed = entry(
      assess(
        close("That's understandable. Just to recap, you're at about nine percent waste, and the trial kitchens came down to seven."),
        'Closing',
      ),
      'final_objection_handling',
    );
    const spoken = entry(
      assess(
        close('thats understandable just to recap youre at about nine percent waste and the trial kitchens came down to seven'),
        'Closing',
      ),
      'final_objection_handling',
    );
    expect(spoken.justification).toMatch(/^Answered the buyer's concern/);
    expect(spoken.score).toBe(typed.score);
  });
});

describe('offline assessor: the time a cold call asked for', () => {
  it('is kept by a pitch that fits in it, which is then no long speech', () => {
    const opening = (salespersonWordsPerMinute: number) =>
      timedTranscript(
        [
          buyer("Hello, who's calling?"),
          rep("Hi Declan, it's Maya from Berthly. This is a cold call. Can I have thirty seconds to tell you why I'm calling?"),
          buyer('Go on then. Thirty seconds.'),
          rep(
            'We make booking software for marinas. I am calling you in particular because I was on your website and at all three of your marinas a visiting boat still has to phone or radio the office to get a berth. Most groups your size that we talk to lose a fair few weekend visitors that way, because they go wherever they can book online. Do you see that, or am I off base?',
          ),
          buyer('Maybe. Go on.'),
        ],
        { salespersonWordsPerMinute },
      );
    const kept = entry(assess(opening(170), 'Prospecting'), 'hook_and_rapport');
    const overran = entry(assess(opening(60), 'Prospecting'), 'hook_and_rapport');
    expect(kept.justification).not.toMatch(/Opened with a long speech/);
    expect(overran.justification).toMatch(/Opened with a long speech/);
  });
});

/** Decision 60: a turn that asks after the buyer socially asks nothing about their work, unless it names it. */
describe('offline assessor: the questions of a social turn', () => {
  it('are small talk ("How are you? How was the rest of the conference?"), not questions about the buyer\'s situation', () => {
    const transcript = call(
      rep("Oliver! It's Gemma from Houselight, we met at the conference in Cardiff. How are you? How was the rest of the conference?"),
      buyer('Oh, hello. Yes, good, thanks. Tiring.'),
      rep('So, Houselight is ticketing and CRM built for theatres. Can I send you some info?'),
      buyer('Send something over.'),
    );
    const needs = entry(assess(transcript, null), 'needs_assessment');
    expect(needs.justification).not.toMatch(/How was the rest of the conference/);
    expect(needs.justification).toMatch(/Missing: questions about the buyer's situation/);
  });
});

describe('offline assessor: questions in a negotiation', () => {
  const negotiation = (question: string) =>
    call(
      rep("Hi Sam, it's Alex from Ferrywell. Thanks for making time to go through the proposal."),
      buyer("Honestly, we've had a quote from Phishguard for six thousand eight hundred. That's a lot less than yours."),
      rep(question),
      buyer('Mostly the simulations. The training library is smaller.'),
    );
  it("credits a closed question on the buyer's own words that finds out what lies behind their position", () => {
    const clarifying = entry(
      assess(
        negotiation(
          'Thanks for telling me. Is that quote for the same thing: the phishing simulations, the training library and the reports?',
        ),
        'Negotiation',
      ),
      'information_gathering',
    );
    expect(clarifying.justification).toMatch(/^Asked what lies behind the buyer's position, in the buyer's words/);
    expect(clarifying.justification).not.toMatch(/Asked only yes\/no questions/);
    expect(clarifying.score!).toBeGreaterThanOrEqual(3);
  });
  it("does not credit a figure echoed to run the rival down ('Sixty-eight hundred? Those guys are cowboys.')", () => {
    const echoed = entry(
      assess(negotiation("Sixty-eight hundred? Those guys are cowboys. They don't even do background checks."), 'Negotiation'),
      'information_gathering',
    );
    expect(echoed.justification).not.toMatch(/what lies behind the buyer's position/);
  });
});

describe('offline assessor: questions that fill in a form', () => {
  const opening = [
    rep('hi angela its ryan from par lance thanks for taking the call is now still good'),
    buyer("Yes, I've got about twenty minutes."),
  ];
  const close = [rep('so shall i send you over a proposal'), buyer('You can send something, yes.')];

  it('do not explore: a string of how-many and how-much questions that pass over what the buyer said', () => {
    const transcript = call(
      ...opening,
      rep('how many languages do you need interpreting in'),
      buyer('Over sixty in a year. Polish, Romanian, Urdu and Arabic are the big ones.'),
      rep('okay how many departments use interpreters'),
      buyer("Most of them. Maternity and A and E are the heaviest, and the face-to-face interpreters don't turn up one time in ten."),
      rep('okay got it and whats your annual spend roughly'),
      buyer('About four hundred thousand pounds across both agencies.'),
      rep('how many staff would use it'),
      buyer('A few thousand have access in principle.'),
      ...close,
    );
    const exploration = entry(assess(transcript, 'Discovery'), 'needs_exploration');
    expect(exploration.justification).not.toMatch(/Asked \d open questions?/);
    expect(exploration.justification).toMatch(/Asked only yes\/no questions or for single facts/);
  });

  it('explore when the figure is asked of what the buyer just said', () => {
    const transcript = call(
      ...opening,
      rep('Great. So how do new patients fill in their forms today?'),
      buyer('Mostly paper, on clipboards. Then the front desk types it all into our practice system.'),
      rep('How long does that typing take per patient?'),
      buyer('Maybe ten minutes for a new patient. Longer if the handwriting is bad.'),
      ...close,
    );
    const exploration = entry(assess(transcript, 'Discovery'), 'needs_exploration');
    expect(exploration.justification).toMatch(/Asked 2 open questions/);
  });
});

describe("offline assessor: the check of the buyer's time", () => {
  it('is no question about the buyer’s situation, nor about impact or timing', () => {
    const transcript = call(
      rep("Hi Ruth, it's Sam from Mederly. We had a call booked for half past. Is it still a good time?"),
      buyer('Yes, go ahead.'),
      rep('So, to start, could you walk me through a medicines round at one of the homes?'),
      buyer('The nurse takes the trolley round and signs the paper chart for each resident.'),
      ...[rep('Could we look at a short demo on Thursday at ten?'), buyer('Thursday at ten works.')],
    );
    const exploration = entry(assess(transcript, 'Discovery'), 'needs_exploration');
    expect(exploration.justification).not.toMatch(/Is it still a good time/);
  });
});

describe('offline assessor: discovery questions that size the pain and qualify the deal (decision 108)', () => {
  const discovery = (last: string) =>
    call(
      rep("Hi Martin, it's Aisha from Cyclewise. We set twenty minutes to look at downtime on your floor. Still okay?"),
      buyer('Yes, twenty minutes.'),
      rep('How do you know today when a machine is down, and why?'),
      buyer('Paper sheets at the machine, typed up on a Monday. By then it is a week old.'),
      rep('Roughly how much unplanned downtime are you seeing?'),
      buyer('Nine percent on the sheets. I would guess twelve to fifteen.'),
      rep('What does an hour of a machine standing cost you?'),
      buyer('About ninety pounds an hour in lost contribution.'),
      rep(last),
      buyer('Group in Stuttgart signs off anything capital. The budget is set in March.'),
    );

  it('keeps the top marks for calls that also ask who decides, the budget or the timing', () => {
    const sized = entry(assess(discovery('And what happens to the scrap when a machine stops mid-run?'), 'Discovery'), 'needs_exploration');
    const qualified = entry(
      assess(discovery('Who else would have a say in a change like this, and when is the budget set?'), 'Discovery'),
      'needs_exploration',
    );
    expect(sized.justification).toMatch(/Missing: a question about priority, budget, timing or who decides/);
    expect(qualified.justification).not.toMatch(/Missing: a question about priority/);
    expect(qualified.score!).toBeGreaterThan(sized.score!);
  });

  it("reads 'What made you get in touch?' as a question about the buyer's situation", () => {
    const transcript = call(
      rep("Hi Alan, it's Ryan from Berthly. Thanks for filling in the form on our site. What made you get in touch?"),
      buyer('Our billing is a mess. The lads read the meters by hand and invoices go out weeks late.'),
      rep('That sounds painful. We do billing for a lot of marinas.'),
      buyer('Right.'),
    );
    expect(entry(assess(transcript, null), 'needs_assessment').justification).toMatch(/What made you get in touch\?/);
  });
});
