import { vi } from 'vitest';

/**
 * Resolves once `holds()` is true, checked every `intervalMs` by vitest's own `vi.waitFor`; after
 * `timeoutMs` it fails naming `what` (by default the condition's own source). The one way the
 * server's tests wait for something to happen (issue 18); `poke` runs before each check (e.g. a
 * statement that makes a notification arrive).
 */
export async function waitUntil(
  holds: () => boolean | Promise<boolean>,
  options: { what?: string; timeoutMs?: number; intervalMs?: number; poke?: () => Promise<unknown> } = {},
): Promise<void> {
  const what = options.what ?? holds.toString();
  await vi.waitFor(
    async () => {
      await options.poke?.();
      if (!(await holds())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: options.timeoutMs ?? 10_000, interval: options.intervalMs ?? 20 },
  );
}
