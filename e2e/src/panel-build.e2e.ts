import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const ASSETS = new URL('../../apps/panel/dist/assets/', import.meta.url);

/**
 * The panel's Trusted Types policy refuses `new Function`, which zod calls as its schemas are
 * built. A value imported from the API's schemas (not only a type) brings zod into a chunk,
 * and the screen that loads it reports a violation; the security policy test visits only some
 * screens, so the build itself is checked for any chunk of it.
 */
describe('the panel build', () => {
  it('carries no schema library into any chunk', async () => {
    const chunks = (await readdir(ASSETS)).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const withZod: string[] = [];
    for (const name of chunks) {
      const code = await readFile(new URL(name, ASSETS), 'utf8');
      // zod's own words for its compiled-parser switch and its Spanish messages.
      if (code.includes('jitless') || code.includes('Entrada inválida: se esperaba')) {
        withZod.push(name);
      }
    }
    expect(withZod).toEqual([]);
  });
});
