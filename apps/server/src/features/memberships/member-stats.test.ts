import { GRACE_DAYS, MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberPayments,
  memberSubscriptions,
  members,
  memberTiers,
  settings,
} from '../../platform/db/schema/index.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { expireMemberships, processMembershipNotice, subscribe } from './subscriptions.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

const stats = (query: string, token = s.tokens.pro, blog = s.pro.id) =>
  call(t, 'GET', `/api/members/stats?${query}`, { token, blog });

async function tier(monthlyPrice = 500, yearlyPrice = 5000) {
  const res = await call(t, 'POST', '/api/members/tiers', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { name: `Mecenas ${monthlyPrice}`, monthlyPrice, yearlyPrice },
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await t.db
    .select()
    .from(memberTiers)
    .where(eq(memberTiers.uuid, String(res.json.uuid)));
  if (!row) throw new Error('no tier');
  return row;
}

async function member(email: string, createdAt?: Date) {
  const [row] = await t.db
    .insert(members)
    .values({ blogId: s.pro.id, email, ...(createdAt && { createdAt }) })
    .returning();
  if (!row) throw new Error('no member');
  return row;
}

/** A membership written as the webhook leaves it, with the payment of its period. */
async function membership(input: {
  memberId: number;
  tierId: number;
  status: 'active' | 'past_due' | 'cancelled' | 'expired';
  amount: number;
  interval?: 'monthly' | 'yearly';
  currency?: 'USD' | 'ARS' | 'BRL';
  currentPeriodEnd: Date;
  paidAt?: Date;
  endedAt?: Date;
}) {
  const currency = input.currency ?? 'USD';
  const [sub] = await t.db
    .insert(memberSubscriptions)
    .values({
      blogId: s.pro.id,
      memberId: input.memberId,
      tierId: input.tierId,
      interval: input.interval ?? 'monthly',
      status: input.status,
      amount: input.amount,
      currency,
      provider: 'sandbox',
      currentPeriodEnd: input.currentPeriodEnd,
      endedAt: input.endedAt ?? null,
    })
    .returning();
  if (!sub) throw new Error('no membership');
  if (input.paidAt) {
    await t.db.insert(memberPayments).values({
      blogId: s.pro.id,
      memberId: input.memberId,
      subscriptionId: sub.id,
      provider: 'sandbox',
      providerPaymentId: `pay-${sub.id}`,
      gross: input.amount,
      providerFee: 0,
      platformFee: 0,
      net: input.amount,
      currency,
      status: 'approved',
      periodEnd: input.currentPeriodEnd,
      createdAt: input.paidAt,
    });
  }
  return sub;
}

describe('monthly recurring revenue', () => {
  it('adds what paid memberships bring a month in the blog currency, the others apart', async () => {
    t.setNow(at('2026-06-15T12:00:00Z'));
    const monthly = await tier(500, 5000);
    // A reader pays 5 US$ a month through the sandbox and its notices.
    const reader = await member('lectora@example.com');
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    const started = await subscribe(t.deps, {
      blogId: s.pro.id,
      member: reader,
      tierUuid: monthly.uuid,
      interval: 'monthly',
      backUrl: 'http://pro.localhost/members/cuenta',
    });
    const [pending] = await t.db
      .select()
      .from(memberSubscriptions)
      .where(eq(memberSubscriptions.uuid, started.subscription));
    const sandbox = t.deps.payments as SandboxProvider;
    for (const notice of sandbox.answerPreapproval(pending?.providerId ?? '', 'approved')) {
      await processMembershipNotice(t.deps, notice);
    }
    const future = at('2026-07-01T00:00:00Z');
    const past = at('2026-06-01T00:00:00Z');
    const add = async (
      email: string,
      rest: Omit<Parameters<typeof membership>[0], 'memberId' | 'tierId'>,
    ) => membership({ memberId: (await member(email)).id, tierId: monthly.id, ...rest });
    // 50 US$ a year: 4,16 a month, rounded down.
    await add('anual@example.com', {
      status: 'active',
      amount: 5000,
      interval: 'yearly',
      currentPeriodEnd: at('2027-01-01T00:00:00Z'),
    });
    // Cancelled, still paid to its period's end; and a failed renewal within its grace.
    await add('cancela@example.com', {
      status: 'cancelled',
      amount: 700,
      currentPeriodEnd: future,
    });
    await add('atrasada@example.com', {
      status: 'past_due',
      amount: 900,
      currentPeriodEnd: at('2026-06-12T00:00:00Z'),
    });
    // Not counted: the grace spent, a period over, an ended membership.
    await add('sin-gracia@example.com', {
      status: 'past_due',
      amount: 10_000,
      currentPeriodEnd: new Date(at('2026-06-15T12:00:00Z').getTime() - GRACE_DAYS * DAY),
    });
    await add('terminada@example.com', {
      status: 'cancelled',
      amount: 10_000,
      currentPeriodEnd: past,
    });
    await add('expirada@example.com', {
      status: 'expired',
      amount: 10_000,
      currentPeriodEnd: past,
    });
    // Taken in pesos before the blog chose dollars.
    await add('pesos@example.com', {
      status: 'active',
      amount: 150_000,
      currency: 'ARS',
      currentPeriodEnd: future,
    });

    const res = await stats('from=2026-06-01&to=2026-06-15');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      mrr: { currency: 'USD', amount: 500 + 416 + 700 + 900 },
      otherMrr: [{ currency: 'ARS', amount: 150_000 }],
      paidMemberships: 5,
    });

    await t.db.update(settings).set({ currency: 'ARS' }).where(eq(settings.blogId, s.pro.id));
    const inPesos = await stats('from=2026-06-01&to=2026-06-15');
    expect(inPesos.json).toMatchObject({
      mrr: { currency: 'ARS', amount: 150_000 },
      otherMrr: [{ currency: 'USD', amount: 2516 }],
    });
  });
});

describe('joins, first payments, losses and conversion', () => {
  it('counts each in its UTC day or month, and converts the free members at the start', async () => {
    t.setNow(at('2025-04-10T12:00:00Z'));
    const monthly = await tier();
    // Free at the start of March: three members; one pays on 5 March, one in April.
    const ana = await member('ana@example.com', at('2025-01-10T10:00:00Z'));
    await member('bruno@example.com', at('2025-02-01T00:00:00Z'));
    const carla = await member('carla@example.com', at('2025-02-28T23:59:59Z'));
    // Paid before March: not free at its start.
    const dora = await member('dora@example.com', at('2025-01-05T00:00:00Z'));
    // Joins on 2 March and pays the same day: new and paid, not a conversion.
    const eva = await member('eva@example.com', at('2025-03-02T09:00:00Z'));
    await member('fede@example.com', at('2025-03-31T23:59:59Z'));

    await membership({
      memberId: ana.id,
      tierId: monthly.id,
      status: 'active',
      amount: 500,
      paidAt: at('2025-03-05T10:00:00Z'),
      currentPeriodEnd: at('2025-04-05T10:00:00Z'),
    });
    await membership({
      memberId: carla.id,
      tierId: monthly.id,
      status: 'active',
      amount: 500,
      paidAt: at('2025-04-01T00:00:00Z'),
      currentPeriodEnd: at('2025-05-01T00:00:00Z'),
    });
    await membership({
      memberId: dora.id,
      tierId: monthly.id,
      status: 'expired',
      amount: 500,
      paidAt: at('2025-01-20T00:00:00Z'),
      currentPeriodEnd: at('2025-02-20T00:00:00Z'),
      endedAt: at('2025-03-10T08:00:00Z'),
    });
    await membership({
      memberId: eva.id,
      tierId: monthly.id,
      status: 'active',
      amount: 500,
      paidAt: at('2025-03-02T09:30:00Z'),
      currentPeriodEnd: at('2025-04-02T09:30:00Z'),
    });

    const march = await stats('from=2025-03-01&to=2025-03-31&granularity=day');
    expect(march.status, march.text).toBe(200);
    expect(march.json.totals).toEqual({ joined: 2, paid: 2, lost: 1 });
    const points = march.json.points as { start: string }[];
    expect(points).toHaveLength(31);
    const day = (d: string) => points.find((p) => p.start === d);
    expect(day('2025-03-02')).toEqual({ start: '2025-03-02', joined: 1, paid: 1, lost: 0 });
    expect(day('2025-03-05')).toEqual({ start: '2025-03-05', joined: 0, paid: 1, lost: 0 });
    expect(day('2025-03-10')).toEqual({ start: '2025-03-10', joined: 0, paid: 0, lost: 1 });
    expect(day('2025-03-31')).toEqual({ start: '2025-03-31', joined: 1, paid: 0, lost: 0 });
    // Ana, Bruno and Carla were free on 1 March; Ana paid in March.
    expect(march.json.conversion).toEqual({ freeAtStart: 3, converted: 1, rate: 1 / 3 });

    const months = await stats('from=2025-03-01&to=2025-04-30&granularity=month');
    expect(months.json.points).toEqual([
      { start: '2025-03-01', joined: 2, paid: 2, lost: 1 },
      { start: '2025-04-01', joined: 0, paid: 1, lost: 0 },
    ]);
    // Ana, Bruno and Carla on 1 March; Ana and Carla paid by the end of April.
    expect(months.json.conversion).toEqual({ freeAtStart: 3, converted: 2, rate: 2 / 3 });

    const quiet = await stats('from=2024-01-01&to=2024-01-31&granularity=month');
    expect(quiet.json).toMatchObject({
      totals: { joined: 0, paid: 0, lost: 0 },
      conversion: { freeAtStart: 0, converted: 0, rate: null },
    });
  });

  it('counts a lost member on the day its access ended, after the grace, not when the schedule ran', async () => {
    const monthly = await tier();
    const reader = await member('lectora@example.com', at('2025-01-01T00:00:00Z'));
    const sub = await membership({
      memberId: reader.id,
      tierId: monthly.id,
      status: 'active',
      amount: 500,
      paidAt: at('2025-02-01T00:00:00Z'),
      currentPeriodEnd: at('2025-03-01T00:00:00Z'),
    });
    // The renewal never came; the schedule runs long after the grace.
    expect(await expireMemberships(t.db, at('2025-04-20T00:00:00Z'))).toBe(2);
    const [ended] = await t.db
      .select()
      .from(memberSubscriptions)
      .where(eq(memberSubscriptions.id, sub.id));
    expect(ended?.status).toBe('expired');
    expect(ended?.endedAt?.toISOString()).toBe('2025-03-08T00:00:00.000Z');
    const res = await stats('from=2025-03-01&to=2025-03-31&granularity=month');
    expect(res.json.totals).toEqual({ joined: 0, paid: 0, lost: 1 });
  });
});

describe('who may ask', () => {
  it('is the ADMIN of a PRO blog, for its own blog, with a good range', async () => {
    const free = await stats('', s.tokens.admin, s.demo.id);
    expect(free.status).toBe(403);
    expect(free.json).toEqual({ error: M.needPro });
    // Another blog's staff learn nothing of it.
    expect((await stats('', s.tokens.author, s.pro.id)).status).toBe(404);
    expect((await stats('', s.tokens.admin, s.pro.id)).status).toBe(404);
    for (const query of ['from=2026-13-40', 'from=2026-11-21&to=2026-11-20', 'granularity=año']) {
      const res = await stats(query);
      expect(res.status).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
    const fallback = await stats('');
    expect(fallback.status).toBe(200);
    expect(fallback.json.points).toHaveLength(30);
  });
});
