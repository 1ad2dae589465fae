import { codeInjectionIssue, normalizeScriptOrigin } from '@bitacora/domain';
import { inlineSourcesOf } from '../../../platform/http/security-headers.ts';

/*
 * A PRO blog's code injection (docs/decisions/061-blog-design.md): the admin's HTML at the end of
 * the head and of the body of the public pages. The pages are cached with their headers, so a
 * per-response nonce cannot be had: the policy allows the injection's inline scripts and styles
 * by their hashes, taken from the admin's text alone (never from the rendered page), and its
 * external scripts only from the origins the admin listed.
 */

export interface Injection {
  head: string;
  foot: string;
  /** Hash sources of the injection's inline scripts and styles. */
  scripts: string[];
  styles: string[];
  /** The https origins its scripts may come from. */
  origins: string[];
}

/** The injection a blog's settings make; null when there is nothing to serve. */
export function injectionOf(input: {
  head: string | null | undefined;
  foot: string | null | undefined;
  origins: readonly string[] | null | undefined;
}): Injection | null {
  // Checked again here: HTML that came in another way (an import) is served only if it passes.
  const kept = (html: string | null | undefined) =>
    html && html.trim() !== '' && codeInjectionIssue(html) === null ? html : '';
  const head = kept(input.head);
  const foot = kept(input.foot);
  if (head === '' && foot === '') return null;
  const inline = inlineSourcesOf(`${head}\n${foot}`);
  const origins = [
    ...new Set((input.origins ?? []).flatMap((value) => normalizeScriptOrigin(value) ?? [])),
  ];
  return { head, foot, scripts: inline.scripts, styles: inline.styles, origins };
}
