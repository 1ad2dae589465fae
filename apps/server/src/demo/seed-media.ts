import { eq, inArray, sql } from 'drizzle-orm';
import { mediaRowValues, storeImage } from '../features/media/index.ts';
import type { Database } from '../platform/db/client.ts';
import {
  blogMembers,
  blogs,
  DEMO_MEDIA_TASK,
  media,
  pages,
  posts,
  series,
  startTasks,
} from '../platform/db/schema/index.ts';
import type { ProcessedImage } from '../platform/images/process-image.ts';
import type { MediaStorage } from '../platform/storage/storage.ts';
import { removeFiles } from '../platform/storage/storage.ts';
import {
  DEMO_PICTURES,
  type DemoPicture,
  demoImageSource,
  processDemoPicture,
  readDemoPictures,
} from './demo-pictures.ts';
import { seedDemoVisits } from './demo-visits.ts';
import { SEED_LOCK_KEY } from './seed.ts';

const TABLES = { post: posts, page: pages, series } as const;

type Target = { id: number; uuid: string; blogId: number };
type StoredImage = Awaited<ReturnType<typeof storeImage>>;

/**
 * Gives the demo blogs what their seed owes at the first start (docs/architecture.md#media,
 * docs/decisions/056-demo-showcase.md): each picture, processed as an upload is, into the
 * blog's media library and onto its post, page or series, or into a post's text where the seed
 * wrote its placeholder; and the PRO blog's last weeks of visits (demo-visits.ts), dated from
 * `now`. One transaction with the deletion of the seed's `demo-media` task, under the seed's
 * lock: a start killed midway leaves no image row and the task in place, so the next start adds
 * them all (the files it had written are orphans, which the start's media sweep removes).
 * `picturesDir` holds the pictures a template build processed (only copied then); without it they
 * are drawn and processed here. Does nothing when no task is owed. Returns how many images it
 * added.
 */
export async function seedDemoMedia(
  db: Database,
  storage: MediaStorage,
  options: { picturesDir?: string; now?: Date } = {},
): Promise<number> {
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
      const prebuilt = readDemoPictures(options.picturesDir);
      const blogRows = await tx.select().from(blogs);
      const owners = new Map<number, number>();
      for (const row of await tx
        .select({ blogId: blogMembers.blogId, userId: blogMembers.userId })
        .from(blogMembers)
        .where(eq(blogMembers.role, 'ADMIN'))) {
        if (!owners.has(row.blogId)) owners.set(row.blogId, row.userId);
      }
      // What each picture goes on, looked up once per table.
      const targets = new Map<string, Target>();
      for (const [name, table] of Object.entries(TABLES)) {
        const slugs = DEMO_PICTURES.filter((p) => p.target.table === name).map(
          (p) => p.target.slug,
        );
        const found = await tx
          .select({ id: table.id, uuid: table.uuid, blogId: table.blogId, slug: table.slug })
          .from(table)
          .where(inArray(table.slug, slugs));
        for (const row of found) targets.set(`${name}:${row.blogId}:${row.slug}`, row);
      }
      const owed: { picture: DemoPicture; blog: (typeof blogRows)[number]; entity: Target }[] = [];
      for (const picture of DEMO_PICTURES) {
        const blog = blogRows.find((b) => b.subdomain === picture.blog);
        const entity =
          blog && targets.get(`${picture.target.table}:${blog.id}:${picture.target.slug}`);
        if (blog && entity) owed.push({ picture, blog, entity });
      }
      const images: ProcessedImage[] = [];
      // Drawn one at a time when the build left none: one libvips pipeline at once.
      for (const { picture } of owed)
        images.push(prebuilt?.get(picture.name) ?? (await processDemoPicture(picture)));
      // The files are written side by side; whatever was written goes if any fails.
      const results = await Promise.allSettled(
        owed.map(({ blog }, i) => storeImage(storage, blog.uuid, images[i] as ProcessedImage)),
      );
      for (const result of results)
        if (result.status === 'fulfilled') written.push(...result.value.keys);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      const stored = results.map((r) => (r as PromiseFulfilledResult<StoredImage>).value);
      const rows =
        owed.length === 0
          ? []
          : await tx
              .insert(media)
              .values(
                owed.map(({ picture, blog, entity }, i) =>
                  mediaRowValues({
                    blogId: blog.id,
                    uploadedBy: owners.get(blog.id) ?? null,
                    originalName: picture.name,
                    entityType: picture.target.table,
                    entityId: entity.uuid,
                    image: images[i] as ProcessedImage,
                    stored: stored[i] as StoredImage,
                  }),
                ),
              )
              .returning({ id: media.id, storageKey: media.storageKey });
      const idOf = new Map(rows.map((row) => [row.storageKey, row.id]));
      // Each table's featured images in one statement; a body image in its post's text.
      const covers: Record<keyof typeof TABLES, { id: number; address: string; media: number }[]> =
        { post: [], page: [], series: [] };
      for (const [i, { picture, entity }] of owed.entries()) {
        const key = (stored[i] as StoredImage).key;
        const address = storage.url(key);
        if (picture.target.body) {
          await tx
            .update(posts)
            .set({
              content: sql`replace(${posts.content}, ${demoImageSource(picture.name)}, ${address})`,
            })
            .where(eq(posts.id, entity.id));
        } else {
          covers[picture.target.table].push({
            id: entity.id,
            address,
            media: idOf.get(key) as number,
          });
        }
      }
      for (const [name, list] of Object.entries(covers) as [
        keyof typeof TABLES,
        typeof covers.post,
      ][]) {
        if (list.length === 0) continue;
        const table = TABLES[name];
        const [image, imageId] =
          name === 'series' ? ['cover_image', 'cover_image_id'] : ['image', 'image_id'];
        await tx.execute(sql`
          update ${table} set ${sql.raw(image)} = v.address, ${sql.raw(imageId)} = v.media
          from json_to_recordset(${JSON.stringify(list)}::json) as v(id int, address text, media int)
          where ${table.id} = v.id`);
      }
      const added = owed.length;
      const pro = blogRows.find((b) => b.subdomain === 'pro');
      if (pro) await seedDemoVisits(tx, pro.id, options.now ?? new Date());
      return added;
    });
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}
