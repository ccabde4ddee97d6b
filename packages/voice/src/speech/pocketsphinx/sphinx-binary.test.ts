import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechProviderError } from '../speech.ports';
import { ensureSphinxBinary, resetSphinxBinaryCache } from './sphinx-binary';
import { SphinxProcess } from './sphinx-process';

let buildDir: string;
beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'rehearse-sphinx-build-'));
});
afterAll(() => rm(buildDir, { recursive: true, force: true }));

const MODEL = '/usr/share/pocketsphinx/model/en-us';

describe('the recognition helper', () => {
  it('is compiled on first use and reused while its source is unchanged', async () => {
    const binary = await ensureSphinxBinary(buildDir);
    const built = await stat(binary);
    resetSphinxBinaryCache();
    expect(await ensureSphinxBinary(buildDir)).toBe(binary);
    expect((await stat(binary)).mtimeMs).toBe(built.mtimeMs);
  });

  it('says which packages to install when it cannot be compiled', async () => {
    resetSphinxBinaryCache();
    const originalPath = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const error = await ensureSphinxBinary(path.join(buildDir, 'elsewhere')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SpeechProviderError);
      expect(error).toMatchObject({ retryable: false, message: expect.stringMatching(/pkg-config.*install-runtime-deps\.sh/s) });
    } finally {
      process.env.PATH = originalPath;
      resetSphinxBinaryCache();
    }
  });

  it('fails the stream with a retryable error when the helper dies', async () => {
    const binary = await ensureSphinxBinary(buildDir);
    const helper = await SphinxProcess.start(
      binary,
      ['-hmm', `${MODEL}/en-us`, '-lm', `${MODEL}/en-us.lm.bin`, '-dict', `${MODEL}/cmudict-en-us.dict`],
      'stock',
    );
    const failure = new Promise<SpeechProviderError>((resolve) => helper.attach({ onResult: () => undefined, onFailure: resolve }));
    process.kill(helper.pid!, 'SIGKILL');
    const error = await failure;
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/SIGKILL/);
    expect(helper.isAlive).toBe(false);
  });

  it('refuses bad arguments before it is ready, as a permanent error', async () => {
    const binary = await ensureSphinxBinary(buildDir);
    const error = await SphinxProcess.start(binary, ['-hmm', '/nonexistent'], 'bad').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'SpeechProviderError', retryable: false });
  });
});
