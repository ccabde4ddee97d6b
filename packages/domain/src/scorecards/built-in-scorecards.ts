import { formatSkillName } from '../assessment/score-rules';
import { rubricForStage, RUBRICS, type RubricStage } from '../assessment/rubrics';
import {
  STAGE_RUBRIC_SCORECARD_ID,
  type BuiltInScorecardId,
  type Scorecard,
  type ScorecardCriterion,
  type ScorecardScale,
  type ScorecardSnapshot,
} from './scorecard.types';

/**
 * The built-in scorecards. 'Stage rubric' is the spec's rubric of the scenario's stage (the
 * default); the four templates are the qualification and selling methods sales teams train on,
 * written as a trainer would coach them: what the rep does on the call that shows the criterion,
 * not the method's textbook definition. Users duplicate a template to change it.
 */

type CriterionText = [name: string, goodLooksLike: string, weight?: number, scale?: ScorecardScale];

function criteria(list: readonly CriterionText[]): ScorecardCriterion[] {
  return list.map(([name, goodLooksLike, weight = 20, scale = '0-10']) => ({
    key: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, ''),
    name,
    good_looks_like: goodLooksLike,
    weight,
    scale,
  }));
}

const builtIn = (id: BuiltInScorecardId, name: string, description: string, list: readonly CriterionText[]): Scorecard => ({
  id,
  name,
  description,
  built_in: true,
  criteria: criteria(list),
  created_at: null,
});

export const STAGE_RUBRIC_NAME = 'Stage rubric';

export const BUILT_IN_SCORECARDS: readonly Scorecard[] = [
  {
    id: STAGE_RUBRIC_SCORECARD_ID,
    name: STAGE_RUBRIC_NAME,
    description: "The five categories of the scenario's sales stage (general when it has none), 20 points each.",
    built_in: true,
    criteria: [],
    created_at: null,
  },
  builtIn('meddicc', 'MEDDICC', 'Qualify the deal: is there a measurable reason to buy, someone to buy it and a path to a signature?', [
    [
      'Metrics',
      "Gets the buyer to put a number on the problem or the gain (hours, money, churn, ramp time) in their own words, and checks it ('so roughly 30 hours a month?').",
      15,
    ],
    [
      'Economic Buyer',
      'Finds out who signs off on the spend and whether they are involved; asks to include them rather than assuming the contact decides.',
      15,
    ],
    ['Decision Criteria', 'Asks what the buyer will judge options on (price, integration, security, support) and which matters most.', 15],
    [
      'Decision Process',
      'Maps the steps from now to a signature: who is involved, in what order, legal or security review, and by when.',
      15,
    ],
    [
      'Identify Pain',
      'Uncovers a specific business pain, what it costs today and why it has to be fixed now, with follow-up questions instead of a pitch.',
      15,
    ],
    [
      'Champion',
      'Tests whether the contact will sell internally: asks what they need to make the case, or offers material for them to share.',
      10,
    ],
    [
      'Competition',
      'Learns what else the buyer is considering, including doing nothing or building it themselves, without knocking the alternatives.',
      15,
    ],
  ]),
  builtIn('spin', 'SPIN', 'Selling by questions: situation, problem, implication, need-payoff, in that order of importance.', [
    [
      'Situation Questions',
      'Asks a few focused questions about how things work today (team, tools, process), without interrogating the buyer on facts they could have researched.',
      15,
    ],
    [
      'Problem Questions',
      "Asks about difficulties and dissatisfaction with the current way ('where does that break down?', 'what frustrates the team?').",
      25,
    ],
    [
      'Implication Questions',
      'Explores the consequences of the problem (cost, delay, risk, effect on other teams) so the buyer feels its size before any solution is offered.',
      30,
    ],
    [
      'Need-payoff Questions',
      "Gets the buyer to say the value of solving it ('how would it help if new reps ramped in half the time?') instead of claiming it for them.",
      30,
    ],
  ]),
  builtIn('bant', 'BANT', 'Quick qualification: budget, authority, need and timeline.', [
    ['Budget', 'Asks whether money is set aside or how purchases like this are funded, and gets a range or a process, not a guess.', 25],
    ['Authority', 'Learns who makes the decision and who else influences it, tactfully, without dismissing the person on the call.', 25],
    ['Need', 'Confirms a real need in the buyer’s words: what problem, for whom, and how it is handled today.', 25],
    [
      'Timeline',
      'Finds out when the buyer needs a solution in place and what drives that date, and ends with a next step that fits it.',
      25,
    ],
  ]),
  builtIn('challenger', 'Challenger', 'Teach, tailor, take control: lead with an insight the buyer had not considered.', [
    [
      'Commercial Teaching',
      'Shares a relevant insight or data point that reframes how the buyer sees the problem, and links it to what the product does uniquely well.',
      30,
    ],
    [
      'Tailoring',
      "Adapts the message to the buyer's role and priorities (a CFO hears cost and risk, a CTO integration and effort), using what they said.",
      25,
    ],
    [
      'Constructive Tension',
      'Respectfully challenges an assumption or the cost of doing nothing, and holds the point when the buyer pushes back instead of caving.',
      20,
    ],
    [
      'Taking Control',
      'Steers the conversation and the next step: proposes a concrete action with a date and names who should attend.',
      25,
    ],
  ]),
];

export const isBuiltInScorecardId = (id: string): id is BuiltInScorecardId => BUILT_IN_SCORECARDS.some((card) => card.id === id);

export function builtInScorecard(id: string): Scorecard | undefined {
  return BUILT_IN_SCORECARDS.find((card) => card.id === id);
}

/** The stage rubric of a stage as scorecard criteria: its five categories, 0-10, weight 20 each. */
export function stageRubricCriteria(stage: string | null | undefined): ScorecardCriterion[] {
  const lookup = rubricForStage(stage);
  const rubric = lookup.ok ? lookup.rubric : RUBRICS.general;
  return rubric.categories.map((category) => ({
    key: category.key,
    name: formatSkillName(category.key),
    good_looks_like: `${category.focus} ${category.good.join(' ')}`,
    weight: category.weight,
    scale: '0-10',
  }));
}

/** Every key of every stage's rubric: the criteria the offline assessor can judge. */
export function rubricStagesWithCategory(key: string): RubricStage[] {
  return (Object.keys(RUBRICS) as RubricStage[]).filter((stage) => RUBRICS[stage].categories.some((category) => category.key === key));
}

/** What a scorecard shows for a scenario: its own criteria, or for 'Stage rubric' the stage's. */
export function criteriaForScenario(
  scorecard: Pick<Scorecard, 'id' | 'criteria'>,
  salesStage: string | null | undefined,
): ScorecardCriterion[] {
  return scorecard.id === STAGE_RUBRIC_SCORECARD_ID ? stageRubricCriteria(salesStage) : scorecard.criteria;
}

/** The snapshot stored on a session; null for the stage rubric (the assessor then uses the stage's rubric). */
export function scorecardSnapshotOf(scorecard: Pick<Scorecard, 'id' | 'name' | 'criteria'>): ScorecardSnapshot | null {
  if (scorecard.id === STAGE_RUBRIC_SCORECARD_ID) return null;
  return { id: scorecard.id, name: scorecard.name, criteria: scorecard.criteria.map((criterion) => ({ ...criterion })) };
}
