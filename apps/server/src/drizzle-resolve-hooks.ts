/*
 * Preloaded by `npm start` (`node --import ./src/drizzle-resolve-hooks.ts src/main.ts`):
 * resolves drizzle-orm's modules without re-reading its package.json for each one.
 *
 * Node 24 parses a package's whole `exports` map again every time it resolves or loads one of
 * the package's files (to find its `type`), and again for each import of the package by name.
 * drizzle-orm's map is 179 KB, the server loads about a hundred of its files and imports it by
 * name from dozens of its own: that parsing was most of the server's module loading, about half
 * a second of CPU before the first request (docs/decisions/036-demo-data-template.md). Here:
 *   - a relative import between drizzle-orm's own files is the file beside it, an ES module (the
 *     package is `"type": "module"` and its ES files import with full file names);
 *   - an import of `drizzle-orm` or `drizzle-orm/…` from outside node_modules resolves once per
 *     specifier and folder (what resolution depends on).
 * Everything else, and any `require`, goes through Node's own resolution.
 */
import { registerHooks } from 'node:module';

const PACKAGE_DIR = '/node_modules/drizzle-orm/';
const byName = new Map<string, { url: string; format?: string | null | undefined }>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    const importing = context.conditions?.includes('import') ?? false;
    if (!parent || !importing) return nextResolve(specifier, context);
    if (
      parent.includes(PACKAGE_DIR) &&
      (specifier.startsWith('./') || specifier.startsWith('../'))
    ) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    if (
      (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) &&
      !parent.includes('/node_modules/')
    ) {
      const key = `${specifier}\0${new URL('.', parent).href}`;
      const known = byName.get(key);
      if (known) return { ...known, shortCircuit: true };
      const resolved = nextResolve(specifier, context);
      byName.set(key, { url: resolved.url, format: resolved.format });
      return resolved;
    }
    return nextResolve(specifier, context);
  },
});
