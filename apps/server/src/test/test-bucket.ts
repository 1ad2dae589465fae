import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../platform/storage/s3-storage.ts';

/** s3rver's fixed keys: it accepts any request signed with them. */
export const TEST_BUCKET_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  /** The server's address, `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** The configuration of a store on `bucket`: the one created, or another name (one missing). */
  config(bucket?: string): S3Config;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver, speaking the S3 REST protocol over HTTP) with
 * one bucket, its files in a temporary folder removed on close.
 */
export async function startTestBucket(name: string): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bitacora-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    config: (bucket = name) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      ...TEST_BUCKET_CREDENTIALS,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
