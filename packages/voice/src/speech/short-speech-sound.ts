import { YIN } from 'pitchfinder';
import { FRAME_SAMPLES, SAMPLE_RATE } from './speech.ports';

/**
 * How a short stretch of caller speech sounds, without its words: whether it was a hum ("mm-hm",
 * "hmm") or words. A hum is voiced through the nose with the mouth closed, so its spectrum is
 * low-pass (little above 1 kHz, no fricative hiss); words open the mouth (formants above 1 kHz).
 * The recogniser cannot say which: pocketsphinx hears a murmur as words. The spectral change,
 * centroid and voiced stretches are measured too, but on the tuning sets only the high band told
 * hums from words with a margin, so `soundsHummed` reads that and the voicing (decision 73). Pure:
 * 20 ms frames in, figures out; `backchannel.ts` reads them.
 */
export interface ShortSpeechSound {
  /** Energy 1-4 kHz against 80 Hz-1 kHz over the loud frames, in dB: a hum sits far below words. */
  highBandDb: number;
  /** The loud frames' mean spectral centroid, 80 Hz-8 kHz. */
  centroidHz: number;
  /** How much the spectrum changes from one loud frame to the next: mean |change| per band, in dB. */
  fluxDb: number;
  /** Share of the loud frames with a pitch. */
  voicedShare: number;
  /** Voiced stretches, split by 40 ms or more without voice: "mm-hm" and "uh-huh" have two. */
  voicedSegments: number;
  /** The loud frames the figures came from (20 ms each). */
  loudFrames: number;
}

/** Frames within this many dB of the loudest are the sound; the rest is the room around it. */
const LOUD_WITHIN_DB = 20;
const FFT_SIZE = 512;
const HZ_PER_BIN = SAMPLE_RATE / FFT_SIZE;
const MIN_PITCH_HZ = 60;
const MAX_PITCH_HZ = 400;
/** Band edges for the spectral change, spaced as hearing spaces them (roughly log). */
const FLUX_BAND_EDGES_HZ = [
  100, 200, 300, 400, 510, 630, 770, 920, 1080, 1270, 1480, 1720, 2000, 2320, 2700, 3150, 3700, 4400, 5300, 6400, 7700,
];
/** Bands more than this far below the frame's loudest band are floored there: noise, not the sound's shape. */
const FLUX_FLOOR_DB = 50;

const detectPitch = YIN({ sampleRate: SAMPLE_RATE / 2, threshold: 0.15 });
const HANN = Float64Array.from({ length: FRAME_SAMPLES }, (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (FRAME_SAMPLES - 1)));

/** `frames`: the utterance as the recogniser got it (its pre-roll of room included; quiet frames are left out). */
export function measureShortSpeech(frames: readonly Int16Array[]): ShortSpeechSound {
  const levels = frames.map(levelDb);
  const loudest = Math.max(...levels, -120);
  const loud = levels.map((level) => level >= loudest - LOUD_WITHIN_DB && level > -70);
  let low = 0;
  let high = 0;
  let centroidSum = 0;
  let fluxSum = 0;
  let fluxCount = 0;
  let previousBands: number[] | undefined;
  let loudFrames = 0;
  let voicedFrames = 0;
  const voiced: boolean[] = [];
  frames.forEach((frame, index) => {
    const isVoiced = loud[index]! && index > 0 && hasPitch(frames[index - 1]!, frame);
    voiced.push(isVoiced);
    if (!loud[index]) {
      previousBands = undefined;
      return;
    }
    loudFrames++;
    if (isVoiced) voicedFrames++;
    const power = powerSpectrum(frame);
    low += bandPower(power, 80, 1000);
    high += bandPower(power, 1000, 4000);
    centroidSum += centroid(power);
    const bands = bandLevels(power);
    if (previousBands) {
      fluxSum += bands.reduce((sum, level, band) => sum + Math.abs(level - previousBands![band]!), 0) / bands.length;
      fluxCount++;
    }
    previousBands = bands;
  });
  return {
    highBandDb: 10 * Math.log10((high + 1e-12) / (low + 1e-12)),
    centroidHz: loudFrames ? centroidSum / loudFrames : Number.NaN,
    fluxDb: fluxCount ? fluxSum / fluxCount : Number.NaN,
    voicedShare: loudFrames ? voicedFrames / loudFrames : 0,
    voicedSegments: countStretches(voiced),
    loudFrames,
  };
}

/** Runs of voiced frames; a gap of one frame (a pitch missed) does not split a run. */
function countStretches(voiced: readonly boolean[]): number {
  let stretches = 0;
  let gap = Number.POSITIVE_INFINITY;
  for (const isVoiced of voiced) {
    if (isVoiced) {
      if (gap >= 2) stretches++;
      gap = 0;
    } else gap++;
  }
  return stretches;
}

/** YIN on the 40 ms ending with `frame`, at 8 kHz (as `prosody.ts` measures pitch). */
function hasPitch(previous: Int16Array, frame: Int16Array): boolean {
  const half = FRAME_SAMPLES / 2;
  const window = new Float32Array(FRAME_SAMPLES);
  for (let index = 0; index < half; index++) {
    window[index] = (previous[2 * index]! + previous[2 * index + 1]!) / 65536;
    window[half + index] = (frame[2 * index]! + frame[2 * index + 1]!) / 65536;
  }
  const hz = detectPitch(window);
  return hz !== null && hz >= MIN_PITCH_HZ && hz <= MAX_PITCH_HZ;
}

function levelDb(frame: Int16Array): number {
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return 10 * Math.log10(sum / frame.length + 1e-9) - 90.3;
}

function bandPower(power: Float64Array, fromHz: number, toHz: number): number {
  let sum = 0;
  for (let bin = Math.ceil(fromHz / HZ_PER_BIN); bin < Math.min(power.length, toHz / HZ_PER_BIN); bin++) sum += power[bin]!;
  return sum;
}

function centroid(power: Float64Array): number {
  let weighted = 0;
  let total = 0;
  for (let bin = Math.ceil(80 / HZ_PER_BIN); bin < power.length; bin++) {
    weighted += bin * HZ_PER_BIN * power[bin]!;
    total += power[bin]!;
  }
  return total > 0 ? weighted / total : 0;
}

function bandLevels(power: Float64Array): number[] {
  const levels = FLUX_BAND_EDGES_HZ.slice(1).map((toHz, band) => {
    const fromHz = FLUX_BAND_EDGES_HZ[band]!;
    const bins = Math.max(1, Math.floor(toHz / HZ_PER_BIN) - Math.ceil(fromHz / HZ_PER_BIN));
    return 10 * Math.log10(bandPower(power, fromHz, toHz) / bins + 1e-12);
  });
  const top = Math.max(...levels);
  return levels.map((level) => Math.max(level, top - FLUX_FLOOR_DB));
}

/** The power spectrum (bins 0 to half the FFT size) of one Hann-windowed frame, zero-padded. */
function powerSpectrum(frame: Int16Array): Float64Array {
  const real = new Float64Array(FFT_SIZE);
  const imaginary = new Float64Array(FFT_SIZE);
  for (let index = 0; index < frame.length; index++) real[index] = (frame[index]! / 32768) * HANN[index]!;
  fft(real, imaginary);
  const power = new Float64Array(FFT_SIZE / 2);
  for (let bin = 0; bin < power.length; bin++) power[bin] = real[bin]! ** 2 + imaginary[bin]! ** 2;
  return power;
}

const TWIDDLE_COS = Float64Array.from({ length: FFT_SIZE / 2 }, (_, index) => Math.cos((-2 * Math.PI * index) / FFT_SIZE));
const TWIDDLE_SIN = Float64Array.from({ length: FFT_SIZE / 2 }, (_, index) => Math.sin((-2 * Math.PI * index) / FFT_SIZE));

/** In-place radix-2 FFT of `FFT_SIZE` points. */
function fft(real: Float64Array, imaginary: Float64Array): void {
  const size = real.length;
  for (let index = 1, reversed = 0; index < size; index++) {
    let bit = size >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      [real[index], real[reversed]] = [real[reversed]!, real[index]!];
      [imaginary[index], imaginary[reversed]] = [imaginary[reversed]!, imaginary[index]!];
    }
  }
  for (let length = 2; length <= size; length <<= 1) {
    const step = FFT_SIZE / length;
    for (let start = 0; start < size; start += length) {
      for (let offset = 0; offset < length / 2; offset++) {
        const cos = TWIDDLE_COS[offset * step]!;
        const sin = TWIDDLE_SIN[offset * step]!;
        const evenIndex = start + offset;
        const oddIndex = evenIndex + length / 2;
        const oddReal = real[oddIndex]! * cos - imaginary[oddIndex]! * sin;
        const oddImaginary = real[oddIndex]! * sin + imaginary[oddIndex]! * cos;
        real[oddIndex] = real[evenIndex]! - oddReal;
        imaginary[oddIndex] = imaginary[evenIndex]! - oddImaginary;
        real[evenIndex] = real[evenIndex]! + oddReal;
        imaginary[evenIndex] = imaginary[evenIndex]! + oddImaginary;
      }
    }
  }
}

/**
 * Above 1 kHz a hum keeps at most this much of its energy below it. Measured (decision 73, tuning
 * sets, each first piece of 900 ms or less through the real listener): awb's held "m" hums -34 to
 * -36 dB; no turn start (205), interruption or worded backchannel came under -24 dB ("Who", a
 * rounded back vowel, -23.9; "No worries" -21). The line sits between, 5 dB from each.
 */
export const HUM_MAX_HIGH_BAND_DB = -29;
/** Most of a hum is voiced (a pitch in 30-70 % of its loud frames, the rest its onset and dip): a low rumble is not. */
const HUM_MIN_VOICED_SHARE = 0.25;
/** At least 100 ms of sound. */
const HUM_MIN_LOUD_FRAMES = 5;

/** A hum ("mm-hm", "mm", "hmm" with the mouth closed): voiced, and almost nothing above 1 kHz. */
export function soundsHummed(sound: ShortSpeechSound): boolean {
  return sound.loudFrames >= HUM_MIN_LOUD_FRAMES && sound.voicedShare >= HUM_MIN_VOICED_SHARE && sound.highBandDb <= HUM_MAX_HIGH_BAND_DB;
}
