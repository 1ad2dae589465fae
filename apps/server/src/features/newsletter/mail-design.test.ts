import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../platform/db/schema/index.ts';
import type { OutboxEntry, OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { memberJobs } from '../members/index.ts';
import { newsletterJobs } from './newsletter.service.ts';

/*
 * A blog's code injection and custom CSS are for its public pages only (decision 061): the
 * subscriber and member mails of the same blog carry neither, nor a script of any kind, nor an
 * origin of the blog's script allowance. Mail clients would drop scripts anyway; what matters is
 * that the admin's HTML (a tracker, a chat widget) never travels to readers' inboxes.
 */

const { t, s } = useTestApp({ reseedEachTest: true });
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);
const runJobs = () => runDueJobs(t, { ...newsletterJobs(t.deps), ...memberJobs(t.deps) });

const HEAD = `<script>window.cabecera='inyectada';</script><script async src="https://stats.example.com/s.js"></script>`;
const FOOT = '<style>.aviso-pie{color:#c00}</style><p class="aviso-pie">Pie inyectado</p>';
const CSS = '.marca-propia{outline:2px solid #7c3aed}';
/** What any of the blog's own design would leave in a mail. */
const MARKS = ['cabecera', 'stats.example.com', 'aviso-pie', 'Pie inyectado', 'marca-propia'];

let visitor = 0;
/** A form or JSON posted on the PRO blog's own host, as a reader's browser does. */
async function onBlog(path: string, body: { form?: Record<string, string>; json?: unknown }) {
  const headers: Record<string, string> = { host: PRO_HOST };
  let text: string;
  if (body.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    text = new URLSearchParams(body.form).toString();
  } else {
    headers['content-type'] = 'application/json';
    text = JSON.stringify(body.json);
  }
  const res = await t.app.request(
    `http://${PRO_HOST}${path}`,
    { method: 'POST', headers, body: text },
    { incoming: { socket: { remoteAddress: `198.51.100.${++visitor}` } } } as never,
  );
  return { status: res.status, text: await res.text() };
}

function expectPlain(mail: OutboxEntry | undefined) {
  expect(mail).toBeDefined();
  const whole = `${mail?.subject}\n${mail?.text}\n${mail?.html ?? ''}`;
  for (const mark of MARKS) expect(whole, `${mail?.subject}: ${mark}`).not.toContain(mark);
  expect(mail?.html ?? '').not.toMatch(/<script|<style[^>]*>[^<]*aviso/i);
}

describe('the mails of a blog with code injection and custom CSS', () => {
  it('carry neither, while its public pages do', async () => {
    const saved = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        codeInjectionHead: HEAD,
        codeInjectionFoot: FOOT,
        scriptOrigins: ['https://stats.example.com'],
        customCss: CSS,
        accentColor: '#7c3aed',
        headingFont: 'lora',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    await t.db
      .update(settings)
      .set({ newsletterFullContent: true })
      .where(eq(settings.blogId, s.pro.id));
    // The public page carries every mark: their absence from the mails below means something.
    const page = await (await visitorRequest(t, PRO_HOST, '/')).text();
    for (const mark of MARKS) expect(page, mark).toContain(mark);

    // The double opt-in's mail, then the 'new post' mail with the whole post in it.
    const reader = 'lectora@example.com';
    const subscribed = await onBlog('/suscribirse', { form: { email: reader, name: '' } });
    expect(subscribed.status, subscribed.text).toBe(200);
    await runJobs();
    const confirmMail = mailsTo(reader).at(-1);
    expectPlain(confirmMail);
    const link = confirmMail?.text.match(/https?:\/\/\S+\/api\/newsletter\/[^/\s]+\/confirm\/\S+/);
    expect(link).not.toBeNull();
    const confirmed = await call(t, 'POST', new URL(link?.[0] ?? '').pathname);
    expect(confirmed.status, confirmed.text).toBe(200);
    const published = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Entrada para la lista',
        slug: 'entrada-para-la-lista',
        content: '<p>Hola, lectores: <strong>novedades</strong> del blog.</p>',
        status: 'PUBLISHED',
      },
    });
    expect(published.status, published.text).toBe(201);
    await runJobs();
    const postMail = mailsTo(reader).find((mail) => mail.subject === 'Entrada para la lista');
    expect(postMail?.html).toContain('novedades');
    expectPlain(postMail);

    // A member's sign-in link.
    const member = 'socia@example.com';
    const asked = await onBlog('/members/api/send-magic-link', { json: { email: member } });
    expect(asked.status, asked.text).toBe(202);
    await runJobs();
    const signInMail = mailsTo(member).at(-1);
    expect(signInMail?.text).toMatch(/\/members\/entrar\?token=/);
    expectPlain(signInMail);
  });
});
