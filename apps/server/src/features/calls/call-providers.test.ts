import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_PROVIDER_NAMES, type Dialogue, type SpeechToText, type TextToSpeech } from '@rehearse/voice/ports';
import { loadConfig } from '../../config';
import { startFakeOpenAiServer } from '../../test/fake-openai.server';
import { callProvidersFrom } from './call-providers';

function offlineEngines() {
  const speechToText = { capabilities: { streaming: true, interimResults: true } } as SpeechToText;
  const textToSpeech = { capabilities: { streaming: false } } as TextToSpeech;
  const dialogue = { name: 'offline-buyer' } as Dialogue;
  return {
    engines: { speechToText, textToSpeech, dialogue },
    factories: { speechToText: vi.fn(() => speechToText), textToSpeech: vi.fn(() => textToSpeech), dialogue: vi.fn(() => dialogue) },
  };
}

const cloudEnv = {
  DIALOGUE_PROVIDER: 'openai',
  LLM_BASE_URL: 'https://api.openai.com/v1',
  LLM_MODEL: 'gpt-4o-mini',
  LLM_API_KEY: 'sk-llm-secret',
  STT_PROVIDER: 'deepgram',
  DEEPGRAM_API_KEY: 'dg-secret',
  TTS_PROVIDER: 'elevenlabs',
  ELEVENLABS_API_KEY: 'xi-secret',
};

describe('call providers', () => {
  it('uses the offline engines for every role by default, and names them as the assistant configuration does', () => {
    const { engines, factories } = offlineEngines();
    const providers = callProvidersFrom(loadConfig({}), factories);
    expect(providers).toMatchObject(engines);
    expect(providers.names).toEqual(OFFLINE_PROVIDER_NAMES);
  });

  it('makes no offline engine for a role a cloud provider plays', () => {
    const { factories } = offlineEngines();
    const providers = callProvidersFrom(loadConfig(cloudEnv), factories);
    expect(factories.dialogue).not.toHaveBeenCalled();
    expect(factories.speechToText).not.toHaveBeenCalled();
    expect(factories.textToSpeech).not.toHaveBeenCalled();
    expect(providers.dialogue.name).toBe('openai-chat');
    expect(providers.speechToText.capabilities).toEqual({ streaming: true, interimResults: true });
    expect(providers.textToSpeech.capabilities).toEqual({ streaming: true });
    expect(providers.names).toEqual({
      model: { provider: 'openai', model: 'gpt-4o-mini' },
      transcriber: { provider: 'deepgram', model: 'nova-2' },
      voice: { provider: 'elevenlabs', voiceIds: { male: 'JBFqnCBsd6RMkjVDRZzb', female: 'EXAVITQu4vr4xnSDxMaL' } },
    });
    expect(JSON.stringify(providers.names)).not.toMatch(/secret/);
  });

  it('mixes per role: OpenAI speech both ways, an OpenAI-compatible local model, offline voice', () => {
    const { engines, factories } = offlineEngines();
    const providers = callProvidersFrom(
      loadConfig({
        DIALOGUE_PROVIDER: 'openai',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
        STT_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-audio-secret',
        STT_MODEL: 'whisper-1',
      }),
      factories,
    );
    expect(providers.textToSpeech).toBe(engines.textToSpeech);
    expect(providers.speechToText.capabilities).toEqual({ streaming: false, interimResults: false });
    expect(providers.names).toEqual({
      model: { provider: 'openai-compatible', model: 'llama3.1' },
      transcriber: { provider: 'openai', model: 'whisper-1' },
      voice: OFFLINE_PROVIDER_NAMES.voice,
    });
    const openAiVoice = callProvidersFrom(loadConfig({ TTS_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-audio-secret' }), factories).names.voice;
    expect(openAiVoice).toEqual({ provider: 'openai', voiceIds: { male: 'onyx', female: 'nova' } });
  });

  it('plays the buyer on the configured chat endpoint', async () => {
    const chat = await startFakeOpenAiServer();
    try {
      chat.answer({ reply: 'Who is this?' });
      const { factories } = offlineEngines();
      const { dialogue } = callProvidersFrom(
        loadConfig({ DIALOGUE_PROVIDER: 'openai', LLM_BASE_URL: chat.baseUrl, LLM_MODEL: 'buyer-model' }),
        factories,
      );
      const conversation = dialogue.startConversation({
        systemPrompt: 'You are a buyer.',
        scenario: { title: 't', product: 'p', customerProfile: 'c', salesStage: null, persona: null, gender: 'Male', companyUrl: null },
        temperature: 0.7,
        firstMessage: "Hello, who's calling?",
      });
      let text = '';
      for await (const event of conversation.reply([{ role: 'caller', text: 'Hi' }])) if (event.type === 'text') text += event.text;
      expect(text).toBe('Who is this?');
      expect(chat.seen[0]?.body.model).toBe('buyer-model');
    } finally {
      await chat.close();
    }
  });
});
