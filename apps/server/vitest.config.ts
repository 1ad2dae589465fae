import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Two servers migrating one database at once, or two instances sharing the job queue, need a
    // database server: PostgreSQL runs only. Redis-backed parts run when REDIS_URL is set (CI's
    // PostgreSQL pass sets both).
    exclude: [
      ...(process.env.DATABASE_URL
        ? []
        : ['src/**/*.postgres.e2e.test.ts', 'src/**/*.postgres.test.ts']),
      ...(process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
    ],
    // Files are independent (each has its own database and servers), and much of a file's time
    // is spent waiting on a child server or a timer: one worker per core, where vitest's default
    // would leave a 2-core machine with a single worker.
    maxWorkers: '100%',
    // Passwords hashed at N = 2^10 instead of 2^15 (auth/password.ts): every file hashes the demo
    // accounts, many sign in, and the servers they start inherit it.
    env: { SCRYPT_LOG_N: '10' },
    // Each file opens its own database (a copy of the migrated template); PostgreSQL runs need
    // more than the default 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
