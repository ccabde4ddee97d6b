import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '@rehearse/domain';
import { planRangedRead, type StoredObject } from './byte-range';
import { checkRecordingKey, isRecordingKey, type LeftoversFinished, type RecordingSink, type RecordingStore } from './recording-store';

/** Where the bucket is and who may use it. The secret is for the SDK's signer only: never logged. */
export interface S3RecordingSettings {
  bucket: string;
  /** An S3-compatible service (MinIO, Ceph, R2...); AWS's own endpoint for the region when unset. */
  endpoint: string | undefined;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most self-hosted services need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (an instance or task role on AWS). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface S3RecordingStore extends RecordingStore {
  /** Whether the bucket answers with these settings: throws a sentence naming what is wrong. */
  checkBucket(): Promise<void>;
  close(): void;
}

/**
 * Recordings in an S3-compatible bucket (decision 30). A call's recording is spooled to a local
 * file as it is encoded (`<spoolDir>/<key>`, each page on disk as it comes, like the file store)
 * and uploaded whole when the call ends; a process killed mid-call leaves its spool, which the
 * next recovery sweep uploads (`finishLeftovers`). Object keys are the recording keys.
 */
export function createS3RecordingStore(settings: S3RecordingSettings, spoolDir: string): S3RecordingStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible services reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;
  const spoolFileOf = (key: string) => path.join(spoolDir, checkRecordingKey(key));
  /** Spools this process is writing or uploading: never a leftover. */
  const busy = new Set<string>();

  async function upload(key: string): Promise<void> {
    const file = spoolFileOf(key);
    const { size } = await stat(file);
    const contentType = key.endsWith('.ogg') ? 'audio/ogg' : 'application/octet-stream';
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }),
    );
    await rm(file, { force: true });
  }

  async function headOf(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkRecordingKey(key) }));
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async function spooledKeys(): Promise<string[]> {
    const entries = await readdir(spoolDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries.map((entry) => entry.split(path.sep).join('/')).filter(isRecordingKey);
  }

  return {
    async createSink(key): Promise<RecordingSink> {
      const file = spoolFileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const handle = await open(file, 'w', 0o600);
      busy.add(key);
      return {
        async write(bytes) {
          await handle.write(bytes);
        },
        async close() {
          try {
            await handle.datasync();
            await handle.close();
            await upload(key);
          } finally {
            // A failed upload stays spooled: the next recovery sweep stores it once the call has ended.
            busy.delete(key);
          }
        },
      };
    },

    async size(key) {
      const head = await headOf(key);
      if (head) return head.size;
      // Not uploaded yet (a call a crash left): its spool, which recovery uploads next.
      return stat(spoolFileOf(key)).then(
        (file) => file.size,
        () => undefined,
      );
    },

    async serve(request, reply, key, mimeType) {
      const unreachable = (error: unknown): never => {
        request.log.warn({ err: error }, 'the recordings bucket did not answer');
        throw new AppError('unavailable', 'The recording cannot be reached right now. Please try again in a moment.', undefined, 5);
      };
      const object = await headOf(key).catch(unreachable);
      if (!object) throw new AppError('not_found', 'Recording not found');
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      const plan = planRangedRead(request.headers, object);
      if (plan.status === 304) return reply.status(304).send();
      if (plan.status === 416) return reply.status(416).header('content-range', `bytes */${object.size}`).send();
      const range = plan.status === 206 ? `bytes=${plan.start}-${plan.end}` : undefined;
      const read = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }))
        .catch(unreachable);
      reply.status(plan.status).header('content-type', mimeType);
      if (plan.status === 206) reply.header('content-range', `bytes ${plan.start}-${plan.end}/${object.size}`);
      reply.header('content-length', plan.status === 206 ? plan.end - plan.start + 1 : object.size);
      return reply.send(read.Body as Readable);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkRecordingKey(key) }));
      await rm(spoolFileOf(key), { force: true });
    },

    async finishLeftovers(fate): Promise<LeftoversFinished> {
      const finished: LeftoversFinished = { stored: [], failed: [] };
      for (const key of await spooledKeys()) {
        if (busy.has(key)) continue;
        busy.add(key);
        try {
          const decided = await fate(key);
          if (decided === 'store') {
            await upload(key);
            finished.stored.push(key);
          } else if (decided === 'discard') {
            await rm(spoolFileOf(key), { force: true });
          }
        } catch (error) {
          finished.failed.push({ key, error });
        } finally {
          busy.delete(key);
        }
      }
      return finished;
    },

    async checkBucket() {
      const where = `bucket "${bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(`The recordings ${where} cannot be used: ${whyUnusable(error)}`, { cause: error });
      }
    },

    close() {
      client.destroy();
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return (error as Partial<S3ServiceException> | undefined)?.$metadata?.httpStatusCode;
}

function whyUnusable(error: unknown): string {
  switch (statusOf(error)) {
    case 404:
      return 'there is no such bucket (create it first)';
    case 403:
      return 'access denied (check the access key, the secret and what the bucket allows them)';
    case 301:
      return 'the bucket is in another region (set its region)';
    case 400:
      return 'the service refused the request (check the region and the path-style setting)';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
