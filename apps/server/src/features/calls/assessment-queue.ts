/**
 * Where the call gateway hands a finished call over to its assessment. The call service enqueues
 * every call that started, exactly when it is finalised (normally, or by recovery after a crash).
 * The adapter is the durable queue in the database (`features/assessment/assessment-job-queue.ts`):
 * enqueuing is idempotent per session, and the job survives a restart.
 */
export interface AssessmentJob {
  sessionId: string;
  userId: string;
}

export interface AssessmentQueue {
  enqueue(job: AssessmentJob): Promise<void>;
}
