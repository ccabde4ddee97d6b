import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import { AppError } from '@rehearse/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createFileRecordingSink, type RecordingSink } from './recording-sink';

export type { RecordingSink };

/**
 * Where call recordings live. Keys are server-made (`<userId>/<sessionId>.ogg`), never from a
 * request. The default keeps files under `<DATA_DIR>/recordings`; several instances share it by
 * pointing DATA_DIR's recordings at one shared directory. The S3 store (`s3-recording-store.ts`)
 * keeps them in a bucket every instance reaches.
 */
export interface RecordingStore {
  /** Opens a recording for writing; bytes written survive a crash as soon as the sink has them. */
  createSink(key: string): Promise<RecordingSink>;
  /** Size in bytes, or undefined when there is no such recording. */
  size(key: string): Promise<number | undefined>;
  /** Answers a GET of the recording, with range requests (206), conditional GETs and 416s. */
  serve(request: FastifyRequest, reply: FastifyReply, key: string, mimeType: string): Promise<void>;
  /** Removes a recording; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores what a stopped process left half-way (the S3 store's local spool; the file store has
   * nothing to do). `fate` says, per recording, whether it may be stored now, must wait (its call
   * may still be running) or is no one's any more. A failure is reported, never thrown: the next
   * sweep tries again.
   */
  finishLeftovers(fate: (key: string) => Promise<LeftoverFate>): Promise<LeftoversFinished>;
}

export type LeftoverFate = 'store' | 'wait' | 'discard';

export interface LeftoversFinished {
  stored: string[];
  failed: { key: string; error: unknown }[];
}

const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const isRecordingKey = (key: string) => SAFE_KEY.test(key);

/** A key as the stores accept it: `<userId>/<sessionId>.<ext>`, nothing that could leave their root. */
export function checkRecordingKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid recording key: ${key}`);
  return key;
}

export function createFileRecordingStore(root: string): RecordingStore {
  const fileOf = (key: string) => path.join(root, checkRecordingKey(key));
  return {
    async createSink(key) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      return createFileRecordingSink(file);
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return undefined;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async finishLeftovers() {
      return { stored: [], failed: [] };
    },

    async serve(request, reply, key, mimeType) {
      const result = await send(request.raw, `/${checkRecordingKey(key)}`, {
        root,
        dotfiles: 'deny',
        index: false,
        acceptRanges: true,
        cacheControl: false,
      });
      if (result.type === 'directory' || (result.type === 'error' && result.statusCode === 404)) {
        throw new AppError('not_found', 'Recording not found');
      }
      // A 416 for a range past the end, a 304 for a conditional GET: send's own answer stands.
      reply.status(result.statusCode);
      for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
      if (result.type === 'file') reply.header('content-type', mimeType);
      reply.header('cache-control', 'private, no-store');
      return reply.send(result.stream);
    },
  };
}
