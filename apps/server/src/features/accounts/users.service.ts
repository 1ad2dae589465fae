import type { CreateUserData, UpdateUserData } from '@bitacora/api/schemas';
import type { Role } from '@bitacora/domain';
import {
  mergeProfileLinks,
  profileLinksWithAll,
  SERVER_MESSAGES,
  storedProfileLinks,
} from '@bitacora/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog, User } from '../../platform/db/rows.ts';
import { blogMembers, users } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import {
  badRequest,
  conflict,
  forbidden,
  invalidField,
  notFound,
} from '../../platform/http/errors.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import { offsetOf } from '../content/index.ts';
import { passwordIssue } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endAllSessions } from './sessions.service.ts';

export const USER_NOT_FOUND = SERVER_MESSAGES.userNotFound;
export const EMAIL_TAKEN = SERVER_MESSAGES.userEmailTaken;

/**
 * The role a session shows (`authUser.role`): SUPER_ADMIN, else ADMIN when the user
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

/** User (server record); the role is the one in the active blog. */
function toUserDto(user: User, role: Role) {
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    email: user.email,
    bio: user.bio,
    picture: user.picture,
    role: user.isSuperAdmin ? ('SUPER_ADMIN' as const) : role,
    socialLinks: profileLinksWithAll(storedProfileLinks(user.socialLinks)),
  };
}

/** `GET /api/users` (ADMIN): the active blog's members, oldest account first. */
export async function listUsers(db: Database, blog: Blog, input: { page: number; limit: number }) {
  const where = eq(blogMembers.blogId, blog.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, role: blogMembers.role })
      .from(blogMembers)
      .innerJoin(users, eq(users.id, blogMembers.userId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(blogMembers).where(where),
  ]);
  return { data: rows.map((r) => toUserDto(r.user, r.role as Role)), total: total?.value ?? 0 };
}

/**
 * A user as seen from the active blog: a member, or the caller itself (a SUPER_ADMIN is not
 * a member). Anyone else is 404, whether or not the account exists.
 */
async function findMember(db: Queryable, actor: Actor, blog: Blog, uuid: string) {
  const [row] = await db
    .select({ user: users, role: blogMembers.role })
    .from(users)
    .leftJoin(blogMembers, and(eq(blogMembers.userId, users.id), eq(blogMembers.blogId, blog.id)))
    .where(eq(users.uuid, uuid));
  if (!row || (row.role === null && row.user.id !== actor.userId)) throw notFound(USER_NOT_FOUND);
  return { user: row.user, role: (row.role ?? 'AUTHOR') as Role, isMember: row.role !== null };
}

/** `GET /api/users/uuid/{uuid}`: ADMIN reads any member; anyone reads itself. */
export async function getUser(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const { user, role } = await findMember(db, actor, blog, uuid);
  if (user.id !== actor.userId && !can(actor, 'read:user')) throw forbidden();
  return toUserDto(user, role);
}

function checkNewPassword(password: string) {
  const issue = passwordIssue(password);
  if (issue) throw invalidField('password', issue);
}

/**
 * `POST /api/users` (ADMIN): the account and its membership in the active blog, in one
 * transaction. The role defaults to AUTHOR; an email already registered is a 409.
 */
export async function createUser(db: Database, actor: Actor, blog: Blog, input: CreateUserData) {
  checkNewPassword(input.password);
  const role = input.role ?? 'AUTHOR';
  if (role !== 'AUTHOR' && !can(actor, 'update:user:role')) throw forbidden();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (taken) throw conflict(EMAIL_TAKEN);
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          // 'Usuario' is the default name.
          name: input.name === '' ? 'Usuario' : input.name,
          bio: input.bio === '' ? null : input.bio,
          socialLinks: mergeProfileLinks({}, input.socialLinks ?? {}),
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(blogMembers).values({ blogId: blog.id, userId: user.id, role });
      return toUserDto(user, role);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Does the user belong to any blog besides this one? */
async function belongsElsewhere(db: Queryable, userId: number, blogId: number) {
  const [other] = await db
    .select({ blogId: blogMembers.blogId })
    .from(blogMembers)
    .where(and(eq(blogMembers.userId, userId), ne(blogMembers.blogId, blogId)))
    .limit(1);
  return other !== undefined;
}

async function adminCount(db: Queryable, blogId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(blogMembers)
    .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.role, 'ADMIN')));
  return row?.value ?? 0;
}

/**
 * `PATCH /api/users/uuid/{uuid}`: name, bio, social links (merged: a key left out keeps its
 * link), and optionally role and password.
 * - AUTHOR edits only itself and never a role; the email never changes.
 * - Changing one's own password needs `currentPassword`. An ADMIN may reset a member's
 *   password without it, but only for an account that belongs to no other blog, so one
 *   blog's admin cannot take over an account that matters elsewhere. SUPER_ADMIN always may.
 * - A password change moves `passwordChangedAt` and ends every session of the user (the
 *   caller's own route starts a new one for the device that changed it).
 * - A blog keeps at least one ADMIN.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  input: UpdateUserData,
) {
  const { user, role, isMember } = await findMember(db, actor, blog, uuid);
  const self = user.id === actor.userId;
  if (!can(actor, 'update:user:own', { authorId: user.id })) throw forbidden();
  const roleChange = input.role !== undefined && input.role !== role ? input.role : undefined;
  if (roleChange !== undefined) {
    if (!can(actor, 'update:user:role')) throw forbidden(SERVER_MESSAGES.roleChangeForbidden);
    if (!isMember || user.isSuperAdmin) throw badRequest(SERVER_MESSAGES.userWithoutRole);
  }
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    if (self) {
      if (input.currentPassword === undefined)
        throw invalidField('currentPassword', SERVER_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
        throw invalidField('currentPassword', SERVER_MESSAGES.currentPasswordWrong);
    } else if (!actor.isSuperAdmin && (await belongsElsewhere(db, user.id, blog.id))) {
      // A rule about this account, not about the caller's session: a 400 on the field, so the
      // panel shows it instead of treating it as a lost session (its 401/403 handler).
      throw invalidField('password', SERVER_MESSAGES.passwordOfSharedUser);
    }
    checkNewPassword(input.password);
    passwordHash = await hashPassword(input.password);
  }
  const changedAt = new Date();
  return db.transaction(async (tx) => {
    if (roleChange === 'AUTHOR' && role === 'ADMIN' && (await adminCount(tx, blog.id)) <= 1)
      throw badRequest(SERVER_MESSAGES.lastAdmin);
    if (roleChange !== undefined)
      await tx
        .update(blogMembers)
        .set({ role: roleChange })
        .where(and(eq(blogMembers.blogId, blog.id), eq(blogMembers.userId, user.id)));
    const changes: Partial<typeof users.$inferInsert> = {
      ...(input.name !== undefined && { name: input.name === '' ? 'Usuario' : input.name }),
      ...(input.bio !== undefined && { bio: input.bio === '' ? null : input.bio }),
      ...(input.socialLinks !== undefined && {
        socialLinks: mergeProfileLinks(storedProfileLinks(user.socialLinks), input.socialLinks),
      }),
      ...(passwordHash !== undefined && { passwordHash, passwordChangedAt: changedAt }),
      ...(input.removePicture === true && { picture: null }),
    };
    if (passwordHash !== undefined) await endAllSessions(tx, user.id, changedAt);
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx.update(users).set(changes).where(eq(users.id, user.id)).returning()
        : [user];
    if (!updated) throw notFound(USER_NOT_FOUND);
    return {
      user: toUserDto(updated, roleChange ?? role),
      /** Set when the caller changed its own password: its session ended with the others. */
      renewed: self && passwordHash !== undefined ? updated : undefined,
      /** The address of a picture the call removed, for its file to be deleted. */
      removedPicture: input.removePicture === true ? user.picture : null,
    };
  });
}
