import { AwsClient } from 'aws4fetch';
import { isValidMediaKey, type MediaStorage, type StoredFilePage } from './storage.ts';

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

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? entity;
  });
}

/** The objects of a ListObjects answer (`ListBucketResult`), with the cursor past them. */
export function parseObjectList(xml: string, prefix = OBJECT_PREFIX): StoredFilePage {
  const files: StoredFilePage['files'] = [];
  let last: string | null = null;
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const name = /<Key>([\s\S]*?)<\/Key>/.exec(contents)?.[1];
    const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents)?.[1];
    if (name === undefined) continue;
    const objectKey = xmlText(name);
    last = objectKey;
    const key = objectKey.startsWith(prefix) ? objectKey.slice(prefix.length) : '';
    const at = modified ? new Date(modified) : null;
    if (isValidMediaKey(key) && at && !Number.isNaN(at.getTime()))
      files.push({ key, modified: at });
  }
  const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
  return { files, next: truncated ? last : null };
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
    async list({ after, limit }) {
      // ListObjects (version 1) with `marker`, the last key already read: the cursor is a plain
      // key a job can carry to the next run, and every S3-compatible service answers it.
      const query = new URLSearchParams({
        prefix: OBJECT_PREFIX,
        'max-keys': String(limit),
        ...(after ? { marker: after } : {}),
      });
      const response = await client.fetch(`${bucketUrl}?${query}`);
      if (!response.ok) {
        throw new S3StorageError(`S3 LIST: ${response.status} ${await response.text()}`);
      }
      return parseObjectList(await response.text());
    },
    async check() {
      const response = await bucketCheck.fetch(bucketUrl, { method: 'HEAD' });
      if (!response.ok) throw new S3StorageError(`S3 HEAD bucket: ${response.status}`);
    },
  };
}
