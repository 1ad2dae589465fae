/**
 * Blogs and their settings: creation, plans, custom domains and their TLS answer, platform settings.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { blogRoutes } from './blogs.routes.ts';
import { customDomainJobs } from './custom-domain.service.ts';
import { platformSettingsRoutes } from './platform-settings.routes.ts';
import { blogsPolicy } from './policy.ts';
import { settingsRoutes } from './settings.routes.ts';
import { tlsRoutes } from './tls.routes.ts';

export { blogRoutes } from './blogs.routes.ts';
export { customDomainJobs } from './custom-domain.service.ts';
export {
  DESIGN_PREVIEW_MODE_PARAM,
  DESIGN_PREVIEW_PARAM,
  designPreviewDraft,
  signDesignPreview,
} from './design-preview-token.ts';
export { platformSettingsRoutes } from './platform-settings.routes.ts';
export { settingsRoutes } from './settings.routes.ts';
export { blogCommentSettings } from './settings.service.ts';
export { tlsRoutes } from './tls.routes.ts';

/** What blogs hands to app.ts and the job worker. */
export const blogsFeature: Feature = {
  name: 'blogs',
  policy: blogsPolicy,
  routes: [
    { path: '/api/tls', app: tlsRoutes },
    { path: '/api/blogs', app: blogRoutes },
    { path: '/api/platform-settings', app: platformSettingsRoutes },
    { path: '/api/settings', app: settingsRoutes },
  ],
  jobs: customDomainJobs,
};
