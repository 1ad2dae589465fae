/**
 * Webmentions: the endpoint on every blog's host that takes mentions from other sites, the job
 * that checks each against its source and keeps it as a comment of kind 'mencion' in the blog's
 * moderation, and the jobs that tell the sites a published post links to. The feature's only
 * face: the composition mounts its middleware before the public site and registers its jobs;
 * content tells it of each published save.
 */
import type { Feature } from '../../platform/feature.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { sendJobs } from './send.ts';
import { webmentionJobs } from './verify.ts';

export { createWebmentions } from './receive.ts';
export {
  discoverEndpoint,
  postSavedPublished,
  SEND_MENTION_JOB,
  SEND_POST_MENTIONS_JOB,
} from './send.ts';
export { VERIFY_MENTION_JOB, webmentionJobs } from './verify.ts';

export const webmentionsFeature: Feature = {
  name: 'webmentions',
  jobs: (deps: AppDeps) => ({ ...webmentionJobs(deps), ...sendJobs(deps) }),
};
