import { useQuery } from '@tanstack/react-query';
import { coachingSessionDetailsSchema, type CoachingSessionDetails } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import { sessionDetailsKey } from './get-sessions';

/** GET /api/sessions/:id: the whole call (transcript, skills, metrics) and the attempt before it. */
export async function getSessionDetails(id: string, signal?: AbortSignal): Promise<CoachingSessionDetails> {
  return apiRequest(`/api/sessions/${encodeURIComponent(id)}`, { signal, schema: coachingSessionDetailsSchema });
}

/** Loaded when a card opens or its details do; null asks for nothing. */
export function useSessionDetails(id: string | null) {
  return useQuery({
    queryKey: sessionDetailsKey(id ?? ''),
    queryFn: ({ signal }) => getSessionDetails(id!, signal),
    enabled: id !== null,
  });
}
