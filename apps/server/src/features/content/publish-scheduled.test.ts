import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { useSecondInstanceDb } from '../../test/second-instance.ts';
import type { Session } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { publishDueContent } from './publish-scheduled.ts';

let t: TestApp;
let s: Session;
useTestApp((app, session) => {
  t = app;
  s = session;
});

/** A second app instance's database: its own pool on PostgreSQL, the same handle embedded. */
const otherDb = useSecondInstanceDb(() => t);

const DUE = new Date('2027-05-01T08:00:00Z');

async function scheduleMany(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    blogId: i % 2 === 0 ? s.demo.id : s.pro.id,
    authorId: s.users.admin.id,
    title: `Programado ${i}`,
    slug: `programado-${i}`,
    content: '<p>Texto</p>',
    status: 'SCHEDULED',
    // Due over the same few seconds, as a busy morning would have them.
    publishAt: new Date(DUE.getTime() - (i % 5) * 1000),
  }));
  const inserted = await t.db.insert(posts).values(rows).returning({ id: posts.id });
  const page = await t.db
    .insert(pages)
    .values(rows.slice(0, 10).map((row) => ({ ...row, slug: `pagina-${row.slug}` })))
    .returning({ id: pages.id });
  return { posts: inserted.map((r) => r.id), pages: page.map((r) => r.id) };
}

describe('publishing scheduled content exactly once', () => {
  it(`claims each due row in one sweep only, with sweeps running together (${
    process.env.DATABASE_URL ? 'two instances on one PostgreSQL' : 'one instance on PGlite'
  })`, async () => {
    const scheduled = await scheduleMany(200);
    const handles = [t.db, otherDb()];
    // Eight sweeps at once, four per instance, each over its own connection on PostgreSQL.
    const sweeps = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        publishDueContent(handles[i % 2] as typeof t.db, new Date(DUE.getTime() + 1)),
      ),
    );
    const claimedPosts = sweeps.flatMap((sweep) => sweep.posts.map((row) => row.id));
    const claimedPages = sweeps.flatMap((sweep) => sweep.pages.map((row) => row.id));
    expect(claimedPosts.sort((a, b) => a - b)).toEqual(scheduled.posts.sort((a, b) => a - b));
    expect(claimedPages.sort((a, b) => a - b)).toEqual(scheduled.pages.sort((a, b) => a - b));
    const left = await t.db.$count(posts, sql`${posts.status} = 'SCHEDULED'`);
    expect(left).toBe(0);
    // The publication date is each row's scheduled time, whichever sweep took it.
    const wrong = await t.db.$count(
      posts,
      sql`${posts.slug} like 'programado-%' and ${posts.publishedAt} > ${DUE.toISOString()}`,
    );
    expect(wrong).toBe(0);
  });

  it('leaves what is not yet due, and drafts and trashed rows alone', async () => {
    const [later] = await t.db
      .insert(posts)
      .values({
        blogId: s.demo.id,
        authorId: s.users.admin.id,
        title: 'Más tarde',
        slug: 'mas-tarde',
        content: '<p>Texto</p>',
        status: 'SCHEDULED',
        publishAt: new Date(DUE.getTime() + 60_000),
      })
      .returning({ id: posts.id });
    await t.db.insert(posts).values({
      blogId: s.demo.id,
      authorId: s.users.admin.id,
      title: 'En la papelera',
      slug: 'en-la-papelera-programado',
      content: '<p>Texto</p>',
      status: 'TRASHED',
      statusBeforeTrash: 'SCHEDULED',
      trashedAt: DUE,
      publishAt: DUE,
    });
    const sweep = await publishDueContent(t.db, DUE);
    expect(sweep.posts).toEqual([]);
    const next = await publishDueContent(t.db, new Date(DUE.getTime() + 60_000));
    expect(next.posts.map((row) => row.id)).toEqual([later?.id]);
  });
});
