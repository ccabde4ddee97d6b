import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3RecordingSettings } from './s3-recording-store';

/** The access key s3rver knows; it checks the key, not the secret, so any secret stands in for one. */
const ACCESS_KEY_ID = 'S3RVER';

/** A real S3 server (s3rver) on a loopback port, for tests: one bucket, read back through the S3 API. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Store settings for this server, with the given secret (so a test can look for it in logs). */
  settings(secretAccessKey?: string): S3RecordingSettings;
  /** The server's settings as environment variables, for a server process. */
  environment(secretAccessKey?: string): Record<string, string>;
  /** The keys of every object in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'recordings'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rehearse-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (secretAccessKey = 'test-secret'): S3RecordingSettings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey },
  });
  const reader = new S3Client({ ...settings(), requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    endpoint,
    bucket,
    settings,
    environment: (secretAccessKey = 'test-secret') => ({
      RECORDINGS_S3_BUCKET: bucket,
      RECORDINGS_S3_ENDPOINT: endpoint,
      RECORDINGS_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      RECORDINGS_S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    async keys() {
      const listed = await reader.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async read(key) {
      try {
        const object = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async close() {
      reader.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
