import { AwsClient } from 'aws4fetch';
import { isValidMediaKey, type MediaStorage } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), from the `S3_*` variables. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Where the S3 API answers; AWS's regional endpoint when unset. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where readers fetch objects (a CDN or the bucket's public address); the endpoint's bucket path when unset. */
  publicUrl?: string | undefined;
}

/** Objects live under `media/` in the bucket, so their addresses end in `/media/<key>` as local ones do. */
const OBJECT_PREFIX = 'media/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

export class S3StorageError extends Error {
  override name = 'S3StorageError';
}

/**
 * Uploaded images in a bucket, signed with AWS Signature V4 (path-style addresses, which every
 * S3-compatible service accepts). Files are immutable: a new upload always gets a new key.
 */
export function createS3MediaStorage(config: S3Config): MediaStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  // Readiness asks once: a retry would outlast the check's timeout.
  const bucketCheck = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 0,
  });
  const endpoint = trimSlashes(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const bucketUrl = `${endpoint}/${encodeURIComponent(config.bucket)}`;
  const publicBase = trimSlashes(config.publicUrl ?? bucketUrl);
  const objectUrl = (key: string) => {
    if (!isValidMediaKey(key)) throw new S3StorageError(`invalid media key: ${key}`);
    return `${bucketUrl}/${OBJECT_PREFIX}${key}`;
  };

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        // Image bytes live in an ArrayBuffer, never a SharedArrayBuffer; the DOM typings of
        // BodyInit ask for that to be said.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE },
      });
      if (!response.ok) {
        throw new S3StorageError(`S3 PUT ${key}: ${response.status} ${await response.text()}`);
      }
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        throw new S3StorageError(`S3 DELETE ${key}: ${response.status} ${await response.text()}`);
      }
    },
    url: (key) => `${publicBase}/${OBJECT_PREFIX}${key}`,
    async check() {
      const response = await bucketCheck.fetch(bucketUrl, { method: 'HEAD' });
      if (!response.ok) throw new S3StorageError(`S3 HEAD bucket: ${response.status}`);
    },
  };
}
