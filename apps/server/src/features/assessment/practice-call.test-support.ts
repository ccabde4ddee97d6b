import type { SalesStage, TranscriptEntry } from '@rehearse/domain';
import { buildBuyerScenario, type Salesperson, startPracticeCall } from '@rehearse/voice/testing';
import type { AssessedScenario } from './assessor.port';

/**
 * Test support: timestamped transcripts, as a live call stores them, from scripted lines or from
 * a practice call against the offline buyer (`startPracticeCall` of `@rehearse/voice/testing`).
 * Each turn lasts as long as its words take at the side's pace; the other side answers after a pause.
 */

export interface ScriptedTurn {
  role: TranscriptEntry['role'];
  text: string;
}

export interface Timing {
  salespersonWordsPerMinute: number;
  buyerWordsPerMinute: number;
  pauseMs: number;
}

const NATURAL: Timing = { salespersonWordsPerMinute: 150, buyerWordsPerMinute: 170, pauseMs: 800 };

export function timedTranscript(turns: readonly ScriptedTurn[], timing: Partial<Timing> = {}): TranscriptEntry[] {
  const { salespersonWordsPerMinute, buyerWordsPerMinute, pauseMs } = { ...NATURAL, ...timing };
  let clock = 0;
  return turns.map(({ role, text }) => {
    const pace = role === 'user' ? salespersonWordsPerMinute : buyerWordsPerMinute;
    const startMs = clock;
    const endMs = startMs + Math.round((text.split(/\s+/).length / pace) * 60_000);
    clock = endMs + pauseMs;
    return { role, text, startMs, endMs };
  });
}

/** A whole call between a simulated salesperson and the offline buyer, timed. */
export async function practiceCallTranscript(
  salesperson: Salesperson,
  salesStage: SalesStage | null,
  seed = 1,
  timing: Partial<Timing> = {},
): Promise<TranscriptEntry[]> {
  const call = startPracticeCall({ salesStage }, seed);
  await call.converseWith(salesperson, 20);
  const turns = call.turns.flatMap((turn): ScriptedTurn[] =>
    turn.role === 'system' ? [] : [{ role: turn.role === 'caller' ? 'user' : 'assistant', text: turn.text }],
  );
  return timedTranscript(turns, timing);
}

/** The harness's scenario, as the assessor sees it. */
export function practiceScenario(): AssessedScenario {
  const { title, product, customerProfile, persona } = buildBuyerScenario();
  return { title, product, customerProfile, persona };
}
