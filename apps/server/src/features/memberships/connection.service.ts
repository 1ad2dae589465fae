import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  blogMembers,
  memberSubscriptions,
  paymentConnections,
  users,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { conflict } from '../../platform/http/errors.ts';
import { newSignedJwt, verifiedJwtClaims } from '../../platform/http/signed-jwt.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { PaymentProviderError } from '../../platform/payments/provider.ts';
import {
  notificationSellerId,
  SellerGrantRefused,
  type SellerToken,
  type SellerTokens,
} from '../../platform/payments/seller.ts';
import { openWith, purposeKey, sealKeyFrom, sealWith } from '../../platform/secrets/seal.ts';

/*
 * A blog's own MercadoPago account (docs/decisions/060-paid-memberships.md): its admin authorises
 * Bitácora's application, the provider comes back to {@link CALLBACK_PATH} with a code, and the
 * seller's tokens are kept sealed, one row per blog. Readers' payments to the blog are made with
 * its access token ({@link sellerToken}); a schedule refreshes it well before it expires.
 */

type Deps = Pick<AppDeps, 'db' | 'payments' | 'now' | 'logger' | 'jwtSecret' | 'publicOrigin'> &
  Partial<Pick<AppDeps, 'sealKey' | 'contentVersions'>>;

type ConnectionRow = typeof paymentConnections.$inferSelect;

export const CONNECTION_PATH = '/api/members/mercadopago';
/** Where the provider sends the admin back: on the panel's host, registered with the provider. */
export const CALLBACK_PATH = `${CONNECTION_PATH}/callback`;
/** The settings screen the callback returns to, and its parameter saying how it went. */
export const SETTINGS_RETURN = '/cms/settings';
export const RETURN_PARAM = 'mercadopago';
export type ConnectionReturn = 'conectado' | 'cancelado' | 'error';

/** The provider's codes last 10 minutes; the state a little longer, for a slow sign-in there. */
const STATE_SECONDS = 15 * 60;
const STATE_AUDIENCE = 'payment-connection';
/** Tokens last about 180 days; they are refreshed once fewer than 30 remain. */
export const REFRESH_BEFORE_MS = 30 * 86_400_000;

export const redirectUri = (deps: Pick<AppDeps, 'publicOrigin'>) =>
  `${deps.publicOrigin}${CALLBACK_PATH}`;

const tokenKey = (deps: Deps) =>
  purposeKey(deps.sealKey ?? sealKeyFrom(deps.jwtSecret), 'bitacora payment tokens');

const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

async function connectionOf(deps: Deps, blogId: number): Promise<ConnectionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.blogId, blogId));
  return row;
}

/** A connection made with this server's provider (a sandbox one means nothing to MercadoPago). */
const isLive = (deps: Deps, row: ConnectionRow | undefined): row is ConnectionRow =>
  row?.status === 'connected' && row.provider === deps.payments.name && row.accessToken !== null;

/** `GET /api/members/mercadopago`: whether the blog can be paid, and by which account; never the tokens. */
export async function connectionStatus(deps: Deps, blogId: number) {
  const row = await connectionOf(deps, blogId);
  const [active] = await deps.db
    .select({ count: count() })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.blogId, blogId),
        inArray(memberSubscriptions.status, ['active', 'past_due']),
      ),
    );
  const activeMemberships = active?.count ?? 0;
  const connected = isLive(deps, row);
  const expired = row?.status === 'expired' && row.provider === deps.payments.name;
  return {
    configured:
      deps.payments.authorizationUrl({ state: 'x', redirectUri: redirectUri(deps) }) !== null,
    sandbox: deps.payments.name === 'sandbox',
    status: connected ? ('connected' as const) : expired ? ('expired' as const) : ('none' as const),
    accountId: connected || expired ? (row?.providerUserId ?? null) : null,
    nickname: connected || expired ? (row?.nickname ?? null) : null,
    connectedAt: connected ? (row?.connectedAt?.toISOString() ?? null) : null,
    liveMode: connected ? row.liveMode : false,
    activeMemberships,
  };
}

/**
 * `POST /api/members/mercadopago/connect`: the provider's authorisation address, carrying a
 * signed state bound to the blog and the admin, good once and for 15 minutes (a newer one
 * replaces it).
 */
export async function startConnection(
  deps: Deps,
  input: { blogId: number; userId: number },
): Promise<{ url: string }> {
  const nonce = randomBytes(24).toString('base64url');
  const state = await newSignedJwt(
    STATE_AUDIENCE,
    String(input.userId),
    deps.now(),
    STATE_SECONDS,
    {
      blog: input.blogId,
      nonce,
    },
  ).sign(deps.jwtSecret);
  const url = deps.payments.authorizationUrl({ state, redirectUri: redirectUri(deps) });
  if (url === null) throw conflict(C.notConfigured);
  await deps.db
    .insert(paymentConnections)
    .values({ blogId: input.blogId, provider: deps.payments.name, stateNonce: nonceHash(nonce) })
    .onConflictDoUpdate({
      target: paymentConnections.blogId,
      set: { stateNonce: nonceHash(nonce) },
    });
  return { url };
}

export type CallbackOutcome =
  | { kind: 'back'; outcome: ConnectionReturn }
  | { kind: 'refused'; status: 400 | 403; message: string };

/**
 * The provider's return (`GET /api/members/mercadopago/callback?code&state`, or `?error&state`):
 * the state is checked and spent first, then the code is exchanged and the tokens kept. A bad,
 * expired or spent state is refused with its own sentence; the provider's own refusal goes back
 * to the settings screen, which says so.
 */
export async function finishConnection(
  deps: Deps,
  query: { state?: string; code?: string; error?: string },
): Promise<CallbackOutcome> {
  const now = deps.now();
  const refused = (message: string, status: 400 | 403 = 400): CallbackOutcome => ({
    kind: 'refused',
    status,
    message,
  });
  const state = query.state ?? '';
  const claims = await verifiedJwtClaims(deps.jwtSecret, state, STATE_AUDIENCE, now, [
    'sub',
    'blog',
    'nonce',
  ]);
  if (!claims) return refused((await expiredState(deps, state)) ? C.stateExpired : C.stateInvalid);
  const blogId = Number(claims.blog);
  const userId = Number(claims.sub);
  const nonce = String(claims.nonce);
  if (!Number.isInteger(blogId) || !Number.isInteger(userId)) return refused(C.stateInvalid);
  // Spent before anything else: a second use of the same return finds nothing.
  const spent = await deps.db
    .update(paymentConnections)
    .set({ stateNonce: null })
    .where(
      and(
        eq(paymentConnections.blogId, blogId),
        eq(paymentConnections.stateNonce, nonceHash(nonce)),
      ),
    )
    .returning({ id: paymentConnections.id });
  if (spent.length === 0) return refused(C.stateUsed);
  if (!(await isBlogAdmin(deps, blogId, userId))) return refused(C.stateNotAdmin, 403);
  if (query.error !== undefined || !query.code) {
    return { kind: 'back', outcome: query.error !== undefined ? 'cancelado' : 'error' };
  }
  let tokens: SellerTokens;
  try {
    tokens = await deps.payments.exchangeCode({ code: query.code, redirectUri: redirectUri(deps) });
  } catch (error) {
    if (error instanceof SellerGrantRefused || error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).warn({ err: error }, 'cobros: conexión rechazada');
      return { kind: 'back', outcome: 'error' };
    }
    throw error;
  }
  await deps.db
    .update(paymentConnections)
    .set({
      ...sealed(deps, tokens, now),
      provider: deps.payments.name,
      connectedAt: now,
    })
    .where(eq(paymentConnections.blogId, blogId));
  // The blog's pages offer tips from now on.
  await deps.contentVersions?.bump(blogId);
  return { kind: 'back', outcome: 'conectado' };
}

/** A state that was good until it expired: its signature holds at the time it was issued. */
async function expiredState(deps: Deps, state: string): Promise<boolean> {
  try {
    const { iat } = decodeJwt(state);
    if (typeof iat !== 'number') return false;
    const then = new Date(iat * 1000);
    return (await verifiedJwtClaims(deps.jwtSecret, state, STATE_AUDIENCE, then, [])) !== null;
  } catch {
    return false;
  }
}

/** Still the blog's ADMIN (or a super admin) when the provider sends them back. */
async function isBlogAdmin(deps: Deps, blogId: number, userId: number): Promise<boolean> {
  const [user] = await deps.db
    .select({ isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  if (user.isSuperAdmin) return true;
  const [member] = await deps.db
    .select({ role: blogMembers.role })
    .from(blogMembers)
    .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.userId, userId)));
  return member?.role === 'ADMIN';
}

function sealed(deps: Deps, tokens: SellerTokens, now: Date) {
  const key = tokenKey(deps);
  return {
    status: 'connected',
    providerUserId: tokens.userId,
    nickname: tokens.nickname,
    accessToken: sealWith(key, tokens.accessToken),
    refreshToken: sealWith(key, tokens.refreshToken),
    expiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
    refreshedAt: now,
    liveMode: tokens.liveMode,
  } as const;
}

/**
 * `DELETE /api/members/mercadopago`: Bitácora forgets the account's tokens; the blog stops selling
 * at once. Preapprovals already running stay the seller's at the provider (decision 060).
 */
export async function disconnect(deps: Deps, blogId: number): Promise<void> {
  await deps.db.delete(paymentConnections).where(eq(paymentConnections.blogId, blogId));
}

/**
 * The access token readers' payments to the blog are made with; a 409 saying the blog cannot be
 * paid yet (`refusal`, in the reader's language) when it has no live connection. A token past its
 * expiry is refreshed first.
 */
export async function sellerToken(
  deps: Deps,
  blogId: number,
  refusal: string = C.notConnected,
): Promise<SellerToken> {
  const row = await connectionOf(deps, blogId);
  const token = isLive(deps, row) ? await liveToken(deps, row) : null;
  if (token === null) throw conflict(refusal);
  return token;
}

/**
 * The token a provider's notice is to be read with: the seller it names (`user_id`), or, when it
 * names none, the blog `fallbackBlogId` found by its own rows. Null when no blog has that account.
 */
export async function noticeSellerToken(
  deps: Deps,
  body: unknown,
  fallbackBlogId?: () => Promise<number | undefined>,
): Promise<SellerToken | null> {
  const userId = notificationSellerId(body);
  let row: ConnectionRow | undefined;
  if (userId !== undefined) {
    [row] = await deps.db
      .select()
      .from(paymentConnections)
      .where(
        and(
          eq(paymentConnections.providerUserId, userId),
          eq(paymentConnections.provider, deps.payments.name),
          eq(paymentConnections.status, 'connected'),
        ),
      )
      .limit(1);
  } else if (fallbackBlogId) {
    const blogId = await fallbackBlogId();
    row = blogId === undefined ? undefined : await connectionOf(deps, blogId);
  }
  return isLive(deps, row) ? liveToken(deps, row) : null;
}

async function liveToken(deps: Deps, row: ConnectionRow): Promise<SellerToken | null> {
  let current = row;
  if (current.expiresAt !== null && current.expiresAt <= deps.now()) {
    try {
      if (!(await refreshConnection(deps, current))) return null;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      (deps.logger ?? stderrLogger).warn({ err: error }, 'cobros: renovación fallida');
      return null;
    }
    const again = await connectionOf(deps, current.blogId);
    if (!isLive(deps, again)) return null;
    current = again;
  }
  return current.accessToken === null ? null : openWith(tokenKey(deps), current.accessToken);
}

/**
 * New tokens for a connection. The provider's refusal (the seller withdrew the permission, or the
 * refresh token is dead) marks it expired: the admin has to connect again. Answers whether it holds.
 */
export async function refreshConnection(deps: Deps, row: ConnectionRow): Promise<boolean> {
  const refresh = row.refreshToken === null ? null : openWith(tokenKey(deps), row.refreshToken);
  const expire = async () => {
    await deps.db
      .update(paymentConnections)
      .set({ status: 'expired', accessToken: null, refreshToken: null })
      .where(eq(paymentConnections.id, row.id));
    // The blog's pages stop offering tips.
    await deps.contentVersions?.bump(row.blogId);
  };
  if (refresh === null) {
    await expire();
    return false;
  }
  try {
    const tokens = await deps.payments.refreshSeller(refresh);
    await deps.db
      .update(paymentConnections)
      .set(sealed(deps, tokens, deps.now()))
      .where(eq(paymentConnections.id, row.id));
    return true;
  } catch (error) {
    if (error instanceof SellerGrantRefused) {
      (deps.logger ?? stderrLogger).warn(
        { err: error, blogId: row.blogId },
        'cobros: el proveedor rechazó renovar la conexión',
      );
      await expire();
      return false;
    }
    throw error;
  }
}

/**
 * The refresh schedule: every connection with fewer than 30 days left gets new tokens. A provider
 * that does not answer leaves the connection for the next run. Answers how many were renewed.
 */
export async function refreshDueConnections(deps: Deps): Promise<number> {
  const due = await deps.db
    .select()
    .from(paymentConnections)
    .where(
      and(
        eq(paymentConnections.status, 'connected'),
        eq(paymentConnections.provider, deps.payments.name),
        lt(paymentConnections.expiresAt, new Date(deps.now().getTime() + REFRESH_BEFORE_MS)),
      ),
    );
  let renewed = 0;
  for (const row of due) {
    try {
      if (await refreshConnection(deps, row)) renewed += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      (deps.logger ?? stderrLogger).warn(
        { err: error, blogId: row.blogId },
        'cobros: renovación aplazada',
      );
    }
  }
  return renewed;
}
