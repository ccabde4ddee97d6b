import type { Queryable } from '../platform/db/database';
import { uniqueEmail } from './test-app';

/** A confirmed user row straight in the database, for tests below the HTTP layer. */
export async function insertTestUser(db: Queryable, email = uniqueEmail()): Promise<{ id: string; email: string }> {
  const [row] = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash, email_confirmed_at) VALUES ($1, 'not-a-hash', now()) RETURNING id, email`,
    [email],
  );
  if (!row) throw new Error('user not inserted');
  return row;
}
