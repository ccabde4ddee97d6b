import { describe, expect, it } from 'vitest';
import { classifyCallerTurn } from './caller-intent.classifier';

const classify = (text: string) => classifyCallerTurn(text, { sellerNames: ['QuotaFlow'] });

describe('caller intent classifier (recogniser output: lowercase, no punctuation)', () => {
  it('reads a cold-call opener as greeting, introduction and a request for time', () => {
    const turn = classify('hi uh this is sam from quota flow um do you have a quick minute');
    expect(turn.greeting).toBe(true);
    expect(turn.introduction).toEqual({ name: 'Sam', company: 'QuotaFlow' });
    expect(turn.asksPermission).toBe(true);
    expect(turn.unintelligible).toBe(false);
  });

  it.each([
    ['hi its alex with acme how are you today', 'Alex', 'Acme'],
    ["hello my name's jordan i'm calling from brightline", 'Jordan', 'Brightline'],
    ['morning priya here from quotaflow', 'Priya', 'QuotaFlow'],
  ])('finds the name and company in "%s"', (text, name, company) => {
    expect(classify(text).introduction).toEqual({ name, company });
  });

  it('does not take "it is four hundred dollars" for an introduction', () => {
    expect(classify('it is four hundred dollars a month').introduction).toBeUndefined();
    expect(classify('i am calling because we help finance teams').introduction).toBeUndefined();
  });

  it.each([
    ['how many employees do you have', ['size']],
    ['what are the biggest challenges your team is facing right now', ['pains']],
    ['so what are you using today to manage invoicing', ['tools']],
    ['whats your budget for this', ['budget']],
    ['who else is involved in the decision', ['decision']],
    ['happy to send an email but so i send something relevant how do you handle invoicing today', ['tools']],
  ])('hears the question "%s" about %j', (text, topics) => {
    const turn = classify(text);
    expect(turn.question?.topics).toEqual(topics);
  });

  it('tells open questions from closed ones and statements', () => {
    expect(classify('what does your process look like').question?.open).toBe(true);
    expect(classify('walk me through how you close the month').question?.open).toBe(true);
    expect(classify('do you use salesforce').question?.open).toBe(false);
    expect(classify('what you get is a dashboard that shows everything').question).toBeUndefined();
    expect(classify('our tool which is built for fleets saves time').question).toBeUndefined();
  });

  it('hears pitches, prices, discounts and trades', () => {
    expect(classify('we help companies like yours cut fuel costs with our platform').pitch).toBe(true);
    expect(classify('we help companies like yours cut fuel costs with our platform').mentionsPrice).toBe(false);
    expect(classify('it costs five hundred dollars a month').mentionsPrice).toBe(true);
    const offer = classify('i can give you ten percent off if you sign a two year contract');
    expect(offer.offersDiscount).toBe(true);
    expect(offer.asksSomethingInReturn).toBe(true);
  });

  it('tells a next-step request from a hard close and pressure', () => {
    expect(classify('can we book a thirty minute demo next week').asksForNextStep).toBe(true);
    expect(classify('would you be open to a follow up call on tuesday').asksForNextStep).toBe(true);
    expect(classify('are you ready to sign today').asksForCommitment).toBe(true);
    expect(classify('you need to buy this trust me it is a no brainer').pressure).toBe(true);
    expect(classify('we book a lot of meetings for our customers').asksForNextStep).toBe(false);
    expect(classify('what do you think about a demo next week').asksForNextStep).toBe(true);
    expect(classify('when can we meet again').asksForNextStep).toBe(true);
    // Questions about how the buyer works today are discovery, not an ask, whatever their nouns.
    expect(classify('how do you onboarding new sales reps today').asksForNextStep).toBe(false);
    expect(classify('how does your team run its sales meetings').asksForNextStep).toBe(false);
    expect(classify('what is your current onboarding process').asksForNextStep).toBe(false);
    expect(classify('how do you feel about a pilot next month').asksForNextStep).toBe(true);
  });

  it('hears listening, empathy, thanks and goodbyes', () => {
    expect(classify('i understand that makes sense tell me more').empathy).toBe(true);
    expect(classify('i understand that makes sense tell me more').followUp).toBe(true);
    expect(classify('mm hmm').acknowledgementOnly).toBe(true);
    expect(classify('okay got it').acknowledgementOnly).toBe(true);
    const bye = classify('thanks so much for your time bye');
    expect(bye.thanks && bye.goodbye).toBe(true);
    expect(classify('thanks for taking my call').goodbye).toBe(false);
  });

  it.each(['', '   ', 'uh um', 'the of', '[noise]', 'hmm'])('treats "%s" as unintelligible', (text) => {
    expect(classify(text).unintelligible).toBe(true);
  });

  it('keeps short meaningful turns intelligible', () => {
    expect(classify('hello').unintelligible).toBe(false);
    expect(classify('okay').unintelligible).toBe(false);
    expect(classify('pricing').unintelligible).toBe(false);
  });

  it('spots rudeness, machine questions and line checks', () => {
    expect(classify('shut up and listen').rude).toBe(true);
    expect(classify('wait are you a robot').asksIfMachine).toBe(true);
    expect(classify('hello can you hear me').checksLine).toBe(true);
    expect(classify('do you remember my name').asksWhoCallerIs).toBe(true);
  });
});
