import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, removeMigrationCopies } from '../../test/migrations-before.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

/*
 * 0026_default_category on a database that already has blogs: it runs on PGlite here (the
 * PostgreSQL runs apply the same file in migrations.postgres.e2e.test.ts).
 */

const TAG = '0026_default_category';
afterAll(removeMigrationCopies);

describe(`migration ${TAG} on PGlite`, () => {
  it('gives a blog with one category that one as its default, and a blog with several none', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore(TAG) });
      await client.exec(`
        insert into blogs (id, name, subdomain) overriding system value values
          (1, 'Una', 'una'), (2, 'Varias', 'varias'), (3, 'Ninguna', 'ninguna');
        insert into settings (blog_id, title) values (1, 'Una'), (2, 'Varias'), (3, 'Ninguna');
        insert into categories (id, blog_id, name, slug) overriding system value values
          (10, 1, 'General', 'general'),
          (20, 2, 'Viajes', 'viajes'), (21, 2, 'Cocina', 'cocina');
      `);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const defaults = await client.query<{ blog_id: number; default_category_id: number | null }>(
        'select blog_id, default_category_id from settings order by blog_id',
      );
      expect(defaults.rows).toEqual([
        { blog_id: 1, default_category_id: 10 },
        { blog_id: 2, default_category_id: null },
        { blog_id: 3, default_category_id: null },
      ]);

      // The key clears the setting when its category goes by any other way than the API.
      await client.exec('delete from categories where id = 10');
      const cleared = await client.query<{ default_category_id: number | null }>(
        'select default_category_id from settings where blog_id = 1',
      );
      expect(cleared.rows).toEqual([{ default_category_id: null }]);
    } finally {
      await client.close();
    }
  });
});
