import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the real server: one Chromium and one server for the whole run
 * (global setup), a fresh browser context per test file, files one after another.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
