import {
  hasFeature,
  type Role,
  SERVER_MESSAGES,
  validateCustomDomain,
  validateSubdomain,
} from '@bitacora/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { blogMembers, blogs, settings, users } from '../../platform/db/schema/index.ts';
import { conflict, forbidden, invalidField } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { createStarterCategory } from '../content/index.ts';
import { domainColumns, enqueueDomainChecks } from './custom-domain.service.ts';

/**
 * Blog as the API answers it, with the viewer's role in it when known: ADMIN and AUTHOR
 * are per blog, so the panel offers only what this blog's role allows.
 */
export function toBlogDto(blog: Blog, role?: Role | null) {
  return {
    id: blog.id,
    uuid: blog.uuid,
    name: blog.name,
    subdomain: blog.subdomain,
    domain: blog.domain,
    domainVerified: blog.domain !== null && blog.domainVerifiedAt !== null,
    plan: blog.plan as 'FREE' | 'PRO',
    ...(role ? { role } : {}),
  };
}

export interface ListBlogsInput {
  page: number;
  limit: number;
  /** Only blogs this user administers (numeric id or uuid). */
  adminId?: string | number | undefined;
}

/** SUPER_ADMIN sees every blog; anyone else only the blogs they belong to. */
export async function listBlogs(db: Database, actor: Actor, input: ListBlogsInput) {
  const conditions: SQL[] = [];
  if (!actor.isSuperAdmin) {
    const mine = db
      .select({ id: blogMembers.blogId })
      .from(blogMembers)
      .where(eq(blogMembers.userId, actor.userId));
    conditions.push(inArray(blogs.id, mine));
  }
  if (input.adminId !== undefined) {
    const admin = db
      .select({ id: blogMembers.blogId })
      .from(blogMembers)
      .innerJoin(users, eq(users.id, blogMembers.userId))
      .where(
        and(
          eq(blogMembers.role, 'ADMIN'),
          typeof input.adminId === 'number'
            ? eq(users.id, input.adminId)
            : eq(users.uuid, input.adminId),
        ),
      );
    conditions.push(inArray(blogs.id, admin));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ blog: blogs, memberRole: blogMembers.role })
      .from(blogs)
      .leftJoin(
        blogMembers,
        and(eq(blogMembers.blogId, blogs.id), eq(blogMembers.userId, actor.userId)),
      )
      .where(where)
      .orderBy(asc(blogs.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ value: count() }).from(blogs).where(where),
  ]);
  const data = rows.map((row) =>
    toBlogDto(row.blog, actor.isSuperAdmin ? 'SUPER_ADMIN' : (row.memberRole as Role | null)),
  );
  return { data, total: total?.value ?? 0 };
}

export interface BlogInput {
  name?: string | undefined;
  subdomain?: string | undefined;
  domain?: string | null | undefined;
  plan?: 'FREE' | 'PRO' | undefined;
}

/** The subdomain rule signup applies (domain's), so no path can take a platform name. */
function checkSubdomain(subdomain: string | undefined) {
  const problem = subdomain === undefined ? null : validateSubdomain(subdomain);
  if (problem !== null) throw invalidField('subdomain', problem);
}

/**
 * The custom-domain rule with this server's public domain: the contract checks the host's shape,
 * and only the server knows which domain is the platform's own.
 */
export function checkCustomDomain(domain: string | null | undefined, publicDomain: string) {
  const problem = domain ? validateCustomDomain(domain, publicDomain) : null;
  if (problem !== null) throw invalidField('domain', problem);
}

/** The domain feature's plan rule, the one the settings and the certificate ask apply. */
function assertDomainAllowed(domain: string | null | undefined, plan: string) {
  if (domain && !hasFeature(plan, 'customDomain')) {
    throw forbidden(SERVER_MESSAGES.proRequired);
  }
}

async function assertFree(db: Queryable, input: BlogInput, exceptId?: number) {
  if (input.subdomain !== undefined) {
    const [taken] = await db
      .select({ id: blogs.id })
      .from(blogs)
      .where(eq(blogs.subdomain, input.subdomain));
    if (taken && taken.id !== exceptId) throw conflict(SERVER_MESSAGES.subdomainTaken);
  }
  if (input.domain) {
    const [taken] = await db
      .select({ id: blogs.id })
      .from(blogs)
      .where(eq(blogs.domain, input.domain));
    if (taken && taken.id !== exceptId) throw conflict(SERVER_MESSAGES.domainTaken);
  }
}

/** Postgres unique violation → 409, for the race the pre-check cannot close. */
function uniqueToConflict(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === '23505') throw conflict(SERVER_MESSAGES.addressTaken);
  throw error;
}

/** SUPER_ADMIN only (route policy): a blog, its settings row and its first category. */
export async function createBlog(
  db: Database,
  _actor: Actor,
  input: Required<Pick<BlogInput, 'name' | 'subdomain'>> & BlogInput,
  now: Date,
) {
  checkSubdomain(input.subdomain);
  assertDomainAllowed(input.domain, input.plan ?? 'FREE');
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, input);
      const [blog] = await tx
        .insert(blogs)
        .values({
          name: input.name,
          subdomain: input.subdomain,
          ...domainColumns(input.domain ?? null),
          plan: input.plan ?? 'FREE',
        })
        .returning();
      if (!blog) throw new Error('insert returned no row');
      await enqueueDomainChecks(tx, blog, now);
      await tx.insert(settings).values({ blogId: blog.id, title: input.name });
      await createStarterCategory(tx, blog.id);
      return toBlogDto(blog, 'SUPER_ADMIN');
    });
  } catch (error) {
    uniqueToConflict(error);
  }
}

/** SUPER_ADMIN or the blog's ADMIN (route policy); only SUPER_ADMIN changes the plan. */
export async function updateBlog(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: BlogInput,
  now: Date,
) {
  if (input.plan !== undefined && input.plan !== blog.plan && !actor.isSuperAdmin) {
    throw forbidden(SERVER_MESSAGES.planChangeForbidden);
  }
  if (input.subdomain !== blog.subdomain) checkSubdomain(input.subdomain);
  if (input.domain !== blog.domain) {
    assertDomainAllowed(input.domain, actor.isSuperAdmin ? (input.plan ?? blog.plan) : blog.plan);
  }
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.subdomain !== undefined && { subdomain: input.subdomain }),
    ...(input.domain !== undefined && input.domain !== blog.domain && domainColumns(input.domain)),
    ...(input.plan !== undefined && actor.isSuperAdmin && { plan: input.plan }),
  };
  if (Object.keys(changes).length === 0) return toBlogDto(blog, actor.role);
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, input, blog.id);
      const [updated] = await tx
        .update(blogs)
        .set(changes)
        .where(eq(blogs.id, blog.id))
        .returning();
      if (!updated) throw new Error('update returned no row');
      if ('domainToken' in changes) await enqueueDomainChecks(tx, updated, now);
      return toBlogDto(updated, actor.role);
    });
  } catch (error) {
    uniqueToConflict(error);
  }
}
