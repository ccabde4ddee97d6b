import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_MESSAGE } from '@rehearse/domain';
import type { ServerMessage, TranscriptEntry } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSpeechEngines, type OfflineSpeechEngines } from '../speech/offline-speech-engines';
import { splitIntoFrames } from '../speech/pcm-audio';
import type { LanguageModelHandle } from '../speech/speech.ports';
import { QUOTAFLOW_SCENARIO, quietNoise, wordErrorRate, wordsOf } from '../speech/speech.test-support';
import { createCallPipeline } from './call-pipeline';
import type { CallPipelineSummary } from './call-pipeline.types';
import { systemTimerClock } from './call-pipeline.types';
import { FakeDialogue } from './fake-call-engines.test-support';

/**
 * The turn loop with the real offline engines on the real clock: flite speaks the buyer (and, for
 * the test, the caller), fvad and endpointing cut the caller's turn, pocketsphinx writes it down.
 * Only the dialogue is scripted.
 */
// The engines as the composition root makes them.
let cacheDir: string;
let speech: OfflineSpeechEngines;
let model: LanguageModelHandle;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-pipeline-'));
  speech = createOfflineSpeechEngines(cacheDir);
  model = await speech.speechToText.prepareLanguageModel(QUOTAFLOW_SCENARIO);
  await speech.speechToText.warmUp(model);
});

afterAll(async () => {
  await speech?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const CALLER_SENTENCE = 'Hi Dana, this is Sam from Quotaflow, do you have a minute?';
const BUYER_REPLY = 'Sure, I have a minute. What is it about?';

describe('call pipeline with the offline engines', () => {
  it('hears a spoken caller sentence and answers with audio, in real time', async () => {
    const callerSpeech: Int16Array[] = [];
    for await (const frame of speech.textToSpeech.synthesize(CALLER_SENTENCE, { voice: 'female' })) callerSpeech.push(frame);

    const startedAt = performance.now();
    const at = () => performance.now() - startedAt;
    const audioSentAt: number[] = [];
    const entries: TranscriptEntry[] = [];
    const messages: ServerMessage[] = [];
    let recordedFrames = 0;
    let summary: CallPipelineSummary | undefined;
    const dialogue = new FakeDialogue(systemTimerClock, [BUYER_REPLY]);
    const pipeline = createCallPipeline(
      {
        callId: 'offline-call',
        engines: { speechToText: speech.speechToText, textToSpeech: speech.textToSpeech, voiceActivity: speech.voiceActivity, dialogue },
        dialogue: {
          systemPrompt: 'You are Dana.',
          scenario: {
            title: 't',
            product: 'Quotaflow',
            customerProfile: 'Dana',
            salesStage: null,
            persona: null,
            gender: 'Male',
            companyUrl: null,
          },
          temperature: 0.7,
          firstMessage: FIRST_MESSAGE,
        },
        voice: 'male',
        languageModel: model,
        maxDurationMs: 30_000,
      },
      {
        sendAudio: () => audioSentAt.push(at()),
        sendMessage: (message) => messages.push(message),
        transcript: (entry) => entries.push(entry),
        recording: (frames) => (recordedFrames += frames.length),
        ended: (ended) => (summary = ended),
      },
    );
    await pipeline.start();

    // The microphone, one frame every 20 ms: quiet room noise, the caller's sentence once the first message has played.
    const noise = () => splitIntoFrames(quietNoise(320))[0]!;
    let speechFrom: number | undefined;
    let speechEndMs = 0;
    for (let index = 0; at() < 20_000; index++) {
      const wait = index * 20 - at();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (speechFrom === undefined && entries.some((entry) => entry.role === 'assistant')) speechFrom = index + 15;
      const speechIndex = speechFrom === undefined ? -1 : index - speechFrom;
      const frame = callerSpeech[speechIndex] ?? noise();
      if (speechIndex === callerSpeech.length - 1) speechEndMs = at();
      pipeline.pushCallerAudio(frame);
      if (entries.filter((entry) => entry.role === 'assistant').length === 2) break;
    }
    const ended = await pipeline.end('customer-ended-call');

    const heard = entries.find((entry) => entry.role === 'user');
    const hypothesis = wordsOf(heard?.text ?? '');
    expect(wordErrorRate(wordsOf(CALLER_SENTENCE), hypothesis), heard?.text).toBeLessThan(0.35);
    expect(hypothesis).toContain('quotaflow');
    expect(dialogue.requests[0]?.at(-1)).toEqual({ role: 'caller', text: heard?.text });
    expect(entries.map((entry) => entry.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(entries.at(-1)?.text).toBe(BUYER_REPLY);

    // The reply's audio came out after the caller stopped, and in real time (not all at once).
    const replyAudio = audioSentAt.filter((sentAt) => sentAt > speechEndMs);
    const replySpanMs = replyAudio.at(-1)! - replyAudio[0]!;
    expect(replyAudio.length).toBeGreaterThan(50);
    expect(replySpanMs).toBeGreaterThan(replyAudio.length * 20 - 300);
    expect(
      messages.filter((message) => message.type === 'transcript' && message.role === 'user' && message.transcriptType === 'partial').length,
    ).toBeGreaterThan(0);

    expect(summary).toEqual(ended);
    // The recording runs from the first message to the end, rounded up to a whole frame.
    expect(recordedFrames).toBe(Math.ceil(ended.durationMs / 20));
  });
});
