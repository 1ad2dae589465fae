/**
 * Media: the library, uploads, profile and blog pictures, and the sweep of unused files.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { mediaFileRoutes, mediaRoutes } from './media.routes.ts';
import { mediaSchedules, mediaSweepJobs } from './orphan-sweep.ts';
import { pictureRoutes } from './pictures.routes.ts';
import { mediaPolicy } from './policy.ts';

export { mediaFileRoutes, mediaRoutes } from './media.routes.ts';
export {
  insertMediaRow,
  mediaKeys,
  mediaRowValues,
  STORAGE_UNAVAILABLE,
  storeImage,
} from './media.service.ts';
export { enqueueMediaSweep, mediaSweepJobs, sweepMediaAtStart } from './orphan-sweep.ts';
export { pictureRoutes } from './pictures.routes.ts';

/** What media hands to app.ts and the job worker. */
export const mediaFeature: Feature = {
  name: 'media',
  policy: mediaPolicy,
  // The files' own address is outside /api: mounted with the rest, before the panel's.
  routes: [
    { path: '/api/media', app: mediaRoutes },
    { path: '/api', app: pictureRoutes },
    { path: '/media', app: mediaFileRoutes },
  ],
  jobs: mediaSweepJobs,
  schedules: mediaSchedules,
};
