import { rm } from 'node:fs/promises';
import path from 'node:path';

export const E2E_PORT = 3100;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../.artifacts/data');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

/** How Debian's Chromium runs headless as root here (shared/research/offline-speech.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** An empty data directory under e2e/.artifacts for a test that runs a server of its own. */
export async function freshDataDir(name: string): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../.artifacts', name);
  await rm(dir, { recursive: true, force: true });
  return dir;
}
