import { scenarioListResponseSchema, scenarioSavedResponseSchema, type Scenario, type ScenarioFormValues } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A valid scenario form; override any field. */
export function buildScenarioForm(overrides: Partial<ScenarioFormValues> = {}): ScenarioFormValues {
  counter += 1;
  return {
    title: `Renewal call ${counter}`,
    product: 'Fleet telematics with driver coaching',
    customerProfile: 'Operations director at a regional haulier with 120 trucks; fuel costs are up 18% this year.',
    salesStage: 'Discovery',
    persona: 'CFO',
    gender: 'Female',
    companyUrl: 'https://haulier.example',
    ...overrides,
  };
}

/** Creates a scenario through the API as the user of `cookie`. */
export async function createScenario(app: FastifyInstance, cookie: string, overrides: Partial<ScenarioFormValues> = {}): Promise<Scenario> {
  const response = await app.inject({ method: 'POST', url: '/api/scenarios', headers: { cookie }, payload: buildScenarioForm(overrides) });
  if (response.statusCode !== 201) throw new Error(`scenario not created: ${response.body}`);
  return scenarioSavedResponseSchema.parse(response.json()).scenario;
}

export async function listScenarios(app: FastifyInstance, cookie: string): Promise<Scenario[]> {
  const response = await app.inject({ method: 'GET', url: '/api/scenarios', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`scenarios not listed: ${response.body}`);
  return scenarioListResponseSchema.parse(response.json()).scenarios;
}
