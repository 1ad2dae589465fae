import type { AnalyticsReport, SeriesFunnelsReport } from '@bitacora/api/schemas';
import { ANALYTICS_MESSAGES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  analyticsRollups,
  analyticsSalts,
  analyticsViews,
  posts,
} from '../../platform/db/schema/index.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { holdViewsUntilFlushed } from './held-views.fixtures.ts';
import { createViewRecorder, type ViewRecorder } from './recorder.ts';
import { ANALYTICS_ROLLUP_JOB, analyticsJobs, rollUpAnalytics } from './rollup.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let recorder: ViewRecorder;

const HOST = 'demo.localhost:3000';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FEEDLY = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 10 subscribers)';

const A = { address: '198.51.100.1', ua: CHROME };
const B = { address: '198.51.100.2', ua: IPHONE };
const C = { address: '198.51.100.3', ua: FIREFOX };
const BOT = { address: '198.51.100.4', ua: GOOGLEBOT };
const FEED = { address: '198.51.100.5', ua: FEEDLY };

const PART_1 = '/blog/sevilla-en-otono';
const PART_2 = '/blog/cordoba-y-la-mezquita';

beforeEach(() => {
  recorder = holdViewsUntilFlushed(t);
});

/** One line of the replayed log: a reader's request on the blog's host at a given instant. */
async function hit(
  at: string,
  who: { address: string; ua: string },
  path: string,
  referer?: string,
) {
  t.setNow(new Date(at));
  const headers: Record<string, string> = { host: HOST, 'user-agent': who.ua };
  if (referer) headers.referer = referer;
  const res = await t.app.request(`http://${HOST}${path}`, { headers }, {
    incoming: { socket: { remoteAddress: who.address } },
  } as never);
  await res.arrayBuffer();
  return res.status;
}

async function beacon(
  at: string,
  who: { address: string; ua: string },
  uuid: string,
  headers: Record<string, string> = {},
) {
  t.setNow(new Date(at));
  const res = await t.app.request(
    `http://${HOST}/api/analytics/read/${uuid}`,
    { method: 'POST', headers: { host: HOST, 'user-agent': who.ua, ...headers } },
    { incoming: { socket: { remoteAddress: who.address } } } as never,
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const uuidOf = async (slug: string) =>
  (await t.db.select({ uuid: posts.uuid }).from(posts).where(eq(posts.slug, slug)))[0]?.uuid ?? '';

/** The log: three readers and a bot on the 20th, one reader back on the 21st. */
async function replay() {
  await makeDemoPro(t, s);
  await hit('2026-11-20T10:00:00Z', A, '/', 'https://www.google.com/search?q=sevilla');
  await hit('2026-11-20T10:01:00Z', A, PART_1, `http://${HOST}/`);
  await hit('2026-11-20T10:05:00Z', A, PART_2, `http://${HOST}${PART_1}`);
  await hit('2026-11-20T11:00:00Z', B, PART_1, 'https://t.co/abc');
  await hit('2026-11-20T11:30:00Z', BOT, PART_1);
  expect(await hit('2026-11-20T11:40:00Z', B, '/blog/no-existe')).toBe(404);
  // A flush in the middle: A's later view must not be an entry page again.
  await recorder.flush();
  await hit('2026-11-20T12:00:00Z', C, PART_2, 'https://news.ycombinator.com/item?id=1');
  await hit('2026-11-20T13:00:00Z', A, PART_1);
  await hit('2026-11-20T14:00:00Z', FEED, '/feed.xml');
  await hit('2026-11-20T15:00:00Z', FEED, '/feed.xml');
  await hit('2026-11-20T15:10:00Z', A, '/sitemap.xml');
  await recorder.flush();
  await hit('2026-11-21T09:00:00Z', A, PART_1, 'https://duckduckgo.com/');
  expect((await beacon('2026-11-21T09:04:00Z', A, await uuidOf('sevilla-en-otono'))).status).toBe(
    204,
  );
  await recorder.flush();
}

async function report(query: string) {
  const res = await call(t, 'GET', `/api/analytics?${query}`, {
    token: s.tokens.admin,
    blog: s.demo.id,
  });
  expect(res.status).toBe(200);
  return res.json as unknown as AnalyticsReport;
}

async function funnels(query: string) {
  const res = await call(t, 'GET', `/api/analytics/series?${query}`, {
    token: s.tokens.admin,
    blog: s.demo.id,
  });
  expect(res.status).toBe(200);
  return res.json as unknown as SeriesFunnelsReport;
}

function expectKnownAnswers(day1: AnalyticsReport) {
  expect(day1.totals).toEqual({ visitors: 3, views: 6 });
  expect(day1.referrers.map((r) => [r.label, r.visitors]).sort()).toEqual([
    ['google.com', 1],
    ['news.ycombinator.com', 1],
    ['t.co', 1],
  ]);
  expect(day1.entryPages.map((r) => [r.label, r.visitors]).sort()).toEqual([
    ['/', 1],
    [PART_2, 1],
    [PART_1, 1],
  ]);
  expect(day1.devices).toEqual([
    { label: 'desktop', visitors: 2, views: 5 },
    { label: 'mobile', visitors: 1, views: 1 },
  ]);
  expect(day1.browsers.map((r) => r.label).sort()).toEqual(['Chrome', 'Firefox', 'Safari']);
  expect(day1.feed).toEqual({ readers: 1, requests: 2 });
  expect(day1.topPosts.map((p) => [p.slug, p.visitors, p.views])).toEqual([
    ['sevilla-en-otono', 2, 3],
    ['cordoba-y-la-mezquita', 2, 2],
  ]);
}

describe('analytics from a replayed log', () => {
  it('counts unique visitors, referrers, entry pages and feeds, without bots', async () => {
    await replay();
    expectKnownAnswers(await report('from=2026-11-20&to=2026-11-20'));
    const both = await report('from=2026-11-20&to=2026-11-21&granularity=day');
    expect(both.points).toEqual([
      { start: '2026-11-20', visitors: 3, views: 6 },
      { start: '2026-11-21', visitors: 1, views: 1 },
    ]);
    expect(both.totals).toEqual({ visitors: 4, views: 7 });
    // The read beacon of the 21st: one reader of three over the range reached the end.
    expect(both.topPosts[0]).toMatchObject({ slug: 'sevilla-en-otono', readThrough: 33 });
    // Nothing personal is stored: no address and no user agent in any row.
    const rows = await t.db.select().from(analyticsViews);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100|Mozilla|Feedly/);
  });

  it('gives each day its own salt: the same reader is another visitor the next day', async () => {
    await replay();
    const salts = await t.db.select().from(analyticsSalts).orderBy(analyticsSalts.day);
    expect(salts.map((row) => row.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(salts[0]?.salt).not.toBe(salts[1]?.salt);
    const aViews = await t.db
      .select({ day: analyticsViews.day, visitor: analyticsViews.visitor })
      .from(analyticsViews)
      .where(eq(analyticsViews.kind, 'page'));
    const day1 = new Set(aViews.filter((v) => v.day === '2026-11-20').map((v) => v.visitor));
    const day2 = aViews.filter((v) => v.day === '2026-11-21').map((v) => v.visitor);
    expect(day2).toHaveLength(1);
    expect(day1.has(day2[0] as string)).toBe(false);
    // The rollup deletes the salts of past days: their hashes cannot be made again.
    await rollUpAnalytics(t.db, new Date('2026-11-22T00:30:00Z'));
    const left = await t.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(left.map((row) => row.day)).toEqual(['2026-11-21']);
  });

  it('follows a series: of the readers of part 1, how many reached part 2', async () => {
    await replay();
    const { series } = await funnels('from=2026-11-20&to=2026-11-20');
    expect(series).toHaveLength(1);
    expect(series[0]?.parts.map((p) => [p.slug, p.readers])).toEqual([
      ['sevilla-en-otono', 2],
      ['cordoba-y-la-mezquita', 1],
    ]);
  });

  it('gives the same answers after the rollup, after the raw views go, and past two years', async () => {
    await replay();
    const before = await report('from=2026-11-20&to=2026-11-21');
    const seriesBefore = await funnels('from=2026-11-20&to=2026-11-21');
    t.setNow(new Date('2026-11-22T00:30:00Z'));
    // As the scheduler enqueues it (platform/jobs/scheduler.test.ts: once whatever the instances).
    await enqueueJob(t.db, { kind: ANALYTICS_ROLLUP_JOB, payload: null, runAt: t.deps.now() });
    expect(await runDueJobs(t, analyticsJobs(t.deps))).toEqual(['analytics.rollup']);
    expect(await report('from=2026-11-20&to=2026-11-21')).toEqual(before);
    expect(await funnels('from=2026-11-20&to=2026-11-21')).toEqual(seriesBefore);
    expectKnownAnswers(await report('from=2026-11-20&to=2026-11-20'));
    // Run again: nothing is counted twice.
    await rollUpAnalytics(t.db, new Date('2026-11-22T02:00:00Z'));
    expect(await report('from=2026-11-20&to=2026-11-21')).toEqual(before);

    t.setNow(new Date('2027-01-05T12:00:00Z'));
    s.tokens.admin = await tokenFor(t, 'admin');
    await rollUpAnalytics(t.db, t.deps.now());
    expect(await t.db.select().from(analyticsViews)).toHaveLength(0);
    expect(await report('from=2026-11-20&to=2026-11-21')).toEqual(before);

    t.setNow(new Date('2029-01-05T12:00:00Z'));
    s.tokens.admin = await tokenFor(t, 'admin');
    await rollUpAnalytics(t.db, t.deps.now());
    const periods = new Set(
      (await t.db.select({ period: analyticsRollups.period }).from(analyticsRollups)).map(
        (row) => row.period,
      ),
    );
    expect([...periods]).toEqual(['M']);
    const month = await report('from=2026-11-01&to=2026-11-30&granularity=month');
    expect(month.totals).toEqual({ visitors: 4, views: 7 });
    expect(month.points).toEqual([{ start: '2026-11-01', visitors: 4, views: 7 }]);
    expect(month.feed).toEqual({ readers: 1, requests: 2 });
  });
});

describe('analytics plan and bad input', () => {
  it('answers a FREE blog with a 403 naming the plan, and counts nothing for it', async () => {
    await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
      token: s.tokens.super,
      body: { plan: 'FREE' },
    });
    await hit('2026-11-20T10:00:00Z', A, PART_1);
    expect(await recorder.flush()).toBe(0);
    for (const path of ['/api/analytics', '/api/analytics/series']) {
      const res = await call(t, 'GET', path, { token: s.tokens.admin, blog: s.demo.id });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: ANALYTICS_MESSAGES.needPro });
    }
  });

  it('refuses a bad range in Spanish', async () => {
    await makeDemoPro(t, s);
    for (const query of ['from=2026-13-40', 'from=2026-11-21&to=2026-11-20', 'granularity=año']) {
      const res = await call(t, 'GET', `/api/analytics?${query}`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      expect(res.status).toBe(400);
    }
  });

  it('counts nothing for a forged beacon', async () => {
    await makeDemoPro(t, s);
    const uuid = await uuidOf('sevilla-en-otono');
    // A reader who never opened the page: queued, but it counts only beside a view.
    expect((await beacon('2026-11-20T10:00:00Z', C, uuid)).status).toBe(204);
    const bad = await beacon('2026-11-20T10:00:00Z', C, 'no-es-un-uuid');
    expect(bad).toEqual({ status: 400, body: { error: ANALYTICS_MESSAGES.badBeacon } });
    const unknown = await beacon('2026-11-20T10:00:00Z', C, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    const draft = await beacon('2026-11-20T10:00:00Z', C, await uuidOf('borrador-gazpacho'));
    expect(draft.status).toBe(400);
    // Do-Not-Track: accepted and dropped.
    await hit('2026-11-20T10:01:00Z', B, PART_1);
    expect((await beacon('2026-11-20T10:02:00Z', B, uuid, { dnt: '1' })).status).toBe(204);
    await recorder.flush();
    const day = await report('from=2026-11-20&to=2026-11-20');
    expect(day.topPosts[0]).toMatchObject({ slug: 'sevilla-en-otono', readThrough: null });
  });

  it('rate limits the beacon per address', async () => {
    await makeDemoPro(t, s);
    const uuid = await uuidOf('sevilla-en-otono');
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await beacon('2026-11-20T10:00:00Z', A, uuid)).status;
    expect(last).toBe(429);
  });
});

describe('the buffer', () => {
  const view = (i: number) => ({
    blogId: s.demo.id,
    at: new Date('2026-11-20T10:00:00Z'),
    kind: 'page' as const,
    address: `198.51.100.${i}`,
    userAgent: CHROME,
    host: HOST,
    path: PART_1,
    postId: null,
    referer: null,
  });

  it('holds a bounded number of views, and writes what it holds when stopped', async () => {
    const small = createViewRecorder({ db: t.db, flushEveryMs: 60_000, maxBuffered: 3 });
    for (let i = 1; i <= 5; i++) small.record(view(i));
    expect(small.dropped).toBe(2);
    await small.stop();
    const rows = await t.db.select().from(analyticsViews);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.entry)).toBe(true);
  });

  it('marks only the first page of a visitor as the entry, flush after flush', async () => {
    recorder.record(view(1));
    await recorder.flush();
    recorder.record({ ...view(1), path: PART_1.replace(/\/?$/, '-b') });
    recorder.record(view(2));
    await recorder.flush();
    recorder.record(view(1));
    await recorder.flush();
    const rows = await t.db.select().from(analyticsViews);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.entry)).toHaveLength(2);
  });

  it('writes identical requests of one flush as one row with their hits', async () => {
    for (let i = 0; i < 4; i++) recorder.record(view(1));
    expect(await recorder.flush()).toBe(1);
    const [row] = await t.db.select().from(analyticsViews);
    expect(row).toMatchObject({ hits: 4, entry: true });
  });
});

describe('the read beacon on the page', () => {
  it('marks the article end and allows its script on a PRO post only', async () => {
    await makeDemoPro(t, s);
    const res = await t.app.request(`http://${HOST}${PART_1}`, { headers: { host: HOST } });
    const html = await res.text();
    expect(html).toContain('data-read-end=');
    expect(html).toContain('navigator');
    await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
      token: s.tokens.super,
      body: { plan: 'FREE' },
    });
    const free = await (
      await t.app.request(`http://${HOST}${PART_1}`, { headers: { host: HOST } })
    ).text();
    expect(free).not.toContain('data-read-end=');
  });
});
