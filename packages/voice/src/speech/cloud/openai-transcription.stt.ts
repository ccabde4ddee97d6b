import { AsyncQueue } from '../async-queue';
import { concatPcm, encodeWav } from '../pcm-audio';
import { SAMPLE_RATE, SpeechProviderError } from '../speech.ports';
import type { RecognisedWord, SpeechToText, SpeechToTextResult, SpeechToTextStream } from '../speech.ports';
import { VocabularyRegistry, type ScenarioVocabulary } from './scenario-vocabulary';
import { requestSpeechJson, type FetchFunction } from './speech-http';

const PROVIDER = 'openai-transcription';
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_TRANSCRIPTION_MODEL = 'gpt-4o-mini-transcribe';
/** OpenAI refuses audio shorter than 0.1 s; such an utterance is heard as nothing. */
const MIN_SAMPLES = SAMPLE_RATE / 10;

export interface OpenAiTranscriptionOptions {
  apiKey: string;
  /** `https://api.openai.com/v1`; `/audio/transcriptions` is appended. */
  baseUrl?: string;
  /** `gpt-4o-mini-transcribe`, `gpt-4o-transcribe` or `whisper-1` (the one that also times words). */
  model?: string;
  language?: string;
  timeoutMs?: number;
  fetch?: FetchFunction;
}

interface Settings {
  url: string;
  apiKey: string;
  model: string;
  language: string;
  timeoutMs: number;
  fetch: FetchFunction | undefined;
}

/**
 * Speech-to-text on OpenAI's transcription API: not streaming, so a stream keeps its utterance's
 * audio until `flush()`, then sends it as one WAV file and yields one final. The scenario's names
 * go in the `prompt`, which is how this API is told which spellings to expect.
 */
export function createOpenAiTranscriptionSpeechToText(options: OpenAiTranscriptionOptions): SpeechToText {
  const settings: Settings = {
    url: `${(options.baseUrl ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '')}/audio/transcriptions`,
    apiKey: options.apiKey,
    model: options.model ?? OPENAI_DEFAULT_TRANSCRIPTION_MODEL,
    language: options.language ?? 'en',
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
  };
  const vocabularies = new VocabularyRegistry(PROVIDER);
  const streams = new Set<TranscriptionStream>();
  return {
    capabilities: { streaming: false, interimResults: false },
    async prepareLanguageModel(source) {
      return vocabularies.prepare(source);
    },
    openStream(streamOptions) {
      const stream: TranscriptionStream = new TranscriptionStream(settings, vocabularies.find(streamOptions.languageModel), () =>
        streams.delete(stream),
      );
      streams.add(stream);
      return stream;
    },
    async close() {
      for (const stream of [...streams]) stream.close();
    },
  };
}

class TranscriptionStream implements SpeechToTextStream {
  private readonly results = new AsyncQueue<SpeechToTextResult>();
  private readonly controller = new AbortController();
  private chunks: Int16Array[] = [];
  private samplesPushed = 0;
  private utteranceStart = 0;
  /** Finals go out in flush order even when a later request answers first. */
  private delivered: Promise<void> = Promise.resolve();
  private ending = false;
  private finished = false;

  constructor(
    private readonly settings: Settings,
    private readonly vocabulary: ScenarioVocabulary | undefined,
    private readonly onFinished: () => void,
  ) {}

  push(pcm: Int16Array): void {
    if (this.finished || this.ending || pcm.length === 0) return;
    this.chunks.push(pcm.slice());
    this.samplesPushed += pcm.length;
  }

  flush(): void {
    if (this.finished || this.ending) return;
    const pcm = concatPcm(this.chunks);
    const startMs = (this.utteranceStart * 1000) / SAMPLE_RATE;
    this.chunks = [];
    this.utteranceStart = this.samplesPushed;
    const answer =
      pcm.length < MIN_SAMPLES
        ? Promise.resolve<SpeechToTextResult>({ type: 'final', text: '', words: [] })
        : this.transcribe(pcm, startMs);
    answer.catch(() => undefined);
    this.delivered = this.delivered.then(async () => {
      if (this.finished) return;
      try {
        const result = await answer;
        if (result && !this.finished) this.results.push(result);
      } catch (error) {
        this.fail(error);
      }
    });
  }

  end(): void {
    if (this.finished || this.ending) return;
    if (this.chunks.length > 0) this.flush();
    this.ending = true;
    void this.delivered.then(() => this.finish());
  }

  close(): void {
    this.finish();
  }

  [Symbol.asyncIterator](): AsyncIterator<SpeechToTextResult> {
    return this.results[Symbol.asyncIterator]();
  }

  private async transcribe(pcm: Int16Array, startMs: number): Promise<SpeechToTextResult | undefined> {
    const timesWords = this.settings.model.startsWith('whisper');
    const form = new FormData();
    form.append('file', new Blob([encodeWav(pcm, SAMPLE_RATE)], { type: 'audio/wav' }), 'utterance.wav');
    form.append('model', this.settings.model);
    form.append('language', this.settings.language);
    form.append('temperature', '0');
    form.append('response_format', timesWords ? 'verbose_json' : 'json');
    if (timesWords) form.append('timestamp_granularities[]', 'word');
    if (this.vocabulary?.phrases.length) form.append('prompt', `${this.vocabulary.phrases.join(', ')}.`);
    const answer = await requestSpeechJson({
      provider: PROVIDER,
      url: this.settings.url,
      init: { method: 'POST', headers: { authorization: `Bearer ${this.settings.apiKey}` }, body: form },
      timeoutMs: this.settings.timeoutMs,
      signal: this.controller.signal,
      fetch: this.settings.fetch,
    });
    if (answer === undefined) return undefined;
    const { text, words } = answer as { text?: unknown; words?: { word?: unknown; start?: unknown; end?: unknown }[] };
    if (typeof text !== 'string') throw new SpeechProviderError(PROVIDER, 'the answer has no text', { retryable: false });
    const timed: RecognisedWord[] = (Array.isArray(words) ? words : []).map((word) => ({
      word: String(word.word ?? '').trim(),
      startMs: Math.round(startMs + Number(word.start ?? 0) * 1000),
      endMs: Math.round(startMs + Number(word.end ?? 0) * 1000),
    }));
    return { type: 'final', text: text.trim(), words: timed };
  }

  private fail(error: unknown): void {
    if (this.finished) return;
    this.results.fail(
      error instanceof SpeechProviderError ? error : new SpeechProviderError(PROVIDER, String(error), { retryable: true, cause: error }),
    );
    this.finish();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.controller.abort();
    this.results.end();
    this.onFinished();
  }
}
