import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { generatedSecrets } from '../db/schema/index.ts';

type SecretName = 'jwtSecret' | 'altchaHmacKey' | 'twoFactorKey' | 'sealKey';
type SecretsFile = Partial<Record<SecretName, string>>;

const KEY_BYTES = 32;

function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

function readSecretsFile(dataDir: string): SecretsFile {
  try {
    return JSON.parse(fs.readFileSync(secretsFile(dataDir), 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {};
  }
}

function usable(value: unknown): value is string {
  return typeof value === 'string' && Buffer.from(value, 'base64url').length >= KEY_BYTES;
}

function newKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/**
 * A 256-bit secret kept in `DATA_DIR/secrets.json` (mode 0600): read when present, generated
 * and written once otherwise. Returned as base64url text.
 */
function fileSecret(dataDir: string, name: SecretName): string {
  const secrets = readSecretsFile(dataDir);
  const existing = secrets[name];
  if (usable(existing)) return existing;
  const value = newKey();
  secrets[name] = value;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = secretsFile(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return value;
}

/**
 * A 256-bit secret shared by every instance on one database: the first instance to write it
 * wins, the others read its value. The first writer offers the value this data folder already
 * had, so a server that ran alone before keeps its sessions and its sealed two-factor secrets.
 */
async function databaseSecret(db: Database, dataDir: string, name: SecretName): Promise<string> {
  const local = readSecretsFile(dataDir)[name];
  await db
    .insert(generatedSecrets)
    .values({ name, value: usable(local) ? local : newKey() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: generatedSecrets.value })
    .from(generatedSecrets)
    .where(eq(generatedSecrets.name, name));
  if (!row) throw new Error(`generated secret ${name} missing after insert`);
  return row.value;
}

export interface ServerSecrets {
  jwtSecret: Uint8Array;
  altchaHmacKey: string;
  twoFactorKey: Uint8Array;
  /** Seals what the server keeps for others (blogs' payment tokens; see seal.ts). */
  sealKey: Uint8Array;
}

/**
 * The keys the server signs and seals with: each configured one as given, the others generated
 * once. With a shared database (`shared`, PostgreSQL) generated keys live in it, so a token or
 * captcha from one instance is good on the next; alone (PGlite) they live in
 * `DATA_DIR/secrets.json`, so sessions survive restarts.
 */
export async function loadServerSecrets(options: {
  given: {
    jwtSecret?: string | undefined;
    altchaHmacKey?: string | undefined;
    twoFactorKey?: string | undefined;
  };
  dataDir: string;
  /** The database, when every instance shares it. */
  shared?: Database | undefined;
}): Promise<ServerSecrets> {
  const { given, dataDir, shared } = options;
  const generated = (name: SecretName) =>
    shared ? databaseSecret(shared, dataDir, name) : Promise.resolve(fileSecret(dataDir, name));
  const encode = (text: string) => new TextEncoder().encode(text);
  // One after another: the file variant rewrites one file.
  const jwtSecret = given.jwtSecret
    ? encode(given.jwtSecret)
    : new Uint8Array(Buffer.from(await generated('jwtSecret'), 'base64url'));
  const altchaHmacKey = given.altchaHmacKey ?? (await generated('altchaHmacKey'));
  const twoFactorKey = encode(given.twoFactorKey ?? (await generated('twoFactorKey')));
  const sealKey = new Uint8Array(Buffer.from(await generated('sealKey'), 'base64url'));
  return { jwtSecret, altchaHmacKey, twoFactorKey, sealKey };
}
