/**
 * Tells the app's other tabs that the signed-in user changed, so a log-out in one tab signs out
 * all of them at once instead of at their next request.
 */
export type AuthEvent = 'signed-in' | 'signed-out' | 'password-changed';

const CHANNEL_NAME = 'rehearse-auth';
const AUTH_EVENTS: readonly AuthEvent[] = ['signed-in', 'signed-out', 'password-changed'];

// One channel per tab, used to send and to listen: a channel never receives its own messages.
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

export function broadcastAuthEvent(type: AuthEvent): void {
  getChannel()?.postMessage({ type });
}

export function subscribeToAuthEvents(listener: (type: AuthEvent) => void): () => void {
  const current = getChannel();
  if (!current) return () => {};
  const onMessage = (event: MessageEvent) => {
    const type = parseAuthEvent(event.data);
    if (type) listener(type);
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}

/** Accepts only the messages this module sends. */
export function parseAuthEvent(data: unknown): AuthEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  return AUTH_EVENTS.find((known) => known === type) ?? null;
}
