import { and, eq, sql } from 'drizzle-orm';
import { loadSharp, processImage } from '../media/process-image.ts';
import type { MediaStorage } from '../media/storage.ts';
import { insertMediaRow, removeFiles, storeImage } from '../services/media.service.ts';
import type { Database } from './client.ts';
import {
  blogMembers,
  blogs,
  DEMO_MEDIA_TASK,
  pages,
  posts,
  series,
  startTasks,
} from './schema/index.ts';
import { SEED_LOCK_KEY } from './seed.ts';

/** A landscape drawn from shapes only (no fonts needed): sky, sun and two rows of hills. */
function landscape(palette: {
  sky: readonly [string, string];
  sun: string;
  hills: readonly [string, string];
}) {
  const [top, bottom] = palette.sky;
  const [far, near] = palette.hills;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1180" cy="300" r="120" fill="${palette.sun}"/>
  <path d="M0 620 C 300 480 520 560 800 520 S 1300 430 1600 540 V 900 H 0 Z" fill="${far}"/>
  <path d="M0 760 C 260 660 620 720 900 680 S 1380 620 1600 700 V 900 H 0 Z" fill="${near}"/>
</svg>`);
}

/** The demo blog's pictures: what each shows and where it goes. */
const PICTURES = [
  {
    name: 'sevilla-otono.jpg',
    target: { table: 'post', slug: 'sevilla-en-otono' },
    palette: { sky: ['#f6b26b', '#fde6c8'], sun: '#ffffff', hills: ['#c27c3e', '#7a4a26'] },
  },
  {
    name: 'cordoba-mezquita.jpg',
    target: { table: 'post', slug: 'cordoba-y-la-mezquita' },
    palette: { sky: ['#9fc5e8', '#e8f1fb'], sun: '#fff2cc', hills: ['#b4a7d6', '#674ea7'] },
  },
  {
    name: 'tortilla.jpg',
    target: { table: 'post', slug: 'tortilla-de-patatas' },
    palette: { sky: ['#ffe599', '#fff9e6'], sun: '#e69138', hills: ['#93c47d', '#38761d'] },
  },
  {
    name: 'andalucia-portada.jpg',
    target: { table: 'series', slug: 'guia-de-andalucia' },
    palette: { sky: ['#6fa8dc', '#cfe2f3'], sun: '#ffd966', hills: ['#6aa84f', '#274e13'] },
  },
  {
    name: 'sobre-mi.jpg',
    target: { table: 'page', slug: 'sobre-mi' },
    palette: { sky: ['#d5a6bd', '#f4e1ea'], sun: '#ffffff', hills: ['#a64d79', '#4c1130'] },
  },
] as const;

const TABLES = { post: posts, page: pages, series } as const;

/**
 * Gives blog `demo` the images its seed owes (docs/architecture.md#media): each picture goes
 * through the same processing as an upload, into the media library, and onto its post, page or
 * series. One transaction with the deletion of the seed's `demo-media` task, under the seed's
 * lock: a start killed midway leaves no image row and the task in place, so the next start adds
 * all five (the files it had written are orphans, which the start's media sweep removes).
 * Does nothing when no task is owed. Returns how many images it added.
 */
export async function seedDemoMedia(db: Database, storage: MediaStorage): Promise<number> {
  const owed = await db
    .select({ name: startTasks.name })
    .from(startTasks)
    .where(eq(startTasks.name, DEMO_MEDIA_TASK));
  if (owed.length === 0) return 0;
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Another instance on the same database may have added them while this one waited.
      const taken = await tx
        .delete(startTasks)
        .where(eq(startTasks.name, DEMO_MEDIA_TASK))
        .returning({ name: startTasks.name });
      if (taken.length === 0) return 0;
      const [demo] = await tx.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
      if (!demo) return 0;
      const [owner] = await tx
        .select({ userId: blogMembers.userId })
        .from(blogMembers)
        .where(and(eq(blogMembers.blogId, demo.id), eq(blogMembers.role, 'ADMIN')));
      const sharp = await loadSharp();
      let added = 0;
      for (const picture of PICTURES) {
        const table = TABLES[picture.target.table];
        const [entity] = await tx
          .select({ id: table.id, uuid: table.uuid })
          .from(table)
          .where(and(eq(table.blogId, demo.id), eq(table.slug, picture.target.slug)));
        if (!entity) continue;
        const source = await sharp(landscape(picture.palette)).jpeg({ quality: 90 }).toBuffer();
        const image = await processImage(new Uint8Array(source));
        const stored = await storeImage(storage, demo.uuid, image);
        written.push(...stored.keys);
        const row = await insertMediaRow(tx, {
          blogId: demo.id,
          uploadedBy: owner?.userId ?? null,
          originalName: picture.name,
          entityType: picture.target.table,
          entityId: entity.uuid,
          image,
          stored,
        });
        const address = storage.url(stored.key);
        if (picture.target.table === 'series') {
          await tx
            .update(series)
            .set({ coverImage: address, coverImageId: row.id })
            .where(eq(series.id, entity.id));
        } else {
          const content = picture.target.table === 'post' ? posts : pages;
          await tx
            .update(content)
            .set({ image: address, imageId: row.id })
            .where(eq(content.id, entity.id));
        }
        added++;
      }
      return added;
    });
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}
