import type { TranscriptEntry } from '../calls/transcript';
import type { ConversationMetric, MetricKey } from './assessment.types';
import { countFillerWords } from './filler-words';
import { rubricForStage, type RubricStage } from './rubrics';
import { countQuestions } from './spoken-questions';

/**
 * Conversation metrics computed from a call's timestamped transcript ('user' = the salesperson,
 * 'assistant' = the buyer), each with the target coaches use. Targets and their sources:
 * shared/research/coaching-and-voice-platforms.md, summarised in docs/decisions/0014-assessment.md.
 */

/** Gong labs: 43:57 converts best, results fall above 65 %; the open-source cold-call coach gauges 40-60 %. */
export const TALK_RATIO_TARGET = { min: 40, max: 60 } as const;
/** Gong labs: a company overview of 2 minutes or less. */
export const MONOLOGUE_MAX_SECONDS = 120;
/** Gong: a longest buyer stretch of 50 s or less goes with below-average close rates (about 4 min with wins). */
export const CUSTOMER_STORY_MIN_SECONDS = 50;
/** speechaway.co: up to 5 a minute carries no penalty (harm concentrates around 12). */
export const FILLERS_PER_MINUTE_MAX = 5;
/**
 * 100-120 wpm is often called ideal for calls (LinkedIn pulse); reps average 173 and 188 under
 * objection (cuepitch). We flag below 100 (halting) and above 160 (rushing past the average rep's pace).
 */
export const SPEAKING_PACE_TARGET = { min: 100, max: 160 } as const;
/**
 * Gong: top reps pause about 1.5 s after an objection, the average rep about 0.3 s. From 0.6 s the
 * pause reads as listening; past 2 s it is dead air on a phone line (our bound).
 */
export const PATIENCE_TARGET_SECONDS = { min: 0.6, max: 2 } as const;
/** Ours (no published figure): one cut-in can be a slip, more is a habit. */
export const INTERRUPTIONS_MAX = 1;
/** An overlap shorter than this is timing jitter (speech onset vs. playback end), not a cut-in. */
export const OVERLAP_TOLERANCE_MS = 200;
/**
 * The buyer's own cut-in, not the salesperson's: the buyer began within this long of the
 * salesperson's last words (it answered a pause mid-sentence) and was stopped within this long of
 * beginning, by the salesperson going on ("Hi Jordan, [Hm] we work with...").
 */
export const BUYER_CUT_IN_MS = 1000;
/** A salesperson turn this short between two buyer turns ('mm-hm', 'go on', 'tell me more') keeps the buyer's story going. */
const BACKCHANNEL_MAX_WORDS = 3;

/**
 * Questions per call. Discovery: 11-14, Gong's figure (diminishing returns beyond). No published
 * figure exists for the other stages: these minimums are ours (a cold call needs a qualifying
 * question or two and the ask; a presentation a check-in per point; a close the ask itself).
 */
export const QUESTION_TARGETS: Record<RubricStage, { min: number; max?: number }> = {
  discovery: { min: 11, max: 14 },
  general: { min: 5 },
  prospecting: { min: 3 },
  solution: { min: 4 },
  negotiation: { min: 3 },
  closing: { min: 2 },
};

const NOT_AVAILABLE = 'N/A';

interface Turn extends TranscriptEntry {
  durationMs: number;
  words: number;
}

export function countSpokenWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** m:ss, from whole seconds. */
export function formatMetricDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function turnsOf(transcript: readonly TranscriptEntry[]): Turn[] {
  return transcript
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.startMs - b.entry.startMs || a.order - b.order)
    .map(({ entry }) => ({ ...entry, durationMs: Math.max(0, entry.endMs - entry.startMs), words: countSpokenWords(entry.text) }));
}

/** The longest stretch of one side's talk, from the first turn's start to the last's end, across turns of the other side that `bridges` lets through. */
function longestRunSeconds(turns: readonly Turn[], role: Turn['role'], bridges: (turn: Turn) => boolean): number {
  let longest = 0;
  let runStart: number | undefined;
  let runEnd = 0;
  for (const turn of turns) {
    if (turn.role === role) {
      runStart ??= turn.startMs;
      runEnd = Math.max(runEnd, turn.endMs);
      longest = Math.max(longest, runEnd - runStart);
    } else if (!bridges(turn)) {
      runStart = undefined;
      runEnd = 0;
    }
  }
  return Math.round(longest / 1000);
}

interface Switches {
  pausesMs: number[];
  interruptions: number;
}

/**
 * Each buyer turn: was it interrupted by the salesperson, and if not, how long did they wait before
 * answering? An interruption is salesperson speech that starts while the buyer is mid-sentence and
 * makes it stop: the buyer turn was cut short (`interrupted`) and salesperson speech began inside
 * it. Not counted: salesperson speech the buyer talked on through (a backchannel, "mm-hm"), and the
 * buyer's own cut-ins, where it started talking into a pause of the salesperson's and was stopped
 * by the salesperson going on (`BUYER_CUT_IN_MS`).
 */
function buyerToSalespersonSwitches(turns: readonly Turn[]): Switches {
  const pausesMs: number[] = [];
  let interruptions = 0;
  turns.forEach((buyer, index) => {
    if (buyer.role !== 'assistant') return;
    const inside = turns.find(
      (turn) => turn.role === 'user' && turn.startMs > buyer.startMs && turn.startMs < buyer.endMs + OVERLAP_TOLERANCE_MS,
    );
    if (buyer.interrupted && inside) {
      const before = turns
        .slice(0, index)
        .filter((turn) => turn.role === 'user')
        .at(-1);
      const buyerCutIn =
        before !== undefined && buyer.startMs - before.endMs < BUYER_CUT_IN_MS && inside.startMs - buyer.startMs < BUYER_CUT_IN_MS;
      if (!buyerCutIn) interruptions += 1;
      return;
    }
    if (buyer.interrupted || inside) return;
    const answer = turns.slice(index + 1).find((turn) => turn.role === 'user');
    const nextBuyer = turns.slice(index + 1).find((turn) => turn.role === 'assistant');
    if (answer && (!nextBuyer || answer.startMs <= nextBuyer.startMs)) pausesMs.push(Math.max(0, answer.startMs - buyer.endMs));
  });
  return { pausesMs, interruptions };
}

const HINTS: Record<MetricKey, string> = {
  talk_ratio: "Listen more than you talk: in Gong's data 43:57 converts best, and results fall when reps talk more than 65 % of the time.",
  longest_monologue: 'Keep each stretch of talking under two minutes, then hand the conversation back with a question.',
  longest_customer_story:
    "Open questions and short prompts ('tell me more') let the buyer tell their story; long buyer stretches go with won deals.",
  questions_asked: 'Questions keep the buyer involved and tell you what matters to them.',
  filler_words_per_minute: "A few fillers are natural; many of them ('um', 'like', 'basically') make you sound unsure.",
  speaking_pace: 'A measured pace sounds confident and is easy to follow on the phone; most reps speed up, most of all under objections.',
  patience: 'A short pause before you answer shows you listened; top reps pause about 1.5 s after an objection.',
  interruptions: 'Let the buyer finish: cutting in tells them you are waiting to talk, not listening.',
};
const DISCOVERY_QUESTIONS_HINT =
  'Around 11-14 questions make a strong discovery call; beyond that it starts to feel like an interrogation.';

function within(value: number | undefined, range: { min: number; max?: number }): boolean {
  return value !== undefined && value >= range.min && (range.max === undefined || value <= range.max);
}

function questionTargetText({ min, max }: { min: number; max?: number }): string {
  return max === undefined ? `at least ${min}` : `${min}-${max}`;
}

/**
 * The eight metrics of a call, in a fixed order. A metric without data (no talk, no buyer turn to
 * answer) shows 'N/A' and is out of range. `stage` picks the questions target ('general' when absent or unknown).
 */
export function computeConversationMetrics(
  transcript: readonly TranscriptEntry[],
  options: { stage?: string | null } = {},
): ConversationMetric[] {
  const lookup = rubricForStage(options.stage);
  const stage: RubricStage = lookup.ok ? lookup.rubric.stage : 'general';
  const turns = turnsOf(transcript);
  const sales = turns.filter((turn) => turn.role === 'user');
  const salesMs = sales.reduce((total, turn) => total + turn.durationMs, 0);
  const buyerMs = turns.filter((turn) => turn.role === 'assistant').reduce((total, turn) => total + turn.durationMs, 0);
  const salesMinutes = salesMs / 60_000;
  const salesWords = sales.reduce((total, turn) => total + turn.words, 0);

  const talkShare = salesMs + buyerMs > 0 ? Math.round((salesMs / (salesMs + buyerMs)) * 100) : undefined;
  const monologue = longestRunSeconds(turns, 'user', () => false);
  const story = longestRunSeconds(turns, 'assistant', (turn) => turn.role === 'user' && turn.words <= BACKCHANNEL_MAX_WORDS);
  const questions = sales.reduce((total, turn) => total + countQuestions(turn.text), 0);
  const questionTarget = QUESTION_TARGETS[stage];
  const fillers = sales.reduce((total, turn) => total + countFillerWords(turn.text), 0);
  const fillerRate = salesMinutes > 0 ? Math.round((fillers / salesMinutes) * 10) / 10 : undefined;
  const pace = salesMinutes > 0 ? Math.round(salesWords / salesMinutes) : undefined;
  const { pausesMs, interruptions } = buyerToSalespersonSwitches(turns);
  const patience =
    pausesMs.length > 0 ? Math.round(pausesMs.reduce((total, pause) => total + pause, 0) / pausesMs.length / 100) / 10 : undefined;

  const shown = (value: number | undefined, format: (value: number) => string) => (value === undefined ? NOT_AVAILABLE : format(value));

  const metrics: Omit<ConversationMetric, 'hint'>[] = [
    {
      key: 'talk_ratio',
      label: 'Talk-to-listen ratio',
      value: talkShare ?? 0,
      display: shown(talkShare, (share) => `${share} %`),
      target: `${TALK_RATIO_TARGET.min}-${TALK_RATIO_TARGET.max} %`,
      inRange: within(talkShare, TALK_RATIO_TARGET),
    },
    {
      key: 'longest_monologue',
      label: 'Longest monologue',
      value: monologue,
      display: formatMetricDuration(monologue),
      target: `${formatMetricDuration(MONOLOGUE_MAX_SECONDS)} or less`,
      inRange: monologue <= MONOLOGUE_MAX_SECONDS,
    },
    {
      key: 'longest_customer_story',
      label: 'Longest customer story',
      value: story,
      display: formatMetricDuration(story),
      target: `more than ${formatMetricDuration(CUSTOMER_STORY_MIN_SECONDS)}`,
      inRange: story > CUSTOMER_STORY_MIN_SECONDS,
    },
    {
      key: 'questions_asked',
      label: 'Questions asked',
      value: questions,
      display: String(questions),
      target: questionTargetText(questionTarget),
      inRange: within(questions, questionTarget),
    },
    {
      key: 'filler_words_per_minute',
      label: 'Filler words',
      value: fillerRate ?? 0,
      display: shown(fillerRate, (rate) => `${rate.toFixed(1)} / min`),
      target: `up to ${FILLERS_PER_MINUTE_MAX} / min`,
      inRange: within(fillerRate, { min: 0, max: FILLERS_PER_MINUTE_MAX }),
    },
    {
      key: 'speaking_pace',
      label: 'Speaking pace',
      value: pace ?? 0,
      display: shown(pace, (wordsPerMinute) => `${wordsPerMinute} wpm`),
      target: `${SPEAKING_PACE_TARGET.min}-${SPEAKING_PACE_TARGET.max} wpm`,
      inRange: within(pace, SPEAKING_PACE_TARGET),
    },
    {
      key: 'patience',
      label: 'Patience',
      value: patience ?? 0,
      display: shown(patience, (seconds) => `${seconds.toFixed(1)} s`),
      target: `${PATIENCE_TARGET_SECONDS.min.toFixed(1)}-${PATIENCE_TARGET_SECONDS.max.toFixed(1)} s`,
      inRange: within(patience, PATIENCE_TARGET_SECONDS),
    },
    {
      key: 'interruptions',
      label: 'Interruptions',
      value: interruptions,
      display: String(interruptions),
      target: `0-${INTERRUPTIONS_MAX}`,
      inRange: interruptions <= INTERRUPTIONS_MAX,
    },
  ];
  return metrics.map((entry) => ({
    ...entry,
    hint: entry.key === 'questions_asked' && stage === 'discovery' ? DISCOVERY_QUESTIONS_HINT : HINTS[entry.key],
  }));
}
