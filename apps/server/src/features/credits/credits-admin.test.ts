import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/open-database';
import { createTestDatabase, testDatabaseKind, testServerUrl, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { parseAdminCommand, runAdminCommand, type AdminCommand } from './credits-admin';
import { createCreditsService } from './credits.service';

describe('admin command line', () => {
  it.each([
    [['show', 'a@b.co'], { name: 'show', email: 'a@b.co' }],
    [['set-plan', 'a@b.co', 'pro'], { name: 'set-plan', email: 'a@b.co', plan: 'pro', quotaMinutes: null }],
    [['set-plan', 'a@b.co', 'pro', '45'], { name: 'set-plan', email: 'a@b.co', plan: 'pro', quotaMinutes: 45 }],
    [['add-usage', 'a@b.co', '90'], { name: 'add-usage', email: 'a@b.co', seconds: 90 }],
    [['plans'], { name: 'plans' }],
    [['set-plan-quota', 'gold', '1200'], { name: 'set-plan-quota', plan: 'gold', minutes: 1200 }],
  ])('reads %j', (args, command) => {
    expect(parseAdminCommand(args)).toEqual(command);
  });

  it.each([
    [['frob'], "Unknown command 'frob'."],
    [['show'], 'show needs exactly one e-mail address.'],
    [['set-plan', 'a@b.co', 'pro', '-5'], "The quota must be a whole number of minutes from 0 to 1000000, not '-5'."],
    [['set-plan', 'a@b.co', 'pro', '1.5'], "The quota must be a whole number of minutes from 0 to 1000000, not '1.5'."],
    [['add-usage', 'a@b.co', 'ten'], "The seconds must be a whole number from 1 to 10000000, not 'ten'."],
    [['add-usage', 'a@b.co', '0'], "The seconds must be a whole number from 1 to 10000000, not '0'."],
    [
      ['set-plan-quota', 'Gold!', '5'],
      "A plan name is lower case letters, digits, '-' or '_' (at most 32), starting with a letter; not 'Gold!'.",
    ],
  ])('refuses %j: %s', (args, message) => {
    expect(parseAdminCommand(args)).toBe(message);
  });

  it('asks for the usage with no command or help', () => {
    expect(parseAdminCommand([])).toBe('');
    expect(parseAdminCommand(['help'])).toBe('');
  });
});

describe(`admin commands (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  async function run(command: AdminCommand) {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runAdminCommand(command, {
      db: t.db,
      clock,
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    });
    return { code, out: out.join('\n'), errors: errors.join('\n') };
  }

  it('moves a user to a plan, with and without a quota override, and shows it', async () => {
    const user = await insertTestUser(t.db);
    const moved = await run({ name: 'set-plan', email: user.email.toUpperCase(), plan: 'pro', quotaMinutes: 45 });
    expect(moved).toMatchObject({ code: 0, errors: '' });
    expect(moved.out).toContain(`Moved ${user.email} to plan pro.`);
    expect(moved.out).toContain('plan pro (45 minutes a month, overridden for this user)');
    const credits = createCreditsService({ db: t.db, clock });
    expect(await credits.getCredits(user.id)).toMatchObject({ plan_type: 'pro', total_quota: 45 });
    await run({ name: 'set-plan', email: user.email, plan: 'team', quotaMinutes: null });
    expect(await credits.getCredits(user.id)).toMatchObject({ plan_type: 'team', total_quota: 3000 });
  });

  it('bills a manual adjustment as a real ledger row and shows the result', async () => {
    const user = await insertTestUser(t.db);
    const added = await run({ name: 'add-usage', email: user.email, seconds: 1400 });
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Billed 1400 seconds to .* as a manual adjustment \(ledger call id manual-[0-9a-f-]{36}\)\./);
    expect(added.out).toContain('24 of 30 minutes used this month; 400 seconds left (6 minutes), renews 2026-04-01T00:00:00.000Z');
    expect(added.out).toContain('Status: low. 6 minutes remaining. Plan ahead for your next upgrade.');
    const rows = await t.db.query<{ note: string }>('SELECT note FROM usage_ledger WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ note: 'manual adjustment' }]);
  });

  it('says clearly when the user or the plan is unknown, and changes nothing', async () => {
    const user = await insertTestUser(t.db);
    expect(await run({ name: 'show', email: 'nobody@example.com' })).toMatchObject({
      code: 1,
      errors: "No user with the e-mail address 'nobody@example.com'.",
    });
    const unknownPlan = await run({ name: 'set-plan', email: user.email, plan: 'gold', quotaMinutes: null });
    expect(unknownPlan.code).toBe(1);
    expect(unknownPlan.errors).toBe(
      "Unknown plan 'gold'. Plans: free (30 minutes), pro (600 minutes), team (3000 minutes). Add one with: npm run admin -- set-plan-quota gold <minutes>",
    );
    expect(await run({ name: 'add-usage', email: 'nobody@example.com', seconds: 5 })).toMatchObject({ code: 1 });
    const [row] = await t.db.query<{ plan: string }>('SELECT plan FROM users WHERE id = $1', [user.id]);
    expect(row?.plan).toBe('free');
  });

  it('lists plans and defines new ones, leaving the free plan to its setting', async () => {
    expect((await run({ name: 'set-plan-quota', plan: 'gold', minutes: 1200 })).out).toBe('Plan gold: 1200 minutes a month.');
    const listed = await run({ name: 'plans' });
    expect(listed.out).toContain('gold: 1200 minutes a month, 0 users');
    expect(listed.out).toMatch(/^free: 30 minutes a month, \d+ users?$/m);
    const free = await run({ name: 'set-plan-quota', plan: 'free', minutes: 5 });
    expect(free).toMatchObject({
      code: 1,
      errors: "The free plan's quota is set by FREE_PLAN_QUOTA_MINUTES at every server start; change that setting instead.",
    });
  });
});

describe('npm run admin, as a process', () => {
  const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
  const runAdmin = async (args: string[], env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rehearse-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses the embedded database while another process holds it, then works once it is free', async () => {
    const server = await openDatabase({ databaseUrl: undefined, dataDir });
    const user = await insertTestUser(server);
    const refused = await runAdmin(['show', user.email], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by another Rehearse process (pid ${process.pid}`,
    );
    expect(refused.stderr).toContain('stop the server first');
    await server.close();

    const moved = await runAdmin(['set-plan', user.email, 'pro'], { DATA_DIR: dataDir });
    expect(moved).toMatchObject({ code: 0, stderr: '' });
    expect(moved.stdout).toContain(`${user.email}: plan pro (600 minutes a month)`);
  });

  it.skipIf(!testServerUrl)('works live against PostgreSQL while another process is connected', async () => {
    const live = await createTestDatabase();
    try {
      const user = await insertTestUser(live.db);
      const added = await runAdmin(['add-usage', user.email, '90'], { DATABASE_URL: live.url! });
      expect(added).toMatchObject({ code: 0, stderr: '' });
      const credits = createCreditsService({ db: live.db, clock: manualClock() });
      expect((await credits.getCredits(user.id, new Date())).remaining_seconds).toBe(1710);
    } finally {
      await live.drop();
    }
  });

  it('answers a bad command with the usage and exit code 2', async () => {
    const bad = await runAdmin(['set-plan'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin -- <command>');
  });
});
