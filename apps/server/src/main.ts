import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { demoPicturesDir, demoTemplateDir, seedDemoIfEmpty, seedDemoMedia } from './demo/index.ts';
import { createViewRecorder } from './features/analytics/index.ts';
import { CONTENT_JOBS } from './features/content/index.ts';
import { sweepMediaAtStart } from './features/media/index.ts';
import { createJobExhaustedHandler, createJobHandlers } from './jobs.ts';
import { SCHEDULED_LANE, startPeriodicJobs } from './periodic-jobs.ts';
import { createContentVersions } from './platform/cache/content-versions.ts';
import { CAPTCHA_MAX_NUMBER } from './platform/captcha/captcha.ts';
import { EnvError, readEnv } from './platform/config/env.ts';
import { localMediaRoot, perInstanceMediaWarning } from './platform/config/storage-choice.ts';
import { getProcessDatabase, POSTGRES_POOL_MAX } from './platform/db/client.ts';
import { diskFullMessage, isDiskFull } from './platform/db/disk-full.ts';
import { DataDirLockedError } from './platform/db/pid-lock.ts';
import { HOUSEKEEPING_JOBS } from './platform/housekeeping.ts';
import { answeringFromMemory } from './platform/http/answers-from-memory.ts';
import type { AppDeps } from './platform/http/app-env.ts';
import { createConnectionDrain } from './platform/http/connection-drain.ts';
import { demoModeNotice } from './platform/http/demo-mode.ts';
import { afterFirstAnswer } from './platform/http/first-answer.ts';
import { createMetrics } from './platform/http/metrics.ts';
import { startQuietCollection } from './platform/http/quiet-collection.ts';
import { requestLogger } from './platform/http/request-log.ts';
import { startJobWorker } from './platform/jobs/job-worker.ts';
import { createTick } from './platform/jobs/tick.ts';
import { createLogger, type Logger, routeConsoleTo, stderrLogger } from './platform/log/logger.ts';
import { createMailer, outboxWarning } from './platform/mail/mailer.ts';
import { createMercadoPagoProvider } from './platform/payments/mercadopago.ts';
import { createSandboxProvider } from './platform/payments/sandbox.ts';
import { createDbRateLimitStore } from './platform/rate-limit/db-store.ts';
import { createRedisRateLimitStore } from './platform/rate-limit/redis-store.ts';
import { loadServerSecrets } from './platform/secrets/secret.ts';
import { createS3MediaStorage } from './platform/storage/s3-storage.ts';
import { createLocalMediaStorage } from './platform/storage/storage.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;
/** The start's background work waits for the first answer, or this long after listening. */
const START_WORK_WAIT_MS = 1_000;

/** Until the environment says how to log, a start that fails says why on stderr. */
let logger: Logger = stderrLogger;

async function start() {
  const env = readEnv();
  logger = createLogger({
    level: env.logLevel,
    format: env.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  });
  // A library's messages come out as the same kind of line as the code's.
  routeConsoleTo(logger);
  const database = await getProcessDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    // A new embedded DATA_DIR starts as a copy of the prebuilt demo database, when there is one.
    template: env.seedDemo && !env.databaseUrl ? demoTemplateDir() : undefined,
  });
  const { db } = database;
  const secrets = await loadServerSecrets({
    given: env,
    dataDir: env.dataDir,
    shared: env.databaseUrl ? db : undefined,
  });
  const mediaStorage = {
    ...(env.s3 ? createS3MediaStorage(env.s3) : createLocalMediaStorage(localMediaRoot(env))),
    logger,
  };
  const mediaWarning = perInstanceMediaWarning(env);
  if (mediaWarning) logger.warn(mediaWarning);
  const mailWarning = outboxWarning(env);
  if (mailWarning) logger.warn(mailWarning);
  const seeded = env.seedDemo && (database.fromTemplate || (await seedDemoIfEmpty(db)));
  // Also what an earlier first start was killed before finishing, whatever SEED_DEMO says now.
  // The pictures the build processed beside the template, on either database: only copied.
  const pictures = await seedDemoMedia(db, mediaStorage, { picturesDir: demoPicturesDir() });
  // One instance seeds; on a shared database another may be the one that adds the pictures.
  if (seeded) logger.info('Datos de demostración creados.');
  else if (pictures > 0) logger.info('Imágenes de demostración añadidas.');
  // The start's own background work begins once the first request is answered (or soon after
  // listening when none comes): on the embedded database, which runs one query at a time, the
  // first visitor would otherwise wait behind it. The demo seed above is still awaited.
  let beginStartWork = () => {};
  const startWork = new Promise<void>((resolve) => {
    beginStartWork = resolve;
  });
  const startedAt = new Date();
  // What a crash left in the media folder goes (a bucket's sweep is the hour's job, run by one
  // instance); files newer than the start are too young to judge and wait for the hourly sweep.
  void startWork
    .then(() => sweepMediaAtStart({ db, storage: mediaStorage, now: startedAt }))
    .catch((error: unknown) =>
      logger.error({ err: error }, 'medios: barrido de huérfanas fallido'),
    );
  const rateLimitStore = env.redisUrl
    ? createRedisRateLimitStore(env.redisUrl)
    : createDbRateLimitStore(db);
  const payments =
    env.mercadoPagoAccessToken && env.mercadoPagoWebhookSecret
      ? createMercadoPagoProvider({
          accessToken: env.mercadoPagoAccessToken,
          webhookSecret: env.mercadoPagoWebhookSecret,
          publicOrigin: env.publicOrigin,
          currency: env.mercadoPagoCurrency,
          client: env.mercadoPagoClient,
        })
      : createSandboxProvider({ publicOrigin: env.publicOrigin });
  // With Redis, every instance hears of every change, so their caches stay in step.
  // Imported only with Redis: ioredis is not loaded by an instance that has none.
  const versionChannel = env.redisUrl
    ? (await import('./platform/cache/redis-version-channel.ts')).createRedisVersionChannel(
        env.redisUrl,
        logger,
      )
    : undefined;
  await versionChannel?.ready;
  const contentVersions = createContentVersions(versionChannel);
  const transfersDir = path.join(env.dataDir, 'transfers');
  // The one timer: the scheduler, the queue's poll and leases, the analytics flush and the
  // quiet collection all beat to it, and the stop ends it once they are done.
  const tick = createTick();
  const analytics = createViewRecorder({
    db,
    flushEveryMs: env.analyticsFlushMs,
    tick,
    logger,
  });
  const deps: AppDeps = {
    ...(env.analytics ? { analytics } : {}),
    contentVersions,
    db,
    database,
    jwtSecret: secrets.jwtSecret,
    rateLimitStore,
    mediaStorage,
    transfersDir,
    trustProxy: env.trustProxy,
    publicDomain: env.publicDomain,
    customDomainTarget: env.customDomainTarget,
    dnsServers: env.dnsResolver,
    seedDemo: env.seedDemo,
    demoPublic: env.demoPublic,
    now: () => new Date(),
    newDeviceCode: env.newDeviceCode,
    twoFactorKey: secrets.twoFactorKey,
    sealKey: secrets.sealKey,
    mailer: createMailer(env, logger),
    captcha: {
      hmacKey: secrets.altchaHmacKey,
      maxNumber: CAPTCHA_MAX_NUMBER,
    },
    payments,
    publicOrigin: env.publicOrigin,
    allowPrivateFetch: env.allowPrivateFetch,
    logger,
    logRequests: env.logRequests,
    metrics: env.metrics
      ? createMetrics({
          db,
          poolMax: env.databaseUrl ? POSTGRES_POOL_MAX : undefined,
          token: env.metricsToken,
        })
      : undefined,
  };
  // Jobs left queued or running by the last shutdown or crash resume here (or on another
  // instance, once their lease expires).
  const jobWorker = startJobWorker({
    db,
    handlers: createJobHandlers(deps),
    pollMs: env.jobPollMs,
    leaseMs: env.jobLeaseMs,
    onExhausted: createJobExhaustedHandler(deps),
    firstPollAfter: startWork,
    lanes: [SCHEDULED_LANE],
    tick,
    logger,
  });
  deps.wakeJobs = jobWorker.wake;
  // Each feature's periodic work, enqueued once a period whatever the instances and run by the
  // worker; the runs at start (what fell due while the server was down) wait for the first answer.
  const stopScheduling = startPeriodicJobs({
    deps,
    periods: {
      [CONTENT_JOBS.publishDue]: env.scheduleSweepMs,
      // Redis expires its own counters.
      [HOUSEKEEPING_JOBS.purgeRateLimits]: env.redisUrl ? null : undefined,
    },
    startRunsAfter: startWork,
    tick,
    logger,
  });
  const app = createApp(deps);

  const demo = demoModeNotice(env);
  if (demo) logger.info(demo);
  // Kept blog pages leave before the app builds its request (platform/http/answers-from-memory.ts).
  const server = createServer(
    answeringFromMemory(getRequestListener(app.fetch), {
      answer: app.answerFromMemory,
      logger: requestLogger(deps),
      observe: deps.metrics?.observe,
    }),
  );
  server.listen(env.port, () => {
    const where = env.databaseUrl ? 'PostgreSQL' : `PGlite en ${env.dataDir}`;
    const { port } = server.address() as AddressInfo;
    logger.info(`Bitácora escuchando en http://localhost:${port} (${where})`);
    // Process harnesses and operators wait for this line.
    logger.flush();
  });
  // New connections are refused from the first moment of a stop; the open ones are answered
  // until they close (platform/http/connection-drain.ts).
  const drain = createConnectionDrain(server);
  // Memory a burst or an import grew the heap to goes back once the server is quiet
  // (with `--expose-gc`, as `npm start` runs it).
  const quietCollection = startQuietCollection(server, { tick });
  let stopping = false;
  // A stop that came first leaves it undone: the database is closing.
  void afterFirstAnswer(server, START_WORK_WAIT_MS).then(() => {
    if (!stopping) beginStartWork();
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} recibido: cerrando…`);
    const deadline = setTimeout(() => {
      logger.error('El cierre tardó demasiado; saliendo.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Nothing more is enqueued by this instance; running jobs are aborted now and given back to
    // the queue, so the next start (or another instance) carries them on; they are not counted
    // as failed.
    stopScheduling();
    const jobsStopped = jobWorker
      .stop()
      .catch((stopError: unknown) =>
        logger.error({ err: stopError }, 'cierre: la cola de trabajos no se detuvo'),
      );
    const finish = async (failed: boolean) => {
      quietCollection?.stop();
      await jobsStopped;
      try {
        // The views still in the buffer are written before the database closes.
        await analytics.stop();
        tick.stop();
        await rateLimitStore.close?.();
        await versionChannel?.close();
        await database.close();
      } catch (closeError) {
        logger.error({ err: closeError }, 'cierre: no se pudo cerrar todo');
      }
      process.exit(failed ? 1 : 0);
    };
    drain.drain().then(
      () => finish(false),
      (error: unknown) => {
        logger.error({ err: error }, 'cierre: las conexiones no terminaron');
        return finish(true);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    logger.error(error.message);
  } else if (isDiskFull(error)) {
    // The environment was read before anything was written, so reading it again succeeds.
    logger.error(diskFullMessage(readEnv()));
  } else {
    logger.error({ err: error }, 'No se pudo iniciar Bitácora:');
  }
  process.exit(1);
});
