/**
 * How short caller speech sounds (`measureShortSpeech`, decision 73): backchannels against the
 * starts of real interruptions and of the tuning sets' turns, each played alone through the real
 * caller listener (fvad and the endpointer; no recogniser: the words do not matter here) after a
 * second of room, measured on what the pipeline would measure: the utterance's first frames at its
 * first pause (or its end), and only where that came within a backchannel's longest.
 *   node --import tsx bench/turn-taking/short-speech-sounds.ts [--list]
 * Tuning sets only: an unseen set is never measured here.
 */
import { createFvadDetectorFactory, FRAME_MS } from '@rehearse/voice';
import { CallerListener, FakeSpeechToText, measureShortSpeech, type ShortSpeechSound } from '@rehearse/voice/testing';
import { roomNoiseFrames, synthesiseHum, synthesiseTurns, type CallerTurnAudio } from './caller-audio';
import { FRESH_COMPLETE_TURNS, FRESH_HESITANT_TURNS } from './fresh-callers';
import { FRESH_2_COMPLETE_TURNS, FRESH_2_HESITANT_TURNS } from './fresh-callers-2';
import { FRESH_3_COMPLETE_TURNS, FRESH_3_HESITANT_TURNS } from './fresh-callers-3';
import { FRESH_4_COMPLETE_TURNS, FRESH_4_HESITANT_TURNS } from './fresh-callers-4';
import { FRESH_5_COMPLETE_TURNS, FRESH_5_HESITANT_TURNS } from './fresh-callers-5';
import { FRESH_6_COMPLETE_TURNS, FRESH_6_HESITANT_TURNS } from './fresh-callers-6';
import { HELD_OUT_COMPLETE_TURNS, HELD_OUT_HESITANT_TURNS } from './held-out-callers';
import { BACKCHANNELS, COMPLETE_TURNS, HESITANT_TURNS, REAL_INTERRUPTIONS } from './hesitant-callers';

/** The longest speech read as a backchannel (`BACKCHANNEL_MAX_MS`): a longer first piece is a turn by its length. */
const SHORT_MS = 900;

interface Measured {
  kind: 'backchannel' | 'hum' | 'interruption' | 'turn start';
  text: string;
  voice: string;
  speechMs: number;
  sound: ShortSpeechSound;
}

const EXTRA_BACKCHANNELS = ['uh huh', 'yeah right', 'okay sure', 'I see', 'mhm', 'hmm', 'yep', 'all right'];

async function main(): Promise<void> {
  const list = process.argv.includes('--list');
  const both = (lines: readonly string[]) =>
    lines.flatMap((line) => [
      { line, voice: 'kal16' as const },
      { line, voice: 'awb' as const },
    ]);
  const turnLines = [
    ...HESITANT_TURNS,
    ...COMPLETE_TURNS,
    ...HELD_OUT_HESITANT_TURNS,
    ...HELD_OUT_COMPLETE_TURNS,
    ...FRESH_HESITANT_TURNS,
    ...FRESH_COMPLETE_TURNS,
    ...FRESH_2_HESITANT_TURNS,
    ...FRESH_2_COMPLETE_TURNS,
    ...FRESH_3_HESITANT_TURNS,
    ...FRESH_3_COMPLETE_TURNS,
    ...FRESH_4_HESITANT_TURNS,
    ...FRESH_4_COMPLETE_TURNS,
    ...FRESH_5_HESITANT_TURNS,
    ...FRESH_5_COMPLETE_TURNS,
    ...FRESH_6_HESITANT_TURNS,
    ...FRESH_6_COMPLETE_TURNS,
  ];
  const [backchannels, interruptions, turns] = await Promise.all([
    synthesiseTurns(both([...BACKCHANNELS, ...EXTRA_BACKCHANNELS])),
    synthesiseTurns(both(REAL_INTERRUPTIONS)),
    synthesiseTurns(turnLines.map((line, index) => ({ line, voice: index % 2 ? ('awb' as const) : ('kal16' as const) }))),
  ]);
  const hums: CallerTurnAudio[] = [];
  for (const [index, hz] of [85, 100, 115, 130].entries())
    for (const stretch of [2, 3, 4.5]) hums.push(await synthesiseHum(hz, 900 + index, stretch));
  const measured: Measured[] = [];
  for (const [kind, clips] of [
    ['backchannel', backchannels],
    ['hum', hums],
    ['interruption', interruptions],
    ['turn start', turns],
  ] as const)
    for (const [index, clip] of clips.entries()) {
      const heard = await firstPiece(clip, 7000 + index, index % 3 === 0 ? 2 : 1);
      if (heard && heard.speechMs <= SHORT_MS)
        measured.push({ kind, text: kind === 'hum' ? `${clip.text} ${index}` : clip.text, voice: clip.voice, ...heard });
      else if (kind === 'backchannel' || kind === 'hum')
        console.log(
          `  (${kind} "${clip.text}" ${clip.voice}: ${heard ? `${heard.speechMs} ms, longer than a backchannel` : 'no speech heard'})`,
        );
    }
  const features: (keyof ShortSpeechSound)[] = ['highBandDb', 'centroidHz', 'fluxDb', 'voicedShare', 'voicedSegments', 'loudFrames'];
  console.log(`\nFirst pieces of ${SHORT_MS} ms or less (what the backchannel rule reads); min / median / max`);
  console.log(['class', 'n', ...features].map((cell) => cell.padEnd(22)).join(''));
  for (const kind of ['backchannel', 'hum', 'interruption', 'turn start'] as const) {
    const rows = measured.filter((row) => row.kind === kind);
    console.log(
      [kind, String(rows.length), ...features.map((feature) => spread(rows.map((row) => row.sound[feature])))]
        .map((cell) => cell.padEnd(22))
        .join(''),
    );
  }
  if (list)
    for (const row of [...measured].sort((a, b) => a.sound.highBandDb - b.sound.highBandDb))
      console.log(
        `  ${row.kind.padEnd(12)} ${row.voice.padEnd(5)} ${String(row.speechMs).padStart(4)} ms high ${row.sound.highBandDb.toFixed(1).padStart(6)} dB centroid ${row.sound.centroidHz.toFixed(0).padStart(5)} flux ${row.sound.fluxDb.toFixed(1).padStart(5)} voiced ${row.sound.voicedShare.toFixed(2)} segs ${row.sound.voicedSegments} loud ${row.sound.loudFrames}  "${row.text.slice(0, 50)}"`,
      );
}

const spread = (values: readonly number[]) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const format = (value: number | undefined) => (value === undefined ? '-' : Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
  return `${format(sorted[0])} / ${format(at(0.5))} / ${format(sorted.at(-1))}`;
};

/** The clip after a second of room, through a listener: its first utterance's opening at the first pause or its end, and its length then. */
async function firstPiece(
  clip: CallerTurnAudio,
  seed: number,
  roomGain: number,
): Promise<{ speechMs: number; sound: ShortSpeechSound } | undefined> {
  let heard: { speechMs: number; sound: ShortSpeechSound } | undefined;
  const listener: CallerListener = new CallerListener({
    speechToText: new FakeSpeechToText(),
    events: {
      speechOnset: () => {},
      speechOnsetLapsed: () => {},
      speechStarted: () => {},
      speechEnded: () => {},
      partial: () => {},
      flushedAtPause: () => {},
      tentativeFinal: (_text, _decision, _words, opening) =>
        void (heard ??= { speechMs: listener.speechMs, sound: measureShortSpeech(opening) }),
      resumed: () => {},
      final: (_text, utterance, _words, opening) =>
        void (heard ??= { speechMs: utterance.endMs - utterance.startMs, sound: measureShortSpeech(opening) }),
      failed: (error) => {
        throw error;
      },
    },
  });
  await listener.open(createFvadDetectorFactory());
  const frames = [...roomNoiseFrames(1000, seed, roomGain), ...clip.frames, ...roomNoiseFrames(2000, seed + 1, roomGain)];
  for (const [index, frame] of frames.entries()) {
    listener.push(frame, index * FRAME_MS, false);
    await new Promise((resolve) => setImmediate(resolve));
    if (heard) break;
  }
  listener.close();
  return heard;
}

await main();
