import { TEMPLATES } from '@bitacora/domain';
import {
  BLOG_SECURITY_HEADERS,
  blogPolicy,
  hashSource,
  type SecurityConfig,
} from '../../platform/http/security-headers.ts';
import type { Site } from './site.ts';
import { analyticsScript } from './templates/layout.ts';
import { SEARCH_SCRIPT } from './templates/search-box.ts';
import { templateCss, withColorScheme } from './templates/styles.ts';
import { COMMENT_AND_READ_SCRIPT, COMMENT_SCRIPT } from './templates/views.ts';

const COMMENT_SCRIPT_HASH = hashSource(COMMENT_SCRIPT);
const SEARCH_SCRIPT_HASH = hashSource(SEARCH_SCRIPT);
const COMMENT_AND_READ_SCRIPT_HASH = hashSource(COMMENT_AND_READ_SCRIPT);
const TEMPLATE_CSS_HASHES = new Map(TEMPLATES.map((t) => [t, hashSource(templateCss(t))]));

/**
 * The headers of a blog's HTML pages. The policy allows by hash exactly the inline blocks the
 * templates write (the template's stylesheet, the search box's and the comment form's scripts, Google's tag for the
 * blog's own ID, the blog's design stylesheet as built from its settings), never anything found
 * in the rendered page, which holds the blog's content.
 * Only a page whose content frames a video may frame the players' origins. Built once per site
 * as loaded and kind of page (a settings change loads the site again).
 */
export function createBlogPageHeaders(config: SecurityConfig) {
  const bySite = new WeakMap<Site, Map<boolean, Readonly<Record<string, string>>>>();
  return (site: Site, page: { video: boolean }): Readonly<Record<string, string>> => {
    let kinds = bySite.get(site);
    if (!kinds) {
      kinds = new Map();
      bySite.set(site, kinds);
    }
    let headers = kinds.get(page.video);
    if (!headers) {
      const scripts = [SEARCH_SCRIPT_HASH, COMMENT_SCRIPT_HASH];
      if (site.counted) scripts.push(COMMENT_AND_READ_SCRIPT_HASH);
      if (site.analyticsId) scripts.push(hashSource(analyticsScript(site.analyticsId)));
      // PRO code injection: its inline blocks by hash, its scripts from the listed origins.
      if (site.injection) scripts.push(...site.injection.scripts, ...site.injection.origins);
      headers = {
        ...BLOG_SECURITY_HEADERS,
        'content-security-policy': blogPolicy(config, {
          scripts,
          styles: [
            site.colorScheme
              ? hashSource(withColorScheme(templateCss(site.template), site.colorScheme))
              : (TEMPLATE_CSS_HASHES.get(site.template) ?? hashSource(templateCss(site.template))),
            // The blog's design: its accent, fonts and custom CSS, exactly as the page writes it.
            ...(site.design.css ? [hashSource(site.design.css)] : []),
            ...(site.injection?.styles ?? []),
          ],
          analytics: site.analyticsId !== null,
          video: page.video,
          fonts: site.design.fonts.length > 0,
          manifest: site.icon !== null,
        }),
      };
      kinds.set(page.video, headers);
    }
    return headers;
  };
}
