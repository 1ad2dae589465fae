import { commentNotificationsSchema } from '@bitacora/api/schemas';
import { COMMENT_NOTIFICATION_MESSAGES } from '@bitacora/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import {
  confirmForm,
  LINK_PAGE_HEADERS as PAGE_HEADERS,
  linkPage as page,
  wantsPage,
} from '../../platform/http/link-pages.ts';
import { getActor } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { contentChanged } from '../content/index.ts';
import {
  checkApproveLink,
  checkVisitorLink,
  followApproveLink,
  followQueueLink,
  followVisitorLink,
  getCommentNotificationMode,
  type LinkOutcome,
  setCommentNotificationMode,
} from './comment-notifications.service.ts';

/** `GET`/`PUT /api/comment-notifications`: the caller's own 'Avisos de comentarios'. */
export const commentNotificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const mode = await getCommentNotificationMode(c.get('deps').db, getActor(c).userId);
    return c.json({ mode });
  })
  .put('/', async (c) => {
    const { mode } = await parseBody(c, commentNotificationsSchema);
    return c.json({
      mode: await setCommentNotificationMode(c.get('deps').db, getActor(c).userId, mode),
    });
  });

const M = COMMENT_NOTIFICATION_MESSAGES;

function answer(c: Context<AppEnv>, outcome: LinkOutcome, title: string) {
  if (!outcome.ok) {
    if (!wantsPage(c)) return c.json({ error: outcome.message }, outcome.status);
    const panel = `<p><a href="/cms/comments">${escapeHtml(M.openPanel)}</a></p>`;
    return c.html(
      page(title, `<p role="alert">${escapeHtml(outcome.message)}</p>${panel}`),
      outcome.status,
      PAGE_HEADERS,
    );
  }
  if (!wantsPage(c)) return c.json({ message: outcome.message });
  return c.html(
    page(title, `<p role="status">${escapeHtml(outcome.message)}</p>`),
    200,
    PAGE_HEADERS,
  );
}

/**
 * The pages' forms send no fields; a body that came anyway follows the API's rule (JSON or
 * nothing, malformed JSON a 400) and is not used.
 */
const readNoBody = (c: Context<AppEnv>) => jsonBody(c);

/**
 * The links comment mails carry (docs/decisions/025-comment-notifications.md): the token in the
 * address is the permission. Approving, confirming and unsubscribing show a page whose button
 * POSTs to the same address; the queue link only leads to the panel, which asks for sign-in.
 */
export const commentLinkRoutes = new Hono<AppEnv>()
  .get('/approve/:token', async (c) => {
    const { db, now } = c.get('deps');
    const checked = await checkApproveLink(db, c.req.param('token'), now());
    if (!checked.ok) return answer(c, checked, M.approveTitle);
    if (!wantsPage(c)) return c.json({ authorName: checked.authorName, content: checked.content });
    const body = `<p>${escapeHtml(checked.authorName)} comentó en «${escapeHtml(checked.postTitle)}» (${escapeHtml(checked.blogName)}):</p>
<blockquote>${escapeHtml(checked.content)}</blockquote>
${confirmForm(M.approveButton)}`;
    return c.html(page(M.approveTitle, body), 200, PAGE_HEADERS);
  })
  .post('/approve/:token', async (c) => {
    await readNoBody(c);
    const { db, now } = c.get('deps');
    const outcome = await followApproveLink(db, c.req.param('token'), now());
    // The public pages of the blog show the comment from now on.
    if (outcome.ok && outcome.blogId !== undefined)
      await contentChanged(c.get('versions'), outcome.blogId);
    return answer(c, outcome, M.approveTitle);
  })
  .get('/queue/:token', async (c) => {
    const { db, now, publicOrigin } = c.get('deps');
    const outcome = await followQueueLink(db, publicOrigin, c.req.param('token'), now());
    if (outcome.ok && outcome.redirect) return c.redirect(outcome.redirect, 303);
    return answer(c, outcome, M.openPanel);
  })
  .get('/confirm/:token', async (c) => {
    const { db, now } = c.get('deps');
    const checked = await checkVisitorLink(db, c.req.param('token'), 'CONFIRM', now());
    if (!checked.ok || !wantsPage(c)) return answer(c, checked, M.confirmTitle);
    const body = `<p>${escapeHtml(M.notifyReplies)}.</p>${confirmForm(M.confirmButton)}`;
    return c.html(page(M.confirmTitle, body), 200, PAGE_HEADERS);
  })
  .post('/confirm/:token', async (c) => {
    await readNoBody(c);
    const { db, now } = c.get('deps');
    const outcome = await followVisitorLink(db, c.req.param('token'), 'CONFIRM', now());
    return answer(c, outcome, M.confirmTitle);
  })
  .get('/unsubscribe/:token', async (c) => {
    const { db, now } = c.get('deps');
    const checked = await checkVisitorLink(db, c.req.param('token'), 'UNSUBSCRIBE', now());
    if (!checked.ok || !wantsPage(c)) return answer(c, checked, M.unsubscribeTitle);
    return c.html(page(M.unsubscribeTitle, confirmForm(M.unsubscribeButton)), 200, PAGE_HEADERS);
  })
  .post('/unsubscribe/:token', async (c) => {
    await readNoBody(c);
    const { db, now } = c.get('deps');
    const outcome = await followVisitorLink(db, c.req.param('token'), 'UNSUBSCRIBE', now());
    return answer(c, outcome, M.unsubscribeTitle);
  });
