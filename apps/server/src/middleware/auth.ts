import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-env.ts';
import { verifyToken } from '../auth/tokens.ts';
import type { User } from '../db/rows.ts';
import { users } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer token → verified claims → the user as stored now. A token of a deleted user, or one
 * minted before the user's last password change, is refused like a forged one.
 */
export async function authenticate(c: AppContext): Promise<User> {
  const cached = c.get('user');
  if (cached) return cached;
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const { db, jwtSecret, now } = c.get('deps');
  const claims = await verifyToken(jwtSecret, match[1], now());
  if (!claims || !UUID.test(claims.userUuid)) throw unauthorized();
  const [user] = await db.select().from(users).where(eq(users.uuid, claims.userUuid));
  if (!user || user.passwordChangedAt.getTime() !== claims.passwordChangedAt) throw unauthorized();
  c.set('user', user);
  return user;
}
