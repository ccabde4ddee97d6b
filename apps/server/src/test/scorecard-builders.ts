import { scorecardListResponseSchema, scorecardSavedResponseSchema, type Scorecard, type ScorecardFormValues } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A valid scorecard form: two criteria a trainer would write; override any field. */
export function buildScorecardForm(overrides: Partial<ScorecardFormValues> = {}): ScorecardFormValues {
  counter += 1;
  return {
    name: `Team discovery card ${counter}`,
    criteria: [
      {
        name: 'Quantifies the pain',
        goodLooksLike: 'Gets the buyer to put a number on what the problem costs (hours, money, churn).',
        weight: 60,
        scale: '0-10',
      },
      {
        name: 'Books the next meeting',
        goodLooksLike: 'Ends with a meeting on a named day that the buyer accepts.',
        weight: 40,
        scale: 'yes-no',
      },
    ],
    ...overrides,
  };
}

/** Creates a scorecard through the API as the user of `cookie`. */
export async function createScorecard(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<ScorecardFormValues> = {},
): Promise<Scorecard> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/scorecards',
    headers: { cookie },
    payload: buildScorecardForm(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`scorecard not created: ${response.body}`);
  return scorecardSavedResponseSchema.parse(response.json()).scorecard;
}

export async function listScorecards(app: FastifyInstance, cookie: string): Promise<Scorecard[]> {
  const response = await app.inject({ method: 'GET', url: '/api/scorecards', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`scorecards not listed: ${response.body}`);
  return scorecardListResponseSchema.parse(response.json()).scorecards;
}
