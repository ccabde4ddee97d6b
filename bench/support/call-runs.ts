import type { BenchServer, BenchUser } from './bench-server';
import { CpuSampler, type CpuShares } from './cpu-sampler';
import type { SynthesisRequest } from './synthesis-probe';
import { ScriptedCall, type BargeIn, type BuyerSpeech, type CallerLine, type ReplyTurn } from './scripted-call';

/** The caller waits this long after the buyer's turn ends before speaking: a human pause. */
export const CALLER_PAUSE_MS = 500;

export interface CallParty {
  user: BenchUser;
  scenarioId: string;
}

export interface ReplyRun {
  turns: ReplyTurn[];
  greetings: (BuyerSpeech | undefined)[];
  /** Calls opened: a new one when the buyer hung up before the turns were done. */
  calls: number;
  microphoneLatenessMs: number;
}

/** A call's start as the caller lives it, from the request (the click) on, in ms. */
export interface CallStart {
  /** The call requested over HTTP -> `listening` on its socket (the caller's microphone is open all along). */
  listeningMs: number;
  /** -> the first frame of the buyer's greeting. */
  greetingMs: number;
  /** The longest the server's event loop (every live call's audio) stalled meanwhile. */
  longestStallMs: number;
}

/** Opens a call, times its start, and hangs up once the greeting has begun. */
export async function timeCallStart(server: BenchServer, party: CallParty): Promise<CallStart> {
  const stalls = stallProbe();
  const call = await ScriptedCall.open(server, party.user, party.scenarioId);
  try {
    const listeningAt = await call.listening();
    const greetingAt = await call.firstBuyerFrame();
    if (listeningAt === undefined || greetingAt === undefined)
      throw new Error(`the call did not start: ${JSON.stringify(call.messages.slice(-3))}`);
    return { listeningMs: listeningAt - call.requestedAt, greetingMs: greetingAt - call.requestedAt, longestStallMs: stalls.stop() };
  } finally {
    stalls.stop();
    await call.hangUp();
  }
}

/** Watches this process's event loop every 5 ms; `stop` gives the longest stall beyond that. */
function stallProbe(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const sample = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  };
  const timer = setInterval(sample, 5);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return longest;
    },
  };
}

/** One call at a time: `count` caller lines, each answered and played to its end before the next. */
export async function runReplyTurns(
  server: BenchServer,
  party: CallParty,
  lines: readonly CallerLine[],
  count: number,
  onTurn: (turn: ReplyTurn, index: number) => void,
): Promise<ReplyRun> {
  const run: ReplyRun = { turns: [], greetings: [], calls: 0, microphoneLatenessMs: 0 };
  const open = async () => {
    const call = await ScriptedCall.open(server, party.user, party.scenarioId);
    run.calls++;
    run.greetings.push(await call.greeting());
    return call;
  };
  let call = await open();
  try {
    for (let index = 0; index < count; index++) {
      if (call.isOver) {
        run.microphoneLatenessMs = Math.max(run.microphoneLatenessMs, call.microphoneLatenessMs);
        await call.hangUp();
        call = await open();
      }
      const turn = await call.replyTurn(lines[index % lines.length]!, CALLER_PAUSE_MS);
      run.turns.push(turn);
      onTurn(turn, index);
    }
  } finally {
    run.microphoneLatenessMs = Math.max(run.microphoneLatenessMs, call.microphoneLatenessMs);
    await call.hangUp();
  }
  return run;
}

/** Barge-ins on one call: a question, then an interruption once the answer has played for `afterMs`. */
export async function runBargeIns(
  server: BenchServer,
  party: CallParty,
  questions: readonly CallerLine[],
  interruptions: readonly CallerLine[],
  count: number,
  afterMs: number,
): Promise<{ bargeIns: BargeIn[]; missed: number }> {
  const bargeIns: BargeIn[] = [];
  let missed = 0;
  let call = await ScriptedCall.open(server, party.user, party.scenarioId);
  try {
    await call.greeting();
    for (let index = 0; bargeIns.length < count && index < count * 3; index++) {
      if (call.isOver) {
        await call.hangUp();
        call = await ScriptedCall.open(server, party.user, party.scenarioId);
        await call.greeting();
      }
      const result = await call.bargeInTurn(questions[index % questions.length]!, interruptions[index % interruptions.length]!, afterMs);
      if (result) bargeIns.push(result);
      else missed++;
    }
  } finally {
    await call.hangUp();
  }
  return { bargeIns, missed };
}

export interface ConcurrentCall {
  greeting?: BuyerSpeech;
  turns: ReplyTurn[];
  microphoneLatenessMs: number;
  error?: string;
}

export interface ConcurrentRun {
  calls: ConcurrentCall[];
  cpu: CpuShares;
  /** Every request the voice engine got meanwhile (greetings and replies of all calls). */
  synthesis: SynthesisRequest[];
}

/**
 * `parties.length` calls at once, started `spreadMs / n` apart (real calls do not start in step),
 * each greeting then `turns` caller lines, with the CPU sampled over the whole stretch.
 */
export async function runConcurrentCalls(
  server: BenchServer,
  parties: readonly CallParty[],
  lines: readonly CallerLine[],
  turns: number,
  spreadMs: number,
  fliteThread: string | undefined,
): Promise<ConcurrentRun> {
  server.synthesis.take();
  const sampler = new CpuSampler(fliteThread);
  const calls = await Promise.all(
    parties.map(async (party, index): Promise<ConcurrentCall> => {
      await new Promise((resolve) => setTimeout(resolve, (index * spreadMs) / parties.length));
      const result: ConcurrentCall = { turns: [], microphoneLatenessMs: 0 };
      let call: ScriptedCall | undefined;
      try {
        call = await ScriptedCall.open(server, party.user, party.scenarioId);
        result.greeting = await call.greeting();
        for (let turn = 0; turn < turns && !call.isOver; turn++) {
          result.turns.push(await call.replyTurn(lines[(index * 3 + turn) % lines.length]!, CALLER_PAUSE_MS));
        }
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      } finally {
        result.microphoneLatenessMs = call?.microphoneLatenessMs ?? 0;
        await call?.hangUp();
      }
      return result;
    }),
  );
  return { calls, cpu: sampler.stop(), synthesis: server.synthesis.take() };
}
