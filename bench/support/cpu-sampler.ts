import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Where this process's CPU goes during a stretch of calls, from /proc (Linux): the main thread
 * (event loop: sockets, pipeline, fvad, Opus, database), the flite worker thread, the other threads
 * (garbage collection, libuv), and the pocketsphinx helper processes (live children, plus those that
 * exited in the meantime through the parent's cutime). Figures are % of one core.
 */
export interface CpuShares {
  wallMs: number;
  mainThread: number;
  fliteWorker: number;
  otherThreads: number;
  recognisers: number;
  /** The whole machine, all processes (other people's tests included): % of all cores. */
  machineBusy: number;
  /** Processes other than this one and its helpers: % of all cores. Noise for every figure. */
  otherProcesses: number;
  /** Event-loop delay of the main thread while sampled (p99 and max, ms). */
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

const TICK_MS = 1000 / Number(tryExec('getconf', ['CLK_TCK']) ?? 100);

function tryExec(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** utime, stime, cutime, cstime (ms) and ppid of a /proc stat line. */
function readStat(file: string): { cpuMs: number; childrenMs: number; ppid: number } | undefined {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state=0, ppid=1, ..., utime=11, stime=12, cutime=13, cstime=14.
    return {
      ppid: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      childrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) process `pid` has used so far; NaN if unknown. */
export function processCpuSeconds(pid: number | undefined): number {
  const stat = pid === undefined ? undefined : readStat(`/proc/${pid}/stat`);
  return stat ? stat.cpuMs / 1000 : Number.NaN;
}

/** CPU ms used so far by each thread of this process. */
export function threadCpuMs(): Map<string, number> {
  const used = new Map<string, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return used;
  }
  for (const tid of tids) {
    const stat = readStat(`/proc/self/task/${tid}/stat`);
    if (stat) used.set(tid, stat.cpuMs);
  }
  return used;
}

/**
 * The thread other than the main one that used the most CPU since `before`: the flite worker, when
 * only synthesis ran meanwhile (the worker starts with the server, so it is not a new thread).
 */
export function busiestThreadSince(before: ReadonlyMap<string, number>): string | undefined {
  let best: { tid: string; cpuMs: number } | undefined;
  for (const [tid, cpuMs] of threadCpuMs()) {
    if (tid === String(process.pid)) continue;
    const used = cpuMs - (before.get(tid) ?? 0);
    if (!best || used > best.cpuMs) best = { tid, cpuMs: used };
  }
  return best && best.cpuMs > 0 ? best.tid : undefined;
}

interface Snapshot {
  at: number;
  processMs: number;
  mainMs: number;
  fliteMs: number;
  childrenMs: number;
  machine: { busy: number; total: number };
}

export class CpuSampler {
  private readonly start: Snapshot;
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  constructor(private readonly fliteThread: string | undefined) {
    this.start = this.snapshot();
    this.loop.enable();
  }

  stop(): CpuShares {
    this.loop.disable();
    const end = this.snapshot();
    const wallMs = end.at - this.start.at;
    const share = (from: number, to: number) => Math.round(((to - from) / wallMs) * 1000) / 10;
    const main = share(this.start.mainMs, end.mainMs);
    const flite = share(this.start.fliteMs, end.fliteMs);
    const machineTotal = end.machine.total - this.start.machine.total;
    const machineBusy =
      machineTotal > 0 ? Math.round(((end.machine.busy - this.start.machine.busy) / machineTotal) * 1000) / 10 : Number.NaN;
    const ours = share(this.start.processMs, end.processMs) + share(this.start.childrenMs, end.childrenMs);
    return {
      wallMs: Math.round(wallMs),
      mainThread: main,
      fliteWorker: flite,
      otherThreads: Math.round((share(this.start.processMs, end.processMs) - main - flite) * 10) / 10,
      recognisers: share(this.start.childrenMs, end.childrenMs),
      machineBusy,
      otherProcesses: Math.max(0, Math.round((machineBusy - ours / cpus().length) * 10) / 10),
      eventLoopP99Ms: Math.round(this.loop.percentile(99) / 1e5) / 10,
      eventLoopMaxMs: Math.round(this.loop.max / 1e5) / 10,
    };
  }

  private snapshot(): Snapshot {
    const usage = process.cpuUsage();
    const self = readStat('/proc/self/stat');
    let liveChildrenMs = 0;
    for (const entry of safeReaddir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(`/proc/${entry}/stat`);
      if (stat?.ppid === process.pid) liveChildrenMs += stat.cpuMs;
    }
    return {
      at: performance.now(),
      processMs: (usage.user + usage.system) / 1000,
      mainMs: readStat(`/proc/self/task/${process.pid}/stat`)?.cpuMs ?? Number.NaN,
      fliteMs: this.fliteThread ? (readStat(`/proc/self/task/${this.fliteThread}/stat`)?.cpuMs ?? Number.NaN) : Number.NaN,
      childrenMs: liveChildrenMs + (self?.childrenMs ?? 0),
      machine: machineTimes(),
    };
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function machineTimes(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}
