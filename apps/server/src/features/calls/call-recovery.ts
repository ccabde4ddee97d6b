import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { CallService } from './call.service';
import { listOpenCalls } from './call-session.repo';

/**
 * At start, finalises the calls a stopped process left open: billed up to their last received
 * audio, transcript and recording kept as written, queued for assessment. One instance owns every
 * call in the embedded setup; with several instances sharing a database, only calls whose instance
 * is gone may be finalised (multi-instance ownership comes with the scale-out work).
 */
export async function recoverOpenCalls(db: Database, calls: CallService, logger: FastifyBaseLogger): Promise<number> {
  const open = await listOpenCalls(db);
  for (const row of open) {
    await calls.finaliseOrphan(row, row.started_at ? 'server-restarted' : 'customer-ended-call');
  }
  if (open.length > 0) logger.warn(`Finalised ${open.length} call(s) left open by the last run`);
  return open.length;
}
