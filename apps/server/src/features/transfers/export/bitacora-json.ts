import { blogLayoutOf, storedProfileLinks } from '@bitacora/domain';
import type { MediaStorage } from '../../../platform/storage/storage.ts';
import {
  BITACORA_FORMAT,
  BITACORA_FORMAT_VERSION,
  type BitacoraBlog,
  type BitacoraCategory,
  type BitacoraComment,
  type BitacoraImage,
  type BitacoraMedia,
  type BitacoraMember,
  type BitacoraMenuItem,
  type BitacoraPage,
  type BitacoraPost,
  type BitacoraSeries,
  type BitacoraTag,
} from './bitacora-format.ts';
import type { BlogReader, MediaRow, PageRow, PostBatch, PostRow } from './blog-reader.ts';
import { mediaPath } from './blog-reader.ts';
import type { ContentFileNames } from './markdown.ts';
import type { ContentStatus } from './wxr.ts';

export interface JsonContext {
  exportedAt: Date;
  storage: MediaStorage;
  missingMedia: Set<number>;
  names: ContentFileNames;
  step: () => void;
  summary: { posts: number; pages: number };
}

/** An image in the format: its file in the zip when it is a media item that was written. */
function imageOf(
  url: string | null,
  mediaId: number | null,
  keys: Map<number, string>,
  missing: Set<number>,
): BitacoraImage | null {
  if (!url) return null;
  const key = mediaId === null ? undefined : keys.get(mediaId);
  const written = key !== undefined && mediaId !== null && !missing.has(mediaId);
  return { url, file: written ? mediaPath(key) : null };
}

/** The logo or icon the settings name: its address on the old blog and its file in the zip. */
function designImage(reader: BlogReader, context: JsonContext, mediaId: number | null) {
  const key = mediaId === null ? undefined : reader.designImages.get(mediaId);
  if (key === undefined) return null;
  return imageOf(context.storage.url(key), mediaId, reader.designImages, context.missingMedia);
}

function menuTree(rows: BlogReader['menu']): BitacoraMenuItem[] {
  const nodes = new Map<number, BitacoraMenuItem>(
    rows.map((row) => [row.id, { label: row.label, url: row.url, icon: row.icon, children: [] }]),
  );
  const roots: BitacoraMenuItem[] = [];
  // Rows come in menu order, so each list of children is in order too.
  for (const row of rows) {
    const node = nodes.get(row.id) as BitacoraMenuItem;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent && !isAncestor(rows, row.id, row.parentId)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A menu whose parents loop (never made by the panel, but possible by hand) is flattened at the loop. */
function isAncestor(rows: BlogReader['menu'], id: number, parentId: number | null): boolean {
  const parents = new Map(rows.map((r) => [r.id, r.parentId]));
  const seen = new Set<number>();
  for (let at = parentId; at !== null && at !== undefined; at = parents.get(at) ?? null) {
    if (at === id || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

const listJson = (items: unknown[]) => `[${items.map((item) => JSON.stringify(item)).join(',')}]`;

/** `bitacora.json`, in pieces: the small tables at once, posts, pages and media a batch at a time. */
export async function* bitacoraJson(
  reader: BlogReader,
  context: JsonContext,
): AsyncGenerator<string> {
  const { blog, settings: s } = reader;
  const blogJson: BitacoraBlog = {
    name: blog.name,
    subdomain: blog.subdomain,
    domain: blog.domain,
    title: s?.title ?? blog.name,
    description: s?.description ?? '',
    language: s?.language ?? 'es',
    template: s?.template ?? 'default',
    timeZone: s?.timeZone ?? 'Europe/Madrid',
    googleAnalyticsId: s?.googleAnalyticsId ?? null,
    socialNetworks: Object.fromEntries(
      Object.entries(s?.socialNetworks ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''),
    ),
    requireTwoFactor: s?.requireTwoFactor ?? false,
    createdAt: blog.createdAt.toISOString(),
    design: {
      accentColor: s?.accentColor ?? null,
      headingFont: s?.headingFont ?? null,
      bodyFont: s?.bodyFont ?? null,
      customCss: s?.customCss ?? null,
      logo: designImage(reader, context, s?.logoId ?? null),
      favicon: designImage(reader, context, s?.faviconId ?? null),
      layout: { ...blogLayoutOf(s?.layout) },
      cover: designImage(reader, context, s?.coverImageId ?? null),
      socialImage: designImage(reader, context, s?.socialImageId ?? null),
      codeInjectionHead: s?.codeInjectionHead ?? null,
      codeInjectionFoot: s?.codeInjectionFoot ?? null,
      scriptOrigins: s?.scriptOrigins ?? [],
    },
  };
  const members: BitacoraMember[] = reader.members.map((m) => ({
    email: m.email,
    name: m.name,
    role: m.role as BitacoraMember['role'],
    bio: m.bio,
    socialLinks: storedProfileLinks(m.socialLinks),
    joinedAt: m.joinedAt.toISOString(),
  }));
  const categoriesJson: BitacoraCategory[] = reader.categories.map((c) => ({
    slug: c.slug,
    name: c.name,
    oldSlugs: reader.categoryOldSlugs.get(c.id) ?? [],
    createdAt: c.createdAt.toISOString(),
  }));
  const tagsJson: BitacoraTag[] = reader.tags.map((t) => ({ slug: t.slug, name: t.name }));
  const seriesJson: BitacoraSeries[] = reader.series.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: imageOf(
      row.coverImage,
      row.coverImageId,
      reader.seriesCovers,
      context.missingMedia,
    ),
    authorEmail: row.authorId === null ? null : (reader.people.get(row.authorId)?.email ?? null),
    oldSlugs: reader.seriesOldSlugs.get(row.id) ?? [],
    posts: reader.seriesPosts.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));

  yield `{"format":${JSON.stringify(BITACORA_FORMAT)},"version":${BITACORA_FORMAT_VERSION},"exportedAt":${JSON.stringify(context.exportedAt.toISOString())}`;
  yield `,"blog":${JSON.stringify(blogJson)},"members":${listJson(members)}`;
  yield `,"categories":${listJson(categoriesJson)},"tags":${listJson(tagsJson)},"series":${listJson(seriesJson)}`;

  yield ',"posts":[';
  let first = true;
  for await (const batch of reader.postBatches()) {
    const items = batch.rows.map((row) => {
      context.step();
      return JSON.stringify(postJson(reader, batch, row, context));
    });
    yield (first ? '' : ',') + items.join(',');
    first = false;
    context.summary.posts += items.length;
  }
  yield '],"pages":[';
  first = true;
  for await (const rows of reader.pageBatches()) {
    const [oldSlugs, keys] = await Promise.all([
      reader.pageOldSlugs(rows.map((r) => r.id)),
      reader.mediaKeysOf(rows.map((r) => r.imageId)),
    ]);
    const items = rows.map((row) => {
      context.step();
      const page: BitacoraPage = {
        ...contentJson(reader, row, oldSlugs, context.names.page(row)),
        image: imageOf(row.image, row.imageId, keys, context.missingMedia),
      };
      return JSON.stringify(page);
    });
    yield (first ? '' : ',') + items.join(',');
    first = false;
    context.summary.pages += items.length;
  }
  yield `],"menu":${listJson(menuTree(reader.menu))},"media":[`;
  first = true;
  for await (const rows of reader.mediaBatches()) {
    const alts = await reader.altsOf(rows.map((r) => r.id));
    const items = rows.map((row) =>
      JSON.stringify(mediaJson(row, alts.get(row.id) ?? '', context)),
    );
    yield (first ? '' : ',') + items.join(',');
    first = false;
  }
  yield ']}\n';
}

function contentJson(
  reader: BlogReader,
  row: PostRow | PageRow,
  oldSlugs: Map<number, string[]>,
  markdownFile: string,
) {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    status: row.status as ContentStatus,
    statusBeforeTrash: (row.statusBeforeTrash ?? null) as BitacoraPost['statusBeforeTrash'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    content: row.content,
    excerpt: row.excerpt,
    visibility: row.visibility as BitacoraPost['visibility'],
    visibilityTiers: row.visibilityTiers,
    authorEmail: row.authorId === null ? null : (reader.people.get(row.authorId)?.email ?? null),
    oldSlugs: oldSlugs.get(row.id) ?? [],
    markdownFile,
    language: row.language,
    translationGroup: row.translationGroup,
  };
}

function postJson(
  reader: BlogReader,
  batch: PostBatch,
  row: PostRow,
  context: JsonContext,
): BitacoraPost {
  const seriesRow = row.seriesId === null ? undefined : reader.seriesById.get(row.seriesId);
  const image = imageOf(row.image, row.imageId, batch.mediaKeys, context.missingMedia);
  const thread = batch.commentsOf.get(row.id) ?? [];
  const uuidOf = new Map(thread.map((c) => [c.id, c.uuid]));
  const postComments: BitacoraComment[] = thread.map((c) => ({
    uuid: c.uuid,
    parentUuid: c.parentId === null ? null : (uuidOf.get(c.parentId) ?? null),
    authorName: c.authorName,
    authorEmail: c.authorEmail,
    content: c.content,
    status: c.status as BitacoraComment['status'],
    createdAt: c.createdAt.toISOString(),
  }));
  return {
    ...contentJson(reader, row, batch.oldSlugsOf, context.names.post(row)),
    category:
      row.categoryId === null ? null : (reader.categoryById.get(row.categoryId)?.slug ?? null),
    tags: (batch.tagsOf.get(row.id) ?? []).flatMap((id) => {
      const tag = reader.tagById.get(id);
      return tag ? [tag.slug] : [];
    }),
    series: seriesRow ? { slug: seriesRow.slug, number: row.sequenceNumber } : null,
    image: image ? { ...image, alt: row.imageAlt, caption: row.imageCaption } : null,
    seo: {
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      socialImage: row.socialImage,
      noindex: row.noindex,
    },
    comments: postComments,
  };
}

function mediaJson(row: MediaRow, alt: string, context: JsonContext): BitacoraMedia {
  const sizes = ['small', 'medium', 'large'] as const;
  return {
    uuid: row.uuid,
    file: context.missingMedia.has(row.id) ? null : mediaPath(row.storageKey),
    url: context.storage.url(row.storageKey),
    variants: sizes.flatMap((size) => {
      const variant = row.variants[size];
      return variant
        ? [
            {
              size,
              url: context.storage.url(variant.key),
              width: variant.width,
              height: variant.height,
            },
          ]
        : [];
    }),
    originalName: row.originalName,
    alt,
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    entityType: row.entityType as BitacoraMedia['entityType'],
    entityUuid: row.entityId,
    createdAt: row.createdAt.toISOString(),
  };
}
