import type { ServerMessage } from '@rehearse/domain';
import type { TurnTiming } from '@rehearse/voice';
import type { BenchServer } from '../support/bench-server';
import type { CallParty } from '../support/call-runs';
import { ScriptedCall } from '../support/scripted-call';
import { roomNoiseFrames, type CallerTurnAudio } from './caller-audio';

/** One step of a scripted call: a caller turn, and what the caller does while the buyer answers. */
export interface TurnStep {
  /** The set the turn comes from: reported apart. */
  set:
    | 'existing'
    | 'held-out'
    | 'fresh'
    | 'fresh-2'
    | 'fresh-3'
    | 'fresh-4'
    | 'fresh-5'
    | 'fresh-6'
    | 'fresh-7'
    | 'fresh-8'
    | 'fresh-9'
    | 'fresh-10'
    | 'fresh-11'
    | 'fresh-12'
    | 'fresh-13';
  kind: 'hesitant' | 'complete';
  turn: CallerTurnAudio;
  /**
   * What the buyer said just before, where the set records it: the replay gives it to the listener
   * as the call would (decision 117). The real run has its own buyer, whose replies it hears instead.
   */
  buyerBefore?: string;
  /** Said once the answer has played this long: a backchannel, or a real interruption. */
  overReply?: { kind: 'backchannel' | 'interruption'; audio: CallerTurnAudio; afterMs: number };
}

export interface PauseOutcome {
  text: string;
  ms: number;
  /** Buyer audio arrived after this pause began and before the caller's next pause or last word. */
  cutIn: boolean;
  /** Buyer audio that could be heard arrived then (not only a voice's own leading pause). */
  audibleCutIn: boolean;
  /** For a cut-in: the words the end of turn was judged on, and the judgement (from the server's turn timing). */
  judged?: string;
}

export interface StepOutcome {
  set: TurnStep['set'];
  kind: TurnStep['kind'];
  text: string;
  voice: string;
  pauses: PauseOutcome[];
  /** Buyer audio started during the caller's speech, not after a pause (counted apart). */
  cutInWhileSpeaking: boolean;
  /** Last caller frame sent -> first buyer frame after it (NaN: no answer). */
  latencyMs: number;
  /**
   * Last caller frame sent -> the first buyer frame that can be heard starts playing (frames play
   * back to back from the first; NaN: no answer).
   */
  audibleLatencyMs: number;
  heard: string;
  /** What the end of turn that let the answer go was judged on. */
  judged?: string;
  /** Where the answer's time went, ms from the last caller frame sent (for `--verbose`). */
  stages?: string;
  overReply?: OverReplyOutcome;
}

export interface OverReplyOutcome {
  kind: 'backchannel' | 'interruption';
  text: string;
  /** The buyer's answer was over before the caller could speak over it. */
  missed: boolean;
  /** No clear-audio came: the buyer's audio never stopped. */
  neverStopped: boolean;
  /** One buyer turn, carried on to its end after the backchannel (stopped briefly or not). */
  carriedOn: boolean;
  /** The backchannel reached the transcript as the caller's words. */
  inTranscript: boolean;
  /** Caller's first frame sent -> clear-audio received (NaN if none). */
  clearAudioMs: number;
  /** What the recogniser made of it. */
  heard: string;
  /** What the server sent from the caller's first frame on, ms from it (for `--verbose`). */
  timeline: string;
}

const REPLY_TIMEOUT_MS = 15_000;

/** Runs `steps` on calls of `party`, one after another, a new call when the buyer hangs up. */
export async function runTurnSteps(
  server: BenchServer,
  party: CallParty,
  steps: readonly TurnStep[],
  onStep: (outcome: StepOutcome) => void,
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  const open = async () => {
    const call = await ScriptedCall.open(server, party.user, party.scenarioId);
    await call.greeting();
    return call;
  };
  let call = await open();
  try {
    for (const step of steps) {
      if (call.isOver) {
        await call.hangUp();
        call = await open();
      }
      const outcome = await runStep(call, step);
      outcomes.push(outcome);
      onStep(outcome);
    }
  } finally {
    await call.hangUp();
  }
  return outcomes;
}

/** The room of each set, 10 s cycled, by its gain. */
const rooms = new Map<number, Int16Array[]>();

async function runStep(call: ScriptedCall, step: TurnStep): Promise<StepOutcome> {
  // The same room between the turns as under them: a room does not go quiet when the caller stops (the detector and the caller's noise floor adapt to it).
  const gain = step.turn.roomGain;
  if (!rooms.has(gain)) rooms.set(gain, roomNoiseFrames(10_000, 4242, gain));
  call.hearRoom(rooms.get(gain)!);
  await call.noise(500);
  const spoken = await call.speak(step.turn.frames);
  if (!Number.isFinite(spoken.lastSentAt))
    return {
      set: step.set,
      kind: step.kind,
      text: step.turn.text,
      voice: step.turn.voice,
      pauses: [],
      cutInWhileSpeaking: false,
      latencyMs: Number.NaN,
      audibleLatencyMs: Number.NaN,
      heard: '(the call had ended)',
    };
  const sentAt = (frame: number) => spoken.firstSentAt + frame * 20;
  const buyerBetween = (from: number, to: number) => call.buyerFrames.some((at) => at > from && at <= to);
  const audibleBetween = (from: number, to: number) =>
    call.buyerFrames.some((at, index) => at > from && at <= to && call.buyerFramesAudible[index]);
  const { pauses: marks } = step.turn;
  const judgedBetween = (from: number, to: number) =>
    describeJudgement(call.timings.find((timing) => timing.firstFrameSentAt > from && timing.firstFrameSentAt <= to));
  const pauses = marks.map((pause, index): PauseOutcome => {
    const [from, to] = [sentAt(pause.fromFrame), index + 1 < marks.length ? sentAt(marks[index + 1]!.fromFrame) : spoken.lastSentAt];
    const cutIn = buyerBetween(from, to);
    return {
      text: pause.text,
      ms: pause.ms,
      cutIn,
      audibleCutIn: audibleBetween(from, to),
      ...(cutIn ? { judged: judgedBetween(from, to) } : {}),
    };
  });
  const cutInWhileSpeaking = buyerBetween(spoken.firstSentAt, marks.length ? sentAt(marks[0]!.fromFrame) : spoken.lastSentAt);
  await call.until(() => call.firstFrameAfter(spoken.lastSentAt) !== undefined, REPLY_TIMEOUT_MS);
  const replyAt = call.firstFrameAfter(spoken.lastSentAt);
  // The voice's own leading pause comes first: wait for the first frame that can be heard.
  if (replyAt !== undefined)
    await call.until(() => call.buyerFramesAudible.indexOf(true, call.buyerFrames.indexOf(replyAt)) >= 0 || call.isOver, 2000);
  const heard = call.messages
    .filter(
      ({ at, message }) =>
        at > spoken.firstSentAt && message.type === 'transcript' && message.role === 'user' && message.transcriptType === 'final',
    )
    .map(({ message }) => (message.type === 'transcript' ? message.transcript : ''))
    .join(' | ');
  const outcome: StepOutcome = {
    set: step.set,
    kind: step.kind,
    text: step.turn.text,
    voice: step.turn.voice,
    pauses,
    cutInWhileSpeaking,
    latencyMs: replyAt === undefined ? Number.NaN : replyAt - spoken.lastSentAt,
    audibleLatencyMs: replyAt === undefined ? Number.NaN : audibleOnset(call, replyAt) - spoken.lastSentAt,
    heard,
    judged: replyAt === undefined ? undefined : judgedBetween(spoken.lastSentAt, replyAt),
    stages:
      replyAt === undefined
        ? undefined
        : describeStages(
            call.timings.find((timing) => timing.firstFrameSentAt > spoken.lastSentAt && timing.firstFrameSentAt <= replyAt),
            spoken.lastSentAt,
            replyAt,
          ),
  };
  if (replyAt === undefined) return outcome;
  if (step.overReply) outcome.overReply = await speakOverReply(call, replyAt, step.overReply);
  else await call.buyerTurnAfter(spoken.lastSentAt);
  return outcome;
}

/** When the first audible frame of the buyer turn starting at `replyAt` plays: frames play back to back from the first. */
function audibleOnset(call: ScriptedCall, replyAt: number): number {
  const first = call.buyerFrames.indexOf(replyAt);
  const audible = call.buyerFramesAudible.indexOf(true, first);
  return audible < 0 ? Number.NaN : replyAt + (audible - first) * 20;
}

/** `flush +205, final +221, ended +221, text +236, audio +262, sent +265, received +266`: the reply's steps after the caller's last frame. */
function describeStages(timing: TurnTiming | undefined, lastSentAt: number, receivedAt: number): string | undefined {
  if (!timing) return undefined;
  const at = (name: string, time: number | undefined) => (time === undefined ? [] : [`${name} +${Math.round(time - lastSentAt)}`]);
  return [
    ...at('flush', timing.earlyFlushAt),
    ...at('final', timing.finalTranscriptAt),
    ...at('ended', timing.speechEndedAt),
    ...at('asked', timing.replyRequestedAt),
    ...at('text', timing.firstTextAt),
    ...at('to voice', timing.firstSentenceAt),
    ...at('audio', timing.firstAudioAt),
    ...at('sent', timing.firstFrameSentAt),
    ...at('received', receivedAt),
  ].join(', ');
}

/** "what rep shines" question/level -1.2 st -> 200 ms */
function describeJudgement(timing: TurnTiming | undefined): string | undefined {
  const judged = timing?.endOfTurn;
  if (!judged) return undefined;
  const pitch = Number.isFinite(judged.finalPitchSt) ? ` ${judged.finalPitchSt.toFixed(1)} st` : '';
  return `"${judged.words}" ${judged.clause}/${judged.tone}${pitch} -> ${judged.silenceMs} ms`;
}

async function speakOverReply(call: ScriptedCall, replyAt: number, over: NonNullable<TurnStep['overReply']>): Promise<OverReplyOutcome> {
  const result: OverReplyOutcome = {
    kind: over.kind,
    text: over.audio.text,
    missed: true,
    neverStopped: false,
    carriedOn: false,
    inTranscript: false,
    clearAudioMs: Number.NaN,
    heard: '',
    timeline: '',
  };
  await call.until(() => performance.now() >= replyAt + over.afterMs || call.buyerFinalAfter(replyAt) !== undefined, REPLY_TIMEOUT_MS);
  if (call.buyerFinalAfter(replyAt) !== undefined || call.isOver) {
    await call.buyerTurnAfter(replyAt - 1);
    return result;
  }
  const spoken = await call.speak(over.audio.frames);
  if (!Number.isFinite(spoken.lastSentAt)) return result;
  const from = spoken.firstSentAt;
  // Whatever the buyer does next: carry on, or stop and answer. Wait until it has been quiet a while.
  await call.until(() => {
    const last = call.buyerFrames.at(-1) ?? 0;
    return performance.now() > Math.max(last, spoken.lastSentAt) + 2500;
  }, 60_000);
  const after = call.messages.filter(({ at }) => at >= from);
  result.timeline = describeTimeline(after, from, spoken.lastSentAt);
  // Said over the answer only if the answer still played when the caller's speech was detected (or, never detected, when it began):
  // an answer that ended first leaves the caller's words a turn of their own, whatever they are.
  const answerEndedAt = call.buyerFinalAfter(replyAt)?.at ?? Number.POSITIVE_INFINITY;
  const detectedAt = after.find(({ message }) => message.type === 'speech-update' && message.role === 'user')?.at ?? from;
  if (answerEndedAt < detectedAt) return result;
  result.missed = false;
  const clear = after.find(({ message }) => message.type === 'clear-audio');
  result.clearAudioMs = clear ? clear.at - from : Number.NaN;
  result.neverStopped = clear === undefined;
  const buyerFinals = after.filter(
    ({ message }) => message.type === 'transcript' && message.role === 'assistant' && message.transcriptType === 'final',
  );
  const buyerStarts = after.filter(
    ({ message }) => message.type === 'speech-update' && message.role === 'assistant' && message.status === 'started',
  );
  // Carried on: the reply under way ended once, and no new buyer turn began.
  result.carriedOn = buyerFinals.length === 1 && buyerStarts.length === 0 && call.buyerFrames.some((at) => at > spoken.lastSentAt);
  const callerFinals = after.filter(
    ({ message }) => message.type === 'transcript' && message.role === 'user' && message.transcriptType === 'final',
  );
  result.inTranscript = callerFinals.length > 0;
  result.heard = callerFinals.map(({ message }) => (message.type === 'transcript' ? message.transcript : '')).join(' | ');
  return result;
}

/** `+0 user started, +160 clear-audio, +420 user final "yeah", ...`: the server's messages from `from` on. */
function describeTimeline(messages: readonly { at: number; message: ServerMessage }[], from: number, lastSentAt: number): string {
  const events = [`+${Math.round(lastSentAt - from)} last frame sent`];
  for (const { at, message } of messages) {
    const when = `+${Math.round(at - from)}`;
    if (message.type === 'clear-audio') events.push(`${when} clear-audio`);
    else if (message.type === 'speech-update') events.push(`${when} ${message.role} ${message.status}`);
    else if (message.type === 'transcript' && message.transcriptType === 'final')
      events.push(`${when} ${message.role} final "${message.transcript.slice(0, 40)}"`);
  }
  return events.sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0])).join(', ');
}
