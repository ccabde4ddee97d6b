/** The scenarios feature's public entry: the scenario section and the user's scenarios. Other features import only from here (decision 34). */
export { useScenarios } from './api/get-scenarios';
export { ScenarioSection } from './components/scenario-section';
