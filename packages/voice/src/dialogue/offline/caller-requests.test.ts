import { understandTurn, type Segment, type TurnReading } from '@rehearse/conversation';
import { describe, expect, it } from 'vitest';
import {
  asksAboutTheBuyer,
  asksForNextStep,
  asksForTime,
  asksIfBuyerCanSign,
  asksLeave,
  endsOnThanks,
  saysGoodbye,
  stepToAgreeTo,
  withoutFalseLineChecks,
} from './caller-requests';

/** A reading whose segments are labelled by hand, as the classifier might (mis)label them. */
function readingOf(segments: readonly Pick<Segment, 'text' | 'act'>[]): TurnReading {
  const reading = understandTurn(segments.map((segment) => segment.text).join(' '));
  const labelled = segments.map((segment): Segment => ({ ...segment, confidence: 0.9, tone: 'neutral', toneSure: true }));
  return { ...reading, segments: labelled, acts: new Set(labelled.map((segment) => segment.act)) };
}

describe('saysGoodbye', () => {
  it('is a farewell with nothing after it but more farewell', () => {
    expect(
      saysGoodbye(
        readingOf([
          { text: 'Great, thanks.', act: 'thanks' },
          { text: 'Bye now.', act: 'goodbye' },
        ]),
      ),
    ).toBe(true);
    expect(
      saysGoodbye(
        readingOf([
          { text: 'Talk soon.', act: 'goodbye' },
          { text: 'Thanks again.', act: 'thanks' },
        ]),
      ),
    ).toBe(true);
  });

  it('is not a word read as a farewell that the turn goes on from', () => {
    const reading = readingOf([
      { text: 'Good.', act: 'goodbye' },
      { text: 'So I saw your email about the price, and I talked to my manager.', act: 'statement' },
      { text: 'We can do ten percent off the platform fee.', act: 'offer' },
    ]);
    expect(saysGoodbye(reading)).toBe(false);
  });

  it("is a recogniser's run of words read as a next step that ends on a farewell, unless it asks", () => {
    const heard = readingOf([{ text: "brave i'll send the invite to you thanks mark bye", act: 'next-step' }]);
    expect(saysGoodbye(heard)).toBe(true);
    expect(saysGoodbye(understandTurn('Great, so shall we say Thursday at ten, bye?'))).toBe(false);
  });
});

describe('endsOnThanks (decision 112)', () => {
  it("is a turn whose last words thank, typed or a recogniser's one run of words read as a next step", () => {
    expect(endsOnThanks(understandTurn("Great, I'll send the invite. Thanks Priya."))).toBe(true);
    expect(endsOnThanks(readingOf([{ text: 'great i will send the invite thanks priya', act: 'next-step' }]))).toBe(true);
    expect(endsOnThanks(understandTurn('perfect ill get that over to you thank you so much for your time'))).toBe(true);
  });

  it('is not a thanks the turn goes on from, nor one that asks', () => {
    expect(endsOnThanks(understandTurn('thanks for the demo yesterday'))).toBe(false);
    expect(endsOnThanks(understandTurn('Thanks. Then the numbers: it is twenty four thousand a year.'))).toBe(false);
    expect(endsOnThanks(understandTurn('thanks so how many sites do you run'))).toBe(false);
  });
});

describe('withoutFalseLineChecks', () => {
  it('reads a "check of the line" without a word of one as the classifier\'s second guess', () => {
    const reading = readingOf([{ text: 'You guys are still writing fridge temps on clipboards?', act: 'presence-check' }]);
    reading.segments[0]!.runnerUp = 'closed-question';
    const read = withoutFalseLineChecks(reading);
    expect(read.segments[0]!.act).toBe('closed-question');
    expect(read.acts.has('presence-check')).toBe(false);
  });

  it('keeps the checks people make', () => {
    for (const text of ['are you still there', 'Can you hear me okay?', 'did I lose you', 'hello?']) {
      const reading = readingOf([{ text, act: 'presence-check' }]);
      expect(withoutFalseLineChecks(reading).acts.has('presence-check'), text).toBe(true);
    }
  });
});

describe('asksLeave', () => {
  it('hears "okay with you?" after an agenda as asking leave', () => {
    const reading = readingOf([
      { text: "I'd like to go through your open points first, then the numbers.", act: 'agenda' },
      { text: 'Okay with you?', act: 'closed-question' },
    ]);
    expect(asksLeave({ ...reading, asks: true, question: 'Okay with you?' }, 2)).toBe(true);
  });
});

describe('asksForNextStep', () => {
  it('takes no day inside a question about the buyer for a meeting proposed', () => {
    const reading = understandTurn('No problem. If the DEA walked into Beaverton tomorrow morning, what would worry you most?');
    expect(asksForNextStep(reading, 5)).toBe(false);
  });

  it("takes a read-back of the buyer's timeline with a check for no step, a day and hour checked still for one", () => {
    const summary =
      "So if I've got it right: the old system loses support next June, errors cost about $35 each, and you want to be live before Black Friday. Is that fair?";
    expect(asksForNextStep(understandTurn(summary), 7)).toBe(false);
    // As the recogniser hears it: lower case, unpunctuated.
    const heard = 'so the contract runs out in march and you need something in place by the end of the quarter is that right';
    expect(asksForNextStep(understandTurn(heard), 7)).toBe(false);
    expect(asksForNextStep(understandTurn('So Tuesday at ten, is that right?'), 7)).toBe(true);
    expect(asksForNextStep(understandTurn("So we'll meet next Thursday, is that fair?"), 7)).toBe(true);
  });

  it('still hears the proposals people make with "what"', () => {
    expect(asksForNextStep(understandTurn('What about Friday at 8?'), 5)).toBe(true);
    expect(asksForNextStep(understandTurn('What do you think of Thursday at ten?'), 5)).toBe(true);
  });

  it('takes a choice about the buyer, or an open question ending a pitch, for no step to agree to (decision 70)', () => {
    const choice = readingOf([{ text: 'and is the budget yours to decide or does it go to the board', act: 'commitment-ask' }]);
    expect(asksForNextStep(choice, 5)).toBe(false);
    const pitchThenQuestion = readingOf([
      { text: 'With Keyward your drivers see every open job on their phone.', act: 'commitment-ask' },
      { text: 'Is that something that would help your dispatch team?', act: 'open-question' },
    ]);
    expect(asksForNextStep(pitchThenQuestion, 5)).toBe(false);
    // A choice of days, or a step the question itself proposes, is still an ask.
    expect(asksForNextStep(understandTurn('Would Tuesday at ten work, or is Thursday better?'), 5)).toBe(true);
    const proposal = readingOf([
      { text: 'Keyward puts every open job on their phone.', act: 'pitch' },
      { text: 'Should we set up a two week pilot with your dispatch team?', act: 'open-question' },
    ]);
    expect(asksForNextStep(proposal, 5)).toBe(true);
  });
});

describe('asksForNextStep, asking to commit with "what"', () => {
  it('hears "what do we need to do to get this signed by Friday?" as a request to commit', () => {
    expect(asksForNextStep(understandTurn('So what do we need to do to get this signed by Friday?'), 5)).toBe(true);
  });
});

describe('asksForNextStep, checks and proposals', () => {
  it('takes a check of what the buyer said for no ask, whatever the classifier read in the turn', () => {
    const reading = readingOf([
      { text: "No problem, we'll count on site.", act: 'commitment-ask' },
      { text: 'The winter rentals you mentioned, is that still about a hundred and forty grand a season?', act: 'value' },
    ]);
    const asked = { ...reading, asks: true, questionType: 'yes-no' as const, question: reading.segments[1]!.text };
    expect(asksForNextStep(asked, 4)).toBe(false);
  });

  it('hears a pilot proposed as a question as a request for a next step, not an agenda', () => {
    const reading = readingOf([{ text: 'would it make sense to try it in two stores', act: 'agenda' }]);
    const asked = { ...reading, asks: true, questionType: 'yes-no' as const, question: 'would it make sense to try it in two stores' };
    expect(asksForNextStep(asked, 5)).toBe(true);
    expect(asksForNextStep(understandTurn('Could we pilot it at one site first?'), 5)).toBe(true);
  });
});

describe('stepToAgreeTo', () => {
  it('is no step a piece of a long speech the classifier reads as one, when nothing is asked and no step named', () => {
    const reading = readingOf([
      { text: 'Pricing, so it is per sensor, four fifty, plus the monthly, then the training, and installation if you don', act: 'offer' },
      { text: "do it yourselves, which some do and some don't.", act: 'commitment-ask' },
    ]);
    expect(stepToAgreeTo({ ...reading, asks: false, question: undefined })).toBe(false);
  });

  it('is a step when one is named or asked for', () => {
    expect(stepToAgreeTo(readingOf([{ text: 'Just sign the thing.', act: 'commitment-ask' }]))).toBe(true);
    expect(stepToAgreeTo(understandTurn('Can we book Thursday at ten?'))).toBe(true);
  });
});

describe('asksForTime', () => {
  it('hears asking for time however the time is judged, and not a remark about a busy season (decision 77)', () => {
    const asks = (text: string) => asksForTime(understandTurn(text), 1);
    expect(asks("Hi Claire, it's Sam from Forecastly. Have I caught you at an okay time?")).toBe(true);
    expect(asks('hi claire it is sam from forecastly have i caught you at an okay time')).toBe(true);
    expect(asks('did i catch you at a bad time')).toBe(true);
    expect(asks('Is this a convenient time?')).toBe(true);
    expect(asks('Lovely. Busy time of year for you, I imagine?')).toBe(false);
  });
});

describe('a closed question about the buyer (decision 84)', () => {
  it('asks for a fact or a view the buyer holds, typed or as the recogniser gives it, not for a step', () => {
    for (const text of [
      "We're a tee-time and billing platform for golf clubs. Members book from an app. Is that something you'd be interested in?",
      'Is that something you deal with?',
      'So we help with no-shows and reminders. Is any of that something you are dealing with?',
      'So 31 screens, that is about twenty thousand a year plus install. You can sign that yourself, right?',
      'Is that something you can approve yourself?',
      "Oh good. Right, the reorder module talks straight to the distributor. You buy from MWI, don't you?",
      'You asked for a migration date. When would you need it done by?',
      'oh and i meant to say theres the e v v thing coming for medicaid do you know when that hits you',
      'right and who else would need to sign off on this on your side',
      "One thing I don't know: who runs your website? We'll need them to put the buy buttons in.",
    ]) {
      const reading = understandTurn(text);
      expect({ text, step: asksForNextStep(reading, 4) }).toEqual({ text, step: false });
    }
    expect(asksAboutTheBuyer(understandTurn('is that something youd be interested in'))).toBe(true);
  });

  it('still hears a step, a day, a proposal or a yes asked for, and a check of a step just proposed', () => {
    for (const text of [
      'Can I send you a calendar invite for a 30-minute demo next Tuesday at 2 pm?',
      'If that works, I will send the order today, you sign by Friday. Can we agree that?',
      'I can send the agreement to Amara today, and our security lead can take her questions on a call this week. Would that help?',
      'would it help if i showed you a dashboard built on your own altru export next wednesday at 2',
      'So is that a yes?',
      'When can we start?',
    ]) {
      const reading = understandTurn(text);
      expect({ text, step: asksForNextStep(reading, 5) }).toEqual({ text, step: true });
    }
  });

  it('hears no request in a turn that says it asks for no commitment', () => {
    const reading = understandTurn(
      "Then I'll give you the number now: eighty-nine dollars a facility a month, about twenty-five thousand a year. I'm not asking you to buy anything today.",
    );
    expect(asksForNextStep(reading, 7)).toBe(false);
  });
});

describe('asksIfBuyerCanSign (decision 95)', () => {
  it('is a yes-or-no question about the buyer’s own authority over what is on the table', () => {
    for (const line of [
      "It's 145 dollars a month per location, so about 7,000 a year. Is that something you can approve yourself?",
      "that's A$54,000 a year, is that within what you can sign?",
      'So 31 screens, about twenty thousand a year. You can sign that yourself, right?',
      'is that under your sign off limit',
    ])
      expect(asksIfBuyerCanSign(understandTurn(line)), line).toBe(true);
  });

  it('is not an ask to sign, nor a question of who else signs', () => {
    for (const line of [
      'Can we get it signed this week at $40,800?',
      'Who else would need to sign off on it?',
      'Would you be able to sign by Friday?',
      'How much can you approve on your own?',
    ])
      expect(asksIfBuyerCanSign(understandTurn(line)), line).toBe(false);
  });
});
