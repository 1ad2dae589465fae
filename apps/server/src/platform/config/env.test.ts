import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outboxWarning } from '../mail/mailer.ts';
import { EnvError, readEnv } from './env.ts';

describe('readEnv: demo mode', () => {
  it('keeps demo mode to this machine unless DEMO_PUBLIC opens it', () => {
    expect(readEnv({}).demoPublic).toBe(false);
    expect(readEnv({ DEMO_PUBLIC: 'true' }).demoPublic).toBe(true);
    expect(readEnv({ DEMO_PUBLIC: 'no' }).demoPublic).toBe(false);
    expect(() => readEnv({ DEMO_PUBLIC: 'quizá' })).toThrow(/DEMO_PUBLIC/);
  });
});

describe('readEnv: TRUST_PROXY', () => {
  it('reads off, on, and a list of addresses and ranges; refuses anything else', () => {
    expect(readEnv({}).trustProxy).toEqual([]);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => readEnv({ TRUST_PROXY: '127.0.0.1,proxy.local' })).toThrow(
      /TRUST_PROXY: "proxy.local" is not an IP address/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(EnvError);
  });
});

describe('readEnv: media bucket', () => {
  it('keeps media on disk when S3_BUCKET is unset', () => {
    expect(readEnv({}).s3).toBeUndefined();
  });

  it('reads the bucket, its endpoint and public address', () => {
    const env = readEnv({
      S3_BUCKET: 'medios',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(env.s3).toEqual({
      bucket: 'medios',
      region: 'auto',
      endpoint: 'https://cuenta.r2.cloudflarestorage.com',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      publicUrl: 'https://cdn.example.com',
    });
  });

  it('refuses a bucket without credentials and an endpoint that is not http(s)', () => {
    expect(() => readEnv({ S3_BUCKET: 'medios' })).toThrow(EnvError);
    expect(() =>
      readEnv({
        S3_BUCKET: 'medios',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_ENDPOINT: 'ftp://example.com',
      }),
    ).toThrow(/S3_ENDPOINT/);
  });
});

describe('readEnv: two-factor', () => {
  it('asks a new device for an emailed code, except in demo mode unless NEW_DEVICE_CODE says so', () => {
    expect(readEnv({ SEED_DEMO: 'false' }).newDeviceCode).toBe(true);
    expect(readEnv({}).newDeviceCode).toBe(false);
    expect(readEnv({ NEW_DEVICE_CODE: 'on' }).newDeviceCode).toBe(true);
    expect(readEnv({ SEED_DEMO: 'false', NEW_DEVICE_CODE: 'off' }).newDeviceCode).toBe(false);
    expect(() => readEnv({ NEW_DEVICE_CODE: 'quizá' })).toThrow(EnvError);
  });

  it('takes a two-factor key of at least 256 bits', () => {
    expect(readEnv({}).twoFactorKey).toBeUndefined();
    expect(readEnv({ TWO_FACTOR_KEY: 'k'.repeat(32) }).twoFactorKey).toBe('k'.repeat(32));
    expect(() => readEnv({ TWO_FACTOR_KEY: 'corta' })).toThrow(EnvError);
  });
});

describe('readEnv: SCHEDULE_SWEEP_MS', () => {
  it('sweeps every 15 s unless told otherwise, within 100 ms and a minute', () => {
    expect(readEnv({}).scheduleSweepMs).toBe(15_000);
    expect(readEnv({ SCHEDULE_SWEEP_MS: '500' }).scheduleSweepMs).toBe(500);
    expect(() => readEnv({ SCHEDULE_SWEEP_MS: '10' })).toThrow(/SCHEDULE_SWEEP_MS/);
    expect(() => readEnv({ SCHEDULE_SWEEP_MS: 'rápido' })).toThrow(EnvError);
  });
});

describe('readEnv: JOB_POLL_MS', () => {
  it('looks for due background jobs every second unless told otherwise, within 50 ms and a minute', () => {
    expect(readEnv({}).jobPollMs).toBe(1_000);
    expect(readEnv({ JOB_POLL_MS: '200' }).jobPollMs).toBe(200);
    expect(() => readEnv({ JOB_POLL_MS: '10' })).toThrow(/JOB_POLL_MS/);
    expect(() => readEnv({ JOB_POLL_MS: '120000' })).toThrow(/JOB_POLL_MS/);
    expect(() => readEnv({ JOB_POLL_MS: 'a menudo' })).toThrow(EnvError);
  });
});

describe('readEnv: JOB_LEASE_MS', () => {
  it('holds a running job 30 s without news unless told otherwise, within a second and 10 minutes', () => {
    expect(readEnv({}).jobLeaseMs).toBe(30_000);
    expect(readEnv({ JOB_LEASE_MS: '2000' }).jobLeaseMs).toBe(2_000);
    expect(() => readEnv({ JOB_LEASE_MS: '500' })).toThrow(/JOB_LEASE_MS/);
    expect(() => readEnv({ JOB_LEASE_MS: '900000' })).toThrow(/JOB_LEASE_MS/);
    expect(() => readEnv({ JOB_LEASE_MS: 'medio minuto' })).toThrow(EnvError);
  });
});

describe('readEnv: ALLOW_PRIVATE_FETCH', () => {
  it('keeps remote downloads off private addresses unless told otherwise', () => {
    expect(readEnv({}).allowPrivateFetch).toBe(false);
    expect(readEnv({ ALLOW_PRIVATE_FETCH: 'true' }).allowPrivateFetch).toBe(true);
    expect(readEnv({ ALLOW_PRIVATE_FETCH: 'false' }).allowPrivateFetch).toBe(false);
    expect(() => readEnv({ ALLOW_PRIVATE_FETCH: 'quizás' })).toThrow(/ALLOW_PRIVATE_FETCH/);
  });

  it('reads the custom domains’ target and DNS resolvers, refusing what is not an address', () => {
    expect(readEnv({}).dnsResolver).toBeUndefined();
    expect(readEnv({}).customDomainTarget).toBeUndefined();
    expect(readEnv({ CUSTOM_DOMAIN_TARGET: 'blogs.example.com' }).customDomainTarget).toBe(
      'blogs.example.com',
    );
    expect(readEnv({ DNS_RESOLVER: '127.0.0.1:5353, 1.1.1.1,[::1]:53' }).dnsResolver).toEqual([
      '127.0.0.1:5353',
      '1.1.1.1',
      '[::1]:53',
    ]);
    expect(() => readEnv({ DNS_RESOLVER: 'dns.example.com' })).toThrow(/DNS_RESOLVER/);
  });
});

describe('logs and metrics', () => {
  it('LOG_LEVEL, LOG_FORMAT and METRICS_TOKEN are checked', () => {
    expect(readEnv({}).logLevel).toBe('info');
    expect(readEnv({}).logFormat).toBeUndefined();
    expect(readEnv({ LOG_LEVEL: 'DEBUG', LOG_FORMAT: 'pretty' })).toMatchObject({
      logLevel: 'debug',
      logFormat: 'pretty',
    });
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => readEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(readEnv({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(readEnv({})).toMatchObject({ metrics: true, logRequests: true });
    expect(readEnv({ METRICS: 'false', LOG_REQUESTS: 'off' })).toMatchObject({
      metrics: false,
      logRequests: false,
    });
  });
});

describe('readEnv: mail', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bitacora' };

  it('refuses production without SMTP_URL unless the outbox is chosen, in Spanish', () => {
    expect(() => readEnv(production)).toThrow(EnvError);
    expect(() => readEnv(production)).toThrow(
      /NODE_ENV=production requiere SMTP_URL.*DATA_DIR\/outbox.*MAIL_TRANSPORT=outbox/,
    );
    expect(readEnv({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailTransport: undefined,
    });
    expect(readEnv({ ...production, MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
    // Outside production the outbox stays the default, with a warning at start.
    expect(readEnv({}).mailTransport).toBeUndefined();
  });

  it('reads MAIL_TRANSPORT as smtp or outbox, each with what it needs', () => {
    const smtp = 'smtp://localhost:2525';
    expect(readEnv({ MAIL_TRANSPORT: 'SMTP', SMTP_URL: smtp }).mailTransport).toBe('smtp');
    expect(() => readEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /MAIL_TRANSPORT=smtp requiere SMTP_URL/,
    );
    expect(() => readEnv({ MAIL_TRANSPORT: 'outbox', SMTP_URL: smtp })).toThrow(
      /MAIL_TRANSPORT=outbox y SMTP_URL a la vez/,
    );
    expect(() => readEnv({ MAIL_TRANSPORT: 'carta' })).toThrow(/MAIL_TRANSPORT debe ser/);
  });

  it('the deploy example starts once SMTP_URL is filled in, and not before', () => {
    const example = Object.fromEntries(
      readFileSync(new URL('../../../../../deploy/.env.example', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(example.NODE_ENV).toBe('production');
    expect(() => readEnv(example)).toThrow(/requiere SMTP_URL/);
    expect(readEnv({ ...example, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).nodeEnv).toBe(
      'production',
    );
  });

  it('warns at start when mail goes to the outbox, saying how to send it', () => {
    const dataDir = '/srv/bitacora';
    const unset = outboxWarning({ smtpUrl: undefined, mailTransport: undefined, dataDir });
    expect(unset).toContain('los correos no se envían, se guardan en /srv/bitacora/outbox');
    expect(unset).toContain('SMTP_URL');
    expect(unset).toContain('MAIL_TRANSPORT=outbox');
    expect(outboxWarning({ smtpUrl: undefined, mailTransport: 'outbox', dataDir })).toContain(
      '/srv/bitacora/outbox (MAIL_TRANSPORT=outbox)',
    );
    expect(outboxWarning({ smtpUrl: 'smtp://x', mailTransport: undefined, dataDir })).toBeNull();
  });
});

describe('readEnv: MercadoPago connections', () => {
  const live = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'secreto' };
  it('reads the application credentials together, with the platform token', () => {
    expect(readEnv({}).mercadoPagoClient).toBeUndefined();
    expect(
      readEnv({
        ...live,
        MERCADOPAGO_CLIENT_ID: '1585551492',
        MERCADOPAGO_CLIENT_SECRET: 'clave',
      }).mercadoPagoClient,
    ).toEqual({ id: '1585551492', secret: 'clave' });
  });
  it('refuses one without the other, a client id that is not a number, or no platform token', () => {
    expect(() => readEnv({ ...live, MERCADOPAGO_CLIENT_ID: '1585551492' })).toThrow(
      /MERCADOPAGO_CLIENT_SECRET/,
    );
    expect(() => readEnv({ ...live, MERCADOPAGO_CLIENT_SECRET: 'clave' })).toThrow(
      /MERCADOPAGO_CLIENT_ID/,
    );
    expect(() =>
      readEnv({ ...live, MERCADOPAGO_CLIENT_ID: 'app', MERCADOPAGO_CLIENT_SECRET: 'clave' }),
    ).toThrow(/number/);
    expect(() =>
      readEnv({ MERCADOPAGO_CLIENT_ID: '1585551492', MERCADOPAGO_CLIENT_SECRET: 'clave' }),
    ).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
  });
});
