import { authorSlugs } from '@bitacora/domain';
import type { Database } from '../../platform/db/client.ts';
import { listBlogTeam } from './queries.ts';

/** A member of the blog's team as their author page shows them. */
export interface BlogAuthor {
  id: number;
  slug: string;
  name: string;
  bio: string | null;
  picture: string | null;
}

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
    });
  }
  return authors;
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
