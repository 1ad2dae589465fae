import { readFileSync } from 'node:fs';
import type { MemberDetail, MemberImportReport, MemberList } from '@bitacora/api/schemas';
import { MEMBERSHIP_MESSAGES as M, MEMBER_IMPORT_MAX_BYTES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberComps, members, newsletterSubscribers } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { membershipJobs } from './jobs.ts';
import { MEMBERSHIP_JOBS } from './subscriptions.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const DAY = 86_400_000;

async function upload(
  file: Uint8Array | string | null,
  options: { token?: string; blog?: number; fields?: Record<string, string>; name?: string } = {},
) {
  const form = new FormData();
  if (file !== null) {
    const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
    form.append('file', new File([new Uint8Array(bytes)], options.name ?? 'miembros.csv'));
  }
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const res = await t.app.request('/api/members/import', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.token ?? s.tokens.pro}`,
      'x-blog-id': String(options.blog ?? s.pro.id),
    },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const member = async (email: string) =>
  (
    await t.db
      .select()
      .from(members)
      .where(and(eq(members.blogId, s.pro.id), eq(members.email, email)))
  )[0];

const asPro = (method: string, path: string, body?: unknown) =>
  call(t, method, path, { token: s.tokens.pro, blog: s.pro.id, body });

async function mecenas() {
  const tier = await asPro('POST', '/api/members/tiers', {
    name: 'Mecenas',
    monthlyPrice: 500,
    yearlyPrice: 5000,
  });
  expect(tier.status, JSON.stringify(tier.json)).toBe(201);
  return String(tier.json.uuid);
}

describe('POST /api/members/import', () => {
  it("imports Ghost's members export: gifts, paying members, consent, errors by line", async () => {
    const tierUuid = await mecenas();
    const res = await upload(fixture('ghost-members.csv'), {
      fields: { paidUntil: '2099-12-31' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json as MemberImportReport).toEqual({
      imported: 4,
      updated: 0,
      // The deleted member and the repeated address.
      skipped: 2,
      comped: 2,
      errors: [{ line: 6, message: M.importEmailInvalid }],
    });

    const lucia = await member('lucia.fernandez@example.com');
    expect(lucia).toMatchObject({ name: 'Lucía Fernández', status: 'free' });
    expect(lucia?.createdAt.toISOString()).toBe('2023-05-26T14:03:22.000Z');
    expect((await member('mateo.rios@example.com'))?.status).toBe('free');
    expect(await member('borrado@example.com')).toBeUndefined();

    // A comp there is a gift with no end, of the tier of the same name.
    const camila = await member('camila@example.com');
    expect(camila?.status).toBe('comped');
    const gift = await asPro('GET', `/api/members/${camila?.uuid}`);
    expect((gift.json as unknown as MemberDetail).comp).toEqual({
      tier: { uuid: tierUuid, name: 'Mecenas' },
      until: null,
    });
    // A paying member there keeps paid access here until the admin's day.
    const joaquin = await member('joaquin@example.com');
    expect(joaquin?.status).toBe('comped');
    const paid = await asPro('GET', `/api/members/${joaquin?.uuid}`);
    expect((paid.json as unknown as MemberDetail).comp?.until).toBe('2099-12-31T23:59:59.999Z');

    // Consent stated: a confirmed subscriber; stated no: none.
    const subscribers = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.blogId, s.pro.id));
    const lucy = subscribers.find((row) => row.email === 'lucia.fernandez@example.com');
    expect(lucy?.confirmedAt).not.toBeNull();
    expect(lucy?.source).toBe('IMPORT');
    expect(subscribers.some((row) => row.email === 'mateo.rios@example.com')).toBe(false);

    const list = await asPro('GET', `/api/members?tierId=${tierUuid}`);
    expect((list.json as unknown as MemberList).items.map((m) => m.email).sort()).toEqual([
      'camila@example.com',
      'joaquin@example.com',
    ]);
  });

  it('imports the same file twice without duplicates, and keeps members already there', async () => {
    await t.db.insert(members).values([
      { blogId: s.pro.id, email: 'santiago@example.com', name: '', status: 'free' },
      { blogId: s.pro.id, email: 'renata@example.com', name: 'Renata', status: 'paid' },
    ]);
    const first = await upload(fixture('substack-subscribers.csv'));
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // Santiago gains his name; Renata, paying here already, is left as she is.
    expect(first.json).toEqual({ imported: 2, updated: 1, skipped: 1, comped: 1, errors: [] });
    expect(await member('santiago@example.com')).toMatchObject({
      name: 'Santiago Díaz',
      status: 'free',
    });
    expect((await member('renata@example.com'))?.status).toBe('paid');
    const valentina = await member('valentina@example.com');
    expect(valentina?.status).toBe('comped');
    const [gift] = await t.db
      .select()
      .from(memberComps)
      .where(eq(memberComps.memberId, valentina?.id ?? 0));
    // Substack's paid member, without a day chosen: a month of paid access.
    expect(gift?.until?.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(gift?.until?.getTime()).toBeLessThan(Date.now() + 31 * DAY);
    // The dashboard's file states no consent to mails.
    expect(
      await t.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'valentina@example.com')),
    ).toEqual([]);

    const again = await upload(fixture('substack-subscribers.csv'));
    expect(again.json).toEqual({ imported: 0, updated: 0, skipped: 4, comped: 0, errors: [] });
    const all = await t.db.select().from(members).where(eq(members.blogId, s.pro.id));
    expect(all.filter((m) => m.email === 'valentina@example.com')).toHaveLength(1);
  });

  it("reads Substack's email_list with its expiry and email_disabled", async () => {
    const res = await upload(
      'email,active_subscription,expiry,plan,email_disabled,created_at\n' +
        'pago@example.com,true,2099-03-01T00:00:00.000Z,yearly,false,2024-03-01T00:00:00.000Z\n' +
        'gratis@example.com,false,,,true,2024-03-02T00:00:00.000Z\n',
    );
    expect(res.json).toMatchObject({ imported: 2, comped: 1, errors: [] });
    const payer = await member('pago@example.com');
    const detail = await asPro('GET', `/api/members/${payer?.uuid}`);
    expect((detail.json as unknown as MemberDetail).comp?.until).toBe('2099-03-01T00:00:00.000Z');
    const subscribed = await t.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.blogId, s.pro.id));
    expect(subscribed.map((row) => row.email)).toEqual(['pago@example.com']);
  });

  it('keeps a name that looks like a formula as text, and exports it unable to run', async () => {
    const res = await upload('email,name\nformula@example.com,"=HYPERLINK(""http://x"",""y"")"\n');
    expect(res.json).toMatchObject({ imported: 1, errors: [] });
    expect((await member('formula@example.com'))?.name).toBe('=HYPERLINK("http://x","y")');
    const csv = await asPro('GET', '/api/members/export');
    expect(csv.text).toContain('"formula@example.com","\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('reads its own export back: a gift keeps its tier and its end', async () => {
    const tierUuid = await mecenas();
    expect((await upload('email,name\nregalo@example.com,Regalo\n')).json).toMatchObject({
      imported: 1,
    });
    const gifted = (await member('regalo@example.com')) as typeof members.$inferSelect;
    const comp = await asPro('POST', `/api/members/${gifted.uuid}/comp`, {
      tierId: tierUuid,
      until: '2099-06-30',
    });
    expect(comp.status, JSON.stringify(comp.json)).toBe(200);
    const csv = (await asPro('GET', '/api/members/export')).text;
    await t.db.delete(members).where(eq(members.id, gifted.id));

    expect((await upload(csv)).json).toMatchObject({ imported: 1, comped: 1, errors: [] });
    const back = (await member('regalo@example.com')) as typeof members.$inferSelect;
    expect(back.status).toBe('comped');
    const [gift] = await t.db.select().from(memberComps).where(eq(memberComps.memberId, back.id));
    expect(gift?.until?.toISOString()).toBe('2099-06-30T23:59:59.999Z');
    const detail = await asPro('GET', `/api/members/${back.uuid}`);
    expect((detail.json as unknown as MemberDetail).comp).toMatchObject({
      tier: { uuid: tierUuid, name: 'Mecenas' },
      until: '2099-06-30T23:59:59.999Z',
    });
  });

  it('refuses, in Spanish and writing nothing, what is not a members CSV', async () => {
    const before = (await t.db.select().from(members)).length;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const cases: [Uint8Array | string | null, number, string][] = [
      [png, 400, M.importUnreadable],
      ['email,name\n"sin cerrar,Ana\n', 400, M.importUnreadable],
      ['correo,nombre\nana@example.com,Ana\n', 400, M.importNoEmailColumn],
      [null, 400, M.importMissing],
    ];
    for (const [file, status, error] of cases) {
      const res = await upload(file);
      expect(res.status, JSON.stringify(res.json)).toBe(status);
      expect(res.json.error).toBe(error);
    }
    const past = await upload('email\nana@example.com\n', { fields: { paidUntil: '2001-01-01' } });
    expect(past.status).toBe(400);
    expect(past.json.error).toBe(M.compUntilPast);
    const bad = await upload('email\nana@example.com\n', { fields: { paidUntil: '31/12/2099' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(M.importPaidUntilInvalid);
    expect((await t.db.select().from(members)).length).toBe(before);
  });

  it('refuses a file past 5 MB and takes one of 5 MB', async () => {
    const line = 'x'.repeat(99);
    const header = 'email,name\n';
    const body = `${header}${`ana@example.com,${line}\n`.repeat(Math.ceil(MEMBER_IMPORT_MAX_BYTES / 115))}`;
    const tooLarge = await upload(
      new TextEncoder().encode(body).slice(0, MEMBER_IMPORT_MAX_BYTES + 1),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe(M.importTooLarge(5));
    const atLimit = await upload(new TextEncoder().encode(body).slice(0, MEMBER_IMPORT_MAX_BYTES));
    expect(atLimit.status, JSON.stringify(atLimit.json)).toBe(200);
    expect(atLimit.json.imported).toBe(1);
  });

  it('refuses more than 50 000 rows and takes 50 000', async () => {
    const rows = (n: number) =>
      `email\n${Array.from({ length: n }, (_, i) => `m${i}@example.com`).join('\n')}\n`;
    const tooMany = await upload(rows(50_001));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toBe(M.importTooManyRows(50_000));
    const most = await upload(rows(50_000));
    expect(most.status, JSON.stringify(most.json)).toBe(200);
    expect(most.json.imported).toBe(50_000);
  }, 60_000);

  it('is the blog ADMIN’s, and PRO only', async () => {
    const file = 'email\nana@example.com\n';
    const free = await upload(file, { token: s.tokens.admin, blog: s.demo.id });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(M.needPro);
    const otherBlog = await upload(file, { token: s.tokens.admin, blog: s.pro.id });
    expect([403, 404]).toContain(otherBlog.status);
    const author = await upload(file, { token: s.tokens.author, blog: s.demo.id });
    expect(author.status).toBe(403);
    expect(await member('ana@example.com')).toBeUndefined();
  });
});

describe('POST /api/members/:uuid/comp with a tier and an end', () => {
  it('gifts a tier until a day, changes it, refuses bad input, and the schedule ends it', async () => {
    const tierUuid = await mecenas();
    await t.db
      .insert(members)
      .values({ blogId: s.pro.id, email: 'ines@example.com', name: 'Inés' });
    const ines = await member('ines@example.com');
    const path = `/api/members/${ines?.uuid}/comp`;
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);

    const gifted = await asPro('POST', path, { tierId: tierUuid, until: tomorrow });
    expect(gifted.status, gifted.text).toBe(200);
    expect(gifted.json).toMatchObject({
      status: 'comped',
      tier: { uuid: tierUuid, name: 'Mecenas' },
      comp: { tier: { uuid: tierUuid, name: 'Mecenas' }, until: `${tomorrow}T23:59:59.999Z` },
    });
    const changed = await asPro('POST', path, {});
    expect(changed.json.comp).toEqual({ tier: null, until: null });
    const again = await asPro('POST', path, { tierId: tierUuid, until: tomorrow });
    expect(again.status).toBe(200);

    const tiers = await asPro('GET', '/api/members/tiers');
    const freeTier = (tiers.json.tiers as { uuid: string; free: boolean }[]).find((x) => x.free);
    const refusals: [unknown, string][] = [
      [{ until: '2001-01-01' }, M.compUntilPast],
      [{ until: '2099-02-30' }, M.compUntilInvalid],
      [{ until: 'mañana' }, M.compUntilInvalid],
      [{ tierId: crypto.randomUUID() }, M.compTierNotFound],
      [{ tierId: freeTier?.uuid }, M.compTierFree],
      [{ tierId: 'nope' }, M.memberTierInvalid],
    ];
    for (const [body, error] of refusals) {
      const res = await asPro('POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(error);
    }
    // The refused calls left the gift as it was.
    const kept = await asPro('GET', `/api/members/${ines?.uuid}`);
    expect(kept.json.comp).toMatchObject({ until: `${tomorrow}T23:59:59.999Z` });

    const expire = membershipJobs(t.deps)[MEMBERSHIP_JOBS.expire];
    if (!expire) throw new Error('no expire job');
    await expire({ job: { payload: {} } } as never);
    expect((await member('ines@example.com'))?.status).toBe('comped');
    t.setNow(new Date(Date.now() + 2 * DAY));
    try {
      await expire({ job: { payload: {} } } as never);
    } finally {
      t.setNow(undefined);
    }
    expect((await member('ines@example.com'))?.status).toBe('free');
    expect(
      await t.db
        .select()
        .from(memberComps)
        .where(eq(memberComps.memberId, ines?.id ?? 0)),
    ).toEqual([]);
  });
});
