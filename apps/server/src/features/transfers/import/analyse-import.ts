import type { ImportPreview } from '@bitacora/api/schemas';
import {
  IMPORT_PREVIEW_AUTHORS_MAX,
  numberedSlug,
  slugifyCategory,
  visibilityAllowed,
} from '@bitacora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import type { Blog } from '../../../platform/db/rows.ts';
import {
  blogMembers,
  categories,
  importMappings,
  pages,
  posts,
  users,
} from '../../../platform/db/schema/index.ts';
import type { ImportedItem, ImportRecord, ImportWarning } from './bundle.ts';
import { ghostArchivePath } from './image-loader.ts';
import { REPORT_LIST_MAX } from './import-report.ts';
import { baseSlug, imageAddresses, isImportableAddress } from './item-addresses.ts';

/** Items looked up together: one query per batch instead of one per item. */
const BATCH = 500;

/**
 * Reads an import's records without writing anything: what it would create, which slugs the
 * blog already uses (and what they would become), what an earlier run already brought in.
 * `inArchive` tells whether the uploaded zip holds a path: a Ghost image found there needs no
 * old site's address.
 */
export async function analyseImport(
  db: Database,
  blog: Blog,
  source: string,
  records: AsyncIterable<ImportRecord>,
  warnings: ImportWarning[] = [],
  inArchive: (path: string) => boolean = () => false,
): Promise<ImportPreview> {
  const preview: ImportPreview = {
    posts: 0,
    pages: 0,
    drafts: 0,
    scheduled: 0,
    comments: 0,
    categories: { new: 0, existing: 0 },
    tags: 0,
    images: 0,
    authors: { members: 0, toInvite: 0, withoutEmail: 0, candidates: [] },
    slugsTaken: [],
    slugsTakenTotal: 0,
    alreadyImported: 0,
    needsSiteUrl: false,
    warnings: [],
    warningsTotal: 0,
  };
  const images = new Set<string>();
  const categorySlugs = new Set<string>();
  const authorEmails = new Set<string>();
  const authorNames = new Map<string, string>();
  const slugsSeen = { post: new Set<string>(), page: new Set<string>() };
  let batch: ImportedItem[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const items = batch;
    batch = [];
    for (const kind of ['post', 'page'] as const) {
      const ofKind = items.filter((item) => item.kind === kind);
      if (ofKind.length === 0) continue;
      const mapped = new Set(
        (
          await db
            .select({ key: importMappings.sourceKey })
            .from(importMappings)
            .where(
              and(
                eq(importMappings.blogId, blog.id),
                eq(importMappings.source, source),
                eq(importMappings.kind, kind),
                inArray(
                  importMappings.sourceKey,
                  ofKind.map((item) => item.key),
                ),
              ),
            )
        ).map((row) => row.key),
      );
      const fresh = ofKind.filter((item) => !mapped.has(item.key));
      preview.alreadyImported += ofKind.length - fresh.length;
      const table = kind === 'page' ? pages : posts;
      const wanted = fresh.map((item) => ({ item, slug: baseSlug(item) }));
      const taken = new Set(
        (
          await db
            .select({ slug: table.slug })
            .from(table)
            .where(
              and(
                eq(table.blogId, blog.id),
                inArray(
                  table.slug,
                  wanted.map((w) => w.slug),
                ),
              ),
            )
        ).map((row) => row.slug),
      );
      for (const { item, slug } of wanted) {
        if (kind === 'page') preview.pages += 1;
        else preview.posts += 1;
        // A gated item the blog may not keep gated (not PRO) is written as a draft.
        const gateKept = visibilityAllowed(blog.plan, item.visibility ?? 'public');
        if (item.status === 'draft' || !gateKept) preview.drafts += 1;
        else if (item.status === 'scheduled') preview.scheduled += 1;
        preview.comments += item.comments.length;
        for (const address of imageAddresses(item).filter(isImportableAddress)) {
          images.add(address);
          const ghostPath = ghostArchivePath(address);
          if (ghostPath !== null && !inArchive(ghostPath)) preview.needsSiteUrl = true;
        }
        const seen = slugsSeen[kind];
        if (taken.has(slug) || seen.has(slug)) {
          let n = 2;
          while (taken.has(numberedSlug(slug, n)) || seen.has(numberedSlug(slug, n))) n += 1;
          const to = numberedSlug(slug, n);
          seen.add(to);
          preview.slugsTakenTotal += 1;
          if (preview.slugsTaken.length < REPORT_LIST_MAX) {
            preview.slugsTaken.push({ title: item.title, slug, to });
          }
        } else {
          seen.add(slug);
        }
      }
    }
  };

  const authorsToCheck: string[] = [];
  for await (const record of records) {
    if (record.type === 'author') {
      const email = record.author.email?.toLowerCase() ?? null;
      if (email === null) preview.authors.withoutEmail += 1;
      else if (!authorEmails.has(email)) {
        authorEmails.add(email);
        if (authorNames.size < IMPORT_PREVIEW_AUTHORS_MAX + BATCH) {
          authorNames.set(email, record.author.name.slice(0, 100));
        }
        authorsToCheck.push(email);
      }
    } else if (record.type === 'category') {
      categorySlugs.add(slugifyCategory(record.term.slug) || slugifyCategory(record.term.name));
    } else if (record.type === 'tag') {
      preview.tags += 1;
    } else if (record.type === 'item') {
      batch.push(record.item);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();

  if (authorsToCheck.length > 0) {
    const members = await db
      .select({ email: users.email })
      .from(blogMembers)
      .innerJoin(users, eq(users.id, blogMembers.userId))
      .where(and(eq(blogMembers.blogId, blog.id), inArray(users.email, authorsToCheck)));
    preview.authors.members = members.length;
    preview.authors.toInvite = authorsToCheck.length - members.length;
    const memberEmails = new Set(members.map((m) => m.email.toLowerCase()));
    preview.authors.candidates = [...authorNames]
      .filter(([email]) => !memberEmails.has(email))
      .slice(0, IMPORT_PREVIEW_AUTHORS_MAX)
      .map(([email, name]) => ({ email, name }));
  }
  const slugs = [...categorySlugs].filter((slug) => slug !== '');
  if (slugs.length > 0) {
    const existing = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.blogId, blog.id), inArray(categories.slug, slugs)));
    preview.categories = { new: slugs.length - existing.length, existing: existing.length };
  }
  preview.images = images.size;
  preview.warningsTotal = warnings.length;
  preview.warnings = warnings.slice(0, REPORT_LIST_MAX);
  return preview;
}
