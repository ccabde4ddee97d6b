import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scenarioSavedResponseSchema } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import type { ScenarioRequest } from '../scenario-form-state';
import { storeSavedScenario } from './get-scenarios';

/** PUT /api/scenarios/:id with the whole form; the prompt is optimised again. */
export async function updateScenario({ id, request }: { id: string; request: ScenarioRequest }): Promise<Scenario> {
  const answer = await apiRequest(`/api/scenarios/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: request,
    schema: scenarioSavedResponseSchema,
  });
  return answer.scenario;
}

export function useUpdateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scenarios', 'update'],
    mutationFn: updateScenario,
    onSuccess: (scenario) => storeSavedScenario(queryClient, scenario),
  });
}
