// The language-model worker for tests, dying the way a crashed thread does (no reply, exit code 70)
// when asked to build a scenario whose first text is 'crash'. Added after the real worker's listener
// (messages that arrive before any listener wait for one); it exits before the build gets far.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport('./language-model.worker.ts', import.meta.url);
parentPort.on('message', (request) => {
  if (request.type === 'build' && request.source.texts[0] === 'crash') process.exit(70);
});
