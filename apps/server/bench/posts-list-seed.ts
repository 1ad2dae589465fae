/*
 * The blog the post-list and search benches read: one blog of 10 000 posts (five authors, ten
 * categories, thirty tags, eight series; one in five a draft unless `drafts: false`; bodies of
 * about 180 Spanish words with a rare word in each), written with the server's own schema into a
 * migrated database.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/features/accounts/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  posts,
  postTags,
  series,
  settings,
  tags,
  users,
} from '../src/platform/db/schema/index.ts';
import { seededRandom } from '../src/test/crash-harness.ts';

export const POSTS = 10_000;
const BATCH = 500;
export const EMAIL = 'bench-admin@example.com';
export const PASSWORD = 'Bench1234!';

/** Everyday words: each body takes many of them, so a search for one matches thousands. */
export const COMMON = (
  'casa ciudad camino mañana tarde noche verano invierno otoño primavera mar montaña río ' +
  'pueblo calle plaza mercado cocina receta pan aceite tomate queso vino café libro música ' +
  'película viaje tren coche bicicleta playa bosque jardín flor árbol piedra puente torre ' +
  'iglesia castillo museo historia recuerdo familia amigo abuela niño trabajo oficina ' +
  'ordenador teléfono programa código datos servidor red mensaje carta foto cámara luz ' +
  'sombra color rojo azul verde blanco negro agua fuego tierra aire viento lluvia nieve sol ' +
  'luna estrella cielo nube tiempo semana mes año fiesta feria domingo lunes comida cena ' +
  'desayuno mesa silla ventana puerta llave papel lápiz idea pregunta respuesta problema'
).split(' ');
/** Rare words: a few posts each, the searches that narrow the list to a handful. */
export const RARE = Array.from({ length: 1_000 }, (_, i) => `tema${i.toString(36)}zeta`);

export interface Seeded {
  blogId: number;
  blogUuid: string;
  categoryIds: number[];
  tagIds: number[];
  authorIds: number[];
  seriesIds: number[];
}

export async function seed(options: {
  databaseUrl?: string;
  dataDir: string;
  /** One post in five a draft (the default), or every post published. */
  drafts?: boolean;
}): Promise<Seeded> {
  const handle = await openDatabase(options);
  const random = seededRandom(16);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  try {
    await handle.migrate();
    const { db } = handle;
    const passwordHash = await hashPassword(PASSWORD);
    const people = await db
      .insert(users)
      .values([
        { email: EMAIL, name: 'Admin de pruebas', passwordHash },
        ...Array.from({ length: 4 }, (_, i) => ({
          email: `autor-${i + 1}@example.com`,
          name: `Autor ${i + 1}`,
          passwordHash,
        })),
      ])
      .returning({ id: users.id });
    const [blog] = await db
      .insert(blogs)
      .values({ name: 'Blog grande', subdomain: 'grande' })
      .returning({ id: blogs.id, uuid: blogs.uuid });
    if (!blog) throw new Error('seed: blog not created');
    await db.insert(settings).values({ blogId: blog.id, title: 'Blog grande' });
    await db.insert(blogMembers).values(
      people.map((p, i) => ({
        blogId: blog.id,
        userId: p.id,
        role: i === 0 ? 'ADMIN' : 'AUTHOR',
      })),
    );
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
          authorId: people[0]?.id,
          title: `Serie ${i + 1}`,
          slug: `serie-${i + 1}`,
        })),
      )
      .returning({ id: series.id });

    const sentence = () =>
      Array.from({ length: 12 }, () => pick(COMMON))
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase());
    const now = Date.now();
    for (let start = 0; start < POSTS; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(POSTS, start + BATCH); n++) {
        const at = new Date(now - (POSTS - n) * 600_000);
        const draft = options.drafts !== false && n % 5 === 4;
        const inSeries = n % 5 === 0;
        const paragraphs = Array.from(
          { length: 5 },
          (_, p) =>
            `<p>${sentence()} ${p === 2 ? RARE[n % RARE.length] : ''} ${sentence()} ${sentence()}.</p>`,
        );
        rows.push({
          blogId: blog.id,
          authorId: pick(people).id,
          categoryId: pick(categoryRows).id,
          seriesId: inSeries ? pick(seriesRows).id : null,
          title: `${pick(COMMON)} ${pick(COMMON)} y ${pick(COMMON)} ${n + 1}`,
          slug: `post-${n + 1}`,
          content: paragraphs.join('\n'),
          excerpt: sentence().slice(0, 150),
          status: draft ? 'DRAFT' : 'PUBLISHED',
          publishedAt: draft ? null : at,
          createdAt: at,
          updatedAt: at,
        });
      }
      const inserted = await db.insert(posts).values(rows).returning({ id: posts.id });
      const links = inserted.flatMap((post) => {
        const first = pick(tagRows).id;
        const second = pick(tagRows).id;
        return first === second
          ? [{ postId: post.id, tagId: first }]
          : [
              { postId: post.id, tagId: first },
              { postId: post.id, tagId: second },
            ];
      });
      await db.insert(postTags).values(links);
    }
    // A settled database, as autovacuum leaves it: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
    return {
      blogId: blog.id,
      blogUuid: blog.uuid,
      categoryIds: categoryRows.map((c) => c.id),
      tagIds: tagRows.map((t) => t.id),
      authorIds: people.map((p) => p.id),
      seriesIds: seriesRows.map((s) => s.id),
    };
  } finally {
    await handle.close();
  }
}
