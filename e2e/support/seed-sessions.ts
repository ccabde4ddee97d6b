/**
 * Puts assessed practice sessions in a stopped server's embedded database, as if the user had made
 * those calls: transcripts from simulated salespeople talking to the offline buyer, scored by the
 * offline assessor (three calls are assessed and their results reused, so hundreds seed in seconds).
 * For browser tests of the performance list (pagination, delete, Clear All, Practise again).
 * Usage: node --import tsx e2e/support/seed-sessions.ts <dataDir> <email>=<count>[=<scenario title>]...
 * With a scenario title, the calls are of the user's scenario of that title; else 'Seeded call N'.
 */
import { createAssessmentService } from '../../apps/server/src/features/assessment/assessment.service';
import { practiceCallTranscript, practiceScenario } from '../../apps/server/src/features/assessment/practice-call.test-support';
import { offlineAssessor } from '../../apps/server/src/features/assessment/offline.assessor';
import { goodSalesperson, pushySalesperson, ramblingSalesperson } from '@rehearse/voice/testing';
import { openDatabase } from '../../apps/server/src/platform/db/open-database';

const [dataDir, ...jobs] = process.argv.slice(2);
if (!dataDir || jobs.length === 0) throw new Error('usage: seed-sessions <dataDir> <email>=<count>[=<scenario title>]...');

const db = await openDatabase({ databaseUrl: undefined, dataDir });
try {
  const assessments = createAssessmentService({ assessor: offlineAssessor });
  const people = [goodSalesperson, pushySalesperson, ramblingSalesperson];
  const calls = await Promise.all(
    people.map(async (person, i) => {
      const transcript = await practiceCallTranscript(person(), 'Discovery', i + 1);
      const { feedback, metrics } = await assessments.assess({ transcript, salesStage: 'Discovery', scenario: practiceScenario() });
      return { transcript, feedback, metrics, durationSeconds: Math.ceil((transcript.at(-1)?.endMs ?? 0) / 1000) };
    }),
  );
  for (const job of jobs) {
    const [email, countText, scenarioTitle] = job.split('=');
    const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
    if (!user) throw new Error(`no user ${email}`);
    const [scenario] = scenarioTitle
      ? await db.query<{ id: string }>(`SELECT id FROM scenarios WHERE user_id = $1 AND title = $2`, [user.id, scenarioTitle])
      : [undefined];
    if (scenarioTitle && !scenario) throw new Error(`no scenario ${scenarioTitle}`);
    const count = Number(countText);
    for (let i = 0; i < count; i++) {
      const { transcript, feedback, metrics, durationSeconds } = calls[i % calls.length]!;
      // Oldest first, an hour apart, all older than the 5-minute fresh-analysis window.
      const startedAt = new Date(Date.now() - (count - i) * 3600_000);
      await db.query(
        `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
           last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, metrics, created_at)
         VALUES ($1, $2, $3, 'Discovery', $4, 'ended', 1800, $5, $6, $6, 'customer-ended-call', $7, $8, $9, 'completed', $10, $5)`,
        [
          user.id,
          scenario?.id ?? null,
          scenarioTitle ?? `Seeded call ${i + 1}`,
          practiceScenario().persona,
          startedAt,
          new Date(startedAt.getTime() + durationSeconds * 1000),
          durationSeconds,
          JSON.stringify(transcript),
          JSON.stringify(feedback),
          JSON.stringify(metrics),
        ],
      );
    }
  }
} finally {
  await db.close();
}
