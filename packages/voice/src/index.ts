/**
 * The voice engine's public entry (decision 44): what apps, the bench and the evaluations use.
 * Everything else in the package is its own; fakes, the conversation DSL and the parts measured
 * alone are in `@rehearse/voice/testing`.
 */

// The contract: ports, audio format, pipeline types, provider settings (also `@rehearse/voice/ports`, light to import).
export * from './ports';

// The offline engines: recogniser, voice, voice activity, recording; started with the server.
export { createOfflineSpeechEngines, type OfflineSpeechEngines } from './speech/offline-speech-engines';
export {
  createPocketsphinxSpeechToText,
  DEFAULT_BACKGROUND_WEIGHT,
  type PocketsphinxOptions,
} from './speech/pocketsphinx/pocketsphinx.stt';
export { createFliteTextToSpeech } from './speech/flite/flite.tts';
export { createFvadDetectorFactory } from './speech/fvad.vad';
export { createOggOpusEncoder } from './speech/recording/ogg-opus.encoder';
export { warmUpCallEngines } from './speech/warm-up';

// The cloud adapters' defaults, which the server's config falls back to.
export { DEEPGRAM_DEFAULT_BASE_URL, DEEPGRAM_DEFAULT_MODEL } from './speech/cloud/deepgram.stt';
export { OPENAI_DEFAULT_BASE_URL, OPENAI_DEFAULT_TRANSCRIPTION_MODEL } from './speech/cloud/openai-transcription.stt';
export { ELEVENLABS_DEFAULT_BASE_URL, ELEVENLABS_DEFAULT_MODEL, ELEVENLABS_DEFAULT_VOICES } from './speech/cloud/elevenlabs.tts';
export { OPENAI_DEFAULT_SPEECH_MODEL, OPENAI_DEFAULT_VOICES } from './speech/cloud/openai-speech.tts';

// Turn-taking settings: how a pause ends the caller's turn.
export {
  decideEndOfTurn,
  DEFAULT_END_OF_TURN,
  endOfTurnSilenceMs,
  type EndOfTurnRule,
  type TurnEndDecision,
  type TurnEvidence,
} from './speech/end-of-turn';
export { DEFAULT_ENDPOINTING, type EndpointingOptions } from './speech/endpointing';

// The offline buyer.
export { createOfflineBuyer } from './dialogue/offline/offline-buyer.dialogue';

// One call's turn loop.
export { createCallPipeline } from './pipeline/call-pipeline';

// Which engine plays each role, from the settings.
export {
  createCallProviders,
  createDialogue,
  type CallEngineFactories,
  type CallProviders,
  type ChatDialogueFactory,
  type OfflineCallEngines,
} from './providers/call-providers';

// The buyer by text (`npm run buyer`, `npm run eval`).
export {
  startTextBuyerCall,
  type BuyerPromptWriter,
  type BuyerReply,
  type PromptBrief,
  type TextBuyerEngines,
} from './text-buyer/text-buyer.call';
export { parseScenarioFile } from './text-buyer/text-buyer.input';
export { runTextBuyer, type TextBuyerIo } from './text-buyer/text-buyer.run';
