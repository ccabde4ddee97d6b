import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../calls/transcript';
import type { ConversationMetric, MetricKey } from './assessment.types';
import { computeConversationMetrics, formatMetricDuration } from './conversation-metrics';

/** A turn from second `from` to second `to`. */
const salesperson = (text: string, from: number, to: number): TranscriptEntry => ({
  role: 'user',
  text,
  startMs: from * 1000,
  endMs: to * 1000,
});
const buyer = (text: string, from: number, to: number, interrupted?: boolean): TranscriptEntry => ({
  role: 'assistant',
  text,
  startMs: from * 1000,
  endMs: to * 1000,
  ...(interrupted ? { interrupted } : {}),
});
const words = (count: number, word = 'word') => Array(count).fill(word).join(' ');

function metricOf(transcript: TranscriptEntry[], key: MetricKey, stage?: string): ConversationMetric {
  const found = computeConversationMetrics(transcript, { stage }).find((metric) => metric.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}
const shown = ({ value, display, target, inRange }: ConversationMetric) => ({ value, display, target, inRange });

describe('computeConversationMetrics', () => {
  it('returns the eight metrics in a fixed order, each with a label and a hint', () => {
    const metrics = computeConversationMetrics([buyer('Hello?', 0, 1), salesperson('hi', 2, 3)]);
    expect(metrics.map((metric) => metric.key)).toEqual([
      'talk_ratio',
      'longest_monologue',
      'longest_customer_story',
      'questions_asked',
      'filler_words_per_minute',
      'speaking_pace',
      'patience',
      'interruptions',
    ]);
    for (const metric of metrics) {
      expect(metric.label).not.toBe('');
      expect(metric.hint).toMatch(/\.$/);
    }
  });

  it('shows N/A, out of range, for what an empty call cannot tell', () => {
    const metrics = computeConversationMetrics([]);
    expect(metrics.map((metric) => [metric.key, metric.display, metric.inRange])).toEqual([
      ['talk_ratio', 'N/A', false],
      ['longest_monologue', '0:00', true],
      ['longest_customer_story', '0:00', false],
      ['questions_asked', '0', false],
      ['filler_words_per_minute', 'N/A', false],
      ['speaking_pace', 'N/A', false],
      ['patience', 'N/A', false],
      ['interruptions', '0', true],
    ]);
  });
});

describe('talk-to-listen ratio: the salesperson share of talk time, 40-60 %', () => {
  it.each([
    [30, 30, 50, '50 %', true],
    [40, 60, 40, '40 %', true],
    [39, 61, 39, '39 %', false],
    [60, 40, 60, '60 %', true],
    [61, 39, 61, '61 %', false],
    [45, 0, 100, '100 %', false],
  ])('salesperson %i s, buyer %i s: %i', (talk, listen, value, display, inRange) => {
    const transcript = [salesperson('hello there', 0, talk), ...(listen > 0 ? [buyer('I see.', talk + 1, talk + 1 + listen)] : [])];
    expect(shown(metricOf(transcript, 'talk_ratio'))).toEqual({ value, display, target: '40-60 %', inRange });
  });
});

describe('longest monologue: consecutive salesperson talk without a buyer turn, 2:00 or less', () => {
  it('joins consecutive salesperson turns, from the first start to the last end', () => {
    const transcript = [
      buyer('Hi.', 0, 1),
      salesperson('one', 2, 60),
      salesperson('two', 61, 122),
      buyer('Okay.', 123, 125),
      salesperson('three', 126, 200),
    ];
    expect(shown(metricOf(transcript, 'longest_monologue'))).toEqual({
      value: 120,
      display: '2:00',
      target: '2:00 or less',
      inRange: true,
    });
  });

  it('is out of range past two minutes', () => {
    const transcript = [salesperson('one', 0, 60), salesperson('two', 61, 121)];
    expect(shown(metricOf(transcript, 'longest_monologue'))).toMatchObject({ value: 121, display: '2:01', inRange: false });
  });

  it('restarts after each buyer turn', () => {
    const transcript = [salesperson('one', 0, 50), buyer('Go on.', 50.5, 51), salesperson('two', 52, 100)];
    expect(metricOf(transcript, 'longest_monologue').value).toBe(50);
  });
});

describe('longest customer story: consecutive buyer talk, more than 0:50', () => {
  it('continues over a short prompt from the salesperson (3 words or fewer)', () => {
    const transcript = [
      buyer('We reconcile by hand.', 0, 30),
      salesperson('mm-hm go on', 30.5, 31.5),
      buyer('And late payments grew.', 32, 52),
    ];
    expect(shown(metricOf(transcript, 'longest_customer_story'))).toEqual({
      value: 52,
      display: '0:52',
      target: 'more than 0:50',
      inRange: true,
    });
  });

  it('ends at a real salesperson turn', () => {
    const transcript = [
      buyer('We reconcile by hand.', 0, 30),
      salesperson('tell me more about that', 30.5, 32),
      buyer('Late payments grew.', 32.5, 52),
    ];
    expect(shown(metricOf(transcript, 'longest_customer_story'))).toMatchObject({ value: 30, display: '0:30', inRange: false });
  });

  it('is out of range at exactly 50 s', () => {
    expect(metricOf([buyer('A long story.', 10, 60)], 'longest_customer_story')).toMatchObject({ value: 50, inRange: false });
  });
});

describe('questions asked: from unpunctuated speech, target by stage', () => {
  const asking = (count: number) =>
    Array.from({ length: count }, (_, index) => salesperson('what does your team do today', index * 10, index * 10 + 4));

  it.each([
    [10, false],
    [11, true],
    [14, true],
    [15, false],
  ])('discovery: %i questions, in 11-14: %s', (count, inRange) => {
    expect(shown(metricOf(asking(count), 'questions_asked', 'Discovery'))).toEqual({
      value: count,
      display: String(count),
      target: '11-14',
      inRange,
    });
  });

  it('counts several questions in one turn, and punctuated ones by their question marks', () => {
    const transcript = [
      salesperson('what do you use today and how is that working and does that fit the budget', 0, 8),
      salesperson('We help finance teams. Who signs off? When is the audit?', 9, 15),
      salesperson('we cut close time in half', 16, 18),
    ];
    expect(metricOf(transcript, 'questions_asked').value).toBe(5);
  });

  it.each([
    ['Prospecting', 'at least 3', 3],
    ['Solution', 'at least 4', 4],
    ['Negotiation', 'at least 3', 3],
    ['Closing', 'at least 2', 2],
    [undefined, 'at least 5', 5],
    ['none', 'at least 5', 5],
    ['unknown stage', 'at least 5', 5],
  ])('%s: %s', (stage, target, minimum) => {
    expect(metricOf(asking(minimum), 'questions_asked', stage)).toMatchObject({ target, inRange: true });
    expect(metricOf(asking(minimum - 1), 'questions_asked', stage)).toMatchObject({ target, inRange: false });
  });
});

describe('filler words per minute of salesperson talk, up to 5', () => {
  it.each([
    ['um uh basically actually you know', 60, 5, '5.0 / min', true],
    ['um uh basically actually you know i mean we could', 60, 6, '6.0 / min', false],
    ['um so we help', 30, 2, '2.0 / min', true],
    ['we help finance teams', 60, 0, '0.0 / min', true],
  ])('%s over %i s: %s', (text, seconds, value, display, inRange) => {
    expect(shown(metricOf([salesperson(text, 0, seconds)], 'filler_words_per_minute'))).toEqual({
      value,
      display,
      target: 'up to 5 / min',
      inRange,
    });
  });
});

describe('speaking pace: salesperson words per minute of their talk time, 100-160', () => {
  it.each([
    [150, 60, 150, true],
    [100, 60, 100, true],
    [99, 60, 99, false],
    [160, 60, 160, true],
    [100, 30, 200, false],
  ])('%i words in %i s: %i wpm', (count, seconds, value, inRange) => {
    expect(shown(metricOf([salesperson(words(count), 0, seconds)], 'speaking_pace'))).toEqual({
      value,
      display: `${value} wpm`,
      target: '100-160 wpm',
      inRange,
    });
  });

  it('counts only the salesperson, over their own turns', () => {
    const transcript = [salesperson(words(50), 0, 20), buyer(words(500), 20, 60), salesperson(words(25), 61, 71)];
    expect(metricOf(transcript, 'speaking_pace').value).toBe(150);
  });
});

describe('patience: average pause before the salesperson answers the buyer, 0.6-2.0 s', () => {
  it('averages the pauses after each buyer turn', () => {
    const transcript = [buyer('Hello?', 0, 2), salesperson('hi', 2.8, 4), buyer('What is it?', 5, 7), salesperson('we help', 8.2, 10)];
    expect(shown(metricOf(transcript, 'patience'))).toEqual({ value: 1, display: '1.0 s', target: '0.6-2.0 s', inRange: true });
  });

  it.each([
    [0.3, '0.3 s', false],
    [0.6, '0.6 s', true],
    [2, '2.0 s', true],
    [2.5, '2.5 s', false],
  ])('a pause of %s s', (pause, display, inRange) => {
    expect(shown(metricOf([buyer('Hello?', 0, 2), salesperson('hi', 2 + pause, 4)], 'patience'))).toMatchObject({ display, inRange });
  });

  it('leaves out answers that cut the buyer off (they count as interruptions) and buyer turns nobody answered', () => {
    const transcript = [
      buyer('Hello?', 0, 2),
      salesperson('hi', 3, 4),
      buyer('Let me tell you about our', 5, 9, true),
      salesperson('sorry go on', 8, 9),
      buyer('Our process is manual.', 9.5, 12),
      buyer('And slow.', 12.5, 13),
    ];
    expect(metricOf(transcript, 'patience')).toMatchObject({ value: 1, display: '1.0 s' });
  });
});

describe('interruptions: salesperson speech that starts while the buyer is mid-sentence and makes it stop, 0-1', () => {
  it('counts buyer turns cut short by salesperson speech that began inside them', () => {
    const transcript = [
      buyer('Hello, who is calling?', 0, 2),
      salesperson('hi this is sam', 2.5, 4),
      buyer('We use spreadsheets and', 5, 7, true),
      salesperson('great so', 6.9, 8),
      buyer('Our team spends two days a month on it.', 9, 14),
      salesperson('how much does that cost', 15, 16),
      buyer('About ten thousand a', 16.5, 18.5, true),
      salesperson('per month', 18.4, 19),
    ];
    expect(shown(metricOf(transcript, 'interruptions'))).toEqual({ value: 2, display: '2', target: '0-1', inRange: false });
  });

  it('does not count speech the buyer talked on through: a backchannel is listening, not cutting in', () => {
    const transcript = [
      buyer('Our process is manual and it takes two days a month.', 0, 6),
      salesperson('mm-hm', 2, 2.5),
      salesperson('right', 4, 4.4),
    ];
    expect(metricOf(transcript, 'interruptions').value).toBe(0);
  });

  it("never counts the buyer's own cut-in: it started in the salesperson's pause and stopped when they went on", () => {
    const transcript = [
      buyer('Hello, who is calling?', 0, 2),
      salesperson('hi jordan', 2.5, 3.2),
      buyer('Hm', 3.9, 4.3, true),
      salesperson('this is sam from quotaflow', 4.1, 6),
      buyer('Hi Sam.', 6.5, 7.2),
    ];
    expect(metricOf(transcript, 'interruptions').value).toBe(0);
  });

  it('counts a buyer turn once, and ignores overlaps within timing jitter (200 ms)', () => {
    const transcript = [
      buyer('Long answer.', 0, 10, true),
      salesperson('wait', 5, 6),
      salesperson('sorry', 7, 8),
      buyer('Okay.', 11, 12),
      salesperson('right', 11.85, 13),
    ];
    expect(shown(metricOf(transcript, 'interruptions'))).toMatchObject({ value: 1, inRange: true });
  });

  it('reads turns in time order, whatever order they were stored in', () => {
    const transcript = [salesperson('cutting in', 3, 5), buyer('I was saying that', 0, 4, true)];
    expect(metricOf(transcript, 'interruptions').value).toBe(1);
  });
});

describe('formatMetricDuration', () => {
  it.each([
    [0, '0:00'],
    [59.4, '0:59'],
    [59.5, '1:00'],
    [72, '1:12'],
    [600, '10:00'],
  ])('%s s: %s', (seconds, display) => {
    expect(formatMetricDuration(seconds)).toBe(display);
  });
});
