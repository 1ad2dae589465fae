import {
  EXCERPT_MAX,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  mergeTagNames,
  numberedSlug,
  slugify,
  slugifyCategory,
  TAGS_PER_POST_MAX,
  tagNameIssue,
  tagSlug,
  truncateForResult,
  validateEditorContent,
} from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { plainTextSummary, sanitizeRichText } from '../content/sanitize-html.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { Blog } from '../db/rows.ts';
import {
  blogMembers,
  categories,
  comments,
  importMappings,
  menuItems,
  pages,
  posts,
  series,
  tags,
  users,
} from '../db/schema/index.ts';
import { slugExists } from '../services/content-rules.ts';
import {
  pageRevisionFields,
  postRevisionFields,
  recordRevision,
} from '../services/revisions.service.ts';
import { claimSlug } from '../services/slug-history.service.ts';
import { setPostTags } from '../services/tags.service.ts';
import type {
  ImportedAuthor,
  ImportedCommentStatus,
  ImportedItem,
  ImportedMenuItem,
  ImportedSeries,
  ImportedTerm,
  ImportRecord,
} from './bundle.ts';
import { type ImportedImageResult, replaceImageSources } from './import-images.ts';
import { emptyReport, type ImportReport, note } from './import-report.ts';
import { baseSlug, imageAddresses, isImportableAddress } from './item-addresses.ts';

/** The importing admin, who owns what no member of the blog wrote. */
export interface ImportActor {
  userId: number;
}

export interface WriteImportOptions {
  db: Database;
  blog: Blog;
  actor: ImportActor;
  /** Names the platform and site the file came from; mappings are kept per source. */
  source: string;
  now: () => Date;
  /** Brings one image into the library; throws with a Spanish reason when it can't. */
  importImage: (address: string) => Promise<ImportedImageResult>;
  /** Invites an author who is not a member; resolves to false when the invitation was not sent. */
  inviteAuthor?: (author: ImportedAuthor & { email: string }) => Promise<boolean>;
  /** Called after each item, written or skipped. */
  onItem?: (done: number) => Promise<void> | void;
  signal?: AbortSignal;
}

const COMMENT_STATUS: Record<ImportedCommentStatus, string> = {
  approved: 'APPROVED',
  pending: 'PENDING',
  spam: 'SPAM',
  trash: 'REJECTED',
};

const TITLE_MAX = 200;
const CATEGORY_NAME_MAX = 100;
const COMMENT_NAME_MAX = 100;
const EMAIL_MAX = 254;
const SLUG_TRIES = 100;
const MENU_LABEL_MAX = 100;
const MENU_URL_MAX = 2048;

export const IMPORT_MESSAGES = {
  alreadyImported: 'Ya se importó antes',
  noContent: 'No tiene contenido',
  noFreeSlug: 'No se encontró una dirección libre',
  untitled: 'Sin título',
  authorWithoutEmail: (name: string) =>
    `El autor «${name}» no tiene email: sus entradas quedan a nombre de quien importa`,
  invitationFailed: (email: string) => `No se pudo invitar a ${email}`,
  tagSkipped: (name: string, why: string) => `La etiqueta «${name}» no se importa: ${why}`,
  tooManyTags: (title: string) =>
    `«${title}» tiene más de ${TAGS_PER_POST_MAX} etiquetas: se importan las ${TAGS_PER_POST_MAX} primeras`,
} as const;

function clip(text: string, max: number): string {
  return truncateForResult(text, max);
}

/**
 * Writes an import's records into a blog. Each item (a post with its tags and comments, or a
 * page) is one transaction, recorded in `import_mappings` with it: an item is all there or not
 * at all, and a re-run, a retry or a resumed job skips what a key already created.
 */
export async function writeImport(
  options: WriteImportOptions,
  records: AsyncIterable<ImportRecord>,
): Promise<ImportReport> {
  const { db, blog } = options;
  const report = emptyReport();
  const authorIds = new Map<string, number | null>();
  const categoryIds = new Map<string, number>();
  const tagNames = new Map<string, string>();
  const seriesIds = new Map<string, number>();
  const menuIds = new Map<string, number>();
  let done = 0;

  const mapping = async (tx: Queryable, kind: string, key: string) => {
    const [row] = await tx
      .select({ targetId: importMappings.targetId })
      .from(importMappings)
      .where(
        and(
          eq(importMappings.blogId, blog.id),
          eq(importMappings.source, options.source),
          eq(importMappings.kind, kind),
          eq(importMappings.sourceKey, key),
        ),
      );
    return row?.targetId ?? null;
  };
  const remember = (tx: Queryable, kind: string, key: string, targetId: number) =>
    tx
      .insert(importMappings)
      .values({ blogId: blog.id, source: options.source, kind, sourceKey: key, targetId })
      .onConflictDoNothing();

  async function writeAuthor(author: ImportedAuthor) {
    if (author.email === null) {
      authorIds.set(author.key, null);
      note(report, 'warnings', {
        key: author.key,
        message: IMPORT_MESSAGES.authorWithoutEmail(author.name),
      });
      return;
    }
    const email = author.email.toLowerCase();
    const [member] = await db
      .select({ id: users.id })
      .from(blogMembers)
      .innerJoin(users, eq(users.id, blogMembers.userId))
      .where(and(eq(blogMembers.blogId, blog.id), eq(users.email, email)));
    authorIds.set(author.key, member?.id ?? null);
    if (member || !options.inviteAuthor) return;
    if ((await mapping(db, 'author', email)) !== null) return;
    const invited = await options.inviteAuthor({ ...author, email }).catch(() => false);
    if (!invited) {
      note(report, 'warnings', {
        key: author.key,
        message: IMPORT_MESSAGES.invitationFailed(email),
      });
      return;
    }
    report.created.invitations += 1;
    await remember(db, 'author', email, 0);
  }

  async function writeCategory(term: ImportedTerm) {
    const known = await mapping(db, 'category', term.key);
    if (known !== null) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, known), eq(categories.blogId, blog.id)));
      if (row) {
        categoryIds.set(term.key, row.id);
        return;
      }
    }
    const name = clip(term.name.trim() || term.slug, CATEGORY_NAME_MAX);
    const slug = slugifyCategory(term.slug) || slugifyCategory(name) || 'categoria';
    const id = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(categories)
        .values({ blogId: blog.id, name, slug })
        .onConflictDoNothing()
        .returning({ id: categories.id });
      if (inserted) report.created.categories += 1;
      const [row] = inserted
        ? [inserted]
        : await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.blogId, blog.id), eq(categories.slug, slug)));
      if (!row) throw new Error('category neither inserted nor found');
      await remember(tx, 'category', term.key, row.id);
      return row.id;
    });
    categoryIds.set(term.key, id);
  }

  async function writeTag(term: ImportedTerm) {
    const [name] = mergeTagNames([term.name || term.slug]);
    const issue = name === undefined ? IMPORT_MESSAGES.noContent : tagNameIssue(name);
    if (name === undefined || issue !== null) {
      note(report, 'warnings', {
        key: term.key,
        message: IMPORT_MESSAGES.tagSkipped(term.name, issue ?? IMPORT_MESSAGES.noContent),
      });
      return;
    }
    tagNames.set(term.key, name);
    const [inserted] = await db
      .insert(tags)
      .values({ blogId: blog.id, name, slug: tagSlug(name) })
      .onConflictDoNothing()
      .returning({ id: tags.id });
    if (inserted) report.created.tags += 1;
  }

  async function writeSeries(entry: ImportedSeries) {
    const known = await mapping(db, 'series', entry.key);
    if (known !== null) {
      seriesIds.set(entry.key, known);
      return;
    }
    const cover = entry.coverImage ? await bringImage(entry.coverImage.url) : null;
    const base = slugify(entry.slug) || slugify(entry.title) || `serie-${slugify(entry.key)}`;
    let slug: string | null = null;
    for (let n = 1; n <= SLUG_TRIES && slug === null; n += 1) {
      const candidate = numberedSlug(base, n);
      if (!(await slugExists(db, series, blog.id, candidate))) slug = candidate;
    }
    if (slug === null) {
      note(report, 'warnings', { key: entry.key, message: IMPORT_MESSAGES.noFreeSlug });
      return;
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(series)
        .values({
          blogId: blog.id,
          authorId: options.actor.userId,
          title: clip(entry.title.trim(), TITLE_MAX) || IMPORT_MESSAGES.untitled,
          slug: slug as string,
          description: entry.description,
          coverImage: cover?.url ?? null,
          coverImageId: cover?.mediaId ?? null,
        })
        .returning({ id: series.id });
      if (!row) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, 'series', slug as string);
      await remember(tx, 'series', entry.key, row.id);
      return row.id;
    });
    report.created.series += 1;
    seriesIds.set(entry.key, id);
  }

  async function writeMenuItem(entry: ImportedMenuItem) {
    const known = await mapping(db, 'menu', entry.key);
    if (known !== null) {
      menuIds.set(entry.key, known);
      return;
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(menuItems)
        .values({
          blogId: blog.id,
          label: clip(entry.label.trim(), MENU_LABEL_MAX) || IMPORT_MESSAGES.untitled,
          url: entry.url.slice(0, MENU_URL_MAX),
          order: entry.order,
          parentId: entry.parentKey === null ? null : (menuIds.get(entry.parentKey) ?? null),
          icon: entry.icon,
        })
        .returning({ id: menuItems.id });
      if (!row) throw new Error('insert returned no row');
      await remember(tx, 'menu', entry.key, row.id);
      return row.id;
    });
    report.created.menuItems += 1;
    menuIds.set(entry.key, id);
  }

  /** One image into the library, or null (reported) when it cannot be brought in. */
  async function bringImage(address: string): Promise<ImportedImageResult | null> {
    if (!isImportableAddress(address)) return null;
    try {
      const image = await options.importImage(address);
      if (image.fresh) report.created.images += 1;
      return image;
    } catch (error) {
      note(report, 'imagesFailed', {
        address,
        reason: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  /** The item's images in the library, by their address in the source; failures are reported. */
  async function bringImages(item: ImportedItem): Promise<Map<string, ImportedImageResult>> {
    const found = new Map<string, ImportedImageResult>();
    for (const address of imageAddresses(item)) {
      const image = await bringImage(address);
      if (image) found.set(address, image);
    }
    return found;
  }

  async function freeSlug(table: typeof posts | typeof pages, item: ImportedItem) {
    const base = baseSlug(item);
    for (let n = 1; n <= SLUG_TRIES; n += 1) {
      const candidate = numberedSlug(base.slice(0, TITLE_MAX - 4), n);
      if (!(await slugExists(db, table, blog.id, candidate))) return { base, slug: candidate };
    }
    return null;
  }

  async function writeItem(item: ImportedItem) {
    const title = clip(item.title.trim(), TITLE_MAX) || IMPORT_MESSAGES.untitled;
    if ((await mapping(db, item.kind, item.key)) !== null) {
      note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.alreadyImported });
      return;
    }
    const images = await bringImages(item);
    const addresses = new Map([...images].map(([address, image]) => [address, image.url]));
    const content = sanitizeRichText(replaceImageSources(item.html, addresses));
    if (validateEditorContent(content) !== null) {
      note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.noContent });
      return;
    }
    const table = item.kind === 'page' ? pages : posts;
    const slug = await freeSlug(table, item);
    if (slug === null) {
      note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.noFreeSlug });
      return;
    }
    if (slug.slug !== slug.base) {
      note(report, 'renamed', { key: item.key, title, from: slug.base, to: slug.slug });
    }
    const now = options.now();
    const lifecycle = lifecycleOf(item, now);
    const featured = item.featuredImage ? images.get(item.featuredImage.url) : undefined;
    const image = featured
      ? { image: featured.url, imageId: featured.mediaId }
      : {
          image: item.featuredImage?.url.startsWith('http') ? item.featuredImage.url : null,
          imageId: null,
        };
    const authorId =
      (item.authorKey ? authorIds.get(item.authorKey) : null) ?? options.actor.userId;
    const excerpt = clip(plainTextSummary(item.excerpt, EXCERPT_MAX * 2), EXCERPT_MAX);
    const stamps = {
      createdAt: item.createdAt ?? lifecycle.publishedAt ?? now,
      updatedAt: item.updatedAt ?? item.createdAt ?? now,
    };

    await db.transaction(async (tx) => {
      if (item.kind === 'page') {
        const [row] = await tx
          .insert(pages)
          .values({
            blogId: blog.id,
            authorId,
            title,
            slug: slug.slug,
            content,
            excerpt,
            ...lifecycle,
            ...image,
            ...stamps,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await claimSlug(tx, blog.id, 'page', slug.slug);
        await recordRevision(tx, {
          blogId: blog.id,
          target: { pageId: row.id },
          revision: row.revision,
          authorId: options.actor.userId,
          autosave: false,
          fields: pageRevisionFields(row),
          now,
        });
        await remember(tx, 'page', item.key, row.id);
        report.created.pages += 1;
        return;
      }
      const categoryKey = item.categoryKeys.find((key) => categoryIds.has(key));
      const [row] = await tx
        .insert(posts)
        .values({
          blogId: blog.id,
          authorId,
          categoryId: categoryKey === undefined ? null : (categoryIds.get(categoryKey) ?? null),
          seriesId: item.seriesKey ? (seriesIds.get(item.seriesKey) ?? null) : null,
          sequenceNumber:
            item.seriesKey && seriesIds.has(item.seriesKey) ? (item.sequenceNumber ?? null) : null,
          title,
          slug: slug.slug,
          content,
          excerpt,
          ...lifecycle,
          ...image,
          imageAlt: clip(item.featuredImage?.alt ?? '', IMAGE_ALT_MAX),
          imageCaption: clip(item.featuredImage?.caption ?? '', IMAGE_CAPTION_MAX),
          metaTitle: clip(item.metaTitle, META_TITLE_MAX),
          metaDescription: clip(item.metaDescription, META_DESCRIPTION_MAX),
          ...stamps,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, 'post', slug.slug);
      const names = mergeTagNames(
        item.tagKeys.flatMap((key) => {
          const name = tagNames.get(key);
          return name === undefined ? [] : [name];
        }),
      );
      if (names.length > TAGS_PER_POST_MAX) {
        note(report, 'warnings', { key: item.key, message: IMPORT_MESSAGES.tooManyTags(title) });
      }
      const kept = names.slice(0, TAGS_PER_POST_MAX);
      if (kept.length > 0) await setPostTags(tx, blog, row.id, kept);
      for (const comment of item.comments) {
        const [saved] = await tx
          .insert(comments)
          .values({
            blogId: blog.id,
            postId: row.id,
            authorName: clip(comment.authorName.trim(), COMMENT_NAME_MAX) || 'Anónimo',
            authorEmail: (comment.authorEmail ?? '').toLowerCase().slice(0, EMAIL_MAX),
            content: commentText(comment.content),
            status: COMMENT_STATUS[comment.status],
            createdAt: comment.createdAt,
          })
          .returning({ id: comments.id });
        if (saved) await remember(tx, 'comment', `${item.key}/${comment.key}`, saved.id);
      }
      report.created.comments += item.comments.length;
      await recordRevision(tx, {
        blogId: blog.id,
        target: { postId: row.id },
        revision: row.revision,
        authorId: options.actor.userId,
        autosave: false,
        fields: postRevisionFields(row, kept),
        now,
      });
      await remember(tx, 'post', item.key, row.id);
      report.created.posts += 1;
    });
  }

  for await (const record of records) {
    options.signal?.throwIfAborted();
    if (record.type === 'author') await writeAuthor(record.author);
    else if (record.type === 'category') await writeCategory(record.term);
    else if (record.type === 'tag') await writeTag(record.term);
    else if (record.type === 'series') await writeSeries(record.series);
    else if (record.type === 'menu') await writeMenuItem(record.item);
    else {
      await writeItem(record.item);
      done += 1;
      await options.onItem?.(done);
      // The embedded database answers within the same turn of the event loop: without a pause
      // an import would hold the process until its last item, leaving requests (the panel's
      // progress bar too) and the job's lease renewals waiting.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return report;
}

/**
 * The status an imported item gets. A scheduled item whose moment has passed while it moved is
 * published at that moment, as the sweep would have done.
 */
function lifecycleOf(item: ImportedItem, now: Date) {
  if (item.status === 'scheduled' && item.publishedAt && item.publishedAt > now) {
    return { status: 'SCHEDULED', publishAt: item.publishedAt, publishedAt: null };
  }
  if (item.status === 'draft') return { status: 'DRAFT', publishAt: null, publishedAt: null };
  return { status: 'PUBLISHED', publishAt: null, publishedAt: item.publishedAt ?? now };
}

/** A comment as the blog keeps them: plain text, paragraphs as blank lines. */
function commentText(html: string): string {
  const text = sanitizeRichText(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n');
  return plainTextLines(text);
}

function plainTextLines(html: string): string {
  return html
    .split('\n')
    .map((line) => plainTextSummary(line, Number.MAX_SAFE_INTEGER))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
