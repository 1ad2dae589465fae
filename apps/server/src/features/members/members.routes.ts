import { memberSignInBodySchema, toValidationErrorBody } from '@bitacora/api/schemas';
import {
  isLanguage,
  MEMBER_API_MESSAGES,
  SERVER_MESSAGES,
  TRANSLATION_MESSAGES,
} from '@bitacora/domain';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import type { BlogPage } from '../../platform/http/blog-page.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { requestHeader } from '../../platform/http/request-header.ts';
import {
  cancelFromAccount,
  paymentsOf,
  planSection,
  subscribeFromAccount,
} from '../memberships/index.ts';
import {
  accountOf,
  deleteAccount,
  endSession,
  exportAccount,
  hitClientLimit,
  MEMBER_COOKIE,
  MEMBER_SESSION_DAYS,
  type Member,
  memberCookieIn,
  memberForSession,
  requestSignInLink,
  signInLinkEmail,
  updateAccount,
  useSignInLink,
} from './members.service.ts';
import { MEMBER_MESSAGES } from './messages.ts';
import {
  ACCOUNT_PATH,
  accountPage,
  checkMailPage,
  confirmPage,
  deletedPage,
  SIGN_IN_PATH,
  signInForm,
} from './pages.ts';

/*
 * The members' routes on a blog's host (docs/decisions/058-members-sign-in-by-link.md), mounted
 * at /members. The public site sets the blog's page frame before they run and answers 404 itself
 * where members are off; on the app's own hosts there is no blog, and they answer 404 too.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SAVED_PARAM = 'guardado';

function blogOf(c: AppContext): BlogPage | undefined {
  const page = c.get('blogPage');
  return page?.membersEnabled ? page : undefined;
}

const notHere = (c: AppContext) => c.json({ error: SERVER_MESSAGES.pageNotFound }, 404);

/**
 * A form or call from anywhere but the blog's own pages is refused. The member cookie is
 * SameSite=Lax, but the platform's other blogs share its parent domain and so count as the same
 * site: the browser's Sec-Fetch-Site must say same-origin (or none: an address typed or a
 * bookmark); a browser without it is judged by its Origin (a missing one, from a tool, carries no
 * victim's cookie).
 */
function fromOtherSite(c: AppContext): boolean {
  const fetchSite = requestHeader(c, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = requestHeader(c, 'origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (requestHeader(c, 'host') ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}

function sessionCookie(page: BlogPage, value: string, maxAgeSeconds: number): string {
  const secure = page.origin.startsWith('https:') ? '; Secure' : '';
  return `${MEMBER_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

const clearCookie = (page: BlogPage) => sessionCookie(page, '', 0);

async function signedIn(c: AppContext, page: BlogPage): Promise<Member | null> {
  const token = memberCookieIn(requestHeader(c, 'cookie'));
  if (!token) return null;
  const { db, now } = c.get('deps');
  return memberForSession(db, page.blogId, token, now());
}

function render(
  page: BlogPage,
  status: number,
  title: string,
  main: string,
  member: boolean,
): Response {
  return page.render({ status, title, main, member });
}

/** The page a used, expired, unknown or other blog's link opens: it can ask for a new one. */
function deadLink(page: BlogPage): Response {
  const t = MEMBER_MESSAGES[page.language];
  return render(
    page,
    410,
    t.linkDeadTitle,
    signInForm(t, page.name, { heading: t.linkDeadTitle, intro: t.linkDead }),
    false,
  );
}

/** Asking for a link through the form: limits, fields, then always the same answer. */
async function askForLink(c: AppContext, page: BlogPage, form: Record<string, unknown>) {
  const t = MEMBER_MESSAGES[page.language];
  const { db, rateLimitStore, now, wakeJobs } = c.get('deps');
  const email = text(form.email);
  const refused = (status: number, errors: string[]) =>
    render(page, status, t.errorTitle, signInForm(t, page.name, { email, errors }), false);
  try {
    await hitClientLimit(rateLimitStore, clientAddress(c), now());
    const parsed = memberSignInBodySchema.safeParse({ email, name: text(form.name) });
    if (!parsed.success) {
      return refused(400, [...new Set(parsed.error.issues.map((issue) => issue.message))]);
    }
    await requestSignInLink({ db, rateLimitStore, wakeJobs }, page.blogId, parsed.data, now());
  } catch (error) {
    if (error instanceof HTTPException && error.status === 429) {
      return refused(429, [error.message]);
    }
    throw error;
  }
  return render(page, 200, t.checkMailTitle, checkMailPage(t), false);
}

export const memberRoutes = new Hono<AppEnv>()
  .post('/api/send-magic-link', async (c) => {
    // Read as every JSON call is: a body not declared JSON (a cross-site form) is a 415.
    const body = await jsonBody(c);
    const page = blogOf(c);
    if (!page) return notHere(c);
    if (fromOtherSite(c)) return c.json({ error: MEMBER_API_MESSAGES.otherSite }, 403);
    const { db, rateLimitStore, now, wakeJobs } = c.get('deps');
    await hitClientLimit(rateLimitStore, clientAddress(c), now());
    const parsed = memberSignInBodySchema.safeParse(body);
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400);
    await requestSignInLink({ db, rateLimitStore, wakeJobs }, page.blogId, parsed.data, now());
    return c.json({ message: MEMBER_API_MESSAGES.linkSent }, 202);
  })
  .get('/entrar', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const t = MEMBER_MESSAGES[page.language];
    const token = c.req.query('token');
    if (token !== undefined) {
      const { db, now } = c.get('deps');
      const email = await signInLinkEmail(db, page.blogId, token, now());
      if (email === null) return deadLink(page);
      return render(
        page,
        200,
        t.confirmTitle(page.name),
        confirmPage(t, page.name, email, token),
        false,
      );
    }
    if (await signedIn(c, page)) return c.redirect(ACCOUNT_PATH, 303);
    return render(page, 200, t.joinTitle(page.name), signInForm(t, page.name), false);
  })
  .post('/entrar', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const t = MEMBER_MESSAGES[page.language];
    if (fromOtherSite(c)) {
      return render(page, 403, t.errorTitle, signInForm(t, page.name), false);
    }
    const form = await c.req.parseBody();
    const token = text(form.token);
    if (token === '') return askForLink(c, page, form);
    const { db, now } = c.get('deps');
    const used = await useSignInLink(db, page.blogId, token, now());
    if (!used) return deadLink(page);
    c.header(
      'set-cookie',
      sessionCookie(page, used.sessionToken, MEMBER_SESSION_DAYS * 24 * 60 * 60),
    );
    return c.redirect(ACCOUNT_PATH, 303);
  })
  .get('/cuenta', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member) return c.redirect(SIGN_IN_PATH, 303);
    const t = MEMBER_MESSAGES[page.language];
    const account = await accountOf(c.get('deps').db, member, page.language);
    const saved = c.req.query(SAVED_PARAM) !== undefined;
    const { db, now } = c.get('deps');
    const plan = await planSection(db, {
      blogId: page.blogId,
      memberId: member.id,
      language: page.language,
      now: now(),
    });
    return render(page, 200, t.accountTitle, accountPage(t, account, { saved, plan }), true);
  })
  // 'Suscribirme': a link to the provider's page (the sandbox's locally) to authorize the payment.
  .post('/cuenta/suscribirme', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member || fromOtherSite(c)) return c.redirect(SIGN_IN_PATH, 303);
    const form = await c.req.parseBody();
    const { status, title, main } = await subscribeFromAccount(c.get('deps'), {
      blogId: page.blogId,
      member,
      form,
      origin: page.origin,
      language: page.language,
    });
    return render(page, status, title, main, true);
  })
  // 'Cancelar': no more renewals; access lasts to the period's end.
  .post('/cuenta/cancelar', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member || fromOtherSite(c)) return c.redirect(SIGN_IN_PATH, 303);
    await cancelFromAccount(c.get('deps'), member.id);
    return c.redirect(ACCOUNT_PATH, 303);
  })
  .post('/cuenta', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member || fromOtherSite(c)) return c.redirect(SIGN_IN_PATH, 303);
    const form = await c.req.parseBody();
    const { db, now } = c.get('deps');
    // The mails' language, when the page offers it: one of the four, refused in Spanish.
    const language = form.language;
    if (language !== undefined && !isLanguage(language)) {
      const t = MEMBER_MESSAGES[page.language];
      const account = await accountOf(db, member, page.language);
      const errors = [TRANSLATION_MESSAGES.languageInvalid];
      return render(page, 400, t.accountTitle, accountPage(t, account, { errors }), true);
    }
    await updateAccount(
      db,
      member,
      { name: text(form.name), newsletter: text(form.newsletter) === 'on', language },
      now(),
    );
    return c.redirect(`${ACCOUNT_PATH}?${SAVED_PARAM}=1`, 303);
  })
  .get('/cuenta/datos', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member) return c.redirect(SIGN_IN_PATH, 303);
    const { db } = c.get('deps');
    const [data, payments] = await Promise.all([
      exportAccount(db, member),
      paymentsOf(db, member.id),
    ]);
    return c.body(JSON.stringify({ ...data, payments }, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="mis-datos.json"',
      'cache-control': 'no-store',
    });
  })
  .post('/salir', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    if (fromOtherSite(c)) return c.redirect(ACCOUNT_PATH, 303);
    const token = memberCookieIn(requestHeader(c, 'cookie'));
    if (token) await endSession(c.get('deps').db, token);
    c.header('set-cookie', clearCookie(page));
    return c.redirect('/', 303);
  })
  .post('/cuenta/eliminar', async (c) => {
    const page = blogOf(c);
    if (!page) return notHere(c);
    const member = await signedIn(c, page);
    if (!member || fromOtherSite(c)) return c.redirect(SIGN_IN_PATH, 303);
    const t = MEMBER_MESSAGES[page.language];
    const form = await c.req.parseBody();
    const { db } = c.get('deps');
    if (text(form.confirm) !== 'on') {
      const account = await accountOf(db, member, page.language);
      const errors = [t.deleteUnconfirmed];
      return render(page, 400, t.accountTitle, accountPage(t, account, { errors }), true);
    }
    await deleteAccount(db, member);
    const res = render(page, 200, t.deletedTitle, deletedPage(t, page.name), false);
    res.headers.append('set-cookie', clearCookie(page));
    return res;
  });
