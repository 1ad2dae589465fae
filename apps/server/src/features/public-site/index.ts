/**
 * Public site: every blog's pages, feeds, sitemap and the answers kept in memory.
 * The feature's only face: other features, the composition and the demo import from here.
 */

// What the fediverse actors read of a blog: the same site, posts and addresses as its pages.
export { postPath, WEBMENTION_PATH } from './addresses.ts';
export { toPicture } from './pictures.ts';
export { createPublicSite } from './public-site.ts';
export {
  findBlogId,
  findPublishedPost,
  listPublishedPosts,
  loadSite,
  type PostSummaryRow,
  postContents,
  postTagNames,
} from './queries.ts';
export { type Site, toSite } from './site.ts';
