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
