import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { concatPcm, encodeWav, FRAME_SAMPLES } from '@rehearse/voice';
import { roomNoise, synthesiseTurns } from '../bench/turn-taking/caller-audio';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/e2e-env';
import { expect, test } from './support/test';
import { newestSession } from './support/sessions';
import { signUpThroughApi } from './support/users';
import { createCallScenario } from './support/call-scenario';

/**
 * Issue 14 in a real browser: a caller who pauses mid-sentence (0.7-0.9 s after "Dana,", "um,",
 * "when that happens,", "could I ask,"), spoken by Debian flite's awb voice (never the buyer's) into
 * Chromium's fake microphone. The buyer answers each caller turn once, never between its halves.
 */
const HESITANT_WAV = path.resolve(import.meta.dirname, '.artifacts/hesitant-caller.wav');
const TURNS = [
  'Dana, {900} this is Sam from Quotaflow.',
  'We work with, um, {800} sales teams like yours.',
  'And when that happens, {900} how do you onboard new reps?',
  'Could I ask, {700} what your goals are this year?',
];
/**
 * Room noise before the first turn (the call connects, the greeting plays) and after each (the
 * answer). The recorded caller does not wait for the buyer: the gap must hold the buyer's longest
 * reply (three sentences of flite, about 8 s, after the end of the turn), or the caller's next turn
 * lands on it and reads as an interruption (seen in CI with a 9 s gap).
 */
const LEAD_MS = 10_000;
const GAP_MS = 12_000;

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${HESITANT_WAV}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/**
 * One retry, for this test only: its four pauses go through the real recogniser in real time, and
 * the bench measures 5-11 % false cut-ins per pause on such sets (issue 14's target is 5 %), so even
 * at the target one run in five would show a cut-in. A regression fails both runs; the rate itself
 * is what `npm run bench -- --only=turn-taking` reports.
 */
test.describe.configure({ retries: 1 });

test.beforeAll(async () => {
  const turns = await synthesiseTurns(TURNS.map((line) => ({ line, voice: 'awb' })));
  const noise = (ms: number, seed: number) => roomNoise(Math.round((ms * 16_000) / 1000 / FRAME_SAMPLES) * FRAME_SAMPLES, seed);
  const parts = [noise(LEAD_MS, 1), ...turns.flatMap((turn, index) => [concatPcm(turn.frames), noise(GAP_MS, index + 2)])];
  mkdirSync(path.dirname(HESITANT_WAV), { recursive: true });
  writeFileSync(HESITANT_WAV, encodeWav(concatPcm(parts), 16_000));
});

test('a hesitant caller: one buyer reply per caller turn, no buyer fragment between the halves of a sentence', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await createCallScenario(page);

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  // A briefing may come first; the call starts from its Start button.
  const briefing = page.getByTestId('briefing');
  const badge = page.getByTestId('call-active-badge');
  await expect(briefing.or(badge).first()).toBeVisible({ timeout: 30_000 });
  if (await briefing.isVisible()) await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(badge).toContainText('Practicing', { timeout: 30_000 });
  // The whole WAV plays (about 60 s), the last answer included.
  await page.waitForTimeout(LEAD_MS + TURNS.length * (GAP_MS + 4000));
  // A call that ended by itself (the buyer hung up, or the silence timeout) is not clicked: the
  // transcript below then says what was heard, which a missing button would not.
  const endCall = badge.getByRole('button', { name: 'End Call' });
  if (await endCall.isVisible()) await endCall.click();
  await expect(badge).toBeHidden();

  const session = await newestSession(page.request);
  const summary = session.transcript.map((entry) => `${entry.role}${entry.interrupted ? ' (interrupted)' : ''}: ${entry.text}`).join('\n');
  // Greeting, then each caller turn answered once (a turn may be stored in two pieces, with no buyer
  // words between them), and no buyer turn cut off.
  const roles = session.transcript
    .map((entry) => entry.role)
    .filter((role, index, all) => role === 'assistant' || all[index - 1] !== 'user');
  expect(roles, summary).toEqual(['assistant', ...TURNS.flatMap(() => ['user', 'assistant'] as const)]);
  expect(
    session.transcript.filter((entry) => entry.interrupted),
    summary,
  ).toEqual([]);
});
