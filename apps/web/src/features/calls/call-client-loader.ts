import type { WebCallApi } from '@rehearse/call-client';
import type * as CallClient from './web-call-client';

type CallClientModule = typeof CallClient;

let loading: Promise<CallClientModule> | null = null;

/**
 * Fetches the web-call client's chunk. It stays out of the first load (microphone capture and audio
 * playback are only needed once a call starts); the CallProvider fetches it when the browser is idle
 * so that Start Practice does not wait for it. A failed fetch is tried again on the next call.
 */
export function preloadCallClient(): Promise<CallClientModule> {
  loading ??= import('./web-call-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh client for one call; null when the chunk holds no client (a broken or stale build). */
export async function createCallClient(): Promise<WebCallApi | null> {
  const { WebCall } = (await preloadCallClient()) as Partial<CallClientModule>;
  return typeof WebCall === 'function' ? new WebCall() : null;
}
