// The encoder's worker for tests, dying the way a crashed thread does (no reply, exit code 70) when
// it is asked to finish recording 1. Added after the real worker's listener (messages that arrive
// before any listener wait for one), it runs before the real worker's queued handling.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport('./ogg-opus.worker.ts', import.meta.url);
parentPort.on('message', (request) => {
  if (request.type === 'finish' && request.id === 1) process.exit(70);
});
