import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

/*
 * `@bitacora/api/schemas` is what the server imports: the contract without the HTTP client.
 * Its modules may only reach zod, the domain and each other; anything else (ofetch, the
 * client, the endpoints) would ride along into the server.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const ALLOWED = (specifier: string) =>
  specifier.startsWith('./') || specifier === 'zod' || specifier === '@bitacora/domain';

describe('the schemas entry', () => {
  it('is exported as @bitacora/api/schemas', () => {
    expect(packageJson.exports['./schemas']).toBe('./src/schemas/index.ts');
  });

  it('imports only zod, the domain and its own modules', () => {
    const outside: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      const source = readFileSync(`${dir}${file}`, 'utf8');
      for (const [, specifier] of source.matchAll(/from\s+'([^']+)'/g))
        if (!ALLOWED(specifier as string)) outside.push(`${file}: ${specifier}`);
    }
    expect(outside).toEqual([]);
  });
});
