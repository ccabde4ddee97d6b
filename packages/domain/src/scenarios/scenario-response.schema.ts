import { z } from 'zod';
import { DIFFICULTIES, GENDERS, PERSONAS, SALES_STAGES } from './scenario-form.schema';
import type {
  Scenario,
  ScenarioDuplicatedResponse,
  ScenarioListResponse,
  ScenarioSavedResponse,
  ScrapeCompanyResponse,
} from './scenario.types';

/** A scenario as the API returns it (issue 18, item 4: the wire contract as a schema). */
export const scenarioSchema: z.ZodType<Scenario> = z.object({
  id: z.string(),
  title: z.string(),
  product: z.string(),
  scenario_details: z.string(),
  sales_stage: z.enum(SALES_STAGES).nullable(),
  persona: z.enum(PERSONAS).nullable(),
  gender: z.enum(GENDERS),
  difficulty: z.enum(DIFFICULTIES),
  scorecard_id: z.string(),
  company_url: z.string().nullable(),
  optimized_prompt: z.string(),
  duplicated_from_id: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/scenarios: always `{ scenarios }`, never a bare list. */
export const scenarioListResponseSchema: z.ZodType<ScenarioListResponse> = z.object({ scenarios: z.array(scenarioSchema) });

/** POST /api/scenarios (201) and PUT /api/scenarios/:id. */
export const scenarioSavedResponseSchema: z.ZodType<ScenarioSavedResponse> = z.object({
  success: z.literal(true),
  scenario: scenarioSchema,
});

/** POST /api/scenarios/:id/duplicate (201). */
export const scenarioDuplicatedResponseSchema: z.ZodType<ScenarioDuplicatedResponse> = z.object({ scenario: scenarioSchema });

/** POST /api/scenarios/scrape: a refusal or a failed analysis is an error status, never a 2xx with `success: false`. */
export const scrapeCompanyResponseSchema: z.ZodType<ScrapeCompanyResponse> = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), ai_generated_profile: z.string() }),
});
