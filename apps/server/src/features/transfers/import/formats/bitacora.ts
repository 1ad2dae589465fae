import { isOldPath } from '@bitacora/domain';
import {
  type BITACORA_PARTS,
  type BitacoraExport,
  type BitacoraMedia,
  type BitacoraMenuItem,
  type BitacoraPage,
  type BitacoraPost,
  bitacoraHeadError,
  parseBitacoraPart,
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
import { importLimits, LIMIT_MESSAGES } from '../import-limits.ts';
import { jsonElements } from '../json-elements.ts';
import { type ReadOptions, warner } from '../read-options.ts';

const MESSAGES = {
  missing: 'El zip no tiene bitacora.json: no es una exportación de Bitácora.',
  malformed: 'bitacora.json no es un JSON válido.',
  trashed: (title: string) => `«${title}» estaba en la papelera: no se importa`,
} as const;

/**
 * The old blog's addresses of its library's images (original and every size) and the file of
 * each in the zip: the body's images are brought in from the zip, not fetched from the old blog.
 */
function addArchiveAddresses(addresses: Map<string, string>, item: BitacoraMedia): void {
  if (item.file === null) return;
  const target = `archive:${item.file}`;
  addresses.set(item.url, target);
  for (const variant of item.variants) addresses.set(variant.url, target);
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
  const limits = importLimits(options.limits);
  const source = await openSource(file, options.zipLimits);
  const head: { format?: unknown; version?: unknown } = {};
  const data: Pick<BitacoraExport, 'members' | 'categories' | 'tags' | 'series' | 'menu'> = {
    members: [],
    categories: [],
    tags: [],
    series: [],
    menu: [],
  };
  const addresses = new Map<string, string>();
  let design: BitacoraExport['blog']['design'] | null = null;
  const elementLimits = {
    maxBytes: limits.maxMainFileBytes,
    maxElementBytes: limits.maxItemBytes,
    messages: {
      tooLarge: LIMIT_MESSAGES.mainFile('bitacora.json', limits),
      elementTooLarge: LIMIT_MESSAGES.item(limits),
      malformed: MESSAGES.malformed,
    },
  };
  const part = <K extends keyof typeof BITACORA_PARTS>(
    key: K,
    index: number | null,
    value: unknown,
  ) => {
    const parsed = parseBitacoraPart(key, index, value);
    if (!parsed.ok) throw new ImportError('bitacora-no-valida', parsed.error);
    return parsed.data;
  };
  const lists = { members: 0, categories: 0, tags: 0, series: 0, menu: 0, media: 0 };
  const caps: Record<keyof typeof lists, [number, string]> = {
    members: [limits.maxAuthors, LIMIT_MESSAGES.authors(limits)],
    categories: [limits.maxTerms, LIMIT_MESSAGES.terms(limits)],
    tags: [limits.maxTerms, LIMIT_MESSAGES.terms(limits)],
    series: [limits.maxItems, LIMIT_MESSAGES.items(limits)],
    menu: [limits.maxMenuEntries, LIMIT_MESSAGES.menu(limits)],
    media: [limits.maxMedia, LIMIT_MESSAGES.media(limits)],
  };
  // The file is streamed twice: first everything but the posts and pages (the media, which
  // come last, tell where the posts' images are), then the posts and pages one at a time.
  const small = (key: string) => key !== 'posts' && key !== 'pages';
  try {
    if (!source.has('bitacora.json'))
      throw new ImportError('formato-desconocido', MESSAGES.missing);
    for await (const { key, index, value } of jsonElements(
      await source.openStream('bitacora.json'),
      small,
      elementLimits,
    )) {
      if (key === 'format' || key === 'version') {
        head[key] = value;
        continue;
      }
      if (key === 'blog') {
        design = part('blog', null, value).design ?? null;
        continue;
      }
      if (!(key in lists) || index === null) continue;
      const list = key as keyof typeof lists;
      lists[list] += 1;
      const [cap, message] = caps[list];
      if (lists[list] > cap) throw new ImportError('importacion-demasiado-grande', message);
      if (list === 'media') addArchiveAddresses(addresses, part('media', index, value));
      else (data[list] as unknown[]).push(part(list, index, value));
    }
    const headError = bitacoraHeadError(head.format, head.version);
    if (headError !== null) throw new ImportError('bitacora-no-valida', headError);
  } catch (error) {
    source.close();
    throw error;
  }

  try {
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
    if (design) {
      yield {
        type: 'design',
        design: {
          accentColor: design.accentColor,
          headingFont: design.headingFont,
          bodyFont: design.bodyFont,
          customCss: design.customCss,
          logo: imageOf(design.logo),
          favicon: imageOf(design.favicon),
          layout: design.layout ?? null,
          cover: imageOf(design.cover ?? null),
          socialImage: imageOf(design.socialImage ?? null),
          codeInjectionHead: design.codeInjectionHead ?? null,
          codeInjectionFoot: design.codeInjectionFoot ?? null,
          scriptOrigins: design.scriptOrigins ?? [],
        },
      };
    }

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
        // The writer keeps the gate on a PRO blog, and makes the item a draft on another.
        visibility: item.visibility ?? 'public',
        visibilityTiers: item.visibilityTiers ?? [],
        createdAt: new Date(item.createdAt),
        updatedAt: new Date(item.updatedAt),
        authorKey: item.authorEmail,
        // the paths its blog kept from a site before it, which its links may still name
        oldAddresses: item.oldSlugs.filter(isOldPath),
        language: item.language ?? null,
        translationKey: item.translationGroup ?? null,
      });
    };
    for await (const { key, index, value } of jsonElements(
      await source.openStream('bitacora.json'),
      (key) => !small(key),
      elementLimits,
    )) {
      if (index === null) continue;
      if (key === 'pages') {
        const page = part('pages', index, value);
        const item = common(page, 'page');
        if (item === null) continue;
        yield { type: 'item', item: { ...item, featuredImage: imageOf(page.image) } };
        continue;
      }
      if (key !== 'posts') continue;
      const post = part('posts', index, value);
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
  } finally {
    source.close();
  }
}
