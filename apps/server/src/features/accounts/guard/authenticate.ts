import { and, eq, sql } from 'drizzle-orm';
import { prepared } from '../../../platform/db/prepared.ts';
import type { Session, User } from '../../../platform/db/rows.ts';
import { sessions, users } from '../../../platform/db/schema/index.ts';
import type { AppContext } from '../../../platform/http/app-env.ts';
import { clientAddress } from '../../../platform/http/client-address.ts';
import { unauthorized } from '../../../platform/http/errors.ts';
import { type VerifiedToken, verifyToken } from '../../../platform/http/tokens.ts';
import { isSessionLive, touchSession } from '../sessions.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bearer token's verified claims; anything missing, forged or expired is a 401. */
export async function verifyBearer(c: AppContext): Promise<VerifiedToken> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const { jwtSecret, now } = c.get('deps');
  const claims = await verifyToken(jwtSecret, match[1], now());
  if (!claims || !UUID.test(claims.userUuid) || !UUID.test(claims.sessionId)) throw unauthorized();
  return claims;
}

/**
 * The user a token names, as stored now, and the token's session. A token of a deleted user,
 * one minted before the user's last password change, or one whose session was ended or has
 * expired, is refused like a forged one. The session's last use is recorded (every few minutes).
 */
export async function admit(
  c: AppContext,
  user: User | null | undefined,
  session: Session | null | undefined,
  claims: VerifiedToken,
): Promise<User> {
  const { db, now } = c.get('deps');
  const at = now();
  if (!user || user.passwordChangedAt.getTime() !== claims.passwordChangedAt) throw unauthorized();
  if (!isSessionLive(session, user, at)) throw unauthorized();
  await touchSession(db, session, clientAddress(c), at);
  c.set('user', user);
  c.set('session', session);
  return user;
}

/** Bearer token → verified claims → the user and session as stored now (kept for the request). */
export async function authenticate(c: AppContext): Promise<User> {
  const cached = c.get('user');
  if (cached) return cached;
  const claims = await verifyBearer(c);
  const { db } = c.get('deps');
  // Read on every call without a blog: ending a session shows on the very next one, everywhere.
  const statement = prepared(db, 'user_by_session', (name) =>
    db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, sql.placeholder('sessionId')), eq(users.uuid, sql.placeholder('uuid'))),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ sessionId: claims.sessionId, uuid: claims.userUuid });
  return admit(c, row?.user, row?.session, claims);
}

/** The session of the call, set by the route policy on every authenticated route. */
export function getSession(c: AppContext): Session {
  const session = c.get('session');
  if (!session) throw new Error('getSession() on a route without authentication');
  return session;
}
