import type { Message } from '@fedify/fedify';
import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { blogActorAt, federationFor } from './blog-actor.ts';
import { FEDIVERSE_JOBS } from './message-queue.ts';

/**
 * The fediverse's job: one message of the library, run for the blog it was made for. A throw
 * (a server that did not answer) is a failed attempt, retried with the queue's back-off; a blog
 * gone meanwhile leaves nothing to do.
 */
export function fediverseJobs(deps: AppDeps): Record<string, JobHandler> {
  return {
    [FEDIVERSE_JOBS.message]: async ({ job }) => {
      const message = job.payload as Message;
      const actor = await blogActorAt(deps, message.baseUrl);
      if (!actor) return { skipped: 'blog' };
      await federationFor(deps).processQueuedTask(actor, message);
      return { type: message.type };
    },
  };
}
