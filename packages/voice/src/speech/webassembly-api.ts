/**
 * The parts of the WebAssembly global that the flite and Opus adapters use. The server's TypeScript libraries
 * (ES2022, Node, no DOM) do not declare it, and declaring the global ourselves would clash the day
 * they do; so it is read from globalThis with local types.
 */
export type WasmModule = object;
export type WasmImports = Record<string, Record<string, unknown>>;

export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  /** Adds 64 KiB pages; returns the previous size in pages, throws if the memory cannot grow. */
  grow(pages: number): number;
}

export interface WasmInstance {
  readonly exports: Record<string, unknown>;
}

interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: WasmImports) => WasmInstance;
}

export const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
