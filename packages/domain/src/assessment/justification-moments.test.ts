import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../calls/transcript';
import { transcriptAsText } from '../calls/transcript-text';
import { justificationMoments } from './justification-moments';

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1200 },
  { role: 'user', text: 'Hi, this is Sam. What made fuel costs a priority this quarter?', startMs: 1800, endMs: 5200 },
  { role: 'assistant', text: 'Diesel went up.', startMs: 65_900, endMs: 68_000, interrupted: true },
];

describe('justificationMoments', () => {
  it("takes the offline coach's written time and leaves the rest as text", () => {
    expect(justificationMoments('Asked why now: "What made fuel costs a priority" (0:01). Good.', [], transcript)).toEqual([
      { kind: 'text', text: 'Asked why now: ' },
      { kind: 'quote', text: 'What made fuel costs a priority', atSeconds: 1 },
      { kind: 'text', text: '. Good.' },
    ]);
  });

  it("finds a language model's quote in the salesperson's turns, and leaves a quote it cannot place as text", () => {
    expect(justificationMoments('She asked “what made fuel costs…this quarter” and "never said this".', [], transcript)).toEqual([
      { kind: 'text', text: 'She asked ' },
      { kind: 'quote', text: 'what made fuel costs…this quarter', atSeconds: 1.8 },
      { kind: 'text', text: ' and "never said this".' },
    ]);
  });

  it('takes the time of the evidence that holds the quote', () => {
    expect(justificationMoments('"Tell me more"', [{ quote: 'Tell me more', atSeconds: 42, stance: 'strength' }], [])).toEqual([
      { kind: 'quote', text: 'Tell me more', atSeconds: 42 },
    ]);
  });
});

describe('transcriptAsText', () => {
  it('writes one timed, speaker-labelled line per turn in spoken order', () => {
    expect(transcriptAsText([...transcript].reverse(), 'Call from March 2, 2026')).toBe(
      "Call from March 2, 2026\n\n[0:00] Buyer: Hello, who's calling?\n[0:01] You: Hi, this is Sam. What made fuel costs a priority this quarter?\n[1:05] Buyer: Diesel went up. (interrupted)\n",
    );
    expect(transcriptAsText([], 'Call')).toBe('Call\n\nNo transcript available for this call\n');
  });
});
