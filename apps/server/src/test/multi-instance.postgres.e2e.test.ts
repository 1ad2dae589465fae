import { solveChallenge } from 'altcha-lib/v1';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './crash-harness.ts';

/*
 * Several real instances on one PostgreSQL database, each with its own data folder, as they
 * run behind a proxy: what one instance creates at first start, the others must share.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: this file runs on PostgreSQL only');
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startInstances(
  count: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, async () => {
      const data = tempDataDir();
      cleanups.push(data.remove);
      const server = await startServer({ DATA_DIR: data.dir, ...env }, 120_000);
      cleanups.push(() => stopServer(server, 'SIGKILL'));
      return server;
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
}

describe('instances started together on an empty PostgreSQL database', () => {
  it('three instances with demo data all come up, and the demo data is there once', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const servers = await startInstances(3, { DATABASE_URL: scratch.url, SEED_DEMO: 'true' });
    for (const server of servers)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const seeded = servers.filter((s) => s.output().includes('Datos de demostración creados.'));
    expect(seeded).toHaveLength(1);

    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const users = await sql<{ email: string }[]>`select email from users order by email`;
      expect(users.map((u) => u.email)).toEqual(
        Object.values(DEMO_ACCOUNTS)
          .map((a) => a.email)
          .sort(),
      );
      const blogs = await sql<{ subdomain: string }[]>`select subdomain from blogs`;
      expect(blogs.map((b) => b.subdomain).sort()).toEqual(['demo', 'pro']);
      const [media] = await sql<{ n: number }[]>`select count(*)::int as n from media`;
      expect(media?.n).toBe(5);
    } finally {
      await sql.end();
    }
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});

/** A challenge from one instance, solved as the widget does: the payload a form sends. */
async function solvedCaptchaFrom(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solved');
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('generated secrets with a shared PostgreSQL database', () => {
  it('a token and a captcha from one instance are good on the other', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'true',
      JWT_SECRET: undefined,
      ALTCHA_HMAC_KEY: undefined,
      TWO_FACTOR_KEY: undefined,
    };
    const [first, second] = (await startInstances(2, env)) as [ServerProcess, ServerProcess];

    const token = await login(first.url, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const blogs = await fetch(`${second.url}/api/blogs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blogs.status).toBe(200);

    const captcha = await solvedCaptchaFrom(first.url);
    const otp = await fetch(`${second.url}/api/auth/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nueva-instancia@example.com', captcha }),
    });
    expect(otp.status, await otp.clone().text()).toBeLessThan(300);

    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ name: string }[]>`select name from generated_secrets order by name`;
      expect(rows.map((r) => r.name)).toEqual(['altchaHmacKey', 'jwtSecret', 'twoFactorKey']);
    } finally {
      await sql.end();
    }
    for (const server of [first, second]) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});
