import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The stock model's `count` most likely words as relative frequencies, read by the sphinx helper. */
export async function readCommonWords(binaryPath: string, stockLm: string, count: number): Promise<Map<string, number>> {
  const { stdout } = await run(binaryPath, ['--dump-unigrams', stockLm], { maxBuffer: 64 * 1024 * 1024 });
  const entries: [string, number][] = [];
  for (const line of stdout.split('\n')) {
    const [logProbability, word] = line.split(' ');
    if (word && /^[a-z][a-z']*$/.test(word)) entries.push([word, 10 ** Number(logProbability)]);
  }
  entries.sort((a, b) => b[1] - a[1]);
  return new Map(entries.slice(0, count));
}
