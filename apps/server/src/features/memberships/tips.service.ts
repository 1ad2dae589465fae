import {
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrency,
  type Language,
  ledgerStatus,
  MEMBERSHIP_MESSAGES as M,
  MIN_TIP,
  maxTip,
  parseMoneyInput,
  platformFee,
  READER_MEMBERSHIP_MESSAGES,
  splitPayment,
  TIP_MESSAGE_MAX,
  TIP_NAME_MAX,
  tipProblem,
} from '@bitacora/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  blogs,
  memberPayments,
  memberTips,
  platformSettings,
  settings,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, httpError, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { PaymentProviderError } from '../../platform/payments/provider.ts';
import type { SellerToken } from '../../platform/payments/seller.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { sellerToken } from './connection.service.ts';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'logger' | 'now' | 'jwtSecret' | 'publicOrigin'> &
  Partial<Pick<AppDeps, 'sealKey'>>;

/** Where a blog's tip form posts, and where the reader comes back to, on the blog's host. */
export const TIP_PATH = '/propina';
export const TIP_THANKS_PATH = '/propina/gracias';

/**
 * Checkouts a client address may start in an hour, on every blog: each one is a row here and a
 * preference at the provider, so a script must not open them by the thousand.
 */
export const TIP_ADDRESS_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** Counts a tip form sent from `address`; a 429 past {@link TIP_ADDRESS_LIMIT}. */
export async function hitTipLimit(store: RateLimitStore, address: string, now: Date) {
  const window = await store.hit(`tips:${address}`, TIP_ADDRESS_LIMIT.windowMs, now);
  if (window.count > TIP_ADDRESS_LIMIT.max) {
    const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(M.tooManyTips, wait);
  }
}

/** Whether a blog takes tips, and in what currency; null when it does not. */
export async function tipSettings(
  db: Queryable,
  blogId: number,
): Promise<{ currency: string; name: string } | null> {
  const [row] = await db
    .select({ enabled: settings.tipsEnabled, currency: settings.currency, name: blogs.name })
    .from(settings)
    .innerJoin(blogs, eq(blogs.id, settings.blogId))
    .where(eq(settings.blogId, blogId));
  return row?.enabled ? { currency: row.currency, name: row.name } : null;
}

/** The platform's share of one-off payments, in basis points, as the super admin set it. */
export async function platformFeeBps(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ bps: platformSettings.platformFeeBps })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.bps ?? 0;
}

/** `PUT /api/platform-settings` (SUPER_ADMIN): the share of tips checked out from now on. */
export async function setPlatformFeeBps(db: Queryable, bps: number): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ id: 1, platformFeeBps: bps })
    .onConflictDoUpdate({ target: platformSettings.id, set: { platformFeeBps: bps } });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The tip form's fields read: the amount is a suggested one (`amount`, minor units) or the one
 * the reader typed (`other`, as people write money); the name and message are optional. What is
 * wrong is said in the page's language.
 */
export function readTipForm(
  form: Record<string, unknown>,
  currency: string,
  language: Language = 'es',
): { amount: number; name: string; message: string } | { errors: string[] } {
  const R = READER_MEMBERSHIP_MESSAGES[language];
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY;
  const other = text(form.other);
  const chosen = text(form.amount);
  const amount = other
    ? parseMoneyInput(other, code)
    : /^\d{1,13}$/.test(chosen)
      ? Number(chosen)
      : null;
  const errors: string[] = [];
  const problem = tipProblem(amount, code);
  if (problem === 'belowMinimum') {
    errors.push(R.tipBelowMinimum(formatMoney(MIN_TIP[code], code, language)));
  } else if (problem === 'aboveMaximum') {
    errors.push(R.tipAboveMaximum(formatMoney(maxTip(code), code, language)));
  } else if (problem) errors.push(R.tipAmountInvalid);
  const name = text(form.name);
  const message = text(form.message);
  if (name.length > TIP_NAME_MAX) errors.push(R.tipNameTooLong);
  if (message.length > TIP_MESSAGE_MAX) errors.push(R.tipMessageTooLong);
  if (errors.length > 0 || amount === null) return { errors };
  return { amount, name, message };
}

/**
 * A reader starts a tip: a row with what they chose and left, and a one-off checkout at the
 * provider carrying the platform's share, where they pay. Answers where to send them.
 */
export async function startTip(
  deps: Deps,
  input: { blogId: number; form: Record<string, unknown>; origin: string; language?: Language },
): Promise<{ checkoutUrl: string; tip: string }> {
  const { db } = deps;
  const language = input.language ?? 'es';
  const R = READER_MEMBERSHIP_MESSAGES[language];
  const blog = await tipSettings(db, input.blogId);
  if (!blog || !isCurrency(blog.currency)) throw notFound(R.tipsOff);
  const read = readTipForm(input.form, blog.currency, language);
  if ('errors' in read) throw badRequest(read.errors.join(' · '));
  // The blog's own account, or a 409: the money goes to the blogger (decision 060).
  const seller = await sellerToken(deps, input.blogId, R.notConnected);
  const feeBps = await platformFeeBps(db);
  const [row] = await db
    .insert(memberTips)
    .values({
      blogId: input.blogId,
      amount: read.amount,
      currency: blog.currency,
      name: read.name,
      message: read.message,
      feeBps,
      provider: deps.payments.name,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  try {
    const checkout = await deps.payments.createTipCheckout(seller, {
      reference: row.uuid,
      title: R.tipReason(blog.name),
      amount: read.amount,
      currency: blog.currency,
      platformFee: platformFee(read.amount, feeBps),
      backUrl: `${input.origin}${TIP_THANKS_PATH}`,
    });
    await db.update(memberTips).set({ providerId: checkout.id }).where(eq(memberTips.id, row.id));
    return { checkoutUrl: checkout.checkoutUrl, tip: row.uuid };
  } catch (error) {
    await db.delete(memberTips).where(eq(memberTips.id, row.id));
    if (error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).error({ err: error }, 'propinas: pago fallido');
      throw httpError(502, { error: M.tipFailed });
    }
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A tip's payment, read back from the provider, written to the ledger as kind 'tip' by the
 * provider's payment id: the same notice twice updates one row, and a pending payment is a
 * pending row, which no list of paid tips shows. The platform fee is the one the checkout split.
 */
export async function applyTipPayment(
  deps: Deps,
  seller: SellerToken,
  id: string,
): Promise<'ignored' | 'recorded'> {
  const payment = await deps.payments.fetchTipPayment(seller, id);
  if (!payment || !isCurrency(payment.currency)) return 'ignored';
  const reference = payment.externalReference ?? '';
  if (!UUID.test(reference)) return 'ignored';
  const [tip] = await deps.db.select().from(memberTips).where(eq(memberTips.uuid, reference));
  if (!tip || tip.provider !== deps.payments.name || tip.currency !== payment.currency) {
    return 'ignored';
  }
  const status = ledgerStatus(payment.status, payment.gross, payment.refunded);
  const split = splitPayment(
    payment.gross,
    Math.min(payment.providerFee, payment.gross),
    tip.feeBps,
  );
  const refunded = Math.min(payment.refunded, payment.gross);
  await deps.db
    .insert(memberPayments)
    .values({
      blogId: tip.blogId,
      kind: 'tip',
      tipId: tip.id,
      provider: deps.payments.name,
      providerPaymentId: payment.id,
      ...split,
      currency: payment.currency,
      status,
      refunded,
    })
    .onConflictDoUpdate({
      target: [memberPayments.provider, memberPayments.providerPaymentId],
      set: { ...split, status, refunded },
    });
  return 'recorded';
}

/** The blog's paid tips, newest first, a page at a time, with what the reader left and how the money divided. */
export async function listTips(
  db: Queryable,
  blogId: number,
  { page, limit }: { page: number; limit: number },
) {
  const where = and(
    eq(memberPayments.blogId, blogId),
    eq(memberPayments.kind, 'tip'),
    inArray(memberPayments.status, ['approved', 'partially_refunded', 'refunded']),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberPayments)
    .where(where);
  const rows = await db
    .select({ tip: memberTips, payment: memberPayments })
    .from(memberPayments)
    .innerJoin(memberTips, eq(memberTips.id, memberPayments.tipId))
    .where(where)
    .orderBy(desc(memberPayments.createdAt), desc(memberPayments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    tips: rows.map(({ tip, payment }) => ({
      uuid: payment.uuid,
      name: tip.name,
      message: tip.message,
      currency: payment.currency,
      gross: payment.gross,
      providerFee: payment.providerFee,
      platformFee: payment.platformFee,
      net: payment.net,
      status: payment.status,
      refunded: payment.refunded,
      createdAt: payment.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
    page,
    limit,
  };
}
