// A worker thread's entry cannot be TypeScript on Node 20 (loader hooks from `--import tsx` do not
// reach a worker's entry), so this plain module loads the TypeScript worker through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./language-model.worker.ts', import.meta.url);
