import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCORECARDS } from '@rehearse/domain';
import type { Scorecard } from '@rehearse/domain';
import { withScorecard } from './scorecards.api';

const own = (id: string, name = id): Scorecard => ({
  id,
  name,
  description: '',
  built_in: false,
  criteria: [],
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('withScorecard', () => {
  it("puts a new scorecard first among the user's own, after the built-in ones, and replaces an edited one in place", () => {
    const list = [...BUILT_IN_SCORECARDS, own('a'), own('b')];
    expect(withScorecard(list, own('c')).map((card) => card.id)).toEqual([
      'stage-rubric',
      'meddicc',
      'spin',
      'bant',
      'challenger',
      'c',
      'a',
      'b',
    ]);
    expect(withScorecard(list, own('b', 'Renamed')).at(-1)?.name).toBe('Renamed');
    expect(withScorecard([...BUILT_IN_SCORECARDS], own('x')).at(-1)?.id).toBe('x');
  });
});
