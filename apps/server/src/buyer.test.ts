import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run buyer` as a user runs it: a real process, the offline buyer, lines on standard input. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let directory: string;
let scenarioFile: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'rehearse-buyer-'));
  scenarioFile = path.join(directory, 'scenario.json');
  await writeFile(
    scenarioFile,
    JSON.stringify({
      title: 'Discovery with Harbor Physio',
      product: 'Slotwise: online booking and text reminders for clinics',
      customerProfile:
        "I'm Dana, operations director at Harbor Physio: 6 clinics, 40 therapists. Patients book by phone. Anything under $20,000 I can sign myself.",
      salesStage: 'Discovery',
      persona: 'none',
      gender: 'Female',
      difficulty: 'medium',
    }),
  );
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function runBuyer(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/buyer.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DIALOGUE_PROVIDER: 'offline', LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const replyLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);

describe('npm run buyer', () => {
  it('answers each salesperson line with one JSON line and exits 0 at the end of the input', async () => {
    const input = [
      '{"say": "Hi Dana, this is Sam from Slotwise. Do you have a few minutes?"}',
      '',
      '{"say": "Sorry, what was that?", "hearOnly": 4}',
      '',
    ].join('\n');
    const result = await runBuyer(['--scenario', scenarioFile, '--seed', '3', '--difficulty', 'easy'], input);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const replies = replyLines(result.stdout) as { reply: string; endCall: boolean }[];
    for (const reply of replies) expect(reply).toEqual({ reply: expect.stringMatching(/\w/), endCall: expect.any(Boolean) });
    // Two replies, or fewer only because the buyer hung up (the command then stops reading).
    expect(replies.length === 2 || replies.at(-1)?.endCall === true).toBe(true);
  });

  it('plays the same call the same way with the same seed', async () => {
    const input = '{"say": "Hi, Sam from Slotwise. How do patients book with you today?"}\n';
    const [first, second] = await Promise.all([
      runBuyer(['--scenario', scenarioFile, '--seed', '5'], input),
      runBuyer(['--scenario', scenarioFile, '--seed', '5'], input),
    ]);
    expect(first.stdout).not.toBe('');
    expect(second.stdout).toBe(first.stdout);
  });

  it('stops at a bad line with exit 2, the line named on standard error and only the earlier replies on standard output', async () => {
    const result = await runBuyer(['--scenario', scenarioFile], '{"say": "Hi, Sam from Slotwise."}\n{"say": 42}\n{"say": "never read"}\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('line 2: "say" must be a non-empty string\n');
    expect(replyLines(result.stdout)).toHaveLength(1);
  });

  it('refuses a bad scenario file or argument with exit 2 and nothing on standard output', async () => {
    const badFile = path.join(directory, 'bad.json');
    await writeFile(badFile, JSON.stringify({ title: 'T', product: 'P', customerProfile: 'C', salesStage: 'Cold' }));
    const bad = await runBuyer(['--scenario', badFile], '{"say": "Hi"}\n');
    expect(bad).toEqual({ code: 2, stdout: '', stderr: `${badFile}: salesStage: Please choose one of the listed sales stages\n` });
    const missing = await runBuyer(['--scenario', path.join(directory, 'missing.json')], '');
    expect(missing).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('cannot read the scenario file') });
    const noScenario = await runBuyer([], '');
    expect(noScenario).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('--scenario FILE is required') });
  });
});
