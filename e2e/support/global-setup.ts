import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CALLER_LINES, CALLER_WAV } from './caller-audio';

/**
 * Before any browser starts: the caller's voice for the fake microphone of the call test. The file
 * plays once from the moment the page opens the microphone (before the call is requested), so it
 * starts with 10 s of room noise: the call connects and the buyer's greeting (~2 s) is over well
 * before the caller's first line, even on a loaded machine. Then 6 s between lines for the answers.
 */
export default function globalSetup(): void {
  mkdirSync(path.dirname(CALLER_WAV), { recursive: true });
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/make-caller-wav.ts', CALLER_WAV, '10000', '6000', ...CALLER_LINES], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
