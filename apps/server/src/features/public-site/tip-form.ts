import { READER_MEMBERSHIP_MESSAGES } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { hitTipLimit, startTip } from '../memberships/index.ts';
import type { Rendered } from './render.ts';
import type { Site } from './site.ts';
import { documentHtml } from './templates/layout.ts';

function page(site: Site, status: Rendered['status'], title: string, main: string): Rendered {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: documentHtml(
      site,
      { title: `${title} · ${site.title}`, description: title, path: '/', noindex: true },
      main,
    ),
  };
}

const notice = (title: string, lines: string[], more = '') =>
  `<article class="notice tip"><h1>${escapeHtml(title)}</h1>${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}${more}</article>`;

/**
 * 'Invítame un café' without JavaScript (`POST /propina` on the blog's host): a one-off checkout
 * at the provider, answered with a page linking to it. A link and not a redirect: the blog's
 * pages allow forms to go only to themselves (CSP form-action 'self'), which browsers apply to a
 * form's redirects too. The answer is never cached.
 */
export async function submitTipForm(c: AppContext, site: Site): Promise<Rendered> {
  const M = READER_MEMBERSHIP_MESSAGES[site.pageLanguage];
  const back = `<p><a href="/">${escapeHtml(site.t.backHome)}</a></p>`;
  const { rateLimitStore, now } = c.get('deps');
  try {
    await hitTipLimit(rateLimitStore, clientAddress(c), now());
  } catch (error) {
    if (error instanceof HTTPException && error.status === 429) {
      return page(site, 429, M.tipsTitle, notice(M.tipsTitle, [M.tooManyTips], back));
    }
    throw error;
  }
  const form = await c.req.parseBody();
  try {
    const { checkoutUrl } = await startTip(c.get('deps'), {
      blogId: site.id,
      form,
      origin: site.baseUrl,
      language: site.pageLanguage,
    });
    return page(
      site,
      200,
      M.checkoutTitle,
      notice(
        M.checkoutTitle,
        [M.tipCheckoutText],
        `<p><a class="button" href="${escapeHtml(checkoutUrl)}">${escapeHtml(M.checkoutContinue)}</a></p>`,
      ),
    );
  } catch (error) {
    // 409: the blog has no MercadoPago account connected yet.
    if (
      error instanceof HTTPException &&
      (error.status === 400 || error.status === 404 || error.status === 409)
    ) {
      const lines = error.message.split(' · ');
      return page(site, error.status, M.tipsTitle, notice(M.tipsTitle, lines, back));
    }
    throw error;
  }
}

/** Where the provider sends the reader back: thanks, and the payment is confirmed by its notice. */
export function tipThanksPage(site: Site): Rendered {
  const M = READER_MEMBERSHIP_MESSAGES[site.pageLanguage];
  const back = `<p><a href="/">${escapeHtml(site.t.backHome)}</a></p>`;
  return page(site, 200, M.tipThanksTitle, notice(M.tipThanksTitle, [M.tipThanksText], back));
}
