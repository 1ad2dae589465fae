import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import type { RouteRule } from './http/policy.ts';
import type { JobRow } from './jobs/job-queue.ts';
import type { JobHandler } from './jobs/job-worker.ts';
import type { Schedule } from './jobs/scheduler.ts';

/** A sub-app and where app.ts mounts it. */
export interface FeatureRoute {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each sub-app keeps its own route schema type.
  app: Hono<AppEnv, any, any>;
}

/**
 * What a feature hands to the composition (app.ts, jobs.ts): its sub-apps in mounting order, their
 * rows of the route policy, the handlers of the background job kinds it owns and the schedules of
 * its periodic ones. The feature builds these from its own files; the composition only mounts
 * and registers them (docs/architecture.md#server).
 */
export interface Feature {
  name: string;
  routes?: readonly FeatureRoute[];
  /** The route policy's rows for those routes; app.ts joins every feature's into one table. */
  policy?: readonly RouteRule[];
  /** The handler of each job kind the feature enqueues, by kind. */
  jobs?: (deps: AppDeps) => Record<string, JobHandler>;
  /** What closes a kind's own records when the queue gives one of its jobs up. */
  jobsExhausted?: (deps: AppDeps) => Record<string, (job: JobRow) => Promise<void>>;
  /**
   * Its periodic work: the scheduler enqueues a job of each kind every period (once whatever the
   * instances), and the handler the feature gives in `jobs` does the work.
   */
  schedules?: readonly Schedule[];
}
