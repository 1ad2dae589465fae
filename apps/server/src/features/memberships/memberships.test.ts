import { GRACE_DAYS } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberPayments,
  memberSubscriptions,
  members,
  settings,
} from '../../platform/db/schema/index.ts';
import type { OutboxMailer } from '../../platform/mail/mailer.ts';
import { RECURRING_PAYMENT_TOPIC } from '../../platform/payments/recurring.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { membershipJobs } from './jobs.ts';
import {
  cancelMembership,
  currentMembership,
  expireMemberships,
  processMembershipNotice,
  subscribe,
} from './subscriptions.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);

const DAY = 86_400_000;
const START = new Date('2026-03-10T12:00:00.000Z');
const sandbox = () => t.deps.payments as SandboxProvider;

/** A member of the PRO blog, a 5 US$ monthly tier, and a pending membership of it. */
async function pendingMembership() {
  t.setNow(START);
  const tier = await call(t, 'POST', '/api/members/tiers', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { name: 'Mecenas', monthlyPrice: 500, yearlyPrice: 5000 },
  });
  expect(tier.status, tier.text).toBe(201);
  const [member] = await t.db
    .insert(members)
    .values({ blogId: s.pro.id, email: 'lectora@example.com' })
    .returning();
  if (!member) throw new Error('no member');
  await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
  const started = await subscribe(t.deps, {
    blogId: s.pro.id,
    member,
    tierUuid: String(tier.json.uuid),
    interval: 'monthly',
    backUrl: 'http://pro.localhost/members/cuenta',
  });
  const [sub] = await t.db
    .select()
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.uuid, started.subscription));
  if (!sub?.providerId) throw new Error('no preapproval');
  return { member, sub, preapprovalId: sub.providerId, checkoutUrl: started.checkoutUrl };
}

const memberStatus = async (id: number) =>
  (await t.db.select().from(members).where(eq(members.id, id)))[0]?.status;
const subscription = async (id: number) =>
  (await t.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.id, id)))[0];
const ledger = () => t.db.select().from(memberPayments);
const process = (notice: Parameters<typeof processMembershipNotice>[1]) =>
  processMembershipNotice(t.deps, notice);

/** The reader approves at the sandbox; its notices arrive (each once, in order). */
async function approved() {
  const started = await pendingMembership();
  const notices = sandbox().answerPreapproval(started.preapprovalId, 'approved');
  expect(notices).toHaveLength(2);
  for (const notice of notices) await process(notice);
  const [payment] = await ledger();
  if (!payment) throw new Error('no payment');
  return { ...started, paymentId: payment.providerPaymentId };
}

describe('a paid membership through the sandbox', () => {
  it('grants nothing while pending, and the paid plan once the first charge is approved', async () => {
    const { member, sub, checkoutUrl, preapprovalId } = await pendingMembership();
    expect(checkoutUrl).toContain(`/sandbox/preapproval/${preapprovalId}`);
    expect(sub).toMatchObject({
      status: 'pending',
      amount: 500,
      currency: 'USD',
      currentPeriodEnd: null,
    });
    expect(await memberStatus(member.id)).toBe('free');
    expect(await currentMembership(t.db, member.id, START)).toBeNull();

    for (const notice of sandbox().answerPreapproval(preapprovalId, 'approved'))
      await process(notice);
    expect(await memberStatus(member.id)).toBe('paid');
    const active = await subscription(sub.id);
    expect(active?.status).toBe('active');
    expect(active?.currentPeriodEnd?.toISOString()).toBe('2026-04-10T12:00:00.000Z');
    // The ledger: gross 5,00 US$, the sandbox's 4.99 % rounded down, no platform fee (waived).
    expect(await ledger()).toEqual([
      expect.objectContaining({
        gross: 500,
        providerFee: 24,
        platformFee: 0,
        net: 476,
        currency: 'USD',
        status: 'approved',
        refunded: 0,
        subscriptionId: sub.id,
      }),
    ]);
    expect(await currentMembership(t.db, member.id, START)).toMatchObject({
      tier: 'Mecenas',
      status: 'active',
      amount: 500,
    });
    const tiers = await call(t, 'GET', '/api/members/tiers', {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    const taken = tiers.json.tiers as { uuid: string; free: boolean }[];
    const paidTier = taken.find((tier) => !tier.free);
    const refused = await call(t, 'DELETE', `/api/members/tiers/${paidTier?.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(refused.status).toBe(409);
  });

  it('is one membership and one payment row however often and in whatever order the notices come', async () => {
    const { member, sub, preapprovalId } = await pendingMembership();
    const [preapprovalNotice, paymentNotice] = sandbox().answerPreapproval(
      preapprovalId,
      'approved',
    );
    if (!preapprovalNotice || !paymentNotice) throw new Error('notices missing');
    // The payment's notice first, then everything again.
    expect(await process(paymentNotice)).toBe('activated');
    expect(await process(preapprovalNotice)).toBe('ignored');
    expect(await process(paymentNotice)).toBe('recorded');
    expect(await process(paymentNotice)).toBe('recorded');
    expect(await ledger()).toHaveLength(1);
    expect((await subscription(sub.id))?.currentPeriodEnd?.toISOString()).toBe(
      '2026-04-10T12:00:00.000Z',
    );
    expect(
      await t.db
        .select()
        .from(memberSubscriptions)
        .where(eq(memberSubscriptions.memberId, member.id)),
    ).toHaveLength(1);
  });

  it('records a pending renewal without granting anything until the provider approves it', async () => {
    const { sub, preapprovalId } = await approved();
    const renewal = sandbox().charge(preapprovalId, 'pending');
    if (!renewal) throw new Error('no charge');
    await process(renewal.notice);
    expect((await ledger()).map((p) => p.status).sort()).toEqual(['approved', 'pending']);
    expect((await subscription(sub.id))?.currentPeriodEnd?.toISOString()).toBe(
      '2026-04-10T12:00:00.000Z',
    );
    // A notice that is late says pending; the provider says approved: the provider wins.
    const late = sandbox().notice(RECURRING_PAYMENT_TOPIC, renewal.paymentId);
    sandbox().updateCharge(renewal.paymentId, { status: 'approved' });
    await process(late);
    await process(late);
    expect((await subscription(sub.id))?.currentPeriodEnd?.toISOString()).toBe(
      '2026-05-10T12:00:00.000Z',
    );
    expect((await ledger()).map((p) => p.status)).toEqual(['approved', 'approved']);
  });

  it(`keeps access ${GRACE_DAYS} days after a failed renewal, mails the member once, then expires`, async () => {
    const { member, sub, preapprovalId } = await approved();
    const periodEnd = new Date('2026-04-10T12:00:00.000Z');
    t.setNow(periodEnd);
    const failed = sandbox().charge(preapprovalId, 'rejected');
    if (!failed) throw new Error('no charge');
    await process(failed.notice);
    await process(failed.notice);
    expect((await subscription(sub.id))?.status).toBe('past_due');
    expect((await ledger()).map((p) => p.status).sort()).toEqual(['approved', 'rejected']);
    await runDueJobs(t, membershipJobs(t.deps));
    const mails = mailsTo('lectora@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('No pudimos renovar');
    expect(mails[0]?.text).toContain('17 de abril de 2026');

    expect(
      await currentMembership(t.db, member.id, new Date(periodEnd.getTime() + 6 * DAY)),
    ).not.toBeNull();
    expect(await expireMemberships(t.db, new Date(periodEnd.getTime() + 6 * DAY))).toBe(0);
    expect(await memberStatus(member.id)).toBe('paid');
    expect(
      await expireMemberships(t.db, new Date(periodEnd.getTime() + GRACE_DAYS * DAY + 1)),
    ).toBe(1);
    expect((await subscription(sub.id))?.status).toBe('expired');
    expect(await memberStatus(member.id)).toBe('free');
  });

  it('mails a failed renewal in the blog’s language', async () => {
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, s.pro.id));
    const { preapprovalId } = await approved();
    t.setNow(new Date('2026-04-10T12:00:00.000Z'));
    const failed = sandbox().charge(preapprovalId, 'rejected');
    if (!failed) throw new Error('no charge');
    await process(failed.notice);
    await runDueJobs(t, membershipJobs(t.deps));
    const [mail] = mailsTo('lectora@example.com');
    expect(mail?.subject).toMatch(/^We could not renew your subscription to /);
    expect(mail?.text).toContain('You keep access until April 17, 2026');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.text).not.toContain('No pudimos');
  });

  it('puts an unpaid period past due through the schedule, with the same grace', async () => {
    const { member, sub } = await approved();
    const afterEnd = new Date('2026-04-10T12:00:01.000Z');
    expect(await expireMemberships(t.db, afterEnd)).toBe(1);
    expect((await subscription(sub.id))?.status).toBe('past_due');
    expect(await memberStatus(member.id)).toBe('paid');
    expect(await expireMemberships(t.db, afterEnd)).toBe(0);
    expect(await expireMemberships(t.db, new Date(afterEnd.getTime() + GRACE_DAYS * DAY))).toBe(1);
    expect(await memberStatus(member.id)).toBe('free');
  });

  it("'Cancelar' stops the renewals and keeps access until the period ends", async () => {
    const { member, sub, preapprovalId } = await approved();
    await cancelMembership(t.deps, member.id);
    expect(sandbox().preapproval(preapprovalId)?.status).toBe('cancelled');
    expect((await subscription(sub.id))?.status).toBe('cancelled');
    expect(sandbox().charge(preapprovalId, 'approved')).toBeUndefined();
    const dayBefore = new Date('2026-04-09T12:00:00.000Z');
    expect(await expireMemberships(t.db, dayBefore)).toBe(0);
    expect(await memberStatus(member.id)).toBe('paid');
    expect(await currentMembership(t.db, member.id, dayBefore)).toMatchObject({
      status: 'cancelled',
    });
    expect(await expireMemberships(t.db, new Date('2026-04-10T12:00:00.001Z'))).toBe(1);
    expect(await memberStatus(member.id)).toBe('free');
    expect(await currentMembership(t.db, member.id, new Date('2026-04-11T00:00:00Z'))).toBeNull();
  });

  it('updates the ledger on refunds; a whole refund of the period payment ends its access', async () => {
    const { member, sub, paymentId } = await approved();
    await process(sandbox().updateCharge(paymentId, { refunded: 100 }) as never);
    expect(await ledger()).toEqual([
      expect.objectContaining({ status: 'partially_refunded', refunded: 100, gross: 500 }),
    ]);
    expect(await memberStatus(member.id)).toBe('paid');

    await process(sandbox().updateCharge(paymentId, { refunded: 500 }) as never);
    expect(await ledger()).toEqual([
      expect.objectContaining({ status: 'refunded', refunded: 500 }),
    ]);
    expect((await subscription(sub.id))?.status).toBe('expired');
    expect(await memberStatus(member.id)).toBe('free');
  });

  it('refuses a notice without the provider signature', async () => {
    const res = await call(
      t,
      'POST',
      '/api/members/webhook?type=subscription_authorized_payment&data.id=1',
      {
        body: { type: RECURRING_PAYMENT_TOPIC, data: { id: '1' } },
      },
    );
    expect(res.status).toBe(400);
  });
});

describe("the sandbox's page for a recurring payment", () => {
  it('shows the tier and price, and authorizing it makes the member paid and returns to the blog', async () => {
    const { member, preapprovalId } = await pendingMembership();
    const page = await call(t, 'GET', `/sandbox/preapproval/${preapprovalId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Mecenas');
    expect(page.text).toMatch(/5,00\sUS\$ \(mensual\)/);
    const answer = await call(t, 'POST', `/sandbox/preapproval/${preapprovalId}/approve`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(
      'href="http://pro.localhost/members/cuenta?suscripcion=autorizada"',
    );
    expect(await memberStatus(member.id)).toBe('paid');
    expect(await ledger()).toHaveLength(1);
    // Answering again changes nothing.
    await call(t, 'POST', `/sandbox/preapproval/${preapprovalId}/decline`);
    expect(await memberStatus(member.id)).toBe('paid');
    expect((await call(t, 'GET', '/sandbox/preapproval/nada')).status).toBe(404);
  });

  it('declining leaves the member free', async () => {
    const { member, sub, preapprovalId } = await pendingMembership();
    const answer = await call(t, 'POST', `/sandbox/preapproval/${preapprovalId}/decline`);
    expect(answer.text).toContain('suscripcion=rechazada');
    expect(await memberStatus(member.id)).toBe('free');
    expect((await subscription(sub.id))?.status).toBe('expired');
  });
});
