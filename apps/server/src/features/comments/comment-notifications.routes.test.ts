import { COMMENT_NOTIFICATION_MESSAGES as M, RECIPIENT_MAIL_CAPS } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundJobs,
  blogMembers,
  comments,
  posts,
  users,
} from '../../platform/db/schema/index.ts';
import type { OutboxEntry, OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { commentNotificationJobs, enqueueCommentDigests } from './comment-notifications.service.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const outbox = () => t.deps.mailer as OutboxMailer;
const { mails, mailsTo } = useTestMails(outbox);
const runJobs = () => runDueJobs(t, commentNotificationJobs(t.deps));

/** The first link of a mail's text under `/api/comment-links/{kind}/`. */
function linkIn(mail: OutboxEntry | undefined, kind: string): string {
  const match = mail?.text.match(new RegExp(`https?://\\S+/api/comment-links/${kind}/\\S+`));
  if (!match) throw new Error(`no ${kind} link in ${mail?.subject}`);
  return new URL(match[0]).pathname;
}

const asPage = { accept: 'text/html' };
const follow = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = asPage) =>
  call(t, method, path, { headers });

async function authorsPost() {
  const [post] = await t.db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, 'tortilla-de-patatas'), eq(posts.blogId, s.demo.id)));
  return post!;
}

let visitorCount = 0;
async function visitorComment(extra: Record<string, unknown> = {}) {
  const post = await authorsPost();
  visitorCount += 1;
  const res = await call(t, 'POST', '/api/comments', {
    body: {
      postUuid: post.uuid,
      authorName: 'Lucía <Lectora>',
      authorEmail: 'lucia@example.com',
      content: '¿Se puede hacer sin cebolla?\nGracias & saludos',
      website: '',
      ...extra,
    },
    address: `198.51.100.${visitorCount}`,
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await t.db
    .select()
    .from(comments)
    .where(eq(comments.uuid, res.json.uuid as string));
  return row!;
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: comments.status }).from(comments).where(eq(comments.id, id)))[0]
    ?.status;

describe('a new comment mails the post’s author and the blog’s admins', () => {
  it('through the job queue: nothing is sent by the request, one mail each after the jobs', async () => {
    const comment = await visitorComment();
    expect(mails()).toEqual([]);
    // Stored with the comment, so a crash before any mail loses nothing.
    const [job] = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.dedupeKey, `comment-notify:${comment.id}`));
    expect(job).toMatchObject({ kind: 'comment-notify', state: 'queued' });
    await runJobs();
    const admin = mailsTo(s.users.admin.email);
    const author = mailsTo(s.users.author.email);
    expect(admin).toHaveLength(1);
    expect(author).toHaveLength(1);
    expect(mails()).toHaveLength(2);
    const mail = author[0]!;
    expect(mail.subject).toBe('Comentario pendiente en «Tortilla de patatas, con cebolla»');
    expect(mail.text).toContain('Lucía <Lectora> comentó en «Tortilla de patatas, con cebolla»');
    expect(mail.text).toContain('¿Se puede hacer sin cebolla?');
    expect(mail.text).toContain('Abrir la cola de moderación:');
    expect(mail.html).toContain('Lucía &lt;Lectora&gt;');
    expect(mail.html).toContain('Gracias &amp; saludos');
    expect(mail.html).not.toContain('<Lectora>');
    expect(mail.html).toContain('>Aprobar</a>');
    // Running again (another worker, a retry) mails nobody twice.
    await runJobs();
    expect(mails()).toHaveLength(2);
  });

  it('SMTP down: the comment is taken, its mails wait and each goes once when SMTP is back', async () => {
    let refuse = (_to: string) => true;
    const attempts: string[] = [];
    const flaky = {
      kind: 'smtp' as const,
      async send(message: Parameters<OutboxMailer['send']>[0]) {
        attempts.push(message.to);
        if (refuse(message.to)) throw new Error('SMTP no responde');
        await outbox().send(message);
      },
    };
    const jobs = commentNotificationJobs({ ...t.deps, mailer: flaky });
    const comment = await visitorComment();
    expect(comment.status).toBe('PENDING');
    expect(await runDueJobs(t, jobs)).toEqual(['comment-notify failed']);
    expect(mails()).toEqual([]);
    // Back for the first recipient only: the run fails at the second, the first is recorded.
    refuse = (to) => to !== s.users.admin.email;
    t.setNow(new Date(Date.now() + 11_000));
    expect(await runDueJobs(t, jobs)).toEqual(['comment-notify failed']);
    expect(mails().map((m) => m.to)).toEqual([s.users.admin.email]);
    refuse = () => false;
    t.setNow(new Date(Date.now() + 60_000));
    expect(await runDueJobs(t, jobs)).toEqual(['comment-notify']);
    expect(mails().map((m) => m.to)).toEqual([s.users.admin.email, s.users.author.email]);
    expect(attempts).toEqual([
      s.users.admin.email,
      s.users.admin.email,
      s.users.author.email,
      s.users.author.email,
    ]);
    t.setNow(new Date(Date.now() + 600_000));
    expect(await runDueJobs(t, jobs)).toEqual([]);
    expect(mails()).toHaveLength(2);
  });

  it('the approve link: GET only shows the button, POST approves once, then refuses in Spanish', async () => {
    const comment = await visitorComment();
    await runJobs();
    const link = linkIn(mailsTo(s.users.admin.email)[0], 'approve');
    const page = await follow('GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<form method="post"><button type="submit">Aprobar</button></form>',
    );
    expect(page.text).toContain('Lucía &lt;Lectora&gt;');
    // No script may run on it; its one form posts to this server.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('script-src');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await statusOf(comment.id)).toBe('PENDING');
    const done = await follow('POST', link);
    expect(done.status).toBe(200);
    expect(done.text).toContain(M.approved);
    expect(await statusOf(comment.id)).toBe('APPROVED');
    const again = await follow('POST', link);
    expect(again.status).toBe(410);
    expect(again.text).toContain(M.linkUsed);
    expect((await follow('POST', link, {})).json).toEqual({ error: M.linkUsed });
    // The other recipient's link now finds the comment approved.
    const other = await follow('POST', linkIn(mailsTo(s.users.author.email)[0], 'approve'));
    expect(other.status).toBe(409);
    expect(other.text).toContain('El comentario ya no está pendiente: está en estado «Aprobado».');
  });

  it('the approved comment shows on the public post', async () => {
    await visitorComment({ content: 'Un comentario aprobado desde el correo' });
    await runJobs();
    const before = await t.app.request('http://demo.localhost:3000/blog/tortilla-de-patatas', {
      headers: { host: 'demo.localhost:3000' },
    });
    expect(await before.text()).not.toContain('Un comentario aprobado desde el correo');
    await follow('POST', linkIn(mailsTo(s.users.admin.email)[0], 'approve'));
    const after = await t.app.request('http://demo.localhost:3000/blog/tortilla-de-patatas', {
      headers: { host: 'demo.localhost:3000' },
    });
    expect(await after.text()).toContain('Un comentario aprobado desde el correo');
  });

  it('a link works only for its recipient: one who may no longer moderate is refused', async () => {
    const comment = await visitorComment();
    await runJobs();
    const link = linkIn(mailsTo(s.users.author.email)[0], 'approve');
    await t.db
      .delete(blogMembers)
      .where(and(eq(blogMembers.userId, s.users.author.id), eq(blogMembers.blogId, s.demo.id)));
    const res = await follow('POST', link);
    expect(res.status).toBe(403);
    expect(res.text).toContain(M.notAllowed);
    expect(await statusOf(comment.id)).toBe('PENDING');
    // A made-up or altered token is nobody's.
    const forged = await follow('POST', `${link.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(404);
    expect(forged.text).toContain(M.linkInvalid);
  });

  it('an expired link is refused, and the comment stays pending', async () => {
    const comment = await visitorComment();
    await runJobs();
    const link = linkIn(mailsTo(s.users.admin.email)[0], 'approve');
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    const res = await follow('POST', link);
    expect(res.status).toBe(410);
    expect(res.text).toContain(M.linkExpired);
    expect(await statusOf(comment.id)).toBe('PENDING');
  });

  it('the queue link leads to the panel’s comments once', async () => {
    await visitorComment();
    await runJobs();
    const link = linkIn(mailsTo(s.users.admin.email)[0], 'queue');
    const res = await t.app.request(link, { headers: asPage });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:3000/cms/comments?blog=${s.demo.uuid}`,
    );
    const again = await follow('GET', link);
    expect(again.status).toBe(410);
    expect(again.text).toContain(M.linkUsed);
    expect(again.text).toContain('href="/cms/comments"');
  });

  it('no mail for the blog’s own replies, for spam, or to a member commenting as a visitor', async () => {
    const comment = await visitorComment({ authorEmail: s.users.admin.email });
    await runJobs();
    expect(mailsTo(s.users.admin.email)).toEqual([]);
    expect(mailsTo(s.users.author.email)).toHaveLength(1);
    await call(t, 'PATCH', `/api/comments/${comment.uuid}/approve`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    const reply = await call(t, 'POST', `/api/comments/${comment.uuid}/replies`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { content: 'Gracias' },
    });
    expect(reply.status).toBe(201);
    await visitorComment({
      content: 'Compra ya http://a.example http://b.example http://c.example viagra casino',
    });
    await runJobs();
    expect(mails()).toHaveLength(1);
  });
});

describe('Avisos de comentarios (the profile’s choice)', () => {
  it('reads and changes the caller’s own choice; a wrong one is a 400 in Spanish', async () => {
    const me = { token: s.tokens.author };
    expect((await call(t, 'GET', '/api/comment-notifications', me)).json).toEqual({ mode: 'EACH' });
    const put = await call(t, 'PUT', '/api/comment-notifications', {
      ...me,
      body: { mode: 'OFF' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ mode: 'OFF' });
    expect((await call(t, 'GET', '/api/comment-notifications', me)).json).toEqual({ mode: 'OFF' });
    const bad = await call(t, 'PUT', '/api/comment-notifications', { ...me, body: { mode: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(M.invalidMode);
    expect((await call(t, 'GET', '/api/comment-notifications')).status).toBe(401);
  });

  it('off: no mail; digest: no mail per comment', async () => {
    await t.db
      .update(users)
      .set({ commentNotifications: 'OFF' })
      .where(eq(users.id, s.users.author.id));
    await t.db
      .update(users)
      .set({ commentNotifications: 'DIGEST' })
      .where(eq(users.id, s.users.admin.id));
    await visitorComment();
    await runJobs();
    expect(mails()).toEqual([]);
  });

  it('a choice changed after the comment, before its mail went, is honoured', async () => {
    await visitorComment();
    await t.db
      .update(users)
      .set({ commentNotifications: 'OFF' })
      .where(eq(users.id, s.users.author.id));
    await runJobs();
    expect(mails().map((m) => m.to)).toEqual([s.users.admin.email]);
  });
});

describe('the daily digest', () => {
  it('one mail per digest member with the day’s comments, once whatever the instances', async () => {
    await t.db
      .update(users)
      .set({ commentNotifications: 'DIGEST' })
      .where(eq(users.id, s.users.admin.id));
    // The rows carry the database's time; they are dated on the day the digest covers.
    const first = await visitorComment({ content: 'Primer comentario del día' });
    const second = await visitorComment({
      content: 'Segundo comentario del día',
      authorName: 'Pedro',
    });
    const late = await visitorComment({ content: 'Comentario del día siguiente' });
    const dated = [
      [first, '2026-11-20T10:00:00Z'],
      [second, '2026-11-20T23:59:59Z'],
      [late, '2026-11-21T00:00:00Z'],
    ] as const;
    for (const [row, at] of dated) {
      await t.db
        .update(comments)
        .set({ createdAt: new Date(at) })
        .where(eq(comments.id, row.id));
    }
    await runJobs();
    expect(mailsTo(s.users.admin.email)).toEqual([]);
    t.setNow(new Date('2026-11-21T01:00:00Z'));
    // Two instances, two hourly runs: one job per member and day.
    await enqueueCommentDigests(t.db, t.deps.now());
    await enqueueCommentDigests(t.db, t.deps.now());
    t.setNow(new Date('2026-11-21T02:00:00Z'));
    await enqueueCommentDigests(t.db, t.deps.now());
    await runJobs();
    const digest = mailsTo(s.users.admin.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('2 comentarios nuevos (2026-11-20)');
    expect(digest[0]!.text).toContain('Primer comentario del día');
    expect(digest[0]!.text).toContain('Segundo comentario del día');
    expect(digest[0]!.text).not.toContain('Comentario del día siguiente');
    expect(digest[0]!.text).toContain('http://demo.localhost:3000/blog/tortilla-de-patatas');
    expect(digest[0]!.text).toContain('http://localhost:3000/cms/comments');
    const jobs = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, 'comment-digest'));
    expect(jobs).toHaveLength(1);
    // The author still chose a mail each: no digest for them.
    expect(mailsTo(s.users.author.email)).toHaveLength(3);
  });

  it('a day without comments sends nothing', async () => {
    await t.db
      .update(users)
      .set({ commentNotifications: 'DIGEST' })
      .where(eq(users.id, s.users.admin.id));
    await enqueueCommentDigests(t.db, new Date('2030-01-02T01:00:00Z'));
    await runJobs();
    expect(mails()).toEqual([]);
  });
});

describe('mails visitors cause are capped per recipient and blog a day', () => {
  // The outbox keeps only its latest mails in memory: count every send instead.
  let sent: string[] = [];
  beforeEach(() => {
    sent = [];
    const send = outbox().send.bind(outbox());
    vi.spyOn(outbox(), 'send').mockImplementation(async (mail) => {
      sent.push(mail.to);
      return send(mail);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const sentTo = (email: string) => sent.filter((to) => to === email).length;

  it(`a member gets at most ${RECIPIENT_MAIL_CAPS.newComment.max} new-comment mails from one blog a day; the comments all wait in the panel`, async () => {
    const { max } = RECIPIENT_MAIL_CAPS.newComment;
    const before = { admin: sentTo(s.users.admin.email), author: sentTo(s.users.author.email) };
    // In bursts of 27, 11 minutes apart: the post's own limit (30 in 10 minutes) lets each by.
    const start = Date.now();
    const stored = [];
    for (let burst = 0; burst * 27 < max + 4; burst++) {
      t.setNow(new Date(start + burst * 11 * 60_000));
      const size = Math.min(27, max + 4 - burst * 27);
      stored.push(
        ...(await Promise.all(
          Array.from({ length: size }, (_, j) => {
            const i = burst * 27 + j;
            return visitorComment({
              authorName: `Lector ${i}`,
              authorEmail: `lector${i}@example.com`,
              content: `Una pregunta distinta, la número ${i}: ¿cuánto tiempo de horno lleva?`,
            });
          }),
        )),
      );
    }
    expect(stored).toHaveLength(max + 4);
    await runJobs();
    expect(sentTo(s.users.admin.email) - before.admin).toBe(max);
    expect(sentTo(s.users.author.email) - before.author).toBe(max);
    // Nothing is owed: running the jobs again mails no one.
    await runJobs();
    expect(sentTo(s.users.admin.email) - before.admin).toBe(max);
    t.setNow(undefined);
  });

  it(`a reader gets at most ${RECIPIENT_MAIL_CAPS.replyNotice.max} reply notices from one blog a day`, async () => {
    const { max } = RECIPIENT_MAIL_CAPS.replyNotice;
    const comment = await visitorComment({ notifyReplies: true });
    await runJobs();
    const confirm = linkIn(mailsTo('lucia@example.com')[0], 'confirm');
    expect((await follow('POST', confirm)).status).toBe(200);
    const approved = await call(t, 'PATCH', `/api/comments/${comment.uuid}/approve`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(approved.status).toBe(200);
    const before = sentTo('lucia@example.com');
    const replies = await Promise.all(
      Array.from({ length: max + 3 }, (_, i) =>
        call(t, 'POST', `/api/comments/${comment.uuid}/replies`, {
          token: s.tokens.author,
          blog: s.demo.uuid,
          body: { content: `Respuesta ${i}` },
        }),
      ),
    );
    expect(replies.every((res) => res.status === 201)).toBe(true);
    await runJobs();
    expect(sentTo('lucia@example.com') - before).toBe(max);
  });
});

describe('a visitor asks to hear of replies (double opt-in)', () => {
  async function approve(uuid: string) {
    const res = await call(t, 'PATCH', `/api/comments/${uuid}/approve`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(res.status).toBe(200);
  }
  const staffReply = (uuid: string, content: string) =>
    call(t, 'POST', `/api/comments/${uuid}/replies`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { content },
    });

  it(`one blog mails an address at most ${RECIPIENT_MAIL_CAPS.replyConfirm.max} confirmations a day, however many comments ask at once`, async () => {
    const { max } = RECIPIENT_MAIL_CAPS.replyConfirm;
    const stored = await Promise.all(
      Array.from({ length: max + 3 }, (_, i) =>
        visitorComment({
          notifyReplies: true,
          authorEmail: i % 2 ? 'victima@example.com' : 'Victima@Example.com',
        }),
      ),
    );
    // Every comment is taken as usual; only the mails stop.
    expect(stored).toHaveLength(max + 3);
    await runJobs();
    expect(mailsTo('victima@example.com')).toHaveLength(max);
  });

  it('nothing before confirming; after it, each reply is mailed with a way out that works', async () => {
    const comment = await visitorComment({ notifyReplies: true });
    await runJobs();
    const confirmMail = mailsTo('lucia@example.com');
    expect(confirmMail).toHaveLength(1);
    expect(confirmMail[0]!.subject).toBe(
      'Confirma los avisos de respuestas en «Blog de demostración»',
    );
    await approve(comment.uuid);
    await staffReply(comment.uuid, 'Antes de confirmar');
    await runJobs();
    expect(mailsTo('lucia@example.com')).toHaveLength(1);

    const confirm = linkIn(confirmMail[0], 'confirm');
    const page = await follow('GET', confirm);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirmar</button>');
    const confirmed = await follow('POST', confirm);
    expect(confirmed.text).toContain(M.confirmed);
    expect((await follow('POST', confirm)).text).toContain(M.linkUsed);

    await staffReply(comment.uuid, 'Sí, sin cebolla también sale rica.');
    await runJobs();
    const replies = mailsTo('lucia@example.com');
    expect(replies).toHaveLength(2);
    const reply = replies[1]!;
    expect(reply.subject).toBe(
      `${s.users.author.name} respondió a tu comentario en «Tortilla de patatas, con cebolla»`,
    );
    expect(reply.text).toContain('Sí, sin cebolla también sale rica.');
    expect(reply.text).toContain('http://demo.localhost:3000/blog/tortilla-de-patatas#comentario-');
    const unsubscribe = linkIn(reply, 'unsubscribe');
    expect(reply.headers?.['List-Unsubscribe']).toBe(`<http://localhost:3000${unsubscribe}>`);

    // A visitor's reply is mailed once it is approved, not while it waits.
    const other = await visitorComment({
      parentUuid: comment.uuid,
      authorName: 'Marta',
      authorEmail: 'marta@example.com',
      content: 'Yo le pongo pimiento',
    });
    await runJobs();
    expect(mailsTo('lucia@example.com')).toHaveLength(2);
    await approve(other.uuid);
    await runJobs();
    expect(mailsTo('lucia@example.com')).toHaveLength(3);
    expect(mailsTo('lucia@example.com')[2]!.text).toContain('Marta respondió a tu comentario');

    const out = await follow('GET', unsubscribe);
    expect(out.status).toBe(200);
    expect(out.text).toContain('Dejar de recibir avisos</button>');
    const done = await follow('POST', unsubscribe);
    expect(done.text).toContain(M.unsubscribed);
    expect((await follow('POST', unsubscribe)).text).toContain(M.unsubscribed);
    await staffReply(comment.uuid, 'Después de darse de baja');
    await runJobs();
    expect(mailsTo('lucia@example.com')).toHaveLength(3);
  });

  it('on a post in English, the confirmation and the replies are in English, linked to it', async () => {
    await t.db
      .update(posts)
      .set({ language: 'en' })
      .where(eq(posts.id, (await authorsPost()).id));
    const comment = await visitorComment({ notifyReplies: true });
    await runJobs();
    const [confirmMail] = mailsTo('lucia@example.com');
    expect(confirmMail!.subject).toBe('Confirm the reply notices on “Blog de demostración”');
    expect(confirmMail!.html).toContain('<html lang="en">');
    expect(confirmMail!.html).toContain('>Confirm the notices</a>');
    expect((await follow('POST', linkIn(confirmMail, 'confirm'))).status).toBe(200);
    await approve(comment.uuid);
    await staffReply(comment.uuid, 'Yes, without onion too.');
    await runJobs();
    const reply = mailsTo('lucia@example.com')[1]!;
    expect(reply.subject).toBe(
      `${s.users.author.name} replied to your comment on “Tortilla de patatas, con cebolla”`,
    );
    expect(reply.text).toContain(
      'http://demo.localhost:3000/en/blog/tortilla-de-patatas#comentario-',
    );
    expect(reply.html).toContain('>Read the conversation</a>');
    expect(reply.html).toContain('>stop the notices</a>');
    for (const spanish of ['Hola', 'respondió', 'Leer la conversación', 'automáticamente']) {
      expect(reply.html).not.toContain(spanish);
      expect(confirmMail!.html).not.toContain(spanish);
    }
  });

  it('on a post in English, the pages the links open speak English; their JSON stays Spanish', async () => {
    await t.db
      .update(posts)
      .set({ language: 'en' })
      .where(eq(posts.id, (await authorsPost()).id));
    const comment = await visitorComment({ notifyReplies: true });
    await runJobs();
    const confirm = linkIn(mailsTo('lucia@example.com')[0], 'confirm');
    const ask = await follow('GET', confirm);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('<html lang="en">');
    expect(ask.text).toContain('<h1>Confirm the reply notices</h1>');
    expect(ask.text).toContain('Email me when someone replies to my comment.');
    expect(ask.text).toContain('Confirm</button>');
    expect((await follow('GET', confirm, {})).json).toEqual({ message: M.confirmTitle });
    const confirmed = await follow('POST', confirm);
    expect(confirmed.text).toContain(
      'Done: we will email you when someone replies to your comment.',
    );
    const again = await follow('POST', confirm);
    expect(again.status).toBe(410);
    expect(again.text).toContain('This link was already used. Each link works once.');
    expect((await follow('POST', confirm, {})).json).toEqual({ error: M.linkUsed });

    await approve(comment.uuid);
    await staffReply(comment.uuid, 'Yes, without onion too.');
    await runJobs();
    const unsubscribe = linkIn(mailsTo('lucia@example.com')[1], 'unsubscribe');
    const out = await follow('GET', unsubscribe);
    expect(out.text).toContain('<html lang="en">');
    expect(out.text).toContain('<h1>Stop the reply notices</h1>');
    expect(out.text).toContain('Stop the notices</button>');
    const done = await follow('POST', unsubscribe);
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will get no more notices of replies to this comment.');
    for (const text of [ask.text, confirmed.text, again.text, out.text, done.text]) {
      for (const spanish of ['Confirmar', 'avisos', 'Abrir el panel', 'lang="es"'])
        expect(text).not.toContain(spanish);
    }
    // A token that names no link names no post: Spanish.
    const forged = await follow('GET', `${unsubscribe.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(404);
    expect(forged.text).toContain('<html lang="es">');
    expect(forged.text).toContain(M.linkInvalid);
  });

  it('on a post in Portuguese, an expired link says so in Portuguese', async () => {
    await t.db
      .update(posts)
      .set({ language: 'pt' })
      .where(eq(posts.id, (await authorsPost()).id));
    await visitorComment({ notifyReplies: true });
    await runJobs();
    const confirm = linkIn(mailsTo('lucia@example.com')[0], 'confirm');
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    const res = await follow('POST', confirm);
    t.setNow(undefined);
    expect(res.status).toBe(410);
    expect(res.text).toContain('<html lang="pt">');
    expect(res.text).toContain(
      'Esta ligação expirou. Volte a marcar a caixa da próxima vez que comentar.',
    );
  });

  it('a reply approved with others in one bulk action is mailed too', async () => {
    const comment = await visitorComment({ notifyReplies: true });
    await approve(comment.uuid);
    await runJobs();
    await follow('POST', linkIn(mailsTo('lucia@example.com')[0], 'confirm'));
    const other = await visitorComment({
      parentUuid: comment.uuid,
      authorName: 'Marta',
      authorEmail: 'marta@example.com',
      content: 'Aprobada en bloque',
    });
    const bulk = await call(t, 'POST', '/api/comments/bulk', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { action: 'approve', uuids: [other.uuid] },
    });
    expect(bulk.status, bulk.text).toBe(200);
    await runJobs();
    const replies = mailsTo('lucia@example.com');
    expect(replies).toHaveLength(2);
    expect(replies[1]!.text).toContain('Aprobada en bloque');
  });

  it('an expired confirmation is refused; spam gets no confirmation mail', async () => {
    await visitorComment({ notifyReplies: true });
    await runJobs();
    const confirm = linkIn(mailsTo('lucia@example.com')[0], 'confirm');
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    const res = await follow('POST', confirm);
    expect(res.status).toBe(410);
    expect(res.text).toContain(M.confirmExpired);
    t.setNow(undefined);
    await visitorComment({
      notifyReplies: true,
      authorEmail: 'bot@example.com',
      content: 'Compra ya http://a.example http://b.example http://c.example viagra casino',
    });
    await runJobs();
    expect(mailsTo('bot@example.com')).toEqual([]);
  });

  it('the public form without JavaScript has the box, and ticking it asks for confirmation', async () => {
    const host = 'demo.localhost:3000';
    const page = await t.app.request(`http://${host}/blog/tortilla-de-patatas`, {
      headers: { host },
    });
    expect(await page.text()).toContain(
      '<input type="checkbox" name="notifyReplies" value="on"> Avísame por correo cuando respondan a mi comentario',
    );
    const res = await t.app.request(
      `http://${host}/blog/tortilla-de-patatas/comments`,
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          postUuid: (await authorsPost()).uuid,
          authorName: 'Pepa',
          authorEmail: 'pepa@example.com',
          content: 'Sin JavaScript',
          notifyReplies: 'on',
          website: '',
        }).toString(),
      },
      { incoming: { socket: { remoteAddress: '198.51.100.200' } } } as never,
    );
    expect(res.status).toBe(303);
    await runJobs();
    expect(mailsTo('pepa@example.com')).toHaveLength(1);
  });
});
