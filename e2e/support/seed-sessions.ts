/**
 * Puts assessed practice sessions in a stopped server's embedded database, as if the user had made
 * those calls: transcripts from simulated salespeople talking to the offline buyer, scored by the
 * offline assessor. For browser tests of the performance list (pagination, delete, Clear All).
 * Usage: node --import tsx e2e/support/seed-sessions.ts <dataDir> <email> <count>
 */
import { createAssessmentService } from '../../apps/server/src/features/assessment/assessment.service';
import { practiceCallTranscript, practiceScenario } from '../../apps/server/src/features/assessment/practice-call.transcripts';
import { offlineAssessor } from '../../apps/server/src/features/assessment/offline.assessor';
import { goodSalesperson, pushySalesperson, ramblingSalesperson } from '../../apps/server/src/features/calls/dialogue/offline/simulated-salespeople';
import { openDatabase } from '../../apps/server/src/platform/db/open-database';

const [dataDir, email, countText] = process.argv.slice(2);
if (!dataDir || !email || !countText) throw new Error('usage: seed-sessions <dataDir> <email> <count>');

const db = await openDatabase({ databaseUrl: undefined, dataDir });
try {
  const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  if (!user) throw new Error(`no user ${email}`);
  const assessments = createAssessmentService({ assessor: offlineAssessor });
  const people = [goodSalesperson, pushySalesperson, ramblingSalesperson];
  const scenario = practiceScenario();
  for (let i = 0; i < Number(countText); i++) {
    const transcript = await practiceCallTranscript(people[i % people.length]!(), 'Discovery', i + 1);
    const { feedback, metrics } = await assessments.assess({ transcript, salesStage: 'Discovery', scenario });
    const durationSeconds = Math.ceil((transcript.at(-1)?.endMs ?? 0) / 1000);
    // Oldest first, an hour apart, all older than the 5-minute fresh-analysis window.
    const startedAt = new Date(Date.now() - (Number(countText) - i) * 3600_000);
    await db.query(
      `INSERT INTO coaching_sessions (user_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
         last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, metrics, created_at)
       VALUES ($1, $2, 'Discovery', $3, 'ended', 1800, $4, $5, $5, 'customer-ended-call', $6, $7, $8, 'completed', $9, $4)`,
      [user.id, `Seeded call ${i + 1}`, scenario.persona, startedAt, new Date(startedAt.getTime() + durationSeconds * 1000), durationSeconds, JSON.stringify(transcript), JSON.stringify(feedback), JSON.stringify(metrics)],
    );
  }
} finally {
  await db.close();
}
