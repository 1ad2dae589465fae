import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, login, startServer, stopServer } from './crash-harness.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/*
 * A scheduled post is state in the database, not a timer in a process: one that fell due while
 * the server was down goes out when the server starts again. The server starts on a copy of the
 * run's migrated database: building one is the slow part of a start, not what is under test.
 */

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('restart', () => {
  it('publishes on start a post that fell due while the server was down', async () => {
    const data = migratedDataDir();
    cleanups.push(data.remove);
    // A sweep a minute apart: the post goes out with the sweep at start, seconds after it.
    let env: Record<string, string> = {
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      SCHEDULE_SWEEP_MS: '60000',
    };
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      const scratch = await createScratchDatabase(databaseUrl);
      cleanups.push(scratch.drop);
      env = { ...env, DATABASE_URL: scratch.url };
    }
    const first = await startServer(env);
    cleanups.push(() => stopServer(first, 'SIGKILL'));
    const token = await login(first.url, 'admin@example.com', 'Demo1234!');
    const blogs = (await (
      await fetch(`${first.url}/api/blogs`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; subdomain: string }[] };
    const demo = blogs.data.find((blog) => blog.subdomain === 'demo');
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-blog-id': String(demo?.id),
    };
    const publishAt = new Date(Date.now() + 4_000);
    const created = await fetch(`${first.url}/api/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Sale con el servidor parado',
        content: '<p>Programado</p>',
        slug: 'sale-con-el-servidor-parado',
        status: 'scheduled',
        publishAt: publishAt.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { uuid: string; status: string };
    expect(post.status).toBe('SCHEDULED');
    expect((await stopServer(first)).code).toBe(0);

    await sleep(Math.max(0, publishAt.getTime() - Date.now()) + 500);
    const again = await startServer(env);
    cleanups.push(() => stopServer(again, 'SIGKILL'));
    const read = async () =>
      (await (await fetch(`${again.url}/api/posts/uuid/${post.uuid}`, { headers })).json()) as {
        status: string;
        publishedAt: string;
      };
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('PUBLISHED');
    expect((await read()).publishedAt).toBe(publishAt.toISOString());
    expect((await stopServer(again)).code).toBe(0);
  }, 120_000);
});
