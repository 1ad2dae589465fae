import type { MemberTier, MemberTierList } from '@bitacora/api/schemas';
import { MEMBERSHIP_MESSAGES as M, MIN_RECURRING_AMOUNT } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
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

const asPro = (method: string, path: string, body?: unknown) =>
  call(t, method, path, {
    token: s.tokens.pro,
    blog: s.pro.id,
    ...(body === undefined ? {} : { body }),
  });

const list = async () => {
  const res = await asPro('GET', '/api/members/tiers');
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as MemberTierList;
};

const paid = {
  name: 'Mecenas',
  benefits: ['Entradas de pago'],
  monthlyPrice: 500,
  yearlyPrice: 5000,
};

describe('the blog tiers (/api/members/tiers)', () => {
  it('always has one free tier, priced in dollars until the blog chooses', async () => {
    const first = await list();
    expect(first.currency).toBe('USD');
    expect(first.tiers).toHaveLength(1);
    expect(first.tiers[0]).toMatchObject({
      free: true,
      name: M.freeTierName,
      monthlyPrice: 0,
      active: true,
    });
    expect((await list()).tiers).toHaveLength(1);

    const free = first.tiers[0] as MemberTier;
    const del = await asPro('DELETE', `/api/members/tiers/${free.uuid}`);
    expect(del.status).toBe(409);
    expect(del.json.error).toBe(M.freeTierKept);
    expect(
      (await asPro('PATCH', `/api/members/tiers/${free.uuid}`, { active: false })).status,
    ).toBe(409);
    const priced = await asPro('PATCH', `/api/members/tiers/${free.uuid}`, { monthlyPrice: 500 });
    expect(priced.status).toBe(400);
    expect(priced.json.error).toBe(M.freeTierPrice);
    const renamed = await asPro('PATCH', `/api/members/tiers/${free.uuid}`, {
      name: 'Lectores',
      benefits: ['El boletín'],
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Lectores', benefits: ['El boletín'], free: true });
  });

  it('creates, lists in order, changes and deletes paid tiers', async () => {
    const created = await asPro('POST', '/api/members/tiers', paid);
    expect(created.status, created.text).toBe(201);
    const tier = created.json as unknown as MemberTier;
    expect(tier).toMatchObject({
      ...paid,
      free: false,
      currency: 'USD',
      active: true,
      description: '',
    });
    const second = await asPro('POST', '/api/members/tiers', {
      ...paid,
      name: 'Patrocinio',
      sortOrder: 0,
    });
    expect(second.status).toBe(201);
    expect((await list()).tiers.map((x) => x.name)).toEqual([
      M.freeTierName,
      'Patrocinio',
      'Mecenas',
    ]);

    const changed = await asPro('PATCH', `/api/members/tiers/${tier.uuid}`, {
      yearlyPrice: 4800,
      active: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ monthlyPrice: 500, yearlyPrice: 4800, active: false });

    expect((await asPro('DELETE', `/api/members/tiers/${tier.uuid}`)).status).toBe(204);
    expect((await asPro('DELETE', `/api/members/tiers/${tier.uuid}`)).status).toBe(404);
    expect((await asPro('PATCH', '/api/members/tiers/no-such-tier', { name: 'x' })).status).toBe(
      404,
    );
    expect((await list()).tiers.map((x) => x.name)).toEqual([M.freeTierName, 'Patrocinio']);
  });

  it("prices a tier at the provider's minimum or more, in whole minor units of the blog's currency", async () => {
    const settings = await asPro('PUT', '/api/settings', { currency: 'MXN' });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.currency).toBe('MXN');
    const least = MIN_RECURRING_AMOUNT.MXN;

    const low = await asPro('POST', '/api/members/tiers', { ...paid, monthlyPrice: least - 1 });
    expect(low.status).toBe(400);
    expect(low.json.details).toEqual([
      { path: 'monthlyPrice', message: expect.stringMatching(/100,00\s\$$/) },
    ]);
    const cents = await asPro('POST', '/api/members/tiers', { ...paid, monthlyPrice: 150.5 });
    expect(cents.status).toBe(400);
    expect(cents.json.error).toBe(M.priceInvalid);
    const zero = await asPro('POST', '/api/members/tiers', { ...paid, yearlyPrice: 0 });
    expect(zero.status).toBe(400);

    const ok = await asPro('POST', '/api/members/tiers', {
      ...paid,
      monthlyPrice: least,
      yearlyPrice: least * 10,
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.currency).toBe('MXN');

    // Whole pesos: the same number is a price in CLP, and the tier takes the new currency when priced.
    expect((await asPro('PUT', '/api/settings', { currency: 'CLP' })).status).toBe(200);
    const repriced = await asPro('PATCH', `/api/members/tiers/${ok.json.uuid}`, {
      monthlyPrice: 3000,
    });
    expect(repriced.status, repriced.text).toBe(200);
    expect(repriced.json).toMatchObject({
      currency: 'CLP',
      monthlyPrice: 3000,
      yearlyPrice: least * 10,
    });
    const badCurrency = await asPro('PUT', '/api/settings', { currency: 'EUR' });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error).toBe(M.currencyInvalid);
  });

  it('refuses a FREE blog in Spanish, and anyone but the blog ADMIN', async () => {
    for (const [method, body] of [['GET'], ['POST', paid]] as const) {
      const res = await call(t, method, '/api/members/tiers', {
        token: s.tokens.admin,
        blog: s.demo.id,
        ...(body ? { body } : {}),
      });
      expect(res.status).toBe(403);
      expect(res.json.error).toBe(M.needPro);
    }
    const author = await call(t, 'GET', '/api/members/tiers', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(author.status).toBe(403);
    const validation = await asPro('POST', '/api/members/tiers', { monthlyPrice: 500 });
    expect(validation.status).toBe(400);
    expect(validation.json.error).toBe(M.tierNameRequired);
  });
});
