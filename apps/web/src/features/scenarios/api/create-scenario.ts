import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scenarioSavedResponseSchema } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import type { ScenarioRequest } from '../scenario-form-state';
import { storeSavedScenario } from './get-scenarios';

/** Lets the grid show 'Creating your scenario...' while any create is in flight. */
export const createScenarioMutationKey = ['scenarios', 'create'] as const;

/** POST /api/scenarios: the server optimises the scenario into the AI customer's prompt, then stores it. */
export async function createScenario(request: ScenarioRequest): Promise<Scenario> {
  const answer = await apiRequest('/api/scenarios', { method: 'POST', body: request, schema: scenarioSavedResponseSchema });
  return answer.scenario;
}

export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createScenarioMutationKey,
    mutationFn: createScenario,
    onSuccess: (scenario) => storeSavedScenario(queryClient, scenario),
  });
}
