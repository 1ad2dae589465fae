import { PRICING, SERVER_MESSAGES, SETTINGS_MESSAGES } from '@bitacora/domain';
import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog, User } from '../../platform/db/rows.ts';
import { blogs, paymentEvents, subscriptions } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, httpError } from '../../platform/http/errors.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import {
  notificationPaymentId,
  notificationType,
  PaymentProviderError,
  type WebhookRequest,
} from '../../platform/payments/provider.ts';

export type BillingInterval = 'monthly' | 'yearly';

/** `YYYY-MM-DD` of an instant, in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Adds one month or one year to a `YYYY-MM-DD` date, clamping to the month's last day. */
export function addInterval(date: string, interval: BillingInterval): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = interval === 'monthly' ? 1 : 12;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return isoDate(target);
}

const PAYMENT_LINK_FAILED = SETTINGS_MESSAGES.paymentLinkFailed;

/**
 * `POST /api/subscriptions/create-preference`: a pending subscription row and a checkout at
 * the provider for one PRO period at the landing's price.
 */
export async function createPreference(
  deps: Pick<AppDeps, 'db' | 'payments' | 'logger'>,
  blog: Blog,
  user: User,
  interval: BillingInterval,
): Promise<{ payment_url: string }> {
  const [row] = await deps.db
    .insert(subscriptions)
    .values({
      blogId: blog.id,
      plan: 'PRO',
      status: 'pending',
      interval,
      provider: deps.payments.name,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  try {
    const checkout = await deps.payments.createCheckout({
      reference: row.uuid,
      blog,
      interval,
      amount: PRICING.PRO[interval],
      currency: PRICING.currency,
      payer: { email: user.email, name: user.name },
    });
    await deps.db
      .update(subscriptions)
      .set({ externalId: checkout.externalId })
      .where(eq(subscriptions.id, row.id));
    return { payment_url: checkout.paymentUrl };
  } catch (error) {
    // Nothing is left behind for a checkout that was never opened.
    await deps.db.delete(subscriptions).where(eq(subscriptions.id, row.id));
    if (error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).error({ err: error }, 'pagos: enlace de pago fallido');
      throw httpError(502, { error: PAYMENT_LINK_FAILED });
    }
    throw error;
  }
}

/**
 * Periods that ended: an active or cancelled subscription whose date has passed becomes
 * `expired`, and its blog goes back to FREE unless another period still covers it. Run on
 * read and on start.
 */
export async function expireLapsedSubscriptions(
  db: Database,
  now: Date,
  blogId?: number,
  /** Told of each blog moved back to FREE, once committed (its cached pages must go); awaited. */
  onDowngrade?: (blogId: number) => unknown,
): Promise<void> {
  const today = isoDate(now);
  const lapsed = await db
    .select({ id: subscriptions.id, blogId: subscriptions.blogId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'cancelled']),
        lt(subscriptions.nextPaymentDate, today),
        blogId === undefined ? undefined : eq(subscriptions.blogId, blogId),
      ),
    );
  if (lapsed.length === 0) return;
  const downgraded: number[] = [];
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(
        inArray(
          subscriptions.id,
          lapsed.map((s) => s.id),
        ),
      );
    for (const id of new Set(lapsed.map((s) => s.blogId))) {
      const [covering] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.blogId, id), inArray(subscriptions.status, ['active', 'cancelled'])),
        );
      if (!covering) {
        await tx.update(blogs).set({ plan: 'FREE' }).where(eq(blogs.id, id));
        downgraded.push(id);
      }
    }
  });
  for (const id of downgraded) await onDowngrade?.(id);
}

/** `GET /api/subscriptions/status` for the active blog. */
export async function subscriptionStatus(
  deps: Pick<AppDeps, 'db' | 'now'>,
  blog: Blog,
  onDowngrade?: (blogId: number) => unknown,
) {
  await expireLapsedSubscriptions(deps.db, deps.now(), blog.id, onDowngrade);
  const [current] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.blogId, blog.id),
        inArray(subscriptions.status, ['active', 'cancelled']),
        // A checkout cancelled before paying has no period.
        isNotNull(subscriptions.nextPaymentDate),
      ),
    )
    .orderBy(desc(subscriptions.nextPaymentDate), desc(subscriptions.id))
    .limit(1);
  const [fresh] = await deps.db
    .select({ plan: blogs.plan })
    .from(blogs)
    .where(eq(blogs.id, blog.id));
  const plan = (fresh?.plan ?? blog.plan) as 'FREE' | 'PRO';
  if (current) {
    return { plan, status: current.status, next_payment_date: current.nextPaymentDate ?? null };
  }
  // A PRO without a subscription was granted by the super administrator.
  return { plan, status: plan === 'PRO' ? 'active' : 'inactive', next_payment_date: null };
}

const FAILED_STATUSES = new Set(['rejected', 'cancelled', 'refunded', 'charged_back']);

export type NotificationOutcome = 'activated' | 'cancelled' | 'duplicate' | 'ignored' | 'recorded';

/**
 * The one path a payment notification takes, from MercadoPago or the sandbox: verify the
 * signature, read the payment back from the provider (the body is not trusted), record the
 * (payment, status) pair once, and apply it.
 */
export async function processPaymentNotification(
  deps: Pick<AppDeps, 'db' | 'payments' | 'now' | 'logger'>,
  request: WebhookRequest,
): Promise<NotificationOutcome> {
  const provider = deps.payments;
  if (!provider.verifyWebhook(request)) {
    throw badRequest(SERVER_MESSAGES.paymentSignatureInvalid);
  }
  const type = notificationType(request);
  if (type !== undefined && type !== 'payment') return 'ignored';
  const paymentId = notificationPaymentId(request);
  if (!paymentId) return 'ignored';

  let payment: Awaited<ReturnType<typeof provider.fetchPayment>>;
  try {
    payment = await provider.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).error({ err: error }, 'pagos: consulta del pago fallida');
      // The provider retries on a 5xx; the payment is read again then.
      throw httpError(503, { error: SERVER_MESSAGES.paymentLookupFailed });
    }
    throw error;
  }
  if (!payment?.externalReference) return 'ignored';
  const reference = payment.externalReference;
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return 'ignored';

  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.uuid, reference), eq(subscriptions.provider, provider.name)));
    if (!sub) return 'ignored';
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.name,
        eventId: `${payment.id}:${payment.status}`,
        type: 'payment',
        blogId: sub.blogId,
        payload: payment,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    const event = recorded[0];
    if (!event) return 'duplicate';

    let outcome: NotificationOutcome = 'recorded';
    if (payment.status === 'approved') {
      // A renewal extends the period still running; otherwise the period starts today.
      const [running] = await tx
        .select({ date: subscriptions.nextPaymentDate })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.blogId, sub.blogId),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.id, sub.id),
          ),
        )
        .orderBy(desc(subscriptions.nextPaymentDate))
        .limit(1);
      const today = isoDate(now);
      const from = running?.date && running.date > today ? running.date : today;
      const base =
        sub.status === 'active' && sub.nextPaymentDate && sub.nextPaymentDate > from
          ? sub.nextPaymentDate
          : from;
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          nextPaymentDate: addInterval(base, sub.interval as BillingInterval),
          externalPayerId: payment.payerId,
        })
        .where(eq(subscriptions.id, sub.id));
      // The new period supersedes older ones of the same blog.
      await tx
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(subscriptions.blogId, sub.blogId),
            ne(subscriptions.id, sub.id),
            inArray(subscriptions.status, ['active', 'cancelled']),
          ),
        );
      await tx.update(blogs).set({ plan: 'PRO' }).where(eq(blogs.id, sub.blogId));
      outcome = 'activated';
    } else if (FAILED_STATUSES.has(payment.status)) {
      // A paid period runs to its date (then the check on read downgrades); an unpaid
      // checkout simply ends.
      if (sub.status === 'active' || sub.status === 'pending') {
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled' })
          .where(eq(subscriptions.id, sub.id));
      }
      outcome = 'cancelled';
    }
    await tx.update(paymentEvents).set({ processedAt: now }).where(eq(paymentEvents.id, event.id));
    return outcome;
  });
}
