import { YIN } from 'pitchfinder';
import { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE } from './speech.ports';

/**
 * How the caller's last words sounded: the pitch and loudness of the end of their speech against
 * the rest of it. Speakers lower their pitch at the end of a statement (final lowering) and hold it
 * level or high where they mean to go on ("Hi Dana, ...", "and, um, ..."). Pure: frames in,
 * figures out; the end-of-turn decision reads them.
 */
export interface Prosody {
  /** Pitch of the last voiced stretch, in semitones above 100 Hz (NaN: too little voicing). */
  finalPitchSt: number;
  /** The median pitch of these frames, in semitones above 100 Hz (NaN: too little voicing). */
  medianPitchSt: number;
  /** Every voiced window's pitch, in semitones above 100 Hz: the caller's range builds up from these over a call. */
  pitchesSt: number[];
  /** How the pitch moved over the last voiced stretch, in semitones (end minus start; NaN when unknown). */
  finalSlopeSt: number;
  /** Loudness of the last 100 ms of speech against the median of the speech, in dB (negative: fading). */
  finalEnergyDb: number;
  /** Voiced windows the figures came from. */
  voicedWindows: number;
  /** The loudness of each frame looked at (the last second), in dB against the loudest: the contour later rules and the bench read. */
  levelsDb?: number[];
  /** For each of `pitchesSt`, how many frames before the end of speech its window ends (0: the last). */
  pitchFramesFromEnd?: number[];
}

export type ProsodicEnding = 'falling' | 'level' | 'rising' | 'unknown';

/** Frames of speech looked at: the last second. */
export const PROSODY_FRAMES = 50;
/** The end whose pitch is compared: the last 400 ms of speech. */
const FINAL_FRAMES = 20;
const MIN_HZ = 60;
const MAX_HZ = 400;

/**
 * YIN at 8 kHz on 40 ms windows, one every 40 ms: voice pitch stays well under 4 kHz's limit, and it
 * costs a few milliseconds a pause instead of tens (YIN's cost grows with the window's square).
 */
const detectPitch = YIN({ sampleRate: SAMPLE_RATE / 2, threshold: 0.15 });

/** `frames`: the caller's speech up to its last speech frame (the pause after it left out), oldest first. */
export function measureProsody(frames: readonly Int16Array[]): Prosody {
  const recent = frames.slice(-PROSODY_FRAMES);
  const levels = recent.map(levelDb);
  const loudest = Math.max(...levels, -120);
  // Pitch of each 40 ms window (two frames), where the window is loud enough to be voiced speech.
  const pitches: { index: number; semitones: number }[] = [];
  for (let index = recent.length - 1; index >= 1; index -= 2) {
    if (levels[index]! < loudest - 25) continue;
    const hz = detectPitch(windowOf(recent[index - 1]!, recent[index]!));
    if (hz !== null && hz >= MIN_HZ && hz <= MAX_HZ) pitches.push({ index, semitones: 12 * Math.log2(hz / 100) });
  }
  pitches.reverse();
  const speechLevels = levels.filter((level) => level >= loudest - 25);
  const lastLevels = levels.slice(-Math.round(100 / FRAME_MS));
  const finalEnergyDb = speechLevels.length ? mean(lastLevels) - median(speechLevels) : Number.NaN;
  const final = pitches.filter((pitch) => pitch.index >= recent.length - FINAL_FRAMES);
  const pitchesSt = pitches.map((pitch) => pitch.semitones);
  const contour = {
    levelsDb: levels.map((level) => Math.round((level - loudest) * 10) / 10),
    pitchFramesFromEnd: pitches.map((pitch) => recent.length - 1 - pitch.index),
  };
  if (pitches.length < 4 || final.length < 2)
    return {
      finalPitchSt: Number.NaN,
      medianPitchSt: Number.NaN,
      pitchesSt,
      finalSlopeSt: Number.NaN,
      finalEnergyDb,
      voicedWindows: pitches.length,
      ...contour,
    };
  const lastThree = final.slice(-3).map((pitch) => pitch.semitones);
  const firstThree = final.slice(0, 3).map((pitch) => pitch.semitones);
  return {
    finalPitchSt: median(lastThree),
    medianPitchSt: median(pitchesSt),
    pitchesSt,
    finalSlopeSt: median(lastThree) - median(firstThree),
    finalEnergyDb,
    voicedWindows: pitches.length,
    ...contour,
  };
}

/**
 * Falling: the end sits well below the speaker's usual pitch, or drops over the last stretch.
 * Rising: it ends above it. Level: neither (a held note, as before a comma). Unknown: too little
 * voicing to say (a whisper, a noise, an unvoiced last word).
 */
/**
 * A fall must reach 3 semitones below the caller's usual pitch: on the hesitant-speech set, flite's
 * awb drops 2-5 semitones before its commas too, so a smaller fall ended turns that were not over.
 */
export const DEFAULT_PITCH_THRESHOLDS = { fallSt: -3, riseSt: 1.5 };

export function prosodicEnding(
  prosody: Prosody,
  callerMedianSt = prosody.medianPitchSt,
  thresholds = DEFAULT_PITCH_THRESHOLDS,
): ProsodicEnding {
  const { finalSlopeSt } = prosody;
  const relative = prosody.finalPitchSt - callerMedianSt;
  if (!Number.isFinite(relative)) return 'unknown';
  if (relative <= thresholds.fallSt || finalSlopeSt <= thresholds.fallSt * 1.5) return 'falling';
  if (relative >= thresholds.riseSt) return 'rising';
  return 'level';
}

/** Two 20 ms frames at 8 kHz (each pair of samples averaged: a crude low-pass before halving the rate). */
function windowOf(first: Int16Array, second: Int16Array): Float32Array {
  const half = FRAME_SAMPLES / 2;
  const window = new Float32Array(FRAME_SAMPLES);
  for (let index = 0; index < half; index++) {
    window[index] = (first[2 * index]! + first[2 * index + 1]!) / 65536;
    window[half + index] = (second[2 * index]! + second[2 * index + 1]!) / 65536;
  }
  return window;
}

function levelDb(frame: Int16Array): number {
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return 10 * Math.log10(sum / frame.length + 1e-9) - 90.3;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
