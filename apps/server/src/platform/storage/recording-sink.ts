import { open } from 'node:fs/promises';
import type { RecordingSink } from '@rehearse/voice/ports';

/**
 * Where an encoded recording goes, as `RecordingStore.createSink` opens it: a file, or a spool
 * uploaded to a bucket at the end. The port is the voice engine's (its recording encoder writes to
 * it, `packages/voice`); the stores here implement it.
 */
export type { RecordingSink };

/** Writes a recording to a file as it goes; pages already written survive a crash of the server. */
export async function createFileRecordingSink(filePath: string): Promise<RecordingSink> {
  const file = await open(filePath, 'w', 0o600);
  return {
    async write(bytes) {
      await file.write(bytes);
    },
    async close() {
      await file.datasync();
      await file.close();
    },
  };
}
