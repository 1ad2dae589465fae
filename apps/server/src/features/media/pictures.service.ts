import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/rows.ts';
import { blogMembers, users } from '../../platform/db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import type { ProcessedImage } from '../../platform/images/process-image.ts';
import { keyFromMediaUrl, type MediaStorage, removeFiles } from '../../platform/storage/storage.ts';
import { sessionRole, USER_NOT_FOUND } from '../accounts/index.ts';
import { storeImage } from './media.service.ts';

/** The side of the square avatar stored for a user picture. */
export const AVATAR_SIZE = 256;

/**
 * Who may change a user's picture: the user, a SUPER_ADMIN, or an ADMIN of a blog the user
 * belongs to. A user sharing no blog with the caller is 404 (its existence is not revealed);
 * a fellow member without the ADMIN role is 403.
 */
export async function pictureTarget(db: Database, actor: Actor, uuid: string): Promise<User> {
  const [target] = await db.select().from(users).where(eq(users.uuid, uuid));
  if (!target) throw notFound(USER_NOT_FOUND);
  if (actor.isSuperAdmin || target.id === actor.userId) return target;
  const theirBlogs = db
    .select({ blogId: blogMembers.blogId })
    .from(blogMembers)
    .where(eq(blogMembers.userId, target.id));
  const shared = await db
    .select({ role: blogMembers.role })
    .from(blogMembers)
    .where(and(eq(blogMembers.userId, actor.userId), inArray(blogMembers.blogId, theirBlogs)));
  if (shared.length === 0) throw notFound(USER_NOT_FOUND);
  if (!shared.some((m) => m.role === 'ADMIN')) throw forbidden();
  return target;
}

/**
 * Stores a checked, square avatar and points `users.picture` at it; the previous avatar's
 * file goes once the row is updated. Answers the user.
 */
export async function setUserPicture(
  db: Database,
  storage: MediaStorage,
  target: User,
  image: ProcessedImage,
) {
  const stored = await storeImage(storage, 'avatars', image);
  let updated: User | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ picture: storage.url(stored.key) })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound(USER_NOT_FOUND);
  } catch (error) {
    await removeFiles(storage, stored.keys);
    throw error;
  }
  const previous = target.picture ? keyFromMediaUrl(target.picture) : null;
  if (previous?.startsWith('avatars/')) await removeFiles(storage, [previous]);
  return {
    uuid: updated.uuid,
    id: updated.id,
    name: updated.name,
    email: updated.email,
    bio: updated.bio,
    picture: updated.picture,
    role: await sessionRole(db, updated),
  };
}
