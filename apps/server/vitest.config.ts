import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest first by the last run's times, else largest file first), with the
 * files that run the real server ahead of all: they are among the longest, and a fresh
 * checkout (CI) has no times, where their short files would start last and leave one worker
 * waiting on them at the end.
 */
class ServersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsServers = (file: TestSpecification) => file.moduleId.endsWith('.e2e.test.ts');
    return [...sorted.filter(startsServers), ...sorted.filter((file) => !startsServers(file))];
  }
}

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Two servers migrating one database at once, or two instances sharing the job queue, need a
    // database server: PostgreSQL runs only. Redis-backed parts run when REDIS_URL is set (CI's
    // PostgreSQL pass sets both); `*.redis.postgres.e2e.test.ts` needs both.
    exclude: [
      ...(process.env.DATABASE_URL
        ? []
        : ['src/**/*.postgres.e2e.test.ts', 'src/**/*.postgres.test.ts']),
      ...(process.env.REDIS_URL
        ? []
        : ['src/**/*.redis.test.ts', 'src/**/*.redis.postgres.e2e.test.ts']),
    ],
    // Files are independent (each has its own database and servers), and much of a file's time
    // is spent waiting on a child server or a timer: one worker per core, where vitest's default
    // would leave a 2-core machine with a single worker.
    maxWorkers: '100%',
    // A worker runs its files one after another in one module graph instead of a fresh process
    // per file: a file no longer pays for a process start and for importing the whole server
    // (about 2.5 s of CPU each, most of a short file's cost). Each file still opens its own
    // database and app (test-db.ts); files restore what they change in process.env and timers.
    isolate: false,
    sequence: { sequencer: ServersFirst },
    // Passwords hashed at N = 2^10 instead of 2^15 (features/accounts/password.ts): every file hashes the demo
    // accounts, many sign in, and the servers they start inherit it.
    env: { SCRYPT_LOG_N: '10' },
    // Each file opens its own database (a copy of the migrated template); PostgreSQL runs need
    // more than the default 5 s. The budgets only catch a hang: a test that boots a fresh PGlite,
    // seeds the demo data or writes hundreds of rows is CPU work bounded by itself, which on a
    // machine shared with other jobs (load 5 and up) took more than 30 s. Waits for a state poll
    // it and fail when it stops changing, whatever the machine's speed.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
