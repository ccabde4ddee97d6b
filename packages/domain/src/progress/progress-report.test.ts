import { describe, expect, it } from 'vitest';
import { buildProgressReport, overallScoreOf, proficiencyOf, type AnalysedCall } from './progress-report';
import { weekStartOf } from './calendar-weeks';

let serial = 0;
function buildCall(overrides: Partial<AnalysedCall> = {}): AnalysedCall {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    createdAt: new Date('2026-03-02T10:00:00Z'),
    scenarioId: 'scenario-a',
    scenarioTitle: 'Renewal call',
    scores: { rapport_building: 6, needs_discovery: 4 },
    criteria: null,
    metrics: [{ key: 'talk_ratio', label: 'Talk-to-listen ratio', value: 70, display: '70 %', target: '40-60 %', inRange: false }],
    ...overrides,
  };
}

const now = new Date('2026-03-20T12:00:00Z');

describe('proficiencyOf', () => {
  it('weighs each score half as much as the one three scores later', () => {
    expect(proficiencyOf([])).toBeNull();
    expect(proficiencyOf([7])).toBe(7);
    // A half-life of one call: weights 0.5 and 1, (4 * 0.5 + 10) / 1.5 = 8.
    expect(proficiencyOf([4, 10], 1)).toBe(8);
    // Three calls: the score three calls back weighs 0.5, so (4 * 0.5 + 10 * (2^-2/3 + 2^-1/3 + 1)) / (0.5 + ...) = 9.0.
    expect(proficiencyOf([4, 10, 10, 10])).toBe(9);
    expect(proficiencyOf([2, 2, 2, 8])).toBeGreaterThan((2 + 2 + 2 + 8) / 4);
  });
});

describe('buildProgressReport', () => {
  it('gives the overall score per call, oldest first, by the details rules (weighted on a scorecard)', () => {
    const later = buildCall({
      createdAt: new Date('2026-03-10T10:00:00Z'),
      scores: { identify_pain: 10, metrics: 0 },
      criteria: [
        { key: 'identify_pain', name: 'Identify pain', weight: 3 },
        { key: 'metrics', name: 'Metrics', weight: 1 },
      ],
    });
    const earlier = buildCall({ scores: { rapport_building: 6, needs_discovery: 5 } });
    const report = buildProgressReport([later, earlier], { now, timeZone: 'UTC' });
    expect(report.calls.map((call) => [call.session_id, call.overall])).toEqual([
      [earlier.id, 5.5],
      [later.id, 7.5],
    ]);
    expect(report.skills.find((skill) => skill.key === 'identify_pain')?.name).toBe('Identify pain');
    expect(overallScoreOf({ scores: {}, criteria: null })).toBeNull();
  });

  it("follows each skill's scores, names the strongest and weakest, and says where the latest call moved it", () => {
    const calls = [4, 6, 8].map((discovery, index) =>
      buildCall({ createdAt: new Date(Date.UTC(2026, 2, 2 + index * 7)), scores: { rapport_building: 7, needs_discovery: discovery } }),
    );
    const report = buildProgressReport(calls, { now, timeZone: 'UTC' });
    const discovery = report.skills.find((skill) => skill.key === 'needs_discovery')!;
    expect(discovery.scores).toEqual([4, 6, 8]);
    expect(discovery).toMatchObject({
      name: 'Needs Discovery',
      latest: 8,
      count: 3,
      proficiency: proficiencyOf([4, 6, 8]),
      previous_proficiency: proficiencyOf([4, 6]),
    });
    expect(report.strongest).toMatchObject({ key: 'rapport_building', proficiency: 7 });
    expect(report.weakest).toMatchObject({ key: 'needs_discovery' });
    expect(report.half_life_calls).toBe(3);
  });

  it('follows the metrics against their targets, leaving out a call without the figure', () => {
    const calls = [
      buildCall({ createdAt: new Date('2026-03-02T10:00:00Z') }),
      buildCall({
        createdAt: new Date('2026-03-03T10:00:00Z'),
        metrics: [{ key: 'talk_ratio', label: 'Talk-to-listen ratio', value: 0, display: 'N/A', target: '40-60 %', inRange: false }],
      }),
      buildCall({
        createdAt: new Date('2026-03-04T10:00:00Z'),
        metrics: [{ key: 'talk_ratio', label: 'Talk-to-listen ratio', value: 52, display: '52 %', target: '40-60 %', inRange: true }],
      }),
    ];
    const [talk, ...others] = buildProgressReport(calls, { now, timeZone: 'UTC' }).metrics;
    expect(others).toEqual([]);
    expect(talk).toMatchObject({
      key: 'talk_ratio',
      target: '40-60 %',
      band: { min: 40, max: 60 },
      unit: '%',
      count: 2,
      in_range: 1,
      latest: { display: '52 %', in_range: true },
    });
    expect(talk!.values).toEqual([70, null, 52]);
  });

  it('counts calls per week in the given time zone, with empty weeks up to this one', () => {
    // Sunday 23:30 UTC is already Monday in Berlin.
    const calls = [buildCall({ createdAt: new Date('2026-03-01T23:30:00Z') }), buildCall({ createdAt: new Date('2026-03-03T09:00:00Z') })];
    expect(buildProgressReport(calls, { now, timeZone: 'UTC' }).weeks).toEqual([
      { week_start: '2026-02-23', calls: 1 },
      { week_start: '2026-03-02', calls: 1 },
      { week_start: '2026-03-09', calls: 0 },
      { week_start: '2026-03-16', calls: 0 },
    ]);
    expect(buildProgressReport(calls, { now, timeZone: 'Europe/Berlin' }).weeks[0]).toEqual({ week_start: '2026-03-02', calls: 2 });
    expect(weekStartOf(new Date('2026-03-08T12:00:00Z'), 'UTC')).toBe('2026-03-02');
  });

  it('sets the latest attempt of a scenario practised more than once against the previous one', () => {
    const calls = [
      buildCall({ createdAt: new Date('2026-03-02T10:00:00Z'), scores: { rapport_building: 4, needs_discovery: 4 } }),
      buildCall({ createdAt: new Date('2026-03-03T10:00:00Z'), scores: { rapport_building: 5, needs_discovery: 5 } }),
      buildCall({ createdAt: new Date('2026-03-04T10:00:00Z'), scores: { rapport_building: 8, needs_discovery: 6 } }),
      buildCall({ createdAt: new Date('2026-03-05T10:00:00Z'), scenarioId: 'scenario-b', scenarioTitle: 'Cold call' }),
      buildCall({ createdAt: new Date('2026-03-06T10:00:00Z'), scenarioId: null }),
    ];
    const { attempts } = buildProgressReport(calls, { now, timeZone: 'UTC' });
    expect(attempts).toEqual([
      {
        scenario_id: 'scenario-a',
        scenario_title: 'Renewal call',
        attempts: 3,
        latest: { session_id: calls[2]!.id, created_at: '2026-03-04T10:00:00.000Z', overall: 7 },
        previous: { session_id: calls[1]!.id, created_at: '2026-03-03T10:00:00.000Z', overall: 5 },
        skills: [
          { key: 'needs_discovery', name: 'Needs Discovery', latest: 6, previous: 5 },
          { key: 'rapport_building', name: 'Rapport Building', latest: 8, previous: 5 },
        ],
      },
    ]);
  });

  it('is empty without analysed calls', () => {
    expect(buildProgressReport([], { now, timeZone: 'UTC' })).toMatchObject({
      analysed_calls: 0,
      calls: [],
      skills: [],
      strongest: null,
      weakest: null,
      metrics: [],
      weeks: [],
      attempts: [],
    });
  });
});
