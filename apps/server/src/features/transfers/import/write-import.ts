import { createHash } from 'node:crypto';
import {
  blogLayoutOf,
  codeInjectionIssue,
  customCssIssue,
  EXCERPT_MAX,
  foldText,
  hasFeature,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  isFontId,
  type Language,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  mergeTagNames,
  normalizeHexColor,
  normalizeLanguage,
  numberedSlug,
  scriptOriginsOf,
  slugify,
  slugifyCategory,
  sourceLanguage,
  TAGS_PER_POST_MAX,
  tagNameIssue,
  tagSlug,
  truncateForResult,
  validateEditorContent,
  visibilityAllowed,
} from '@bitacora/domain';
import { and, asc, eq, inArray, isNotNull, max, TransactionRollbackError } from 'drizzle-orm';
import type { Database, Queryable } from '../../../platform/db/client.ts';
import type { Blog } from '../../../platform/db/rows.ts';
import {
  blogMembers,
  categories,
  comments,
  importMappings,
  memberTiers,
  menuItems,
  pages,
  posts,
  postTags,
  series,
  settings,
  slugRedirects,
  tags,
  users,
} from '../../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import {
  claimSlug,
  keepOldPath,
  pageRevisionFields,
  plainTextSummary,
  postRevisionFields,
  recordFirstRevision,
  renumberMenu,
  sanitizeRichText,
  slugExists,
  tagsNamed,
} from '../../content/index.ts';
import type {
  ImportedAuthor,
  ImportedComment,
  ImportedCommentStatus,
  ImportedDesign,
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
  /** True once invited, false when the invitation failed, null for an author not to invite. */
  inviteAuthor?: (author: ImportedAuthor & { email: string }) => Promise<boolean | null>;
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
/** Items read ahead of the one being written, their images being brought in meanwhile. */
const ITEMS_AHEAD = 4;

const itemKey = (kind: string, key: string) => `${kind}\n${key}`;
/** A slug as taken in one language: versions in two languages may share one. */
const slugKey = (language: string, slug: string) => `${language}\n${slug}`;

/**
 * The blog's translation group of a source's group key: the same uuid on every run of one
 * import, so an item brought by a later run joins the versions an earlier one brought.
 */
export function importedGroup(blogId: number, source: string, key: string): string {
  const hex = createHash('sha256').update(`${blogId}\n${source}\n${key}`).digest('hex');
  // A version-4-shaped uuid (the variant and version bits set) made from the hash.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a new post or page's first revision needs back from its insert. */
const pageReturned = {
  id: pages.id,
  revision: pages.revision,
  title: pages.title,
  slug: pages.slug,
  content: pages.content,
  excerpt: pages.excerpt,
  status: pages.status,
  image: pages.image,
  imageId: pages.imageId,
};
const postReturned = {
  id: posts.id,
  revision: posts.revision,
  title: posts.title,
  slug: posts.slug,
  content: posts.content,
  excerpt: posts.excerpt,
  status: posts.status,
  image: posts.image,
  imageId: posts.imageId,
  categoryId: posts.categoryId,
  seriesId: posts.seriesId,
  sequenceNumber: posts.sequenceNumber,
  imageAlt: posts.imageAlt,
  imageCaption: posts.imageCaption,
  metaTitle: posts.metaTitle,
  metaDescription: posts.metaDescription,
  socialImage: posts.socialImage,
  noindex: posts.noindex,
};

export const IMPORT_MESSAGES = {
  alreadyImported: 'Ya se importó antes',
  noContent: 'No tiene contenido',
  noFreeSlug: 'No se encontró una dirección libre',
  untitled: 'Sin título',
  authorWithoutEmail: (name: string) =>
    `El autor «${name}» no tiene email: sus entradas quedan a nombre de quien importa`,
  invitationFailed: (email: string) => `No se pudo invitar a ${email}`,
  tagSkipped: (name: string, why: string) => `La etiqueta «${name}» no se importa: ${why}`,
  customCssSkipped: (why: string) => `El CSS personalizado no se importa: ${why}`,
  customCssNeedsPro: 'El CSS personalizado no se importa: es una función del plan PRO',
  codeInjectionSkipped: (why: string) => `El código insertado no se importa: ${why}`,
  codeInjectionNeedsPro: 'El código insertado no se importa: es una función del plan PRO',
  gatedNeedsPro: (title: string) =>
    `«${title}» era solo para miembros: los miembros son del plan PRO, así que se importa como borrador.`,
  tiersNotInBlog: (title: string) =>
    `«${title}» era para niveles que este blog no tiene: se abre a todos los miembros de pago.`,
  tiersPartlyInBlog: (title: string, missing: readonly string[]) =>
    `«${title}» era también para niveles que este blog no tiene${missing.length > 0 ? ` (${missing.join(', ')})` : ''}: se abre solo a los que tiene.`,
  languageNotOffered: (title: string, language: string) =>
    `«${title}» está en un idioma que los blogs no ofrecen todavía (${language}): se importa en el idioma principal del blog.`,
  translationTaken: (title: string, language: string) =>
    `«${title}» es una segunda versión en «${language}» del mismo texto: se importa sin enlazarla con sus traducciones.`,
  tooManyTags: (title: string) =>
    `«${title}» tiene más de ${TAGS_PER_POST_MAX} etiquetas: se importan las ${TAGS_PER_POST_MAX} primeras`,
} as const;

interface BlogPaidTiers {
  uuids: Set<string>;
  /** By {@link tierNameKey}: the oldest tier of each name. */
  byName: Map<string, string>;
}
const NO_PAID_TIERS: BlogPaidTiers = { uuids: new Set(), byName: new Map() };

/** A tier's name as another platform's file is matched with it: trimmed, case and accents aside. */
const tierNameKey = (name: string) => foldText(name.trim());

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
  /** Tag ids by slug, of tags committed in the blog. */
  const tagIds = new Map<string, number>();
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
    if (invited === null) return;
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
    const slug = tagSlug(name);
    const [inserted] = await db
      .insert(tags)
      .values({ blogId: blog.id, name, slug })
      .onConflictDoNothing()
      .returning({ id: tags.id });
    if (inserted) {
      report.created.tags += 1;
      tagIds.set(slug, inserted.id);
    }
  }

  /**
   * The ids of tags by name, creating those the blog lacks. Outside the item's transaction, so
   * an id kept for the next items is always of a committed tag.
   */
  async function tagIdsOf(names: readonly string[]): Promise<number[]> {
    const missing = names.filter((name) => !tagIds.has(tagSlug(name)));
    if (missing.length > 0) {
      for (const row of await tagsNamed(db, blog.id, missing)) tagIds.set(row.slug, row.id);
    }
    return names.flatMap((name) => {
      const id = tagIds.get(tagSlug(name));
      return id === undefined ? [] : [id];
    });
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
      // After what the blog has, in the order the source lists them (a parent before its
      // children): numbered on from the blog's last, 1..n across the menu as the panel keeps it.
      const [last] = await tx
        .select({ order: max(menuItems.order) })
        .from(menuItems)
        .where(eq(menuItems.blogId, blog.id));
      const [row] = await tx
        .insert(menuItems)
        .values({
          blogId: blog.id,
          label: clip(entry.label.trim(), MENU_LABEL_MAX) || IMPORT_MESSAGES.untitled,
          url: entry.url.slice(0, MENU_URL_MAX),
          order: (last?.order ?? 0) + 1,
          parentId: entry.parentKey === null ? null : (menuIds.get(entry.parentKey) ?? null),
          icon: entry.icon,
        })
        .returning({ id: menuItems.id });
      if (!row) throw new Error('insert returned no row');
      await renumberMenu(tx, blog.id);
      await remember(tx, 'menu', entry.key, row.id);
      return row.id;
    });
    report.created.menuItems += 1;
    menuIds.set(entry.key, id);
  }

  /**
   * The old blog's design onto this one: each field the source set and the domain's rules
   * accept (custom CSS only on a PRO blog, contained like the settings'), the logo and the icon
   * brought into the library. What the source left unset stays as the blog has it.
   */
  /**
   * The code injection and its script origins, onto a PRO blog only and by the settings' rules;
   * one warning for what is left out.
   */
  function writeCodeInjection(
    design: ImportedDesign,
    changes: Partial<typeof settings.$inferInsert>,
  ) {
    const head = design.codeInjectionHead?.trim() ? design.codeInjectionHead : null;
    const foot = design.codeInjectionFoot?.trim() ? design.codeInjectionFoot : null;
    const origins = design.scriptOrigins ?? [];
    if (head === null && foot === null && origins.length === 0) return;
    if (!hasFeature(blog.plan, 'codeInjection')) {
      note(report, 'warnings', { key: null, message: IMPORT_MESSAGES.codeInjectionNeedsPro });
      return;
    }
    const read = scriptOriginsOf(origins);
    const issue =
      (head && codeInjectionIssue(head)) ??
      (foot && codeInjectionIssue(foot)) ??
      ('issue' in read ? read.issue : null);
    if (issue) {
      note(report, 'warnings', { key: null, message: IMPORT_MESSAGES.codeInjectionSkipped(issue) });
      return;
    }
    changes.codeInjectionHead = head;
    changes.codeInjectionFoot = foot;
    changes.scriptOrigins = 'origins' in read ? read.origins : [];
  }

  async function writeDesign(design: ImportedDesign) {
    const changes: Partial<typeof settings.$inferInsert> = {};
    const accent = normalizeHexColor(design.accentColor);
    if (accent !== null) changes.accentColor = accent;
    if (isFontId(design.headingFont)) changes.headingFont = design.headingFont;
    if (isFontId(design.bodyFont)) changes.bodyFont = design.bodyFont;
    const css = design.customCss?.trim() ? design.customCss : null;
    if (css !== null) {
      const issue = customCssIssue(css);
      const message =
        issue !== null
          ? IMPORT_MESSAGES.customCssSkipped(issue)
          : hasFeature(blog.plan, 'customCss')
            ? null
            : IMPORT_MESSAGES.customCssNeedsPro;
      if (message === null) changes.customCss = css;
      else note(report, 'warnings', { key: null, message });
    }
    if (design.layout) changes.layout = { ...blogLayoutOf(design.layout) };
    writeCodeInjection(design, changes);
    if (design.cover) {
      const cover = await bringImage(design.cover.url);
      if (cover) changes.coverImageId = cover.mediaId;
    }
    if (design.socialImage) {
      const social = await bringImage(design.socialImage.url);
      if (social) changes.socialImageId = social.mediaId;
    }
    if (design.logo) {
      const logo = await bringImage(design.logo.url);
      if (logo) changes.logoId = logo.mediaId;
    }
    if (design.favicon) {
      const icon = await bringImage(design.favicon.url);
      if (icon) changes.faviconId = icon.mediaId;
    }
    if (Object.keys(changes).length === 0) return;
    await db
      .insert(settings)
      .values({ blogId: blog.id, title: blog.name, ...changes })
      .onConflictDoUpdate({ target: settings.blogId, set: changes });
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

  /**
   * What the blog already has that an item could collide with, read once instead of per item:
   * the items this source already made, the slugs of posts and pages, and the old slugs that
   * redirect (a new item taking one must claim it). Items written by this run are added as
   * they commit; a slug taken meanwhile by someone else is caught by the unique index.
   */
  async function readTaken() {
    const [mapped, postSlugs, pageSlugs, redirects, blogSettings, postGroups, pageGroups] =
      await Promise.all([
        db
          .select({ kind: importMappings.kind, key: importMappings.sourceKey })
          .from(importMappings)
          .where(
            and(
              eq(importMappings.blogId, blog.id),
              eq(importMappings.source, options.source),
              inArray(importMappings.kind, ['post', 'page']),
            ),
          ),
        db
          .select({ slug: posts.slug, language: posts.language })
          .from(posts)
          .where(eq(posts.blogId, blog.id)),
        db
          .select({ slug: pages.slug, language: pages.language })
          .from(pages)
          .where(eq(pages.blogId, blog.id)),
        db
          .select({ kind: slugRedirects.kind, slug: slugRedirects.oldSlug })
          .from(slugRedirects)
          .where(
            and(eq(slugRedirects.blogId, blog.id), inArray(slugRedirects.kind, ['post', 'page'])),
          ),
        db
          .select({ language: settings.language })
          .from(settings)
          .where(eq(settings.blogId, blog.id)),
        db
          .select({ group: posts.translationGroup, language: posts.language })
          .from(posts)
          .where(and(eq(posts.blogId, blog.id), isNotNull(posts.translationGroup))),
        db
          .select({ group: pages.translationGroup, language: pages.language })
          .from(pages)
          .where(and(eq(pages.blogId, blog.id), isNotNull(pages.translationGroup))),
      ]);
    const versionKeys = (rows: { group: string | null; language: string }[]) =>
      new Set(rows.map((row) => slugKey(row.language, row.group ?? '')));
    return {
      items: new Set(mapped.map((row) => itemKey(row.kind, row.key))),
      main: normalizeLanguage(blogSettings[0]?.language) as Language,
      slugs: {
        post: new Set(postSlugs.map((row) => slugKey(row.language, row.slug))),
        page: new Set(pageSlugs.map((row) => slugKey(row.language, row.slug))),
      },
      /** The languages each translation group already has, as `language\ngroup`. */
      versions: { post: versionKeys(postGroups), page: versionKeys(pageGroups) },
      redirects: {
        post: new Set(redirects.filter((r) => r.kind === 'post').map((r) => r.slug)),
        page: new Set(redirects.filter((r) => r.kind === 'page').map((r) => r.slug)),
      },
    };
  }
  let taken: Awaited<ReturnType<typeof readTaken>> | undefined;

  function freeSlug(item: ImportedItem, slugs: ReadonlySet<string>, language: Language) {
    const base = baseSlug(item);
    for (let n = 1; n <= SLUG_TRIES; n += 1) {
      const candidate = numberedSlug(base.slice(0, TITLE_MAX - 4), n);
      if (!slugs.has(slugKey(language, candidate))) return { base, slug: candidate };
    }
    return null;
  }

  const imported = (item: ImportedItem) => taken?.items.has(itemKey(item.kind, item.key)) === true;

  /** The blog's paid tiers, read once: the chosen tiers an item may keep, by uuid and by name. */
  let paidTiers: Promise<BlogPaidTiers> | undefined;
  const readPaidTiers = async (): Promise<BlogPaidTiers> => {
    const rows = await db
      .select({ uuid: memberTiers.uuid, name: memberTiers.name })
      .from(memberTiers)
      .where(and(eq(memberTiers.blogId, blog.id), eq(memberTiers.free, false)))
      .orderBy(asc(memberTiers.id));
    const byName = new Map<string, string>();
    for (const row of rows) {
      if (!byName.has(tierNameKey(row.name))) byName.set(tierNameKey(row.name), row.uuid);
    }
    return { uuids: new Set(rows.map((row) => row.uuid)), byName };
  };

  async function writeItem(
    item: ImportedItem,
    prefetched?: Promise<Map<string, ImportedImageResult>>,
  ) {
    taken ??= await readTaken();
    const title = clip(item.title.trim(), TITLE_MAX) || IMPORT_MESSAGES.untitled;
    if (imported(item)) {
      note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.alreadyImported });
      return;
    }
    const images = await (prefetched ?? bringImages(item));
    const addresses = new Map([...images].map(([address, image]) => [address, image.url]));
    const content = sanitizeRichText(replaceImageSources(item.html, addresses));
    if (validateEditorContent(content) !== null) {
      note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.noContent });
      return;
    }
    const now = options.now();
    // A gated item keeps its gate where the blog may keep one (PRO); elsewhere it waits as a
    // draft, so nothing becomes public by moving (docs/decisions/059-visibility-and-paywall.md).
    const visibility = item.visibility ?? 'public';
    const gateKept = visibilityAllowed(blog.plan, visibility);
    const lifecycle = lifecycleOf(gateKept ? item : { ...item, status: 'draft' }, now);
    const gatedBecause =
      !gateKept && item.status !== 'draft' ? IMPORT_MESSAGES.gatedNeedsPro(title) : null;
    const gatedToTiers = visibility === 'paid' && gateKept;
    const chosenTiers = gatedToTiers ? (item.visibilityTiers ?? []) : [];
    const chosenNames = gatedToTiers ? (item.visibilityTierNames ?? []) : [];
    const asked = chosenTiers.length + chosenNames.length;
    if (asked > 0 && paidTiers === undefined) paidTiers = readPaidTiers();
    const blogTiers = asked > 0 && paidTiers ? await paidTiers : NO_PAID_TIERS;
    const keptUuids = chosenTiers.filter((uuid) => blogTiers.uuids.has(uuid));
    const namedUuids = chosenNames.flatMap((name) => blogTiers.byName.get(tierNameKey(name)) ?? []);
    const tiers = [...new Set([...keptUuids, ...namedUuids])];
    const missingNames = chosenNames.filter((name) => !blogTiers.byName.has(tierNameKey(name)));
    const missing = chosenTiers.length - keptUuids.length + missingNames.length;
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
    const names = item.kind === 'page' ? [] : tagNamesOf(item);
    if (names.length > TAGS_PER_POST_MAX) {
      note(report, 'warnings', { key: item.key, message: IMPORT_MESSAGES.tooManyTags(title) });
    }
    const kept = names.slice(0, TAGS_PER_POST_MAX);
    const tagIdList = kept.length > 0 ? await tagIdsOf(kept) : [];
    const categoryKey = item.categoryKeys.find((key) => categoryIds.has(key));
    const commentRows = item.comments.map((comment) => ({
      blogId: blog.id,
      authorName: clip(comment.authorName.trim(), COMMENT_NAME_MAX) || 'Anónimo',
      authorEmail: (comment.authorEmail ?? '').toLowerCase().slice(0, EMAIL_MAX),
      content: commentText(comment.content),
      status: COMMENT_STATUS[comment.status],
      createdAt: comment.createdAt,
    }));

    // The source's language when it is one of ours, and its translation group: a group that
    // already has a version in this language (a file naming two) keeps the first.
    const language = sourceLanguage(item.language) ?? taken.main;
    if (item.language && sourceLanguage(item.language) === null) {
      note(report, 'warnings', {
        key: item.key,
        message: IMPORT_MESSAGES.languageNotOffered(title, item.language),
      });
    }
    const group = item.translationKey
      ? importedGroup(blog.id, options.source, item.translationKey)
      : null;
    const grouped =
      group !== null && !taken.versions[item.kind].has(slugKey(language, group)) ? group : null;
    if (group !== null && grouped === null) {
      note(report, 'warnings', {
        key: item.key,
        message: IMPORT_MESSAGES.translationTaken(title, language),
      });
    }

    /** The columns a page and a post take alike. */
    const columns = {
      blogId: blog.id,
      language,
      translationGroup: grouped,
      authorId,
      title,
      content,
      excerpt,
      ...lifecycle,
      ...image,
      ...stamps,
      visibility: gateKept ? visibility : 'public',
      visibilityTiers: tiers,
    };

    /** The item's transaction; false when a run elsewhere wrote the item first. */
    const write = (slug: string) =>
      db.transaction(async (tx) => {
        const kind = item.kind;
        let id: number;
        if (kind === 'page') {
          const [row] = await tx
            .insert(pages)
            .values({ ...columns, slug })
            .returning(pageReturned);
          if (!row) throw new Error('insert returned no row');
          id = row.id;
          await recordFirstRevision(tx, {
            blogId: blog.id,
            target: { pageId: row.id },
            revision: row.revision,
            authorId: options.actor.userId,
            fields: pageRevisionFields(row),
            now,
          });
        } else {
          const [row] = await tx
            .insert(posts)
            .values({
              ...columns,
              slug,
              categoryId: categoryKey === undefined ? null : (categoryIds.get(categoryKey) ?? null),
              seriesId: item.seriesKey ? (seriesIds.get(item.seriesKey) ?? null) : null,
              sequenceNumber:
                item.seriesKey && seriesIds.has(item.seriesKey)
                  ? (item.sequenceNumber ?? null)
                  : null,
              imageAlt: clip(item.featuredImage?.alt ?? '', IMAGE_ALT_MAX),
              imageCaption: clip(item.featuredImage?.caption ?? '', IMAGE_CAPTION_MAX),
              metaTitle: clip(item.metaTitle, META_TITLE_MAX),
              metaDescription: clip(item.metaDescription, META_DESCRIPTION_MAX),
            })
            .returning(postReturned);
          if (!row) throw new Error('insert returned no row');
          id = row.id;
          if (tagIdList.length > 0) {
            await tx.insert(postTags).values(tagIdList.map((tagId) => ({ postId: row.id, tagId })));
          }
          if (commentRows.length > 0) {
            const saved = await tx
              .insert(comments)
              .values(commentRows.map((comment) => ({ ...comment, postId: row.id })))
              .returning({ id: comments.id });
            // PostgreSQL returns a multi-row insert's rows in the order of its values.
            const idOf = new Map(item.comments.map((comment, n) => [comment.key, saved[n]?.id]));
            for (const [rootKey, keys] of threadsOf(item.comments)) {
              const rootId = idOf.get(rootKey);
              const ids = keys.flatMap((key) => idOf.get(key) ?? []);
              if (rootId === undefined || ids.length === 0) continue;
              await tx
                .update(comments)
                .set({ parentId: rootId })
                .where(and(eq(comments.blogId, blog.id), inArray(comments.id, ids)));
            }
            await tx.insert(importMappings).values(
              saved.map((comment, n) => ({
                blogId: blog.id,
                source: options.source,
                kind: 'comment',
                sourceKey: `${item.key}/${item.comments[n]?.key}`,
                targetId: comment.id,
              })),
            );
          }
          await recordFirstRevision(tx, {
            blogId: blog.id,
            target: { postId: row.id },
            revision: row.revision,
            authorId: options.actor.userId,
            fields: postRevisionFields(row, kept),
            now,
          });
        }
        if (taken?.redirects[kind].has(slug)) await claimSlug(tx, blog.id, kind, slug, language);
        for (const address of item.oldAddresses ?? []) {
          const main = taken?.main ?? language;
          await keepOldPath(
            tx,
            { blogId: blog.id, kind, targetId: id, slug, language, main },
            address,
          );
        }
        const [mapped] = await remember(tx, kind, item.key, id).returning({
          id: importMappings.id,
        });
        // Another run of the same import got there first: this item's rows go back.
        if (!mapped) tx.rollback();
        return true;
      });

    for (let attempt = 1; ; attempt += 1) {
      const slug = freeSlug(item, taken.slugs[item.kind], language);
      if (slug === null) {
        note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.noFreeSlug });
        return;
      }
      let written: boolean;
      try {
        written = await write(slug.slug);
      } catch (error) {
        if (error instanceof TransactionRollbackError) written = false;
        else if (attempt === 1 && isUniqueViolation(error)) {
          // A slug taken since the run began: read them again and pick another.
          taken = await readTaken();
          if (imported(item)) written = false;
          else continue;
        } else throw error;
      }
      taken.items.add(itemKey(item.kind, item.key));
      if (!written) {
        note(report, 'skipped', { key: item.key, title, reason: IMPORT_MESSAGES.alreadyImported });
        return;
      }
      taken.slugs[item.kind].add(slugKey(language, slug.slug));
      if (grouped !== null) taken.versions[item.kind].add(slugKey(language, grouped));
      taken.redirects[item.kind].delete(slug.slug);
      if (slug.slug !== slug.base) {
        note(report, 'renamed', { key: item.key, title, from: slug.base, to: slug.slug });
      }
      if (item.draftBecause) {
        note(report, 'warnings', { key: item.key, message: item.draftBecause });
      }
      if (gatedBecause) note(report, 'warnings', { key: item.key, message: gatedBecause });
      if (missing > 0 && tiers.length === 0) {
        note(report, 'warnings', { key: item.key, message: IMPORT_MESSAGES.tiersNotInBlog(title) });
      } else if (missing > 0) {
        note(report, 'warnings', {
          key: item.key,
          message: IMPORT_MESSAGES.tiersPartlyInBlog(title, missingNames),
        });
      }
      if (item.kind === 'page') report.created.pages += 1;
      else {
        report.created.posts += 1;
        report.created.comments += item.comments.length;
      }
      return;
    }
  }

  function tagNamesOf(item: ImportedItem): string[] {
    return mergeTagNames(
      item.tagKeys.flatMap((key) => {
        const name = tagNames.get(key);
        return name === undefined ? [] : [name];
      }),
    );
  }

  async function writeRecord(
    record: ImportRecord,
    images?: Promise<Map<string, ImportedImageResult>>,
  ) {
    if (record.type === 'author') await writeAuthor(record.author);
    else if (record.type === 'category') await writeCategory(record.term);
    else if (record.type === 'tag') await writeTag(record.term);
    else if (record.type === 'series') await writeSeries(record.series);
    else if (record.type === 'menu') await writeMenuItem(record.item);
    else if (record.type === 'design') await writeDesign(record.design);
    else {
      await writeItem(record.item, images);
      done += 1;
      await options.onItem?.(done);
      // The embedded database answers within the same turn of the event loop: without a pause
      // an import would hold the process until its last item, leaving requests (the panel's
      // progress bar too) and the job's lease renewals waiting.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  // The next few items' images are brought in while the one before them is written: fetching
  // and resizing wait on the network and sharp's threads, writing on the database.
  const ahead: { record: ImportRecord; images?: Promise<Map<string, ImportedImageResult>> }[] = [];
  try {
    for await (const record of records) {
      options.signal?.throwIfAborted();
      let images: Promise<Map<string, ImportedImageResult>> | undefined;
      if (record.type === 'item') {
        taken ??= await readTaken();
        if (!imported(record.item)) {
          images = bringImages(record.item);
          // awaited when its item is written; a write failing first must not leave it unheard
          images.catch(() => {});
        }
      }
      ahead.push({ record, images });
      while (ahead.length > ITEMS_AHEAD) {
        const next = ahead.shift();
        if (next) await writeRecord(next.record, next.images);
      }
    }
    for (let next = ahead.shift(); next; next = ahead.shift()) {
      options.signal?.throwIfAborted();
      await writeRecord(next.record, next.images);
    }
  } finally {
    // nothing of this run goes on writing after it returns or throws
    await Promise.allSettled(ahead.map((entry) => entry.images));
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

/**
 * The replies of each thread, by the key of the comment that opened it. The blog's replies go one
 * level deep (docs/product.md#comment-replies), so an answer to an answer joins the thread of
 * the comment it goes back to; an answer to a comment not imported answers the post.
 */
export function threadsOf(list: readonly ImportedComment[]): Map<string, string[]> {
  const parentOf = new Map(list.map((comment) => [comment.key, comment.parentKey]));
  const threads = new Map<string, string[]>();
  for (const comment of list) {
    let root = comment.parentKey;
    const seen = new Set([comment.key]);
    while (root !== null && parentOf.has(root) && !seen.has(root)) {
      seen.add(root);
      const up = parentOf.get(root) ?? null;
      if (up === null || !parentOf.has(up)) break;
      root = up;
    }
    if (root === null || !parentOf.has(root) || root === comment.key) continue;
    threads.set(root, [...(threads.get(root) ?? []), comment.key]);
  }
  return threads;
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
