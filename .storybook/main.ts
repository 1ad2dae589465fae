import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsource = path.join(root, 'node_modules/@fontsource');

/**
 * A template's page framed by a story asks its design's files at the blog's own addresses:
 * `/fonts/<id>/<file>.woff2` (the server reads them from the same `@fontsource/*` packages) and
 * the library's `/media/…` (the stories' logo).
 */
const blogFiles = [
  ...readdirSync(fontsource).map((id) => ({
    from: path.join(fontsource, id, 'files'),
    to: `/fonts/${id}`,
  })),
  { from: path.join(root, 'packages/ui/src/public-blog/__fixtures__/media'), to: '/media/demo' },
];

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: blogFiles,
  core: { disableTelemetry: true },
};

export default config;
