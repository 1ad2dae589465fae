import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const storybookDir = path.join(here, '../../.storybook');

/**
 * Every story runs as a test in real Chromium: play function, axe, and a screenshot if tagged.
 * The `node` project checks the stories' files themselves (no screenshot left without its story).
 */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: './story-screenshot',
        replacement: path.join(storybookDir, 'story-screenshot.vitest.ts'),
      },
    ],
  },
  test: {
    projects: [
      {
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--no-first-run',
                  '--disable-dev-shm-usage',
                ],
              },
              contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
