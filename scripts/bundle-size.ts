/**
 * Initial JavaScript of the panel's routes, from a build with a Vite manifest.
 *
 * `node scripts/bundle-size.ts` builds the panel into a temporary folder with `--manifest`,
 * then prints, for the login and dashboard routes, the gzip size of the JavaScript a first
 * visit downloads before the screen shows: the entry and its static imports, plus the route's
 * lazy chunks (and the signed-in layout for /cms) with theirs. It also lists which route chunks
 * can reach the editor chunk. Exits 1 when the login route is over its budget.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server-process.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Issue 7: at most 150 KB of gzipped JavaScript before the login screen shows. */
export const LOGIN_BUDGET_KB = 150;

/** Every manifest key reached from `keys` through static imports, the keys included. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  return entry[0];
}

/** The manifest key of the module whose source path ends with `suffix`. */
export function keyEndingWith(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
  return key;
}

/** Gzip size in bytes of the JavaScript files of `keys`, each file counted once. */
export function gzipBytes(manifest: Manifest, dist: string, keys: Iterable<string>): number {
  const files = new Set(
    [...keys].map((key) => manifest[key]?.file).filter((f) => f?.endsWith('.js')),
  );
  let total = 0;
  for (const file of files)
    total += gzipSync(readFileSync(path.join(dist, file!)), { level: 9 }).length;
  return total;
}

/** Route chunks from which the editor chunk can load (statically or through a lazy import). */
export function editorLoaders(manifest: Manifest, editorKey: string): string[] {
  const entryClosure = staticClosure(manifest, [entryKey(manifest)]);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key !== editorKey)
    .filter(([key]) => {
      const reach = staticClosure(manifest, [key]);
      if (reach.has(editorKey)) return true;
      return [...reach]
        .filter((k) => !entryClosure.has(k))
        .some((k) => manifest[k]?.dynamicImports?.includes(editorKey));
    })
    .map(([key]) => key);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const dist = mkdtempSync(path.join(tmpdir(), 'bitacora-panel-manifest-'));
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: path.join(REPO_ROOT, 'apps/panel'), stdio: 'inherit' },
    );
    const manifest: Manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    );
    const entry = entryKey(manifest);
    const routes = {
      '/login': [keyEndingWith(manifest, 'features/accounts/login.route.tsx')],
      '/cms/dashboard': [
        keyEndingWith(manifest, 'shell/panel-shell.tsx'),
        keyEndingWith(manifest, 'features/dashboard/dashboard.route.tsx'),
      ],
    };
    console.log('Panel: JavaScript before the screen shows (gzip -9)');
    let overBudget = false;
    for (const [route, lazy] of Object.entries(routes)) {
      const bytes = gzipBytes(manifest, dist, staticClosure(manifest, [entry, ...lazy]));
      const budget = route === '/login' ? ` (objetivo ≤ ${LOGIN_BUDGET_KB} KB)` : '';
      if (route === '/login' && bytes / 1024 > LOGIN_BUDGET_KB) overBudget = true;
      console.log(`  ${route.padEnd(16)} ${kb(bytes).padStart(6)} KB${budget}`);
    }
    const editorKey = Object.keys(manifest).find((k) =>
      /rich-text-editor/.test(manifest[k]?.file ?? ''),
    );
    if (editorKey) {
      const editor = gzipBytes(manifest, dist, [editorKey]);
      const inInitial = staticClosure(manifest, [entry]).has(editorKey);
      console.log(
        `  editor chunk     ${kb(editor).padStart(6)} KB, in the entry: ${inInitial ? 'SÍ' : 'no'}`,
      );
      console.log(
        `  routes that can load it: ${
          editorLoaders(manifest, editorKey)
            .map((k) => path.basename(k))
            .join(', ') || 'none'
        }`,
      );
    } else {
      console.log('  editor chunk: not found');
    }
    process.exitCode = overBudget ? 1 : 0;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
