import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scorecardListResponseSchema, scorecardSavedResponseSchema } from '@rehearse/domain';
import type { Scorecard } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import type { ScorecardRequest } from '../scorecard-form-state';

export const scorecardsQueryKey = ['scorecards'] as const;

/** GET /api/scorecards: the built-in ones, then the user's own, newest first. */
export async function getScorecards(signal?: AbortSignal): Promise<Scorecard[]> {
  return (await apiRequest('/api/scorecards', { signal, schema: scorecardListResponseSchema })).scorecards;
}

export const scorecardsQueryOptions = queryOptions({ queryKey: scorecardsQueryKey, queryFn: ({ signal }) => getScorecards(signal) });

export function useScorecards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scorecardsQueryOptions, enabled });
}

/** POST /api/scorecards, PUT /api/scorecards/:id, or POST /api/scorecards/:id/duplicate (a template or one of the user's). */
export async function saveScorecard({
  id,
  request,
  copy,
}: {
  id?: string;
  request?: ScorecardRequest;
  copy?: boolean;
}): Promise<Scorecard> {
  const url = id === undefined ? '/api/scorecards' : `/api/scorecards/${encodeURIComponent(id)}${copy ? '/duplicate' : ''}`;
  const method = id !== undefined && !copy ? 'PUT' : 'POST';
  return (await apiRequest(url, { method, body: request ?? {}, schema: scorecardSavedResponseSchema })).scorecard;
}

/** DELETE /api/scorecards/:id (204); the scenarios that used it go back to the stage rubric. */
export async function deleteScorecard(id: string): Promise<void> {
  await apiRequest<undefined>(`/api/scorecards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The list with `saved` in it: replaced where it was, else first among the user's own (after the built-in ones). */
export function withScorecard(list: readonly Scorecard[], saved: Scorecard): Scorecard[] {
  if (list.some((item) => item.id === saved.id)) return list.map((item) => (item.id === saved.id ? saved : item));
  const firstOwn = list.findIndex((item) => !item.built_in);
  const at = firstOwn === -1 ? list.length : firstOwn;
  return [...list.slice(0, at), saved, ...list.slice(at)];
}

export function useSaveScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scorecards', 'save'],
    mutationFn: saveScorecard,
    onSuccess: (saved) => {
      // Listed at once (the scenario dialog chooses it before the list is read again).
      queryClient.setQueryData<Scorecard[]>(scorecardsQueryKey, (list) => list && withScorecard(list, saved));
      void queryClient.invalidateQueries({ queryKey: scorecardsQueryKey });
    },
  });
}

export function useDeleteScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scorecards', 'delete'],
    mutationFn: deleteScorecard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scorecardsQueryKey });
      // Scenarios that used it now use the stage rubric.
      void queryClient.invalidateQueries({ queryKey: ['scenarios'] });
    },
  });
}
