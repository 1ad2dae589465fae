import { type HreflangLink, type Language, ogLocale } from '@bitacora/domain';
import { escapeHtml, jsonForScript } from '../../../platform/http/html.ts';
import { RECOMMENDATIONS_PATH } from '../../recommendations/index.ts';
import { pageLanguagePath, WEBMENTION_PATH } from '../addresses.ts';
import type { Site } from '../site.ts';
import { fontPreloads } from './design.ts';
import { iconLinks } from './icons.ts';
import { SEARCH_SCRIPT } from './search-box.ts';
import { templateCss, withColorScheme } from './styles.ts';
import { subscribeForm } from './subscribe-box.ts';

export { SUBSCRIBE_PATH, subscribeForm } from './subscribe-box.ts';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** The path on the blog (`/blog/slug`); made absolute for the canonical URL. */
  path: string;
  type?: 'website' | 'article';
  /** An absolute image address for Open Graph and Twitter cards. */
  image?: string | null;
  /** What the image shows, for previews read aloud. */
  imageAlt?: string | null;
  jsonLd?: unknown;
  publishedAt?: Date | null;
  noindex?: boolean;
  /** A paged list's neighbouring pages, relative addresses ready for an attribute. */
  prev?: string | null;
  next?: string | null;
  /** A feed of this page's own posts (an author's), offered beside the blog's. */
  feed?: { title: string; path: string };
  /** The language of what the page shows (a post's or page's); the blog's main one if none. */
  language?: Language;
  /** A translated post's or page's versions, absolute addresses, `x-default` last. */
  alternates?: readonly HreflangLink[];
}

/** On a blog with members: 'Entrar' for a visitor, 'Mi cuenta' for a signed-in member. */
function memberLink(site: Site): string {
  if (!site.membersEnabled) return '';
  const [href, label] =
    site.audience !== 'visitor'
      ? ['/members/cuenta', site.t.myAccount]
      : ['/members/entrar', site.t.signIn];
  return `<p class="member-link"><a href="${href}">${escapeHtml(label)}</a></p>`;
}

function menuList(site: Site): string {
  if (site.menu.length === 0) return '';
  const list = (nodes: Site['menu']): string =>
    `<ul>${nodes
      .map(
        (node) =>
          `<li><a href="${escapeHtml(node.href)}">${escapeHtml(node.label)}</a>${
            node.children.length > 0 ? list(node.children) : ''
          }</li>`,
      )
      .join('')}</ul>`;
  return `<nav class="nav" aria-label="${escapeHtml(site.t.menu)}">${list(site.menu)}</nav>`;
}

/** The inline part of Google's tag for one measurement ID; the page's policy allows it by hash. */
export function analyticsScript(analyticsId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${jsonForScript(analyticsId)});`;
}

function analytics(site: Site): string {
  if (!site.analyticsId) return '';
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(site.analyticsId)}"></script>
<script>${analyticsScript(site.analyticsId)}</script>`;
}

/**
 * The FREE plan's advertising slot holds a house ad: Bitácora's own promotion, in the page's
 * language, with no third-party script, cookie or tracking.
 */
export function adSlot(site: Site): string {
  if (!site.showAds) return '';
  const t = site.t;
  return `<aside class="ad" aria-label="${escapeHtml(t.ad)}"><p class="ad-label">${escapeHtml(t.ad)}</p><p class="ad-title">${escapeHtml(t.adTitle)}</p><p>${escapeHtml(t.adText)}</p><p><a href="${escapeHtml(site.platformUrl)}/signup" rel="sponsored noopener">${escapeHtml(t.adLink)}</a></p></aside>`;
}

export function patreonWidget(site: Site): string {
  if (!site.patreonUrl) return '';
  return `<aside class="box patreon" aria-label="Patreon"><p>${escapeHtml(site.t.patreonText)}</p><p><a href="${escapeHtml(site.patreonUrl)}" rel="noopener">${escapeHtml(site.t.supportPatreon)}</a></p></aside>`;
}

/** The blog's initial as its icon, inline: no extra request, no 404 for /favicon.ico. */
function favicon(site: Site): string {
  const initial = escapeHtml([...site.title.trim()][0]?.toUpperCase() ?? 'B');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b57d0"/><text x="32" y="45" font-family="system-ui,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return escapeHtml(`data:image/svg+xml,${encodeURIComponent(svg)}`);
}

/**
 * The header's name, or the blog's logo with the name as its alternative text. The logo takes
 * the usual priority: a header's small image is no page's largest paint, and a phone's bandwidth
 * goes first to the post's or the home page's leading image.
 */
function brand(site: Site): string {
  if (!site.logo) return escapeHtml(site.title);
  const { src, width, height } = site.logo;
  return `<img class="logo" src="${escapeHtml(src)}" width="${width}" height="${height}" alt="${escapeHtml(site.title)}">`;
}

function head(site: Site, pageMeta: PageMeta): string {
  // A page without an image of its own shows the blog's default social image in link previews.
  const meta =
    pageMeta.image || !site.socialImage
      ? pageMeta
      : { ...pageMeta, image: site.socialImage, imageAlt: null };
  const canonical = `${site.baseUrl}${meta.path}`;
  const language = meta.language ?? site.pageLanguage;
  const alternates = meta.alternates ?? [];
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`,
    ),
    meta.prev ? `<link rel="prev" href="${escapeHtml(site.baseUrl)}${meta.prev}">` : '',
    meta.next ? `<link rel="next" href="${escapeHtml(site.baseUrl)}${meta.next}">` : '',
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.title)}" href="${pageLanguagePath(site, '/feed.xml')}">`,
    `<link rel="webmention" href="${escapeHtml(site.baseUrl)}${WEBMENTION_PATH}">`,
    meta.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.path)}">`
      : '',
    `<meta name="color-scheme" content="${site.colorScheme ?? 'light dark'}">`,
    site.icon ? iconLinks(site.icon) : `<link rel="icon" href="${favicon(site)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${ogLocale(language)}">`,
    ...alternates.flatMap((link) =>
      link.hreflang === 'x-default' || link.hreflang === language
        ? []
        : [`<meta property="og:locale:alternate" content="${ogLocale(link.hreflang)}">`],
    ),
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    meta.image && meta.imageAlt
      ? `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`
      : '',
    meta.publishedAt
      ? `<meta property="article:published_time" content="${meta.publishedAt.toISOString()}">`
      : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
    fontPreloads(site.design),
    `<style>${withColorScheme(templateCss(site.template), site.colorScheme)}</style>`,
    // The blog's design after the template's; it holds no '<' (customCssIssue), so it cannot close.
    site.design.css ? `<style>${site.design.css}</style>` : '',
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
    analytics(site),
    // PRO: the admin's own HTML, last, as written (decision 061).
    site.injection?.head ?? '',
  ];
  return tags.filter(Boolean).join('\n');
}

/** The footer's own links and text, as the layout options set them. */
function footerExtras(site: Site): string {
  const { footerLinks, footerText } = site.layout;
  const links =
    footerLinks.length > 0
      ? `<nav class="foot-links" aria-label="${escapeHtml(site.t.footerLinks)}"><ul>${footerLinks
          .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  const text = footerText.trim() ? `<p class="foot-text">${escapeHtml(footerText.trim())}</p>` : '';
  return `${links}${text}`;
}

/** The page of the sites the blog recommends, once it recommends one. */
const recommendationsLink = (site: Site) =>
  site.recommends
    ? `<li><a href="${pageLanguagePath(site, RECOMMENDATIONS_PATH)}">${escapeHtml(site.t.recommendations)}</a></li>`
    : '';

function footer(site: Site): string {
  // The feed and the archive's index of the page's language, beside the social links.
  const feedAndArchive = `<li><a href="${pageLanguagePath(site, '/feed.xml')}">${escapeHtml(site.t.feed)}</a></li><li><a href="${pageLanguagePath(site, '/archive')}">${escapeHtml(site.t.archive)}</a></li>${recommendationsLink(site)}`;
  const social =
    site.social.length > 0
      ? `<nav aria-label="${escapeHtml(site.t.socialLinks)}"><ul>${site.social
          .map(
            (s) =>
              `<li><a href="${escapeHtml(s.href)}" rel="me noopener">${escapeHtml(s.name)}</a></li>`,
          )
          .join('')}${feedAndArchive}</ul></nav>`
      : `<ul>${feedAndArchive}</ul>`;
  const mark = site.showAds
    ? `<p class="made-with"><a href="${escapeHtml(site.platformUrl)}/">${escapeHtml(site.t.madeWith)}</a></p>`
    : '';
  return `<footer class="site-foot"><div class="wrap">${subscribeForm(site)}${social}${footerExtras(site)}<p>© ${escapeHtml(site.title)}</p>${mark}</div></footer>`;
}

/**
 * The header's search box: a plain form to the page's language's `/search`, working without
 * JavaScript; on the results page it holds what was searched.
 */
function searchForm(site: Site, text: string | undefined): string {
  const t = site.t;
  return `<form class="search-form" role="search" method="get" action="${escapeHtml(pageLanguagePath(site, '/search'))}"><label id="search-label" for="search-q">${escapeHtml(t.searchLabel)}</label><input id="search-q" name="q" type="search" maxlength="200" required${
    text ? ` value="${escapeHtml(text)}"` : ''
  }><button type="submit">${escapeHtml(t.searchButton)}</button></form>`;
}

/** The whole document: head, the blog's header and menu, the page, the footer. */
export function documentHtml(
  site: Site,
  meta: PageMeta,
  main: string,
  extra: { script?: string; errorPage?: boolean; searchText?: string } = {},
): string {
  const professional = site.template === 'professional';
  // An error page carries no advertising: nobody came for it.
  const aside = `${patreonWidget(site)}${extra.errorPage ? '' : adSlot(site)}`;
  const headerStyle = site.layout.headerStyle;
  // The minimal header is the name (or logo) and the menu alone.
  const description =
    site.description && headerStyle !== 'minimal'
      ? `<p class="tagline">${escapeHtml(site.description)}</p>`
      : '';
  // The professional template's column beside the page: each box in it a landmark of its own,
  // so nothing of the page lies outside one.
  const body = professional
    ? `<div class="wrap layout"><main id="contenido">${main}</main><div class="aside">${
        site.description
          ? `<aside class="box" aria-label="${escapeHtml(site.title)}"><h2>${escapeHtml(site.title)}</h2><p>${escapeHtml(site.description)}</p></aside>`
          : ''
      }${aside}</div></div>`
    : `<main id="contenido" class="wrap">${main}${aside}</main>`;
  return `<!doctype html>
<html lang="${meta.language ?? site.pageLanguage}">
<head>
${head(site, meta)}
</head>
<body class="t-${site.template}">
<a class="skip" href="#contenido">${escapeHtml(site.t.skipToContent)}</a>
<header class="site-head${headerStyle === 'classic' ? '' : ` head-${headerStyle}`}"><div class="wrap"><div><a class="brand" href="${pageLanguagePath(site, '/')}">${brand(site)}</a>${
    professional ? '' : description
  }</div>${menuList(site)}${searchForm(site, extra.searchText)}${memberLink(site)}</div></header>
${body}
${footer(site)}
<script>${SEARCH_SCRIPT}</script>${extra.script ? `\n<script>${extra.script}</script>` : ''}${
    site.injection?.foot ? `\n${site.injection.foot}` : ''
  }
</body>
</html>`;
}
