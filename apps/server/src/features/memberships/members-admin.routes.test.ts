import type { MemberDetail, MemberList } from '@bitacora/api/schemas';
import { MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../demo/seed.ts';
import {
  memberPayments,
  memberSubscriptions,
  members,
  newsletterSubscribers,
} from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const asPro = (method: string, path: string) =>
  call(t, method, path, { token: s.tokens.pro, blog: s.pro.id });

const list = async (query = '') => {
  const res = await asPro('GET', `/api/members${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as MemberList;
};

/** A paying member of a 'Mecenas' tier with one approved payment, and a few free ones. */
async function seedMembers() {
  const tier = await call(t, 'POST', '/api/members/tiers', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { name: 'Mecenas', monthlyPrice: 500, yearlyPrice: 5000 },
  });
  expect(tier.status, tier.text).toBe(201);
  const [payer] = await t.db
    .insert(members)
    .values({ blogId: s.pro.id, email: 'pablo@example.com', name: 'Pablo', status: 'paid' })
    .returning();
  await t.db.insert(members).values([
    { blogId: s.pro.id, email: 'marta@example.com', name: '=HYPERLINK("x")' },
    { blogId: s.pro.id, email: 'luis@example.com', name: 'Luis, "el de siempre"' },
    { blogId: s.demo.id, email: 'otra@example.com', name: 'De otro blog' },
  ]);
  if (!payer) throw new Error('no member');
  const { db } = t;
  const [tierRow] = await db.query.memberTiers.findMany({
    where: (tiers, { eq: is }) => is(tiers.uuid, String(tier.json.uuid)),
  });
  const [sub] = await db
    .insert(memberSubscriptions)
    .values({
      blogId: s.pro.id,
      memberId: payer.id,
      tierId: tierRow?.id ?? 0,
      interval: 'monthly',
      status: 'active',
      amount: 500,
      currency: 'USD',
      provider: 'sandbox',
      providerId: 'pre-1',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    })
    .returning();
  await db.insert(memberPayments).values({
    blogId: s.pro.id,
    memberId: payer.id,
    subscriptionId: sub?.id ?? null,
    provider: 'sandbox',
    providerPaymentId: 'pay-1',
    gross: 500,
    providerFee: 40,
    platformFee: 0,
    net: 460,
    currency: 'USD',
    status: 'approved',
  });
  await db.insert(newsletterSubscribers).values({
    blogId: s.pro.id,
    email: 'luis@example.com',
    name: 'Luis',
    confirmedAt: new Date(),
  });
  return { tierUuid: String(tier.json.uuid), payerUuid: payer.uuid };
}

describe("the panel's members (/api/members)", () => {
  it('lists, searches, filters by status and tier, and pages the blog members only', async () => {
    const { tierUuid } = await seedMembers();
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((m) => m.email).sort()).toEqual([
      DEMO_MEMBER.email,
      'luis@example.com',
      'marta@example.com',
      'pablo@example.com',
    ]);
    const pablo = all.items.find((m) => m.email === 'pablo@example.com');
    expect(pablo).toMatchObject({ status: 'paid', tier: { uuid: tierUuid, name: 'Mecenas' } });
    expect(all.items.find((m) => m.email === 'luis@example.com')?.newsletter).toBe(true);
    expect(all.items.find((m) => m.email === 'marta@example.com')?.newsletter).toBe(false);

    expect((await list('?search=IRENE')).items.map((m) => m.email)).toEqual([DEMO_MEMBER.email]);
    expect((await list('?search=siempre')).items.map((m) => m.email)).toEqual(['luis@example.com']);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?status=paid')).items.map((m) => m.email)).toEqual(['pablo@example.com']);
    expect((await list(`?tierId=${tierUuid}`)).items.map((m) => m.email)).toEqual([
      'pablo@example.com',
    ]);
    expect((await list(`?tierId=${crypto.randomUUID()}`)).total).toBe(0);
    const page2 = await list('?limit=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.items).toHaveLength(1);

    const badStatus = await asPro('GET', '/api/members?status=vip');
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.error).toBe(M.memberStatusInvalid);
    const badTier = await asPro('GET', '/api/members?tierId=nope');
    expect(badTier.status).toBe(400);
    expect(badTier.json.error).toBe(M.memberTierInvalid);
  });

  it("shows a member's memberships and payments, and gifts and ends a membership", async () => {
    const { payerUuid } = await seedMembers();
    const detail = await asPro('GET', `/api/members/${payerUuid}`);
    expect(detail.status, detail.text).toBe(200);
    const payer = detail.json as unknown as MemberDetail;
    expect(payer.subscriptions).toMatchObject([
      { tier: 'Mecenas', interval: 'monthly', status: 'active', amount: 500, currency: 'USD' },
    ]);
    expect(payer.payments).toMatchObject([
      {
        gross: 500,
        providerFee: 40,
        platformFee: 0,
        net: 460,
        currency: 'USD',
        status: 'approved',
      },
    ]);

    const irene = (await list('?search=irene')).items[0];
    if (!irene) throw new Error('no demo member');
    const gifted = await asPro('POST', `/api/members/${irene.uuid}/comp`);
    expect(gifted.status, gifted.text).toBe(200);
    expect(gifted.json).toMatchObject({ status: 'comped', payments: [], subscriptions: [] });
    expect((await list('?status=comped')).items.map((m) => m.email)).toEqual([DEMO_MEMBER.email]);
    const ended = await asPro('DELETE', `/api/members/${irene.uuid}/comp`);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.status).toBe('free');
    const again = await asPro('DELETE', `/api/members/${irene.uuid}/comp`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(M.compNotFound);

    // A paying member given a gift is paid again when the gift ends.
    expect((await asPro('POST', `/api/members/${payerUuid}/comp`)).json.status).toBe('comped');
    expect((await asPro('DELETE', `/api/members/${payerUuid}/comp`)).json.status).toBe('paid');

    for (const path of [`/api/members/${crypto.randomUUID()}`, '/api/members/nope']) {
      const missing = await asPro('GET', path);
      expect(missing.status).toBe(404);
      expect(missing.json.error).toBe(M.memberNotFound);
    }
  });

  it('exports a CSV with quoted cells, no formulas and when a gift ends', async () => {
    await seedMembers();
    const irene = (await list()).items.find((m) => m.email === DEMO_MEMBER.email);
    if (!irene) throw new Error('no demo member');
    const gifted = await call(t, 'POST', `/api/members/${irene.uuid}/comp`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { until: '2099-06-30' },
    });
    expect(gifted.status, gifted.text).toBe(200);
    const res = await asPro('GET', '/api/members/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('miembros-pro.csv');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,name,status,tier,created_at,newsletter,comp_until');
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.startsWith(`"${DEMO_MEMBER.email}"`))).toMatch(
      /,comped,"",[^,]+,(yes|no),2099-06-30T23:59:59\.999Z$/,
    );
    expect(lines.find((l) => l.startsWith('"marta'))).toMatch(
      /^"marta@example\.com","'=HYPERLINK\(""x""\)",free,"",[^,]+,no,$/,
    );
    expect(lines.find((l) => l.startsWith('"luis'))).toMatch(
      /^"luis@example\.com","Luis, ""el de siempre""",free,"",[^,]+,yes,$/,
    );
    expect(lines.find((l) => l.startsWith('"pablo'))).toMatch(/,paid,"Mecenas",[^,]+,no,$/);
    expect(res.text).not.toContain('otra@example.com');
  });

  it("refuses a FREE blog in Spanish, an AUTHOR, and another blog's ADMIN", async () => {
    const free = await call(t, 'GET', '/api/members', { token: s.tokens.admin, blog: s.demo.id });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(M.needPro);
    const author = await call(t, 'GET', '/api/members/export', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(author.status).toBe(403);
    const irene = (await list('?search=irene')).items[0];
    const other = await call(t, 'POST', `/api/members/${irene?.uuid}/comp`, {
      token: s.tokens.admin,
      blog: s.pro.id,
    });
    expect([403, 404]).toContain(other.status);
    const [row] = await t.db.select().from(members).where(eq(members.email, DEMO_MEMBER.email));
    expect(row?.status).toBe('free');
  });
});
