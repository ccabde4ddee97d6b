import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PROVIDER_DEFAULTS } from './config';
import {
  DEEPGRAM_DEFAULT_BASE_URL,
  DEEPGRAM_DEFAULT_MODEL,
  ELEVENLABS_DEFAULT_BASE_URL,
  ELEVENLABS_DEFAULT_MODEL,
  ELEVENLABS_DEFAULT_VOICES,
  OPENAI_DEFAULT_BASE_URL,
  OPENAI_DEFAULT_SPEECH_MODEL,
  OPENAI_DEFAULT_TRANSCRIPTION_MODEL,
  OPENAI_DEFAULT_VOICES,
} from '@rehearse/voice';

describe('config', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('follows PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/rehearse', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/rehearse',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'http://localhost:4100',
    });
  });

  it('keeps recordings under DATA_DIR unless RECORDINGS_DIR names a shared directory; REDIS_URL is optional', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/rehearse' })).toMatchObject({ recordingsDir: '/tmp/rehearse/recordings', redisUrl: undefined });
    expect(loadConfig({ RECORDINGS_DIR: '/mnt/shared/recordings', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      recordingsDir: '/mnt/shared/recordings',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL: must start with redis/);
  });

  it('keeps recordings in an S3-compatible bucket when RECORDINGS_S3_BUCKET is set, path style with an endpoint of its own', () => {
    expect(loadConfig({}).recordingsS3).toBeUndefined();
    const minio = {
      RECORDINGS_S3_BUCKET: 'rehearse-recordings',
      RECORDINGS_S3_ENDPOINT: 'http://minio:9000',
      RECORDINGS_S3_ACCESS_KEY_ID: 'rehearse',
      RECORDINGS_S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(loadConfig(minio).recordingsS3).toEqual({
      bucket: 'rehearse-recordings',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'rehearse', secretAccessKey: 'minio-secret' },
    });
    // On AWS: the bucket's own host name, and the machine's role when no keys are given.
    expect(loadConfig({ RECORDINGS_S3_BUCKET: 'rehearse-recordings', RECORDINGS_S3_REGION: 'eu-west-1' }).recordingsS3).toEqual({
      bucket: 'rehearse-recordings',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ ...minio, RECORDINGS_S3_FORCE_PATH_STYLE: 'false' }).recordingsS3?.forcePathStyle).toBe(false);
  });

  it('stops start-up on an incomplete or conflicting bucket setting, naming it and never printing the secret', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('loaded');
    };
    const secret = 'do-not-print-me';
    expect(refusal({ RECORDINGS_S3_ENDPOINT: 'http://minio:9000', RECORDINGS_S3_SECRET_ACCESS_KEY: secret })).toMatch(
      /RECORDINGS_S3_BUCKET: missing: RECORDINGS_S3_ENDPOINT, RECORDINGS_S3_SECRET_ACCESS_KEY only count with a bucket/,
    );
    expect(refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_S3_SECRET_ACCESS_KEY: secret })).toMatch(
      /RECORDINGS_S3_ACCESS_KEY_ID: missing: set RECORDINGS_S3_ACCESS_KEY_ID and RECORDINGS_S3_SECRET_ACCESS_KEY together/,
    );
    expect(refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_DIR: '/mnt/shared' })).toMatch(
      /RECORDINGS_DIR: recordings go either to a directory or to a bucket/,
    );
    expect(refusal({ RECORDINGS_S3_BUCKET: 'Recordings_2024' })).toMatch(/RECORDINGS_S3_BUCKET: must be a bucket name/);
    expect(
      refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_S3_ENDPOINT: 'minio:9000', RECORDINGS_S3_SECRET_ACCESS_KEY: secret }),
    ).toMatch(/RECORDINGS_S3_ENDPOINT: must be an http/);
    expect(refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_S3_ENDPOINT: `http://minio:${secret}@minio:9000` })).toMatch(
      /RECORDINGS_S3_ENDPOINT: must not hold credentials/,
    );
    expect(refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_S3_ENDPOINT: `http://minio:${secret}@minio:9000` })).not.toContain(
      secret,
    );
    expect(
      refusal({ RECORDINGS_S3_BUCKET: 'recordings', RECORDINGS_S3_FORCE_PATH_STYLE: 'yes', RECORDINGS_S3_SECRET_ACCESS_KEY: secret }),
    ).toMatch(/RECORDINGS_S3_FORCE_PATH_STYLE: must be true or false/);
    const refused: Record<string, string>[] = [
      { RECORDINGS_S3_SECRET_ACCESS_KEY: secret },
      { RECORDINGS_S3_BUCKET: 'x', RECORDINGS_S3_SECRET_ACCESS_KEY: secret },
    ];
    for (const env of refused) expect(refusal(env)).not.toContain(secret);
  });

  it('takes turn-taking settings: three end silences, and replies prepared in pauses unless turned off', () => {
    expect(loadConfig({}).turnTaking).toEqual({ endSilencesMs: undefined, prepareRepliesInPauses: true });
    expect(loadConfig({ END_OF_TURN_SILENCES_MS: '250,400,900', PREPARE_REPLIES_IN_PAUSES: 'false' }).turnTaking).toEqual({
      endSilencesMs: { complete: 250, unknown: 400, unfinished: 900 },
      prepareRepliesInPauses: false,
    });
    expect(() => loadConfig({ END_OF_TURN_SILENCES_MS: '200,300' })).toThrow(/END_OF_TURN_SILENCES_MS: must be three numbers/);
    expect(() => loadConfig({ END_OF_TURN_SILENCES_MS: '50,300,700' })).toThrow(
      /END_OF_TURN_SILENCES_MS: each must be between 100 and 3000 ms/,
    );
  });

  it("sets the free plan's monthly quota, 30 minutes unless told otherwise", () => {
    expect(loadConfig({}).freePlanQuotaMinutes).toBe(30);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '' }).freePlanQuotaMinutes).toBe(30);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '0' }).freePlanQuotaMinutes).toBe(0);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '120' }).freePlanQuotaMinutes).toBe(120);
    expect(() => loadConfig({ FREE_PLAN_QUOTA_MINUTES: '1.5' })).toThrow(/FREE_PLAN_QUOTA_MINUTES: must be a whole number of minutes/);
    expect(() => loadConfig({ FREE_PLAN_QUOTA_MINUTES: '-1' })).toThrow(/FREE_PLAN_QUOTA_MINUTES: must be 0 or more/);
  });

  it('runs web and worker in one process unless told otherwise; a role of its own needs PostgreSQL', () => {
    expect(loadConfig({}).role).toBe('all');
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({ ...postgres, ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ ...postgres, ROLE: 'web' }, ['--role', 'worker']).role).toBe('worker');
    expect(loadConfig(postgres, ['--role=web']).role).toBe('web');
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: worker needs DATABASE_URL/);
    expect(() => loadConfig({}, ['--role', 'web'])).toThrow(/ROLE: web needs DATABASE_URL/);
    expect(() => loadConfig(postgres, ['--role'])).toThrow(/ROLE: must be one of all, web, worker/);
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow(/ROLE: must be one of all, web, worker/);
  });

  it('stops start-up with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('takes a language model as a whole: address and model together, key optional', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://api.example/v1', LLM_MODEL: 'm', LLM_API_KEY: 'sk-x' }).llm?.apiKey).toBe('sk-x');
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.example/v1' })).toThrow(/LLM_MODEL: missing/);
    expect(() => loadConfig({ LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL: missing/);
    expect(() => loadConfig({ LLM_API_KEY: 'sk-x' })).toThrow(/LLM_BASE_URL: missing/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL: must be an http/);
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' }).llm).toBeUndefined();
  });

  it('keeps the website analysis on the public internet unless told otherwise', () => {
    expect(loadConfig({}).scrapeAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ SCRAPE_ALLOW_PRIVATE_NETWORKS: 'true' }).scrapeAllowPrivateNetworks).toBe(true);
    expect(() => loadConfig({ SCRAPE_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(/SCRAPE_ALLOW_PRIVATE_NETWORKS/);
  });

  describe('call providers', () => {
    const llm = { LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-llm' };

    it('plays every role offline unless told otherwise, also when the variables are blank', () => {
      const offline = { dialogue: { provider: 'offline' }, speechToText: { provider: 'offline' }, textToSpeech: { provider: 'offline' } };
      expect(loadConfig({}).callProviders).toEqual(offline);
      expect(loadConfig({ DIALOGUE_PROVIDER: '', STT_PROVIDER: '', TTS_PROVIDER: '' }).callProviders).toEqual(offline);
      // A language model for scenario prompts does not by itself make the buyer a language model.
      expect(loadConfig(llm).callProviders.dialogue).toEqual({ provider: 'offline' });
    });

    it('plays the buyer on the chat endpoint of LLM_*, which must then be set', () => {
      expect(loadConfig({ ...llm, DIALOGUE_PROVIDER: 'openai' }).callProviders.dialogue).toEqual({
        provider: 'openai',
        llm: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-llm' },
      });
      expect(() => loadConfig({ DIALOGUE_PROVIDER: 'openai' })).toThrow(/LLM_BASE_URL: missing: DIALOGUE_PROVIDER=openai/);
      expect(() => loadConfig({ DIALOGUE_PROVIDER: 'openai', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL: missing/);
      expect(() => loadConfig({ DIALOGUE_PROVIDER: 'gpt' })).toThrow(/DIALOGUE_PROVIDER: must be one of offline, openai/);
    });

    it('hears the caller on Deepgram (nova-2 unless STT_MODEL says otherwise) or OpenAI', () => {
      expect(loadConfig({ STT_PROVIDER: 'deepgram', DEEPGRAM_API_KEY: 'dg-key' }).callProviders.speechToText).toEqual({
        provider: 'deepgram',
        apiKey: 'dg-key',
        baseUrl: 'wss://api.deepgram.com',
        model: 'nova-2',
      });
      expect(
        loadConfig({ STT_PROVIDER: 'deepgram', DEEPGRAM_API_KEY: 'dg-key', STT_MODEL: 'nova-3', DEEPGRAM_BASE_URL: 'ws://127.0.0.1:9000' })
          .callProviders.speechToText,
      ).toMatchObject({
        model: 'nova-3',
        baseUrl: 'ws://127.0.0.1:9000',
      });
      expect(loadConfig({ STT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-audio' }).callProviders.speechToText).toEqual({
        provider: 'openai',
        apiKey: 'sk-audio',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini-transcribe',
      });
      expect(
        loadConfig({ STT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-audio', STT_MODEL: 'whisper-1' }).callProviders.speechToText,
      ).toMatchObject({ model: 'whisper-1' });
      expect(() => loadConfig({ STT_PROVIDER: 'deepgram', DEEPGRAM_BASE_URL: 'https://api.deepgram.com', DEEPGRAM_API_KEY: 'k' })).toThrow(
        /DEEPGRAM_BASE_URL: must be a ws:\/\/ or wss:\/\//,
      );
    });

    it('speaks with ElevenLabs or OpenAI, a voice per gender, with public defaults', () => {
      expect(loadConfig({ TTS_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'xi-key' }).callProviders.textToSpeech).toEqual({
        provider: 'elevenlabs',
        apiKey: 'xi-key',
        baseUrl: 'https://api.elevenlabs.io',
        model: 'eleven_flash_v2_5',
        voices: { male: 'JBFqnCBsd6RMkjVDRZzb', female: 'EXAVITQu4vr4xnSDxMaL' },
      });
      expect(
        loadConfig({
          TTS_PROVIDER: 'elevenlabs',
          ELEVENLABS_API_KEY: 'xi-key',
          ELEVENLABS_VOICE_MALE: 'm1',
          ELEVENLABS_VOICE_FEMALE: 'f1',
          ELEVENLABS_MODEL: 'eleven_turbo_v2_5',
        }).callProviders.textToSpeech,
      ).toMatchObject({ model: 'eleven_turbo_v2_5', voices: { male: 'm1', female: 'f1' } });
      expect(
        loadConfig({ TTS_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-audio', OPENAI_TTS_VOICE_FEMALE: 'coral' }).callProviders.textToSpeech,
      ).toEqual({
        provider: 'openai',
        apiKey: 'sk-audio',
        baseUrl: 'https://api.openai.com/v1',
        model: 'tts-1',
        voices: { male: 'onyx', female: 'coral' },
      });
    });

    it('stops start-up naming the key a chosen provider lacks, and never echoes a value', () => {
      expect(() => loadConfig({ STT_PROVIDER: 'deepgram' })).toThrow(/DEEPGRAM_API_KEY: missing: STT_PROVIDER=deepgram/);
      expect(() => loadConfig({ TTS_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: ' ' })).toThrow(/ELEVENLABS_API_KEY: missing/);
      expect(() => loadConfig({ STT_PROVIDER: 'openai', TTS_PROVIDER: 'openai' })).toThrow(
        /OPENAI_API_KEY: missing: STT_PROVIDER=openai and TTS_PROVIDER=openai/,
      );
      expect(() => loadConfig({ TTS_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: missing: TTS_PROVIDER=openai needs/);
      // A key for a provider not chosen is simply unused.
      expect(loadConfig({ DEEPGRAM_API_KEY: 'dg-key' }).callProviders.speechToText).toEqual({ provider: 'offline' });
      let message = '';
      try {
        loadConfig({
          STT_PROVIDER: 'deepgram',
          DEEPGRAM_API_KEY: 'dg-secret',
          DEEPGRAM_BASE_URL: 'https://user:dg-secret@x',
          TTS_PROVIDER: 'sk-secret',
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/DEEPGRAM_BASE_URL/);
      expect(message).toMatch(/TTS_PROVIDER/);
      expect(message).not.toMatch(/secret/);
    });

    it('has the same defaults as the adapters', () => {
      expect(PROVIDER_DEFAULTS).toEqual({
        deepgramBaseUrl: DEEPGRAM_DEFAULT_BASE_URL,
        deepgramModel: DEEPGRAM_DEFAULT_MODEL,
        openAiBaseUrl: OPENAI_DEFAULT_BASE_URL,
        openAiTranscriptionModel: OPENAI_DEFAULT_TRANSCRIPTION_MODEL,
        openAiSpeechModel: OPENAI_DEFAULT_SPEECH_MODEL,
        openAiVoices: OPENAI_DEFAULT_VOICES,
        elevenLabsBaseUrl: ELEVENLABS_DEFAULT_BASE_URL,
        elevenLabsModel: ELEVENLABS_DEFAULT_MODEL,
        elevenLabsVoices: ELEVENLABS_DEFAULT_VOICES,
      });
    });
  });
});
