import { blogBaseUrl } from '@bitacora/domain';
import type { Message } from '@fedify/fedify';
import { count, eq } from 'drizzle-orm';
import { fediverseFollowers } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { CONTENT_EVENTS } from '../content/index.ts';
import { blogActorAt, blogActorOf, federationFor } from './blog-actor.ts';
import { deliverPost } from './federation.ts';
import { FEDIVERSE_JOBS } from './message-queue.ts';

/**
 * The fediverse's job: one message of the library, run for the blog it was made for. A throw
 * (a server that did not answer) is a failed attempt, retried with the queue's back-off; a blog
 * gone meanwhile leaves nothing to do.
 */
async function hasFollowers(deps: AppDeps, blogId: number) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(fediverseFollowers)
    .where(eq(fediverseFollowers.blogId, blogId));
  return (row?.n ?? 0) > 0;
}

export function fediverseJobs(deps: AppDeps): Record<string, JobHandler> {
  return {
    [FEDIVERSE_JOBS.message]: async ({ job }) => {
      const message = job.payload as Message;
      const actor = await blogActorAt(deps, message.baseUrl);
      if (!actor) return { skipped: 'blog' };
      await federationFor(deps).processQueuedTask(actor, message);
      return { type: message.type };
    },
    // A post changed (content's announcement): its Create, Update or Delete for the followers.
    [CONTENT_EVENTS.postChanged]: async ({ job }) => {
      const { uuid } = job.payload as { uuid: string };
      if (job.blogId === null || !(await hasFollowers(deps, job.blogId))) return { sent: null };
      const found = job.blogId === null ? null : await blogActorOf(deps, job.blogId);
      if (!found) return { skipped: 'blog' };
      const actor = { blogId: found.blogId, subdomain: found.subdomain, site: found.site };
      const origin = new URL(blogBaseUrl(actor, deps.publicDomain));
      const ctx = federationFor(deps).createContext(origin, actor);
      return { sent: await deliverPost(ctx, deps, uuid) };
    },
  };
}
