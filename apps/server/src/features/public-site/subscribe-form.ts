import { subscribeFormSchema } from '@bitacora/api/schemas';
import { isLanguage } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { hitSubscribeLimit, subscribe } from '../newsletter/index.ts';
import type { Rendered } from './render.ts';
import { type Site, siteInLanguage } from './site.ts';
import { documentHtml } from './templates/layout.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function notice(site: Site, status: Rendered['status'], title: string, lines: string[]): Rendered {
  const role = status === 200 ? 'status' : 'alert';
  const body = `<article class="notice"><h1>${escapeHtml(title)}</h1>${lines
    .map((line) => `<p role="${role}">${escapeHtml(line)}</p>`)
    .join('')}<p><a href="/">${escapeHtml(site.t.backHome)}</a></p></article>`;
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: documentHtml(
      site,
      { title: `${title} · ${site.title}`, description: title, path: '/', noindex: true },
      body,
    ),
  };
}

/**
 * The subscribe form without JavaScript (`POST /suscribirse` on the blog's host): the address
 * limit first, then the fields; a filled honeypot is answered as a success and mails nobody. The
 * answer is a page of its own, never cached, so the cached pages keep no visitor's state.
 */
export async function submitSubscribeForm(c: AppContext, blog: Site): Promise<Rendered> {
  const { db, rateLimitStore, now, wakeJobs } = c.get('deps');
  try {
    await hitSubscribeLimit(rateLimitStore, clientAddress(c), now());
  } catch (error) {
    if (error instanceof HTTPException && error.status === 429) {
      return notice(blog, 429, blog.t.subscribeErrorTitle, [error.message]);
    }
    throw error;
  }
  const form = await c.req.parseBody();
  // The answer speaks the page's language; a page the form never names is the main one's.
  const page = isLanguage(form.page) ? form.page : blog.language;
  const site = siteInLanguage(blog, page);
  const t = site.t;
  const parsed = subscribeFormSchema.safeParse({
    email: text(form.email) ?? '',
    name: text(form.name) ?? '',
    website: text(form.website) ?? '',
    language: form.language,
  });
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return notice(site, 400, t.subscribeErrorTitle, errors);
  }
  if (parsed.data.website.trim() === '') {
    const { email, name, language = page } = parsed.data;
    await subscribe({ db, rateLimitStore, wakeJobs }, site.id, { email, name, language }, now());
  }
  return notice(site, 200, t.subscribeSentTitle, [t.subscribeSent]);
}
