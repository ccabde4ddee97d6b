import type { Difficulty, Gender, Persona, SalesStage } from '@rehearse/domain';
import type { WarningLogger } from '../../platform/http/logger';

/** One scenario's fields as plain text (already checked and sanitised), the input of a buyer prompt. */
export interface ScenarioBrief {
  title: string;
  product: string;
  customerProfile: string;
  salesStage?: SalesStage;
  persona?: Persona;
  gender: Gender;
  difficulty: Difficulty;
  companyUrl?: string;
}

/**
 * Writes the system prompt the AI customer plays from (the scenario's `optimized_prompt`).
 *
 * Contract: resolves with plain text that stands alone as the system prompt of a phone call in
 * which the model plays the buyer the brief describes; it uses every field given and invents no
 * company facts beyond them. It may reject when a provider fails; `withOptimizerFallback` turns
 * that into the offline composer's prompt, so saving a scenario never fails because of it.
 */
export interface ScenarioOptimizer {
  readonly name: string;
  optimize(brief: ScenarioBrief, signal?: AbortSignal): Promise<string>;
}

export type { WarningLogger };

/** A provider that tries `primary` and, when it fails, logs a warning and answers with `fallback`. */
export function withOptimizerFallback(primary: ScenarioOptimizer, fallback: ScenarioOptimizer, logger: WarningLogger): ScenarioOptimizer {
  return {
    name: `${primary.name}, falling back to ${fallback.name}`,
    async optimize(brief, signal) {
      try {
        return await primary.optimize(brief, signal);
      } catch (error) {
        logger.warn({ err: error, provider: primary.name }, `scenario optimizer failed; using ${fallback.name}`);
        return fallback.optimize(brief, signal);
      }
    },
  };
}
