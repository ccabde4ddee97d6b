import type { TextToSpeech } from '@rehearse/voice';

export interface SynthesisRequest {
  /** Requests already in flight when this one came: flite runs them one at a time, in order. */
  ahead: number;
  /** Request -> first frame: the wait behind the others plus its own synthesis. */
  firstFrameMs: number;
}

export interface SynthesisProbe {
  textToSpeech: TextToSpeech;
  /** What was recorded since the last call. */
  take(): SynthesisRequest[];
}

/**
 * Wraps the voice engine to see its queue: flite runs one sentence at a time on one worker thread,
 * so a request that finds others in flight waits for them. Transparent otherwise.
 */
export function createSynthesisProbe(inner: TextToSpeech): SynthesisProbe {
  let inFlight = 0;
  let requests: SynthesisRequest[] = [];
  return {
    take() {
      const taken = requests;
      requests = [];
      return taken;
    },
    textToSpeech: {
      capabilities: inner.capabilities,
      async *synthesize(text, options) {
        const ahead = inFlight++;
        const start = performance.now();
        let waiting = true;
        const done = () => {
          if (!waiting) return;
          waiting = false;
          inFlight--;
          requests.push({ ahead, firstFrameMs: performance.now() - start });
        };
        try {
          for await (const frame of inner.synthesize(text, options)) {
            done();
            yield frame;
          }
        } finally {
          done();
        }
      },
      close: () => inner.close(),
    },
  };
}
