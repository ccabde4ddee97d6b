import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe('offline assessor: concessions', () => {
  it("counts 'How about twenty-two?' and free extras thrown in as concessions given for nothing, not as questions", () => {
    const caving = call(
      rep("Hi Martin, it's Kyle from Tuitionly, just checking in on the quote. Any thoughts?"),
      buyer('Twenty-eight thousand a year is more than I expected. BursarPay offered us twenty-two.'),
      rep('Oh, okay. Well, I can definitely do better than that. How about twenty-two as well?'),
      buyer('So the twenty-eight was never the real price?'),
      rep('It was, we really want your school on board. I can throw in free onboarding too.'),
      buyer('BursarPay includes onboarding anyway.'),
    );
    const feedback = assess(caving, 'Negotiation');
    const concession = entry(feedback, 'concession_strategy');
    const gathering = entry(feedback, 'information_gathering');
    expect(concession.justification).toMatch(/^Gave a concession without getting anything back: "[^"]*How about twenty-two/);
    expect(concession.score!).toBeLessThanOrEqual(2);
    expect(gathering.justification).not.toMatch(/open question/);
  });

  it('reads a concession for a longer term or for what the buyer just agreed to give as traded', () => {
    const trading = call(
      rep('hi helen its marcus from linenloop thanks for getting back to me on the proposal'),
      buyer('I need twenty percent off or I cannot take it to the board.'),
      rep('can i ask where the twenty comes from is that a budget line or how it lands against the savings'),
      buyer('Capital is tight this year.'),
      rep(
        'option one we phase it so the up front is about thirty five thousand option two you sign for three years instead of one and ill take fifteen percent off the hardware',
      ),
      buyer('What about twenty on option two?'),
      rep('i cant get to twenty on that if you want more off the up front id need something back like being a reference site for us'),
      buyer('A reference site I can do.'),
      rep('so three years fifteen off the hardware plus three for the reference so eighteen percent and the monthly stays as it is'),
      buyer('Eighteen percent. Yes, I can take that.'),
    );
    const concession = entry(assess(trading, 'Negotiation'), 'concession_strategy');
    expect(concession.justification).toMatch(/^Traded a concession for something in return/);
    expect(concession.justification).not.toMatch(/without getting anything back/);
    expect(concession.score!).toBeGreaterThanOrEqual(8);
  });
});

describe('offline assessor: ground held is no concession', () => {
  it("reads a recogniser's question about the buyer's position and a price refused as no concession", () => {
    const holding = call(
      rep('hi dana its sam from fillsense thanks for going through the proposal how did it land'),
      buyer('the numbers need to move we want twenty percent off the monthly'),
      rep(
        'thanks for being straight with me can i understand whats behind the twenty percent is it the monthly price or the total for the first year',
      ),
      buyer('the first year really the board approved forty thousand and your proposal comes to forty five'),
      rep(
        'if you take the three year term ill bring installation down from twenty two pounds a sensor to twelve so year one comes to thirty nine thousand',
      ),
      buyer('and the twenty percent on the monthly'),
      rep(
        'that one i cant do the three year term already holds the monthly price and youd be well ahead by month three on your own numbers',
      ),
      buyer('okay that is fine'),
    );
    const concession = entry(assess(holding, 'Negotiation'), 'concession_strategy');
    expect(concession.justification).toMatch(/^Traded a concession for something in return, in few, deliberate steps/);
    expect(concession.justification).not.toMatch(/without getting anything back/);
    expect(concession.score!).toBeGreaterThanOrEqual(9);
  });
});

describe('offline assessor: questions in a negotiation', () => {
  it('takes two open questions on what matters to the buyer as the habit in full', () => {
    const transcript = call(
      rep("Hi Omar, it's Lea from Lumenly. Thanks for making time to go through the proposal."),
      buyer('Sure. Forty thousand is more than we planned.'),
      rep('I appreciate you telling me. What matters most to you in the decision, the yearly price or the total over the term?'),
      buyer('The yearly price. Our budget resets every April.'),
      rep('That helps. How is the April budget set, and who signs it off?'),
      buyer('Finance sets it in March, and our COO signs it.'),
    );
    const questions = entry(assess(transcript, 'Negotiation'), 'information_gathering');
    expect(questions.justification).toMatch(/^Asked 2 open questions about the buyer's situation/);
    expect(questions.score!).toBeGreaterThanOrEqual(7);
  });
});

/** Decision 60: an extra the buyer asks for, granted for nothing, is ground given. */
describe('offline assessor: an extra granted as asked', () => {
  it('is a concession without anything back ("We\'d need that included." "i can probably include that")', () => {
    const transcript = call(
      rep('Hi Leona, it is Kieran from Patrolbook. Thanks for getting back to me on the proposal.'),
      buyer("It's what the board signed off. And the Sage payroll link, you've got that as an extra. We'd need that included."),
      rep('okay so on the sage link i can probably include that i think thats fine'),
      buyer('Good. And the price?'),
      rep('I cannot do four fifty on a one year, but if you went to two years I could do five twenty-five.'),
      buyer('Five twenty-five on two years. I will take it to my MD.'),
    );
    const assessed = assess(transcript, 'Negotiation');
    const strategy = entry(assessed, 'concession_strategy');
    expect(strategy.justification).toMatch(/Gave a concession without getting anything back: "okay so on the sage link/);
    expect(strategy.score!).toBeLessThanOrEqual(7);
    expect(entry(assessed, 'value_reinforcement').justification).not.toMatch(/Defended the price by discounting: "okay so on the sage/);
  });
});

describe('offline assessor: the salesperson’s own target put to the buyer', () => {
  it('costs the relationship, and the pressure is not off', () => {
    const transcript = call(
      rep("Hi Gary, it's Leah from Clutchpoint. Did you get the proposal?"),
      buyer("I did. Twenty-five pounds an instructor a month. That's too much. Drivewell quoted us eighteen."),
      rep('Oh. Okay. Well, I am sure we can match that. I can do eighteen.'),
      buyer("So what's the catch?"),
      rep("No catch. I really need to get this over the line this month, to be honest, my manager's on at me about my numbers."),
      buyer("That's not really my problem."),
      rep('No, of course not. Sorry. Could you sign today?'),
      buyer("I'll think about it. Send me something in writing."),
    );
    const tone = entry(assess(transcript, 'Negotiation'), 'relationship_tone');
    expect(tone.justification).toMatch(/Made the salesperson's own target the buyer's problem: "No catch\. I really need/);
    expect(tone.justification).not.toMatch(/Kept the pressure off/);
  });
});
