import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContentVersions } from '../cache/content-versions.ts';
import { blogs, subscriptions } from '../db/schema/index.ts';
import type { TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { startPeriodicJobs } from './periodic-jobs.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const until = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('periodic jobs', () => {
  it('moves a PRO blog whose paid period lapsed back to FREE without anyone asking', async () => {
    const [pro] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    if (!pro) throw new Error('demo blog pro missing');
    expect(pro.plan).toBe('PRO');
    await t.db.delete(subscriptions).where(eq(subscriptions.blogId, pro.id));
    await t.db.insert(subscriptions).values({
      blogId: pro.id,
      status: 'active',
      provider: 'sandbox',
      externalId: 'periodic-test',
      nextPaymentDate: '2026-10-01',
    });
    const versions = createContentVersions();
    const before = versions.of(pro.id);
    const stop = startPeriodicJobs({
      db: t.db,
      now: () => new Date('2026-11-22T12:00:00Z'),
      subscriptionsEveryMs: 25,
      rateLimitPurgeEveryMs: null,
      versions,
    });
    try {
      const planOf = async () =>
        (await t.db.select({ plan: blogs.plan }).from(blogs).where(eq(blogs.id, pro.id)))[0]?.plan;
      await until(async () => (await planOf()) === 'FREE');
      const [subscription] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.blogId, pro.id));
      expect(subscription?.status).toBe('expired');
      // The blog's cached pages (ads now due) are built again.
      expect(versions.of(pro.id)).not.toBe(before);
    } finally {
      stop();
    }
  });

  it('keeps a blog PRO while its period still covers today', async () => {
    await t.reseed();
    const [pro] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    if (!pro) throw new Error('demo blog pro missing');
    await t.db.delete(subscriptions).where(eq(subscriptions.blogId, pro.id));
    await t.db.insert(subscriptions).values({
      blogId: pro.id,
      status: 'active',
      provider: 'sandbox',
      externalId: 'periodic-test-current',
      nextPaymentDate: '2026-12-22',
    });
    let runs = 0;
    const stop = startPeriodicJobs({
      db: t.db,
      now: () => {
        runs++;
        return new Date('2026-11-22T12:00:00Z');
      },
      subscriptionsEveryMs: 25,
      rateLimitPurgeEveryMs: null,
    });
    try {
      await until(async () => runs >= 3);
      const [after] = await t.db.select().from(blogs).where(eq(blogs.id, pro.id));
      expect(after?.plan).toBe('PRO');
    } finally {
      stop();
    }
  });
});
