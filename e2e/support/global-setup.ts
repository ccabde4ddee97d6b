import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CALLER_LINES, CALLER_WAV } from './caller-audio';

/** Before any browser starts: the caller's voice for the fake microphone of the call test. */
export default function globalSetup(): void {
  mkdirSync(path.dirname(CALLER_WAV), { recursive: true });
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/make-caller-wav.ts', CALLER_WAV, '8000', '6000', ...CALLER_LINES], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
