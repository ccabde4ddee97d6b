import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scenario } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import { scenariosQueryKey, withoutScenario } from './get-scenarios';

/** DELETE /api/scenarios/:id (204). */
export async function deleteScenario(id: string): Promise<void> {
  await apiRequest<undefined>(`/api/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scenarios', 'delete'],
    mutationFn: deleteScenario,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Scenario[]>(scenariosQueryKey, (list) => (list ? withoutScenario(list, id) : list));
      void queryClient.invalidateQueries({ queryKey: scenariosQueryKey });
    },
  });
}
