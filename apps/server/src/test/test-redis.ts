import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, by default this machine's. */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the tests' Redis answers. CI requires it (throws); elsewhere a test without it is skipped
 * (`it.skipIf(!reachable)`), and this prints why, naming `what` is skipped.
 */
export async function testRedisReachable(what: string): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  let reachable: boolean;
  try {
    await probe.connect();
    await probe.ping();
    reachable = true;
  } catch {
    reachable = false;
  } finally {
    probe.disconnect();
  }
  if (!reachable && process.env.CI === 'true')
    throw new Error(`Redis is not reachable at ${testRedisUrl}, and CI runs ${what}. Start it or set TEST_REDIS_URL.`);
  if (!reachable) console.warn(`Skipping ${what}: Redis is not reachable at ${testRedisUrl} (start it or set TEST_REDIS_URL).`);
  return reachable;
}
