import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/index.ts';
import { type CaptchaChallenge, solvedCaptchaPayload } from './captcha-solution.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startInstances,
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

describe('instances started together on an empty PostgreSQL database', () => {
  it('three instances with demo data all come up, and the demo data is there once', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const servers = await startInstances(
      3,
      { DATABASE_URL: scratch.url, SEED_DEMO: 'true' },
      cleanups,
    );
    for (const server of servers)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const seeded = servers.filter((s) => s.output().includes('Datos de demostración creados.'));
    expect(seeded).toHaveLength(1);
    // Media in each instance's own folder: every instance says so at start.
    for (const server of servers) expect(server.output()).toContain('MEDIA_SHARED_DIR');

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
      // The demo's 19 pictures (10 on the demo blog, 9 on PRO), written once, not once per instance.
      expect(media?.n).toBe(19);
    } finally {
      await sql.end();
    }
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});

/** A challenge from one instance, solved as the widget does: the payload a form sends. */
async function solvedCaptchaFrom(url: string): Promise<string> {
  const res = await fetch(`${url}/api/captcha/challenge`);
  return solvedCaptchaPayload((await res.json()) as CaptchaChallenge);
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
    const [first, second] = (await startInstances(2, env, cleanups)) as [
      ServerProcess,
      ServerProcess,
    ];

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
      expect(rows.map((r) => r.name)).toEqual([
        'altchaHmacKey',
        'jwtSecret',
        'sealKey',
        'twoFactorKey',
      ]);
    } finally {
      await sql.end();
    }
    for (const server of [first, second]) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});

describe('media on a shared volume', () => {
  it('with MEDIA_SHARED_DIR the demo images land there and every instance serves them', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const shared = tempDataDir('bitacora-shared-media-');
    cleanups.push(shared.remove);
    const servers = await startInstances(
      2,
      { DATABASE_URL: scratch.url, SEED_DEMO: 'true', MEDIA_SHARED_DIR: shared.dir },
      cleanups,
    );
    for (const server of servers) expect(server.output()).not.toContain('MEDIA_SHARED_DIR');

    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    let addresses: string[];
    try {
      const rows = await sql<{ image: string }[]>`
        select image from posts where image is not null order by id`;
      addresses = rows.map((row) => row.image);
    } finally {
      await sql.end();
    }
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      const key = address.replace(/^\/media\//, '');
      expect(fs.existsSync(path.join(shared.dir, key))).toBe(true);
      for (const server of servers) {
        const res = await fetch(`${server.url}${address}`);
        expect(res.status, `${server.url}${address}`).toBe(200);
        await res.arrayBuffer();
      }
    }
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});
