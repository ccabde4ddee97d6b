import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { defaultAuthLimits } from '../features/auth/auth.service';
import { argon2idHasher } from '../features/auth/password-hasher';
import { manualClock } from '../platform/clock';
import type { Mail, Mailer } from '../platform/mail/mailer';
import { createDatabaseRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** A mailer that keeps what it was asked to send, for reading links in tests. */
export function createMemoryMailer(delivers = false): Mailer & { sent: Mail[]; lastLink(to: string): string } {
  const sent: Mail[] = [];
  return {
    delivers,
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastLink(to) {
      const mail = [...sent].reverse().find((candidate) => candidate.to === to);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no link mailed to ${to}`);
      return link;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof manualClock>;
  mailer: ReturnType<typeof createMemoryMailer>;
  close(): Promise<void>;
}

/** The real app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), driven in memory. */
export async function createTestApp(overrides: Partial<AppDeps> & { mailerDelivers?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = manualClock(new Date());
  const mailer = createMemoryMailer(overrides.mailerDelivers ?? false);
  const app = await buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db: database.db,
    mailer,
    clock,
    rateLimiter: createDatabaseRateLimiter(database.db, clock),
    passwords: argon2idHasher,
    authLimits: defaultAuthLimits,
    ...overrides,
  });
  return {
    app,
    database,
    clock,
    mailer,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Another server instance on a test app's database and clock, as a second process would build it. */
export function buildInstanceOn(t: TestApp, overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db: t.database.db,
    mailer: createMemoryMailer(),
    clock: t.clock,
    rateLimiter: createDatabaseRateLimiter(t.database.db, t.clock),
    passwords: argon2idHasher,
    ...overrides,
  });
}

/** The `name=value` of the session cookie a response set, for the next request's cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((value) => value.startsWith('rehearse_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0]!;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** Signs a new user up (no SMTP: confirmed at once) and returns their cookie. */
export async function signUpUser(app: FastifyInstance, email = uniqueEmail(), password = 'secret123') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json() as { user: { id: string; email: string } };
  return { user: body.user, cookie: sessionCookieOf(response), password };
}
