import type { AssessmentFeedback, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { createDatabaseAssessmentQueue } from '../assessment/assessment-job-queue';
import { createAssessmentService } from '../assessment/assessment.service';
import { createAssessmentWorker } from '../assessment/assessment-worker';
import { offlineAssessor } from '../assessment/offline.assessor';
import { withScorecards } from '../assessment/scorecard-offline.assessor';
import { insertSessionRow } from '../sessions/coaching-session.test-support';

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1200 },
  { role: 'user', text: "Hi Dana, it's Sam from Quotaflow. Thanks for taking my call, is now a bad time?", startMs: 1800, endMs: 5200 },
  { role: 'assistant', text: 'I have a few minutes. What is this about?', startMs: 5800, endMs: 7600 },
  { role: 'user', text: 'How long does it take a new rep to close their first deal today?', startMs: 8200, endMs: 11_000 },
  { role: 'assistant', text: 'About five months, which is too long.', startMs: 11_600, endMs: 13_400 },
  { role: 'user', text: 'What does a month of ramp cost you in missed quota, roughly?', startMs: 14_000, endMs: 17_000 },
  { role: 'assistant', text: 'Maybe forty thousand per rep.', startMs: 17_600, endMs: 19_000 },
  {
    role: 'user',
    text: 'Could we book thirty minutes on Thursday at two to show you how teams cut that in half?',
    startMs: 19_600,
    endMs: 23_500,
  },
  { role: 'assistant', text: 'Thursday at two works, send me the invite.', startMs: 24_000, endMs: 26_200 },
];

const scorecard: ScorecardSnapshot = {
  id: 'b2f9f7b4-6d0e-4c62-9a4e-3f1f6c1f0a21',
  name: 'Team discovery card',
  criteria: [
    {
      key: 'quantifies_the_pain',
      name: 'Quantifies the pain',
      good_looks_like: 'Puts a number on what the problem costs.',
      weight: 60,
      scale: '0-10',
    },
    { key: 'next_steps', name: 'Next Steps', good_looks_like: 'A concrete, agreed next step.', weight: 40, scale: 'yes-no' },
  ],
};

describe(`the assessment job scores a call on the scorecard copied onto its session (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  it('offline: the custom criterion needs a language model, the rubric category is judged, nothing else is scored', async () => {
    const user = await insertTestUser(t.db);
    const session = await insertSessionRow(t.db, user.id, { transcript });
    await t.db.query('UPDATE coaching_sessions SET scorecard = $2::jsonb WHERE id = $1', [session.id, JSON.stringify(scorecard)]);
    const worker = createAssessmentWorker({
      db: t.db,
      assessor: createAssessmentService({ assessor: withScorecards(offlineAssessor) }),
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      settings: { pollIntervalMs: 50 },
    });
    await worker.start();
    try {
      await createDatabaseAssessmentQueue(t.db, () => worker.kick()).enqueue({ sessionId: session.id, userId: user.id });
      let feedback: AssessmentFeedback | null = null;
      for (let tries = 0; tries < 200 && !feedback; tries += 1) {
        const [row] = await t.db.query<{ assessment_feedback: AssessmentFeedback | null }>(
          'SELECT assessment_feedback FROM coaching_sessions WHERE id = $1',
          [session.id],
        );
        feedback = row!.assessment_feedback;
        if (!feedback) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // jsonb keeps no key order: the call details order the criteria by the session's scorecard.
      expect(Object.keys(feedback ?? {}).sort()).toEqual(['next_steps', 'overall_summary', 'quantifies_the_pain']);
      expect(feedback!.quantifies_the_pain).toMatchObject({ score: null, unscored: 'needs-language-model' });
      expect(feedback!.next_steps).toMatchObject({ score: expect.any(Number) });
      expect([0, 10]).toContain((feedback!.next_steps as { score: number }).score);
      expect(feedback!.overall_summary).toMatch(/^Assessed offline on the scorecard "Team discovery card"\./);
    } finally {
      await worker.stop();
    }
  });
});
