import { describe, expect, it } from 'vitest';
import type { SalesTurn } from './call-reading';
import { fault, strength } from './evidence';
import { evidenceOf, excerpt, justify, oneStancePerTurn } from './justification';

const turn = (text: string, atSeconds: number) =>
  ({ role: 'user', position: 1, atSeconds, text, wordCount: text.split(' ').length }) as unknown as SalesTurn;

describe('justification', () => {
  it('quotes at most sixteen words, around the focus, with ellipses where words were left out', () => {
    const text =
      'so before we start I want to say thanks and then my question is how many invoices does your team handle in a normal week today';
    expect(excerpt('How many people are on your team?')).toBe('How many people are on your team?');
    expect(excerpt(text, 'how many invoices does your team handle in a normal week today')).toBe(
      '…then my question is how many invoices does your team handle in a normal week today',
    );
    expect(excerpt(text)).toMatch(/^so before we start .*…$/);
  });

  it('never quotes a turn as both a strength and a fault: the heavier claim keeps its stance, and the text says both', () => {
    const said = turn('Trust me, just sign today.', 54);
    const kept = oneStancePerTurn([
      strength(1.5, 'Proposed a next step', said),
      fault(3, 'Pressured the buyer', said),
      fault(3, 'Pressured the buyer again', turn('Sign now.', 60)),
    ]);
    expect(kept.map((claim) => [claim.stance, claim.text])).toEqual([
      ['fault', 'Proposed a next step, but pressured the buyer'],
      ['fault', 'Pressured the buyer again'],
    ]);
    const reason = turn('So we work with clinics like yours on no-shows, and what we see most is...', 14);
    expect(
      oneStancePerTurn([strength(3, 'Gave a reason to listen', reason), fault(2, 'Opened with a long speech', reason)]).map((claim) => [
        claim.stance,
        claim.text,
      ]),
    ).toEqual([['strength', 'Gave a reason to listen, but opened with a long speech']]);
    expect(
      oneStancePerTurn([strength(4, 'Named a problem', reason), fault(0, 'Missing: an outcome; the longest turn was', reason)]).map(
        (claim) => claim.text,
      ),
    ).toEqual(['Named a problem']);
  });

  it('quotes a turn once: two claims of one stance on it are said in one sentence, the heavier first', () => {
    const said = turn("Their filters don't work, honestly. Can I put you down for tomorrow?", 52);
    const kept = oneStancePerTurn([
      fault(3, 'Was rude to the buyer', said),
      fault(10, "Met the buyer's brush-off but pushed back instead of answering", said),
    ]);
    expect(kept.map((claim) => claim.text)).toEqual([
      "Met the buyer's brush-off but pushed back instead of answering; was rude to the buyer",
    ]);
  });

  it('writes each claim with its quote and time, strengths first, and lists the evidence', () => {
    const opening = turn('Thanks for the time. Shall we start with your goals?', 3);
    const { justification, claims } = justify({
      score: 6,
      claims: [fault(2, 'Pitched before asking anything', turn('We have dashboards.', 75)), strength(8, 'Set an agenda', opening)],
    });
    expect(justification).toBe(
      'Set an agenda: "Thanks for the time. Shall we start with your goals?" (0:03). Pitched before asking anything: "We have dashboards." (1:15).',
    );
    expect(evidenceOf(claims)).toEqual([
      { quote: 'Thanks for the time. Shall we start with your goals?', atSeconds: 3, stance: 'strength' },
      { quote: 'We have dashboards.', atSeconds: 75, stance: 'fault' },
    ]);
  });

  it('gives the reason first when a category was not observed', () => {
    expect(justify({ score: null, reason: 'Not observed: the buyer raised no concern.', claims: [] }).justification).toBe(
      'Not observed: the buyer raised no concern.',
    );
  });
});
