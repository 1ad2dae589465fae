import path from 'node:path';
import type { Env } from './env.ts';

/** Where uploaded media live when there is no bucket: the shared volume, else DATA_DIR/media. */
export function localMediaRoot(env: Pick<Env, 'dataDir' | 'mediaSharedDir'>): string {
  return env.mediaSharedDir ?? path.join(env.dataDir, 'media');
}

/**
 * The start-up warning for media kept in one instance's own folder while the database is
 * shared (PostgreSQL, so possibly several instances): an upload through one instance would be a
 * 404 on the others. Null when media are in a bucket or on a shared volume, or on PGlite.
 */
export function perInstanceMediaWarning(
  env: Pick<Env, 'databaseUrl' | 's3' | 'dataDir' | 'mediaSharedDir'>,
): string | null {
  if (!env.databaseUrl || env.s3 || env.mediaSharedDir) return null;
  return (
    `Aviso: las imágenes se guardan en ${localMediaRoot(env)}, que solo ve esta instancia. ` +
    'Con varias instancias, configura S3_BUCKET (y las demás variables S3_*) o MEDIA_SHARED_DIR ' +
    'con una carpeta compartida por todas.'
  );
}
