import type { Database } from '../../platform/db/database';
import type { AssessmentQueue } from '../calls';
import { insertAssessmentJob, requeueAssessment, type RequeueOutcome } from './assessment-job.repo';

export interface DatabaseAssessmentQueue extends AssessmentQueue {
  /** The user's retry of a failed assessment (owner only: another user's session is 'not_found'). */
  retry(userId: string, sessionId: string): Promise<RequeueOutcome>;
}

/**
 * The assessment queue as rows of the app's own database, written as the user (row-level security
 * applies). A queued job wakes every instance's worker through the table's NOTIFY trigger;
 * `onQueued` also wakes this process's worker directly.
 */
export function createDatabaseAssessmentQueue(db: Database, onQueued: () => void = () => undefined): DatabaseAssessmentQueue {
  return {
    async enqueue({ sessionId, userId }) {
      if (await db.asUser(userId, (tx) => insertAssessmentJob(tx, sessionId, userId))) onQueued();
    },

    async retry(userId, sessionId) {
      const outcome = await db.asUser(userId, (tx) => requeueAssessment(tx, userId, sessionId));
      if (outcome === 'queued') onQueued();
      return outcome;
    },
  };
}
