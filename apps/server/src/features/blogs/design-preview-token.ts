import { type DesignPreviewData, designPreviewBodySchema } from '@bitacora/api/schemas';
import { newSignedJwt, verifiedJwtClaims } from '../../platform/http/signed-jwt.ts';

/*
 * The token of 'Diseño''s live preview (docs/decisions/061-blog-design.md): the unsaved design,
 * signed for ten minutes and one blog; the public site shows it on that blog's pages.
 */

const AUDIENCE = 'bitacora-design-preview';
export const DESIGN_PREVIEW_TTL_SECONDS = 10 * 60;
/** The query parameter of a design preview on the blog's host. */
export const DESIGN_PREVIEW_PARAM = 'vista-previa';
/** The colour mode the preview shows: 'claro' or 'oscuro'; otherwise the reader's own. */
export const DESIGN_PREVIEW_MODE_PARAM = 'modo';

/** Signs the draft for one blog. Custom CSS only travels for a blog whose plan serves it. */
export function signDesignPreview(
  secret: Uint8Array,
  blogId: number,
  draft: DesignPreviewData,
  now: Date,
): Promise<string> {
  return newSignedJwt(AUDIENCE, String(blogId), now, DESIGN_PREVIEW_TTL_SECONDS, {
    d: draft,
  }).sign(secret);
}

/** The draft a token carries for this blog; null when it is bad, expired or another blog's. */
export async function designPreviewDraft(
  secret: Uint8Array,
  token: string,
  blogId: number,
  now: Date,
): Promise<DesignPreviewData | null> {
  const claims = await verifiedJwtClaims(secret, token, AUDIENCE, now, ['sub', 'exp']);
  if (!claims || claims.sub !== String(blogId)) return null;
  // The domain's rules again: the token only says which blog and how long.
  const parsed = designPreviewBodySchema.safeParse(claims.d);
  return parsed.success ? parsed.data : null;
}
