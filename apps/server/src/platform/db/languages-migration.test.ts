import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, removeMigrationCopies } from '../../test/migrations-before.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

/*
 * The `languages` migration on a database that already has content
 * (docs/decisions/073-languages-and-translations.md): every item takes its blog's language, and
 * the database keeps giving new items the blog's language when an insert names none.
 */

afterAll(removeMigrationCopies);

describe('migration languages on PGlite', () => {
  it('gives every item its blog’s language, and a new one the same unless named', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('languages') });
      await client.exec(`
        insert into blogs (id, name, subdomain) overriding system value values
          (1, 'Uno', 'uno'), (2, 'Two', 'two'), (3, 'Trois', 'trois');
        insert into settings (blog_id, title, language) values
          (1, 'Uno', 'es'), (2, 'Two', 'en'), (3, 'Trois', 'xx');
        insert into posts (blog_id, title, slug, content) values
          (1, 'Hola', 'hola', '<p>hola</p>'), (2, 'Hello', 'hola', '<p>hello</p>'),
          (3, 'Salut', 'salut', '<p>salut</p>');
        insert into pages (blog_id, title, slug, content) values (2, 'About', 'about', '<p>x</p>');
        insert into series (blog_id, title, slug) values (2, 'Guide', 'guide');
        insert into categories (blog_id, name, slug) values (2, 'Travel', 'travel');
        insert into tags (blog_id, name, slug) values (2, 'food', 'food');
      `);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const languages = await client.query<{ kind: string; blog_id: number; language: string }>(`
        select 'post' as kind, blog_id, language from posts
        union all select 'page', blog_id, language from pages
        union all select 'series', blog_id, language from series
        union all select 'category', blog_id, language from categories
        union all select 'tag', blog_id, language from tags
        order by kind, blog_id`);
      expect(languages.rows).toEqual([
        { kind: 'category', blog_id: 2, language: 'en' },
        { kind: 'page', blog_id: 2, language: 'en' },
        { kind: 'post', blog_id: 1, language: 'es' },
        { kind: 'post', blog_id: 2, language: 'en' },
        // An unknown blog language reads as Spanish, as the pages read it.
        { kind: 'post', blog_id: 3, language: 'es' },
        { kind: 'series', blog_id: 2, language: 'en' },
        { kind: 'tag', blog_id: 2, language: 'en' },
      ]);

      await client.exec(`
        insert into posts (blog_id, title, slug, content) values (2, 'New', 'new', '<p>x</p>');
        insert into posts (blog_id, title, slug, content, language)
          values (2, 'Hola', 'hola', '<p>x</p>', 'es');
      `);
      const added = await client.query<{ slug: string; language: string }>(
        'select slug, language from posts where blog_id = 2 order by id',
      );
      expect(added.rows).toEqual([
        { slug: 'hola', language: 'en' },
        { slug: 'new', language: 'en' },
        { slug: 'hola', language: 'es' },
      ]);
      await expect(
        client.exec(
          `insert into posts (blog_id, title, slug, content) values (2, 'Again', 'hola', '<p>x</p>')`,
        ),
      ).rejects.toThrow(/unique/);

      // A blog in two languages keeps its items' languages when its main one changes; a blog
      // in one moves them all, so its addresses stay as they were.
      await client.exec(`update settings set language = 'fr' where blog_id in (1, 2)`);
      const after = await client.query<{ blog_id: number; language: string }>(
        'select blog_id, language from posts where blog_id in (1, 2) order by id',
      );
      expect(after.rows).toEqual([
        { blog_id: 1, language: 'fr' },
        { blog_id: 2, language: 'en' },
        { blog_id: 2, language: 'en' },
        { blog_id: 2, language: 'es' },
      ]);
    } finally {
      await client.close();
    }
  });
});
