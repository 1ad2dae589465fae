import { isIP } from 'node:net';
import path from 'node:path';
import { proxyEntryProblem } from '../http/proxy-trust.ts';
import { LOG_LEVELS, type LogFormat, type LogLevel } from '../log/logger.ts';
import type { S3Config } from '../storage/s3-storage.ts';

/** Everything the server reads from the environment, read once at start. */
export interface Env {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicDomain: string;
  /** CUSTOM_DOMAIN_TARGET: what blogs' own domains must point to; unset: PUBLIC_DOMAIN's host. */
  customDomainTarget: string | undefined;
  /** DNS_RESOLVER: the servers custom domains are checked with (`ip` or `ip:port`); unset: the system's. */
  dnsResolver: string[] | undefined;
  seedDemo: boolean;
  /** DEMO_PUBLIC: demo mode answers every address, not only this machine's. */
  demoPublic: boolean;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * MAIL_TRANSPORT: `smtp` (SMTP_URL) or `outbox` (DATA_DIR/outbox, nothing sent); unset → SMTP
   * when SMTP_URL is set, else the outbox, which production only accepts when chosen.
   */
  mailTransport: 'smtp' | 'outbox' | undefined;
  mercadoPagoAccessToken: string | undefined;
  /** Secret MercadoPago signs its webhook notifications with (required with the token). */
  mercadoPagoWebhookSecret: string | undefined;
  /** ISO currency of the checkout (MERCADOPAGO_CURRENCY, default USD as the landing prices). */
  mercadoPagoCurrency: string;
  /**
   * MERCADOPAGO_CLIENT_ID and MERCADOPAGO_CLIENT_SECRET: the application blogs authorise to act on
   * their own MercadoPago accounts (docs/decisions/060-paid-memberships.md); both or neither.
   */
  mercadoPagoClient: { id: string; secret: string } | undefined;
  /** ALTCHA_HMAC_KEY; unset → generated once into DATA_DIR/secrets.json. */
  altchaHmacKey: string | undefined;
  /** TWO_FACTOR_KEY: seals TOTP secrets; unset → generated once into DATA_DIR/secrets.json. */
  twoFactorKey: string | undefined;
  /**
   * NEW_DEVICE_CODE: a sign-in without two-factor from a new device gets an emailed code first.
   * On by default, off by default in demo mode (SEED_DEMO).
   */
  newDeviceCode: boolean;
  /** Where links in mails and payment returns point: PUBLIC_ORIGIN (or APP_ORIGIN), else http://localhost:{PORT}. */
  publicOrigin: string;
  /** Proxy addresses whose X-Forwarded-For is believed; `true` believes any direct peer. */
  trustProxy: true | string[];
  nodeEnv: string;
  /** S3_*: uploaded media go to this bucket instead of DATA_DIR/media. */
  s3: S3Config | undefined;
  /**
   * MEDIA_SHARED_DIR: the media folder when it is a volume every instance mounts (instead of
   * DATA_DIR/media, which only its own instance sees).
   */
  mediaSharedDir: string | undefined;
  /** SCHEDULE_SWEEP_MS: how often scheduled posts and pages are looked for (15 s; lower in tests). */
  scheduleSweepMs: number;
  /** ANALYTICS_FLUSH_MS: how often counted page views are written (5 s; lower in tests). */
  analyticsFlushMs: number;
  /** ANALYTICS: false turns the built-in page-view counting off (true by default). */
  analytics: boolean;
  /** JOB_POLL_MS: how often the background job queue is looked at for due jobs (1 s). */
  jobPollMs: number;
  /**
   * JOB_LEASE_MS: how long a running job stays its instance's without news (30 s); a job whose
   * instance died is taken over once it runs out.
   */
  jobLeaseMs: number;
  /**
   * ALLOW_PRIVATE_FETCH: remote downloads (an import's images) may reach private and loopback
   * addresses. Off: only public ones, so an import cannot probe the server's own network.
   */
  allowPrivateFetch: boolean;
  /** LOG_LEVEL: the least severe level written (info). */
  logLevel: LogLevel;
  /** LOG_FORMAT: json or pretty; unset → pretty on a terminal, JSON lines otherwise. */
  logFormat: LogFormat | undefined;
  /**
   * METRICS_TOKEN: /metrics also answers a request bearing this token from any address (it
   * always answers loopback and the TRUST_PROXY addresses).
   */
  metricsToken: string | undefined;
  /** METRICS: false turns the request metrics and /metrics off (on by default). */
  metrics: boolean;
  /** LOG_REQUESTS: false leaves out the line per request (the access log); on by default. */
  logRequests: boolean;
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
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new EnvError(`TRUST_PROXY: ${problem}`);
  }
  return entries;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`${name} must be an http(s) address (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvError(`${name} must be an http(s) address (got "${value}")`);
  }
  return value;
}

/** The bucket for uploaded media, when S3_BUCKET is set; its credentials are then required. */
function parseS3(source: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = optional(source.S3_BUCKET);
  if (bucket === undefined) return undefined;
  const accessKeyId = optional(source.S3_ACCESS_KEY_ID) ?? optional(source.AWS_ACCESS_KEY_ID);
  const secretAccessKey =
    optional(source.S3_SECRET_ACCESS_KEY) ?? optional(source.AWS_SECRET_ACCESS_KEY);
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    throw new EnvError('S3_BUCKET requires S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket,
    region: optional(source.S3_REGION) ?? optional(source.AWS_REGION) ?? 'us-east-1',
    endpoint: httpUrl('S3_ENDPOINT', optional(source.S3_ENDPOINT)),
    accessKeyId,
    secretAccessKey,
    publicUrl: httpUrl('S3_PUBLIC_URL', optional(source.S3_PUBLIC_URL)),
  };
}

function parseMailTransport(
  value: string | undefined,
  smtpUrl: string | undefined,
): Env['mailTransport'] {
  const text = optional(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text !== 'smtp' && text !== 'outbox')
    throw new EnvError(`MAIL_TRANSPORT debe ser smtp u outbox (recibido "${value}")`);
  if (text === 'smtp' && smtpUrl === undefined)
    throw new EnvError(
      'MAIL_TRANSPORT=smtp requiere SMTP_URL (smtps://usuario:clave@servidor:465)',
    );
  if (text === 'outbox' && smtpUrl !== undefined)
    throw new EnvError(
      'MAIL_TRANSPORT=outbox y SMTP_URL a la vez: quita SMTP_URL para guardar los correos en ' +
        'DATA_DIR/outbox, o MAIL_TRANSPORT para enviarlos por SMTP.',
    );
  return text;
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
  // docs/architecture.md#database: the embedded database never calls fsync, so it is not for
  // production data.
  if (nodeEnv === 'production' && databaseUrl === undefined) {
    throw new EnvError(
      'NODE_ENV=production requires DATABASE_URL (PostgreSQL). La base de datos integrada ' +
        '(PGlite) es solo para pruebas y desarrollo: no garantiza los datos ante un corte de luz. ' +
        'Set DATABASE_URL=postgres://… or unset NODE_ENV=production.',
    );
  }
  const smtpUrl = optional(source.SMTP_URL);
  const mailTransport = parseMailTransport(source.MAIL_TRANSPORT, smtpUrl);
  // Signup and sign-in codes would go to a folder nobody reads: a public server would seem to
  // send mail and never do.
  if (nodeEnv === 'production' && smtpUrl === undefined && mailTransport !== 'outbox') {
    throw new EnvError(
      'NODE_ENV=production requiere SMTP_URL (smtps://usuario:clave@servidor:465): sin él, ' +
        'los correos (códigos de alta y de acceso, invitaciones, avisos) no se envían, se ' +
        'guardan en DATA_DIR/outbox. Si es lo que quieres, indícalo con MAIL_TRANSPORT=outbox.',
    );
  }
  const jwtSecret = optional(source.JWT_SECRET);
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new EnvError('JWT_SECRET must be at least 32 bytes (256 bits) long');
  }
  const mercadoPagoAccessToken = optional(source.MERCADOPAGO_ACCESS_TOKEN);
  const mercadoPagoWebhookSecret = optional(source.MERCADOPAGO_WEBHOOK_SECRET);
  if (mercadoPagoAccessToken !== undefined && mercadoPagoWebhookSecret === undefined) {
    throw new EnvError(
      'MERCADOPAGO_ACCESS_TOKEN requires MERCADOPAGO_WEBHOOK_SECRET (the secret of the webhook in the MercadoPago panel)',
    );
  }
  const mercadoPagoClientId = optional(source.MERCADOPAGO_CLIENT_ID);
  const mercadoPagoClientSecret = optional(source.MERCADOPAGO_CLIENT_SECRET);
  if ((mercadoPagoClientId === undefined) !== (mercadoPagoClientSecret === undefined)) {
    throw new EnvError(
      'MERCADOPAGO_CLIENT_ID and MERCADOPAGO_CLIENT_SECRET go together (the application credentials in the MercadoPago panel)',
    );
  }
  if (mercadoPagoClientId !== undefined && !/^\d{1,32}$/.test(mercadoPagoClientId)) {
    throw new EnvError(
      `MERCADOPAGO_CLIENT_ID must be the application's number (got "${mercadoPagoClientId}")`,
    );
  }
  if (mercadoPagoClientId !== undefined && mercadoPagoAccessToken === undefined) {
    throw new EnvError(
      'MERCADOPAGO_CLIENT_ID requires MERCADOPAGO_ACCESS_TOKEN: without it the local sandbox stands in for MercadoPago, connections included',
    );
  }
  const twoFactorKey = optional(source.TWO_FACTOR_KEY);
  if (twoFactorKey !== undefined && Buffer.byteLength(twoFactorKey) < 32) {
    throw new EnvError('TWO_FACTOR_KEY must be at least 32 bytes (256 bits) long');
  }
  const seedDemo = parseBoolean('SEED_DEMO', source.SEED_DEMO, true);
  const sweepText = optional(source.SCHEDULE_SWEEP_MS) ?? '15000';
  const scheduleSweepMs = Number(sweepText);
  if (!Number.isInteger(scheduleSweepMs) || scheduleSweepMs < 100 || scheduleSweepMs > 60_000) {
    throw new EnvError(
      `SCHEDULE_SWEEP_MS must be a whole number of milliseconds from 100 to 60000 (got "${sweepText}")`,
    );
  }
  const flushText = optional(source.ANALYTICS_FLUSH_MS) ?? '5000';
  const analyticsFlushMs = Number(flushText);
  if (!Number.isInteger(analyticsFlushMs) || analyticsFlushMs < 50 || analyticsFlushMs > 60_000) {
    throw new EnvError(
      `ANALYTICS_FLUSH_MS must be a whole number of milliseconds from 50 to 60000 (got "${flushText}")`,
    );
  }
  const jobPollText = optional(source.JOB_POLL_MS) ?? '1000';
  const jobPollMs = Number(jobPollText);
  if (!Number.isInteger(jobPollMs) || jobPollMs < 50 || jobPollMs > 60_000) {
    throw new EnvError(
      `JOB_POLL_MS must be a whole number of milliseconds from 50 to 60000 (got "${jobPollText}")`,
    );
  }
  const jobLeaseText = optional(source.JOB_LEASE_MS) ?? '30000';
  const jobLeaseMs = Number(jobLeaseText);
  if (!Number.isInteger(jobLeaseMs) || jobLeaseMs < 1_000 || jobLeaseMs > 600_000) {
    throw new EnvError(
      `JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000 (got "${jobLeaseText}")`,
    );
  }
  const logLevel = (optional(source.LOG_LEVEL)?.toLowerCase() ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new EnvError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`,
    );
  }
  const logFormat = optional(source.LOG_FORMAT)?.toLowerCase();
  if (logFormat !== undefined && logFormat !== 'json' && logFormat !== 'pretty') {
    throw new EnvError(`LOG_FORMAT must be json or pretty (got "${source.LOG_FORMAT}")`);
  }
  const metricsToken = optional(source.METRICS_TOKEN);
  if (metricsToken !== undefined && Buffer.byteLength(metricsToken) < 16) {
    throw new EnvError('METRICS_TOKEN must be at least 16 bytes long');
  }
  const originText = optional(source.PUBLIC_ORIGIN) ?? optional(source.APP_ORIGIN);
  let publicOrigin = `http://localhost:${port}`;
  if (originText !== undefined) {
    let url: URL;
    try {
      url = new URL(originText);
    } catch {
      throw new EnvError(`PUBLIC_ORIGIN must be an http(s) origin (got "${originText}")`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new EnvError(`PUBLIC_ORIGIN must be an http(s) origin (got "${originText}")`);
    }
    publicOrigin = url.origin;
  }
  const dnsResolver = optional(source.DNS_RESOLVER)
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of dnsResolver ?? []) {
    const address = entry.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/^([\d.]+):\d+$/, '$1');
    if (isIP(address) === 0) {
      throw new EnvError(
        `DNS_RESOLVER must list IP addresses, each with an optional port (got "${entry}")`,
      );
    }
  }
  return {
    port,
    // `npm start` runs in apps/server; a relative DATA_DIR means the folder npm was started from.
    dataDir: path.resolve(optional(source.INIT_CWD) ?? '.', optional(source.DATA_DIR) ?? './data'),
    databaseUrl,
    mediaSharedDir: mediaSharedDirOf(source),
    publicDomain: optional(source.PUBLIC_DOMAIN) ?? 'localhost:3000',
    customDomainTarget: optional(source.CUSTOM_DOMAIN_TARGET),
    dnsResolver: dnsResolver && dnsResolver.length > 0 ? dnsResolver : undefined,
    seedDemo,
    demoPublic: parseBoolean('DEMO_PUBLIC', source.DEMO_PUBLIC, false),
    jwtSecret,
    redisUrl: optional(source.REDIS_URL),
    smtpUrl,
    mailTransport,
    mercadoPagoAccessToken,
    mercadoPagoWebhookSecret,
    mercadoPagoCurrency: optional(source.MERCADOPAGO_CURRENCY)?.toUpperCase() ?? 'USD',
    mercadoPagoClient:
      mercadoPagoClientId !== undefined && mercadoPagoClientSecret !== undefined
        ? { id: mercadoPagoClientId, secret: mercadoPagoClientSecret }
        : undefined,
    altchaHmacKey: optional(source.ALTCHA_HMAC_KEY),
    twoFactorKey,
    newDeviceCode: parseBoolean('NEW_DEVICE_CODE', source.NEW_DEVICE_CODE, !seedDemo),
    publicOrigin,
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    nodeEnv,
    s3: parseS3(source),
    scheduleSweepMs,
    analyticsFlushMs,
    analytics: parseBoolean('ANALYTICS', source.ANALYTICS, true),
    jobPollMs,
    jobLeaseMs,
    allowPrivateFetch: parseBoolean('ALLOW_PRIVATE_FETCH', source.ALLOW_PRIVATE_FETCH, false),
    logLevel,
    logFormat,
    metricsToken,
    metrics: parseBoolean('METRICS', source.METRICS, true),
    logRequests: parseBoolean('LOG_REQUESTS', source.LOG_REQUESTS, true),
  };
}

function mediaSharedDirOf(source: Record<string, string | undefined>): string | undefined {
  const dir = optional(source.MEDIA_SHARED_DIR);
  return dir === undefined ? undefined : path.resolve(optional(source.INIT_CWD) ?? '.', dir);
}
