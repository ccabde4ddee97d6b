import { CALL_FRAME_SAMPLES, CALL_SAMPLE_RATE } from '@rehearse/domain';
import {
  CAPTURE_PROCESSOR_NAME,
  PLAYBACK_PROCESSOR_NAME,
  isPlaybackLevelReport,
  type CaptureProcessorOptions,
  type PlaybackCommand,
  type PlaybackProcessorOptions,
} from './call-audio.messages';
// Vite bundles the worklet and its imports into a file of its own and gives its URL: served from
// this origin, so the app's CSP (script-src 'self', which governs worklets) allows it, unlike a
// blob: or data: URL. A plain `new URL('./x.ts', import.meta.url)` would ship untranspiled TypeScript.
import callAudioWorkletUrl from './call-audio.worklet.ts?worker&url';
import type { AudioIO, AudioIOHandlers } from './web-call.ports';

const PLAYBACK_SETTINGS: PlaybackProcessorOptions = {
  sourceRate: CALL_SAMPLE_RATE,
  // 80 ms of margin absorbs ordinary network jitter without a noticeable delay.
  prefillMs: 80,
  capacityMs: 2000,
  levelIntervalMs: 50,
};
const CAPTURE_SETTINGS: CaptureProcessorOptions = { targetRate: CALL_SAMPLE_RATE, frameSamples: CALL_FRAME_SAMPLES };

interface AudioGraph {
  source: MediaStreamAudioSourceNode;
  capture: AudioWorkletNode;
  playback: AudioWorkletNode;
}

/**
 * The call's audio in a browser: one AudioContext, ideally at the call's 16 kHz so that the
 * browser's own high-quality resampler does the conversion; where a 16 kHz context cannot take the
 * microphone (Firefox refuses to connect a device at another rate), a context at the device's rate,
 * and the worklet resamples.
 */
export function createBrowserAudioIO(): AudioIO {
  let context = createContext(CALL_SAMPLE_RATE);
  const atCallRate = context.sampleRate === CALL_SAMPLE_RATE;
  // Resume at once, while the user's click may still count: a context created later can stay suspended.
  void context.resume().catch(() => undefined);
  let graph: AudioGraph | null = null;
  let playbackMuted = false;
  let closed = false;

  function command(message: PlaybackCommand): void {
    graph?.playback.port.postMessage(message);
  }

  return {
    async start(microphone, handlers) {
      try {
        graph = await buildGraph(context, microphone, handlers);
      } catch (error) {
        if (closed || !atCallRate) throw error;
        void context.close().catch(() => undefined);
        context = createContext();
        graph = await buildGraph(context, microphone, handlers);
      }
      if (closed) return releaseGraph(graph);
      if (playbackMuted) command({ type: 'mute', muted: true });
      void context.resume().catch(() => undefined);
    },
    play(frame) {
      graph?.playback.port.postMessage(frame, [frame]);
    },
    clearPlayback() {
      command({ type: 'clear' });
    },
    setPlaybackMuted(muted) {
      playbackMuted = muted;
      command({ type: 'mute', muted });
    },
    async close() {
      if (closed) return;
      closed = true;
      if (graph) releaseGraph(graph);
      graph = null;
      if (context.state !== 'closed') await context.close();
    },
  };
}

function createContext(sampleRate?: number): AudioContext {
  if (sampleRate !== undefined) {
    try {
      return new AudioContext({ sampleRate, latencyHint: 'interactive' });
    } catch {
      // An older engine without custom context rates: the device's rate, resampled in the worklet.
    }
  }
  return new AudioContext({ latencyHint: 'interactive' });
}

async function buildGraph(context: AudioContext, microphone: MediaStream, handlers: AudioIOHandlers): Promise<AudioGraph> {
  await context.audioWorklet.addModule(callAudioWorkletUrl);
  const source = context.createMediaStreamSource(microphone);
  const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR_NAME, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    // The browser mixes a stereo microphone down to mono before the worklet sees it.
    channelCount: 1,
    channelCountMode: 'explicit',
    processorOptions: CAPTURE_SETTINGS,
  });
  capture.port.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data instanceof ArrayBuffer) handlers.onCaptureFrame(event.data);
  };
  const playback = new AudioWorkletNode(context, PLAYBACK_PROCESSOR_NAME, {
    numberOfInputs: 0,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    processorOptions: PLAYBACK_SETTINGS,
  });
  playback.port.onmessage = (event: MessageEvent<unknown>) => {
    if (isPlaybackLevelReport(event.data)) handlers.onPlaybackLevel(event.data.rms);
  };
  source.connect(capture);
  // The capture node outputs only silence; connecting it makes every browser keep pulling it.
  capture.connect(context.destination);
  playback.connect(context.destination);
  return { source, capture, playback };
}

function releaseGraph({ source, capture, playback }: AudioGraph): void {
  capture.port.onmessage = null;
  playback.port.onmessage = null;
  source.disconnect();
  capture.disconnect();
  playback.disconnect();
}
