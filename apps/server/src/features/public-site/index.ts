/**
 * Public site: every blog's pages, feeds, sitemap and the answers kept in memory.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { createPublicSite } from './public-site.ts';
