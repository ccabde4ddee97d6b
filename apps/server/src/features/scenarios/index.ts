/** The scenarios feature's public entry: a user's scenarios as calls read them, the buyer prompt's difficulty section, the scenario adapters. Other features import only from here (decision 34). */
export { withDifficultySection } from './difficulty.prompt';
export type { ScenarioBrief, ScenarioOptimizer } from './scenario-optimizer';
export { scenarioProvidersFrom, type ScenarioProviders } from './scenario-providers';
export { createScenarioRepo } from './scenario.repo';
export { scenariosHoldingScorecards } from './scenario.service';
