import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { localMediaRoot, perInstanceMediaWarning } from './storage-choice.ts';

const S3 = {
  S3_BUCKET: 'bitacora',
  S3_ACCESS_KEY_ID: 'clave',
  S3_SECRET_ACCESS_KEY: 'secreto',
};
const POSTGRES = { DATABASE_URL: 'postgres://bitacora@db/bitacora', DATA_DIR: '/srv/bitacora' };

describe('media kept in one instance’s folder', () => {
  it('warns with PostgreSQL and local media, naming the folder and both fixes', () => {
    const warning = perInstanceMediaWarning(readEnv(POSTGRES));
    expect(warning).toContain(path.join('/srv/bitacora', 'media'));
    expect(warning).toContain('S3_BUCKET');
    expect(warning).toContain('MEDIA_SHARED_DIR');
    expect(warning).toMatch(/^Aviso: /);
  });

  it('is quiet on PGlite, with a bucket, and with a shared folder', () => {
    expect(perInstanceMediaWarning(readEnv({ DATA_DIR: '/srv/bitacora' }))).toBeNull();
    expect(perInstanceMediaWarning(readEnv({ ...POSTGRES, ...S3 }))).toBeNull();
    expect(
      perInstanceMediaWarning(readEnv({ ...POSTGRES, MEDIA_SHARED_DIR: '/mnt/media' })),
    ).toBeNull();
  });

  it('MEDIA_SHARED_DIR becomes the media folder; relative to where npm started', () => {
    expect(localMediaRoot(readEnv(POSTGRES))).toBe(path.join('/srv/bitacora', 'media'));
    expect(localMediaRoot(readEnv({ ...POSTGRES, MEDIA_SHARED_DIR: '/mnt/media' }))).toBe(
      '/mnt/media',
    );
    expect(readEnv({ MEDIA_SHARED_DIR: 'compartida', INIT_CWD: '/opt/app' }).mediaSharedDir).toBe(
      '/opt/app/compartida',
    );
    expect(readEnv({ MEDIA_SHARED_DIR: '' }).mediaSharedDir).toBeUndefined();
  });
});
