/**
 * Fediverse: every blog as an ActivityPub actor on its host (WebFinger, actor, outbox,
 * followers, NodeInfo). The feature's only face: the composition mounts its middleware before
 * the public site.
 */
export { createFediverse } from './middleware.ts';
