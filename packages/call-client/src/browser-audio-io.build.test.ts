import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_PROCESSOR_NAME, PLAYBACK_PROCESSOR_NAME } from './call-audio.messages';

/**
 * Builds a page that imports this package the way the web app does, with Vite's defaults, and
 * checks what the browser would get: the audio worklet as a JavaScript file of its own on this
 * origin (the CSP's script-src 'self' allows nothing else), small, runnable on the audio thread.
 */
const packageIndex = fileURLToPath(new URL('./index.ts', import.meta.url));
let root: string;
let files: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'call-client-build-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
  await writeFile(join(root, 'main.ts'), `import { WebCall } from ${JSON.stringify(packageIndex)};\nconsole.log(new WebCall());\n`);
  const result = await build({ root, configFile: false, logLevel: 'silent', build: { write: false, target: 'es2022' } });
  const outputs = Array.isArray(result) ? result : [result];
  files = outputs.flatMap((output) => ('output' in output ? output.output : []));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function sourceOf(file: Rolldown.OutputChunk | Rolldown.OutputAsset): string {
  if (file.type === 'chunk') return file.code;
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
}

describe('the audio worklet in a Vite build', () => {
  it('is emitted as a JavaScript file that the app refers to by URL', () => {
    const worklet = files.find((file) => /call-audio\.worklet-[\w-]+\.js$/.test(file.fileName));
    expect(worklet).toBeDefined();
    const app = files
      .filter((file) => file.type === 'chunk')
      .map(sourceOf)
      .join('\n');
    expect(app).toContain(worklet?.fileName.split('/').at(-1));
    expect(app).not.toMatch(/data:video\/mp2t|blob:/);
  });

  it('is small (no schema library inside) and registers both processors when run on an audio thread', () => {
    const worklet = files.find((file) => /call-audio\.worklet-[\w-]+\.js$/.test(file.fileName));
    const source = worklet ? sourceOf(worklet) : '';
    expect(source.length).toBeLessThan(12_000);
    const registered: string[] = [];
    runInNewContext(source, {
      sampleRate: 48_000,
      AudioWorkletProcessor: class {},
      registerProcessor: (name: string) => registered.push(name),
    });
    expect(registered).toEqual([CAPTURE_PROCESSOR_NAME, PLAYBACK_PROCESSOR_NAME]);
  });
});
