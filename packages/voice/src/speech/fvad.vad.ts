// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration travels with this module: every project that type-checks it (server, bench, e2e) reads it from here
/// <reference path="./vendor-modules.d.ts" />
import fvadModule from '@echogarden/fvad-wasm';
import { FRAME_SAMPLES, SAMPLE_RATE } from './speech.ports';
import type { VoiceActivityDetector, VoiceActivityDetectorFactory } from './speech.ports';

interface FvadWasm {
  _fvad_new(): number;
  _fvad_free(instance: number): void;
  _fvad_reset(instance: number): void;
  _fvad_set_mode(instance: number, mode: number): number;
  _fvad_set_sample_rate(instance: number, rate: number): number;
  _fvad_process(instance: number, frame: number, length: number): number;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  HEAP16: Int16Array;
}

let loading: Promise<FvadWasm> | undefined;

/**
 * WebRTC's voice activity detector (libfvad compiled to WebAssembly). Mode 3, the most aggressive,
 * because the recogniser, not the detector, should hear borderline sounds: a missed start costs
 * more than a false one, which endpointing filters out anyway. One WebAssembly module serves all
 * detectors; each detector owns its C state and a frame buffer in the module's memory.
 */
export function createFvadDetectorFactory(mode: 0 | 1 | 2 | 3 = 3): VoiceActivityDetectorFactory {
  return {
    async create(): Promise<VoiceActivityDetector> {
      loading ??= fvadModule() as Promise<FvadWasm>;
      const wasm = await loading;
      const instance = wasm._fvad_new();
      if (instance === 0) throw new Error('fvad: out of memory');
      if (wasm._fvad_set_mode(instance, mode) !== 0 || wasm._fvad_set_sample_rate(instance, SAMPLE_RATE) !== 0) {
        wasm._fvad_free(instance);
        throw new Error('fvad: bad mode or sample rate');
      }
      const buffer = wasm._malloc(FRAME_SAMPLES * 2);
      let closed = false;
      return {
        isSpeech(frame) {
          if (closed) throw new Error('fvad: detector used after close');
          if (frame.length !== FRAME_SAMPLES) throw new Error(`fvad: frames must be ${FRAME_SAMPLES} samples, got ${frame.length}`);
          // HEAP16 is re-read on each call: the module's memory may have grown and been replaced.
          wasm.HEAP16.set(frame, buffer >> 1);
          return wasm._fvad_process(instance, buffer, FRAME_SAMPLES) === 1;
        },
        reset() {
          wasm._fvad_reset(instance);
          wasm._fvad_set_mode(instance, mode);
          wasm._fvad_set_sample_rate(instance, SAMPLE_RATE);
        },
        close() {
          if (closed) return;
          closed = true;
          wasm._free(buffer);
          wasm._fvad_free(instance);
        },
      };
    },
  };
}
