import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe('offline assessor: value said before a question', () => {
  it("credits an outcome in the buyer's words that ends on a question, and not a question alone", () => {
    const discovery = (pitch: string) =>
      call(
        rep("Hi Dr. Raman, it's Jess from Kennelbook. Thanks for making time."),
        buyer('Sure.'),
        rep('So tell me about a typical Monday morning. What is the front desk dealing with?'),
        buyer('Chaos. The phones ring all day and clients miss appointments because they lose the postcards.'),
        rep('And if you could wave a wand, what would a good Monday look like?'),
        buyer('Clients book themselves online, they get a text reminder, and my desk can look after the people in front of them.'),
        rep(pitch),
        buyer('That would be nice.'),
      );
    const valued = entry(
      assess(
        discovery(
          'I love that, look after the people in front of them. Clients book online and reminders go out by text. Clinics your size usually see missed appointments come down by about a third. How would that land with your desk?',
        ),
        'Discovery',
      ),
      'value_alignment',
    );
    const asked = entry(assess(discovery('How would online booking land with your desk?'), 'Discovery'), 'value_alignment');
    expect(valued.justification).toMatch(/^Tied the product to what the buyer said/);
    expect(asked.justification).toMatch(/^Missing: value tied/);
    expect(valued.score!).toBeGreaterThan(asked.score!);
  });

  it("does not call a claim the salesperson is unsure of ('I'd have to check, but I'm pretty sure') value tied to the buyer", () => {
    const general = (answer: string) =>
      call(
        rep("Hey Owen, it's Jamie at Mashwise. What do you use right now for planning?"),
        buyer('Whiteboard and a spreadsheet. We ran out of hops twice. We did not see what the next three brews needed.'),
        rep(answer),
        buyer('Okay.'),
      );
    const unsure = entry(
      assess(general("Um, I think it can see what the next brews need, yeah. I'd have to check, but I'm pretty sure."), null),
      'product_knowledge',
    );
    const sure = entry(
      assess(
        general(
          'Yes: the inventory reads the next three brews on the schedule and tells you what they need, so you stop running out of hops.',
        ),
        null,
      ),
      'product_knowledge',
    );
    expect(unsure.justification).not.toMatch(/Tied the product to what the buyer said/);
    expect(sure.score!).toBeGreaterThan(unsure.score!);
  });
});

describe("offline assessor: a demo's set-up", () => {
  it('credits a recap that says what the demo will cover more than one that only starts the tour', () => {
    const demo = (frame: string) =>
      call(
        rep(
          `Hi Angela, it's Chris from Ductwise. Last time you mentioned summer failures and your work-order system, ${frame} Sound good?`,
        ),
        buyer('Yes. And the work-order piece.'),
        rep('Here is how an alert reaches a technician.'),
        buyer('Okay.'),
      );
    const covers = entry(assess(demo('so today I will show you how alerts reach your work orders.'), 'Solution'), 'setup_and_context');
    const tour = entry(assess(demo('so today I will walk you through the platform.'), 'Solution'), 'setup_and_context');
    expect(tour.justification).toMatch(/Started the demo without saying what it would cover/);
    expect(covers.score!).toBeGreaterThan(tour.score!);
  });
});

describe('offline assessor: the terms put for a yes', () => {
  it("are not value in the buyer's numbers ('shall I send the agreement at fourteen fifty?')", () => {
    const transcript = call(
      rep("Hi Joan, it's Cal from Doughline. Thanks for your time. Where are you at with the renewal?"),
      buyer('The price is going from fourteen fifty to seventeen fifty a site and the labels still break.'),
      rep('I hear you. Labels, got it. I really value our partnership. So shall I send over the three-year agreement at fourteen fifty?'),
      buyer('No. Send me a date for the fix.'),
    );
    const value = entry(assess(transcript, 'Negotiation'), 'value_reinforcement');
    expect(value.justification).not.toMatch(/in the buyer's own numbers|with a figure/);
  });
});

describe("offline assessor: a cold call's value in the buyer's own numbers", () => {
  it('is most of what a value statement can be on a cold call', () => {
    const transcript = call(
      rep("Hi Carla, it's Dev from Wrenfield. Could I have thirty seconds to tell you why I called?"),
      buyer('Thirty seconds. Go.'),
      rep('We text a manager when a cooler starts warming at night. How do your kitchens handle that today?'),
      buyer('A clipboard, twice a day. We lost eight thousand dollars of stock in one night last spring.'),
      rep(
        'So on that eight-thousand-dollar night, a text at the first degree of warming would have saved the stock. Is it worth twenty minutes on Thursday at ten?',
      ),
      buyer('Thursday at ten works.'),
    );
    const value = entry(assess(transcript, 'Prospecting'), 'value_statement');
    expect(value.justification).toMatch(/^Put the value in the buyer's own numbers/);
    expect(value.score!).toBeGreaterThanOrEqual(7);
  });
});

describe('offline assessor: a tie to the buyer’s words that the buyer says missed them', () => {
  it('is not value tied to what the buyer said', () => {
    const transcript = call(
      rep("Hi Dana, it's Marco from Tillwright. Thanks for your time. Where are you with the renewal?"),
      buyer('You raised the price fifteen percent and the stock reports still break at our second shop.'),
      rep(
        "I totally hear you. So what I'm hearing is that the price is a concern. The new price reflects the investment in our loyalty module and the new stock app.",
      ),
      buyer("We don't use the loyalty module. I said the reports."),
    );
    const value = entry(assess(transcript, 'Negotiation'), 'value_reinforcement');
    expect(value.justification).not.toMatch(/Tied the product to what the buyer said|in the buyer's own numbers/);
  });
});

describe('offline assessor: value said as the buyer’s problem put right', () => {
  it("credits 'so those weekend gaps get filled before the sales are lost' after the buyer said weekend gaps lose sales", () => {
    const discovery = (pitch: string) =>
      call(
        rep(
          "Hi Dana, it's Sam from Shelfwise. Thanks for making time. I'd like to learn how you keep the shelves full, then see if a next step makes sense. Okay?",
        ),
        buyer('Sure.'),
        rep('Where do the shelves let you down today?'),
        buyer('Weekends. By Saturday afternoon there are gaps everywhere and we lose sales because nobody spots them.'),
        rep(pitch),
        buyer('That would help.'),
      );
    const tied = entry(
      assess(
        discovery(
          'Shelfwise cameras spot a gap within minutes and send it to the nearest staff member, so those weekend gaps get filled before the sales are lost.',
        ),
        'Discovery',
      ),
      'value_alignment',
    );
    const recital = entry(
      assess(discovery('Shelfwise cameras spot a gap within minutes and send it to the nearest staff member on the weekend.'), 'Discovery'),
      'value_alignment',
    );
    expect(tied.justification).toMatch(/^Tied the product to what the buyer said: "Shelfwise cameras spot a gap/);
    expect(tied.score!).toBeGreaterThan(recital.score!);
  });
});

describe("offline assessor: the buyer's figure thrown back in an argument", () => {
  it("is no value ('I'm sure they're fine, but they can't be in eleven gyms at once, can they? That's why you need us.')", () => {
    const general = (line: string) =>
      call(
        rep("Hi Kieran, it's Connor from Brightmoor. We make training videos for gyms."),
        buyer('We do our training in-house. Two head trainers go round our eleven gyms.'),
        rep(line),
        buyer('Look, there is no budget this year.'),
      );
    const argued = entry(
      assess(general("I'm sure they're fine, but they can't be in eleven gyms at once, can they? That's why you need us."), null),
      'product_knowledge',
    );
    const tied = entry(
      assess(general('With eleven gyms, your two head trainers record an induction once and every site runs it the same day.'), null),
      'product_knowledge',
    );
    expect(argued.justification).not.toMatch(/buyer's own numbers|Tied the product/);
    expect(tied.score!).toBeGreaterThan(argued.score!);
  });
});

describe('offline assessor: the price summed up and the term of the deal are no value (decision 97)', () => {
  const discovery = (sum: string) =>
    call(
      rep("Hi Ravi, it's Dan from Dosepoint. Thanks for the time."),
      buyer('Sure.'),
      rep('How do patients order repeat prescriptions today?'),
      buyer('They ring, or drop a slip in. Five pharmacies, all the same.'),
      rep(sum),
      buyer('Right.'),
    );

  it('reads "five times three ninety-nine, just under two thousand a month" as the price, not an outcome with a figure', () => {
    const value = entry(
      assess(discovery("Great, so five times three ninety-nine, that's just under two thousand a month."), 'Discovery'),
      'value_alignment',
    );
    expect(value.justification).not.toMatch(/outcome|own numbers/);
  });

  it('still reads money back against the licence as value', () => {
    const value = entry(
      assess(discovery("That's about ninety thousand a year back in staff time against a thirty thousand licence."), 'Discovery'),
      'value_alignment',
    );
    expect(value.justification).not.toMatch(/^Missing/);
  });

  it('reads "it\'s a three year contract" as no timeline of the plan after signing', () => {
    const transcript = call(
      rep("hi linda it's josh from paw desk just calling to see if you've had a chance to look at the contract"),
      buyer("i've looked at it yes"),
      rep('great so are we good to go'),
      buyer('are we tied in for three years'),
      rep("it's a three year contract yeah so can we get the contract signed today then i can get you on the onboarding list"),
      buyer("i'll need to talk to the partners first"),
    );
    const handoff = entry(assess(transcript, 'Closing'), 'implementation_handoff');
    expect(handoff.justification).not.toMatch(/with a timeline/);
    const recap = entry(assess(transcript, 'Closing'), 'value_recap');
    expect(recap.justification).not.toMatch(/own numbers/);
  });
});

describe('offline assessor: a demo tied to what discovery told', () => {
  // The practice scenario's profile: Northwind's finance team reconciles invoices by hand in spreadsheets, two days a month.
  const demo = (shown: string) =>
    call(
      rep("Hi Dana, it's Sam from QuotaFlow, thanks for having me back for the demo."),
      buyer('Sure, go ahead.'),
      rep(shown),
      buyer('Okay.'),
    );

  it("ties a feature shown in the words of the buyer's world, as the earlier call told it, to the buyer", () => {
    const tied = entry(
      assess(
        demo(
          'Here is the reconciling screen: payments are matched to your spreadsheets, so nobody reconciles by hand and the month-end close gets faster before the audit.',
        ),
        'Solution',
      ),
      'feature_relevance',
    );
    const generic = entry(
      assess(
        demo('Here is the dashboard: every chart is configurable, there are forty templates, and it exports to anything.'),
        'Solution',
      ),
      'feature_relevance',
    );
    expect(tied.justification).toMatch(/^Tied the product to what the buyer said/);
    expect(generic.justification).not.toMatch(/^Tied the product/);
    expect(tied.score!).toBeGreaterThan(generic.score!);
  });
});

describe("offline assessor: a closing call's recap", () => {
  it("reads 'So, to bring it together' with the buyer's world in it as a recap of the buyer's goals", () => {
    const closing = (recap: string) =>
      call(
        rep("Hi Dana, it's Sam from QuotaFlow. Thanks for the time; I thought it'd help to go through where we've got to."),
        buyer('Yes, please.'),
        rep(recap),
        buyer("That's a fair summary."),
      );
    const recapped = entry(
      assess(
        closing(
          'So, to bring it together: your finance team reconciles invoices by hand in spreadsheets, two days every month, and late payments are up this year. QuotaFlow matches the payments and chases the late ones.',
        ),
        'Closing',
      ),
      'value_recap',
    );
    expect(recapped.justification).toMatch(/recapped the (buyer's goals|agreed value)/i);
    expect(recapped.justification).not.toMatch(/Missing: a recap/);
  });
});

describe("offline assessor: the buyer's product questions in product knowledge (decision 108)", () => {
  const general = (answer: string) =>
    call(
      rep("Hi Alan, it's Megan from Busroster. You emailed about route planning."),
      buyer('Right. From September every council contract needs live location and a pupil manifest. We run twenty-eight contracts.'),
      rep(
        'So the live map shows every bus to the council, and drivers tick pupils on and off in the app, so the manifest writes itself for each run.',
      ),
      buyer('We already have Teletrac boxes in all forty-five vehicles. Can your system take the location from those?'),
      rep(answer),
      buyer('Okay.'),
    );

  it('takes a point off for an answer left to a guess, not for a detail honestly left to check after an answer', () => {
    const guessed = entry(
      assess(general("Um, good question. I believe we can integrate with most tracking systems, but I'd need to check on Teletrac."), null),
      'product_knowledge',
    );
    const answered = entry(
      assess(
        general("Yes, we read Teletrac's feed directly, so no new boxes. I'll need to check which report format your council wants."),
        null,
      ),
      'product_knowledge',
    );
    expect(guessed.justification).toMatch(/to a guess or unanswered, such as: "Um, good question\. I believe/);
    expect(answered.justification).not.toMatch(/to a guess/);
    expect(answered.score!).toBeGreaterThan(guessed.score!);
  });
});

describe('offline assessor: a demo padded with features the buyer never raised', () => {
  const demo = (...more: ReturnType<typeof rep>[]) =>
    call(
      rep("Hi Dana, it's Sam from QuotaFlow, thanks for having me back."),
      buyer('Sure. The reconciling is still the thing: two days every month, by hand, in spreadsheets.'),
      rep('Then here is the reconciling screen: payments match your spreadsheets, so those two days by hand come down to an hour.'),
      buyer('That would help.'),
      ...more,
    );
  const tour =
    "We've also got a mobile app, custom dashboards with forty widgets, a vendor portal, multi-currency, an API, single sign-on, and a marketplace of add-ons.";

  it('costs feature relevance when a list of seven or more features follows, none of them the buyer’s', () => {
    const padded = entry(assess(demo(rep(tour), buyer('Okay.')), 'Solution'), 'feature_relevance');
    const focused = entry(assess(demo(), 'Solution'), 'feature_relevance');
    expect(padded.justification).toMatch(/Listed features the buyer never raised: "[^"]*mobile app/);
    expect(padded.score!).toBeLessThan(focused.score!);
  });

  it('does not count the list that answers the buyer’s own question', () => {
    const asked = entry(
      assess(demo(buyer('What else does it do, apart from reconciling?'), rep(tour), buyer('Okay.')), 'Solution'),
      'feature_relevance',
    );
    expect(asked.justification).not.toMatch(/Listed features the buyer never raised/);
  });
});

describe('offline assessor: a problem-led opener (decision 108)', () => {
  it("credits naming the trouble of businesses like the buyer's as part of a value statement, not as none", () => {
    const transcript = call(
      rep("Hi Dan, it's Priya from Jobtrail. Is now a good time?"),
      buyer('Go on, quickly.'),
      rep(
        'So we work with plumbing and heating firms, about your size, and the thing we hear most is the office losing track of jobs in winter. Is that something you see?',
      ),
      buyer('All the time, honestly. January is chaos.'),
      rep('Could we take twenty minutes next Tuesday at nine to look at how it could work for you?'),
      buyer('Go on then, Tuesday at nine.'),
    );
    const value = entry(assess(transcript, 'Prospecting'), 'value_statement');
    expect(value.justification).toMatch(
      /^Named a problem that businesses like the buyer's have, though not what changes for them: "So we work/,
    );
    expect(value.score!).toBeGreaterThanOrEqual(3);
  });
});
