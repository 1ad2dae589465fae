/**
 * Webmentions: the endpoint on every blog's host that takes mentions from other sites, and the
 * job that checks each against its source and keeps it as a comment of kind 'mencion' in the
 * blog's moderation. The feature's only face: the composition mounts its middleware before the
 * public site and registers its jobs.
 */
import type { Feature } from '../../platform/feature.ts';
import { webmentionJobs } from './verify.ts';

export { createWebmentions } from './receive.ts';
export { VERIFY_MENTION_JOB, webmentionJobs } from './verify.ts';

export const webmentionsFeature: Feature = {
  name: 'webmentions',
  jobs: webmentionJobs,
};
