import { TRUSTED_TYPE_POLICIES } from '@bitacora/domain';
import { paywallToElement } from './editor-schema';

/** The slice of the Trusted Types API used here (the DOM typings in use do not have it). */
interface HtmlPolicy {
  /** Returns a TrustedHTML, which parseFromString takes where it takes a string. */
  createHTML(input: string): string;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/**
 * Under the panel's Trusted Types policy, parsing a string as HTML needs a TrustedHTML. The
 * document DOMParser makes is inert (nothing in it runs or loads) and only ProseMirror's parser
 * reads it, keeping what the editor's schema knows, so the text passes as it is.
 */
function editorPolicy(): HtmlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    policy =
      factory?.createPolicy(TRUSTED_TYPE_POLICIES.editor, { createHTML: (html) => html }) ?? null;
  }
  return policy;
}

/**
 * Parses HTML in an inert document, so nothing in it loads or runs; the paywall marker becomes
 * the element the editor's schema reads.
 */
export function parseInertHtml(html: string): HTMLElement {
  const trusted = editorPolicy()?.createHTML(html) ?? html;
  return paywallToElement(new DOMParser().parseFromString(trusted, 'text/html').body);
}
