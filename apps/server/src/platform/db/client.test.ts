import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('openDatabase on PGlite', () => {
  it('runs Postgres with a 16 MB buffer pool, which stays resident in its WebAssembly memory', async () => {
    const handle = await openDatabase({ inMemory: true });
    try {
      const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      const rows = (result as unknown as { rows: { shared_buffers: string }[] }).rows;
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await handle.close();
    }
  });
});
