import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-env.ts';
import { type VerifiedToken, verifyToken } from '../auth/tokens.ts';
import { prepared } from '../db/prepared.ts';
import type { User } from '../db/rows.ts';
import { users } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bearer token's verified claims; anything missing, forged or expired is a 401. */
export async function verifyBearer(c: AppContext): Promise<VerifiedToken> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const { jwtSecret, now } = c.get('deps');
  const claims = await verifyToken(jwtSecret, match[1], now());
  if (!claims || !UUID.test(claims.userUuid)) throw unauthorized();
  return claims;
}

/**
 * The user a token names, as stored now. A token of a deleted user, or one minted before the
 * user's last password change, is refused like a forged one.
 */
export function acceptUser(user: User | null | undefined, claims: VerifiedToken): User {
  if (!user || user.passwordChangedAt.getTime() !== claims.passwordChangedAt) throw unauthorized();
  return user;
}

/** Bearer token → verified claims → the user as stored now (cached for the request). */
export async function authenticate(c: AppContext): Promise<User> {
  const cached = c.get('user');
  if (cached) return cached;
  const claims = await verifyBearer(c);
  const { db } = c.get('deps');
  const statement = prepared(db, 'user_by_uuid', (name) =>
    db
      .select()
      .from(users)
      .where(eq(users.uuid, sql.placeholder('uuid')))
      .prepare(name),
  );
  const [row] = await statement.execute({ uuid: claims.userUuid });
  const user = acceptUser(row, claims);
  c.set('user', user);
  return user;
}
