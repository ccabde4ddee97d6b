import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scenarioDuplicatedResponseSchema } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import type { ScenarioRequest } from '../scenario-form-state';
import { storeSavedScenario } from './get-scenarios';

/**
 * POST /api/scenarios/:id/duplicate: a copy titled '<title> (Copy)', '(Copy 2)'... by the server.
 * With `request`, the copy takes the form's current values instead of the original's.
 */
export async function duplicateScenario({ id, request }: { id: string; request?: ScenarioRequest }): Promise<Scenario> {
  const answer = await apiRequest(`/api/scenarios/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    body: request,
    schema: scenarioDuplicatedResponseSchema,
  });
  return answer.scenario;
}

export function useDuplicateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scenarios', 'duplicate'],
    mutationFn: duplicateScenario,
    onSuccess: (scenario) => storeSavedScenario(queryClient, scenario),
  });
}
