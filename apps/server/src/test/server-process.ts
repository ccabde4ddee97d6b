import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The one way a test, the browser tests or the bench runs the real server (`main.ts`, as
 * `npm run serve` starts it) in a process of its own: to kill it, restart it on the same data
 * directory, run two on one database, or measure it alone.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  /** The server's process id (the node process itself). */
  pid: number | undefined;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  /** Sends `signal` (SIGTERM by default) and resolves once the process is gone. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** What the server inherits (PATH, TMPDIR...), before the settings; by default this process's environment. */
  environment?: NodeJS.ProcessEnv;
  /** Settings that replace the defaults here (e.g. the real auth rate limits, DATABASE_URL, PUBLIC_URL). */
  settings?: NodeJS.ProcessEnv;
  /**
   * A fixed port, reached at http://localhost:PORT (the browser tests restart a server on the same
   * address, where the browser keeps its cookies); refused when a server already answers there. By
   * default a free port, reached at http://127.0.0.1:PORT.
   */
  port?: number;
  /** Also print what the server prints, as it comes (the browser tests' output). */
  echoOutput?: boolean;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = options.port === undefined ? `http://127.0.0.1:${port}` : `http://localhost:${port}`;
  // A server left over from an interrupted run would answer the health check in place of this one.
  if (options.port !== undefined && (await answers(url)))
    throw new Error(`port ${port} is already in use: stop the process listening there (a server left by an interrupted test run?)`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...(options.environment ?? process.env),
      // As `npm run serve` starts it (decision 51).
      MALLOC_ARENA_MAX: '2',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      PUBLIC_URL: url,
      ...options.settings,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echoOutput) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echoOutput) process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Runs the operator command (`npm run admin -- …`) on a data directory, as an operator would; resolves with what it printed. */
export async function runAdminCommand(dataDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`admin ${args.join(' ')} failed (${code}): ${output}`))));
  });
}

/** A port nothing listens on at the moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not start within ${START_TIMEOUT_MS / 1000} s`);
}
