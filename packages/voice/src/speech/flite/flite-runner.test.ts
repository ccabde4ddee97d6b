import { describe, expect, it } from 'vitest';
import { SpeechProviderError } from '../speech.ports';
import { FliteRunner } from './flite-runner';

const phonesOf = (runner: FliteRunner, word: string) =>
  runner.run(['-ps', '-t', `${word}.`, '-o', 'none']).then((run) => run.stdout.trim());

describe('flite runner', () => {
  it('answers runs given at once in order, each with its own output', async () => {
    const runner = new FliteRunner();
    try {
      const words = ['invoice', 'freight', 'quota', 'renewal'];
      const together = await Promise.all(words.map((word) => phonesOf(runner, word)));
      expect(together[1]).toMatch(/f r ey t/);
      expect(new Set(together).size).toBe(words.length);
    } finally {
      await runner.close();
    }
  });

  it('fails the runs of a worker that dies (retryable), and the next run gets a new worker', async () => {
    const runner = new FliteRunner({ entry: new URL('./crashing-flite-worker.fixture.mjs', import.meta.url) });
    try {
      const crashed = await runner.run(['-ps', '-t', 'crash', '-o', 'none']).catch((error: unknown) => error);
      expect(crashed).toBeInstanceOf(SpeechProviderError);
      expect(crashed).toMatchObject({ provider: 'flite', retryable: true, message: expect.stringMatching(/exited with code 70/) });
      expect(await phonesOf(runner, 'quota')).toMatch(/k w ow t/);
    } finally {
      await runner.close();
    }
  });

  it('fails the runs in flight when closed, and runs again after', async () => {
    const runner = new FliteRunner();
    const inFlight = runner.run(['-ps', '-t', 'pipeline.', '-o', 'none']).catch((error: unknown) => error);
    await runner.close();
    expect(await inFlight).toMatchObject({ provider: 'flite', retryable: false, message: 'flite runner closed' });
    expect(await phonesOf(runner, 'freight')).toMatch(/f r ey t/);
    await runner.close();
  });
});
