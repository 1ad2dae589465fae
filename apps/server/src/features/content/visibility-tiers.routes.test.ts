import { CONTENT_FIELD_MESSAGES, MEMBERSHIP_MESSAGES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs, memberTiers } from '../../platform/db/schema/index.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let n = 0;
const slug = () => `niveles-${++n}`;

const asPro = (method: string, path: string, body?: unknown) =>
  call(t, method, path, {
    token: s.tokens.pro,
    blog: s.pro.id,
    ...(body === undefined ? {} : { body }),
  });

/** Two paid tiers of the PRO blog, and its free one. */
async function tiers() {
  const made = [];
  for (const name of ['Oro', 'Plata']) {
    const res = await asPro('POST', '/api/members/tiers', {
      name,
      monthlyPrice: 500,
      yearlyPrice: 5000,
    });
    expect(res.status, res.text).toBe(201);
    made.push(String(res.json.uuid));
  }
  const list = await asPro('GET', '/api/members/tiers');
  const free = (list.json.tiers as { uuid: string; free: boolean }[]).find((tier) => tier.free);
  return { gold: made[0] as string, silver: made[1] as string, free: free?.uuid as string };
}

describe('chosen tiers of a paid post or page (visibilityTiers)', () => {
  it('are kept on a paid post and page, empty by default, replaced by a save', async () => {
    const { gold, silver } = await tiers();
    const open = await asPro('POST', '/api/posts', {
      title: 'Cualquier nivel',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
    });
    expect(open.status, open.text).toBe(201);
    expect(open.json.visibilityTiers).toEqual([]);
    const post = await asPro('POST', '/api/posts', {
      title: 'Solo oro',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
      status: 'PUBLISHED',
      visibilityTiers: [gold, gold.toUpperCase()],
    });
    expect(post.status, post.text).toBe(201);
    expect(post.json.visibilityTiers).toEqual([gold]);
    const both = await asPro('PATCH', `/api/posts/${post.json.id}`, {
      visibilityTiers: [gold, silver],
    });
    expect(both.status, both.text).toBe(200);
    expect(both.json.visibilityTiers).toEqual([gold, silver]);
    const listed = await asPro('GET', '/api/posts');
    const row = (listed.json.data as { id: number; visibilityTiers: string[] }[]).find(
      (p) => p.id === post.json.id,
    );
    expect(row?.visibilityTiers).toEqual([gold, silver]);
    const page = await asPro('POST', '/api/pages', {
      title: 'Página de plata',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
      visibilityTiers: [silver],
    });
    expect(page.status, page.text).toBe(201);
    expect(page.json.visibilityTiers).toEqual([silver]);
    // Opening the page to everyone drops its tiers: they only narrow a paid item.
    const opened = await asPro('PATCH', `/api/pages/uuid/${page.json.uuid}`, {
      visibility: 'public',
    });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json).toMatchObject({ visibility: 'public', visibilityTiers: [] });
  });

  it('are refused in Spanish beside another visibility, when unknown, free or another blog’s', async () => {
    const { gold, free } = await tiers();
    for (const visibility of ['public', 'members']) {
      const res = await asPro('POST', '/api/posts', {
        title: 'No',
        slug: slug(),
        content: '<p>x</p>',
        visibility,
        visibilityTiers: [gold],
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain(CONTENT_FIELD_MESSAGES.visibilityTiersNeedPaid);
    }
    const [other] = await t.db
      .insert(memberTiers)
      .values({ blogId: s.demo.id, name: 'Ajeno', monthlyPrice: 500, yearlyPrice: 5000 })
      .returning();
    for (const wrong of [free, other?.uuid, '5b1f0c3e-9d1c-4f7e-8a55-0d6f3f1e2a10']) {
      const res = await asPro('POST', '/api/posts', {
        title: 'No',
        slug: slug(),
        content: '<p>x</p>',
        visibility: 'paid',
        visibilityTiers: [gold, wrong],
      });
      expect(res.status, String(wrong)).toBe(400);
      expect(res.text).toContain(CONTENT_FIELD_MESSAGES.visibilityTierUnknown);
    }
    for (const malformed of ['oro', [1], ['no-es-un-uuid']]) {
      const res = await asPro('POST', '/api/posts', {
        title: 'No',
        slug: slug(),
        content: '<p>x</p>',
        visibility: 'paid',
        visibilityTiers: malformed,
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain(CONTENT_FIELD_MESSAGES.visibilityTiersInvalid);
    }
    const paid = await asPro('POST', '/api/posts', {
      title: 'De pago',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
    });
    const members = await asPro('PATCH', `/api/posts/${paid.json.id}`, {
      visibility: 'members',
      visibilityTiers: [gold],
    });
    expect(members.status).toBe(400);
    const read = await asPro('GET', `/api/posts/uuid/${paid.json.uuid}`);
    expect(read.json).toMatchObject({ visibility: 'paid', visibilityTiers: [] });
  });

  it('are PRO like paid: a blog back on FREE keeps what it had and may not choose others', async () => {
    const { gold, silver } = await tiers();
    const post = await asPro('POST', '/api/posts', {
      title: 'Oro',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
      visibilityTiers: [gold],
    });
    await t.db.update(blogs).set({ plan: 'FREE' }).where(eq(blogs.id, s.pro.id));
    const same = await asPro('PATCH', `/api/posts/${post.json.id}`, {
      title: 'Oro, otra vez',
      visibility: 'paid',
      visibilityTiers: [gold],
    });
    expect(same.status, same.text).toBe(200);
    const other = await asPro('PATCH', `/api/posts/${post.json.id}`, {
      visibilityTiers: [silver],
    });
    expect(other.status).toBe(403);
    expect(other.json.error).toBe(CONTENT_FIELD_MESSAGES.visibilityNeedsPro);
  });

  it('keep a tier from being deleted while a post or page names it', async () => {
    const { gold, silver } = await tiers();
    const post = await asPro('POST', '/api/posts', {
      title: 'Solo oro',
      slug: slug(),
      content: '<p>x</p>',
      visibility: 'paid',
      visibilityTiers: [gold],
    });
    const refused = await asPro('DELETE', `/api/members/tiers/${gold}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(MEMBERSHIP_MESSAGES.tierChosenByContent);
    expect(refused.json.details).toEqual({
      items: [{ kind: 'post', uuid: post.json.uuid, title: 'Solo oro' }],
    });
    expect((await asPro('DELETE', `/api/members/tiers/${silver}`)).status).toBe(204);
    await asPro('PATCH', `/api/posts/${post.json.id}`, { visibilityTiers: [] });
    expect((await asPro('DELETE', `/api/members/tiers/${gold}`)).status).toBe(204);
  });
});
