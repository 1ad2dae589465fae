import { PREVIEW_PATH_PREFIX } from '@bitacora/domain';
import { findPreview } from '../content/index.ts';
import { notFoundPage, type RenderContext, type Rendered, renderPreview } from './render.ts';

/**
 * What a preview answer adds to a blog page's headers: kept out of search engines even when
 * linked from elsewhere, and its address, which is the secret, never sent on as a Referer.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
};

/** Nobody but the holder of the link keeps a copy: not the browser's cache, not a proxy's. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** The path's token when it is a preview address (`/vista-previa/{token}`), else null. */
export function previewToken(path: string): string | null {
  if (!path.startsWith(PREVIEW_PATH_PREFIX)) return null;
  return path.slice(PREVIEW_PATH_PREFIX.length);
}

/**
 * The page a preview link shows on its own blog (docs/product.md#draft-preview): the item as it
 * will look, or the blog's 404 when the link is unknown, another blog's, expired or revoked.
 */
export async function previewPage(ctx: RenderContext, token: string, now: Date): Promise<Rendered> {
  const item = await findPreview(ctx.db, ctx.site.id, token, now);
  return (item && (await renderPreview(ctx, item))) ?? notFoundPage(ctx.site);
}
