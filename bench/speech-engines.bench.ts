/**
 * Micro-benchmark of the offline speech engines: node --import tsx bench/speech-engines.bench.ts
 * Prints each engine's figures next to baselines measured in the same run, so numbers from noisy
 * or different machines can be compared as ratios. `--transcripts` also prints what was heard.
 * See bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  concatPcm,
  createFliteTextToSpeech,
  createFvadDetectorFactory,
  createOggOpusEncoder,
  createPocketsphinxSpeechToText,
  type LanguageModelHandle,
  type SpeechToText,
  splitIntoFrames,
  type Voice,
} from '@rehearse/voice';
import {
  createFlitePhonetizer,
  FliteRunner,
  quietNoise,
  QUOTAFLOW_SCENARIO,
  SALES_SENTENCES,
  transcribeFrames,
  wordErrorRate,
  wordsOf,
} from '@rehearse/voice/testing';
import { cpuBaselineMs } from './support/baselines';
import { recogniserOptionsFrom } from './support/recogniser-options';
import { trimToSpeech } from './support/microphone';

/** Sentences that are neither in the sales corpus nor in the tests: an honest error rate. */
const HELD_OUT = [
  'Thanks for calling back so quickly, Dana.',
  'Which team would get the most out of Quotaflow first?',
  'Our biggest customer trained two hundred reps in a month.',
  'If your managers had an extra hour every week, what would they do with it?',
  'Brightwell could start with ten seats and grow from there.',
  'I noticed you are hiring a lot of account executives this year.',
  'What would make this an easy decision for your finance team?',
  'Let me know if Monday morning is better for the demo.',
];
const VOICES: Voice[] = ['male', 'female'];
/** Results of work the benchmark must not let the JIT optimise away. */
let sink = 0;
const report = (name: string, value: string, note = '') => {
  console.log(`${name.padEnd(44)} ${value.padStart(12)}  ${note}`);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function synthesize(tts: ReturnType<typeof createFliteTextToSpeech>, sentences: readonly string[], voice: Voice) {
  const audio: Int16Array[] = [];
  const times: number[] = [];
  for (const sentence of sentences) {
    const start = performance.now();
    const frames: Int16Array[] = [];
    for await (const frame of tts.synthesize(sentence, { voice })) frames.push(frame);
    times.push(performance.now() - start);
    audio.push(concatPcm(frames));
  }
  return { audio, times };
}

/**
 * What flushing at a pause costs in accuracy (decision 0017): each sentence said in two halves with
 * a 300 ms pause between, decoded as one utterance, and flushed 200 ms into the pause with the rest
 * decoded as a second utterance and the texts joined, as the turn loop does when a caller goes on.
 */
async function pausedSentenceWer(
  tts: ReturnType<typeof createFliteTextToSpeech>,
  stt: SpeechToText,
  model: LanguageModelHandle,
  sentences: readonly string[],
) {
  const noise = (ms: number) => splitIntoFrames(quietNoise(16 * ms));
  const decode = async (pieces: Int16Array[][]) => {
    const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const reading = (async () => {
      const finals: string[] = [];
      for await (const result of stream) if (result.type === 'final' && result.text) finals.push(result.text);
      return finals.join(' ');
    })();
    for (const piece of pieces) {
      for (const frame of piece) stream.push(frame);
      stream.flush();
    }
    stream.end();
    return wordsOf(await reading);
  };
  const reference: string[] = [];
  const oneUtterance: string[] = [];
  const flushedInPause: string[] = [];
  for (const sentence of sentences) {
    const words = wordsOf(sentence);
    const half = Math.ceil(words.length / 2);
    const { audio } = await synthesize(tts, [words.slice(0, half).join(' '), words.slice(half).join(' ')], 'male');
    const [first, second] = audio.map((pcm) => trimToSpeech(splitIntoFrames(pcm)));
    reference.push(...words);
    oneUtterance.push(...(await decode([[...noise(300), ...first!, ...noise(300), ...second!, ...noise(300)]])));
    flushedInPause.push(
      ...(await decode([
        [...noise(300), ...first!, ...noise(200)],
        [...noise(100), ...second!, ...noise(300)],
      ])),
    );
  }
  return {
    words: reference.length,
    oneUtterance: wordErrorRate(reference, oneUtterance),
    flushedInPause: wordErrorRate(reference, flushedInPause),
  };
}

/** Streams one utterance paced in real time; returns flush -> final in ms. */
async function finalisationLatency(stt: SpeechToText, model: LanguageModelHandle, pcm: Int16Array): Promise<number> {
  const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
  const iterator = stream[Symbol.asyncIterator]();
  const frames = splitIntoFrames(pcm);
  const start = performance.now();
  for (const [index, frame] of frames.entries()) {
    stream.push(frame);
    const due = start + (index + 1) * 20 - performance.now();
    if (due > 0) await sleep(due);
  }
  const flushedAt = performance.now();
  stream.flush();
  for (let result = await iterator.next(); !result.done; result = await iterator.next()) {
    if (result.value.type === 'final') break;
  }
  const latency = performance.now() - flushedAt;
  stream.close();
  return latency;
}

async function main() {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-bench-'));
  const runner = new FliteRunner();
  const tts = createFliteTextToSpeech(runner);
  // `--background=W`, `--common=N`, and after `--` pocketsphinx arguments replacing the defaults.
  const stt = createPocketsphinxSpeechToText({
    modelCacheDir: cacheDir,
    phonetizer: createFlitePhonetizer(runner),
    ...recogniserOptionsFrom(process.argv.slice(2)).options,
  });
  try {
    const baseline = cpuBaselineMs();
    report('baseline: fixed CPU loop', `${baseline.toFixed(1)} ms`, 'divide figures by this to compare machines');

    await synthesize(tts, ['Warm up.'], 'male');
    const spoken = new Map<Voice, Int16Array[]>();
    for (const voice of VOICES) {
      const { audio, times } = await synthesize(tts, [...SALES_SENTENCES, ...HELD_OUT], voice);
      spoken.set(voice, audio);
      const seconds = audio.reduce((sum, pcm) => sum + pcm.length, 0) / 16_000;
      report(
        `TTS flite ${voice}: ms per sentence (median)`,
        `${median(times).toFixed(1)} ms`,
        `p90 ${percentile(times, 0.9).toFixed(1)} ms, RTF ${(times.reduce((a, b) => a + b, 0) / 1000 / seconds).toFixed(3)}, ${(median(times) / baseline).toFixed(2)}x baseline`,
      );
    }

    const modelStart = performance.now();
    const model = await stt.prepareLanguageModel(QUOTAFLOW_SCENARIO);
    report(
      'STT scenario model build (cold)',
      `${(performance.now() - modelStart).toFixed(0)} ms`,
      `${model.addedWords.length} words added: ${model.addedWords.slice(0, 6).join(', ')}`,
    );
    const warmStart = performance.now();
    await stt.warmUp(model);
    report('STT helper start + model load', `${(performance.now() - warmStart).toFixed(0)} ms`, 'once per helper process');

    const detectors = createFvadDetectorFactory();
    for (const voice of VOICES) {
      const audio = spoken.get(voice)!;
      const frames: Int16Array[] = [...splitIntoFrames(quietNoise(8000))];
      for (const pcm of audio) frames.push(...splitIntoFrames(pcm), ...splitIntoFrames(quietNoise(12_800)));
      const detector = await detectors.create();
      const start = performance.now();
      const utterances = await transcribeFrames(frames, detector, stt.openStream({ sampleRate: 16_000, languageModel: model }));
      const elapsed = performance.now() - start;
      detector.close();
      report(
        `STT ${voice}: real-time factor (as fast as possible)`,
        (elapsed / (frames.length * 20)).toFixed(3),
        `${frames.length * 20} ms of audio incl. pauses, with VAD`,
      );
      const hypotheses = utterances.map((utterance) => wordsOf(utterance.final?.text ?? ''));
      if (process.argv.includes('--transcripts')) for (const words of hypotheses) console.log(`    ${words.join(' ')}`);
      for (const [label, sentences, offset] of [
        ['test set', SALES_SENTENCES, 0],
        ['held-out', HELD_OUT, SALES_SENTENCES.length],
      ] as const) {
        const reference = sentences.flatMap(wordsOf);
        const hypothesis = hypotheses.slice(offset, offset + sentences.length).flat();
        report(
          `STT ${voice}: WER ${label}`,
          `${(wordErrorRate(reference, hypothesis) * 100).toFixed(1)} %`,
          `${reference.length} words${utterances.length === SALES_SENTENCES.length + HELD_OUT.length ? '' : `, ${utterances.length} utterances found`}`,
        );
      }
    }

    const paused = await pausedSentenceWer(tts, stt, model, [...SALES_SENTENCES, ...HELD_OUT]);
    const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
    report(
      'STT male: WER, 300 ms pause mid-sentence',
      percent(paused.flushedInPause),
      `flushed in the pause, two pieces joined; ${percent(paused.oneUtterance)} as one utterance (${paused.words} words)`,
    );

    const latencies: number[] = [];
    for (const pcm of spoken.get('female')!.slice(0, 6))
      latencies.push(await finalisationLatency(stt, model, concatPcm([pcm, quietNoise(4800)])));
    report(
      'STT end of speech -> final (flush -> final)',
      `${median(latencies).toFixed(1)} ms`,
      `median of ${latencies.length}, max ${Math.max(...latencies).toFixed(1)} ms, real-time paced; hidden in the pause when the reply is prepared there`,
    );

    const minute = concatPcm([...spoken.get('male')!, ...spoken.get('female')!]).subarray(0, 60 * 16_000);
    const minuteFrames = splitIntoFrames(minute);
    // Per-frame figures: the median of several rounds, so the first (cold, unoptimised) round does not count.
    const perFrameMicros = (work: (frame: Int16Array) => void) => {
      const rounds: number[] = [];
      for (let round = 0; round < 5; round++) {
        const start = performance.now();
        for (const frame of minuteFrames) work(frame);
        rounds.push(((performance.now() - start) * 1000) / minuteFrames.length);
      }
      return median(rounds);
    };
    const copyMicros = perFrameMicros((frame) => void (sink += frame.slice()[0]!));
    report('baseline: copy one 20 ms frame', `${copyMicros.toFixed(2)} µs`, 'the no-op the per-frame figures compare to');
    const detector = await detectors.create();
    const vadMicros = perFrameMicros((frame) => void (sink += detector.isSpeech(frame) ? 1 : 0));
    detector.close();
    report('VAD fvad mode 3: per 20 ms frame', `${vadMicros.toFixed(2)} µs`, `${(vadMicros / copyMicros).toFixed(1)}x a frame copy`);

    let bytes = 0;
    const encodeStart = performance.now();
    const writer = await createOggOpusEncoder().open({ write: async (page) => void (bytes += page.length), close: async () => undefined });
    for (const frame of minuteFrames) await writer.write(frame);
    await writer.finish();
    const encodeMs = performance.now() - encodeStart;
    report(
      'Recording Ogg Opus 16 kbps: real-time factor',
      (encodeMs / (minute.length / 16)).toFixed(4),
      `${encodeMs.toFixed(0)} ms for ${(minute.length / 16_000).toFixed(0)} s, ${(bytes / 1024).toFixed(0)} KiB/min`,
    );
  } finally {
    await stt.close();
    await tts.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

await main();
if (Number.isNaN(sink)) console.log(sink);
