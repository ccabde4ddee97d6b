/**
 * The browser's web-call client, shaped like the Vapi web SDK (spec sections 4 and 5): start,
 * stop, setMuted, isMuted, say, send and the call-start / call-end / speech-start / speech-end /
 * volume-level / message / error events.
 */
export { WebCall } from './web-call';
export { createBrowserAudioIO } from './browser-audio-io';
export { openBrowserSocket } from './call-socket';
export type {
  AssistantInput,
  WebCallApi,
  WebCallError,
  WebCallEventName,
  WebCallEvents,
  WebCallOptions,
  WebCallSendMessage,
} from './web-call.types';
export type {
  AudioIO,
  AudioIOHandlers,
  CallSocket,
  CallSocketHandlers,
  CreateAudioIO,
  FetchFunction,
  GetUserMedia,
  OpenCallSocket,
} from './web-call.ports';
