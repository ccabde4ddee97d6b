import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/** How the buyer took what the salesperson said decides what it was: pressure, a step agreed, a concern settled. */

describe('offline assessor: a reply the buyer said yes to', () => {
  it('is not pressure, whatever one of its clauses sounds like', () => {
    const brushedOff = (reaction: string) =>
      call(
        rep("Hi Carla, it's Dev from Wrenfield. Could I have thirty seconds to tell you why I called?"),
        buyer('Thirty seconds. Go.'),
        rep('We text a manager when a cooler starts warming at night. How do your kitchens handle that today?'),
        buyer('A clipboard, twice a day. Look, just send me an email. I get a lot of these calls.'),
        rep(
          "I'll send one either way. But since you lost eight thousand dollars of stock in one night, is it worth twenty minutes to see whether it would have been caught?",
        ),
        buyer(reaction),
      );
    const agreed = entry(assess(brushedOff("Fine. Tuesday at ten, and I'll bring Tom."), 'Prospecting'), 'brush_off_handling');
    expect(agreed.justification).not.toMatch(/pushed back instead of answering/);
    expect(agreed.score!).toBeGreaterThanOrEqual(5);
  });
});

describe('offline assessor: the next step the buyer agreed to', () => {
  it('is the most concrete one put before the yes, or the offer said yes to, with the day the buyer named', () => {
    const dated = call(
      rep("Hi Carla, it's Dev from Wrenfield. How do your kitchens log cooler temperatures today?"),
      buyer('On a clipboard, twice a day.'),
      rep('Could we take twenty minutes with you and Tom? Would Thursday at ten work, or next Tuesday?'),
      buyer('Just send me an email.'),
      rep('I will. Is it worth twenty minutes to see whether your last lost cooler would have been caught?'),
      buyer('Fine. Tuesday at ten, and I will bring Tom.'),
    );
    const toAction = entry(assess(dated, 'Prospecting'), 'call_to_action');
    expect(toAction.justification).toMatch(/^Proposed a concrete next step with a time: "[^"]*Thursday at ten/);
    expect(toAction.score).toBe(10);

    const offered = call(
      rep('Hi Jenna, it is Chris from Sendwick. Last time you said nobody follows up on abandoned carts. Is that still right?'),
      buyer('Yes, carts especially.'),
      rep('Then what I can do is set you up with a free trial, so you can run the cart flow on your own store.'),
      buyer('That sounds good. I can set it up next week.'),
    );
    const steps = entry(assess(offered, 'Solution'), 'next_steps');
    expect(steps.justification).toMatch(/^Proposed a next step, with the day still open: "[^"]*free trial/);
    expect(steps.score!).toBeGreaterThanOrEqual(4);
  });
});

describe('offline assessor: a buyer who leaves', () => {
  it('for a reason of their own, after an exchange that went on well, cut the call short: the ask is not observed', () => {
    const transcript = call(
      rep("Hi Robert, it's Hannah from Ferrywell. Thanks for getting back to me on the proposal."),
      buyer("I'll be direct. Twenty-seven thousand is more than I expected. Another vendor quoted us forty-five dollars a user."),
      rep('Thanks for telling me. Is that quote for the same thing: the simulations, the training library and the reports?'),
      buyer("Mostly. I know. I'm not the one you need to convince, though."),
      rep('Right. What I can do is ten percent off if you sign for three years instead of one.'),
      buyer('Three years is a long time. Could you do the ten percent on one year?'),
      rep('On one year I can go to fifty-seven, but no lower. The three-year price is the best one.'),
      buyer(
        "Hmm. Fifty-seven on one year might be easier for the CFO to swallow. Let me... sorry, I've got an alert coming in from our security team. I have to drop off right now.",
      ),
      rep("Of course, go. I'll email you both options in writing so you have them for your CFO."),
      buyer('Thanks. Bye.'),
    );
    const ask = entry(assess(transcript, 'Negotiation'), 'commitment_ask');
    expect(ask.score).toBeNull();
    expect(ask.justification).toMatch(/^Not observed: the buyer had to leave/);
  });
});

describe('offline assessor: a concern met with a question the buyer had answered', () => {
  it("is not answered when the buyer has to say it again ('I just said that')", () => {
    const transcript = call(
      rep("Hi Derek, it's Lauren from Glassmoor. The goal of this call is to understand your world and see if there's a fit."),
      buyer("Honestly, I'm wary. We bought an asset tool three years ago and the techs stopped using it after a month."),
      rep('Yeah, I completely understand. Glassmoor is really easy to use. So, what would a perfect solution look like for you?'),
      buyer('One the techs actually use. I just said that.'),
    );
    const handling = entry(assess(transcript, 'Discovery'), 'objection_handling');
    expect(handling.justification).toMatch(/^Met the buyer's concern .* but acknowledged it without answering it/);
    expect(handling.score!).toBeLessThanOrEqual(2);
  });
});

describe('offline assessor: relationship tone', () => {
  it('loses the relationship to a belittling or pressing line the buyer cooled at, even when the buyer did not name it', () => {
    const negotiation = (reply: string) =>
      call(
        rep("Hey Diane, it's Kyle from Ravelstone. Thanks for looking at the proposal."),
        buyer('Eight thousand four hundred a month is too high. Our current cleaner charges sixty-eight hundred.'),
        rep('Understood. What matters most to you in the contract?'),
        buyer('The third floor keeps getting missed.'),
        rep(reply),
        buyer("That doesn't make me trust your pricing much, Kyle."),
      );
    const pressed = entry(
      assess(
        negotiation(
          "Honestly, there's always wiggle room. Six and a half, final offer, but I need a signature by Friday or it goes back up.",
        ),
        'Negotiation',
      ),
      'relationship_tone',
    );
    expect(pressed.justification).toMatch(
      /Pressed or belittled in a way that costs the relationship: "Honestly, there's always wiggle room/,
    );
    expect(pressed.justification).not.toMatch(/Kept the pressure off/);
  });
});

describe('offline assessor: a concern explored with a question, then answered', () => {
  it('is settled by how the buyer takes the answer, not by the buyer saying more about the worry when asked', () => {
    const close = (last: string) =>
      call(
        rep("Hi Luis, it's Megan from Ironbark. I'd like to go over where the trial landed and agree the steps to roll it out."),
        buyer("My only worry is timing. Summer is our busiest season, and I don't want to switch forty-five guys in the rush."),
        rep("That's a real concern; the worst outcome would be disruption in July. What would make you comfortable?"),
        buyer("Knowing nothing breaks in the first weeks, and that my guys aren't stuck learning a new app on a hot roof."),
        rep(
          'Then we add the other thirty-five in three waves of about twelve, one a week, each with a thirty-minute session in your morning meeting, and your old system stays on for two weeks as a fallback.',
        ),
        buyer(last),
      );
    const taken = entry(assess(close("Waves would work. Okay. Let's do it."), 'Closing'), 'final_objection_handling');
    const open = entry(assess(close("I'm still worried about switching the guys in summer."), 'Closing'), 'final_objection_handling');
    expect(taken.score!).toBeGreaterThanOrEqual(9);
    expect(open.score!).toBeLessThan(taken.score!);
  });
});

describe('offline assessor: value in a negotiation', () => {
  it('credits a traded concession said as what it does for the buyer', () => {
    const negotiation = (offer: string) =>
      call(
        rep("Hi Marcus, it's Nina from Pinegrove. Thanks for taking the time to go through the proposal."),
        buyer('A hundred and fifty thousand a year is above what finance approved.'),
        rep(
          'On your one point two million of overtime, a twenty-two percent drop is around two hundred and sixty thousand a year back, against a hundred and fifty for the licence.',
        ),
        buyer('But I still have to land it with finance.'),
        rep(offer),
        buyer('That would help.'),
      );
    const framed = entry(
      assess(
        negotiation('If you sign for two years, I can bring year one to a hundred and thirty-five. That gives finance a lower first year.'),
        'Negotiation',
      ),
      'value_reinforcement',
    );
    const bare = entry(
      assess(negotiation('If you sign for two years, I can bring year one to a hundred and thirty-five.'), 'Negotiation'),
      'value_reinforcement',
    );
    expect(framed.justification).toMatch(/said what the concession does for the buyer/i);
    expect(framed.score!).toBeGreaterThan(bare.score!);
  });
});

/** Decision 60: the goodbye and a time to call back, after the buyer said they must go, do not make the call whole. */
describe('offline assessor: a buyer who must go, then agrees when to be called back', () => {
  it('cut the call short: what the product does, not yet reached, is not observed', () => {
    const transcript = call(
      rep('hi ciara its niall from canopylog we met at the show have you got a couple of minutes'),
      buyer("A couple. We've had a storm overnight and the phones haven't stopped."),
      rep('of course ill be quick you mentioned at the show that quotes were taking a while to get out is that still the case'),
      buyer("Yes. The lads survey in the day and I type the quotes up at night from their notes. Some nights it's fifteen."),
      rep('fifteen a night thats a lot when you say from their notes is that paper or photos'),
      buyer("Paper mostly. Hang on. Sorry, Niall, that's the council, we've got a tree down on the main road. I have to go."),
      rep('course go go is there a better time i can call you back'),
      buyer('Try me next week. Not Monday.'),
      rep('ill try you tuesday morning good luck with the storm'),
      buyer('Thanks. Bye.'),
    );
    const product = entry(assess(transcript, null), 'product_knowledge');
    expect(product.score).toBeNull();
    expect(product.justification).toMatch(/^Not observed: the buyer had to leave/);
  });
});
