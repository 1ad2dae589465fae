import type { BlogImport } from '@bitacora/api/schemas';
import { and, count, countDistinct, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../features/transfers/index.ts';
import { openDatabase } from '../platform/db/client.ts';
import {
  backgroundJobs,
  comments,
  importMappings,
  posts,
  postTags,
  tags,
} from '../platform/db/schema/index.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
} from './crash-harness.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/*
 * An import is state in the database, not a loop in a process: the server SIGKILLed in the
 * middle of one takes it up again on the next start, skips what the first run wrote, and ends
 * with each post once, with its tag and its comment.
 */

// Enough posts that no machine writes them all between the first report and the kill.
const POSTS = 500;
const TAGS = 8;
const SLUG = 'reanudada';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const slugOf = (n: number) => `${SLUG}-${String(n).padStart(3, '0')}`;

/** A WordPress export of `POSTS` short posts, each with one of `TAGS` tags and one comment. */
function wxr(): string {
  const tagList = Array.from(
    { length: TAGS },
    (_, t) =>
      `<wp:tag><wp:term_id>${100 + t}</wp:term_id><wp:tag_slug><![CDATA[tema-${t}]]></wp:tag_slug><wp:tag_name><![CDATA[Tema ${t}]]></wp:tag_name></wp:tag>`,
  ).join('\n');
  const items = Array.from(
    { length: POSTS },
    (_, n) => `<item>
<title><![CDATA[Entrada ${n}]]></title>
<content:encoded><![CDATA[<p>Texto de la entrada ${n}.</p>]]></content:encoded>
<wp:post_id>${1000 + n}</wp:post_id>
<wp:post_date_gmt><![CDATA[2024-03-01 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${slugOf(n)}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="post_tag" nicename="tema-${n % TAGS}"><![CDATA[Tema ${n % TAGS}]]></category>
<wp:comment><wp:comment_id>${5000 + n}</wp:comment_id><wp:comment_author><![CDATA[Lucía]]></wp:comment_author><wp:comment_author_email><![CDATA[lucia@example.com]]></wp:comment_author_email><wp:comment_date_gmt><![CDATA[2024-03-02 10:00:00]]></wp:comment_date_gmt><wp:comment_content><![CDATA[Comentario ${n}]]></wp:comment_content><wp:comment_approved><![CDATA[1]]></wp:comment_approved><wp:comment_type><![CDATA[comment]]></wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>
</item>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Blog viejo</title>
<link>https://viejo.example</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://viejo.example</wp:base_site_url>
<wp:base_blog_url>https://viejo.example</wp:base_blog_url>
${tagList}
${items}
</channel>
</rss>`;
}

/** The pro blog's API as its admin. */
async function proClient(server: ServerProcess) {
  const token = await login(server.url, 'pro@example.com', 'Demo1234!');
  const res = await fetch(`${server.url}/api/blogs`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const blogs = (await res.json()) as { data: { id: number; subdomain: string }[] };
  const blog = blogs.data.find((b) => b.subdomain === 'pro');
  if (!blog) throw new Error(`no pro blog: ${JSON.stringify(blogs)}`);
  const headers = { authorization: `Bearer ${token}`, 'x-blog-id': String(blog.id) };
  return {
    blogId: blog.id,
    async request(
      method: string,
      path: string,
      init: { body?: BodyInit; headers?: Record<string, string> } = {},
    ) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...headers, ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
      });
      return { status: res.status, json: (await res.json()) as BlogImport };
    },
  };
}

/**
 * Reads until `done`, failing only when the read value stops changing for `stallMs`: the import
 * moves its progress at least every second while it works, so a slow machine (a loaded CI
 * runner) waits longer instead of failing at a fixed deadline, and a stuck import still fails.
 */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, stallMs: number) {
  let last = '';
  let changedAt = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const text = JSON.stringify(value);
    if (text !== last) {
      last = text;
      changedAt = Date.now();
    } else if (Date.now() - changedAt > stallMs) {
      throw new Error(`no change for ${stallMs} ms; last: ${text}`);
    }
    await sleep(100);
  }
}

describe('restart', () => {
  it('finishes after a SIGKILL an import the server was running, each post once', async () => {
    const data = migratedDataDir();
    cleanups.push(data.remove);
    // A short lease: the job the killed server held is taken over within two seconds.
    let env: Record<string, string> = {
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      JOB_POLL_MS: '100',
      JOB_LEASE_MS: '2000',
    };
    const databaseUrl = process.env.DATABASE_URL;
    let scratchUrl: string | undefined;
    if (databaseUrl) {
      const scratch = await createScratchDatabase(databaseUrl);
      cleanups.push(scratch.drop);
      scratchUrl = scratch.url;
      env = { ...env, DATABASE_URL: scratch.url };
    }

    const first = await startServer(env, 180_000);
    cleanups.push(() => stopServer(first, 'SIGKILL'));
    const api = await proClient(first);
    const uploaded = await api.request('POST', '/api/imports', {
      body: wxr(),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'viejo-blog.xml' },
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.json.id;
    const read = async () => (await api.request('GET', `/api/imports/${id}`)).json;
    // Analysis reports nothing until it ends: the longest quiet phase, given the most time.
    const ready = await until(read, (row) => row.state !== 'analysing', 120_000);
    expect(ready.state).toBe('ready');
    const confirmed = await api.request('POST', `/api/imports/${id}/confirm`, {
      body: JSON.stringify({ inviteAuthors: false }),
      headers: { 'content-type': 'application/json' },
    });
    expect(confirmed.status).toBe(200);

    // Progress is written after an item's transaction, at the first item and then every second:
    // its first report means a post is written, and the server is killed right then.
    const midway = await until(read, (row) => (row.progress?.done ?? 0) >= 1, 30_000);
    expect(midway).toMatchObject({ state: 'running', progress: { total: POSTS } });
    expect(midway.progress?.done).toBeLessThan(POSTS);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const writtenBeforeKill = midway.progress?.done ?? 0;

    const again = await startServer(env, 180_000);
    cleanups.push(() => stopServer(again, 'SIGKILL'));
    const resumed = await proClient(again);
    const readAgain = async () => (await resumed.request('GET', `/api/imports/${id}`)).json;
    const done = await until(readAgain, (row) => row.state !== 'running', 60_000);
    expect(done).toMatchObject({ state: 'done', error: null, progress: { done: POSTS } });
    // The resumed run created what the first had not, and skipped, as already imported, what
    // it had: between them, every post of the file.
    const report = done.report;
    expect(report?.created.posts).toBeGreaterThan(0);
    expect(report?.skippedTotal).toBeGreaterThanOrEqual(writtenBeforeKill);
    expect((report?.created.posts ?? 0) + (report?.skippedTotal ?? 0)).toBe(POSTS);
    expect(report?.skipped.every((s) => s.reason === IMPORT_MESSAGES.alreadyImported)).toBe(true);
    expect((await stopServer(again)).code).toBe(0);

    // The database itself, once the server is stopped.
    const handle = await openDatabase(
      scratchUrl ? { databaseUrl: scratchUrl, maxConnections: 1 } : { dataDir: data.dir },
    );
    try {
      const db = handle.db;
      const blogId = resumed.blogId;
      const imported = and(eq(posts.blogId, blogId), like(posts.slug, `${SLUG}-%`));
      const [postCount] = await db
        .select({ rows: count(), slugs: countDistinct(posts.slug) })
        .from(posts)
        .where(imported);
      expect(postCount).toEqual({ rows: POSTS, slugs: POSTS });
      // The file's slugs, none renamed: no post was written twice under a numbered slug.
      const slugs = await db.select({ slug: posts.slug }).from(posts).where(imported);
      expect(new Set(slugs.map((p) => p.slug))).toEqual(
        new Set(Array.from({ length: POSTS }, (_, n) => slugOf(n))),
      );
      const ids = db.select({ id: posts.id }).from(posts).where(imported);
      const [commentCount] = await db
        .select({ n: count() })
        .from(comments)
        .where(inArray(comments.postId, ids));
      expect(commentCount?.n).toBe(POSTS);
      // Each post has exactly its tag: Tema n % TAGS for the post n.
      const tagged = await db
        .select({ slug: posts.slug, tag: tags.name })
        .from(postTags)
        .innerJoin(posts, eq(posts.id, postTags.postId))
        .innerJoin(tags, eq(tags.id, postTags.tagId))
        .where(imported);
      expect(tagged).toHaveLength(POSTS);
      for (const { slug, tag } of tagged) {
        expect(tag).toBe(`Tema ${Number(slug.slice(SLUG.length + 1)) % TAGS}`);
      }
      const [mapped] = await db
        .select({ n: count() })
        .from(importMappings)
        .where(and(eq(importMappings.blogId, blogId), eq(importMappings.kind, 'post')));
      expect(mapped?.n).toBe(POSTS);
      const runs = await db
        .select({ state: backgroundJobs.state, attempts: backgroundJobs.attempts })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.kind, 'import-run'));
      // One job, its second run (the first died with the server) finished it.
      expect(runs).toEqual([{ state: 'done', attempts: 2 }]);
    } finally {
      await handle.close();
    }
    // No budget of its own: each wait above fails when the import stops moving.
  }, 0);
});
