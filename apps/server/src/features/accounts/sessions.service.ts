import { randomUUID } from 'node:crypto';
import type { ActiveSession } from '@bitacora/api/schemas';
import { describeDevice, describePlace, SESSION_MESSAGES } from '@bitacora/domain';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { ContentVersions } from '../../platform/cache/content-versions.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { Session, User } from '../../platform/db/rows.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { notFound } from '../../platform/http/errors.ts';
import { signToken, TOKEN_TTL_SECONDS } from '../../platform/http/tokens.ts';

export const SESSION_NOT_FOUND = SESSION_MESSAGES.notFound;

/**
 * How stale `lastUsedAt` may get before a request moves it: the list only needs minutes, and a
 * write on every request would cost more than the read it rides on.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

const USER_AGENT_MAX = 512;
const ADDRESS_MAX = 64;

/** Where a sign-in comes from, as the request tells it. */
export interface SessionOrigin {
  address: string;
  userAgent?: string | null;
}

/**
 * Opens a session for `user` and mints its token. Call it only once every check of the sign-in
 * has passed (password, and any further factor): every token the server hands out is minted
 * here, so every token has a row that can end it.
 */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  user: Pick<User, 'id' | 'uuid' | 'passwordChangedAt'>,
  { address, userAgent }: SessionOrigin,
): Promise<{ token: string; sessionId: string }> {
  const now = deps.now();
  const sessionId = randomUUID();
  // The token's expiry, in whole seconds like its `exp`, so both end at the same instant.
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + TOKEN_TTL_SECONDS) * 1000);
  await deps.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    address: address.slice(0, ADDRESS_MAX),
  });
  const token = await signToken(deps.jwtSecret, user, sessionId, now);
  return { token, sessionId };
}

/** Whether `session` still lets `user` in at `now`: theirs, not ended, not expired. */
export function isSessionLive(
  session: Session | null | undefined,
  user: Pick<User, 'id'>,
  now: Date,
): session is Session {
  return (
    session !== null &&
    session !== undefined &&
    session.userId === user.id &&
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime()
  );
}

/**
 * Records that the session was used now, from `address`, when the last record is older than
 * {@link SESSION_TOUCH_INTERVAL_MS}. The row object is updated too: the identity cache may hold
 * it, and the next requests then skip the write. The condition in SQL keeps instances that
 * race on the same session to one write.
 */
export async function touchSession(
  db: Queryable,
  session: Session,
  address: string,
  now: Date,
): Promise<void> {
  const staleBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
  if (session.lastUsedAt.getTime() > staleBefore.getTime()) return;
  session.lastUsedAt = now;
  session.address = address.slice(0, ADDRESS_MAX);
  await db
    .update(sessions)
    .set({ lastUsedAt: now, address: session.address })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastUsedAt, staleBefore)));
}

const live = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** `GET /api/sessions`: the user's open sessions, this one first, then the most recently used. */
export async function listSessions(
  db: Queryable,
  current: Pick<Session, 'id' | 'userId'>,
  now: Date,
): Promise<{ data: ActiveSession[]; total: number }> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(current.userId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const data = rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      place: describePlace(row.address),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === current.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return { data, total: data.length };
}

/**
 * Ends one open session of the user (logout, or 'Cerrar sesión' on another device). Another
 * user's session, or one already over, is a 404 like one that does not exist. Every instance
 * stops accepting it before this resolves (see {@link ContentVersions.endSessions}).
 */
export async function endSession(
  db: Queryable,
  versions: ContentVersions,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), live(userId, now)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
  await versions.endSessions(ended.map((row) => row.id));
}

/** 'Cerrar las demás sesiones': ends every open session of the user but `current`. */
export async function endOtherSessions(
  db: Queryable,
  versions: ContentVersions,
  current: Pick<Session, 'id' | 'userId'>,
  now: Date,
): Promise<{ ended: number }> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(current.userId, now), ne(sessions.id, current.id)))
    .returning({ id: sessions.id });
  await versions.endSessions(ended.map((row) => row.id));
  return { ended: ended.length };
}

/**
 * Ends every session of the user, for a password change or reset; run it in the change's
 * transaction. The caller's route moves the global version (its `changes: 'all'`), which drops
 * every cached identity on every instance, and the token's password instant refuses the old
 * tokens anyway: this is what makes them leave the list.
 */
export async function endAllSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
