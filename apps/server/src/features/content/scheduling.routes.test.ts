import { zonedWallTimeToUtc } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { startScheduledWork } from '../../test/run-scheduled.ts';
import { call, DEMO_HOST as DEMO, tokenFor, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { publishDueContent } from './publish-scheduled.ts';
import { CONTENT_JOBS } from './scheduled.ts';

// A fresh app before each test: the public page cache starts empty.
const { t, s } = useTestApp({ freshAppEachTest: true });

const slugsOf = (json: unknown) => (json as { data: { slug: string }[] }).data.map((r) => r.slug);

/** Moves the app's clock and signs in again at that time (a session of now would be expired). */
async function clockAt(iso: string) {
  t.setNow(new Date(iso));
  s.tokens.admin = await tokenFor(t, 'admin');
  s.tokens.author = await tokenFor(t, 'author');
}

async function visit(path: string) {
  const res = await visitorRequest(t, DEMO, path);
  return { status: res.status, text: await res.text() };
}

const postBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Crónica programada',
  content: '<p>Sale sola a su hora.</p>',
  slug: 'cronica-programada',
  status: 'scheduled',
  ...extra,
});

async function schedulePost(publishAt: Date, extra: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.admin,
    blog: s.demo.id,
    body: postBody({ publishAt: publishAt.toISOString(), ...extra }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; uuid: string; status: string; publishAt: string };
}

async function statusOf(id: number) {
  const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, id) });
  return row;
}

describe('scheduling a post', () => {
  it('keeps it off the blog until its minute, then publishes it with that date', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const at = new Date('2027-01-10T10:00:00Z');
    const post = await schedulePost(at);
    expect(post).toMatchObject({ status: 'SCHEDULED', publishAt: at.toISOString() });
    // Not public: a 404 like a draft, and nowhere in the feed or the sitemap.
    expect((await visit('/blog/cronica-programada')).status).toBe(404);
    expect((await visit('/feed.xml')).text).not.toContain('cronica-programada');
    expect((await visit('/sitemap.xml')).text).not.toContain('cronica-programada');
    // The panel lists it with its state.
    const list = await call(t, 'GET', '/api/posts?includeDrafts=true&status=scheduled', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(slugsOf(list.json)).toEqual(['cronica-programada']);

    expect(await publishDueContent(t.db, new Date('2027-01-10T09:59:59.999Z'))).toEqual({
      posts: [],
      pages: [],
    });
    const stop = startScheduledWork(
      t,
      { [CONTENT_JOBS.publishDue]: 60 * 60_000 },
      { deps: { now: () => new Date('2027-01-10T10:00:00Z') } },
    );
    try {
      // The sweep runs at start, not only after its first interval.
      await expect.poll(async () => (await statusOf(post.id))?.status).toBe('PUBLISHED');
    } finally {
      await stop();
    }
    const row = await statusOf(post.id);
    expect(row?.publishedAt?.toISOString()).toBe(at.toISOString());
    expect(row?.publishAt).toBeNull();
    // The cached feed and sitemap were built before: the sweep moved the blog's version.
    expect((await visit('/blog/cronica-programada')).status).toBe(200);
    expect((await visit('/feed.xml')).text).toContain('cronica-programada');
    expect((await visit('/sitemap.xml')).text).toContain('cronica-programada');
    // Once: a later sweep finds nothing.
    expect(await publishDueContent(t.db, new Date('2027-01-10T11:00:00Z'))).toEqual({
      posts: [],
      pages: [],
    });
  });

  it('keeps the revision and queues the mail of a post published at its minute, as a publication from the panel does', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const scheduled = await schedulePost(new Date('2027-01-10T10:00:00Z'));
    const draft = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: postBody({ slug: 'cronica-a-mano', status: 'draft' }),
    });
    expect(draft.status).toBe(201);
    await clockAt('2027-01-10T10:00:00Z');
    const byHand = await call(t, 'PATCH', `/api/posts/${draft.json.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'published' },
    });
    expect(byHand.status).toBe(200);
    const before = t.deps.contentVersions?.of(s.demo.id);
    await publishDueContent(t.db, new Date('2027-01-10T10:00:00Z'), t.deps.contentVersions);
    expect(t.deps.contentVersions?.of(s.demo.id)).not.toBe(before);

    const latestRevision = async (id: number) => {
      const res = await call(t, 'GET', `/api/posts/${id}/revisions`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      expect(res.status).toBe(200);
      const [latest] = res.json.data as { id: number; revision: number; autosave: boolean }[];
      if (!latest) throw new Error(`post ${id} has no revision`);
      const one = await call(t, 'GET', `/api/posts/${id}/revisions/${latest.id}`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      return one.json as { revision: number; autosave: boolean; fields: { status: string } };
    };
    for (const id of [scheduled.id, draft.json.id as number]) {
      const row = await statusOf(id);
      expect(await latestRevision(id)).toMatchObject({
        revision: row?.revision,
        autosave: false,
        fields: { status: 'PUBLISHED' },
      });
      const mails = await t.db.query.backgroundJobs.findMany({
        where: (j, { eq }) => eq(j.dedupeKey, `newsletter-post:${id}`),
      });
      expect(mails).toHaveLength(1);
    }
  });

  it('refuses a schedule without a time or with a past one, writing nothing', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const missing = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: postBody(),
    });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toEqual([
      { path: 'publishAt', message: 'Indica la fecha y la hora de publicación' },
    ]);
    const past = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: postBody({ publishAt: '2027-01-10T08:59:00Z' }),
    });
    expect(past.status).toBe(400);
    expect(past.json.details).toEqual([
      { path: 'publishAt', message: 'La fecha de publicación debe ser posterior a este momento' },
    ]);
    const local = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: postBody({ publishAt: '2027-01-10T12:00' }),
    });
    expect(local.status).toBe(400);
    expect(
      await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, 'cronica-programada') }),
    ).toBeUndefined();
  });

  it('tells a form still open on the scheduled version that the post changed', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const post = await schedulePost(new Date('2027-01-10T10:00:00Z'));
    const opened = await call(t, 'GET', `/api/posts/uuid/${post.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    const baseRevision = (opened.json as { revision: number }).revision;
    await publishDueContent(t.db, new Date('2027-01-10T10:00:00Z'));
    await clockAt('2027-01-10T10:05:00Z');
    const stale = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Título escrito antes de salir', baseRevision },
    });
    expect(stale.status).toBe(409);
    expect((await statusOf(post.id))?.title).toBe('Crónica programada');
  });

  it("'Desprogramar' returns it to draft, and the sweep leaves it there", async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const post = await schedulePost(new Date('2027-01-10T10:00:00Z'));
    const res = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'draft' },
    });
    expect(res.json).toMatchObject({ status: 'DRAFT', publishAt: null, publishedAt: null });
    expect((await publishDueContent(t.db, new Date('2027-01-10T12:00:00Z'))).posts).toEqual([]);
    expect((await statusOf(post.id))?.status).toBe('DRAFT');
  });

  it('moves the time of a scheduled post, and publishing at once forgets it', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const post = await schedulePost(new Date('2027-01-10T10:00:00Z'));
    const moved = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { publishAt: '2027-01-11T10:00:00.000Z' },
    });
    expect(moved.json).toMatchObject({
      status: 'SCHEDULED',
      publishAt: '2027-01-11T10:00:00.000Z',
    });
    expect((await publishDueContent(t.db, new Date('2027-01-10T12:00:00Z'))).posts).toEqual([]);
    // Editing other fields keeps the schedule as it was.
    const edited = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Crónica, revisada' },
    });
    expect(edited.json).toMatchObject({
      status: 'SCHEDULED',
      publishAt: '2027-01-11T10:00:00.000Z',
    });
    const now = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'published' },
    });
    expect(now.json).toMatchObject({
      status: 'PUBLISHED',
      publishAt: null,
      publishedAt: '2027-01-10T09:00:00.000Z',
    });
  });

  it("an AUTHOR's scheduled post is its own, like a draft", async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: postBody({ publishAt: '2027-01-10T10:00:00Z' }),
    });
    expect(res.status).toBe(201);
    const admin = await call(t, 'GET', `/api/posts/uuid/${res.json.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(admin.status).toBe(200);
  });
});

describe('publishing at the right minute across a change of time in Madrid', () => {
  it('a time in the skipped hour (28 March 2027, 02:30) goes out at 03:30 summer time', async () => {
    await clockAt('2027-03-27T12:00:00Z');
    const at = zonedWallTimeToUtc('2027-03-28T02:30', 'Europe/Madrid') as Date;
    expect(at.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    const post = await schedulePost(at);
    expect((await publishDueContent(t.db, new Date('2027-03-28T01:29:59Z'))).posts).toEqual([]);
    const published = await publishDueContent(t.db, new Date('2027-03-28T01:30:00Z'));
    expect(published.posts.map((p) => p.id)).toEqual([post.id]);
  });

  it('a time in the repeated hour (31 October 2027, 02:30) goes out the first time', async () => {
    await clockAt('2027-10-30T12:00:00Z');
    const at = zonedWallTimeToUtc('2027-10-31T02:30', 'Europe/Madrid') as Date;
    expect(at.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    const post = await schedulePost(at);
    expect((await publishDueContent(t.db, new Date('2027-10-31T00:29:59Z'))).posts).toEqual([]);
    const published = await publishDueContent(t.db, new Date('2027-10-31T00:30:00Z'));
    expect(published.posts.map((p) => p.id)).toEqual([post.id]);
  });

  it('an ordinary summer evening: 21:15 in Madrid is 19:15 UTC', async () => {
    await clockAt('2027-07-01T12:00:00Z');
    const post = await schedulePost(
      zonedWallTimeToUtc('2027-07-01T21:15', 'Europe/Madrid') as Date,
    );
    expect((await publishDueContent(t.db, new Date('2027-07-01T19:14:59Z'))).posts).toEqual([]);
    expect((await publishDueContent(t.db, new Date('2027-07-01T19:15:00Z'))).posts).toEqual([
      { id: post.id, blogId: s.demo.id },
    ]);
  });
});

describe('scheduling a page', () => {
  it('keeps it a 404 until its minute, then serves it', async () => {
    await clockAt('2027-01-10T09:00:00Z');
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Aviso',
        content: '<p>Cerrado por vacaciones.</p>',
        slug: 'aviso',
        status: 'scheduled',
        publishAt: '2027-01-10T10:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'SCHEDULED', publishAt: '2027-01-10T10:00:00.000Z' });
    expect((await visit('/aviso')).status).toBe(404);
    const published = await publishDueContent(t.db, new Date('2027-01-10T10:00:00Z'));
    expect(published.pages).toEqual([{ id: res.json.id, blogId: s.demo.id }]);
    t.deps.contentVersions?.bump(s.demo.id);
    expect((await visit('/aviso')).status).toBe(200);
    const row = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'aviso') });
    expect(row?.publishedAt?.toISOString()).toBe('2027-01-10T10:00:00.000Z');
  });
});

describe('the blog time zone setting', () => {
  it('is Europe/Madrid by default, changes to another IANA zone and refuses the rest', async () => {
    const blog = await call(t, 'GET', `/api/blogs/uuid/${s.demo.uuid}`, { token: s.tokens.author });
    expect(blog.json.timeZone).toBe('Europe/Madrid');
    const changed = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { timeZone: 'America/Mexico_City' },
    });
    expect(changed.json.timeZone).toBe('America/Mexico_City');
    const refused = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { timeZone: 'Europa/Madrid' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([
      { path: 'timeZone', message: 'La zona horaria no es válida (por ejemplo, Europe/Madrid)' },
    ]);
    const again = await call(t, 'GET', `/api/blogs/uuid/${s.demo.uuid}`, {
      token: s.tokens.author,
    });
    expect(again.json.timeZone).toBe('America/Mexico_City');
  });
});
