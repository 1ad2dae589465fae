import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { ContentVisibility } from '@bitacora/domain';
import { type FileSource, openSource } from '../archive/file-source.ts';
import type {
  ImportedAuthor,
  ImportedComment,
  ImportedCommentStatus,
  ImportedItem,
  ImportedStatus,
  ImportedTerm,
  ImportRecord,
} from '../bundle.ts';
import { lexicalToHtml } from '../clean/lexical.ts';
import { mobiledocToHtml } from '../clean/mobiledoc.ts';
import { ImportError } from '../import-error.ts';
import { LIMIT_MESSAGES } from '../import-limits.ts';
import { type ReadOptions, warner } from '../read-options.ts';
import { ghostJsonEvents } from './ghost-json.ts';
import { isZip } from './sniff.ts';

/**
 * A Ghost export (Ghost 5 and 6; older ones where the tables differ slightly), as the JSON file
 * or a zip holding it with `content/images`. Two passes over the JSON: the first keeps the small
 * tables (tags, users, the post–tag and post–author links, posts_meta), the second yields posts
 * one at a time. Images stay `__GHOST_URL__/content/images/…`: the writer resolves them.
 *
 * Ghost has tags only; the blog has a category per post, so a post's first public tag is also its
 * category (a category record keyed `tag:<id>`). Tags starting with `#` are Ghost's internal ones.
 */
type Row = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

const SMALL_TABLES = new Set([
  'tags',
  'users',
  'posts_tags',
  'posts_authors',
  'posts_meta',
  'members',
  'comments',
  'products',
  'posts_products',
]);

/** Where the export's JSON is: the file itself, or the Ghost export inside a zip. */
interface JsonInput {
  open(): Promise<Readable>;
  close(): void;
}

async function jsonInput(file: string, options: ReadOptions): Promise<JsonInput> {
  if (!(await isZip(file))) {
    return { open: async () => createReadStream(file), close: () => {} };
  }
  const source = await openSource(file, options.zipLimits);
  const entry = await findGhostJson(source);
  if (!entry) {
    source.close();
    throw new ImportError(
      'ghost-no-es-exportacion',
      'El ZIP no contiene una exportación de Ghost (un archivo .json con las entradas).',
    );
  }
  return { open: () => source.openStream(entry), close: () => source.close() };
}

/** The JSON file at the zip's top level that is a Ghost export, if any. */
export async function findGhostJson(source: FileSource): Promise<string | null> {
  for (const path of source.files) {
    if (path.includes('/') || !path.toLowerCase().endsWith('.json')) continue;
    if (await isGhostExport(await source.openStream(path))) return path;
  }
  return null;
}

/** Reads only until the `posts` table shows up. */
export async function isGhostExport(input: Readable): Promise<boolean> {
  try {
    for await (const event of ghostJsonEvents(input, () => false)) {
      if (event.type === 'table' && event.table === 'posts') return true;
    }
  } catch (error) {
    if (error instanceof ImportError && error.code === 'json-invalido') return false;
    throw error;
  }
  return false;
}

interface Tables {
  tags: Map<string, Row>;
  users: Map<string, Row>;
  postTags: Map<string, { tagId: string; order: number }[]>;
  postAuthors: Map<string, { userId: string; order: number }[]>;
  postsMeta: Map<string, Row>;
  /** Commenters (Ghost's members) by id: only their name and email are kept. */
  members: Map<string, { name: string; email: string }>;
  /** Each post's comments, by its id (present when the export includes them). */
  comments: Map<string, Row[]>;
  /** Ghost's paid tiers ('products') by id: their names, matched with the blog's own. */
  paidTiers: Map<string, string>;
  /** The tiers a tier-only post opens to, by the post's id. */
  postTiers: Map<string, { tierId: string; order: number }[]>;
}

async function readSmallTables(
  input: Readable,
  warnAt: ReturnType<typeof warner>,
): Promise<Tables> {
  const tables: Tables = {
    tags: new Map(),
    users: new Map(),
    postTags: new Map(),
    postAuthors: new Map(),
    postsMeta: new Map(),
    members: new Map(),
    comments: new Map(),
    paidTiers: new Map(),
    postTiers: new Map(),
  };
  let hasPosts = false;
  for await (const event of ghostJsonEvents(input, (t) => SMALL_TABLES.has(t))) {
    if (event.type === 'table') {
      if (event.table === 'posts') hasPosts = true;
      continue;
    }
    const { row } = event;
    if (event.oversized.length > 0) {
      warnAt(null, LIMIT_MESSAGES.field(`Una fila de «${event.table}»`, event.oversized));
      continue;
    }
    const order = typeof row.sort_order === 'number' ? row.sort_order : 0;
    switch (event.table) {
      case 'tags':
        tables.tags.set(str(row.id), row);
        break;
      case 'users':
        tables.users.set(str(row.id), row);
        break;
      case 'posts_tags': {
        const list = tables.postTags.get(str(row.post_id)) ?? [];
        list.push({ tagId: str(row.tag_id), order });
        tables.postTags.set(str(row.post_id), list);
        break;
      }
      case 'posts_authors': {
        const list = tables.postAuthors.get(str(row.post_id)) ?? [];
        list.push({ userId: str(row.author_id), order });
        tables.postAuthors.set(str(row.post_id), list);
        break;
      }
      case 'posts_meta':
        tables.postsMeta.set(str(row.post_id), row);
        break;
      case 'members':
        tables.members.set(str(row.id), { name: str(row.name), email: str(row.email) });
        break;
      case 'comments': {
        const list = tables.comments.get(str(row.post_id)) ?? [];
        list.push(row);
        tables.comments.set(str(row.post_id), list);
        break;
      }
      case 'products':
        if (str(row.type) !== 'free' && str(row.name).trim()) {
          tables.paidTiers.set(str(row.id), str(row.name).trim());
        }
        break;
      case 'posts_products': {
        const list = tables.postTiers.get(str(row.post_id)) ?? [];
        list.push({ tierId: str(row.product_id), order });
        tables.postTiers.set(str(row.post_id), list);
        break;
      }
    }
  }
  if (!hasPosts) {
    throw new ImportError(
      'ghost-no-es-exportacion',
      'El JSON no es una exportación de Ghost: no tiene la lista de entradas (db[0].data.posts). Expórtalo desde Ajustes → Labs → Exportar contenido.',
    );
  }
  for (const list of tables.postTags.values()) list.sort((a, b) => a.order - b.order);
  for (const list of tables.postAuthors.values()) list.sort((a, b) => a.order - b.order);
  for (const list of tables.postTiers.values()) list.sort((a, b) => a.order - b.order);
  return tables;
}

function authorOf(row: Row): ImportedAuthor {
  const email = str(row.email).toLowerCase();
  return {
    key: str(row.id),
    name: str(row.name) || str(row.slug),
    email: email || null,
    login: str(row.slug) || null,
  };
}

function tagTerm(row: Row, key: string): ImportedTerm {
  return {
    key,
    name: str(row.name),
    slug: str(row.slug),
    description: str(row.description),
    parentKey: null,
  };
}

const isPublicTag = (row: Row | undefined) =>
  !!row && !str(row.name).startsWith('#') && row.visibility !== 'internal';

function contentOf(post: Row, warn: (message: string) => void): string {
  if (str(post.html).trim()) return str(post.html);
  try {
    if (str(post.lexical)) return lexicalToHtml(str(post.lexical), warn);
    if (str(post.mobiledoc)) return mobiledocToHtml(str(post.mobiledoc), warn);
  } catch (error) {
    warn(
      `El contenido no se pudo leer (${error instanceof Error ? error.message : 'JSON dañado'}).`,
    );
  }
  return '';
}

const COMMENT_STATUS: Record<string, ImportedCommentStatus> = {
  published: 'approved',
  hidden: 'trash',
};

/**
 * A post's comments from Ghost's own (its `comments` table, with `members` for who wrote them),
 * each answer naming the comment it answers; deleted ones are left out.
 */
function commentsOf(rows: Row[], members: Tables['members']): ImportedComment[] {
  const kept = rows.flatMap((row): ImportedComment[] => {
    const status = COMMENT_STATUS[str(row.status)];
    if (!status) return [];
    const member = members.get(str(row.member_id));
    return [
      {
        key: str(row.id),
        parentKey: str(row.in_reply_to_id) || str(row.parent_id) || null,
        authorName: member?.name || 'Anónimo',
        authorEmail: member?.email.toLowerCase() || null,
        authorUrl: null,
        content: str(row.html),
        status,
        createdAt: date(row.created_at) ?? new Date(0),
      },
    ];
  });
  const keys = new Set(kept.map((comment) => comment.key));
  for (const comment of kept) {
    if (comment.parentKey && !keys.has(comment.parentKey)) comment.parentKey = null;
  }
  return kept;
}

const STATUS: Record<string, ImportedStatus> = {
  published: 'published',
  scheduled: 'scheduled',
  draft: 'draft',
};

export async function* readGhost(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  const warnAt = warner(options);
  const input = await jsonInput(file, options);
  try {
    const tables = await readSmallTables(await input.open(), warnAt);

    for (const row of tables.users.values()) yield { type: 'author', author: authorOf(row) };
    for (const [id, row] of tables.tags) {
      if (isPublicTag(row)) yield { type: 'tag', term: tagTerm(row, id) };
    }

    const categories = new Set<string>();
    for await (const event of ghostJsonEvents(await input.open(), (t) => t === 'posts')) {
      if (event.type !== 'row') continue;
      const post = event.row;
      const key = str(post.id);
      const title = str(post.title);
      const warn = (message: string) => warnAt(key, `«${title}»: ${message}`);

      const type = str(post.type) || (post.page === true || post.page === 1 ? 'page' : 'post');
      if (type !== 'post' && type !== 'page') continue;
      if (event.oversized.length > 0) {
        warnAt(key, LIMIT_MESSAGES.field(`«${title || key}»`, event.oversized));
        continue;
      }

      let status = STATUS[str(post.status)];
      if (!status) {
        warn(`se envió solo por correo (${str(post.status)}); se importa como borrador.`);
        status = 'draft';
      }
      // Members-only, paid or tier-only posts keep their gate (the writer decides whether the
      // blog may keep it); a tier-only post names Ghost's tiers, which the writer matches with
      // the blog's own by name.
      const visibility = ghostVisibility(post.visibility);
      const tierNames =
        post.visibility === 'tiers'
          ? (tables.postTiers.get(key) ?? []).flatMap(({ tierId }) => {
              const name = tables.paidTiers.get(tierId);
              return name ? [name] : [];
            })
          : [];

      const tagIds = (tables.postTags.get(key) ?? [])
        .map((t) => t.tagId)
        .filter((id) => isPublicTag(tables.tags.get(id)));
      const categoryKeys: string[] = [];
      const firstTag = tagIds[0];
      if (firstTag && type === 'post') {
        const categoryKey = `tag:${firstTag}`;
        if (!categories.has(categoryKey)) {
          categories.add(categoryKey);
          yield { type: 'category', term: tagTerm(tables.tags.get(firstTag)!, categoryKey) };
        }
        categoryKeys.push(categoryKey);
      }

      const authorId = tables.postAuthors.get(key)?.[0]?.userId || str(post.author_id) || null;
      const meta = tables.postsMeta.get(key) ?? {};
      const featured = str(post.feature_image);
      const item: ImportedItem = {
        kind: type,
        key,
        title,
        slug: str(post.slug) || null,
        html: contentOf(post, warn),
        excerpt: str(post.custom_excerpt),
        status,
        publishedAt: status === 'draft' ? null : date(post.published_at),
        createdAt: date(post.created_at),
        updatedAt: date(post.updated_at),
        authorKey: authorId && tables.users.has(authorId) ? authorId : null,
        categoryKeys,
        tagKeys: tagIds,
        featuredImage: featured
          ? {
              url: featured,
              alt: str(meta.feature_image_alt) || str(post.feature_image_alt),
              caption: str(meta.feature_image_caption) || str(post.feature_image_caption),
            }
          : null,
        metaTitle: str(meta.meta_title) || str(post.meta_title),
        metaDescription: str(meta.meta_description) || str(post.meta_description),
        comments: commentsOf(tables.comments.get(key) ?? [], tables.members),
        visibility,
        ...(tierNames.length > 0 ? { visibilityTierNames: tierNames } : {}),
        // Ghost's exports hold no addresses; `/{slug}/` is its permalink for posts and pages.
        oldAddresses: str(post.slug) ? [`/${str(post.slug)}/`] : [],
      };
      yield { type: 'item', item };
    }
  } finally {
    input.close();
  }
}

/**
 * Ghost's `visibility`: public, members, paid, or tiers (some paid tiers). Anything else that is
 * not public (an older filter) is read as paid: in doubt, closed.
 */
function ghostVisibility(value: unknown): ContentVisibility {
  if (value === undefined || value === null || value === '' || value === 'public') return 'public';
  return value === 'members' ? 'members' : 'paid';
}
