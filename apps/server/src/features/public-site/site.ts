import {
  type BlogLayout,
  blogBaseUrl,
  blogLanguages,
  blogLayoutOf,
  type CommentRules,
  type Currency,
  canonicalDomain,
  commentRulesOf,
  DEFAULT_TIME_ZONE,
  hasFeature,
  isCurrency,
  isGoogleAnalyticsId,
  type Language,
  normalizeGoogleAnalyticsId,
  normalizeLanguage,
  normalizeSocialLink,
  type SocialNetwork,
  sortMenuItems,
  switcherLanguages,
  TEMPLATES,
  type Template,
} from '@bitacora/domain';
import { absoluteUrl } from '../../platform/http/absolute-addresses.ts';
import { safeHref } from '../../platform/http/html.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { PUBLIC_MESSAGES, type PublicMessages } from './messages.ts';
import { type Picture, toPicture } from './pictures.ts';
import type { DesignImageRow, SiteRow } from './queries.ts';
import { type Design, designOf } from './templates/design.ts';
import { type Injection, injectionOf } from './templates/injection.ts';

export interface MenuNode {
  label: string;
  href: string;
  children: MenuNode[];
}

/** A blog as its pages show it: settings read, plan features decided, links made safe. */
export interface Site {
  id: number;
  title: string;
  description: string;
  /** The blog's main language: the one whose addresses carry no code (`/blog/{slug}`). */
  language: Language;
  /**
   * The language of the page being rendered: the main one, or another's under its code
   * (`/en/…`) and for a version in it. The reader strings (`t`), dates and boxes follow it.
   */
  pageLanguage: Language;
  /** The languages of the blog's published posts, the main one first and always among them. */
  languages: Language[];
  /** The languages the switcher links to: the settings' choice, else {@link languages}. */
  switcherLanguages: Language[];
  /** Where the blog's dates fall (IANA name): its archive's months, the days its pages show. */
  timeZone?: string;
  template: Template;
  /** `http://demo.localhost:3000`, or the custom domain's address; no trailing slash. */
  baseUrl: string;
  /** The platform's own address, for the 'made with' mark. */
  platformUrl: string;
  menu: MenuNode[];
  social: { name: string; href: string }[];
  showAds: boolean;
  showSeriesPages: boolean;
  analyticsId: string | null;
  /** PRO: its pages are counted by the built-in analytics and its posts carry the read beacon. */
  counted: boolean;
  patreonUrl: string | null;
  /** What closes the blog's posts to comments (the rest of the rules act on the sending). */
  commentRules: CommentRules;
  /** PRO and turned on: readers may join; the header links to the members' pages. */
  membersEnabled: boolean;
  /** FREE or PRO, turned on: the currency the post pages' 'Invítame un café' takes; else null. */
  tipCurrency: Currency | null;
  /**
   * The blog's own MercadoPago account is connected, so the post pages show the tip form; tips
   * on without it answer that the blog cannot be paid yet.
   */
  paymentsConnected: boolean;
  /** The blog recommends at least one site: the footer links its `/recomendaciones` page. */
  recommends: boolean;
  /**
   * Only signed-in members comment: visitors get a line asking them to sign in instead of the
   * form. Kept when members are off (comments then wait for members, the form shows to no one).
   */
  commentsMembersOnly: boolean;
  /**
   * The signed-in member who comments, on a blog where only members do: the form shows their
   * name and email, so such a post page is theirs alone and never kept in the page cache.
   */
  commenter: { name: string; email: string } | null;
  /**
   * Who the page is for: a signed-in member's pages differ (the header's 'Mi cuenta') and are
   * cached apart from visitors'.
   */
  audience: Audience;
  /**
   * A paid member's tier (uuid), which opens the posts that name it; null for everyone else and
   * for a gifted membership (of every tier). Paid pages are cached apart by it.
   */
  tier: string | null;
  /** The template's layout options: header style, home as list or grid, what cards show, footer. */
  layout: BlogLayout;
  /** The blog's accent, fonts and custom CSS, as one stylesheet after the template's. */
  design: Design;
  /** The header's logo, in the size stored nearest the header's; null: the name alone. */
  logo: { src: string; width: number; height: number } | null;
  /**
   * PRO: the admin's HTML at the end of the head and of the body, with what the page's policy
   * allows for it; null on a FREE blog, one that injects nothing, and on preview links.
   */
  injection: Injection | null;
  /** A design preview's mode, forced on the page; null: the reader's own (light or dark). */
  colorScheme?: 'light' | 'dark' | null;
  /** The home page's cover, under its heading; null: none. */
  cover: Picture | null;
  /**
   * The absolute address of the image link previews show for a page that has none of its own
   * (og:image, twitter:image); null: none.
   */
  socialImage: string | null;
  /** The library image the icons are made from; null: the generated initial. */
  icon: { id: number; storageKey: string } | null;
  /** The reader strings of the page's language. */
  t: PublicMessages;
}

/** The site's copy for each other page language, made once per loaded site. */
const languageSites = new WeakMap<Site, Map<Language, Site>>();

/**
 * The same site for a page in `language`: its reader strings and `pageLanguage` that language's,
 * its addresses still the main language's. The site itself when it already speaks it.
 */
export function siteInLanguage(site: Site, language: Language): Site {
  if (site.pageLanguage === language) return site;
  let shown = languageSites.get(site);
  if (!shown) {
    shown = new Map();
    languageSites.set(site, shown);
  }
  let kept = shown.get(language);
  if (!kept) {
    kept = { ...site, pageLanguage: language, t: PUBLIC_MESSAGES[language] };
    shown.set(language, kept);
  }
  return kept;
}

/**
 * Who a page is rendered for: a visitor, a signed-in free member, or a member with a paid or
 * gifted membership (docs/decisions/059-visibility-and-paywall.md).
 */
export type Audience = 'visitor' | 'member' | 'paid';

/**
 * The page cache's name of who a page is for: the audience, and a paid member's tier beside it,
 * so a post open to some tiers is never served to a member of another.
 */
export const audienceKey = (audience: Audience, tier: string | null): string =>
  audience === 'paid' && tier !== null ? `paid:${tier}` : audience;

const NETWORKS = [
  ['twitter', 'X (Twitter)'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
] as const;

/**
 * Settings store each network as an address; older rows may still hold a handle
 * ('@bitacora'), which the same rule turns into one.
 */
function networkUrl(value: unknown, network: SocialNetwork): string | null {
  if (typeof value !== 'string') return null;
  const link = normalizeSocialLink(network, value);
  return link ? safeHref(link) : null;
}

function menuTree(items: SiteRow['menu']): MenuNode[] {
  const sorted = sortMenuItems(items);
  const node = (item: SiteRow['menu'][number]): MenuNode | null => {
    const href = safeHref(item.url);
    return href
      ? {
          label: item.label,
          href,
          children: sorted
            .filter((child) => child.parentId === item.id)
            .flatMap((child) => node(child) ?? []),
        }
      : null;
  };
  const ids = new Set(sorted.map((item) => item.id));
  return sorted
    .filter((item) => item.parentId === null || !ids.has(item.parentId))
    .flatMap((item) => node(item) ?? []);
}

/** A design image as a picture of the library, with its stored sizes. */
export function pictureOf(
  image: DesignImageRow | null | undefined,
  storage: Pick<MediaStorage, 'url'>,
): Picture | null {
  if (!image) return null;
  return toPicture(
    {
      url: storage.url(image.storageKey),
      storageKey: image.storageKey,
      width: image.width,
      height: image.height,
      variants: image.variants,
    },
    storage,
  );
}

/** The logo's smallest stored size (480 px wide at most), enough for a header. */
export function logoOf(image: DesignImageRow, storage: Pick<MediaStorage, 'url'>): Site['logo'] {
  const small = image.variants.small;
  if (small) return { src: storage.url(small.key), width: small.width, height: small.height };
  return { src: storage.url(image.storageKey), width: image.width, height: image.height };
}

/** The default social image's largest stored size, as an absolute address. */
function socialImageOf(
  row: SiteRow,
  baseUrl: string,
  storage: Pick<MediaStorage, 'url'>,
): string | null {
  const picture = pictureOf(row.socialImage, storage);
  return picture ? absoluteUrl(baseUrl, picture.large) : null;
}

export function toSite(
  row: SiteRow,
  config: {
    publicDomain: string;
    publicOrigin: string;
    mediaStorage: Pick<MediaStorage, 'url'>;
  },
): Site {
  const { blog, settings } = row;
  const language = normalizeLanguage(settings.language);
  const template = (TEMPLATES as readonly string[]).includes(settings.template)
    ? (settings.template as Template)
    : 'default';
  const gaId = normalizeGoogleAnalyticsId(settings.googleAnalyticsId ?? '');
  const networks = settings.socialNetworks ?? {};
  const layout = blogLayoutOf(settings.layout);
  // A pending domain already serves the blog, but its address stays the subdomain.
  const baseUrl = blogBaseUrl(
    { subdomain: blog.subdomain, domain: canonicalDomain(blog) },
    config.publicDomain,
  );
  return {
    id: blog.id,
    title: settings.title || blog.name,
    description: settings.description,
    language,
    pageLanguage: language,
    languages: blogLanguages(language, row.languages ?? []),
    switcherLanguages: switcherLanguages(
      language,
      settings.switcherLanguages ?? null,
      row.languages ?? [],
    ),
    timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE,
    template,
    baseUrl,
    platformUrl: config.publicOrigin.replace(/\/$/, ''),
    menu: menuTree(row.menu),
    social: NETWORKS.flatMap(([key, name]) => {
      const href = networkUrl(networks[key], key);
      return href ? [{ name, href }] : [];
    }),
    showAds: !hasFeature(blog.plan, 'noAds'),
    showSeriesPages: hasFeature(blog.plan, 'series'),
    analyticsId: hasFeature(blog.plan, 'analytics') && isGoogleAnalyticsId(gaId) ? gaId : null,
    counted: hasFeature(blog.plan, 'analytics'),
    // The settings' Patreon field (kept with the social networks): a page URL or a creator name.
    patreonUrl: hasFeature(blog.plan, 'patreon') ? networkUrl(networks.patreon, 'patreon') : null,
    commentRules: commentRulesOf(settings.commentRules as Partial<CommentRules> | null),
    membersEnabled: settings.membersEnabled === true && hasFeature(blog.plan, 'members'),
    tipCurrency:
      settings.tipsEnabled === true && isCurrency(settings.currency) ? settings.currency : null,
    paymentsConnected: row.paymentsConnected === true,
    recommends: row.recommends === true,
    commentsMembersOnly: settings.commentsMembersOnly === true,
    commenter: null,
    audience: 'visitor',
    tier: null,
    layout,
    design: designOf({
      layout,
      accentColor: settings.accentColor,
      headingFont: settings.headingFont,
      bodyFont: settings.bodyFont,
      customCss: hasFeature(blog.plan, 'customCss') ? settings.customCss : null,
      logo: row.logo != null,
    }),
    injection: hasFeature(blog.plan, 'codeInjection')
      ? injectionOf({
          head: settings.codeInjectionHead,
          foot: settings.codeInjectionFoot,
          origins: settings.scriptOrigins,
        })
      : null,
    cover: pictureOf(row.cover, config.mediaStorage),
    socialImage: socialImageOf(row, baseUrl, config.mediaStorage),
    logo: row.logo ? logoOf(row.logo, config.mediaStorage) : null,
    icon: row.favicon ? { id: row.favicon.id, storageKey: row.favicon.storageKey } : null,
    t: PUBLIC_MESSAGES[language],
  };
}
