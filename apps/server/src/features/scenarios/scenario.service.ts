import {
  AppError,
  copyBaseOf,
  nextCopyTitle,
  richTextToPlainText,
  STAGE_RUBRIC_SCORECARD_ID,
  type Scenario,
  type ScenarioInput,
} from '@rehearse/domain';
import type { Database, Queryable } from '../../platform/db/database';
import { requireWithinLimit, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { ScenarioOptimizer, ScenarioBrief } from './scenario-optimizer';
import { requireUsableScorecard, type ScorecardHolders } from '../scorecards';
import { createScenarioRepo, type ScenarioRow } from './scenario.repo';

export const SCENARIO_NOT_FOUND = 'Scenario not found';
export const ORIGINAL_NOT_FOUND = 'Original scenario not found';
// Long enough to tell families apart, short enough to survive the trimming of a long title's copies.
const COPY_FAMILY_PREFIX = 80;

/** Scenarios one user may keep: far more than anyone practises, so one account cannot fill the database. */
export const SCENARIOS_PER_USER = 500;
export const SCENARIO_LIMIT_MESSAGE = `You can keep up to ${SCENARIOS_PER_USER} scenarios. Delete some to create new ones.`;
/** New scenarios (created or copied) a user may make: each writes a buyer prompt, maybe with a language model. */
export const SCENARIO_CREATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 600 };

export interface ScenarioDeps {
  db: Database;
  optimizer: ScenarioOptimizer;
  rateLimiter: RateLimiter;
  createLimit: RateLimitRule;
}

/** A deleted scorecard's scenarios go back to the stage rubric, in the transaction that deletes it. */
export const scenariosHoldingScorecards: ScorecardHolders = {
  releaseScorecard: (tx, userId, deletedId) => createScenarioRepo(tx).replaceScorecard(userId, deletedId, STAGE_RUBRIC_SCORECARD_ID),
};

const briefOf = (input: ScenarioInput): ScenarioBrief => ({
  title: richTextToPlainText(input.title),
  product: richTextToPlainText(input.product),
  customerProfile: richTextToPlainText(input.customerProfile),
  gender: input.gender,
  difficulty: input.difficulty,
  ...(input.salesStage ? { salesStage: input.salesStage } : {}),
  ...(input.persona ? { persona: input.persona } : {}),
  ...(input.companyUrl ? { companyUrl: input.companyUrl } : {}),
});

const rowOf = (input: ScenarioInput, optimizedPrompt: string): ScenarioRow => ({
  title: input.title,
  product: input.product,
  scenario_details: input.customerProfile,
  sales_stage: input.salesStage ?? null,
  persona: input.persona ?? null,
  gender: input.gender,
  difficulty: input.difficulty,
  scorecard_id: input.scorecardId,
  company_url: input.companyUrl ?? null,
  optimized_prompt: optimizedPrompt,
});

const rowOfScenario = (scenario: Scenario): ScenarioRow => ({
  title: scenario.title,
  product: scenario.product,
  scenario_details: scenario.scenario_details,
  sales_stage: scenario.sales_stage,
  persona: scenario.persona,
  gender: scenario.gender,
  difficulty: scenario.difficulty,
  scorecard_id: scenario.scorecard_id,
  company_url: scenario.company_url,
  optimized_prompt: scenario.optimized_prompt,
});

/**
 * The scenario use cases. Inputs arrive checked and sanitised (the domain's scenario form schema);
 * every read and write runs as the user, so another user's scenario is simply not found. The buyer
 * prompt is written outside any transaction: a language model may take seconds.
 */
export function createScenarioService(deps: ScenarioDeps) {
  const { db, optimizer } = deps;
  const asUser = <T>(userId: string, work: (repo: ReturnType<typeof createScenarioRepo>) => Promise<T>) =>
    db.asUser(userId, (tx) => work(createScenarioRepo(tx)));
  // Checked before the buyer prompt is written; a scorecard deleted in between leaves the scenario
  // pointing at nothing, which calls read as the stage rubric.
  const requireScorecard = (userId: string, input: ScenarioInput) =>
    db.asUser(userId, (tx) => requireUsableScorecard(tx, userId, input.scorecardId));
  const limitNew = (userId: string) => requireWithinLimit(deps.rateLimiter, `scenario-new:user:${userId}`, deps.createLimit);
  /** In the inserting transaction: refuses the scenario past the cap (new ones of the user wait their turn). */
  async function requireRoom(tx: Queryable, userId: string): Promise<void> {
    const repo = createScenarioRepo(tx);
    await repo.lockNewScenarios(userId);
    if ((await repo.countByUser(userId)) >= SCENARIOS_PER_USER) throw new AppError('limit_reached', SCENARIO_LIMIT_MESSAGE);
  }

  return {
    list(userId: string): Promise<Scenario[]> {
      return asUser(userId, (repo) => repo.listByUser(userId));
    },

    async create(userId: string, input: ScenarioInput): Promise<Scenario> {
      await limitNew(userId);
      await db.asUser(userId, (tx) => requireRoom(tx, userId));
      await requireScorecard(userId, input);
      const prompt = await optimizer.optimize(briefOf(input));
      return db.asUser(userId, async (tx) => {
        await requireRoom(tx, userId);
        return createScenarioRepo(tx).insert(userId, rowOf(input, prompt));
      });
    },

    async update(userId: string, id: string, input: ScenarioInput): Promise<Scenario> {
      const existing = await asUser(userId, (repo) => repo.findById(userId, id));
      if (!existing) throw new AppError('not_found', SCENARIO_NOT_FOUND);
      await requireScorecard(userId, input);
      const prompt = await optimizer.optimize(briefOf(input));
      const updated = await asUser(userId, (repo) => repo.update(userId, id, rowOf(input, prompt)));
      if (!updated) throw new AppError('not_found', SCENARIO_NOT_FOUND);
      return updated;
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await asUser(userId, (repo) => repo.delete(userId, id));
      if (!deleted) throw new AppError('not_found', SCENARIO_NOT_FOUND);
    },

    /**
     * Copies a scenario, as it is or with the edited fields of 'Save as Copy' (then with a fresh
     * buyer prompt). The copy is named '<title> (Copy)', '(Copy 2)'... among the user's titles.
     */
    async duplicate(userId: string, id: string, edited?: ScenarioInput): Promise<Scenario> {
      const original = await asUser(userId, (repo) => repo.findById(userId, id));
      if (!original) throw new AppError('not_found', ORIGINAL_NOT_FOUND);
      await limitNew(userId);
      await db.asUser(userId, (tx) => requireRoom(tx, userId));
      if (edited) await requireScorecard(userId, edited);
      const row = edited ? rowOf(edited, await optimizer.optimize(briefOf(edited))) : rowOfScenario(original);
      return db.asUser(userId, async (tx) => {
        await requireRoom(tx, userId);
        const repo = createScenarioRepo(tx);
        await repo.lockCopyNaming(userId);
        if (!(await repo.lockById(userId, id))) throw new AppError('not_found', ORIGINAL_NOT_FOUND);
        const taken = await repo.titlesStartingWith(userId, copyBaseOf(row.title).slice(0, COPY_FAMILY_PREFIX));
        return repo.insert(userId, { ...row, title: nextCopyTitle(row.title, taken) }, original.id);
      });
    },
  };
}
export type ScenarioService = ReturnType<typeof createScenarioService>;
