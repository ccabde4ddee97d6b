import { describe, expect, it } from 'vitest';
import { asksForShortAnswer, readBuyerTurn } from './buyer-last-turn';

describe("the buyer's last turn: what it leaves the caller to say", () => {
  it.each([
    ['Could we do Thursday?', 'yes-no-question'],
    ['Is there a minimum term?', 'yes-no-question'],
    ["We've been on spreadsheets for years. Is that normal?", 'yes-no-question'],
    ["You're on Xero as well?", 'yes-no-question'],
    ["That's the monthly price, isn't it?", 'yes-no-question'],
    ['How about Thursday?', 'yes-no-question'],
    ['Hello? Are you still there?', 'yes-no-question'],
    ['Thursday or Friday?', 'choice-question'],
    ['Which suits you better, the portal or the reminders?', 'choice-question'],
    ["Hello, who's calling?", 'open-question'],
    ['So, what does it cost?', 'open-question'],
    ['How many practices use it?', 'open-question'],
    ['What does it cost? We have four people.', 'statement'],
    ["We've got about three hundred and fifty clients.", 'statement'],
    ['Sorry, I was going to say', 'statement'],
    ['', 'statement'],
  ] as const)('"%s" is a %s', (text, reading) => {
    expect(readBuyerTurn(text)).toBe(reading);
  });

  it('expects a short answer after a yes/no or either-or question only', () => {
    expect(asksForShortAnswer('yes-no-question')).toBe(true);
    expect(asksForShortAnswer('choice-question')).toBe(true);
    expect(asksForShortAnswer('open-question')).toBe(false);
    expect(asksForShortAnswer('statement')).toBe(false);
    expect(asksForShortAnswer(undefined)).toBe(false);
  });
});
