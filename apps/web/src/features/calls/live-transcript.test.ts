import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSCRIPT, MAX_TRANSCRIPT_LINES, mergeTranscript } from './live-transcript';
import type { LiveTranscript, TranscriptRole, TranscriptUpdate } from './live-transcript';

const partial = (role: TranscriptRole, transcript: string): TranscriptUpdate => ({ role, transcriptType: 'partial', transcript });
const final = (role: TranscriptRole, transcript: string): TranscriptUpdate => ({ role, transcriptType: 'final', transcript });

function play(...updates: TranscriptUpdate[]): LiveTranscript {
  return updates.reduce(mergeTranscript, EMPTY_TRANSCRIPT);
}

const view = (transcript: LiveTranscript) => transcript.lines.map(({ role, text, final }) => ({ role, text, final }));

describe('mergeTranscript', () => {
  it('replaces a side partial as it grows, then settles it in place', () => {
    const growing = play(partial('user', 'Hi'), partial('user', 'Hi this is'));
    expect(view(growing)).toEqual([{ role: 'user', text: 'Hi this is', final: false }]);

    const settled = mergeTranscript(growing, final('user', 'Hi, this is Sam.'));
    expect(view(settled)).toEqual([{ role: 'user', text: 'Hi, this is Sam.', final: true }]);
    expect(settled.lines[0]!.id).toBe(growing.lines[0]!.id);
  });

  it('keeps one line in progress per side, in the order they began', () => {
    const transcript = play(final('assistant', "Hello, who's calling?"), partial('user', 'Sam from'), partial('assistant', 'Sorry'));
    expect(view(transcript)).toEqual([
      { role: 'assistant', text: "Hello, who's calling?", final: true },
      { role: 'user', text: 'Sam from', final: false },
      { role: 'assistant', text: 'Sorry', final: false },
    ]);
  });

  it("joins a side's consecutive finals into one turn", () => {
    const transcript = play(final('assistant', 'I see.'), partial('assistant', 'What does'), final('assistant', 'What does it cost?'));
    expect(view(transcript)).toEqual([{ role: 'assistant', text: 'I see. What does it cost?', final: true }]);
  });

  it('starts a new line when the other side spoke in between', () => {
    const transcript = play(final('user', 'Hi.'), final('assistant', 'Hello.'), final('user', 'Got a minute?'));
    expect(view(transcript).map((line) => line.text)).toEqual(['Hi.', 'Hello.', 'Got a minute?']);
  });

  it('drops a partial that came to nothing and ignores empty text', () => {
    const started = play(partial('user', 'uh'));
    expect(view(mergeTranscript(started, final('user', '  ')))).toEqual([]);
    expect(view(mergeTranscript(started, partial('user', '')))).toEqual([]);
    expect(mergeTranscript(EMPTY_TRANSCRIPT, partial('user', ' '))).toBe(EMPTY_TRANSCRIPT);
    expect(mergeTranscript(EMPTY_TRANSCRIPT, final('user', ''))).toBe(EMPTY_TRANSCRIPT);
  });

  it('keeps the latest lines only', () => {
    const updates = Array.from({ length: MAX_TRANSCRIPT_LINES + 5 }, (_, index) =>
      final(index % 2 === 0 ? 'user' : 'assistant', `line ${index}`),
    );
    const transcript = play(...updates);
    expect(transcript.lines).toHaveLength(MAX_TRANSCRIPT_LINES);
    expect(transcript.lines.at(-1)!.text).toBe(`line ${MAX_TRANSCRIPT_LINES + 4}`);
  });
});
