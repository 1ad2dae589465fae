import { CONTENT_FIELD_MESSAGES, NEWSLETTER_MESSAGES, PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberSubscriptions,
  members,
  memberTiers,
  newsletterSubscribers,
  settings,
} from '../../platform/db/schema/index.ts';
import type { OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { newsletterJobs } from './index.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);

/** Words only a reader with access may ever receive, and the free preview's. */
const SECRET = 'ZQX';
const FREE = 'PWK';
const GATED = `<p>La parte libre ${FREE}.</p>${PAYWALL_MARKER}<p>La parte reservada ${SECRET}.</p>`;

/** Subscribers of the PRO blog: one not a member, a free member, a paid one and a gifted one. */
const READERS = {
  subscriber: 'solo-correo@example.com',
  free: 'miembro@example.com',
  paid: 'de-pago@example.com',
  comped: 'regalo@example.com',
} as const;

async function seedReaders() {
  await t.db
    .update(settings)
    .set({ newsletterFullContent: true })
    .where(eq(settings.blogId, s.pro.id));
  await t.db.insert(newsletterSubscribers).values(
    Object.values(READERS).map((email) => ({
      blogId: s.pro.id,
      email,
      confirmedAt: new Date(),
    })),
  );
  await t.db.insert(members).values([
    // The member's email as typed another way is still the same person.
    { blogId: s.pro.id, email: READERS.free.toUpperCase(), status: 'free' },
    { blogId: s.pro.id, email: READERS.paid, status: 'paid' },
    { blogId: s.pro.id, email: READERS.comped, status: 'comped' },
    // A member who is no subscriber gets no newsletter.
    { blogId: s.pro.id, email: 'sin-boletin@example.com', status: 'paid' },
  ]);
}

let n = 0;
async function publish(body: Record<string, unknown>, token = s.tokens.pro, blog = s.pro.id) {
  const slug = `boletin-${++n}`;
  return call(t, 'POST', '/api/posts', {
    token,
    blog,
    body: { title: `Entrada ${slug}`, slug, content: GATED, status: 'PUBLISHED', ...body },
  });
}

const mailed = () =>
  Object.fromEntries(
    Object.entries(READERS).map(([reader, email]) => [reader, mailsTo(email).length]),
  );

describe('the newsletter by audience', () => {
  it('is a field of the post: all by default, refused when unknown, PRO only for members', async () => {
    const made = await publish({ visibility: 'public' });
    expect(made.status, made.text).toBe(201);
    expect(made.json.newsletterAudience).toBe('all');
    const patched = await call(t, 'PATCH', `/api/posts/${made.json.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { newsletterAudience: 'paid' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.newsletterAudience).toBe('paid');
    const wrong = await publish({ newsletterAudience: 'vip' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(CONTENT_FIELD_MESSAGES.newsletterAudienceInvalid);
    const free = await publish(
      { newsletterAudience: 'members', content: '<p>Hola</p>' },
      s.tokens.admin,
      s.demo.id,
    );
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(CONTENT_FIELD_MESSAGES.newsletterAudienceNeedsPro);
    const everyone = await publish(
      { newsletterAudience: 'all', content: '<p>Hola</p>' },
      s.tokens.admin,
      s.demo.id,
    );
    expect(everyone.status, everyone.text).toBe(201);
  });

  it('all: every subscriber, members or not', async () => {
    await seedReaders();
    expect((await publish({ visibility: 'public' })).status).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    expect(mailed()).toEqual({ subscriber: 1, free: 1, paid: 1, comped: 1 });
    expect(mailsTo('sin-boletin@example.com')).toEqual([]);
  });

  it('members: only subscribers who are members of the blog', async () => {
    await seedReaders();
    expect((await publish({ newsletterAudience: 'members' })).status).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    expect(mailed()).toEqual({ subscriber: 0, free: 1, paid: 1, comped: 1 });
    expect(mailsTo('sin-boletin@example.com')).toEqual([]);
  });

  it('paid: only members with a paid or gifted membership', async () => {
    await seedReaders();
    expect((await publish({ newsletterAudience: 'paid', visibility: 'paid' })).status).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    expect(mailed()).toEqual({ subscriber: 0, free: 0, paid: 1, comped: 1 });
  });

  it('the gated text never reaches a recipient without access, whatever the audience', async () => {
    await seedReaders();
    const titles: Record<string, string> = {};
    for (const [visibility, audience] of [
      ['members', 'all'],
      ['paid', 'all'],
      ['paid', 'members'],
    ] as const) {
      const res = await publish({ visibility, newsletterAudience: audience });
      expect(res.status, res.text).toBe(201);
      titles[String(res.json.title)] = visibility;
    }
    await runDueJobs(t, newsletterJobs(t.deps));
    // The subscriber without membership got the two posts mailed to everyone; the free member
    // all three, two of them paid posts (the members post is theirs to read whole).
    expect(mailsTo(READERS.subscriber)).toHaveLength(2);
    expect(mailsTo(READERS.free)).toHaveLength(3);
    const withoutAccess = [
      ...mailsTo(READERS.subscriber),
      ...mailsTo(READERS.free).filter((mail) => titles[mail.subject] === 'paid'),
    ];
    expect(withoutAccess).toHaveLength(4);
    for (const mail of withoutAccess) {
      const whole = JSON.stringify(mail);
      expect(whole).toContain(FREE);
      expect(whole).not.toContain(SECRET);
      expect(whole).toContain('/blog/boletin-');
    }
  });

  it('readers with access get the whole post; the others its free part and the way in', async () => {
    await seedReaders();
    const members = await publish({ visibility: 'members', newsletterAudience: 'all' });
    expect(members.status, members.text).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    for (const email of [READERS.free, READERS.paid, READERS.comped]) {
      const [mail] = mailsTo(email);
      expect(JSON.stringify(mail), email).toContain(SECRET);
    }
    const [visitor] = mailsTo(READERS.subscriber);
    const text = JSON.stringify(visitor);
    expect(text).not.toContain(SECRET);
    expect(text).toContain(NEWSLETTER_MESSAGES.membersOnlyRest);
    expect(text).toContain(`/members/entrar`);

    const paid = await publish({ visibility: 'paid', newsletterAudience: 'all' });
    expect(paid.status, paid.text).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    for (const email of [READERS.paid, READERS.comped]) {
      const mail = mailsTo(email).at(-1);
      expect(JSON.stringify(mail), email).toContain(SECRET);
    }
    for (const email of [READERS.subscriber, READERS.free]) {
      const whole = JSON.stringify(mailsTo(email).at(-1));
      expect(whole, email).toContain(FREE);
      expect(whole, email).not.toContain(SECRET);
      expect(whole, email).toContain(NEWSLETTER_MESSAGES.paidOnlyRest);
      expect(whole, email).toContain('/members/cuenta');
    }
    // One mail per recipient and post, whatever their copy.
    expect(mailed()).toEqual({ subscriber: 2, free: 2, paid: 2, comped: 2 });
  });

  it('a paid member of a tier the post does not name gets only its free part', async () => {
    await seedReaders();
    const tiers: Record<string, { id: number; uuid: string }> = {};
    for (const name of ['Oro', 'Bronce']) {
      const res = await call(t, 'POST', '/api/members/tiers', {
        token: s.tokens.pro,
        blog: s.pro.id,
        body: { name, monthlyPrice: 500, yearlyPrice: 5000 },
      });
      expect(res.status, res.text).toBe(201);
      const [row] = await t.db
        .select({ id: memberTiers.id, uuid: memberTiers.uuid })
        .from(memberTiers)
        .where(eq(memberTiers.uuid, String(res.json.uuid)));
      if (row) tiers[name] = row;
    }
    const [bronzeMember] = await t.db
      .insert(members)
      .values({ blogId: s.pro.id, email: 'bronce@example.com', status: 'paid' })
      .returning();
    await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.pro.id, email: 'bronce@example.com', confirmedAt: new Date() });
    const [goldMember] = await t.db.select().from(members).where(eq(members.email, READERS.paid));
    for (const [member, tier] of [
      [goldMember, tiers.Oro],
      [bronzeMember, tiers.Bronce],
    ] as const) {
      if (!member || !tier) throw new Error('seed missing');
      await t.db.insert(memberSubscriptions).values({
        blogId: s.pro.id,
        memberId: member.id,
        tierId: tier.id,
        interval: 'monthly',
        status: 'active',
        amount: 500,
        currency: 'USD',
        provider: 'sandbox',
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      });
    }
    const res = await publish({
      visibility: 'paid',
      visibilityTiers: [tiers.Oro?.uuid],
      newsletterAudience: 'paid',
    });
    expect(res.status, res.text).toBe(201);
    await runDueJobs(t, newsletterJobs(t.deps));
    expect(JSON.stringify(mailsTo(READERS.paid))).toContain(SECRET);
    expect(JSON.stringify(mailsTo(READERS.comped))).toContain(SECRET);
    const bronze = mailsTo('bronce@example.com');
    expect(bronze).toHaveLength(1);
    expect(JSON.stringify(bronze)).toContain(FREE);
    expect(JSON.stringify(bronze)).not.toContain(SECRET);
    expect(JSON.stringify(bronze)).toContain(NEWSLETTER_MESSAGES.upgradeToRead);
  });
});
