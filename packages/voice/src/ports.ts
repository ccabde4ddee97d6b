/**
 * The voice engine's contract (decision 44): the ports its engines implement and the server
 * implements for it, the audio format, the call pipeline's types, and the provider settings. No
 * engine and nothing heavy to load: the gateway, platform and config import this entry; the
 * composition root takes the engines from `@rehearse/voice`, which re-exports all of it.
 */

// Speech: the ports every engine implements, and the audio format they share.
export {
  FRAME_MS,
  FRAME_SAMPLES,
  SAMPLE_RATE,
  SpeechProviderError,
  type LanguageModelHandle,
  type LanguageModelSource,
  type RecordingEncoder,
  type RecordingSink,
  type RecordingSummary,
  type RecordingWriter,
  type SpeechToText,
  type SpeechToTextResult,
  type SpeechToTextStream,
  type TextToSpeech,
  type Voice,
  type VoiceActivityDetectorFactory,
} from './speech/speech.ports';
export { concatPcm, encodeWav, parseWav, splitIntoFrames } from './speech/pcm-audio';

// The buyer's port.
export {
  DialogueProviderError,
  type BuyerScenario,
  type Dialogue,
  type DialogueContext,
  type DialogueConversation,
  type DialogueEvent,
  type DialogueReplyOptions,
  type DialogueTurn,
} from './dialogue/dialogue.port';

// One call's turn loop, as the gateway drives it.
export type {
  CallEngines,
  CallPipeline,
  CallPipelineOptions,
  CallPipelineSink,
  CallPipelineSummary,
  TurnTiming,
} from './pipeline/call-pipeline.types';

// Which provider plays each role: the settings the server's config parses, and the offline engines' names.
export {
  OFFLINE_PROVIDER_NAMES,
  type CallProviderNames,
  type CallProviderSettings,
  type ChatModelSettings,
  type DialogueSettings,
  type SpeechToTextSettings,
  type TextToSpeechSettings,
} from './providers/provider-settings';
