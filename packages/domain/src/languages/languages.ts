import { LANGUAGES, type Language } from '../constants/constants.ts';
import { TRANSLATION_MESSAGES } from '../messages/translations.es.ts';

/*
 * One blog, several languages (docs/decisions/073-languages-and-translations.md): every post,
 * page, series, category and tag is in one language, the blog's main one unless given, and a
 * post or page may be a translation of another of its kind in the same blog. The versions of one
 * text form a translation group, which holds at most one item per language.
 */

/** Is `value` one of the four languages a blog and its items may be in? */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Why `value` is not an item's language; null when it is one (es, en, fr, pt). */
export function languageIssue(value: unknown): string | null {
  return isLanguage(value) ? null : TRANSLATION_MESSAGES.languageInvalid;
}

/** `languages` without repeats and unknown values, in the order of {@link LANGUAGES}. */
function inOrder(languages: readonly unknown[]): Language[] {
  return LANGUAGES.filter((language) => languages.includes(language));
}

/**
 * The languages a blog writes in: its main one first, then every other language its items are
 * in, in the order of {@link LANGUAGES}; anything unknown is left out.
 */
export function blogLanguages(main: Language, others: readonly unknown[]): Language[] {
  return [main, ...inOrder(others).filter((language) => language !== main)];
}

/**
 * The language another system's code names, when it is one of ours: WordPress's `en_US`, WPML's
 * `pt-br`, Polylang's `fr`, Hugo's `es-ES` all read as their first two letters; anything else
 * (a code of a language we do not write in, or no code) is null.
 */
export function sourceLanguage(code: unknown): Language | null {
  if (typeof code !== 'string') return null;
  const match = /^\s*([a-z]{2})(?:[-_][a-z0-9]+)*\s*$/i.exec(code);
  const language = match?.[1]?.toLowerCase();
  return isLanguage(language) ? language : null;
}

/** An item's language: the one given, else the blog's main one. */
export function itemLanguage(given: Language | null | undefined, main: Language): Language {
  return given ?? main;
}

/** A post or page as the translation rules read it. */
export interface TranslatableItem {
  uuid: string;
  blogId: number;
  kind: 'post' | 'page';
  language: Language;
}

/** A version already in a translation group. */
export interface GroupMember {
  uuid: string;
  language: Language;
}

/**
 * Why `item` may not hold `language` in a group whose versions are `members` (itself among them
 * or not): another version is in that language already. Null when it may.
 */
export function groupLanguageIssue(
  item: { uuid: string; language: Language },
  members: readonly GroupMember[],
): string | null {
  const taken = members.some(
    (member) => member.uuid !== item.uuid && member.language === item.language,
  );
  return taken ? TRANSLATION_MESSAGES.languageTaken(item.language) : null;
}

/**
 * Why `item` may not become a translation of `original` (null when it may): the original must
 * exist in the item's blog (another blog's reads as unknown, so nothing is told about it), be of
 * the same kind, not be the item itself, and its group (`members`, the original's versions) may
 * not already hold the item's language.
 */
export function translationIssue(
  item: TranslatableItem,
  original: TranslatableItem | null,
  members: readonly GroupMember[],
): string | null {
  if (original === null || original.blogId !== item.blogId)
    return TRANSLATION_MESSAGES.translationOfUnknown;
  if (original.uuid === item.uuid) return TRANSLATION_MESSAGES.translationOfSelf;
  if (original.kind !== item.kind) return TRANSLATION_MESSAGES.translationOfOtherKind;
  return groupLanguageIssue(item, [original, ...members]);
}

/**
 * The settings' list of the switcher's languages as stored: each of the four once, in their
 * order; null (the languages in use) for an empty list or none; an issue for anything else.
 */
export function switcherSettingOf(
  value: unknown,
): { languages: Language[] | null } | { issue: string } {
  if (value === null || value === undefined) return { languages: null };
  if (!Array.isArray(value) || !value.every(isLanguage))
    return { issue: TRANSLATION_MESSAGES.switcherLanguagesNotList };
  const languages = inOrder(value);
  return { languages: languages.length > 0 ? languages : null };
}

/**
 * The languages the public language switcher offers: the ones listed in the blog's settings
 * when there are any, else every language the blog's items are in. The main language is always
 * first and always offered; the rest follow in the order of {@link LANGUAGES}.
 */
export function switcherLanguages(
  main: Language,
  listed: readonly unknown[] | null | undefined,
  inUse: readonly unknown[],
): Language[] {
  const chosen = listed && inOrder(listed).length > 0 ? listed : inUse;
  return blogLanguages(main, chosen);
}

/**
 * Which subscribers a version's new-post mail is for, by the language they chose
 * (docs/decisions/075-new-post-mails-per-language.md): those of the version's own language, and
 * those of every language the group has no version in (`group`: the languages of its versions
 * that are not in the trash, the version's own among them or not). The order of
 * {@link LANGUAGES}. Whoever was already mailed another version of the group is left out apart.
 */
export function newPostMailLanguages(version: Language, group: readonly Language[]): Language[] {
  return LANGUAGES.filter((language) => language === version || !group.includes(language));
}
