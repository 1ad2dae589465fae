import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../features/accounts/index.ts';
import { createStarterCategory } from '../features/content/index.ts';
import type { Database, Transaction } from '../platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  comments,
  DEMO_MEDIA_TASK,
  members,
  menuItems,
  pages,
  posts,
  postTags,
  series,
  settings,
  startTasks,
  tags,
  users,
} from '../platform/db/schema/index.ts';
import { seedShowcase } from './seed-showcase.ts';

/**
 * The demo accounts (docs/architecture.md#demo-accounts); the login page shows them while demo mode
 * is on.
 */
export const DEMO_PASSWORD = 'Demo1234!';
/** The PRO blog's demo member: a reader, not a panel account. */
export const DEMO_MEMBER = { email: 'irene@example.com', name: 'Irene' } as const;

export const DEMO_ACCOUNTS = {
  super: { email: 'super@example.com', name: 'Super Administración' },
  admin: { email: 'admin@example.com', name: 'Ana Administradora' },
  author: { email: 'author@example.com', name: 'Andrés Autor' },
  pro: { email: 'pro@example.com', name: 'Paula Pro' },
} as const;

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('\n');

/**
 * Each demo account's hash (its own salt), computed once per process: scrypt is slow on
 * purpose, and test files reseed many times.
 */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(email: string): Promise<string> {
  let hash = demoHashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoHashes.set(email, hash);
  }
  return hash;
}

/** Arbitrary constant shared by every Bitácora instance: the demo seed's lock key. */
export const SEED_LOCK_KEY = 7_261_432_002;

/**
 * Fills an empty database with the demo data; does nothing when any user exists. The check and
 * the inserts are one transaction under an advisory lock, so instances starting together on an
 * empty database wait for each other: the first seeds, the others find users and skip.
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  // Nearly every start finds users: the hashes (scrypt, slow on purpose) wait for an empty
  // database. The count under the lock below still decides.
  if (await hasUsers(db)) return false;
  const hashes = await demoAccountHashes();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await seedDemoInto(tx, hashes);
    await seedShowcase(tx);
    return true;
  });
}

async function hasUsers(db: Database | Transaction): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

/** One hash per account, computed before the transaction so it stays short. */
function demoAccountHashes(): Promise<string[]> {
  return Promise.all(Object.values(DEMO_ACCOUNTS).map((a) => demoHash(a.email)));
}

/**
 * The demo data, row by row. `showcase` adds what a real first start adds to it (seed-showcase.ts:
 * more posts on both blogs, comments, subscribers); the server's tests seed without it.
 */
export async function seedDemo(db: Database, options: { showcase?: boolean } = {}): Promise<void> {
  const hashes = await demoAccountHashes();
  await db.transaction(async (tx) => {
    await seedDemoInto(tx, hashes);
    if (options.showcase) await seedShowcase(tx);
  });
}

async function seedDemoInto(tx: Transaction, hashes: string[]): Promise<void> {
  // The images are owed with the rows: whichever start is killed before they are in, the next
  // one adds them (seed-media.ts).
  await tx.insert(startTasks).values({ name: DEMO_MEDIA_TASK });
  const [superUser, admin, author, pro] = await tx
    .insert(users)
    .values(
      Object.values(DEMO_ACCOUNTS).map((account, i) => ({
        ...account,
        passwordHash: hashes[i] as string,
        isSuperAdmin: account.email === DEMO_ACCOUNTS.super.email,
        bio: account.email === DEMO_ACCOUNTS.author.email ? 'Escribo sobre viajes y cocina.' : null,
      })),
    )
    .returning();
  if (!superUser || !admin || !author || !pro) throw new Error('seed: users not created');

  const [demo, proBlog] = await tx
    .insert(blogs)
    .values([
      { name: 'Blog de demostración', subdomain: 'demo', plan: 'FREE' },
      { name: 'Blog Pro', subdomain: 'pro', plan: 'PRO' },
    ])
    .returning();
  if (!demo || !proBlog) throw new Error('seed: blogs not created');

  await tx.insert(settings).values([
    {
      blogId: demo.id,
      title: 'Blog de demostración',
      description: 'Un blog de ejemplo para conocer Bitácora.',
      socialNetworks: { twitter: 'https://twitter.com/bitacora' },
    },
    {
      blogId: proBlog.id,
      title: 'Blog Pro',
      description: 'Un blog con el plan PRO.',
      template: 'professional',
      // Its readers can join and sign in by an emailed link (a PRO feature).
      membersEnabled: true,
    },
  ]);
  // A free member of the PRO blog, who is also one of its subscribers in the showcase.
  await tx
    .insert(members)
    .values({ blogId: proBlog.id, email: DEMO_MEMBER.email, name: DEMO_MEMBER.name });
  await tx.insert(blogMembers).values([
    { blogId: demo.id, userId: admin.id, role: 'ADMIN' },
    { blogId: demo.id, userId: author.id, role: 'AUTHOR' },
    { blogId: proBlog.id, userId: pro.id, role: 'ADMIN' },
  ]);

  // The PRO blog starts as any new blog does; the demo blog has its own categories.
  await createStarterCategory(tx, proBlog.id);
  const [viajes, cocina] = await tx
    .insert(categories)
    .values([
      { blogId: demo.id, name: 'Viajes', slug: 'viajes' },
      { blogId: demo.id, name: 'Cocina', slug: 'cocina' },
      { blogId: demo.id, name: 'Tecnología', slug: 'tecnologia' },
    ])
    .returning();
  const [guide] = await tx
    .insert(series)
    .values({
      blogId: demo.id,
      authorId: admin.id,
      title: 'Guía de Andalucía',
      slug: 'guia-de-andalucia',
      description: 'Un recorrido por el sur de España en tres etapas.',
    })
    .returning();
  const publishedAt = new Date('2026-10-01T10:00:00Z');
  const insertedPosts = await tx
    .insert(posts)
    .values([
      {
        blogId: demo.id,
        authorId: admin.id,
        categoryId: viajes?.id,
        seriesId: guide?.id,
        sequenceNumber: 1,
        title: 'Sevilla en otoño',
        slug: 'sevilla-en-otono',
        excerpt: 'Primera etapa: naranjos, azulejos y la luz de octubre.',
        content: html(
          'Sevilla en otoño es <strong>otra ciudad</strong>.',
          'Empezamos por el barrio de Santa Cruz.',
        ),
        status: 'PUBLISHED',
        publishedAt,
      },
      {
        blogId: demo.id,
        authorId: admin.id,
        categoryId: viajes?.id,
        seriesId: guide?.id,
        sequenceNumber: 2,
        title: 'Córdoba y la Mezquita',
        slug: 'cordoba-y-la-mezquita',
        excerpt: 'Segunda etapa: patios, arcos y silencio.',
        content: html('La Mezquita-Catedral merece una mañana entera.'),
        status: 'PUBLISHED',
        publishedAt: new Date('2026-10-08T10:00:00Z'),
      },
      {
        blogId: demo.id,
        authorId: author.id,
        categoryId: cocina?.id,
        title: 'Tortilla de patatas, con cebolla',
        slug: 'tortilla-de-patatas',
        excerpt: 'La receta de mi abuela, paso a paso.',
        content: html(
          'Necesitas <em>patatas, huevos, cebolla</em> y paciencia.',
          '¿Con o sin cebolla? Con.',
        ),
        status: 'PUBLISHED',
        publishedAt: new Date('2026-10-15T10:00:00Z'),
      },
      {
        blogId: demo.id,
        authorId: author.id,
        categoryId: cocina?.id,
        title: 'Borrador: gazpacho',
        slug: 'borrador-gazpacho',
        excerpt: 'Todavía lo estoy probando.',
        content: html('Tomate, pepino, pimiento, ajo y aceite de oliva.'),
        status: 'DRAFT',
      },
      {
        blogId: demo.id,
        authorId: admin.id,
        seriesId: guide?.id,
        sequenceNumber: 3,
        title: 'Granada y la Alhambra',
        slug: 'granada-y-la-alhambra',
        excerpt: 'Tercera etapa, en preparación.',
        content: html('Reserva la entrada con semanas de antelación.'),
        status: 'DRAFT',
      },
    ])
    .returning();
  await tx.insert(pages).values({
    blogId: demo.id,
    authorId: admin.id,
    title: 'Sobre mí',
    slug: 'sobre-mi',
    excerpt: 'Quién escribe este blog.',
    content: html('Hola, soy Ana. Escribo sobre viajes y cocina.'),
    status: 'PUBLISHED',
  });
  await tx.insert(menuItems).values([
    { blogId: demo.id, label: 'Inicio', url: '/', order: 1 },
    { blogId: demo.id, label: 'Sobre mí', url: '/sobre-mi', order: 2 },
    { blogId: demo.id, label: 'Viajes', url: '/category/viajes', order: 3 },
  ]);
  const first = insertedPosts[0];
  const cordoba = insertedPosts[1];
  const tortilla = insertedPosts[2];
  if (!first || !cordoba || !tortilla) throw new Error('seed: posts not created');
  const [andalucia, recetas] = await tx
    .insert(tags)
    .values([
      { blogId: demo.id, name: 'Andalucía', slug: 'andalucia' },
      { blogId: demo.id, name: 'Recetas', slug: 'recetas' },
    ])
    .returning();
  if (!andalucia || !recetas) throw new Error('seed: tags not created');
  await tx.insert(postTags).values([
    { postId: first.id, tagId: andalucia.id },
    { postId: cordoba.id, tagId: andalucia.id },
    { postId: tortilla.id, tagId: recetas.id },
  ]);
  await tx.insert(comments).values([
    {
      blogId: demo.id,
      postId: first.id,
      authorName: 'Lucía',
      authorEmail: 'lucia@example.com',
      content: '¡Qué ganas de volver a Sevilla!',
      status: 'APPROVED',
    },
    {
      blogId: demo.id,
      postId: first.id,
      authorName: 'Jorge',
      authorEmail: 'jorge@example.com',
      content: '¿Qué época recomiendas para ir?',
      status: 'PENDING',
    },
    {
      blogId: demo.id,
      postId: tortilla.id,
      authorName: 'Marta',
      authorEmail: 'marta@example.com',
      content: 'Sin cebolla es mejor.',
      status: 'REJECTED',
    },
    {
      blogId: demo.id,
      postId: tortilla.id,
      authorName: 'Oferta',
      authorEmail: 'spam@example.com',
      content: 'Gana dinero rápido en este enlace',
      status: 'SPAM',
    },
  ]);
}
