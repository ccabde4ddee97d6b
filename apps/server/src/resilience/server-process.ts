import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 60_000;

/** The real server (`main.ts`, as `npm run serve` starts it) in a child process a test can kill. */
export interface ServerProcess {
  url: string;
  /** The server's process id (the node process itself). */
  pid: number | undefined;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  /** Sends `signal` and resolves once the process is gone. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * `environment`: what the server inherits (the test's process.env: PATH, TMPDIR...), before the
 * test's own settings; `settings` replace the defaults here (e.g. the real auth rate limits).
 */
export async function startServerProcess(options: {
  dataDir: string;
  environment: NodeJS.ProcessEnv;
  settings?: NodeJS.ProcessEnv;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...options.environment,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      ...options.settings,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** A signed-in user of the server's HTTP API, as the web app is: JSON, the session cookie, the app's Origin. */
export class ApiUser {
  private constructor(
    private baseUrl: string,
    readonly id: string,
    readonly cookie: string,
  ) {}

  static async signUp(baseUrl: string, email: string): Promise<ApiUser> {
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'resilience-password-1' }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('rehearse_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error('sign-up set no session cookie');
    const { user } = (await response.json()) as { user: { id: string } };
    return new ApiUser(baseUrl, user.id, cookie);
  }

  /** The same user against a restarted server (a new port): the session cookie lives in the database. */
  on(baseUrl: string): this {
    this.baseUrl = baseUrl;
    return this;
  }

  get url(): string {
    return this.baseUrl;
  }

  async request<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: { origin: this.baseUrl, cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}

/** Resolves once `done()` holds, checked every 50 ms; throws naming `what` after `timeoutMs`. */
export async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
