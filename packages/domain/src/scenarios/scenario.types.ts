import type { Difficulty, Gender, Persona, SalesStage } from './scenario-form.schema';

/**
 * A scenario as the API returns it, with the spec's table names (section 3) so that the web app
 * reads the same fields the spec names. title, product and scenario_details are sanitised HTML
 * fragments (only b, i, em, strong, p, br). scenario_details is the form's customerProfile.
 */
export interface Scenario {
  id: string;
  title: string;
  product: string;
  scenario_details: string;
  sales_stage: SalesStage | null;
  persona: Persona | null;
  gender: Gender;
  /** How hard the AI buyer is to win; 'medium' unless chosen. */
  difficulty: Difficulty;
  /** The scorecard its calls are assessed on: 'stage-rubric' (default), a template's id or the user's own scorecard's. */
  scorecard_id: string;
  company_url: string | null;
  /** The system prompt the AI customer plays from. */
  optimized_prompt: string;
  duplicated_from_id: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** GET /api/scenarios: the user's own scenarios, newest first. */
export interface ScenarioListResponse {
  scenarios: Scenario[];
}

/** POST /api/scenarios (201) and PUT /api/scenarios/:id (200). */
export interface ScenarioSavedResponse {
  success: true;
  scenario: Scenario;
}

/** POST /api/scenarios/:id/duplicate (201). */
export interface ScenarioDuplicatedResponse {
  scenario: Scenario;
}

/** POST /api/scenarios/scrape (200): the spec's scraped company result on success. */
export interface ScrapeCompanyResponse {
  success: true;
  data: { url: string; ai_generated_profile: string };
}
