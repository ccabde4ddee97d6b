import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { concatPcm, FRAME_MS, FRAME_SAMPLES, parseWav, splitIntoFrames } from '@rehearse/voice';
import { trimToSpeech } from '../support/microphone';
import { partsOf, type CallerVoice } from './hesitant-callers';

const run = promisify(execFile);

/** A caller turn as frames to send, and where its pauses are (frame indices, end exclusive). */
export interface CallerTurnAudio {
  text: string;
  voice: CallerVoice;
  frames: Int16Array[];
  pauses: { text: string; fromFrame: number; toFrame: number; ms: number }[];
  /** 'whole': one utterance cut at the marks (sentence intonation kept); 'parts': each part alone. */
  synthesis: 'whole' | 'parts';
  /** The room's noise under the turn against the existing set's (1: about -45 dBFS); the same room fills the gaps between turns. */
  roomGain: number;
}

/**
 * Room noise: a low rumble (low-passed noise) and a faint hiss, about -45 dBFS, never digital
 * silence. Mixed under the speech and filling the pauses, so the detector hears a room, not a
 * studio. fvad (mode 3) calls none of it speech (checked by the benchmark before it starts).
 */
export function roomNoise(samples: number, seed = 7): Int16Array {
  const noise = new Int16Array(samples);
  let state = seed;
  let rumble = 0;
  for (let index = 0; index < samples; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const white = (state / 0x7fffffff) * 2 - 1;
    rumble = rumble * 0.97 + white * 0.03;
    noise[index] = Math.round(rumble * 1400 + white * 60);
  }
  return noise;
}

/** Debian's flite binary, with one of its own voices (never the buyer's wasm voices); `-psdur` gives each phone's end time. */
async function flite(
  text: string,
  voice: CallerVoice,
  workDir: string,
): Promise<{ samples: Int16Array; phones: { phone: string; endS: number }[] }> {
  const file = path.join(workDir, `${voice}-${Math.random().toString(36).slice(2)}.wav`);
  const { stdout } = await run('flite', ['-voice', voice, '-psdur', '-t', text, '-o', file]);
  const wav = parseWav(new Uint8Array(await readFile(file)));
  await rm(file, { force: true });
  if (wav.sampleRate !== 16_000) throw new Error(`flite ${voice} gave ${wav.sampleRate} Hz, not 16 kHz`);
  const phones = stdout
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [phone = '', end = '0'] = item.split(':');
      return { phone, endS: Number(end) };
    });
  return { samples: wav.samples, phones };
}

const wordsOf = (text: string) => text.match(/[A-Za-z0-9'-]+/g) ?? [];

/** How many phones flite gives a word said alone, by voice and word. */
const phoneCounts = new Map<string, Promise<number>>();
function phonesInWord(word: string, voice: CallerVoice, workDir: string): Promise<number> {
  const key = `${voice} ${word.toLowerCase()}`;
  let count = phoneCounts.get(key);
  if (!count)
    phoneCounts.set(
      key,
      (count = flite(word, voice, workDir).then(({ phones }) => phones.filter((phone) => phone.phone !== 'pau').length)),
    );
  return count;
}

/**
 * A line is synthesised whole, so each part keeps the intonation it has inside the sentence (a
 * level or high pitch before a comma, a fall at the end), then cut after the word before each
 * mark: flite's own short pause there is replaced by the mark's length of room noise. Each word's
 * phones are counted by synthesising it alone, to find where it ends in the sentence.
 */
export async function synthesiseTurn(line: string, voice: CallerVoice, workDir: string, seed: number): Promise<CallerTurnAudio> {
  const parts = partsOf(line);
  const whole = await flite(parts.map((part) => part.text).join(' '), voice, workDir);
  const spoken = whole.phones
    .map((phone, index) => ({ ...phone, startS: whole.phones[index - 1]?.endS ?? 0 }))
    .filter((phone) => phone.phone !== 'pau');
  const cuts: { fromS: number; toS: number; pauseMs: number; text: string }[] = [];
  let phoneIndex = 0;
  for (const part of parts) {
    for (const word of wordsOf(part.text)) phoneIndex += await phonesInWord(word, voice, workDir);
    if (part.pauseAfterMs === 0) continue;
    const lastPhone = spoken[phoneIndex - 1];
    const nextPhone = spoken[phoneIndex];
    if (!lastPhone || !nextPhone) return synthesiseByParts(line, voice, workDir, seed);
    cuts.push({ fromS: lastPhone.endS, toS: nextPhone.startS, pauseMs: part.pauseAfterMs, text: part.text });
  }
  // A word said differently in the sentence than alone: that line's parts are synthesised apart.
  if (phoneIndex !== spoken.length) return synthesiseByParts(line, voice, workDir, seed);
  const pieces: Int16Array[] = [];
  const pauses: CallerTurnAudio['pauses'] = [];
  let fromSample = 0;
  let samples = 0;
  const take = (to: number) => {
    const piece = whole.samples.subarray(fromSample, to);
    pieces.push(piece);
    samples += piece.length;
  };
  for (const cut of cuts) {
    take(Math.round(cut.fromS * 16_000));
    // Pauses start on a frame boundary, so the benchmark knows which frame begins each.
    const pad = (FRAME_SAMPLES - (samples % FRAME_SAMPLES)) % FRAME_SAMPLES;
    const count = Math.round(cut.pauseMs / FRAME_MS);
    pieces.push(new Int16Array(pad + count * FRAME_SAMPLES));
    const fromFrame = (samples + pad) / FRAME_SAMPLES;
    pauses.push({ text: cut.text, fromFrame, toFrame: fromFrame + count, ms: cut.pauseMs });
    samples += pad + count * FRAME_SAMPLES;
    fromSample = Math.round(cut.toS * 16_000);
  }
  take(whole.samples.length);
  const frames = splitIntoFrames(concatPcm(pieces));
  // Trimmed to speech at both ends; the pauses move with the start.
  const first = frames.findIndex((frame) => trimToSpeech([frame]).length > 0);
  const shifted = pauses.map((pause) => ({ ...pause, fromFrame: pause.fromFrame - first, toFrame: pause.toFrame - first }));
  return withRoomNoise(line, voice, trimToSpeech(frames), shifted, seed, 'whole');
}

/** The fallback: each part synthesised as an utterance of its own (its end then sounds final). */
async function synthesiseByParts(line: string, voice: CallerVoice, workDir: string, seed: number): Promise<CallerTurnAudio> {
  const frames: Int16Array[] = [];
  const pauses: CallerTurnAudio['pauses'] = [];
  for (const part of partsOf(line)) {
    frames.push(...trimToSpeech(splitIntoFrames((await flite(part.text, voice, workDir)).samples)));
    if (part.pauseAfterMs === 0) continue;
    const count = Math.round(part.pauseAfterMs / FRAME_MS);
    pauses.push({ text: part.text, fromFrame: frames.length, toFrame: frames.length + count, ms: part.pauseAfterMs });
    for (let index = 0; index < count; index++) frames.push(new Int16Array(FRAME_SAMPLES));
  }
  return withRoomNoise(line, voice, frames, pauses, seed, 'parts');
}

/** The same room noise as `withRoomNoise` mixed under the turn (same seed), `gain - 1` times more of it. */
function louderRoom(turn: CallerTurnAudio, gain: number, seed: number): CallerTurnAudio {
  const extra = roomNoise(turn.frames.length * FRAME_SAMPLES, seed);
  const mixed = concatPcm(turn.frames).map((sample, index) =>
    Math.max(-32768, Math.min(32767, Math.round(sample + (gain - 1) * extra[index]!))),
  );
  return { ...turn, frames: splitIntoFrames(mixed), roomGain: gain };
}

/** `ms` of the room alone at `gain`, in 20 ms frames: what the caller's microphone hears between turns. */
export function roomNoiseFrames(ms: number, seed: number, gain = 1): Int16Array[] {
  const samples = roomNoise((ms / FRAME_MS) * FRAME_SAMPLES, seed).map((sample) => Math.round(sample * gain));
  return splitIntoFrames(samples);
}

function withRoomNoise(
  line: string,
  voice: CallerVoice,
  frames: Int16Array[],
  pauses: CallerTurnAudio['pauses'],
  seed: number,
  synthesis: CallerTurnAudio['synthesis'],
): CallerTurnAudio {
  const noise = roomNoise(frames.length * FRAME_SAMPLES, seed);
  const mixed = concatPcm(frames).map((sample, index) => Math.max(-32768, Math.min(32767, sample + noise[index]!)));
  return { text: line.replace(/\s*\{\d+\}\s*/g, ' '), voice, frames: splitIntoFrames(mixed), pauses, synthesis, roomGain: 1 };
}

/** Every line, two flite processes at a time; `roomGain` scales the room noise under them (1: about -45 dBFS). */
export async function synthesiseTurns(lines: readonly { line: string; voice: CallerVoice }[], roomGain = 1): Promise<CallerTurnAudio[]> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rehearse-callers-'));
  try {
    const results: CallerTurnAudio[] = new Array(lines.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < lines.length; index = next++)
        results[index] = await synthesiseTurn(lines[index]!.line, lines[index]!.voice, workDir, index + 1);
    };
    await Promise.all([worker(), worker()]);
    return roomGain === 1 ? results : results.map((turn, index) => louderRoom(turn, roomGain, index + 1));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * A hummed "mm-hm" (two closed-mouth hums, the second higher, a 60 ms dip between), as flite's awb
 * voice makes an "m" phone held and pitched on request. `flite -t "mm-hm"` spells the letters
 * ("eh m eh m ey ch eh m") in both voices, and kal16 (a diphone voice) cannot hold an "m"
 * (decision 73). `lowHz` is the first hum's pitch; the second is 3 semitones higher.
 */
export async function synthesiseHum(lowHz: number, seed: number, stretch = 3): Promise<CallerTurnAudio> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rehearse-hum-'));
  try {
    const hum = async (hz: number) => {
      const file = path.join(workDir, `${hz}.wav`);
      await run('flite', [
        '-voice',
        'awb',
        '--setf',
        `duration_stretch=${stretch}`,
        '--setf',
        `int_f0_target_mean=${hz}`,
        '-p',
        'pau m pau',
        '-o',
        file,
      ]);
      return trimToSpeech(splitIntoFrames(parseWav(new Uint8Array(await readFile(file))).samples));
    };
    const frames = [
      ...(await hum(lowHz)),
      ...Array.from({ length: 3 }, () => new Int16Array(FRAME_SAMPLES)),
      ...(await hum(lowHz * 2 ** (3 / 12))),
    ];
    return withRoomNoise('mm-hm (hummed)', 'awb', frames, [], seed, 'parts');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
