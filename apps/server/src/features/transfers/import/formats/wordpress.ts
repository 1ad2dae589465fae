import type {
  ImportedAuthor,
  ImportedComment,
  ImportedCommentStatus,
  ImportedImage,
  ImportedItem,
  ImportedStatus,
  ImportedTerm,
  ImportRecord,
} from '../bundle.ts';
import { autop } from '../clean/autop.ts';
import { galleryBlocks, hasBlocks, stripBlockComments } from '../clean/gutenberg.ts';
import { textOf as plainText } from '../clean/html.ts';
import { expandShortcodes, type GalleryResolver, unautopShortcodes } from '../clean/shortcodes.ts';
import { type ReadOptions, warner } from '../read-options.ts';
import { childrenOf, rawTextOf, textOf, wxrElements, type XmlNode } from './wxr-xml.ts';

/**
 * A WordPress export (WXR 1.1/1.2, WordPress 4 to 6), read in two passes over the file: the first
 * keeps the small lists (authors, categories, tags) and every attachment's address, since a
 * post's featured image names an attachment that may come after it; the second yields the posts
 * and pages one at a time.
 */
const SKIPPED_TYPES = new Set([
  'attachment',
  'nav_menu_item',
  'revision',
  'custom_css',
  'customize_changeset',
  'oembed_cache',
  'user_request',
  'wp_block',
  'wp_template',
  'wp_template_part',
  'wp_global_styles',
  'wp_navigation',
  'wp_font_family',
  'wp_font_face',
]);

interface Attachment {
  url: string;
  alt: string;
  caption: string;
}

const decodeSlug = (slug: string) => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

/** `2024-05-01 10:00:00` in UTC; WordPress writes zeros for a date it does not have. */
function wpDate(value: string): Date | null {
  if (!value || value.startsWith('0000-00-00')) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function metaOf(item: XmlNode): Map<string, string> {
  const meta = new Map<string, string>();
  for (const m of childrenOf(item, 'wp:postmeta')) {
    meta.set(textOf(m, 'wp:meta_key'), rawTextOf(m, 'wp:meta_value').trim());
  }
  return meta;
}

/** Yoast's templates (`%%title%% %%sep%% %%sitename%%`) with the title put in and the rest dropped. */
function yoast(template: string, title: string): string {
  if (!template.includes('%%')) return template;
  return template
    .replace(/%%title%%/g, title)
    .replace(/%%[a-z_]+%%/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–|·]+|[\s\-–|·]+$/g, '')
    .trim();
}

function author(node: XmlNode): ImportedAuthor {
  const login = textOf(node, 'wp:author_login');
  const email = textOf(node, 'wp:author_email').toLowerCase();
  return {
    key: login,
    name: textOf(node, 'wp:author_display_name') || login,
    email: email || null,
    login,
  };
}

function category(node: XmlNode): ImportedTerm {
  const slug = decodeSlug(textOf(node, 'wp:category_nicename'));
  const parent = textOf(node, 'wp:category_parent');
  return {
    key: slug,
    name: textOf(node, 'wp:cat_name') || slug,
    slug,
    description: textOf(node, 'wp:category_description'),
    parentKey: parent ? decodeSlug(parent) : null,
  };
}

function tag(node: XmlNode): ImportedTerm {
  const slug = decodeSlug(textOf(node, 'wp:tag_slug'));
  return {
    key: slug,
    name: textOf(node, 'wp:tag_name') || slug,
    slug,
    description: textOf(node, 'wp:tag_description'),
    parentKey: null,
  };
}

/** Parents before their children, whatever order the file has them in. */
function parentsFirst(terms: ImportedTerm[]): ImportedTerm[] {
  const byKey = new Map(terms.map((t) => [t.key, t]));
  const done = new Set<string>();
  const ordered: ImportedTerm[] = [];
  const visit = (term: ImportedTerm, seen: Set<string>) => {
    if (done.has(term.key) || seen.has(term.key)) return;
    seen.add(term.key);
    const parent = term.parentKey ? byKey.get(term.parentKey) : undefined;
    if (parent) visit(parent, seen);
    done.add(term.key);
    ordered.push(term);
  };
  for (const term of terms) visit(term, new Set());
  return ordered;
}

const COMMENT_STATUS: Record<string, ImportedCommentStatus> = {
  '1': 'approved',
  '0': 'pending',
  spam: 'spam',
  trash: 'trash',
  'post-trashed': 'trash',
};

function comments(item: XmlNode, warn: (key: string | null, message: string) => void) {
  const kept: ImportedComment[] = [];
  const keys = new Set<string>();
  for (const node of childrenOf(item, 'wp:comment')) {
    const key = textOf(node, 'wp:comment_id');
    const type = textOf(node, 'wp:comment_type');
    if (type === 'pingback' || type === 'trackback') {
      warn(key, `Un ${type} en «${textOf(item, 'title')}» no se importa: solo los comentarios.`);
      continue;
    }
    const parent = textOf(node, 'wp:comment_parent');
    const approved = textOf(node, 'wp:comment_approved');
    const email = textOf(node, 'wp:comment_author_email').toLowerCase();
    kept.push({
      key,
      // an answer to a pingback that was left out answers the post
      parentKey: parent && parent !== '0' ? parent : null,
      authorName: textOf(node, 'wp:comment_author') || 'Anónimo',
      authorEmail: email || null,
      authorUrl: textOf(node, 'wp:comment_author_url') || null,
      content: rawTextOf(node, 'wp:comment_content').trim(),
      status: COMMENT_STATUS[approved] ?? 'pending',
      createdAt:
        wpDate(textOf(node, 'wp:comment_date_gmt')) ??
        wpDate(textOf(node, 'wp:comment_date')) ??
        new Date(0),
    });
    keys.add(key);
  }
  for (const c of kept) if (c.parentKey && !keys.has(c.parentKey)) c.parentKey = null;
  return kept;
}

/**
 * The post body as plain HTML: block delimiters gone, or paragraphs made for classic-editor
 * content; then shortcodes expanded, after wpautop as on a WordPress site.
 */
export function cleanWordPressContent(
  raw: string,
  gallery?: GalleryResolver,
): { html: string; warnings: string[] } {
  const text = hasBlocks(raw)
    ? galleryBlocks(stripBlockComments(raw))
    : unautopShortcodes(autop(raw));
  const { html, warnings } = expandShortcodes(text, gallery);
  return { html: html.trim(), warnings };
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:\?|$)/i;

/**
 * A post's `[gallery]` pictures: the attachments its `ids` (or `include`) name, in that order,
 * or, with neither, the images attached to the post, as WordPress shows them.
 */
function galleryResolver(
  postId: string,
  attachments: ReadonlyMap<string, Attachment>,
  attachedTo: ReadonlyMap<string, string[]>,
): GalleryResolver {
  return (attrs) => {
    const named = (attrs.ids || attrs.include || '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d+$/.test(id));
    const ids = named.length > 0 ? named : (attachedTo.get(postId) ?? []);
    const found = ids.flatMap((id) => {
      const attachment = attachments.get(id);
      return attachment && IMAGE_FILE.test(attachment.url) ? [attachment] : [];
    });
    return {
      images: found.map((attachment) => ({ src: attachment.url, alt: attachment.alt })),
      missing: ids.length - found.length,
    };
  };
}

export async function* readWordPress(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  const warn = warner(options);
  const attachments = new Map<string, Attachment>();
  /** The attachments of each post, by its id, in the file's order. */
  const attachedTo = new Map<string, string[]>();
  const authors: ImportedAuthor[] = [];
  const categories: ImportedTerm[] = [];
  const tags: ImportedTerm[] = [];

  for await (const node of wxrElements(
    file,
    new Set(['item', 'wp:author', 'wp:category', 'wp:tag']),
  )) {
    if (node.name === 'wp:author') authors.push(author(node));
    else if (node.name === 'wp:category') categories.push(category(node));
    else if (node.name === 'wp:tag') tags.push(tag(node));
    else if (textOf(node, 'wp:post_type') === 'attachment') {
      const meta = metaOf(node);
      const id = textOf(node, 'wp:post_id');
      const parent = textOf(node, 'wp:post_parent');
      if (parent && parent !== '0') attachedTo.set(parent, [...(attachedTo.get(parent) ?? []), id]);
      attachments.set(id, {
        url: textOf(node, 'wp:attachment_url') || textOf(node, 'guid'),
        alt: meta.get('_wp_attachment_image_alt') ?? '',
        caption: plainText(rawTextOf(node, 'excerpt:encoded')),
      });
    }
  }

  const authorKeys = new Set<string>();
  const categoryKeys = new Set<string>();
  const tagKeys = new Set<string>();
  for (const a of authors) {
    if (authorKeys.has(a.key)) continue;
    authorKeys.add(a.key);
    yield { type: 'author', author: a };
  }
  for (const term of parentsFirst(categories)) {
    categoryKeys.add(term.key);
    yield { type: 'category', term };
  }
  for (const term of tags) {
    tagKeys.add(term.key);
    yield { type: 'tag', term };
  }

  for await (const node of wxrElements(file, new Set(['item']))) {
    const postType = textOf(node, 'wp:post_type');
    const key = textOf(node, 'wp:post_id');
    const title = textOf(node, 'title');
    if (postType !== 'post' && postType !== 'page') {
      if (!SKIPPED_TYPES.has(postType)) {
        warn(key, `«${title}» es de un tipo que no se importa (${postType}).`);
      }
      continue;
    }
    const wpStatus = textOf(node, 'wp:status');
    let status: ImportedStatus;
    let draftBecause: string | undefined;
    if (wpStatus === 'publish') status = 'published';
    else if (wpStatus === 'future') status = 'scheduled';
    else if (wpStatus === 'draft' || wpStatus === 'auto-draft') status = 'draft';
    else if (wpStatus === 'pending') {
      status = 'draft';
      draftBecause = `«${title}» estaba pendiente de revisión en WordPress; se importa como borrador.`;
    } else if (wpStatus === 'private') {
      status = 'draft';
      draftBecause = `«${title}» era privado en WordPress; se importa como borrador.`;
    } else {
      warn(key, `«${title}» está en la papelera de WordPress (${wpStatus}); no se importa.`);
      continue;
    }
    // What only a password opened must not become public: it waits as a draft for its author.
    if (textOf(node, 'wp:post_password')) {
      if (status !== 'draft') {
        status = 'draft';
        draftBecause = `«${title}» tenía contraseña en WordPress; se importa como borrador, sin ella.`;
      } else warn(key, `«${title}» tenía contraseña en WordPress; se importa sin ella.`);
    }
    if (draftBecause) warn(key, draftBecause);

    const creator = textOf(node, 'dc:creator');
    if (creator && !authorKeys.has(creator)) {
      authorKeys.add(creator);
      yield {
        type: 'author',
        author: { key: creator, name: creator, email: null, login: creator },
      };
    }
    const itemCategories: string[] = [];
    const itemTags: string[] = [];
    // Polylang keeps an item's language and its translations as two taxonomies of its own.
    let polylangLanguage: string | null = null;
    let polylangGroup: string | null = null;
    for (const c of childrenOf(node, 'category')) {
      const domain = c.attributes.domain;
      const slug = decodeSlug(c.attributes.nicename ?? '');
      if (domain === 'language' && slug) polylangLanguage = slug;
      if (domain === 'post_translations' && slug) polylangGroup = slug;
      if (!slug || (domain !== 'category' && domain !== 'post_tag')) continue;
      const term: ImportedTerm = {
        key: slug,
        name: c.text.trim() || slug,
        slug,
        description: '',
        parentKey: null,
      };
      if (domain === 'category') {
        if (!categoryKeys.has(slug)) {
          categoryKeys.add(slug);
          yield { type: 'category', term };
        }
        itemCategories.push(slug);
      } else {
        if (!tagKeys.has(slug)) {
          tagKeys.add(slug);
          yield { type: 'tag', term };
        }
        itemTags.push(slug);
      }
    }

    const meta = metaOf(node);
    // WPML's export names them in the meta it reads back on import.
    const language = meta.get('_wpml_import_language_code') || polylangLanguage;
    const wpmlGroup = meta.get('_wpml_import_translation_group');
    const translationKey = wpmlGroup ? `wpml:${wpmlGroup}` : polylangGroup;
    let featuredImage: ImportedImage | null = null;
    const thumbnail = meta.get('_thumbnail_id');
    if (thumbnail) {
      const attachment = attachments.get(thumbnail);
      if (attachment) featuredImage = { ...attachment };
      else warn(key, `La imagen destacada de «${title}» no está en la exportación.`);
    }

    const content = cleanWordPressContent(
      rawTextOf(node, 'content:encoded'),
      galleryResolver(key, attachments, attachedTo),
    );
    for (const message of content.warnings) warn(key, `«${title}»: ${message}`);

    const gmt = wpDate(textOf(node, 'wp:post_date_gmt'));
    const local = wpDate(textOf(node, 'wp:post_date'));
    const item: ImportedItem = {
      kind: postType,
      key,
      title,
      slug: decodeSlug(textOf(node, 'wp:post_name')) || null,
      html: content.html,
      excerpt: rawTextOf(node, 'excerpt:encoded').trim(),
      status,
      publishedAt: status === 'draft' ? null : (gmt ?? local),
      createdAt: gmt ?? local,
      updatedAt: wpDate(textOf(node, 'wp:post_modified_gmt')),
      authorKey: creator || null,
      categoryKeys: itemCategories,
      tagKeys: itemTags,
      featuredImage,
      metaTitle: yoast(meta.get('_yoast_wpseo_title') ?? '', title),
      metaDescription: yoast(meta.get('_yoast_wpseo_metadesc') ?? '', title),
      comments: comments(node, warn),
      ...(draftBecause ? { draftBecause } : {}),
      oldAddresses: [textOf(node, 'link')].filter((link) => link !== ''),
      language: language || null,
      translationKey: translationKey ? `${postType}:${translationKey}` : null,
    };
    yield { type: 'item', item };
  }
}
