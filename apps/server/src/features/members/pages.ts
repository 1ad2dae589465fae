import { LANGUAGE_NAMES, MEMBER_PAGE_PATHS } from '@bitacora/domain';
import { escapeHtml } from '../../platform/http/html.ts';
import type { Account } from './members.service.ts';
import type { MemberMessages } from './messages.ts';

/*
 * The members' pages on the blog (their `main`; the public site frames them in the blog's
 * template). Plain forms that post to the blog's own host: no script.
 */

export const SIGN_IN_PATH = MEMBER_PAGE_PATHS.signIn;
export const ACCOUNT_PATH = MEMBER_PAGE_PATHS.account;
export const EXPORT_PATH = '/members/cuenta/datos';
export const DELETE_PATH = '/members/cuenta/eliminar';
export const SIGN_OUT_PATH = '/members/salir';

const lines = (items: readonly string[], role: 'status' | 'alert') =>
  items.map((line) => `<p role="${role}">${escapeHtml(line)}</p>`).join('');

/** The join / sign-in form: an address and an optional name. */
export function signInForm(
  t: MemberMessages,
  blogName: string,
  options: { email?: string; errors?: readonly string[]; heading?: string; intro?: string } = {},
): string {
  return `<article class="notice members"><h1>${escapeHtml(options.heading ?? t.joinTitle(blogName))}</h1>${
    options.errors?.length ? lines(options.errors, 'alert') : ''
  }<p>${escapeHtml(options.intro ?? t.joinText)}</p><form method="post" action="${SIGN_IN_PATH}"><p><label for="member-email">${escapeHtml(t.email)}</label><input id="member-email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(options.email ?? '')}"></p><p><label for="member-name">${escapeHtml(t.nameOptional)}</label><input id="member-name" name="name" type="text" maxlength="100" autocomplete="name"></p><p><button type="submit">${escapeHtml(t.sendLink)}</button></p></form></article>`;
}

/** After asking for a link: the same words for every address. */
export function checkMailPage(t: MemberMessages): string {
  return `<article class="notice members"><h1>${escapeHtml(t.checkMailTitle)}</h1>${lines([t.checkMail], 'status')}<p><a href="/">${escapeHtml(t.backHome)}</a></p></article>`;
}

/** The link's page: one button that uses it (a GET never does, so mail scanners cannot). */
export function confirmPage(
  t: MemberMessages,
  blogName: string,
  email: string,
  token: string,
): string {
  return `<article class="notice members"><h1>${escapeHtml(t.confirmTitle(blogName))}</h1><p>${escapeHtml(t.confirmText(email))}</p><form method="post" action="${SIGN_IN_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p><button type="submit">${escapeHtml(t.confirmButton)}</button></p></form></article>`;
}

/** The member's plan as the account page names it: free, paid or a gift of the blog. */
function planLabel(t: MemberMessages, status: string): string {
  if (status === 'paid') return t.planPaid;
  if (status === 'comped') return t.planComped;
  return t.planFree;
}

/**
 * The language of the member's mails, on a blog in several: each named in itself, theirs
 * chosen (docs/decisions/075-new-post-mails-per-language.md).
 */
function mailLanguageChoice(t: MemberMessages, account: Account): string {
  if (account.mailLanguages.length < 2) return '';
  const options = account.mailLanguages
    .map(
      (language) =>
        `<option value="${language}" lang="${language}"${language === account.mailLanguage ? ' selected' : ''}>${escapeHtml(LANGUAGE_NAMES[language])}</option>`,
    )
    .join('');
  return `<p><label for="member-mail-language">${escapeHtml(t.mailLanguage)}</label><select id="member-mail-language" name="language">${options}</select></p>`;
}

export function accountPage(
  t: MemberMessages,
  account: Account,
  notice: { saved?: boolean; errors?: readonly string[]; plan?: string } = {},
): string {
  const { member } = account;
  const checked = account.newsletter ? ' checked' : '';
  return `<article class="notice members account"><h1>${escapeHtml(t.accountTitle)}</h1>${
    notice.saved ? lines([t.saved], 'status') : ''
  }${notice.errors?.length ? lines(notice.errors, 'alert') : ''}<dl><dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(member.email)}</dd><dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(planLabel(t, member.status))}</dd></dl>${notice.plan ?? ''}<form method="post" action="${ACCOUNT_PATH}"><p><label for="member-name">${escapeHtml(t.name)}</label><input id="member-name" name="name" type="text" maxlength="100" autocomplete="name" value="${escapeHtml(member.name)}"></p><p><label><input type="checkbox" name="newsletter" value="on"${checked}> ${escapeHtml(t.newsletter)}</label></p>${mailLanguageChoice(t, account)}<p><button type="submit">${escapeHtml(t.save)}</button></p></form><p><a href="${EXPORT_PATH}" download>${escapeHtml(t.download)}</a></p><form method="post" action="${SIGN_OUT_PATH}"><p><button type="submit">${escapeHtml(t.signOut)}</button></p></form><section class="box" aria-labelledby="eliminar-cuenta"><h2 id="eliminar-cuenta">${escapeHtml(t.deleteTitle)}</h2><p>${escapeHtml(t.deleteText)}</p><form method="post" action="${DELETE_PATH}"><p><label><input type="checkbox" name="confirm" value="on" required> ${escapeHtml(t.deleteConfirm)}</label></p><p><button type="submit">${escapeHtml(t.deleteButton)}</button></p></form></section></article>`;
}

export function deletedPage(t: MemberMessages, blogName: string): string {
  return `<article class="notice members"><h1>${escapeHtml(t.deletedTitle)}</h1>${lines([t.deleted(blogName)], 'status')}<p><a href="/">${escapeHtml(t.backHome)}</a></p></article>`;
}
