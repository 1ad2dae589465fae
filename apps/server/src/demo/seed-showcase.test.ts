import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@bitacora/domain';
import { eq, like, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/client.ts';
import {
  analyticsRolledDays,
  analyticsRollups,
  blogs,
  media,
  posts,
} from '../platform/db/schema/index.ts';
import { createLocalMediaStorage } from '../platform/storage/storage.ts';
import { useTestDatabase } from '../test/use-test-app.ts';
import { DEMO_VISIT_DAYS } from './demo-visits.ts';
import { seedDemo } from './seed.ts';
import { seedDemoMedia } from './seed-media.ts';

/*
 * The showcase's first start without a template build (PostgreSQL, or `node src/main.ts` on a
 * fresh checkout): the pictures are drawn and processed at start, the body images get their
 * stored addresses, and the PRO blog's visits end the day before that start, whatever day it is.
 */

let handle: DatabaseHandle;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitacora-showcase-media-'));
// A day far from the seed's posts (autumn 2026): the visits follow the start, not the seed.
const START = new Date('2027-03-10T08:00:00Z');

afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));
useTestDatabase((opened) => {
  handle = opened;
});
beforeAll(async () => {
  await seedDemo(handle.db, { showcase: true });
}, 60_000);

describe('the showcase at a first start without the template', () => {
  it('draws every picture and puts the body images in the posts', async () => {
    const storage = createLocalMediaStorage(mediaDir);
    expect(await seedDemoMedia(handle.db, storage, { now: START })).toBe(19);
    const { db } = handle;
    expect(await db.select().from(posts).where(like(posts.content, '%demo-image:%'))).toEqual([]);
    const [cadiz] = await db
      .select()
      .from(posts)
      .where(eq(posts.slug, 'cadiz-en-un-fin-de-semana'));
    const src = /<img src="([^"]+)"/.exec(cadiz?.content ?? '')?.[1] ?? '';
    const [row] = await db
      .select()
      .from(media)
      .where(eq(media.storageKey, src.replace(/^\/media\//, '')));
    expect(row?.entityId).toBe(cadiz?.uuid);
    expect(row?.variants.small?.width).toBe(480);
  }, 60_000);

  it("dates the PRO blog's visits from the start's day", async () => {
    const { db } = handle;
    const [pro] = await db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    const [range] = await db
      .select({ first: min(analyticsRollups.start), last: max(analyticsRollups.start) })
      .from(analyticsRollups)
      .where(eq(analyticsRollups.blogId, pro?.id ?? -1));
    expect(range).toEqual({ first: addDays('2027-03-10', -DEMO_VISIT_DAYS), last: '2027-03-09' });
    const rolled = await db.select({ day: analyticsRolledDays.day }).from(analyticsRolledDays);
    expect(rolled).toEqual([{ day: '2027-03-09' }]);
    // Only the PRO blog has visits.
    const blogsWithVisits = await db
      .selectDistinct({ blogId: analyticsRollups.blogId })
      .from(analyticsRollups);
    expect(blogsWithVisits).toEqual([{ blogId: pro?.id }]);
  });
});
