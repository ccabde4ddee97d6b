import type { WasmImports, WasmInstance, WasmMemory } from '../webassembly-api';

/**
 * Just enough of WASI preview 1 to run a command-line program compiled to WASI (flite) with its
 * files kept in memory. Why not node:wasi: on Node 20 it crashes the process (heap corruption,
 * SIGSEGV) after a few dozen instances of the same module unless V8's fast API calls are turned
 * off process-wide, and it prints an ExperimentalWarning; here output files never touch the disk.
 * See docs/decisions/0009-offline-speech-engines.md.
 */

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_NOENT = 44;
const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;
const OFLAGS_CREAT = 1;
const OFLAGS_TRUNC = 8;
const ALL_RIGHTS = 0x1fffffffn;

/** The program called proc_exit; thrown through the wasm stack to stop it. */
class ProgramExit {
  constructor(readonly code: number) {}
}

interface OpenFile {
  name: string;
  position: number;
}

export interface WasiRunResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Files the program wrote under the preopened directory, by name. */
  files: Map<string, Uint8Array>;
}

/**
 * One run of a program: create, `imports()` for instantiation, then `run(instance)`. A WASI
 * instance cannot start twice, so each run needs a fresh instance (and a fresh InMemoryWasi).
 */
export class InMemoryWasi {
  private memory: WasmMemory | undefined;
  private readonly files = new Map<string, Uint8Array>();
  private readonly fileSizes = new Map<string, number>();
  private readonly openFiles = new Map<number, OpenFile>();
  private nextFd = 4;
  private readonly output = { 1: [] as Uint8Array[], 2: [] as Uint8Array[] };
  private args: string[] = [];

  /** @param preopenName the directory the program sees as its only one, e.g. '/out' */
  constructor(private readonly preopenName: string) {}

  imports(): WasmImports {
    return { wasi_snapshot_preview1: this.syscalls() };
  }

  run(instance: WasmInstance, args: string[]): WasiRunResult {
    this.args = args;
    this.memory = instance.exports.memory as WasmMemory;
    const start = instance.exports._start as () => void;
    let exitCode = 0;
    try {
      start();
    } catch (error) {
      if (!(error instanceof ProgramExit)) throw error;
      exitCode = error.code;
    }
    const decoder = new TextDecoder();
    const files = new Map<string, Uint8Array>();
    for (const [name, data] of this.files) files.set(name, data.subarray(0, this.fileSizes.get(name) ?? 0));
    return {
      exitCode,
      stdout: this.output[1].map((chunk) => decoder.decode(chunk)).join(''),
      stderr: this.output[2].map((chunk) => decoder.decode(chunk)).join(''),
      files,
    };
  }

  private view(): DataView {
    if (!this.memory) throw new Error('WASI memory used before start');
    return new DataView(this.memory.buffer);
  }

  private bytes(pointer: number, length: number): Uint8Array {
    if (!this.memory) throw new Error('WASI memory used before start');
    return new Uint8Array(this.memory.buffer, pointer, length);
  }

  private writeFile(name: string, position: number, chunk: Uint8Array): void {
    let data = this.files.get(name) ?? new Uint8Array(0);
    const end = position + chunk.length;
    if (end > data.length) {
      const grown = new Uint8Array(Math.max(end, data.length * 2, 4096));
      grown.set(data);
      data = grown;
      this.files.set(name, data);
    }
    data.set(chunk, position);
    this.fileSizes.set(name, Math.max(this.fileSizes.get(name) ?? 0, end));
  }

  private syscalls(): Record<string, (...args: never[]) => number | void> {
    const encoder = new TextEncoder();
    const argBytes = () => this.args.map((arg) => encoder.encode(`${arg}\0`));
    return {
      args_sizes_get: (argcPointer: number, bufferSizePointer: number) => {
        const encoded = argBytes();
        this.view().setUint32(argcPointer, encoded.length, true);
        this.view().setUint32(
          bufferSizePointer,
          encoded.reduce((sum, arg) => sum + arg.length, 0),
          true,
        );
        return ERRNO_SUCCESS;
      },
      args_get: (argvPointer: number, bufferPointer: number) => {
        let offset = bufferPointer;
        argBytes().forEach((arg, index) => {
          this.view().setUint32(argvPointer + index * 4, offset, true);
          this.bytes(offset, arg.length).set(arg);
          offset += arg.length;
        });
        return ERRNO_SUCCESS;
      },
      clock_time_get: (_clockId: number, _precision: bigint, timePointer: number) => {
        this.view().setBigUint64(timePointer, process.hrtime.bigint(), true);
        return ERRNO_SUCCESS;
      },
      fd_prestat_get: (fd: number, pointer: number) => {
        if (fd !== 3) return ERRNO_BADF;
        this.view().setUint8(pointer, 0);
        this.view().setUint32(pointer + 4, encoder.encode(this.preopenName).length, true);
        return ERRNO_SUCCESS;
      },
      fd_prestat_dir_name: (fd: number, pointer: number, length: number) => {
        if (fd !== 3) return ERRNO_BADF;
        this.bytes(pointer, length).set(encoder.encode(this.preopenName).subarray(0, length));
        return ERRNO_SUCCESS;
      },
      fd_fdstat_get: (fd: number, pointer: number) => {
        const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE : fd === 3 ? FILETYPE_DIRECTORY : FILETYPE_REGULAR_FILE;
        if (fd > 3 && !this.openFiles.has(fd)) return ERRNO_BADF;
        const view = this.view();
        view.setUint8(pointer, type);
        view.setUint16(pointer + 2, 0, true);
        view.setBigUint64(pointer + 8, ALL_RIGHTS, true);
        view.setBigUint64(pointer + 16, ALL_RIGHTS, true);
        return ERRNO_SUCCESS;
      },
      fd_fdstat_set_flags: () => ERRNO_SUCCESS,
      path_open: (
        dirFd: number,
        _lookupFlags: number,
        pathPointer: number,
        pathLength: number,
        openFlags: number,
        _rightsBase: bigint,
        _rightsInheriting: bigint,
        _fdFlags: number,
        fdPointer: number,
      ) => {
        if (dirFd !== 3) return ERRNO_BADF;
        const name = new TextDecoder().decode(this.bytes(pathPointer, pathLength).slice());
        if (!this.files.has(name)) {
          if (!(openFlags & OFLAGS_CREAT)) return ERRNO_NOENT;
          this.files.set(name, new Uint8Array(0));
        }
        if (openFlags & OFLAGS_TRUNC) this.fileSizes.set(name, 0);
        const fd = this.nextFd++;
        this.openFiles.set(fd, { name, position: 0 });
        this.view().setUint32(fdPointer, fd, true);
        return ERRNO_SUCCESS;
      },
      fd_write: (fd: number, iovsPointer: number, iovsLength: number, writtenPointer: number) => {
        const file = this.openFiles.get(fd);
        if (fd !== 1 && fd !== 2 && !file) return ERRNO_BADF;
        let written = 0;
        for (let i = 0; i < iovsLength; i++) {
          const pointer = this.view().getUint32(iovsPointer + i * 8, true);
          const length = this.view().getUint32(iovsPointer + i * 8 + 4, true);
          const chunk = this.bytes(pointer, length).slice();
          if (file) {
            this.writeFile(file.name, file.position, chunk);
            file.position += length;
          } else {
            this.output[fd as 1 | 2].push(chunk);
          }
          written += length;
        }
        this.view().setUint32(writtenPointer, written, true);
        return ERRNO_SUCCESS;
      },
      fd_read: (fd: number, iovsPointer: number, iovsLength: number, readPointer: number) => {
        const file = this.openFiles.get(fd);
        if (fd !== 0 && !file) return ERRNO_BADF;
        let read = 0;
        if (file) {
          const data = (this.files.get(file.name) ?? new Uint8Array(0)).subarray(0, this.fileSizes.get(file.name) ?? 0);
          for (let i = 0; i < iovsLength; i++) {
            const pointer = this.view().getUint32(iovsPointer + i * 8, true);
            const length = this.view().getUint32(iovsPointer + i * 8 + 4, true);
            const chunk = data.subarray(file.position, file.position + length);
            this.bytes(pointer, chunk.length).set(chunk);
            file.position += chunk.length;
            read += chunk.length;
          }
        }
        this.view().setUint32(readPointer, read, true);
        return ERRNO_SUCCESS;
      },
      fd_seek: (fd: number, offset: bigint, whence: number, newOffsetPointer: number) => {
        const file = this.openFiles.get(fd);
        if (!file) return fd <= 2 ? ERRNO_INVAL : ERRNO_BADF;
        const size = this.fileSizes.get(file.name) ?? 0;
        const base = whence === 0 ? 0 : whence === 1 ? file.position : size;
        const position = base + Number(offset);
        if (position < 0) return ERRNO_INVAL;
        file.position = position;
        this.view().setBigUint64(newOffsetPointer, BigInt(position), true);
        return ERRNO_SUCCESS;
      },
      fd_close: (fd: number) => {
        this.openFiles.delete(fd);
        return ERRNO_SUCCESS;
      },
      proc_exit: (code: number) => {
        throw new ProgramExit(code);
      },
    };
  }
}
