import { contentStemsOf, wordsOf } from '@rehearse/conversation';
import { describe, expect, it } from 'vitest';
import { DEAL_STEMS, isHeard, joinSplitWords, punctuateQuestions, restoreQuestionWord, restoreWeek } from './heard-text';

const known = new Set([...contentStemsOf(wordsOf('RoomPulse caregivers Salesforce')), ...DEAL_STEMS]);

describe('a word the recogniser heard as two (decision 96)', () => {
  it('is put back together when the two make a word of the call', () => {
    expect(joinSplitWords("and when that happens i'd do you on board new reps", known)).toBe(
      "and when that happens i'd do you onboard new reps",
    );
    expect(joinSplitWords('its derek from room pulse', known)).toBe('its derek from roompulse');
    expect(joinSplitWords('whats your turnover like with care givers', known)).toBe('whats your turnover like with caregivers');
    expect(joinSplitWords('we sync with sales force', known)).toBe('we sync with salesforce');
  });

  it('leaves words that make no word of the call, or only a word of grammar', () => {
    expect(joinSplitWords('is there any one else', known)).toBe('is there any one else');
    expect(joinSplitWords('get the board on side', known)).toBe('get the board on side');
    expect(joinSplitWords('we work with sales teams', known)).toBe('we work with sales teams');
    // A verb and its particle stay a verb: "set up a call" asks for a call, whatever "setup" spells.
    expect(joinSplitWords('could we set up a call and roll out in may', known)).toBe('could we set up a call and roll out in may');
  });

  it('reads a turn without capitals as heard', () => {
    expect(isHeard('we work with sales teams like yours')).toBe(true);
    expect(isHeard('We work with sales teams like yours.')).toBe(false);
  });
});

describe('questions in a heard turn (decision 111)', () => {
  it('ends what comes before a question as a sentence and the question on a question mark', () => {
    expect(punctuateQuestions('so he has a full week to read it is there anything specific he usually looks for')).toBe(
      'so he has a full week to read it. is there anything specific he usually looks for?',
    );
  });

  it('keeps a short lead-in with its question, a tag with its clause and an alternative with its question', () => {
    expect(punctuateQuestions('sorry are you still there')).toBe('sorry are you still there');
    expect(punctuateQuestions('so you guys have got six centres right')).toBe('so you guys have got six centres right');
    expect(punctuateQuestions('when you get it wrong what does that cost you')).toBe('when you get it wrong what does that cost you');
    expect(punctuateQuestions('and in return could we agree on a two year term')).toBe('and in return could we agree on a two year term');
    expect(punctuateQuestions('we close it when the tech resets it remotely does that cover it or do you also need tickets')).toBe(
      'we close it when the tech resets it remotely. does that cover it or do you also need tickets?',
    );
    expect(punctuateQuestions("that's why sanne put in twenty four so shall i just send it over")).toBe(
      "that's why sanne put in twenty four. so shall i just send it over?",
    );
  });

  it('leaves a statement, a relative clause and a turn that has its punctuation', () => {
    expect(punctuateQuestions("most people don't which is the point")).toBe("most people don't which is the point");
    expect(punctuateQuestions("we're a tee time and billing platform for golf clubs")).toBe(
      "we're a tee time and billing platform for golf clubs",
    );
    expect(punctuateQuestions('So he has a week. Is there anything he looks for?')).toBe(
      'So he has a week. Is there anything he looks for?',
    );
  });
});

describe("a question's 'how' the recogniser heard as 'i'm' (decision 111)", () => {
  it('is put back before an inverted verb', () => {
    expect(restoreQuestionWord("i'm many suppliers do you pay regularly")).toBe('how many suppliers do you pay regularly');
    expect(restoreQuestionWord('i long does it take on average')).toBe('how long does it take on average');
    expect(restoreQuestionWord("i'll often do patients not turn up")).toBe('how often do patients not turn up');
  });

  it('leaves a statement', () => {
    expect(restoreQuestionWord("i'm much happier now that we do it")).toBe("i'm much happier now that we do it");
    expect(restoreQuestionWord('i long for the day we have it')).toBe('i long for the day we have it');
  });
});

describe("'week' the recogniser heard as 'we' (decision 120)", () => {
  it('is put back after a word that counts weeks, when no verb follows', () => {
    expect(restoreWeek('so he has a full we to read it')).toBe('so he has a full week to read it');
    expect(restoreWeek('the contract with mark this we all within the fifteen thousand')).toBe(
      'the contract with mark this week all within the fifteen thousand',
    );
    expect(restoreWeek('can we sign it this we')).toBe('can we sign it this week');
    expect(restoreWeek('three hours per we on reports')).toBe('three hours per week on reports');
  });

  it('leaves "we" that a verb follows', () => {
    expect(restoreWeek('and next we can look at pricing')).toBe('and next we can look at pricing');
    expect(restoreWeek('this we just need to agree')).toBe('this we just need to agree');
    expect(restoreWeek('that we work with')).toBe('that we work with');
  });
});
