/*
 * A whole blog's export at scale: fills a fresh database with one blog of N posts (BENCH_POSTS,
 * 10 000 by default; bodies of about 180 words, two tags each, one in four with two comments, one
 * in five in a series), 20 pages and 30 media files, then streams the export zip to a temporary
 * file (or to BENCH_OUT, /dev/null for instance). Prints the time, the zip's size, and the
 * process's resident memory and JavaScript heap before the export and at their peaks during it
 * (sampled every 20 ms). With PGlite, the database's own memory is in the resident figure.
 *
 *   node bench/export.ts                              (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… node bench/export.ts    (a scratch database, dropped after)
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { writeBlogExport } from '../src/features/transfers/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  comments,
  media,
  pages,
  posts,
  postTags,
  series,
  settings,
  tags,
  users,
} from '../src/platform/db/schema/index.ts';
import { createLocalMediaStorage } from '../src/platform/storage/storage.ts';
import { createScratchDatabase, seededRandom, tempDataDir } from '../src/test/crash-harness.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const BATCH = 500;
const WORDS = (
  'casa ciudad camino mañana tarde noche verano invierno otoño primavera mar montaña río ' +
  'pueblo calle plaza mercado cocina receta pan aceite tomate queso vino café libro música ' +
  'película viaje tren coche bicicleta playa bosque jardín flor árbol piedra puente torre'
).split(' ');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const data = tempDataDir('bitacora-bench-export-');
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: data.dir });
  try {
    await handle.migrate();
    const { db } = handle;
    const storage = createLocalMediaStorage(path.join(data.dir, 'media'));
    const random = seededRandom(17);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const sentence = () => Array.from({ length: 12 }, () => pick(WORDS)).join(' ');

    console.log(`seeding ${POSTS} posts…`);
    const [admin] = await db
      .insert(users)
      .values({ email: 'bench-export@example.com', name: 'Admin', passwordHash: 'x' })
      .returning({ id: users.id });
    const [blog] = await db
      .insert(blogs)
      .values({ name: 'Blog grande', subdomain: 'grande' })
      .returning();
    if (!admin || !blog) throw new Error('seed: blog not created');
    await db.insert(settings).values({ blogId: blog.id, title: 'Blog grande' });
    await db.insert(blogMembers).values({ blogId: blog.id, userId: admin.id, role: 'ADMIN' });
    const categoryRows = await db
      .insert(categories)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          blogId: blog.id,
          name: `Categoría ${i + 1}`,
          slug: `categoria-${i + 1}`,
        })),
      )
      .returning({ id: categories.id });
    const tagRows = await db
      .insert(tags)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          blogId: blog.id,
          name: `Etiqueta ${i + 1}`,
          slug: `etiqueta-${i + 1}`,
        })),
      )
      .returning({ id: tags.id });
    const seriesRows = await db
      .insert(series)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          blogId: blog.id,
          title: `Serie ${i + 1}`,
          slug: `serie-${i + 1}`,
        })),
      )
      .returning({ id: series.id });

    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 30; i++) {
      const key = `${blog.uuid}/imagen-${i}.jpg`;
      await storage.put(key, new Uint8Array(picture), 'image/jpeg');
      await db.insert(media).values({
        blogId: blog.id,
        originalName: `imagen-${i}.jpg`,
        storageKey: key,
        mime: 'image/jpeg',
        width: 1600,
        height: 900,
        bytes: picture.length,
      });
    }

    const now = Date.now();
    const sequence = new Map<number, number>();
    for (let start = 0; start < POSTS; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(POSTS, start + BATCH); n++) {
        const at = new Date(now - (POSTS - n) * 600_000);
        const seriesId = n % 5 === 0 ? pick(seriesRows).id : null;
        const number = seriesId === null ? null : (sequence.get(seriesId) ?? 0) + 1;
        if (seriesId !== null) sequence.set(seriesId, number as number);
        rows.push({
          blogId: blog.id,
          authorId: admin.id,
          categoryId: pick(categoryRows).id,
          seriesId,
          sequenceNumber: number,
          title: `${pick(WORDS)} y ${pick(WORDS)} ${n + 1}`,
          slug: `post-${n + 1}`,
          content: Array.from(
            { length: 5 },
            () => `<p>${sentence()} <strong>${sentence()}</strong> ${sentence()}.</p>`,
          ).join('\n'),
          excerpt: sentence().slice(0, 150),
          status: n % 5 === 4 ? 'DRAFT' : 'PUBLISHED',
          publishedAt: n % 5 === 4 ? null : at,
          createdAt: at,
          updatedAt: at,
        });
      }
      const inserted = await db.insert(posts).values(rows).returning({ id: posts.id });
      await db.insert(postTags).values(
        inserted.flatMap((post, i) => [
          { postId: post.id, tagId: (tagRows[i % 30] as { id: number }).id },
          { postId: post.id, tagId: (tagRows[(i + 7) % 30] as { id: number }).id },
        ]),
      );
      const commented = inserted.filter((_, i) => i % 4 === 0);
      await db.insert(comments).values(
        commented.flatMap((post) =>
          [1, 2].map((k) => ({
            blogId: blog.id,
            postId: post.id,
            authorName: `Lector ${k}`,
            authorEmail: `lector-${k}@example.com`,
            content: sentence(),
            status: 'APPROVED',
          })),
        ),
      );
    }
    await db.insert(pages).values(
      Array.from({ length: 20 }, (_, i) => ({
        blogId: blog.id,
        title: `Página ${i + 1}`,
        slug: `pagina-${i + 1}`,
        content: `<p>${sentence()}</p>`,
        status: 'PUBLISHED',
      })),
    );
    await db.execute(sql`vacuum analyze`);

    const target = process.env.BENCH_OUT ?? path.join(data.dir, 'export.zip');
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let heapPeak = before.heapUsed;
    const sample = () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    const started = performance.now();
    const summary = await writeBlogExport(db, blog.id, createWriteStream(target), { storage });
    const ms = performance.now() - started;
    clearInterval(sampler);
    sample();
    const size = summary.bytes ?? (await stat(target)).size;
    console.log(
      `export: ${summary.posts} posts, ${summary.pages} pages, ${summary.media} media → ${mb(size)} in ${(ms / 1000).toFixed(1)} s`,
    );
    console.log(`rss: ${mb(before.rss)} before, ${mb(peak)} peak during the export`);
    console.log(`js heap: ${mb(before.heapUsed)} before, ${mb(heapPeak)} peak during the export`);
  } finally {
    await handle.close();
    await scratch?.drop();
    data.remove();
  }
}

await main();
