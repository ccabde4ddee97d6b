import { QueryClient } from '@tanstack/react-query';
import type { QueryCacheNotifyEvent } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isListChange } from './get-progress';

/** The events a query cache sends while `act` runs, for queries of the performance list and others. */
async function eventsDuring(act: (client: QueryClient) => Promise<unknown> | void): Promise<QueryCacheNotifyEvent[]> {
  const client = new QueryClient();
  const events: QueryCacheNotifyEvent[] = [];
  const stop = client.getQueryCache().subscribe((event) => events.push(event));
  await act(client);
  stop();
  return events;
}

describe('isListChange', () => {
  it('is a change when the list is invalidated or a call is written into it, not when a page is read', async () => {
    const read = await eventsDuring((client) =>
      client.fetchQuery({ queryKey: ['sessions', 'page', { page: 2 }], queryFn: () => ({ sessions: [] }) }),
    );
    expect(read.some(isListChange)).toBe(false);
    const written = await eventsDuring((client) => void client.setQueryData(['sessions', 'page', {}], { sessions: [] }));
    expect(written.some(isListChange)).toBe(true);
    const invalidated = await eventsDuring(async (client) => {
      client.setQueryData(['other'], 1);
      client.setQueryData(['sessions', 'page', {}], { sessions: [] });
      await client.invalidateQueries({ queryKey: ['sessions'] });
    });
    expect(invalidated.filter(isListChange).map((event) => event.type === 'updated' && event.action.type)).toContain('invalidate');
    const elsewhere = await eventsDuring(async (client) => {
      client.setQueryData(['credits'], 1);
      await client.invalidateQueries({ queryKey: ['credits'] });
    });
    expect(elsewhere.some(isListChange)).toBe(false);
  });
});
