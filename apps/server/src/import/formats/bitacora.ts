import { isOldPath } from '@bitacora/domain';
import {
  type BitacoraExport,
  type BitacoraMenuItem,
  type BitacoraPage,
  type BitacoraPost,
  parseBitacoraExport,
} from '../../export/bitacora-format.ts';
import { openSource } from '../archive/file-source.ts';
import {
  type ImportedImage,
  type ImportedItem,
  type ImportedStatus,
  type ImportRecord,
  importedItem,
} from '../bundle.ts';
import { ImportError } from '../import-error.ts';
import { replaceImageSources } from '../import-images.ts';
import { type ReadOptions, warner } from '../read-options.ts';

/** `bitacora.json` larger than this is refused: it is read whole, and 10 000 posts are ~60 MB. */
const MAX_JSON_BYTES = 400 * 1024 * 1024;

const MESSAGES = {
  missing: 'El zip no tiene bitacora.json: no es una exportación de Bitácora.',
  tooLarge: 'bitacora.json es demasiado grande para importarse.',
  malformed: 'bitacora.json no es un JSON válido.',
  trashed: (title: string) => `«${title}» estaba en la papelera: no se importa`,
} as const;

/**
 * The old blog's addresses of its library's images (original and every size) and the file of
 * each in the zip: the body's images are brought in from the zip, not fetched from the old blog.
 */
function archiveAddresses(data: BitacoraExport): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const item of data.media) {
    if (item.file === null) continue;
    const target = `archive:${item.file}`;
    addresses.set(item.url, target);
    for (const variant of item.variants) addresses.set(variant.url, target);
  }
  return addresses;
}

function imageOf(
  image: { url: string; file: string | null } | null,
  words: { alt?: string; caption?: string } = {},
): ImportedImage | null {
  if (image === null) return null;
  return {
    url: image.file === null ? image.url : `archive:${image.file}`,
    alt: words.alt ?? '',
    caption: words.caption ?? '',
  };
}

function lifecycle(item: BitacoraPost | BitacoraPage): {
  status: ImportedStatus;
  publishedAt: Date | null;
} {
  if (item.status === 'SCHEDULED' && item.publishAt) {
    return { status: 'scheduled', publishedAt: new Date(item.publishAt) };
  }
  if (item.status === 'PUBLISHED') {
    return {
      status: 'published',
      publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
    };
  }
  return { status: 'draft', publishedAt: null };
}

/** The menu's entries in its order, each parent before its children. */
function* menuRecords(
  items: BitacoraMenuItem[],
  parentKey: string | null,
): Generator<ImportRecord> {
  for (const [order, entry] of items.entries()) {
    const key = parentKey === null ? `${order}` : `${parentKey}.${order}`;
    yield {
      type: 'menu',
      item: { key, label: entry.label, url: entry.url, parentKey, icon: entry.icon },
    };
    yield* menuRecords(entry.children, key);
  }
}

/**
 * A Bitácora export (the zip its 'Exportar' makes): `bitacora.json` read and checked against
 * the format, its media taken from the zip. Series keep their order, the menu its tree.
 */
export async function* readBitacora(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  const warn = warner(options);
  const source = await openSource(file, options.zipLimits);
  let data: BitacoraExport;
  try {
    if (!source.has('bitacora.json'))
      throw new ImportError('formato-desconocido', MESSAGES.missing);
    const bytes = await source.readBytes('bitacora.json');
    if (bytes.byteLength > MAX_JSON_BYTES)
      throw new ImportError('zip-demasiado-grande', MESSAGES.tooLarge);
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new ImportError('json-invalido', MESSAGES.malformed);
    }
    const parsed = parseBitacoraExport(json);
    if (!parsed.ok) throw new ImportError('bitacora-no-valida', parsed.error);
    data = parsed.data;
  } finally {
    source.close();
  }

  for (const member of data.members) {
    yield {
      type: 'author',
      author: {
        key: member.email,
        name: member.name,
        email: member.email.toLowerCase(),
        login: null,
      },
    };
  }
  for (const category of data.categories) {
    yield {
      type: 'category',
      term: {
        key: category.slug,
        name: category.name,
        slug: category.slug,
        description: '',
        parentKey: null,
      },
    };
  }
  for (const tag of data.tags) {
    yield {
      type: 'tag',
      term: { key: tag.slug, name: tag.name, slug: tag.slug, description: '', parentKey: null },
    };
  }
  for (const series of data.series) {
    yield {
      type: 'series',
      series: {
        key: series.slug,
        title: series.title,
        slug: series.slug,
        description: series.description,
        coverImage: imageOf(series.coverImage ?? null),
      },
    };
  }
  yield* menuRecords(data.menu, null);

  const addresses = archiveAddresses(data);
  const common = (
    item: BitacoraPost | BitacoraPage,
    kind: 'post' | 'page',
  ): ImportedItem | null => {
    if (item.status === 'TRASHED') {
      warn(item.uuid, MESSAGES.trashed(item.title));
      return null;
    }
    return importedItem({
      kind,
      key: item.uuid,
      title: item.title,
      slug: item.slug,
      html: replaceImageSources(item.content, addresses),
      excerpt: item.excerpt,
      ...lifecycle(item),
      createdAt: new Date(item.createdAt),
      updatedAt: new Date(item.updatedAt),
      authorKey: item.authorEmail,
      // the paths its blog kept from a site before it, which its links may still name
      oldAddresses: item.oldSlugs.filter(isOldPath),
    });
  };
  for (const post of data.posts) {
    const item = common(post, 'post');
    if (item === null) continue;
    yield {
      type: 'item',
      item: {
        ...item,
        categoryKeys: post.category === null ? [] : [post.category],
        tagKeys: post.tags,
        featuredImage: imageOf(post.image, post.image ?? {}),
        metaTitle: post.seo.metaTitle,
        metaDescription: post.seo.metaDescription,
        seriesKey: post.series?.slug ?? null,
        sequenceNumber: post.series?.number ?? null,
        comments: post.comments.map((comment, index) => ({
          key: comment.uuid ?? String(index),
          parentKey: comment.parentUuid ?? null,
          authorName: comment.authorName,
          authorEmail: comment.authorEmail || null,
          authorUrl: null,
          content: comment.content,
          status: (
            { APPROVED: 'approved', PENDING: 'pending', SPAM: 'spam', REJECTED: 'trash' } as const
          )[comment.status],
          createdAt: new Date(comment.createdAt),
        })),
      },
    };
  }
  for (const page of data.pages) {
    const item = common(page, 'page');
    if (item === null) continue;
    yield { type: 'item', item: { ...item, featuredImage: imageOf(page.image) } };
  }
}
