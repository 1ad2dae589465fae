import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import {
  confirmForm,
  LINK_PAGE_HEADERS,
  linkPage,
  wantsPage,
} from '../../platform/http/link-pages.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { NEWSLETTER_MAIL_MESSAGES } from './messages.ts';
import {
  checkNewsletterLink,
  followNewsletterLink,
  type NewsletterLinkOutcome,
} from './newsletter.service.ts';

/** The one-click unsubscribe address (RFC 8058): its POST may carry a form body. */
export const ONE_CLICK_PATH = /^\/api\/newsletter\/[^/]+\/unsubscribe\/[^/]+\/?$/;

type Purpose = 'confirm' | 'unsubscribe';

/** The page's title in the subscriber's language. */
const titleOf = (outcome: NewsletterLinkOutcome, purpose: Purpose) => {
  const words = NEWSLETTER_MAIL_MESSAGES[outcome.language].pages;
  return purpose === 'confirm' ? words.confirmTitle : words.unsubscribeTitle;
};

function answer(c: Context<AppEnv>, outcome: NewsletterLinkOutcome, purpose: Purpose) {
  const title = titleOf(outcome, purpose);
  if (!outcome.ok) {
    if (!wantsPage(c)) return c.json({ error: outcome.message }, outcome.status);
    return c.html(
      linkPage(title, `<p role="alert">${escapeHtml(outcome.page)}</p>`, outcome.language),
      outcome.status,
      LINK_PAGE_HEADERS,
    );
  }
  if (!wantsPage(c)) return c.json({ message: outcome.message });
  return c.html(
    linkPage(title, `<p role="status">${escapeHtml(outcome.page)}</p>`, outcome.language),
    200,
    LINK_PAGE_HEADERS,
  );
}

/** The GET's page: what the link will do, and the button that does it. */
function askPage(c: Context<AppEnv>, outcome: NewsletterLinkOutcome, purpose: Purpose) {
  if (!outcome.ok || !wantsPage(c)) return answer(c, outcome, purpose);
  const words = NEWSLETTER_MAIL_MESSAGES[outcome.language].pages;
  const button = purpose === 'confirm' ? words.confirmButton : words.unsubscribeButton;
  const body = `<p>${escapeHtml(outcome.page)}</p>${confirmForm(button)}`;
  return c.html(
    linkPage(titleOf(outcome, purpose), body, outcome.language),
    200,
    LINK_PAGE_HEADERS,
  );
}

/**
 * A mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form; the page's
 * button sends nothing. Any other body follows the API's rule (JSON or nothing) and is not used.
 */
async function readUnsubscribeBody(c: Context<AppEnv>) {
  const type = (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    await c.req.text();
    return;
  }
  await jsonBody(c);
}

/**
 * The links subscriber mails carry (docs/decisions/030-newsletter.md): the blog and the token
 * in the address are the permission, and a token works only on its own blog's list. A GET shows
 * a button that POSTs to the same address; unsubscribing also takes a mail client's one-click
 * POST.
 */
export const newsletterLinkRoutes = new Hono<AppEnv>()
  .get('/:blog/confirm/:token', async (c) => {
    const { db, now } = c.get('deps');
    const { blog, token } = c.req.param();
    return askPage(c, await checkNewsletterLink(db, blog, token, 'CONFIRM', now()), 'confirm');
  })
  .post('/:blog/confirm/:token', async (c) => {
    await jsonBody(c);
    const { db, now } = c.get('deps');
    const { blog, token } = c.req.param();
    return answer(c, await followNewsletterLink(db, blog, token, 'CONFIRM', now()), 'confirm');
  })
  .get('/:blog/unsubscribe/:token', async (c) => {
    const { db, now } = c.get('deps');
    const { blog, token } = c.req.param();
    const checked = await checkNewsletterLink(db, blog, token, 'UNSUBSCRIBE', now());
    return askPage(c, checked, 'unsubscribe');
  })
  .post('/:blog/unsubscribe/:token', async (c) => {
    await readUnsubscribeBody(c);
    const { db, now } = c.get('deps');
    const { blog, token } = c.req.param();
    const outcome = await followNewsletterLink(db, blog, token, 'UNSUBSCRIBE', now());
    return answer(c, outcome, 'unsubscribe');
  });
