import type { WebCallError } from './web-call.types';
import type { GetUserMedia } from './web-call.ports';

/** Voice-call processing on: echo cancellation matters most, the buyer's voice plays from the speakers. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
};

export type MicrophoneOutcome = { ok: true; stream: MediaStream } | { ok: false; error: WebCallError };

/**
 * Opens the microphone. A refusal keeps the browser's own words (name and message, e.g.
 * 'NotAllowedError: Permission denied'), which is how the app recognises a permission problem
 * (spec section 8: a message mentioning 'permission' or 'not allowed').
 */
export async function openMicrophone(getUserMedia: GetUserMedia): Promise<MicrophoneOutcome> {
  try {
    return { ok: true, stream: await getUserMedia(MICROPHONE_CONSTRAINTS) };
  } catch (error) {
    return { ok: false, error: { type: 'microphone-error', message: microphoneErrorText(error), error } };
  }
}

export function browserGetUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    return Promise.reject(
      new DOMException('Microphone access is not allowed here: it needs a secure page (https or localhost).', 'NotSupportedError'),
    );
  }
  return devices.getUserMedia(constraints);
}

export function stopMicrophone(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** A disabled track captures silence: muted speech never even reaches the page's audio graph. */
export function setMicrophoneEnabled(stream: MediaStream, enabled: boolean): void {
  for (const track of stream.getAudioTracks()) track.enabled = enabled;
}

function microphoneErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const parts = [name, message].filter((part): part is string => typeof part === 'string' && part.length > 0);
    if (parts.length > 0) return parts.join(': ');
  }
  return `Could not open the microphone: ${String(error)}`;
}
