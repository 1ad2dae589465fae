/**
 * Content: posts and pages, series, categories, tags, the menu, trash, revisions, slug history, previews and scheduled publishing.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { categoryRoutes } from './categories.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { pageRoutes } from './pages.routes.ts';
import { contentPolicy } from './policy.ts';
import { postRoutes } from './posts.routes.ts';
import { publishingRoutes } from './publishing.routes.ts';
import { contentJobs, contentSchedules } from './scheduled.ts';
import { seriesRoutes } from './series.routes.ts';
import { statsRoutes } from './stats.routes.ts';
import { tagRoutes } from './tags.routes.ts';
import { trashRoutes } from './trash.routes.ts';

/**
 * What of a post or page reaches a reader (docs/decisions/059-visibility-and-paywall.md): the
 * domain's one rule, asked by every surface that shows an item's text (the newsletter, which
 * this feature calls, asks the domain itself).
 */
export { type GatedItem, type Readable, readableContent } from '@bitacora/domain';
export { categoryRoutes } from './categories.routes.ts';
export { createStarterCategory } from './categories.service.ts';
export { contentChanged } from './content-changed.ts';
export { blogMainLanguage, offsetOf, slugExists } from './content-rules.ts';
export { draftsOnlyBy, mayRead } from './draft-visibility.ts';
export { CONTENT_EVENTS } from './events.ts';
export { menuRoutes } from './menu.routes.ts';
export { renumberMenu } from './menu.service.ts';
export { pageRoutes } from './pages.routes.ts';
export { postRoutes } from './posts.routes.ts';
export { listPosts } from './posts.service.ts';
export { findPreview, purgeExpiredPreviewLinks } from './preview-links.service.ts';
export { publishDueContent } from './publish-scheduled.ts';
export { publishingRoutes } from './publishing.routes.ts';
export {
  pageRevisionFields,
  postRevisionFields,
  recordFirstRevision,
} from './revisions.service.ts';
export { renderRichContent } from './rich-content.ts';
export { decodeHtmlEntities, plainTextSummary, sanitizeRichText } from './sanitize-html.ts';
export { CONTENT_JOBS } from './scheduled.ts';
export { seriesRoutes } from './series.routes.ts';
export type { OldAddressAnswer } from './slug-history.service.ts';
export {
  claimSlug,
  keepOldPath,
  listOldAddresses,
  oldPathTarget,
  redirectTarget,
} from './slug-history.service.ts';
export { statsRoutes } from './stats.routes.ts';
export { tagRoutes } from './tags.routes.ts';
export { tagsNamed, tagsOfPosts } from './tags.service.ts';
export { trashRoutes } from './trash.routes.ts';

/** What content hands to app.ts and the job worker. */
export const contentFeature: Feature = {
  name: 'content',
  policy: contentPolicy,
  routes: [
    { path: '/api/posts', app: postRoutes },
    { path: '/api/pages', app: pageRoutes },
    { path: '/api/series', app: seriesRoutes },
    { path: '/api/categories', app: categoryRoutes },
    { path: '/api', app: publishingRoutes },
    { path: '/api/tags', app: tagRoutes },
    { path: '/api/trash', app: trashRoutes },
    { path: '/api/menu', app: menuRoutes },
    { path: '/api/stats', app: statsRoutes },
  ],
  jobs: contentJobs,
  schedules: contentSchedules,
};
