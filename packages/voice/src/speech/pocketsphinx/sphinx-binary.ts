import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SpeechProviderError } from '../speech.ports';

const run = promisify(execFile);

export const SPHINX_SOURCE = fileURLToPath(new URL('../../../native/sphinx-stream.c', import.meta.url));
export const DEFAULT_SPHINX_BUILD_DIR = fileURLToPath(new URL('../../../native/build', import.meta.url));

const INSTALL_HINT =
  "Offline speech recognition needs Debian's pocketsphinx (libpocketsphinx-dev, pocketsphinx-en-us) and a C compiler " +
  '(gcc, pkg-config): run `bash scripts/install-runtime-deps.sh`, or install those packages with your package manager.';

let building: Map<string, Promise<string>> = new Map();

/**
 * The path of the compiled helper, compiling it first if it is missing or older than its source.
 * Compiled on this machine rather than shipped, because it links against the system's pocketsphinx
 * (see docs/decisions/0009-offline-speech-engines.md). Concurrent callers (test files in parallel
 * processes too) are safe: each compiles to a temporary name and renames.
 */
export function ensureSphinxBinary(buildDir = DEFAULT_SPHINX_BUILD_DIR): Promise<string> {
  const existing = building.get(buildDir);
  if (existing) return existing;
  const promise = compileIfStale(buildDir);
  building.set(buildDir, promise);
  promise.catch(() => building.delete(buildDir));
  return promise;
}

/** Forgets compiled paths (tests that delete the build directory). */
export function resetSphinxBinaryCache(): void {
  building = new Map();
}

async function compileIfStale(buildDir: string): Promise<string> {
  const binary = path.join(buildDir, 'sphinx-stream');
  const [source, compiled] = await Promise.all([stat(SPHINX_SOURCE), stat(binary).catch(() => undefined)]);
  if (compiled && compiled.mtimeMs >= source.mtimeMs) return binary;

  const flags = await pkgConfigFlags();
  await mkdir(buildDir, { recursive: true });
  const temporary = `${binary}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await run('cc', ['-O2', '-o', temporary, SPHINX_SOURCE, ...flags]);
    await rename(temporary, binary);
  } catch (error) {
    await rm(temporary, { force: true });
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    if (/ENOENT/.test(String(error)))
      throw new SpeechProviderError('pocketsphinx', `No C compiler (cc) found. ${INSTALL_HINT}`, { retryable: false, cause: error });
    throw new SpeechProviderError('pocketsphinx', `Could not compile ${SPHINX_SOURCE}: ${detail}\n${INSTALL_HINT}`, {
      retryable: false,
      cause: error,
    });
  }
  return binary;
}

async function pkgConfigFlags(): Promise<string[]> {
  try {
    const { stdout } = await run('pkg-config', ['--cflags', '--libs', 'pocketsphinx', 'sphinxbase']);
    return stdout.trim().split(/\s+/).filter(Boolean);
  } catch (error) {
    const missing = /ENOENT/.test(String(error)) ? 'pkg-config is not installed' : 'the pocketsphinx development files are not installed';
    throw new SpeechProviderError('pocketsphinx', `Cannot build the speech recognition helper: ${missing}. ${INSTALL_HINT}`, {
      retryable: false,
      cause: error,
    });
  }
}
