import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { scenarioListResponseSchema, type Scenario } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

export const scenariosQueryKey = ['scenarios'] as const;

/** GET /api/scenarios: the user's scenarios, newest first, as `{ scenarios }` (its one shape). */
export async function getScenarios(signal?: AbortSignal): Promise<Scenario[]> {
  return (await apiRequest('/api/scenarios', { signal, schema: scenarioListResponseSchema })).scenarios;
}

export const scenariosQueryOptions = queryOptions({
  queryKey: scenariosQueryKey,
  queryFn: ({ signal }) => getScenarios(signal),
});

/** The list is fetched only for a signed-in user (spec section 5, 'Actions'). */
export function useScenarios({ enabled }: { enabled: boolean }) {
  return useQuery({ ...scenariosQueryOptions, enabled });
}

/** The list with `scenario` in it: replaced where it was, else first (it is the newest). */
export function withScenario(list: readonly Scenario[], scenario: Scenario): Scenario[] {
  const index = list.findIndex((item) => item.id === scenario.id);
  if (index === -1) return [scenario, ...list];
  return list.map((item) => (item.id === scenario.id ? scenario : item));
}

export function withoutScenario(list: readonly Scenario[], id: string): Scenario[] {
  return list.filter((item) => item.id !== id);
}

/** Shows a saved scenario at once, then re-reads the list from the server. */
export function storeSavedScenario(queryClient: QueryClient, scenario: Scenario): void {
  queryClient.setQueryData<Scenario[]>(scenariosQueryKey, (list) => (list ? withScenario(list, scenario) : list));
  void queryClient.invalidateQueries({ queryKey: scenariosQueryKey });
}
