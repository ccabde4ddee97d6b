import type { Queryable } from '../../apps/server/src/platform/db/database';
import { argon2idHasher } from '../../apps/server/src/features/auth/password-hasher';
import { BENCH_SCENARIO, CALLER_LINES } from './caller-lines';

export const LOAD_PASSWORD = 'load-password-1';

/** One seeded user: who they are, and (for a subscriber) the sessions the producer will change. */
export interface SeededUser {
  id: string;
  email: string;
  /** Ended, assessed sessions the producer deletes (over and above the listed ones). */
  deletable: string[];
  /** Listed sessions whose assessment failed: the producer asks for a retry, the worker assesses them. */
  retryable: string[];
}

export interface SeedPlan {
  users: number;
  /** The first `subscribers` users also hold the realtime feed and get the producer's sessions. */
  subscribers: number;
  scenarios: number;
  /** Sessions each user's list shows (assessed, plus `retriesPerSubscriber` failed for subscribers). */
  sessions: number;
  deletionsPerSubscriber: number;
  retriesPerSubscriber: number;
}

/** A 12-line call long enough for the offline assessor to score (not 'too short to assess'). */
const TRANSCRIPT = JSON.stringify(
  CALLER_LINES.slice(0, 6).flatMap((line, i) => [
    { role: 'user', text: line, startMs: i * 8000, endMs: i * 8000 + 3500 },
    {
      role: 'assistant',
      text: 'We are looking at that this quarter, and cost matters to the board.',
      startMs: i * 8000 + 4000,
      endMs: i * 8000 + 7500,
    },
  ]),
);
const FEEDBACK = JSON.stringify({ overall_summary: 'A solid discovery call.' });

/**
 * Users, scenarios and sessions straight in the database (the sign-up route hashes a password per
 * user and is rate limited; here one argon2id hash serves every user). Sessions are ended calls as
 * the app stores them: assessed ones, failed ones for the retry producer. Bulk inserts with
 * generate_series keep it to a few statements per user on either database.
 */
export async function seedLoadData(db: Queryable, plan: SeedPlan, runId: string): Promise<SeededUser[]> {
  const passwordHash = await argon2idHasher.hash(LOAD_PASSWORD);
  const users: SeededUser[] = [];
  for (let index = 0; index < plan.users; index++) {
    const email = `load-${runId}-${index}@example.com`;
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, email_confirmed_at) VALUES ($1, $2, now()) RETURNING id`,
      [email, passwordHash],
    );
    const id = user!.id;
    await db.query(
      `INSERT INTO scenarios (user_id, title, product, scenario_details, sales_stage, persona, gender, optimized_prompt, created_at)
       SELECT $1, $2 || ' ' || n, $3, $4, 'Discovery', 'CFO', 'Female', $5, now() - n * interval '1 minute' FROM generate_series(1, $6::int) AS n`,
      [
        id,
        BENCH_SCENARIO.title,
        BENCH_SCENARIO.product,
        BENCH_SCENARIO.customerProfile,
        `You are Dana, the CFO. ${BENCH_SCENARIO.customerProfile}`,
        plan.scenarios,
      ],
    );
    const subscriber = index < plan.subscribers;
    const retries = subscriber ? plan.retriesPerSubscriber : 0;
    const deletions = subscriber ? plan.deletionsPerSubscriber : 0;
    await insertSessions(db, id, plan.sessions - retries, 'completed');
    const retryable = await insertSessions(db, id, retries, 'failed');
    const deletable = await insertSessions(db, id, deletions, 'completed');
    users.push({ id, email, deletable, retryable });
  }
  return users;
}

async function insertSessions(db: Queryable, userId: string, count: number, assessment: 'completed' | 'failed'): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await db.query<{ id: string }>(
    `INSERT INTO coaching_sessions (user_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
       last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, created_at)
     SELECT $1, 'Load call ' || n, 'Discovery', 'CFO', 'ended', 1800, now() - n * interval '1 hour',
       now() - n * interval '1 hour' + interval '48 seconds', now() - n * interval '1 hour' + interval '48 seconds', 'customer-ended-call', 48,
       $2::jsonb, CASE WHEN $3 = 'completed' THEN $4::jsonb END, $3, now() - n * interval '1 hour'
     FROM generate_series(1, $5::int) AS n RETURNING id`,
    [userId, TRANSCRIPT, assessment, FEEDBACK, count],
  );
  return rows.map((row) => row.id);
}
