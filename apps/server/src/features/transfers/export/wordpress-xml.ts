import { itemPath, LANGUAGE_NAMES, normalizeLanguage } from '@bitacora/domain';
import { absoluteAddresses } from '../../../platform/http/absolute-addresses.ts';
import type { MediaStorage } from '../../../platform/storage/storage.ts';
import {
  type BlogReader,
  contentDate,
  exportedVersion,
  type PageRow,
  type PostRow,
} from './blog-reader.ts';
import {
  type ContentStatus,
  wxrAuthor,
  wxrCategory,
  wxrFoot,
  wxrHead,
  wxrItem,
  wxrTag,
} from './wxr.ts';

export interface WxrContext {
  exportedAt: Date;
  storage: MediaStorage;
  missingMedia: Set<number>;
  siteUrl: string;
  step: () => void;
}

const absolute = (url: string, base: string) => {
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
};

/** `wordpress.xml`: authors and terms, then attachments, posts and pages a batch at a time. */
export async function* wordpressXml(
  reader: BlogReader,
  context: WxrContext,
): AsyncGenerator<string> {
  const { blog, settings: s } = reader;
  const timeZone = s?.timeZone ?? 'Europe/Madrid';
  const site = context.siteUrl;
  const loginOf = (authorId: number | null) =>
    authorId === null ? '' : (reader.people.get(authorId)?.email ?? '');
  const main = normalizeLanguage(s?.language);
  /**
   * An item's language and group for the plugins a multilingual WordPress uses: Polylang's
   * taxonomies (in the item) and the meta WPML's import reads; nothing for an item in the main
   * language without translations, so a blog in one language exports as before.
   */
  const translationOf = (row: { language: string; translationGroup: string | null }) => {
    const version = exportedVersion(reader, row);
    const meta: { key: string; value: string }[] = [];
    if (version === null) return { meta };
    const { language, group } = version;
    meta.push({ key: '_wpml_import_language_code', value: language });
    if (group !== null) meta.push({ key: '_wpml_import_translation_group', value: group });
    return { meta, translation: { language, languageName: LANGUAGE_NAMES[language], group } };
  };
  const attachmentId = (mediaId: number) => reader.maxPostId + reader.maxPageId + mediaId;
  /** Old slugs, and the featured image unless its file is missing, as WordPress's post meta. */
  const metaOf = (
    oldSlugs: string[] | undefined,
    imageId: number | null,
    mediaKeys: ReadonlyMap<number, string>,
  ) => {
    const meta = (oldSlugs ?? []).map((old) => ({ key: '_wp_old_slug', value: old }));
    if (imageId !== null && mediaKeys.has(imageId) && !context.missingMedia.has(imageId))
      meta.push({ key: '_thumbnail_id', value: String(attachmentId(imageId)) });
    return meta;
  };
  /** What a post's item and a page's say alike. */
  const contentFields = (row: PostRow | PageRow) => ({
    slug: row.slug,
    status: row.status as ContentStatus,
    date: contentDate(row),
    modified: row.updatedAt,
    authorLogin: loginOf(row.authorId),
    html: absoluteAddresses(row.content, site),
    excerpt: row.excerpt,
  });

  yield wxrHead({
    title: s?.title ?? blog.name,
    link: site,
    description: s?.description ?? '',
    language: s?.language ?? 'es',
    exportedAt: context.exportedAt,
  });
  for (const [id, person] of reader.people)
    yield wxrAuthor({ id, login: person.email, email: person.email, displayName: person.name });
  for (const c of reader.categories) yield wxrCategory({ id: c.id, slug: c.slug, name: c.name });
  for (const t of reader.tags) yield wxrTag({ id: t.id, slug: t.slug, name: t.name });
  yield '	<generator>Bitácora</generator>\n';

  // Attachments before the items that point at them, as WordPress's exporter writes them.
  for await (const rows of reader.mediaBatches()) {
    let chunk = '';
    for (const row of rows) {
      if (context.missingMedia.has(row.id)) continue;
      const url = absolute(context.storage.url(row.storageKey), site);
      chunk += wxrItem(
        {
          id: attachmentId(row.id),
          type: 'attachment',
          title: row.originalName,
          link: url,
          guid: url,
          slug: `media-${row.uuid}`,
          status: 'PUBLISHED',
          date: row.createdAt,
          modified: row.createdAt,
          authorLogin: loginOf(row.uploadedBy),
          html: '',
          excerpt: '',
          category: null,
          tags: [],
          meta: [],
          comments: [],
          attachmentUrl: url,
        },
        timeZone,
      );
    }
    yield chunk;
  }

  for await (const batch of reader.postBatches()) {
    let chunk = '';
    for (const row of batch.rows) {
      const category =
        row.categoryId === null ? undefined : reader.categoryById.get(row.categoryId);
      const meta = metaOf(batch.oldSlugsOf.get(row.id), row.imageId, batch.mediaKeys);
      if (row.metaTitle) meta.push({ key: '_yoast_wpseo_title', value: row.metaTitle });
      if (row.metaDescription)
        meta.push({ key: '_yoast_wpseo_metadesc', value: row.metaDescription });
      const translated = translationOf(row);
      meta.push(...translated.meta);
      chunk += wxrItem(
        {
          id: row.id,
          type: 'post',
          title: row.title,
          link: `${site}${itemPath('post', row.slug, normalizeLanguage(row.language), main)}`,
          ...(translated.translation ? { translation: translated.translation } : {}),
          guid: `${site}/?p=${row.id}`,
          ...contentFields(row),
          category: category ? { slug: category.slug, name: category.name } : null,
          tags: (batch.tagsOf.get(row.id) ?? []).flatMap((id) => {
            const tag = reader.tagById.get(id);
            return tag ? [{ slug: tag.slug, name: tag.name }] : [];
          }),
          meta,
          comments: (batch.commentsOf.get(row.id) ?? []).map((c) => ({
            id: c.id,
            authorName: c.authorName,
            authorEmail: c.authorEmail,
            content: c.content,
            status: c.status as 'PENDING' | 'APPROVED' | 'REJECTED' | 'SPAM',
            createdAt: c.createdAt,
            parentId: c.parentId ?? 0,
          })),
        },
        timeZone,
      );
      context.step();
    }
    yield chunk;
  }

  for await (const rows of reader.pageBatches()) {
    const [oldSlugs, keys] = await Promise.all([
      reader.pageOldSlugs(rows.map((r) => r.id)),
      reader.mediaKeysOf(rows.map((r) => r.imageId)),
    ]);
    let chunk = '';
    for (const row of rows) {
      const translated = translationOf(row);
      chunk += wxrItem(
        {
          id: reader.maxPostId + row.id,
          type: 'page',
          title: row.title,
          link: `${site}${itemPath('page', row.slug, normalizeLanguage(row.language), main)}`,
          ...(translated.translation ? { translation: translated.translation } : {}),
          guid: `${site}/?page_id=${reader.maxPostId + row.id}`,
          ...contentFields(row),
          category: null,
          tags: [],
          meta: [...metaOf(oldSlugs.get(row.id), row.imageId, keys), ...translated.meta],
          comments: [],
        },
        timeZone,
      );
      context.step();
    }
    yield chunk;
  }
  yield wxrFoot;
}
