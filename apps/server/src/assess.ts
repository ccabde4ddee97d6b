import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config';
import { runAssessCommand } from './features/assessment/assess-file';
import { assessorFrom } from './features/assessment/assessment-providers';
import { createAssessmentService } from './features/assessment/assessment.service';

/** `npm run assess -- FILE`: one call assessed by the assessor the server's settings choose, printed as stored. */
async function main(): Promise<number> {
  const config = loadConfig();
  const assessor = assessorFrom(config, { warn: (details, message) => console.error(message, details) });
  return runAssessCommand(process.argv.slice(2), {
    readText: (file) => (file === '-' ? readStandardInput() : readFile(file, 'utf8')),
    service: createAssessmentService({ assessor }),
    print: (text) => console.log(text),
    printError: (text) => console.error(text),
  });
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The assessment failed:', error);
    process.exitCode = 1;
  },
);
