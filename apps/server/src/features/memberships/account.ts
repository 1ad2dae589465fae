import {
  formatMoney,
  isCurrency,
  type MembershipInterval,
  normalizeLanguage,
  READER_MEMBERSHIP_MESSAGES,
} from '@bitacora/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { Queryable } from '../../platform/db/client.ts';
import { memberPayments, memberTiers, paymentConnections } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { cancelMembership, currentMembership, subscribe } from './subscriptions.service.ts';

/** Where the account page's forms post (the members' routes, on the blog's host). */
export const SUBSCRIBE_PATH = '/members/cuenta/suscribirme';
export const CANCEL_PATH = '/members/cuenta/cancelar';

const price = (amount: number, currency: string, language: string) =>
  isCurrency(currency) ? formatMoney(amount, currency, language) : `${amount} ${currency}`;

const day = (date: Date, language: string) =>
  date.toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The plan on a member's account page: their paid membership (tier, price, until when, and
 * 'Cancelar'), or the blog's paid tiers on sale with 'Suscribirme' monthly and yearly (nothing
 * when the blog sells none); then the member's own payments, if any.
 */
export async function planSection(
  db: Queryable,
  input: { blogId: number; memberId: number; language: string; now: Date },
): Promise<string> {
  const [plan, payments] = await Promise.all([planBox(db, input), paymentsOf(db, input.memberId)]);
  return plan + paymentsTable(payments, input.language);
}

/** The member's payments for memberships, newest first: their page's list and their data's. */
export async function paymentsOf(db: Queryable, memberId: number) {
  return db
    .select({
      date: memberPayments.createdAt,
      amount: memberPayments.gross,
      refunded: memberPayments.refunded,
      currency: memberPayments.currency,
      status: memberPayments.status,
    })
    .from(memberPayments)
    .where(and(eq(memberPayments.memberId, memberId), eq(memberPayments.kind, 'membership')))
    .orderBy(desc(memberPayments.createdAt), desc(memberPayments.id))
    .limit(PAYMENTS_SHOWN);
}

/** Two years of monthly renewals and more: the data download has the same rows. */
const PAYMENTS_SHOWN = 36;

function paymentsTable(payments: Awaited<ReturnType<typeof paymentsOf>>, language: string): string {
  if (payments.length === 0) return '';
  const M = READER_MEMBERSHIP_MESSAGES[normalizeLanguage(language)];
  const state = (status: string) =>
    status in M.paymentStates ? M.paymentStates[status as keyof typeof M.paymentStates] : status;
  const rows = payments
    .map(
      (payment) =>
        `<tr><td><time datetime="${payment.date.toISOString()}">${escapeHtml(day(payment.date, language))}</time></td><td>${escapeHtml(price(payment.amount, payment.currency, language))}</td><td>${escapeHtml(state(payment.status))}</td></tr>`,
    )
    .join('');
  return `<section class="box payments" aria-labelledby="pagos-titulo"><h2 id="pagos-titulo">${escapeHtml(M.paymentsTitle)}</h2><table><thead><tr><th scope="col">${escapeHtml(M.paymentDate)}</th><th scope="col">${escapeHtml(M.paymentAmount)}</th><th scope="col">${escapeHtml(M.paymentState)}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

async function planBox(
  db: Queryable,
  input: { blogId: number; memberId: number; language: string; now: Date },
): Promise<string> {
  const { language } = input;
  const M = READER_MEMBERSHIP_MESSAGES[normalizeLanguage(language)];
  const current = await currentMembership(db, input.memberId, input.now);
  if (current) {
    const per = current.interval === 'monthly' ? M.perMonth : M.perYear;
    const until = day(current.accessUntil, language);
    const state =
      current.status === 'active'
        ? M.renewsOn(until)
        : current.status === 'cancelled'
          ? M.cancelledUntil(until)
          : M.graceUntil(until);
    const cancel =
      current.status === 'cancelled'
        ? ''
        : `<form method="post" action="${CANCEL_PATH}"><p><button type="submit">${escapeHtml(M.cancelButton)}</button></p></form>`;
    return `<section class="box plan"><h2>${escapeHtml(current.tier)}</h2><p>${escapeHtml(`${price(current.amount, current.currency, language)} / ${per}`)}</p><p>${escapeHtml(state)}</p>${cancel}</section>`;
  }
  const tiers = await db
    .select()
    .from(memberTiers)
    .where(
      and(
        eq(memberTiers.blogId, input.blogId),
        eq(memberTiers.free, false),
        eq(memberTiers.active, true),
      ),
    )
    .orderBy(asc(memberTiers.sortOrder), asc(memberTiers.id));
  if (tiers.length === 0) return '';
  // Without the blog's own account the tiers cannot be bought: say so rather than offer them.
  const [connection] = await db
    .select({ status: paymentConnections.status })
    .from(paymentConnections)
    .where(eq(paymentConnections.blogId, input.blogId));
  if (connection?.status !== 'connected') {
    return `<section class="box plan"><h2>${escapeHtml(M.paidTiersTitle)}</h2><p>${escapeHtml(M.notConnected)}</p></section>`;
  }
  const offers = tiers
    .map((tier) => {
      const button = (interval: MembershipInterval, label: string) =>
        `<form method="post" action="${SUBSCRIBE_PATH}"><input type="hidden" name="tier" value="${escapeHtml(tier.uuid)}"><input type="hidden" name="interval" value="${interval}"><button type="submit">${escapeHtml(label)}</button></form>`;
      const benefits = tier.benefits.length
        ? `<ul>${tier.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`
        : '';
      return `<li class="tier"><h3>${escapeHtml(tier.name)}</h3>${tier.description ? `<p>${escapeHtml(tier.description)}</p>` : ''}${benefits}${button('monthly', M.subscribeMonthly(price(tier.monthlyPrice, tier.currency, language)))}${button('yearly', M.subscribeYearly(price(tier.yearlyPrice, tier.currency, language)))}</li>`;
    })
    .join('');
  return `<section class="box plan"><h2>${escapeHtml(M.paidTiersTitle)}</h2><ul class="tiers">${offers}</ul></section>`;
}

/**
 * 'Suscribirme' on the account page: the page with the way to the provider, where the reader
 * authorizes the payment, or the page saying why not (a tier no longer on sale, a membership
 * already paid, the provider failing), in the blog's language.
 */
export async function subscribeFromAccount(
  deps: Parameters<typeof subscribe>[0],
  input: {
    blogId: number;
    member: { id: number; email: string };
    form: Record<string, unknown>;
    origin: string;
    language: string;
  },
): Promise<{ status: 200 | 403 | 404 | 409 | 502; title: string; main: string }> {
  const language = normalizeLanguage(input.language);
  const interval: MembershipInterval = input.form.interval === 'yearly' ? 'yearly' : 'monthly';
  try {
    const { checkoutUrl } = await subscribe(deps, {
      blogId: input.blogId,
      member: input.member,
      tierUuid: typeof input.form.tier === 'string' ? input.form.tier : '',
      interval,
      backUrl: `${input.origin}/members/cuenta`,
      language,
    });
    return { status: 200, ...checkoutLinkPage(checkoutUrl, language) };
  } catch (error) {
    if (
      error instanceof HTTPException &&
      (error.status === 403 || error.status === 404 || error.status === 409 || error.status === 502)
    ) {
      const M = READER_MEMBERSHIP_MESSAGES[language];
      return {
        status: error.status,
        title: M.paidTiersTitle,
        main: `<article class="notice members"><h1>${escapeHtml(M.paidTiersTitle)}</h1><p>${escapeHtml(error.message)}</p><p><a href="/members/cuenta">${escapeHtml(M.backToAccount)}</a></p></article>`,
      };
    }
    throw error;
  }
}

/**
 * The page 'Suscribirme' answers: a link to the provider's page. A link and not a redirect,
 * because the blog's pages allow forms to go only to themselves (CSP form-action 'self'), which
 * browsers apply to a form's redirects too. In the blog's language, like the plan.
 */
export function checkoutLinkPage(url: string, language: string): { title: string; main: string } {
  const M = READER_MEMBERSHIP_MESSAGES[normalizeLanguage(language)];
  return {
    title: M.checkoutTitle,
    main: `<article class="notice members"><h1>${escapeHtml(M.checkoutTitle)}</h1><p>${escapeHtml(M.checkoutText)}</p><p><a class="button" href="${escapeHtml(url)}">${escapeHtml(M.checkoutContinue)}</a></p></article>`,
  };
}

/**
 * 'Cancelar' on the account page. Nothing left to cancel (the form sent twice, from another tab)
 * is no error for the reader: the account page they go back to shows the membership as it is.
 */
export async function cancelFromAccount(
  deps: Parameters<typeof cancelMembership>[0],
  memberId: number,
): Promise<void> {
  try {
    await cancelMembership(deps, memberId);
  } catch (error) {
    if (!(error instanceof HTTPException && error.status === 404)) throw error;
  }
}
