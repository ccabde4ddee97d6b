import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run assess -- FILE` as a user runs it: a real process, its output and its exit code. */
function runAssess(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, LLM_BASE_URL: '', LLM_MODEL: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'apps/server/src/assess.ts', file], { cwd: root, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('npm run assess', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-assess-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints the stored shape for a call of the evaluation corpus, and exits 2 naming a bad entry', async () => {
    const good = await runAssess(path.join(root, 'eval/assessor/calls/discovery-excellent-ledgerly.json'));
    expect(good.code).toBe(0);
    const printed = JSON.parse(good.stdout) as { assessment_feedback: Record<string, unknown>; metrics: { key: string }[] };
    expect(Object.keys(printed.assessment_feedback)).toEqual(
      expect.arrayContaining([
        'overall_summary',
        'rapport_and_agenda',
        'needs_exploration',
        'value_alignment',
        'objection_handling',
        'next_steps',
      ]),
    );
    expect(printed.metrics.map((metric) => metric.key)).toContain('talk_ratio');

    const bad = path.join(dir, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify({
        scenario: { title: 'T', product: 'P', customerProfile: 'C' },
        transcript: [{ role: 'buyer', text: 'hi', startMs: 0, endMs: 1 }],
      }),
    );
    expect(await runAssess(bad)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${bad}: transcript[0].role must be "user" (the salesperson) or "assistant" (the buyer), not "buyer".\n`,
    });
  });
});
