import { purgeEndedSessions, purgeStaleLinks } from './features/accounts/index.ts';
import { enqueueAnalyticsRollup } from './features/analytics/index.ts';
import { enqueueCommentDigests, purgeCommentLinks } from './features/comments/index.ts';
import { contentChanged, publishDueContent, purgeTrash } from './features/content/index.ts';
import { enqueueMediaSweep } from './features/media/index.ts';
import { purgeNewsletterLinks } from './features/newsletter/index.ts';
import { expireLapsedSubscriptions } from './features/payments/index.ts';
import { purgeTransfers } from './features/transfers/index.ts';
import type { ContentVersions } from './platform/cache/content-versions.ts';
import type { Database } from './platform/db/client.ts';
import { purgeFinishedJobs } from './platform/jobs/job-queue.ts';
import { createTick, type Tick } from './platform/jobs/tick.ts';
import { type Logger, stderrLogger } from './platform/log/logger.ts';
import { purgeExpiredRateLimits } from './platform/rate-limit/db-store.ts';

export interface PeriodicJobsOptions {
  db: Database;
  now: () => Date;
  /** Moved for each blog the job sends back to FREE, so its cached pages go. */
  versions?: ContentVersions;
  /** How often lapsed PRO periods are closed (their blogs go back to FREE). */
  subscriptionsEveryMs?: number;
  /** How often expired rate-limit counters are deleted; off when limits live in Redis. */
  rateLimitPurgeEveryMs?: number | null;
  /** How often long-expired invitations and reset links are deleted; null turns it off. */
  linkPurgeEveryMs?: number | null;
  /** How often sessions long expired or ended are deleted; null turns it off. */
  sessionPurgeEveryMs?: number | null;
  /**
   * How often due scheduled posts and pages are published (15 s); also once at start, so what
   * fell due while the server was down goes out then. Null turns it off.
   */
  scheduleSweepEveryMs?: number | null;
  /** How often posts and pages 30 days in the trash are deleted for good; null turns it off. */
  trashPurgeEveryMs?: number | null;
  /** How often background jobs finished more than 30 days ago are deleted; null turns it off. */
  finishedJobPurgeEveryMs?: number | null;
  /** DATA_DIR/transfers: expired exports and abandoned import files are deleted from it. */
  transfersDir?: string;
  /** How often the transfers folder is cleaned (hourly); null turns it off. */
  transferPurgeEveryMs?: number | null;
  /**
   * How often the comment digests of the day before are enqueued (hourly, and once at start;
   * one per member and day whatever the instance) and expired comment links deleted. Null
   * turns it off.
   */
  commentDigestEveryMs?: number | null;
  /**
   * How often the analytics rollup is enqueued (hourly, and once at start; one job per hour
   * whatever the instance). Null turns it off.
   */
  analyticsRollupEveryMs?: number | null;
  /**
   * How often the sweep of media files no row names is enqueued (hourly; one job per hour
   * whatever the instance). The start's own sweep is main.ts's. Null turns it off.
   */
  mediaSweepEveryMs?: number | null;
  onError?: (job: string, error: unknown) => void;
  /** Where the default `onError` reports; unset: `stderrLogger`. */
  logger?: Logger;
  /** The runs at start wait for this (the server's first answer); none once stopped. */
  startRunsAfter?: Promise<unknown>;
  /** The process's timer the runs beat to; their own without. */
  tick?: Tick;
}

/**
 * The server's housekeeping while it runs: a blog whose paid period ended without a renewal
 * goes back to FREE within the hour, even if nobody reads its subscription. Returns `stop`.
 */
export function startPeriodicJobs(options: PeriodicJobsOptions): () => void {
  const logger = options.logger ?? stderrLogger;
  const onError =
    options.onError ??
    ((job, error) => logger.error({ err: error, job }, 'tareas periódicas: tarea fallida'));
  const beat = options.tick ?? createTick();
  const subscriptions: (() => void)[] = [];
  let stopped = false;
  const every = (job: string, ms: number, run: () => Promise<void>, atStart = false) => {
    let running = false;
    const tick = () => {
      if (running) return; // a slow run is never overlapped by the next
      running = true;
      run()
        .catch((error: unknown) => onError(job, error))
        .finally(() => {
          running = false;
        });
    };
    subscriptions.push(beat.every(ms, tick));
    if (!atStart) return;
    if (options.startRunsAfter) {
      void options.startRunsAfter.then(() => {
        if (!stopped) tick();
      });
    } else tick();
  };
  every('suscripciones', options.subscriptionsEveryMs ?? 60 * 60_000, () =>
    expireLapsedSubscriptions(options.db, options.now(), undefined, (blogId) =>
      contentChanged(options.versions, blogId),
    ),
  );
  const purgeEvery =
    options.rateLimitPurgeEveryMs === undefined ? 10 * 60_000 : options.rateLimitPurgeEveryMs;
  if (purgeEvery !== null) {
    every('límites', purgeEvery, () => purgeExpiredRateLimits(options.db, options.now()));
  }
  const linkPurgeEvery =
    options.linkPurgeEveryMs === undefined ? 60 * 60_000 : options.linkPurgeEveryMs;
  if (linkPurgeEvery !== null) {
    every('enlaces', linkPurgeEvery, async () => {
      await purgeStaleLinks(options.db, options.now());
    });
  }
  const sessionPurgeEvery =
    options.sessionPurgeEveryMs === undefined ? 60 * 60_000 : options.sessionPurgeEveryMs;
  if (sessionPurgeEvery !== null) {
    every('sesiones', sessionPurgeEvery, async () => {
      await purgeEndedSessions(options.db, options.now());
    });
  }
  const sweepEvery =
    options.scheduleSweepEveryMs === undefined ? 15_000 : options.scheduleSweepEveryMs;
  if (sweepEvery !== null) {
    every(
      'programados',
      sweepEvery,
      async () => {
        await publishDueContent(options.db, options.now(), options.versions);
      },
      true,
    );
  }
  const trashEvery =
    options.trashPurgeEveryMs === undefined ? 60 * 60_000 : options.trashPurgeEveryMs;
  if (trashEvery !== null) {
    every('papelera', trashEvery, async () => {
      await purgeTrash(options.db, options.now());
    });
  }
  const finishedJobsEvery =
    options.finishedJobPurgeEveryMs === undefined ? 60 * 60_000 : options.finishedJobPurgeEveryMs;
  if (finishedJobsEvery !== null) {
    every('trabajos', finishedJobsEvery, async () => {
      await purgeFinishedJobs(options.db, options.now());
    });
  }
  const transfersEvery =
    options.transferPurgeEveryMs === undefined ? 60 * 60_000 : options.transferPurgeEveryMs;
  const { transfersDir } = options;
  if (transfersDir !== undefined && transfersEvery !== null) {
    every('transferencias', transfersEvery, async () => {
      await purgeTransfers(options.db, transfersDir, options.now());
    });
  }
  const digestEvery =
    options.commentDigestEveryMs === undefined ? 60 * 60_000 : options.commentDigestEveryMs;
  if (digestEvery !== null) {
    every(
      'avisos de comentarios',
      digestEvery,
      async () => {
        await enqueueCommentDigests(options.db, options.now());
        await purgeCommentLinks(options.db, options.now());
        await purgeNewsletterLinks(options.db, options.now());
      },
      true,
    );
  }
  const rollupEvery =
    options.analyticsRollupEveryMs === undefined ? 60 * 60_000 : options.analyticsRollupEveryMs;
  if (rollupEvery !== null) {
    every(
      'estadísticas',
      rollupEvery,
      async () => {
        await enqueueAnalyticsRollup(options.db, options.now());
      },
      true,
    );
  }
  const mediaSweepEvery =
    options.mediaSweepEveryMs === undefined ? 60 * 60_000 : options.mediaSweepEveryMs;
  if (mediaSweepEvery !== null) {
    every('imágenes huérfanas', mediaSweepEvery, async () => {
      await enqueueMediaSweep(options.db, options.now());
    });
  }
  return () => {
    stopped = true;
    for (const unsubscribe of subscriptions) unsubscribe();
    if (!options.tick) beat.stop();
  };
}
