/**
 * The seam to the assessment of a finished call. The call gateway enqueues every call that
 * started, exactly when it is finalised (normally, or by recovery after a crash). The durable queue
 * that runs the assessor arrives with the assessment feature; until then calls wait unassessed.
 */
export interface AssessmentJob {
  sessionId: string;
  userId: string;
}

export interface AssessmentQueue {
  enqueue(job: AssessmentJob): Promise<void>;
}

export const pendingAssessmentQueue: AssessmentQueue = {
  async enqueue() {},
};
