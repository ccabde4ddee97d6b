/**
 * Puts four analysed calls of one scenario, a week apart, in a stopped server's embedded database,
 * with scores and talk ratios chosen by hand (PROGRESS_SEED), and a real Ogg Opus recording on the
 * latest, whose justification quotes the salesperson at 0:12. For the progress and moments test.
 * Usage: node --import tsx e2e/support/seed-progress.ts <dataDir> <email> <scenarioId>
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TranscriptEntry } from '../../packages/domain/src/calls/transcript';
import { createOggOpusEncoder } from '@rehearse/voice';
import { createFileRecordingSink } from '../../apps/server/src/platform/storage/recording-sink';
import { openDatabase } from '../../apps/server/src/platform/db/open-database';
import { PROGRESS_SEED, SEEDED_QUOTE } from './progress-seed';

const [dataDir, email, scenarioId] = process.argv.slice(2);
if (!dataDir || !email || !scenarioId) throw new Error('usage: seed-progress <dataDir> <email> <scenarioId>');

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, this is Jordan. Who's calling?", startMs: 0, endMs: 2500 },
  { role: 'user', text: 'Hi Jordan, this is Sam from Fleetwise, thanks for picking up.', startMs: 3000, endMs: 6500 },
  { role: 'assistant', text: 'Sure, I have a few minutes. What is this about?', startMs: 7000, endMs: 11_000 },
  { role: 'user', text: `${SEEDED_QUOTE.text} And how do you plan routes today?`, startMs: SEEDED_QUOTE.atSeconds * 1000, endMs: 17_000 },
  { role: 'assistant', text: 'Diesel went up and our routes got longer, so it is on the table.', startMs: 17_500, endMs: 22_000 },
];

/** A quiet tone over the call's length, at the recorder's 16 kHz, so the player has real audio to seek. */
async function writeRecording(file: string, seconds: number): Promise<void> {
  const encoder = createOggOpusEncoder({ runner: 'this-thread' });
  const writer = await encoder.open(await createFileRecordingSink(file));
  const rate = 16_000;
  const pcm = new Int16Array(seconds * rate);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / rate));
  await writer.write(pcm);
  await writer.finish();
}

const db = await openDatabase({ databaseUrl: undefined, dataDir });
try {
  const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  if (!user) throw new Error(`no user ${email}`);
  for (const [index, call] of PROGRESS_SEED.entries()) {
    const latest = index === PROGRESS_SEED.length - 1;
    const createdAt = new Date(Date.now() - call.weeksAgo * 7 * 86_400_000 - 3600_000);
    const quote = latest ? ` Asked why now: "${SEEDED_QUOTE.text}" (0:${String(SEEDED_QUOTE.atSeconds).padStart(2, '0')}).` : '';
    const feedback = {
      overall_summary: `Call ${index + 1}.`,
      rapport_building: { score: call.rapport, justification: `Opened warmly.${quote}` },
      needs_discovery: { score: call.discovery, justification: 'Asked about the situation.' },
    };
    const metrics = [
      {
        key: 'talk_ratio',
        label: 'Talk-to-listen ratio',
        value: call.talkRatio,
        display: `${call.talkRatio} %`,
        target: '40-60 %',
        inRange: call.talkRatio >= 40 && call.talkRatio <= 60,
        hint: 'Listen more.',
      },
    ];
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
         last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, metrics, created_at)
       VALUES ($1, $2, 'Fleet renewal', 'Discovery', 'CFO', 'ended', 1800, $3, $3, $3, 'customer-ended-call', 23, $4, $5, 'completed', $6, $3)
       RETURNING id`,
      [user.id, scenarioId, createdAt, JSON.stringify(transcript), JSON.stringify(feedback), JSON.stringify(metrics)],
    );
    if (!latest) continue;
    const key = `${user.id}/${row!.id}.ogg`;
    await mkdir(path.join(dataDir, 'recordings', user.id), { recursive: true, mode: 0o700 });
    await writeRecording(path.join(dataDir, 'recordings', key), 23);
    await db.query(`UPDATE coaching_sessions SET recording_key = $2, recording_mime_type = 'audio/ogg; codecs=opus' WHERE id = $1`, [
      row!.id,
      key,
    ]);
  }
} finally {
  await db.close();
}
