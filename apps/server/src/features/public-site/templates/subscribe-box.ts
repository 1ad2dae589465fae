import { blogLanguages, LANGUAGE_NAMES, type Language } from '@bitacora/domain';
import { escapeHtml } from '../../../platform/http/html.ts';
import { NEWSLETTER_MAIL_MESSAGES } from '../../newsletter/index.ts';
import type { Site } from '../site.ts';

/** The path the subscribe form posts to, on the blog's own host, whatever the page's language. */
export const SUBSCRIBE_PATH = '/suscribirse';

/**
 * The languages a reader of a page in `page` may choose for the mails: the blog's posts' (its
 * main one first) and the page's own, or one alone on a blog in one language.
 */
const mailLanguages = (site: Site, page: Language): Language[] =>
  blogLanguages(site.language, [...site.languages, page]);

/**
 * The subscribe form, the same on every page of one language and for every visitor (pages are
 * cached per content version): no per-visitor state, no script; `website` is the honeypot
 * people never see. It carries the page's language, so the answer speaks it, and on a blog in
 * several languages lets the reader choose the mails' among them, the page's first chosen
 * (docs/decisions/075-new-post-mails-per-language.md). Each language is named in itself, as
 * the switcher names it.
 */
export function subscribeForm(site: Site): string {
  const t = site.t;
  const page = site.pageLanguage;
  const languages = mailLanguages(site, page);
  const choice =
    languages.length > 1
      ? `<p><label for="subscribe-language">${escapeHtml(NEWSLETTER_MAIL_MESSAGES[page].mailLanguage)}</label><select id="subscribe-language" name="language">${languages
          .map(
            (language) =>
              `<option value="${language}" lang="${language}"${language === page ? ' selected' : ''}>${escapeHtml(LANGUAGE_NAMES[language])}</option>`,
          )
          .join('')}</select></p>`
      : `<input type="hidden" name="language" value="${page}">`;
  return `<section class="box subscribe" aria-labelledby="suscribirse"><h2 id="suscribirse">${escapeHtml(t.subscribeTitle)}</h2><p>${escapeHtml(t.subscribeText)}</p><form method="post" action="${SUBSCRIBE_PATH}"><input type="hidden" name="page" value="${page}"><p><label for="subscribe-email">${escapeHtml(t.email)}</label><input id="subscribe-email" name="email" type="email" required maxlength="254" autocomplete="email"></p><p><label for="subscribe-name">${escapeHtml(t.nameOptional)}</label><input id="subscribe-name" name="name" type="text" maxlength="100" autocomplete="name"></p>${choice}<div class="hp" aria-hidden="true"><label>${escapeHtml(t.website)}<input name="website" tabindex="-1" autocomplete="off"></label></div><p><button type="submit">${escapeHtml(t.subscribeButton)}</button></p></form></section>`;
}
