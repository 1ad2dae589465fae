import {
  accessEndsAt,
  addPeriod,
  hasFeature,
  isCurrency,
  isLapsed,
  type Language,
  ledgerStatus,
  MEMBERSHIP_MESSAGES as M,
  type MemberSubscriptionStatus,
  type MembershipInterval,
  READER_MEMBERSHIP_MESSAGES,
  refundEndsAccess,
  SERVER_MESSAGES,
  splitPayment,
} from '@bitacora/domain';
import { and, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  blogs,
  memberPayments,
  memberSubscriptions,
  members,
  memberTiers,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import {
  badRequest,
  conflict,
  forbidden,
  httpError,
  notFound,
} from '../../platform/http/errors.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { PAYMENT_TOPIC } from '../../platform/payments/one-off.ts';
import {
  notificationPaymentId,
  notificationType,
  PaymentProviderError,
  type WebhookRequest,
} from '../../platform/payments/provider.ts';
import { PREAPPROVAL_TOPIC, RECURRING_PAYMENT_TOPIC } from '../../platform/payments/recurring.ts';
import type { SellerToken } from '../../platform/payments/seller.ts';
import { noticeSellerToken, sellerToken } from './connection.service.ts';
import { applyTipPayment } from './tips.service.ts';

/** The membership feature's job kinds. */
export const MEMBERSHIP_JOBS = {
  expire: 'memberships.expire',
  graceMail: 'memberships.grace-mail',
  refreshConnections: 'memberships.refresh-connections',
} as const;

type SubscriptionRow = typeof memberSubscriptions.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'payments' | 'now' | 'logger' | 'jwtSecret' | 'publicOrigin'> &
  Partial<Pick<AppDeps, 'sealKey'>>;

/** The states that still give (or may give back) access; at most one per member. */
const LIVE: MemberSubscriptionStatus[] = ['pending', 'active', 'past_due', 'cancelled'];

/**
 * A member starts a paid membership of a tier: a pending row (which grants nothing) and a
 * recurring payment at the provider, where the reader approves it. Answers where to send them.
 */
export async function subscribe(
  deps: Deps,
  input: {
    blogId: number;
    member: { id: number; email: string };
    tierUuid: string;
    interval: MembershipInterval;
    backUrl: string;
    /** The page's language, for what the reader is told when it cannot go ahead. */
    language?: Language;
  },
): Promise<{ checkoutUrl: string; subscription: string }> {
  const { db } = deps;
  const R = READER_MEMBERSHIP_MESSAGES[input.language ?? 'es'];
  const [blog] = await db
    .select({ plan: blogs.plan, name: blogs.name })
    .from(blogs)
    .where(eq(blogs.id, input.blogId));
  if (!blog || !hasFeature(blog.plan, 'members')) {
    throw input.language ? forbidden(R.tierNotOnSale) : forbidden(M.needPro);
  }
  const [tier] = /^[0-9a-f-]{36}$/i.test(input.tierUuid)
    ? await db
        .select()
        .from(memberTiers)
        .where(and(eq(memberTiers.blogId, input.blogId), eq(memberTiers.uuid, input.tierUuid)))
    : [];
  if (!tier) throw input.language ? notFound(R.tierNotOnSale) : notFound(M.tierNotFound);
  const amount = input.interval === 'monthly' ? tier.monthlyPrice : tier.yearlyPrice;
  if (tier.free || !tier.active || amount <= 0 || !isCurrency(tier.currency)) {
    throw conflict(R.tierNotOnSale);
  }
  // The blog's own account, or a 409: the money goes to the blogger (decision 060).
  const seller = await sellerToken(deps, input.blogId, input.language ? R.notConnected : undefined);
  const [live] = await db
    .select({ id: memberSubscriptions.id, status: memberSubscriptions.status })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.memberId, input.member.id),
        inArray(memberSubscriptions.status, ['active', 'past_due']),
      ),
    );
  if (live) throw conflict(R.alreadyMember);
  // An earlier checkout left unanswered is given up: its preapproval would grant nothing.
  await db
    .update(memberSubscriptions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(memberSubscriptions.memberId, input.member.id),
        eq(memberSubscriptions.status, 'pending'),
      ),
    );
  const [row] = await db
    .insert(memberSubscriptions)
    .values({
      blogId: input.blogId,
      memberId: input.member.id,
      tierId: tier.id,
      interval: input.interval,
      amount,
      currency: tier.currency,
      provider: deps.payments.name,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  try {
    const checkout = await deps.payments.createPreapproval(seller, {
      reference: row.uuid,
      reason: `${tier.name} · ${blog.name}`,
      amount,
      currency: tier.currency,
      interval: input.interval,
      payerEmail: input.member.email,
      backUrl: input.backUrl,
    });
    await db
      .update(memberSubscriptions)
      .set({ providerId: checkout.id })
      .where(eq(memberSubscriptions.id, row.id));
    return { checkoutUrl: checkout.checkoutUrl, subscription: row.uuid };
  } catch (error) {
    await db.delete(memberSubscriptions).where(eq(memberSubscriptions.id, row.id));
    if (error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).error({ err: error }, 'miembros: suscripción fallida');
      throw httpError(502, { error: R.subscribeFailed });
    }
    throw error;
  }
}

export type NoticeOutcome = 'ignored' | 'recorded' | 'activated' | 'cancelled' | 'refunded';

/**
 * The one path a notice about a reader's payment takes: verify its signature, read the object
 * back from the provider (the notice is not trusted, and may be old), write the ledger row by the
 * provider's payment id, and bring the membership to what the provider's state says. The same
 * notice twice, or notices out of order, end in the same rows.
 */
export async function processMembershipNotice(
  deps: Deps,
  request: WebhookRequest,
): Promise<NoticeOutcome> {
  const provider = deps.payments;
  if (!provider.verifyWebhook(request)) throw badRequest(SERVER_MESSAGES.paymentSignatureInvalid);
  const topic = notificationType(request);
  const id = notificationPaymentId(request);
  if (!id) return 'ignored';
  try {
    // Read with the account of the seller the notice names; an account no blog has is ignored.
    if (topic === PREAPPROVAL_TOPIC) {
      const seller = await noticeSellerToken(deps, request.body, async () => {
        const [sub] = await deps.db
          .select({ blogId: memberSubscriptions.blogId })
          .from(memberSubscriptions)
          .where(
            and(
              eq(memberSubscriptions.provider, provider.name),
              eq(memberSubscriptions.providerId, id),
            ),
          );
        return sub?.blogId;
      });
      return seller === null ? 'ignored' : await applyPreapproval(deps, seller, id);
    }
    if (topic !== RECURRING_PAYMENT_TOPIC && topic !== PAYMENT_TOPIC) return 'ignored';
    const seller = await noticeSellerToken(deps, request.body);
    if (seller === null) return 'ignored';
    if (topic === RECURRING_PAYMENT_TOPIC) return await applyPayment(deps, seller, id);
    // Readers' one-off payments are tips ('Invítame un café').
    return await applyTipPayment(deps, seller, id);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      (deps.logger ?? stderrLogger).error(
        { err: error },
        'miembros: consulta al proveedor fallida',
      );
      // The provider retries on a 5xx; the object is read again then.
      throw httpError(503, { error: SERVER_MESSAGES.paymentLookupFailed });
    }
    throw error;
  }
}

async function applyPreapproval(
  deps: Deps,
  seller: SellerToken,
  id: string,
): Promise<NoticeOutcome> {
  const preapproval = await deps.payments.fetchPreapproval(seller, id);
  if (preapproval?.status !== 'cancelled') return 'ignored';
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionByProviderId(tx, deps.payments.name, id);
    if (!sub) return 'ignored';
    // Cancelled at the provider: a paid period runs to its end; an unpaid one simply ends.
    if (sub.status === 'pending') {
      await setStatus(tx, sub.id, 'expired');
    } else if (sub.status === 'active' || sub.status === 'past_due') {
      await setStatus(tx, sub.id, 'cancelled');
    }
    return 'cancelled';
  });
}

async function applyPayment(deps: Deps, seller: SellerToken, id: string): Promise<NoticeOutcome> {
  const payment = await deps.payments.fetchRecurringPayment(seller, id);
  if (!payment || !isCurrency(payment.currency)) return 'ignored';
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionByProviderId(tx, deps.payments.name, payment.preapprovalId);
    if (!sub) return 'ignored';
    const status = ledgerStatus(payment.status, payment.gross, payment.refunded);
    // Recurring payments carry no platform fee (decision 060): waived, so 0 basis points.
    const split = splitPayment(payment.gross, Math.min(payment.providerFee, payment.gross), 0);
    const values = {
      blogId: sub.blogId,
      memberId: sub.memberId,
      subscriptionId: sub.id,
      provider: deps.payments.name,
      providerPaymentId: payment.id,
      ...split,
      currency: payment.currency,
      status,
      refunded: Math.min(payment.refunded, payment.gross),
    };
    const [row] = await tx
      .insert(memberPayments)
      .values(values)
      .onConflictDoUpdate({
        target: [memberPayments.provider, memberPayments.providerPaymentId],
        set: { ...split, status: values.status, refunded: values.refunded },
      })
      .returning();
    if (!row) throw new Error('ledger upsert returned no row');

    if ((status === 'approved' || status === 'partially_refunded') && row.periodEnd === null) {
      // The first notice of an approved payment extends the period; later ones find it applied.
      const running =
        sub.currentPeriodEnd && sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now;
      const periodEnd = addPeriod(running, sub.interval as MembershipInterval);
      await tx.update(memberPayments).set({ periodEnd }).where(eq(memberPayments.id, row.id));
      const keepCancelled = sub.status === 'cancelled';
      await tx
        .update(memberSubscriptions)
        .set({
          status: keepCancelled ? 'cancelled' : 'active',
          currentPeriodEnd: periodEnd,
          graceMailedAt: null,
          endedAt: null,
        })
        .where(eq(memberSubscriptions.id, sub.id));
      // One paid membership per member: a new one supersedes an older one still running.
      await tx
        .update(memberSubscriptions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(memberSubscriptions.memberId, sub.memberId),
            ne(memberSubscriptions.id, sub.id),
            inArray(memberSubscriptions.status, LIVE),
          ),
        );
      await tx
        .update(members)
        .set({ status: 'paid' })
        .where(and(eq(members.id, sub.memberId), eq(members.status, 'free')));
      return 'activated';
    }
    if (refundEndsAccess(status) && row.periodEnd !== null) {
      // A whole refund of the payment that paid the running period ends that period now.
      const paidThisPeriod =
        sub.currentPeriodEnd !== null && row.periodEnd.getTime() === sub.currentPeriodEnd.getTime();
      if (paidThisPeriod && sub.status !== 'expired') {
        await tx
          .update(memberSubscriptions)
          .set({ status: 'expired', currentPeriodEnd: now, endedAt: now })
          .where(eq(memberSubscriptions.id, sub.id));
        await backToFree(tx, sub.memberId);
      }
      return 'refunded';
    }
    if (status === 'rejected' && sub.status === 'active' && sub.currentPeriodEnd !== null) {
      // A failed renewal: grace from the period's end, and one mail.
      await markPastDue(tx, sub, now);
    }
    return 'recorded';
  });
}

async function subscriptionByProviderId(
  db: Queryable,
  provider: string,
  providerId: string,
): Promise<SubscriptionRow | undefined> {
  const [sub] = await db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.provider, provider),
        eq(memberSubscriptions.providerId, providerId),
      ),
    )
    .for('update');
  return sub;
}

const setStatus = (db: Queryable, id: number, status: MemberSubscriptionStatus) =>
  db.update(memberSubscriptions).set({ status }).where(eq(memberSubscriptions.id, id));

async function markPastDue(db: Queryable, sub: SubscriptionRow, now: Date): Promise<void> {
  await db
    .update(memberSubscriptions)
    .set({ status: 'past_due', graceMailedAt: now })
    .where(and(eq(memberSubscriptions.id, sub.id), eq(memberSubscriptions.status, 'active')));
  if (sub.graceMailedAt === null) {
    await enqueueJob(db, {
      kind: MEMBERSHIP_JOBS.graceMail,
      payload: { subscriptionId: sub.id },
      blogId: sub.blogId,
      runAt: now,
      dedupeKey: `${MEMBERSHIP_JOBS.graceMail}:${sub.id}:${sub.currentPeriodEnd?.toISOString()}`,
    });
  }
}

/** A paid member with no membership left giving access is free again (a gifted one stays). */
async function backToFree(db: Queryable, memberId: number): Promise<void> {
  const [still] = await db
    .select({ id: memberSubscriptions.id })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.memberId, memberId),
        inArray(memberSubscriptions.status, ['active', 'past_due', 'cancelled']),
      ),
    );
  if (still) return;
  await db
    .update(members)
    .set({ status: 'free' })
    .where(and(eq(members.id, memberId), eq(members.status, 'paid')));
}

/**
 * 'Cancelar': the provider stops renewing, and the membership keeps access to its period's end
 * (the expiry schedule ends it then).
 */
export async function cancelMembership(deps: Deps, memberId: number): Promise<void> {
  const [sub] = await deps.db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.memberId, memberId),
        inArray(memberSubscriptions.status, ['active', 'past_due']),
      ),
    );
  if (!sub) throw notFound(M.membershipNotFound);
  // Without the blog's account (disconnected), the renewals can be stopped only at the provider,
  // by the blogger or the reader there; here the membership still ends with its period.
  const seller = await noticeSellerToken(deps, null, async () => sub.blogId);
  if (sub.providerId && seller !== null)
    await deps.payments.cancelPreapproval(seller, sub.providerId);
  await setStatus(deps.db, sub.id, 'cancelled');
}

/**
 * The expiry schedule: an active membership whose period ended unpaid is past due (grace, one
 * mail); one whose access is over (grace spent, cancelled period ended) expires, and its member is
 * free again. Returns how many changed.
 */
export async function expireMemberships(db: Queryable, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        inArray(memberSubscriptions.status, ['active', 'past_due', 'cancelled']),
        isNotNull(memberSubscriptions.currentPeriodEnd),
        lt(memberSubscriptions.currentPeriodEnd, now),
      ),
    );
  let changed = 0;
  for (const sub of due) {
    const state = {
      status: sub.status as MemberSubscriptionStatus,
      currentPeriodEnd: sub.currentPeriodEnd,
    };
    const lapsing = sub.status === 'active' ? { ...state, status: 'past_due' as const } : state;
    if (sub.status === 'active') {
      await markPastDue(db, sub, now);
      changed += 1;
    }
    if (!isLapsed(lapsing, now)) continue;
    // Lost when its access ended (the period's end, or its grace's), not when the schedule ran.
    await db
      .update(memberSubscriptions)
      .set({ status: 'expired', endedAt: accessEndsAt(lapsing) ?? now })
      .where(eq(memberSubscriptions.id, sub.id));
    await backToFree(db, sub.memberId);
    changed += 1;
  }
  return changed;
}

/** The member's paid membership as the account page shows it; null when none gives access. */
export async function currentMembership(db: Queryable, memberId: number, now: Date) {
  const rows = await db
    .select({ sub: memberSubscriptions, tier: memberTiers })
    .from(memberSubscriptions)
    .innerJoin(memberTiers, eq(memberTiers.id, memberSubscriptions.tierId))
    .where(
      and(
        eq(memberSubscriptions.memberId, memberId),
        inArray(memberSubscriptions.status, ['active', 'past_due', 'cancelled']),
      ),
    );
  for (const { sub, tier } of rows) {
    const state = {
      status: sub.status as MemberSubscriptionStatus,
      currentPeriodEnd: sub.currentPeriodEnd,
    };
    const until = accessEndsAt(state);
    if (until && until > now) {
      return {
        uuid: sub.uuid,
        tier: tier.name,
        interval: sub.interval as MembershipInterval,
        status: sub.status as MemberSubscriptionStatus,
        amount: sub.amount,
        currency: sub.currency,
        accessUntil: until,
      };
    }
  }
  return null;
}
