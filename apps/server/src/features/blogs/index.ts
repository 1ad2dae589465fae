/**
 * Blogs and their settings: creation, plans, custom domains and their TLS answer, platform settings.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { blogRoutes } from './blogs.routes.ts';
export { customDomainJobs } from './custom-domain.service.ts';
export { platformSettingsRoutes } from './platform-settings.routes.ts';
export { settingsRoutes } from './settings.routes.ts';
export { blogCommentRules } from './settings.service.ts';
export { tlsRoutes } from './tls.routes.ts';
