import { createHash, randomBytes } from 'node:crypto';
import type { CreateInvitationData } from '@bitacora/api/schemas';
import {
  INVITATION_MESSAGES,
  RECIPIENT_MAIL_CAPS,
  ROLE_LABELS,
  type Role,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog, User } from '../../platform/db/rows.ts';
import { blogMembers, blogs, invitations, users } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import {
  badRequest,
  conflict,
  forbidden,
  httpError,
  notFound,
  tooManyRequests,
} from '../../platform/http/errors.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { invitationMail } from '../../platform/mail/templates.ts';
import { createLoginLimiter } from '../../platform/rate-limit/login-limiter.ts';
import { sendCapped, takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import { passwordIssue } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { USER_NOT_FOUND } from './users.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const INVITATION_TTL_MS = 7 * DAY;
/** The public calls (preview and accept) from one client address. */
export const INVITATION_LIMITS = { perAddress: { max: 20, windowMs: 15 * MINUTE } } as const;

export const MAIL_FAILED = SERVER_MESSAGES.invitationMailFailed;

type Invitation = typeof invitations.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'publicOrigin' | 'rateLimitStore' | 'logger'>;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function toInvitationDto(row: Invitation, now: Date) {
  return {
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    role: row.role as 'ADMIN' | 'AUTHOR',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** `GET /api/invitations` (ADMIN): the blog's invitations not yet accepted, newest first. */
export async function listInvitations(deps: Pick<AppDeps, 'db' | 'now'>, blog: Blog) {
  const rows = await deps.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.blogId, blog.id), isNull(invitations.usedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const now = deps.now();
  return { data: rows.map((row) => toInvitationDto(row, now)), total: rows.length };
}

/**
 * One invitation mail from the recipient's daily cap, taken before anything changes: past it
 * the call answers 429 and the pending link stays as it was. Answers how to give it back.
 */
async function takeInvitationMail(deps: Deps, blog: Blog, email: string) {
  const taken = await takeRecipientMail(
    deps.rateLimitStore,
    'invitation',
    email,
    blog.id,
    deps.now(),
  );
  if (!taken.allowed)
    throw tooManyRequests(
      INVITATION_MESSAGES.tooManyMails(RECIPIENT_MAIL_CAPS.invitation.max),
      taken.retryAfterSeconds,
    );
  return taken.giveBack;
}

async function mailInvitation(
  deps: Deps,
  blog: Blog,
  inviter: User,
  invitation: Invitation,
  token: string,
  giveBack: () => Promise<void>,
) {
  const link = `${deps.publicOrigin}/invitacion?token=${encodeURIComponent(token)}`;
  try {
    await sendCapped({ giveBack }, () =>
      deps.mailer.send(
        invitationMail({
          to: invitation.email,
          name: invitation.name,
          inviterName: inviter.name,
          blogName: blog.name,
          roleLabel: ROLE_LABELS[invitation.role as Role],
          link,
          days: INVITATION_TTL_MS / DAY,
        }),
      ),
    );
  } catch (error) {
    // The invitation stays pending, so 'Reenviar' can mail a new link.
    (deps.logger ?? stderrLogger).error({ err: error }, 'invitaciones: correo no enviado');
    throw httpError(502, { error: MAIL_FAILED });
  }
}

/**
 * `POST /api/invitations` (ADMIN): stores a single-use link (only its hash) valid for seven
 * days and mails it. Inviting an email again replaces its open invitation, whose link dies; a
 * member of the blog cannot be invited. Giving ADMIN needs the right to change roles.
 */
export async function createInvitation(
  deps: Deps,
  actor: Actor,
  blog: Blog,
  inviter: User,
  input: CreateInvitationData,
) {
  const role = input.role ?? 'AUTHOR';
  if (role !== 'AUTHOR' && !can(actor, 'update:user:role')) throw forbidden();
  const [member] = await deps.db
    .select({ userId: blogMembers.userId })
    .from(blogMembers)
    .innerJoin(users, eq(users.id, blogMembers.userId))
    .where(and(eq(blogMembers.blogId, blog.id), eq(users.email, input.email)));
  if (member) throw conflict(INVITATION_MESSAGES.alreadyMember);
  const giveBack = await takeInvitationMail(deps, blog, input.email);
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  let invitation: Invitation;
  try {
    invitation = await deps.db.transaction(async (tx) => {
      await tx
        .delete(invitations)
        .where(
          and(
            eq(invitations.blogId, blog.id),
            eq(invitations.email, input.email),
            isNull(invitations.usedAt),
          ),
        );
      const [row] = await tx
        .insert(invitations)
        .values({
          blogId: blog.id,
          email: input.email,
          name: input.name,
          role,
          tokenHash: tokenHash(token),
          invitedBy: inviter.id,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    await giveBack();
    // Another invitation to the same email was stored at the same moment.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.invitationPending);
    throw error;
  }
  await mailInvitation(deps, blog, inviter, invitation, token, giveBack);
  return toInvitationDto(invitation, now);
}

/** `POST /api/invitations/{uuid}/resend` (ADMIN): a new link for seven more days; the old one dies. */
export async function resendInvitation(deps: Deps, blog: Blog, inviter: User, uuid: string) {
  const [pending] = await deps.db
    .select({ email: invitations.email })
    .from(invitations)
    .where(
      and(eq(invitations.uuid, uuid), eq(invitations.blogId, blog.id), isNull(invitations.usedAt)),
    );
  if (!pending) throw notFound(INVITATION_MESSAGES.notFound);
  const giveBack = await takeInvitationMail(deps, blog, pending.email);
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await deps.db
    .update(invitations)
    .set({
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      invitedBy: inviter.id,
    })
    .where(
      and(eq(invitations.uuid, uuid), eq(invitations.blogId, blog.id), isNull(invitations.usedAt)),
    )
    .returning();
  if (!invitation) {
    await giveBack();
    throw notFound(INVITATION_MESSAGES.notFound);
  }
  await mailInvitation(deps, blog, inviter, invitation, token, giveBack);
  return toInvitationDto(invitation, now);
}

/** `DELETE /api/invitations/{uuid}` (ADMIN): the link stops working. */
export async function cancelInvitation(db: Database, blog: Blog, uuid: string) {
  const [gone] = await db
    .delete(invitations)
    .where(
      and(eq(invitations.uuid, uuid), eq(invitations.blogId, blog.id), isNull(invitations.usedAt)),
    )
    .returning({ id: invitations.id });
  if (!gone) throw notFound(INVITATION_MESSAGES.notFound);
  return { success: true, message: INVITATION_MESSAGES.canceled };
}

async function limitAddress(deps: Deps, address: string) {
  const now = deps.now();
  const hit = await deps.rateLimitStore.hit(
    `invite:address:${address}`,
    INVITATION_LIMITS.perAddress.windowMs,
    now,
  );
  if (hit.count > INVITATION_LIMITS.perAddress.max) {
    const wait = Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(undefined, Math.max(1, wait));
  }
}

/** Why a link does not work: unknown (404), or used or expired (410), each in its own words. */
function refusal(invitation: Pick<Invitation, 'usedAt' | 'expiresAt'> | undefined, now: Date) {
  if (!invitation) return notFound(INVITATION_MESSAGES.invalid);
  if (invitation.usedAt) return httpError(410, { error: INVITATION_MESSAGES.used });
  if (invitation.expiresAt.getTime() <= now.getTime())
    return httpError(410, { error: INVITATION_MESSAGES.expired });
  return null;
}

async function findByToken(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ invitation: invitations, blogName: blogs.name, blogUuid: blogs.uuid, user: users })
    .from(invitations)
    .innerJoin(blogs, eq(blogs.id, invitations.blogId))
    .leftJoin(users, eq(users.email, invitations.email))
    .where(eq(invitations.tokenHash, tokenHash(token)));
  return row;
}

/** `GET /api/invitations/{token}` (public): the blog's name and the invited email. */
export async function previewInvitation(deps: Deps, input: { token: string; address: string }) {
  await limitAddress(deps, input.address);
  const row = await findByToken(deps, input.token);
  const refused = refusal(row?.invitation, deps.now());
  if (refused || !row) throw refused ?? notFound(INVITATION_MESSAGES.invalid);
  return {
    blogName: row.blogName,
    name: row.invitation.name,
    email: row.invitation.email,
    role: row.invitation.role as 'ADMIN' | 'AUTHOR',
    existingAccount: row.user !== null,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/invitations/accept` (public). A new email gets an account with the chosen
 * password; an email that already has one proves it with that account's password (nothing
 * about the account changes). Either way the person becomes a member of the blog. Answers the
 * account too (and whether it is new), for the sign-in the route opens with it.
 * Single use: the one UPDATE that marks the invitation used only matches an unused, unexpired
 * row, so of two accepts at once only one commits; the account and membership are written in
 * the same transaction, so a failure leaves the link usable.
 */
export async function acceptInvitation(
  deps: Deps,
  input: { token: string; password: string; address: string },
) {
  await limitAddress(deps, input.address);
  const now = deps.now();
  const row = await findByToken(deps, input.token);
  const refused = refusal(row?.invitation, now);
  if (refused || !row) throw refused ?? notFound(INVITATION_MESSAGES.invalid);
  const { invitation } = row;
  let newAccount: { passwordHash: string } | null = null;
  if (row.user) {
    // The account's password is guessed here as at login: the same limits count both. No
    // captcha is asked: the invitation's own secret link already stands in for one.
    const limiter = createLoginLimiter(deps.rateLimitStore);
    const attempt = await limiter.begin(row.user.email, input.address, now);
    if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
    const ok = await verifyPassword(input.password, row.user.passwordHash);
    if (!ok) {
      await limiter.failed(row.user.email, now);
      throw httpError(400, {
        error: INVITATION_MESSAGES.wrongPassword,
        details: [{ path: 'password', message: INVITATION_MESSAGES.wrongPassword }],
      });
    }
    await limiter.succeeded(row.user.email, input.address);
  } else {
    const weak = passwordIssue(input.password);
    if (weak) throw httpError(400, { error: weak, details: [{ path: 'password', message: weak }] });
    newAccount = { passwordHash: await hashPassword(input.password) };
  }
  const existingUser = row.user;
  let user: User;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [used] = await tx
        .update(invitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitations.id, invitation.id),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, now),
          ),
        )
        .returning({ id: invitations.id });
      if (!used) throw refusal({ usedAt: now, expiresAt: invitation.expiresAt }, now);
      let member = existingUser;
      if (newAccount) {
        const [created] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            // 'Usuario' is the default name.
            name: invitation.name.trim() === '' ? 'Usuario' : invitation.name,
            passwordHash: newAccount.passwordHash,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        member = created;
      }
      if (!member) throw new Error('accepting without an account');
      await tx
        .insert(blogMembers)
        .values({ blogId: invitation.blogId, userId: member.id, role: invitation.role })
        .onConflictDoNothing();
      return member;
    });
  } catch (error) {
    // An account with this email was made meanwhile (a signup): the link stays usable.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.userEmailTaken);
    throw error;
  }
  return {
    answer: {
      success: true as const,
      message: INVITATION_MESSAGES.accepted(row.blogName),
      email: invitation.email,
      blogName: row.blogName,
      blogUuid: row.blogUuid,
    },
    user,
    newAccount: newAccount !== null,
  };
}

/**
 * `DELETE /api/blogs/{id}/members/{userUuid}` (ADMIN): the membership goes, the account stays
 * (with its posts). Nobody removes themselves, and a blog keeps at least one ADMIN: the blog
 * row is locked while admins are counted, so two admins removing each other cannot both win.
 */
export async function removeMember(db: Database, actor: Actor, blog: Blog, userUuid: string) {
  const [target] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: blogMembers.role })
    .from(users)
    .innerJoin(blogMembers, and(eq(blogMembers.userId, users.id), eq(blogMembers.blogId, blog.id)))
    .where(eq(users.uuid, userUuid));
  if (!target) throw notFound(USER_NOT_FOUND);
  if (target.id === actor.userId) throw badRequest(INVITATION_MESSAGES.cannotRemoveSelf);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from blogs where id = ${blog.id} for update`);
    if (target.role === 'ADMIN') {
      const [admins] = await tx
        .select({ value: count() })
        .from(blogMembers)
        .where(and(eq(blogMembers.blogId, blog.id), eq(blogMembers.role, 'ADMIN')));
      if ((admins?.value ?? 0) <= 1) throw badRequest(INVITATION_MESSAGES.lastAdmin);
    }
    await tx
      .delete(blogMembers)
      .where(and(eq(blogMembers.blogId, blog.id), eq(blogMembers.userId, target.id)));
  });
  const name = target.name.trim() || target.email;
  return { success: true, message: INVITATION_MESSAGES.removed(name) };
}
