import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { webAssembly } from '../webassembly-api';
import type { WasmMemory } from '../webassembly-api';

/**
 * libopus compiled to WebAssembly (npm `opus-encdec`), instantiated directly. Its Emscripten glue
 * is not used: on Node it installs process-wide 'uncaughtException' and 'unhandledRejection'
 * handlers (the latter aborts), which would hijack the server's own error handling. The module
 * needs only seven small imports, provided here.
 */

const OPUS_APPLICATION_VOIP = 2048;
const OPUS_SET_BITRATE = 4002;
const OPUS_SET_COMPLEXITY = 4010;
const OPUS_GET_LOOKAHEAD = 4027;
const MAX_PACKET_BYTES = 4000;
const PAGE_BYTES = 65_536;

interface OpusExports {
  memory: WasmMemory;
  __wasm_call_ctors(): void;
  malloc(bytes: number): number;
  free(pointer: number): void;
  opus_encoder_create(sampleRate: number, channels: number, application: number, errorPointer: number): number;
  opus_encoder_ctl(encoder: number, request: number, argumentsPointer: number): number;
  opus_encode_float(encoder: number, pcm: number, frameSize: number, output: number, maxBytes: number): number;
  opus_encoder_destroy(encoder: number): void;
}

let loading: Promise<OpusExports> | undefined;

function loadOpus(): Promise<OpusExports> {
  loading ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('opus-encdec/dist/libopus-encoder.wasm.wasm');
    const module = new webAssembly.Module(await readFile(wasmPath));
    // The imports need the instance's memory, which exists only once they have been passed in.
    const instance: { exports?: OpusExports } = {};
    const memory = () => instance.exports!.memory;
    const imports = {
      env: {
        emscripten_resize_heap: (requested: number) => {
          const current = memory().buffer.byteLength;
          try {
            memory().grow(Math.ceil((Math.max(requested, current * 2) - current) / PAGE_BYTES));
            return 1;
          } catch {
            return 0;
          }
        },
        emscripten_memcpy_big: (destination: number, source: number, length: number) => {
          new Uint8Array(memory().buffer).copyWithin(destination, source, source + length);
        },
        abort: () => {
          throw new Error('libopus aborted');
        },
        setTempRet0: () => undefined,
      },
      wasi_snapshot_preview1: {
        // libopus prints nothing in normal use; say everything was written so it carries on.
        fd_write: (_fd: number, iovs: number, count: number, writtenPointer: number) => {
          const view = new DataView(memory().buffer);
          let written = 0;
          for (let i = 0; i < count; i++) written += view.getUint32(iovs + i * 8 + 4, true);
          view.setUint32(writtenPointer, written, true);
          return 0;
        },
        fd_close: () => 0,
        fd_seek: () => 0,
      },
    };
    const exports = new webAssembly.Instance(module, imports).exports as unknown as OpusExports;
    instance.exports = exports;
    exports.__wasm_call_ctors();
    return exports;
  })();
  return loading;
}

/** One libopus encoder: 20 ms frames of 16 kHz mono PCM in, Opus packets out. */
export class OpusFrameEncoder {
  private constructor(
    private readonly opus: OpusExports,
    private readonly encoder: number,
    private readonly input: number,
    private readonly output: number,
    /** Samples (at the input rate) the codec delays its output by: Ogg's pre-skip. */
    readonly lookahead: number,
  ) {}

  static async create(sampleRate: number, bitrate: number, complexity = 10): Promise<OpusFrameEncoder> {
    const opus = await loadOpus();
    const scratch = opus.malloc(8);
    const encoder = opus.opus_encoder_create(sampleRate, 1, OPUS_APPLICATION_VOIP, scratch);
    const error = new Int32Array(opus.memory.buffer, scratch, 1)[0];
    if (!encoder || error !== 0) throw new Error(`opus_encoder_create failed (${error})`);
    // Emscripten passes C varargs as a pointer to their values in memory.
    new Int32Array(opus.memory.buffer, scratch, 1)[0] = bitrate;
    opus.opus_encoder_ctl(encoder, OPUS_SET_BITRATE, scratch);
    new Int32Array(opus.memory.buffer, scratch, 1)[0] = complexity;
    opus.opus_encoder_ctl(encoder, OPUS_SET_COMPLEXITY, scratch);
    new Int32Array(opus.memory.buffer, scratch, 2).set([scratch + 4, 0]);
    opus.opus_encoder_ctl(encoder, OPUS_GET_LOOKAHEAD, scratch);
    const lookahead = new Int32Array(opus.memory.buffer, scratch + 4, 1)[0]!;
    opus.free(scratch);
    return new OpusFrameEncoder(opus, encoder, opus.malloc(4 * 960), opus.malloc(MAX_PACKET_BYTES), lookahead);
  }

  encode(frame: Int16Array): Uint8Array {
    const floats = new Float32Array(this.opus.memory.buffer, this.input, frame.length);
    for (let i = 0; i < frame.length; i++) floats[i] = frame[i]! / 32768;
    const length = this.opus.opus_encode_float(this.encoder, this.input, frame.length, this.output, MAX_PACKET_BYTES);
    if (length < 0) throw new Error(`opus_encode_float failed (${length})`);
    return new Uint8Array(this.opus.memory.buffer, this.output, length).slice();
  }

  destroy(): void {
    this.opus.opus_encoder_destroy(this.encoder);
    this.opus.free(this.input);
    this.opus.free(this.output);
  }
}
