/**
 * Fediverse: every blog as an ActivityPub actor on its host (WebFinger, actor, outbox,
 * followers, NodeInfo), its follows and deliveries through the job queue. The feature's only
 * face: the composition mounts its middleware before the public site and registers its jobs.
 */
import type { Feature } from '../../platform/feature.ts';
import { fediverseJobs } from './jobs.ts';

export { FEDIVERSE_JOBS } from './message-queue.ts';
export { createFediverse } from './middleware.ts';
export { fediverseJobs };

export const fediverseFeature: Feature = {
  name: 'fediverse',
  jobs: fediverseJobs,
};
