import type { Role } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { User } from '../db/rows.ts';
import { blogMembers } from '../db/schema/index.ts';

/**
 * The role a session shows (§3 authUser.role): SUPER_ADMIN, else ADMIN when the user
 * administers any blog, else AUTHOR. What a user may do in a blog comes from its membership.
 */
export async function sessionRole(db: Queryable, user: User): Promise<Role> {
  if (user.isSuperAdmin) return 'SUPER_ADMIN';
  const roles = await db
    .select({ role: blogMembers.role })
    .from(blogMembers)
    .where(eq(blogMembers.userId, user.id));
  return roles.some((r) => r.role === 'ADMIN') ? 'ADMIN' : 'AUTHOR';
}

export function toSessionUser(user: User, role: Role) {
  return { id: user.id, uuid: user.uuid, email: user.email, name: user.name, role };
}
