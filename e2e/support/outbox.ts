import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './e2e-env';

/** The link in the newest outbox mail to `to`, waiting briefly for it to be written. */
export async function linkFromOutbox(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const content = await readFile(path.join(outbox, file), 'utf8');
      if (!content.includes(`To: ${to}\r\n`)) continue;
      const link = content.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}
