import {
  authorSlugs,
  PROFILE_LINK_KEYS,
  type ProfileLinkKey,
  storedProfileLinks,
} from '@bitacora/domain';
import type { Database } from '../../platform/db/client.ts';
import type { PublicMessages } from './messages.ts';
import { listBlogTeam } from './queries.ts';

/** An author's social link: the network's name (its accessible name) and the address. */
export interface AuthorLink {
  key: ProfileLinkKey;
  href: string;
}

/** A member of the blog's team as their author page shows them. */
export interface BlogAuthor {
  id: number;
  slug: string;
  name: string;
  bio: string | null;
  picture: string | null;
  /** Their set social links, in the profile's order (docs/decisions/067-author-pages.md). */
  links: AuthorLink[];
}

/** A network's name as a reader sees it: its own, or the blog's language's word for a site. */
export const authorLinkName = (t: Pick<PublicMessages, 'authorWebsite'>, key: ProfileLinkKey) =>
  key === 'website' ? t.authorWebsite : NETWORK_NAMES[key];

const NETWORK_NAMES = {
  x: 'X',
  mastodon: 'Mastodon',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  github: 'GitHub',
} as const satisfies Record<Exclude<ProfileLinkKey, 'website'>, string>;

/** An author page's address on the blog's host. */
export const authorPath = (slug: string) => `/author/${encodeURIComponent(slug)}`;

/**
 * The blog's authors with a page (docs/decisions/067-author-pages.md): its team's members with at
 * least one published post there, by user id, each with the slug the whole team's names give.
 */
export async function blogAuthors(db: Database, blogId: number): Promise<Map<number, BlogAuthor>> {
  const team = await listBlogTeam(db, blogId);
  const slugs = authorSlugs(team);
  const authors = new Map<number, BlogAuthor>();
  for (const member of team) {
    if (!member.published) continue;
    authors.set(member.id, {
      id: member.id,
      slug: slugs.get(member.id) as string,
      name: member.name,
      bio: member.bio,
      picture: member.picture,
      links: linksOf(member.socialLinks),
    });
  }
  return authors;
}

/** The stored links the rule still keeps, in the profile's order; an unset one is absent. */
function linksOf(stored: unknown): AuthorLink[] {
  const links = storedProfileLinks(stored);
  return PROFILE_LINK_KEYS.flatMap((key) => {
    const href = links[key];
    return href ? [{ key, href }] : [];
  });
}

/** The author whose page `slug` names on this blog; null when there is none. */
export async function findAuthor(
  db: Database,
  blogId: number,
  slug: string,
): Promise<BlogAuthor | null> {
  for (const author of (await blogAuthors(db, blogId)).values()) {
    if (author.slug === slug) return author;
  }
  return null;
}
