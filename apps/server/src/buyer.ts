import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from './config';
import { DialogueProviderError, runTextBuyer } from '@rehearse/voice';
import { textBuyerEnginesFrom } from './features/calls/text-buyer.engines';

/** `npm run buyer -- --scenario FILE [--seed N] [--difficulty LEVEL]`: talk to the buyer by text (README). */
async function main(): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  // Iterating from now on buffers the lines that arrive while the scenario's prompt is written.
  const iterator = lines[Symbol.asyncIterator]();
  try {
    return await runTextBuyer(
      process.argv.slice(2),
      {
        readFile: (path) => readFile(path, 'utf8'),
        lines: { [Symbol.asyncIterator]: () => iterator },
        write: (line) => process.stdout.write(`${line}\n`),
        writeError: (line) => process.stderr.write(`${line}\n`),
      },
      () => textBuyerEnginesFrom(loadConfig(), { warn: (_details, message) => process.stderr.write(`${message}\n`) }),
    );
  } finally {
    lines.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DialogueProviderError) console.error(error.message);
    else console.error('The buyer failed:', error);
    process.exitCode = 1;
  },
);
