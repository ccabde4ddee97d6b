// The flite worker for tests, dying the way a crashed thread does (no reply, exit code 70) when
// asked to speak the text 'crash'. It listens before the real worker does, so that it exits first
// (flite answers within the turn it is asked), and hands the real worker what came while it loaded.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const early = [];
let loaded = false;
parentPort.on('message', (request) => {
  if (request.args.includes('crash')) process.exit(70);
  if (!loaded) early.push(request);
});
await tsImport('./flite.worker.ts', import.meta.url);
loaded = true;
for (const request of early) parentPort.emit('message', request);
