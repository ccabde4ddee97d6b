import { useQuery } from '@tanstack/react-query';
import { callEnginesResponseSchema } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/** GET /api/calls/engines: what a call started now runs on (the server's settings, not the user's). */
export function useCallEngines({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['call-engines'],
    queryFn: ({ signal }) => apiRequest('/api/calls/engines', { signal, schema: callEnginesResponseSchema }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
