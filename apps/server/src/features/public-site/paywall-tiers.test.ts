import { randomBytes } from 'node:crypto';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberSessions,
  memberSubscriptions,
  members,
  memberTiers,
} from '../../platform/db/schema/index.ts';
import { linkTokenHash } from '../../platform/http/mail-link-token.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MEMBER_COOKIE } from '../members/index.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const SECRET = 'QZJ';
const FREE = 'WKV';
const GATED = `<p>La parte libre ${FREE}.</p>${PAYWALL_MARKER}<p>La parte reservada ${SECRET}.</p>`;
const es = PUBLIC_MESSAGES.es;

const asPro = (method: string, path: string, body?: unknown) =>
  call(t, method, path, {
    token: s.tokens.pro,
    blog: s.pro.id,
    ...(body === undefined ? {} : { body }),
  });

async function tier(name: string): Promise<{ id: number; uuid: string }> {
  const res = await asPro('POST', '/api/members/tiers', {
    name,
    monthlyPrice: 500,
    yearlyPrice: 5000,
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await t.db
    .select({ id: memberTiers.id, uuid: memberTiers.uuid })
    .from(memberTiers)
    .where(eq(memberTiers.uuid, String(res.json.uuid)));
  if (!row) throw new Error('tier missing');
  return row;
}

/**
 * A signed-in member of the PRO blog: paid with a running membership of `paidTier`, gifted
 * (comped, no membership), or free.
 */
async function reader(email: string, paidTier: { id: number } | 'comped' | 'free') {
  const status = typeof paidTier === 'object' ? 'paid' : paidTier;
  const [member] = await t.db
    .insert(members)
    .values({ blogId: s.pro.id, email, status })
    .returning();
  if (!member) throw new Error('member missing');
  if (typeof paidTier === 'object') {
    await t.db.insert(memberSubscriptions).values({
      blogId: s.pro.id,
      memberId: member.id,
      tierId: paidTier.id,
      interval: 'monthly',
      status: 'active',
      amount: 500,
      currency: 'USD',
      provider: 'sandbox',
      currentPeriodEnd: new Date(t.deps.now().getTime() + 20 * 86_400_000),
    });
  }
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(memberSessions).values({
    memberId: member.id,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
  });
  return token;
}

async function read(path: string, cookie?: string) {
  const headers: Record<string, string> = { host: PRO_HOST };
  if (cookie) headers.cookie = `${MEMBER_COOKIE}=${cookie}`;
  const res = await t.app.request(`http://${PRO_HOST}${path}`, { headers }, {
    incoming: { socket: { remoteAddress: '198.51.100.21' } },
  } as never);
  return res.text();
}

let n = 0;
async function publish(kind: 'posts' | 'pages', tiers: string[]) {
  const slug = `niveles-${++n}`;
  const res = await asPro('POST', `/api/${kind}`, {
    title: `Para algunos ${slug}`,
    slug,
    content: GATED,
    status: 'PUBLISHED',
    visibility: 'paid',
    visibilityTiers: tiers,
  });
  expect(res.status, res.text).toBe(201);
  return kind === 'posts' ? `/blog/${slug}` : `/${slug}`;
}

describe('a paid post open to chosen tiers', () => {
  it('is whole for members of those tiers and gifted ones; another tier gets the box naming them', async () => {
    const gold = await tier('Oro');
    const silver = await tier('Plata');
    const bronze = await tier('Bronce');
    const cookies = {
      gold: await reader('oro@example.com', gold),
      silver: await reader('plata@example.com', silver),
      bronze: await reader('bronce@example.com', bronze),
      comped: await reader('regalo@example.com', 'comped'),
      free: await reader('libre@example.com', 'free'),
    };
    for (const kind of ['posts', 'pages'] as const) {
      const path = await publish(kind, [gold.uuid, silver.uuid]);
      // The member of another tier asks first: what it fills the page cache with must never
      // reach a member of a chosen tier, nor the reverse.
      const bronzeFirst = await read(path, cookies.bronze);
      expect(bronzeFirst, kind).toContain(FREE);
      expect(bronzeFirst, kind).not.toContain(SECRET);
      expect(bronzeFirst, kind).toContain(es.paidTiersBox('Oro o Plata'));
      expect(bronzeFirst, kind).toContain('href="/members/cuenta"');
      for (const allowed of [cookies.gold, cookies.silver, cookies.comped]) {
        expect(await read(path, allowed), kind).toContain(SECRET);
      }
      expect(await read(path, cookies.bronze), kind).not.toContain(SECRET);
      for (const without of [cookies.free, undefined]) {
        const text = await read(path, without);
        expect(text, kind).not.toContain(SECRET);
        expect(text, kind).toContain(es.paidTiersBox('Oro o Plata'));
      }
    }
  });

  it('is whole for every paid tier when it names none', async () => {
    const gold = await tier('Oro');
    const bronze = await tier('Bronce');
    const path = await publish('posts', []);
    expect(await read(path, await reader('oro@example.com', gold))).toContain(SECRET);
    expect(await read(path, await reader('bronce@example.com', bronze))).toContain(SECRET);
    const visitor = await read(path);
    expect(visitor).not.toContain(SECRET);
    expect(visitor).toContain(es.paidOnlyBox);
  });
});
