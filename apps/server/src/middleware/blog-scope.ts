import { blogRefSchema } from '@bitacora/api';
import type { Role } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-env.ts';
import type { Queryable } from '../db/client.ts';
import type { Blog, User } from '../db/rows.ts';
import { blogMembers, blogs } from '../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';

export const BLOG_NOT_FOUND = 'Blog no encontrado';
/** §8: the panel's wording when no blog is active. */
export const NO_BLOG_SELECTED = 'No hay un blog seleccionado';

export type BlogRef = string | number;

/** Reads a blog reference (uuid or numeric id); anything else is a 404, not a 500. */
export function parseBlogRef(value: unknown): BlogRef {
  const parsed = blogRefSchema.safeParse(value);
  if (!parsed.success) throw notFound(BLOG_NOT_FOUND);
  return parsed.data;
}

export async function findBlog(db: Queryable, ref: BlogRef): Promise<Blog | undefined> {
  const [blog] = await db
    .select()
    .from(blogs)
    .where(typeof ref === 'number' ? eq(blogs.id, ref) : eq(blogs.uuid, ref));
  return blog;
}

/** The user's role in a blog: SUPER_ADMIN everywhere, else their membership, else null. */
export async function roleInBlog(db: Queryable, user: User, blogId: number): Promise<Role | null> {
  if (user.isSuperAdmin) return 'SUPER_ADMIN';
  const [member] = await db
    .select({ role: blogMembers.role })
    .from(blogMembers)
    .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.userId, user.id)));
  return (member?.role as Role | undefined) ?? null;
}

/**
 * The one membership check: the blog exists and the user belongs to it (SUPER_ADMIN always
 * does). Another blog answers 404, the same as a blog that does not exist.
 */
export async function loadMemberBlog(
  db: Queryable,
  user: User,
  ref: BlogRef,
): Promise<{ blog: Blog; role: Role }> {
  const blog = await findBlog(db, ref);
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  const role = await roleInBlog(db, user, blog.id);
  if (!role) throw notFound(BLOG_NOT_FOUND);
  return { blog, role };
}

async function bodyBlogId(c: AppContext): Promise<unknown> {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return undefined;
  if (!c.req.header('content-type')?.toLowerCase().includes('application/json')) return undefined;
  const raw = await c.req.text();
  if (raw.trim() === '') return undefined;
  // The handler parses the same body again (Hono caches it); a malformed body fails there too.
  const body: unknown = await c.req.json();
  return body && typeof body === 'object' ? (body as Record<string, unknown>).blogId : undefined;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The active blog of a blog-scoped call: the `blogId` query or body parameter, else the
 * `X-Blog-Id` header. When both are given they must name the same blog.
 */
export async function resolveScopedBlog(c: AppContext, user: User) {
  const db = c.get('deps').db;
  const header = c.req.header('x-blog-id');
  const param = c.req.query('blogId') ?? (await bodyBlogId(c));
  const refs = [param, header].filter(present);
  if (refs.length === 0) throw badRequest(NO_BLOG_SELECTED);
  const scoped = await loadMemberBlog(db, user, parseBlogRef(refs[0]));
  if (refs.length === 2) {
    const other = await findBlog(db, parseBlogRef(refs[1]));
    if (other?.id !== scoped.blog.id) {
      throw badRequest('El blog indicado no coincide con el blog activo');
    }
  }
  return scoped;
}
