import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languageSourceOf } from '../../apps/server/src/features/calls/call-scenario';
import { createFvadDetectorFactory, createOfflineSpeechEngines, FRAME_MS } from '@rehearse/voice';
import { CallerListener, isBackchannel, measureShortSpeech } from '@rehearse/voice/testing';
import { BENCH_SCENARIO } from '../support/caller-lines';
import { ms, p50p95, printTable, summarise } from '../support/stats';
import { roomNoiseFrames, synthesiseHum, type CallerTurnAudio } from './caller-audio';
import { AwaitedRecogniser } from './decision-replay';
import type { TurnStep } from './turn-runs';

/**
 * What the caller says over the buyer's answers (backchannels, real interruptions), replayed alone
 * through the real caller listener after a second of the set's room, not in real time: when the
 * buyer would go quiet (the onset of speech, decision 66, and the start of speech, which paused it
 * before), and whether the words heard make a backchannel the buyer talks on through. The same
 * figures as the real run's barge-in and backchannels, without the socket, the engines and the
 * machine's load (barge-in: the onset's frame, sent that long after the first; the real run adds
 * the socket, ~1-20 ms on a quiet machine).
 */
interface ReplayedOverReply {
  /** 'hummed': the hummed "mm-hm" clips, replayed once after the sets (in no set's steps, decision 73). */
  set: TurnStep['set'] | 'hummed';
  kind: 'backchannel' | 'interruption';
  text: string;
  voice: string;
  /** First frame sent -> the frame at which the buyer goes quiet: the onset, and the start of speech (NaN: none). */
  onsetMs: number;
  startMs: number;
  heard: string;
  confidences: number[];
  speechMs: number;
  readAsBackchannel: boolean;
}

/** Where the buyer would go quiet, and the first utterance heard, of one thing said over an answer. */
interface Marks {
  onset?: number;
  start?: number;
  heard?: { text: string; words: Parameters<typeof isBackchannel>[2]; speechMs: number; opening: readonly Int16Array[] };
}

const LEAD_IN_MS = 1000;
/** The hummed "mm-hm"s' first pitches: a low to a high male voice (awb's own is ~110 Hz). */
const HUM_PITCHES_HZ = [85, 100, 115, 130];
/** How long awb holds each hum: ~0.5 s and ~0.8 s for the whole "mm-hm" (a backchannel's longest is 0.9 s). */
const HUM_STRETCHES = [3, 4.5];
const TAIL_MS = 3000;

export async function printOverReplyReplay(steps: readonly TurnStep[], verbose: boolean): Promise<ReplayedOverReply[]> {
  const spokenOver = steps.flatMap((step) =>
    step.overReply ? [{ set: step.set, over: step.overReply, roomGain: step.turn.roomGain }] : [],
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-over-replay-'));
  const speech = createOfflineSpeechEngines(dataDir);
  const results: ReplayedOverReply[] = [];
  try {
    const buyer = { ...BENCH_SCENARIO, difficulty: undefined, companyUrl: undefined } as unknown as Parameters<typeof languageSourceOf>[0];
    const languageModel = await speech.speechToText.prepareLanguageModel(languageSourceOf(buyer));
    const recogniser = new AwaitedRecogniser(speech.speechToText);
    let frame = 0;
    let marks: Marks = {};
    const listener = new CallerListener({
      speechToText: recogniser,
      languageModel,
      events: {
        speechOnset: () => void (marks.onset ??= frame),
        speechOnsetLapsed: () => {},
        speechStarted: () => void (marks.start ??= frame),
        speechEnded: () => {},
        partial: () => {},
        flushedAtPause: () => {},
        tentativeFinal: () => {},
        resumed: () => {},
        // The first utterance decides: a backchannel is one utterance, an interruption's first is where the buyer stops or goes on.
        final: (text, utterance, words, opening) =>
          void (marks.heard ??= { text, words, speechMs: utterance.endMs - utterance.startMs, opening: [...opening] }),
        failed: (error) => {
          throw error;
        },
      },
    });
    await listener.open(createFvadDetectorFactory());
    const push = async (pcm: Int16Array) => {
      listener.push(pcm, frame * FRAME_MS, false);
      frame++;
      await recogniser.settled();
    };
    let seed = 5000;
    const hums: CallerTurnAudio[] = [];
    for (const stretch of HUM_STRETCHES)
      for (const [index, lowHz] of HUM_PITCHES_HZ.entries()) hums.push(await synthesiseHum(lowHz, 6000 + index, stretch));
    // Every other one in the loudest tuning room (fresh's, 2x the existing set's).
    const hummed = hums.map((audio, index) => ({
      set: 'hummed' as const,
      over: { kind: 'backchannel' as const, audio },
      roomGain: index % 2 ? 2 : 1,
    }));
    for (const { set, over, roomGain } of [...spokenOver, ...hummed]) {
      for (const pcm of roomNoiseFrames(LEAD_IN_MS, seed++, roomGain)) await push(pcm);
      marks = {};
      const first = frame;
      for (const pcm of over.audio.frames) await push(pcm);
      for (const pcm of roomNoiseFrames(TAIL_MS, seed++, roomGain)) {
        if (marks.heard && !listener.isBusy) break;
        await push(pcm);
      }
      const after = (at: number | undefined) => (at === undefined ? Number.NaN : (at - first) * FRAME_MS);
      const { heard } = marks;
      const words = heard?.words ?? [];
      results.push({
        set,
        kind: over.kind,
        text: over.audio.text,
        voice: over.audio.voice,
        onsetMs: after(marks.onset),
        startMs: after(marks.start),
        heard: heard?.text ?? '',
        confidences: words.map((word) => word.confidence ?? Number.NaN),
        speechMs: heard?.speechMs ?? Number.NaN,
        readAsBackchannel: heard !== undefined && isBackchannel(heard.text, heard.speechMs, words, measureShortSpeech(heard.opening)),
      });
    }
    listener.close();
    await recogniser.close();
  } finally {
    await speech.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const set of [...new Set(results.map((result) => result.set))])
    printSet(
      results.filter((result) => result.set === set),
      verbose,
    );
  return results;
}

function printSet(results: readonly ReplayedOverReply[], verbose: boolean): void {
  const backchannels = results.filter((result) => result.kind === 'backchannel');
  const interruptions = results.filter((result) => result.kind === 'interruption');
  const misread = backchannels.filter((result) => !result.readAsBackchannel);
  const onset = summarise(interruptions.map((result) => result.onsetMs).filter(Number.isFinite));
  const start = summarise(interruptions.map((result) => result.startMs).filter(Number.isFinite));
  if (verbose)
    for (const result of results)
      console.log(
        `  ${result.kind.padEnd(12)} ${result.voice.padEnd(5)} "${result.text}" heard "${result.heard}" (${result.confidences.map((confidence) => confidence.toFixed(2)).join(' ')}) ${ms(result.speechMs)}: ${result.readAsBackchannel ? 'backchannel' : 'a turn'}; quiet at ${ms(result.onsetMs)} (start ${ms(result.startMs)})`,
      );
  printTable(`Spoken over the answers, replayed, ${results[0]?.set ?? ''} set (no server, not real time)`, [
    {
      figure: `backchannels read as backchannels (n=${backchannels.length})`,
      value: `${backchannels.length - misread.length}`,
      baseline: misread.length ? `read as turns: ${misread.map((result) => `"${result.text}" heard "${result.heard}"`).join(', ')}` : '',
    },
    {
      figure: `barge-in: first frame -> onset, the buyer quiet (n=${onset.n})`,
      value: p50p95(onset),
      baseline: `-> the start of speech (the rule before decision 66): ${p50p95(start)}`,
    },
  ]);
}
