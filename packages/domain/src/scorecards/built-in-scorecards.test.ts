import { describe, expect, it } from 'vitest';
import { RUBRICS } from '../assessment/rubrics';
import { briefingFacts, callGoalFor } from './call-briefing';
import { BUILT_IN_SCORECARDS, criteriaForScenario, rubricStagesWithCategory, scorecardSnapshotOf } from './built-in-scorecards';
import { formatScorecardAverage, weightedAverageScore } from './scorecard-scores';
import { validateScorecardForm } from './scorecard-form.schema';

describe('built-in scorecards', () => {
  it('offers the stage rubric first, then MEDDICC, SPIN, BANT and Challenger, each valid as a user scorecard would be', () => {
    expect(BUILT_IN_SCORECARDS.map((card) => card.name)).toEqual(['Stage rubric', 'MEDDICC', 'SPIN', 'BANT', 'Challenger']);
    for (const card of BUILT_IN_SCORECARDS.slice(1)) {
      const form = {
        name: card.name,
        criteria: card.criteria.map((c) => ({ name: c.name, goodLooksLike: c.good_looks_like, weight: c.weight, scale: c.scale })),
      };
      const checked = validateScorecardForm(form);
      expect(checked.ok && checked.data.criteria).toEqual(card.criteria);
    }
    expect(BUILT_IN_SCORECARDS[1]!.criteria.map((c) => c.name)).toEqual([
      'Metrics',
      'Economic Buyer',
      'Decision Criteria',
      'Decision Process',
      'Identify Pain',
      'Champion',
      'Competition',
    ]);
  });

  it("shows the stage rubric as the stage's five categories, and snapshots it as null", () => {
    const stageRubric = BUILT_IN_SCORECARDS[0]!;
    expect(criteriaForScenario(stageRubric, 'Prospecting').map((c) => c.name)).toEqual([
      'Hook And Rapport',
      'Value Statement',
      'Early Qualification',
      'Brush Off Handling',
      'Call To Action',
    ]);
    expect(criteriaForScenario(stageRubric, null).map((c) => c.key)).toEqual(RUBRICS.general.categories.map((c) => c.key));
    expect(scorecardSnapshotOf(stageRubric)).toBeNull();
    expect(scorecardSnapshotOf(BUILT_IN_SCORECARDS[3]!)?.criteria.map((c) => c.key)).toEqual(['budget', 'authority', 'need', 'timeline']);
  });

  it('finds the stages whose rubric has a category', () => {
    expect(rubricStagesWithCategory('next_steps')).toEqual(['discovery', 'solution']);
    expect(rubricStagesWithCategory('champion')).toEqual([]);
  });
});

describe('scorecard averages', () => {
  const criteria = [
    { key: 'a', name: 'A', good_looks_like: '', weight: 30, scale: '0-10' as const },
    { key: 'b', name: 'B', good_looks_like: '', weight: 10, scale: 'yes-no' as const },
    { key: 'c', name: 'C', good_looks_like: '', weight: 60, scale: '0-10' as const },
  ];
  it('weights by the criteria and leaves unscored ones out', () => {
    const feedback = {
      overall_summary: 's',
      a: { score: 8, justification: '' },
      b: { score: 0, justification: '' },
      c: { score: null, unscored: 'needs-language-model' as const, justification: '' },
    };
    expect(weightedAverageScore(feedback, criteria)).toBe(6);
    expect(formatScorecardAverage(feedback, criteria)).toBe('6.0');
    expect(formatScorecardAverage({ overall_summary: 's' }, criteria)).toBe('N/A');
  });
});

describe('the call briefing', () => {
  it("gives the stage's next step to win", () => {
    expect(callGoalFor('Prospecting').nextStep).toMatch(/discovery meeting/);
    expect(callGoalFor(null)).toEqual(callGoalFor('general'));
  });

  it("keeps the profile's facts and holds back the buyer's concerns", () => {
    const facts = briefingFacts(
      '<p>Brightwell Freight is a regional logistics company with forty account executives.</p><p>Dana, the VP of sales, worries about ramp time for new hires. She is sceptical of AI tools. They use Salesforce.</p>',
    );
    expect(facts).toEqual({
      known: ['Brightwell Freight is a regional logistics company with forty account executives.', 'They use Salesforce.'],
      heldBack: 2,
    });
  });
});
