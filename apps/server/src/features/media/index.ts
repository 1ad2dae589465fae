/**
 * Media: the library, uploads, profile and blog pictures, and the sweep of unused files.
 * The feature's only face: other features, the composition and the demo import from here.
 */
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
