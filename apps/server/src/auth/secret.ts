import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface SecretsFile {
  jwtSecret?: string;
  altchaHmacKey?: string;
  twoFactorKey?: string;
}

/**
 * The 256-bit token key: JWT_SECRET when given, otherwise generated once and kept in
 * `DATA_DIR/secrets.json` (mode 0600) so sessions survive restarts.
 */
export function loadJwtSecret(options: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Uint8Array {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const file = path.join(options.dataDir, 'secrets.json');
  let secrets: SecretsFile = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (typeof secrets.jwtSecret === 'string') {
    const key = Buffer.from(secrets.jwtSecret, 'base64url');
    if (key.length >= 32) return new Uint8Array(key);
  }
  const key = randomBytes(32);
  secrets.jwtSecret = key.toString('base64url');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return new Uint8Array(key);
}

/**
 * A named 256-bit secret kept in `DATA_DIR/secrets.json` beside the token key: read when
 * present, generated and written once otherwise. Returned as base64url text.
 */
export function loadNamedSecret(dataDir: string, name: 'altchaHmacKey' | 'twoFactorKey'): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: SecretsFile = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const existing = secrets[name];
  if (typeof existing === 'string' && Buffer.from(existing, 'base64url').length >= 32) {
    return existing;
  }
  secrets[name] = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return secrets[name] as string;
}
