/**
 * The voice engine's test entry (decision 44): fakes of its engines, the conversation DSL on a
 * manual clock, scripted salespeople, speech test material, and the parts the bench measures
 * alone. For tests, the bench and the evaluations; production code imports `@rehearse/voice`.
 */

// Turn-taking told as a conversation on a manual clock, with fake engines.
export { conversation, type CallRig, type CallRigOptions, type ConversationScript } from '../pipeline/conversation-script.test-support';
export { ManualTimerClock, settle } from '../pipeline/manual-timer-clock.test-support';
export {
  FakeDialogue,
  FakeSpeechToText,
  FakeTextToSpeech,
  FakeVoiceActivity,
  type BuyerLine,
} from '../pipeline/fake-call-engines.test-support';

// The offline buyer played by text, and salespeople who talk to it.
export { buildBuyerScenario, startPracticeCall, type PracticeCall } from '../dialogue/offline/conversation.test-support';
export {
  goodSalesperson,
  pushySalesperson,
  ramblingSalesperson,
  type Salesperson,
} from '../dialogue/offline/simulated-salespeople.test-support';

// Speech material: sales sentences, noise, word error rate.
export { QUOTAFLOW_SCENARIO, SALES_SENTENCES, quietNoise, transcribeFrames, wordErrorRate, wordsOf } from '../speech/speech.test-support';

// Parts the bench times alone, and what tests check recordings and helpers with.
export { CallerListener } from '../pipeline/caller-listener';
export { isBackchannel } from '../pipeline/backchannel';
export { measureShortSpeech, type ShortSpeechSound } from '../speech/short-speech-sound';
export { SentenceSplitter } from '../pipeline/sentence-splitter';
export { FliteRunner } from '../speech/flite/flite-runner';
export { createFlitePhonetizer } from '../speech/flite/flite.phonetizer';
export { spokenSentences } from '../speech/language-model/spoken-words';
export { ensureSphinxBinary } from '../speech/pocketsphinx/sphinx-binary';
export { oggChecksum } from '../speech/recording/ogg-page.writer';
export { startTestHttpServer, type TestHandler, type TestHttpServer } from './test-http-server';
