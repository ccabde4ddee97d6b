import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe('offline assessor: engagement checks in a demo', () => {
  const demo = (...checks: string[]) =>
    call(
      rep("Hi Jenna, it's Chris from Sendwick. Today I'll show you the abandoned-cart flow, then we agree a next step."),
      buyer('Go ahead.'),
      rep(
        'When someone leaves a candle in the cart, they get an email after an hour and a text the next day with the product photo, and you can add a discount on the second one.',
      ),
      buyer('Okay.'),
      ...checks.flatMap((check) => [rep(check), buyer('Yes, that would help with our carts.')]),
    );

  it("counts a question for the buyer's reaction as a check-in, however it is punctuated", () => {
    const checked = entry(assess(demo('so does this look like something that would help with the carts'), 'Solution'), 'engagement_checks');
    expect(checked.justification).toMatch(/^Checked in with the buyer after making a point: "so does this look like something/);
  });

  it("counts a recogniser's check-in that the classifier does not read as a question ('so does what youve seen so far feel like it would fix the carts')", () => {
    const checked = entry(
      assess(demo('ok sure um so does what youve seen so far feel like it would fix the carts side'), 'Solution'),
      'engagement_checks',
    );
    expect(checked.justification).toMatch(/^Checked in with the buyer after making a point: "[^"]*what youve seen so far/);
  });

  it("does not count the opening's check of the recap ('is that still the picture?') as a check-in on the demo", () => {
    const transcript = call(
      rep("Hi Jenna, it's Chris from Sendwick. Last time you said nobody follows up on abandoned carts. Is that still the picture?"),
      buyer('Yes.'),
      rep(
        'So when someone leaves a candle in the cart, they get an email after an hour and a text the next day with the product photo, and you can add a discount on the second one.',
      ),
      buyer('Okay.'),
    );
    const checks = entry(assess(transcript, 'Solution'), 'engagement_checks');
    expect(checks.justification).toMatch(/missing: check-ins after each point/i);
    expect(checks.justification).not.toMatch(/Checked in/);
  });

  it("scores a run of checks that ask only for a nod ('Does that make sense?', 'Pretty cool, right?') below as many on the buyer's side", () => {
    const nods = entry(
      assess(demo('Does that make sense?', 'Pretty cool, right?', 'Make sense?', 'Sound good?'), 'Solution'),
      'engagement_checks',
    );
    const onTheirSide = entry(
      assess(
        demo(
          'Would that help with the carts you lose on weekends?',
          'Would your customers answer a text sooner than an email?',
          'Is a discount on the second message something you would offer?',
          'How would that fit the way your team follows up now?',
        ),
        'Solution',
      ),
      'engagement_checks',
    );
    expect(nods.justification).toMatch(
      /^Checked in only with a question asking for a nod \(\d times\), never about the buyer's side, such as: "Does that make sense\?"/,
    );
    expect(onTheirSide.justification).toMatch(
      /^Checked in with the buyer after making a point \(\d times\): "Would that help with the carts/,
    );
    expect(onTheirSide.score!).toBeGreaterThan(nods.score!);
  });

  it.each([
    'The second message carries the product photo and the discount. Pretty impressive, right?',
    'It builds the whole flow from your store in one click. Super easy, right?',
  ])("reads praise put for a nod ('%s') as asking for a nod, not for the buyer's side", (check) => {
    const nod = entry(assess(demo(check), 'Solution'), 'engagement_checks');
    expect(nod.justification).toMatch(/^Checked in only with a question asking for a nod/);
  });

  it('reads only the question after a point, not the point before it, as the check', () => {
    const pointThenNod = entry(
      assess(demo('Then there are energy reports, carbon reports and monthly summaries for your tenants. Does that resonate?'), 'Solution'),
      'engagement_checks',
    );
    expect(pointThenNod.justification).toMatch(/asking for a nod/);
  });

  it("does not count a point followed by the question for the deal ('So should I send you the contract today?') as a check-in", () => {
    const pushed = entry(
      assess(demo("Honestly it does everything, trust me. You're going to love it. So should I send you the contract today?"), 'Solution'),
      'engagement_checks',
    );
    expect(pushed.justification).not.toMatch(/Checked in/);
  });

  it('scores checking in after each point above checking in once', () => {
    const once = entry(assess(demo('Does that make sense for your store?'), 'Solution'), 'engagement_checks');
    const each = entry(
      assess(
        demo(
          'Does that make sense for your store?',
          'The segments split your list by what people bought. How does that compare with what you do now?',
          'And the loyalty add-on rewards repeat buyers. Would that help with your regulars?',
        ),
        'Solution',
      ),
      'engagement_checks',
    );
    expect(each.justification).toMatch(/\(3 times\)/);
    expect(each.score!).toBeGreaterThan(once.score!);
  });
});

/** Decision 60: a demo's frame after its recap, and an answer that ends on a check the buyer says yes to. */
describe('offline assessor: a demo that recaps, then sets out what it will show', () => {
  const transcript = call(
    rep("Hi Femi, it's Yasmin from Roastline. We're booked in for the demo. Have you still got forty minutes?"),
    buyer("Hi Yasmin. Yes. Laptop's open."),
    rep(
      'Great. Before I share anything, a quick recap of what you told me last week. Orders come in by email, WhatsApp and phone, you build the roast plan on Sunday evening from a whiteboard, and you get about six wrong orders a week. Is that still the picture?',
    ),
    buyer("That's it. Last week it was eight, actually."),
    rep(
      "Ouch. So I'd like to show you three things: how a cafe places an order, how that turns into your roast plan, and what happens to stock. Anything you'd add?",
    ),
    buyer("No, that's the right three."),
    rep('Okay, sharing now. A cafe picks from its own list, so it cannot pick a grind you do not sell it.'),
    buyer("So they can't choose two-fifty gram bags if they've always had kilos?"),
    rep("Only if you switch it on for them. Does that match how you'd want it?"),
    buyer("Yes. That's half our mistakes right there."),
  );

  it('credits the turn that sets the call out as its frame, not the recap before it', () => {
    const setup = entry(assess(transcript, 'Solution'), 'setup_and_context');
    expect(setup.justification).toMatch(/Set out what the call would cover: "[^"]*three things/);
    expect(setup.justification).not.toMatch(/Started the demo without saying what it would cover/);
  });

  it('counts an answer that ends on a check the buyer says yes to as answered', () => {
    const questions = entry(assess(transcript, 'Solution'), 'handling_questions');
    expect(questions.justification).toMatch(/^Answered the buyer's question/);
    expect(questions.justification).not.toMatch(/did not answer it/);
  });
});

describe('offline assessor: praise in place of an answer', () => {
  it('does not answer the buyer’s question, though it says the buyer’s word back', () => {
    const transcript = call(
      rep("Hi Mark, it's Sophie from Raydraft. Today I'll show you how a roof gets measured and a proposal built."),
      buyer('Okay.'),
      rep('You type the address, and Raydraft builds a model of the roof from satellite imagery, with the pitch and every obstruction.'),
      buyer('How accurate is the roof measurement, compared with sending someone up a ladder?'),
      rep("It's very accurate. Industry-leading, honestly. Our customers trust it every day."),
      buyer('Right.'),
    );
    const questions = entry(assess(transcript, 'Solution'), 'handling_questions');
    expect(questions.justification).toMatch(/^Met the buyer's question \('How accurate is the roof measurement.*but did not answer it/);
  });
});
