import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { combineTags } from 'storybook/internal/csf';
import { readCsf } from 'storybook/internal/csf-tools';
import { expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The file Vitest compares a story with: `<dir>/__screenshots__/<file>/<story>-chromium-linux.png`. */
function referenceOf(storyFile: string, storyId: string): string {
  const name = storyId.split('--')[1] ?? storyId;
  return path.join(
    path.dirname(storyFile),
    '__screenshots__',
    path.basename(storyFile),
    `${name}-chromium-linux.png`,
  );
}

/**
 * Vitest fails a tagged story without a reference but says nothing about a reference no story
 * takes any more. Tags are read the way Storybook's index reads them, from the story file's
 * literals, so a story takes its `screenshot` tag in its own file, not from a function.
 */
it('every committed screenshot belongs to a story tagged screenshot', async () => {
  const storyFiles = globSync('**/*.stories.tsx', {
    cwd: src,
    exclude: (name) => name === '__screenshots__' || name === 'node_modules',
  });
  const expected = new Set<string>();
  for (const file of storyFiles) {
    const csf = (await readCsf(path.join(src, file), { makeTitle: (title) => title })).parse();
    for (const story of csf.stories) {
      const tags = combineTags(...(csf.meta?.tags ?? []), ...(story.tags ?? []));
      if (tags.includes('screenshot')) expected.add(referenceOf(file, story.id));
    }
  }
  const references = globSync('**/__screenshots__/**/*.png', { cwd: src });
  const stale = references.filter((reference) => !expected.has(reference)).sort();
  // Stale references: `git rm` them (see packages/ui/README.md, Tests and screenshots).
  expect(stale).toEqual([]);
  // The tagged stories are found at all: a parse that sees no tags would pass any tree.
  expect(expected.size).toBeGreaterThan(0);
  // Parsing every story file takes seconds, more while the browser project runs beside it.
}, 60_000);
