import { createHash, randomBytes } from 'node:crypto';
import {
  blogBaseUrl,
  canonicalDomain,
  type PreviewKind,
  previewExpiry,
  previewPath,
} from '@bitacora/domain';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { previewLinks, users } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';

/*
 * Preview links (docs/product.md#draft-preview, docs/security.md#preview-links): 256 random bits
 * shown once, kept only as their SHA-256, valid on their own blog until they expire or are
 * revoked.
 */

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A stored token is a 43-character base64url string; anything else names nothing. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Makes a link to the item and answers its address, shown this once. */
export async function createPreviewLink(
  db: Queryable,
  input: {
    blog: Blog;
    publicDomain: string;
    kind: PreviewKind;
    targetId: number;
    createdBy: number;
    lifetime: { days: number } | 'own';
    now: Date;
  },
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(previewLinks)
    .values({
      blogId: input.blog.id,
      kind: input.kind,
      targetId: input.targetId,
      tokenHash: tokenHash(token),
      shared: input.lifetime !== 'own',
      createdBy: input.createdBy,
      expiresAt: previewExpiry(input.now, input.lifetime),
    })
    .returning({
      uuid: previewLinks.uuid,
      shared: previewLinks.shared,
      expiresAt: previewLinks.expiresAt,
      createdAt: previewLinks.createdAt,
    });
  if (!row) throw new Error('insert returned no row');
  return {
    ...row,
    url: `${blogBaseUrl({ subdomain: input.blog.subdomain, domain: canonicalDomain(input.blog) }, input.publicDomain)}${previewPath(token)}`,
  };
}

/** The item's shared links still in force, newest first, with who made them. */
export async function listSharedLinks(
  db: Queryable,
  blogId: number,
  kind: PreviewKind,
  targetId: number,
  now: Date,
) {
  return db
    .select({
      uuid: previewLinks.uuid,
      shared: previewLinks.shared,
      expiresAt: previewLinks.expiresAt,
      createdAt: previewLinks.createdAt,
      createdByName: users.name,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(
      and(
        eq(previewLinks.blogId, blogId),
        eq(previewLinks.kind, kind),
        eq(previewLinks.targetId, targetId),
        eq(previewLinks.shared, true),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
}

/** Revoking deletes the link: its address is refused from then on. */
export async function revokePreviewLink(
  db: Queryable,
  blogId: number,
  kind: PreviewKind,
  targetId: number,
  uuid: string,
  notFoundMessage: string,
): Promise<void> {
  const gone = await db
    .delete(previewLinks)
    .where(
      and(
        eq(previewLinks.uuid, uuid),
        eq(previewLinks.blogId, blogId),
        eq(previewLinks.kind, kind),
        eq(previewLinks.targetId, targetId),
      ),
    )
    .returning({ id: previewLinks.id });
  if (gone.length === 0) throw notFound(notFoundMessage);
}

/** Items that go take their links with them (ids as for `forgetSlugHistory`). */
export async function forgetPreviewLinks(
  db: Queryable,
  kind: PreviewKind,
  targetIds: readonly number[],
): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.kind, kind), inArray(previewLinks.targetId, [...targetIds])));
}

/** What a token shows on this blog now: null when unknown, another blog's, or expired. */
export async function findPreview(
  db: Queryable,
  blogId: number,
  token: string,
  now: Date,
): Promise<{ kind: PreviewKind; id: number } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ kind: previewLinks.kind, targetId: previewLinks.targetId })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, tokenHash(token)),
        eq(previewLinks.blogId, blogId),
        gt(previewLinks.expiresAt, now),
      ),
    );
  return row ? { kind: row.kind as PreviewKind, id: row.targetId } : null;
}

/** Expired links serve nothing; the periodic job deletes them. */
export async function purgeExpiredPreviewLinks(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(previewLinks)
    .where(lt(previewLinks.expiresAt, now))
    .returning({ id: previewLinks.id });
  return gone.length;
}
