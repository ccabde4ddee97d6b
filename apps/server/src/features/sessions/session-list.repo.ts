import { encodeSessionCursor, toSessionSummary } from '@rehearse/domain';
import type { AttemptLink, CoachingSessionPage, CoachingSessionSummary, SessionCursor, SessionPageAnchor } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

/** What a summary is made from: the row without its transcript, metrics or recording (decision 26). */
interface SummaryRow {
  id: string;
  created_at: string;
  created_at_micros: string;
  status: CoachingSessionSummary['status'];
  duration_seconds: number | null;
  scenario_id: string | null;
  scenario_title: string;
  sales_stage: CoachingSessionSummary['scenario']['sales_stage'];
  persona: CoachingSessionSummary['scenario']['persona'];
  assessment_status: CoachingSessionSummary['assessment_status'];
  assessment_feedback: Parameters<typeof toSessionSummary>[0]['assessment_feedback'];
  scorecard: Parameters<typeof toSessionSummary>[0]['scorecard'];
}

interface PageRow {
  version: string;
  total: number;
  analysed: number;
  awaiting: number;
  page: SummaryRow[];
  unlisted: SummaryRow[];
}

const SUMMARY_COLUMNS = `id, created_at, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_at_micros, status,
  duration_seconds, scenario_id, scenario_title, sales_stage, persona, assessment_status, assessment_feedback, scorecard`;
/** A cursor's instant, rebuilt exactly (to the microsecond) from its integer parts. */
const CURSOR_INSTANT = (micros: string) =>
  `to_timestamp((${micros}::bigint / 1000000)::double precision) + (${micros}::bigint % 1000000) * interval '1 microsecond'`;

/** A page and the list version it was read at. */
export interface VersionedPage {
  version: string;
  page: CoachingSessionPage;
}

export interface PageRequest {
  anchor: SessionPageAnchor;
  limit: number;
  skip: number;
}

/**
 * One page of the user's performance list, its counts and the calls not listed yet, in one
 * statement; use inside `db.asUser`. Every page is a keyset range of the listed calls' index,
 * walked newest first from the newest call or after a cursor, oldest first from the oldest call or
 * before a cursor (then turned round), so a page never reads the calls before it.
 */
export async function readSessionPage(tx: Queryable, userId: string, request: PageRequest): Promise<VersionedPage> {
  const { anchor } = request;
  const params: unknown[] = [userId, request.skip, request.limit];
  let keyset = '';
  if (anchor.kind === 'after' || anchor.kind === 'before') {
    params.push(anchor.cursor.createdAtMicros.toString(), anchor.cursor.id);
    keyset = `AND (created_at, id) ${anchor.kind === 'after' ? '<' : '>'} (${CURSOR_INSTANT('$4')}, $5::uuid)`;
  }
  const direction = anchor.kind === 'newest' || anchor.kind === 'after' ? 'DESC' : 'ASC';
  const [row] = await tx.query<PageRow>(
    `WITH page AS (
       SELECT ${SUMMARY_COLUMNS} FROM coaching_sessions
       WHERE user_id = $1 AND listed_at IS NOT NULL ${keyset}
       ORDER BY created_at ${direction}, id ${direction} OFFSET $2 LIMIT $3
     ), unlisted AS (
       -- The same condition as the index of unlisted calls, so the planner cannot miss it.
       SELECT ${SUMMARY_COLUMNS} FROM coaching_sessions
       WHERE user_id = $1 AND listed_at IS NULL AND status <> 'requested'
       ORDER BY created_at DESC LIMIT 50
     )
     SELECT
       coalesce(state.version, 0)::text AS version,
       coalesce(state.listed, 0) AS total,
       coalesce(state.analysed, 0) AS analysed,
       coalesce(state.awaiting, 0) AS awaiting,
       (SELECT coalesce(json_agg(page ORDER BY created_at DESC, id DESC), '[]'::json) FROM page) AS page,
       (SELECT coalesce(json_agg(unlisted ORDER BY created_at DESC, id DESC), '[]'::json) FROM unlisted) AS unlisted
     -- The counts kept by the database as calls change (migration 0013), not counted per page.
     FROM (SELECT 1) AS one LEFT JOIN session_list_state state ON state.user_id = $1`,
    params,
  );
  if (!row) throw new Error('the page statement returned no row');
  const first = row.page[0];
  const last = row.page.at(-1);
  return {
    version: row.version,
    page: {
      sessions: row.page.map(toSummary),
      total: row.total,
      analysed: row.analysed,
      awaiting: row.awaiting,
      unlisted: row.unlisted.map(toSummary),
      first_cursor: first ? encodeSessionCursor(cursorOf(first)) : null,
      last_cursor: last ? encodeSessionCursor(cursorOf(last)) : null,
    },
  };
}

/**
 * The version of the user's list: it goes up in the transaction of every change a page shows
 * (migration 0013), so a page read at this version is still the page. One primary-key read.
 */
export async function readSessionListVersion(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM session_list_state WHERE user_id = $1', [userId]);
  return row?.version ?? '0';
}

/** The call before `sessionId` on the same scenario, if any; use inside `db.asUser`. */
export async function findPreviousAttempt(tx: Queryable, userId: string, sessionId: string): Promise<AttemptLink | null> {
  const [row] = await tx.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM coaching_sessions previous
     WHERE user_id = $1 AND status = 'ended'
       AND scenario_id = (SELECT scenario_id FROM coaching_sessions WHERE id = $2 AND user_id = $1)
       AND (created_at, id) < (SELECT created_at, id FROM coaching_sessions WHERE id = $2 AND user_id = $1)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, sessionId],
  );
  if (!row) return null;
  const summary = toSummary(row);
  return { id: summary.id, created_at: summary.created_at, overall_score: summary.overall_score };
}

function cursorOf(row: SummaryRow): SessionCursor {
  return { createdAtMicros: BigInt(row.created_at_micros), id: row.id };
}

function toSummary(row: SummaryRow): CoachingSessionSummary {
  return toSessionSummary({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    duration_seconds: row.duration_seconds,
    scenario: { id: row.scenario_id, title: row.scenario_title, sales_stage: row.sales_stage, persona: row.persona },
    assessment_status: row.assessment_status,
    assessment_feedback: row.assessment_feedback,
    scorecard: row.scorecard,
  });
}
