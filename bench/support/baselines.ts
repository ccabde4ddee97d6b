import os from 'node:os';

/** Results of work the benchmark must not let the JIT optimise away. */
export const blackhole = { sink: 0 };

/**
 * CPU baseline: a fixed integer loop (median of 5 runs of 20 million steps). Figures divided by it
 * compare across machines and across noisy runs of the same machine.
 */
export function cpuBaselineMs(): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 20_000_000; i++) x = (x * 31 + i) | 0;
    runs.push(performance.now() - start);
    blackhole.sink += x;
  }
  return [...runs].sort((a, b) => a - b)[2]!;
}

/** The machine and how busy it was: other processes' load makes every figure noisier. */
export function machineNote() {
  const [one, five] = os.loadavg();
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage1m: round(one!),
    loadAverage5m: round(five!),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
