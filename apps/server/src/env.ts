import path from 'node:path';

/** Everything the server reads from the environment, read once at start. */
export interface Env {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicDomain: string;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mercadoPagoAccessToken: string | undefined;
  /** Proxy addresses whose X-Forwarded-For is believed; `true` believes any direct peer. */
  trustProxy: true | string[];
  nodeEnv: string;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = optional(value)?.toLowerCase();
  if (v === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new EnvError(`${name} must be true or false (got "${value}")`);
}

function parseTrustProxy(value: string | undefined): true | string[] {
  const v = optional(value);
  if (v === undefined || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return [];
  if (['1', 'true', 'yes', 'on'].includes(v.toLowerCase())) return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads and checks the environment; throws {@link EnvError} with a message for the operator. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const portText = optional(source.PORT) ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EnvError(`PORT must be a port number (got "${portText}")`);
  }
  const nodeEnv = optional(source.NODE_ENV) ?? 'development';
  const databaseUrl = optional(source.DATABASE_URL);
  // ARCHITECTURE.md: the embedded database never calls fsync, so it is not for production data.
  if (nodeEnv === 'production' && databaseUrl === undefined) {
    throw new EnvError(
      'NODE_ENV=production requires DATABASE_URL (PostgreSQL). La base de datos integrada ' +
        '(PGlite) es solo para pruebas y desarrollo: no garantiza los datos ante un corte de luz. ' +
        'Set DATABASE_URL=postgres://… or unset NODE_ENV=production.',
    );
  }
  const jwtSecret = optional(source.JWT_SECRET);
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new EnvError('JWT_SECRET must be at least 32 bytes (256 bits) long');
  }
  return {
    port,
    dataDir: path.resolve(optional(source.DATA_DIR) ?? './data'),
    databaseUrl,
    publicDomain: optional(source.PUBLIC_DOMAIN) ?? 'localhost:3000',
    seedDemo: parseBoolean('SEED_DEMO', source.SEED_DEMO, true),
    jwtSecret,
    redisUrl: optional(source.REDIS_URL),
    smtpUrl: optional(source.SMTP_URL),
    mercadoPagoAccessToken: optional(source.MERCADOPAGO_ACCESS_TOKEN),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    nodeEnv,
  };
}
