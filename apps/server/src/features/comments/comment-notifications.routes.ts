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
  type VisitorLinkOutcome,
} from './comment-notifications.service.ts';
import { REPLY_LINK_PAGE_MESSAGES } from './reply-link-pages.ts';

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

type VisitorPurpose = 'confirm' | 'unsubscribe';

/**
 * A commenter's link answers in the language of the post commented on (the page's title and
 * text), its JSON in Spanish as the API speaks; a reader has no panel to be sent to.
 */
function visitorAnswer(c: Context<AppEnv>, outcome: VisitorLinkOutcome, purpose: VisitorPurpose) {
  const words = REPLY_LINK_PAGE_MESSAGES[outcome.language];
  const title = purpose === 'confirm' ? words.confirmTitle : words.unsubscribeTitle;
  if (!wantsPage(c)) {
    return outcome.ok
      ? c.json({ message: outcome.message })
      : c.json({ error: outcome.message }, outcome.status);
  }
  const role = outcome.ok ? 'status' : 'alert';
  return c.html(
    page(title, `<p role="${role}">${escapeHtml(outcome.page)}</p>`, outcome.language),
    outcome.ok ? 200 : outcome.status,
    PAGE_HEADERS,
  );
}

/** The GET's page: what the link will do, and the button that does it. */
function visitorAsk(c: Context<AppEnv>, outcome: VisitorLinkOutcome, purpose: VisitorPurpose) {
  if (!outcome.ok || !wantsPage(c)) return visitorAnswer(c, outcome, purpose);
  const words = REPLY_LINK_PAGE_MESSAGES[outcome.language];
  const [title, body] =
    purpose === 'confirm'
      ? [
          words.confirmTitle,
          `<p>${escapeHtml(words.confirmText)}</p>${confirmForm(words.confirmButton)}`,
        ]
      : [words.unsubscribeTitle, confirmForm(words.unsubscribeButton)];
  return c.html(page(title, body, outcome.language), 200, PAGE_HEADERS);
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
    return visitorAsk(c, checked, 'confirm');
  })
  .post('/confirm/:token', async (c) => {
    await readNoBody(c);
    const { db, now } = c.get('deps');
    const outcome = await followVisitorLink(db, c.req.param('token'), 'CONFIRM', now());
    return visitorAnswer(c, outcome, 'confirm');
  })
  .get('/unsubscribe/:token', async (c) => {
    const { db, now } = c.get('deps');
    const checked = await checkVisitorLink(db, c.req.param('token'), 'UNSUBSCRIBE', now());
    return visitorAsk(c, checked, 'unsubscribe');
  })
  .post('/unsubscribe/:token', async (c) => {
    await readNoBody(c);
    const { db, now } = c.get('deps');
    const outcome = await followVisitorLink(db, c.req.param('token'), 'UNSUBSCRIBE', now());
    return visitorAnswer(c, outcome, 'unsubscribe');
  });
