import { createRequire } from 'node:module';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { blogBaseUrl, canonicalDomain } from '@bitacora/domain';
import type yazl from 'yazl';
import type { Queryable } from '../../../platform/db/client.ts';
import { type MediaStorage, readStoredFile } from '../../../platform/storage/storage.ts';
import { bitacoraJson } from './bitacora-json.ts';
import {
  type BlogReader,
  contentDate,
  exportedVersion,
  mediaPath,
  openBlogReader,
  type PageRow,
  type PostBatch,
  type PostRow,
} from './blog-reader.ts';
import { ContentFileNames, toMarkdownFile } from './markdown.ts';
import { wordpressXml } from './wordpress-xml.ts';
import { ownName } from './zip-entry-name.ts';

export interface BlogExportOptions {
  storage: MediaStorage;
  now?: () => Date;
  /**
   * Steps done of the total: each media file once, and each post and page three times (in
   * bitacora.json, wordpress.xml and its Markdown file).
   */
  onProgress?: (done: number, total: number) => void;
  /** The product domain (`PUBLIC_DOMAIN`), for the blog's public addresses in wordpress.xml. */
  publicDomain?: string;
}

export interface BlogExportSummary {
  posts: number;
  pages: number;
  media: number;
  /** The zip's size. */
  bytes?: number;
}

/**
 * Streams one blog's export as a zip into `out` (docs/architecture.md#export-format):
 * `media/<key>` (the originals), `bitacora.json`, `posts/<slug>.md`, `pages/<slug>.md` and
 * `wordpress.xml`. Entries are written one after another, each read from the database in
 * batches as the zip asks for more, so neither the zip nor the blog is ever held whole.
 *
 * `out` is ended with the zip, and destroyed when the export fails.
 *
 * The reads are one snapshot only when `db` is a repeatable-read transaction, which the export
 * does not open itself (on PGlite a long transaction would hold every other query back):
 * otherwise an edit made during an export shows only in the entries written after it.
 */
export async function writeBlogExport(
  db: Queryable,
  blogId: number,
  out: NodeJS.WritableStream | Writable,
  options: BlogExportOptions,
): Promise<BlogExportSummary> {
  const exportedAt = (options.now ?? (() => new Date()))();
  const reader = await openBlogReader(db, blogId);
  const { blog } = reader;

  // yazl is required by the first export, not at start.
  const { ZipFile } = createRequire(import.meta.url)('yazl') as typeof yazl;
  const zip = new ZipFile();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(zip.outputStream, counter, out as NodeJS.WritableStream);
  // A reader gone (a closed connection) fails the entry being written instead of leaving it
  // waiting for a read that never comes.
  const waiting = new Set<(error: unknown) => void>();
  written.catch((error: unknown) => {
    for (const fail of waiting) fail(error);
  });
  zip.on('error', (error: Error) => counter.destroy(error));

  const total = reader.totals.media + 3 * (reader.totals.posts + reader.totals.pages);
  let done = 0;
  const step = () => {
    done++;
    options.onProgress?.(done, total);
  };
  options.onProgress?.(0, total);

  /** Adds an entry and resolves once the zip has read all of it. */
  const addEntry = (name: string, content: AsyncIterable<string | Uint8Array>, compress = true) => {
    // yazl keeps every entry's pump function until the zip ends: the content is handed over
    // through a slot emptied when read, so a written entry holds none of it.
    const slot: { source: AsyncIterable<string | Uint8Array> | null } = { source: content };
    return new Promise<void>((resolve, reject) => {
      waiting.add(reject);
      const settle = () => waiting.delete(reject);
      zip.addReadStreamLazy(name, { mtime: exportedAt, compress }, (callback) => {
        const stream = Readable.from(toBuffers(slot.source ?? single('')), { objectMode: false });
        slot.source = null;
        stream.once('end', () => {
          settle();
          resolve();
        });
        stream.once('error', (error) => {
          settle();
          reject(error);
        });
        callback(null, stream);
      });
      ownName(zip);
    });
  };

  try {
    // Media first: the files that could not be read are known before bitacora.json names them.
    const missingMedia = new Set<number>();
    let mediaWritten = 0;
    for await (const rows of reader.mediaBatches()) {
      for (const row of rows) {
        const file = await readStoredFile(options.storage, row.storageKey);
        if (file) {
          // Images are compressed already: stored as they are.
          await addEntry(mediaPath(row.storageKey), single(file), false);
          mediaWritten++;
        } else {
          missingMedia.add(row.id);
        }
        step();
      }
    }

    const names = new ContentFileNames();
    const summary = { posts: 0, pages: 0 };
    await addEntry(
      'bitacora.json',
      bitacoraJson(reader, {
        exportedAt,
        storage: options.storage,
        missingMedia,
        names,
        step,
        summary,
      }),
    );

    for await (const batch of reader.postBatches()) {
      for (const post of batch.rows) {
        await addEntry(
          names.post(post),
          single(toMarkdownFile(markdownOfPost(reader, batch, post))),
        );
        step();
      }
    }
    for await (const rows of reader.pageBatches()) {
      for (const page of rows) {
        await addEntry(
          names.page(page),
          single(
            toMarkdownFile({
              title: page.title,
              date: contentDate(page),
              slug: page.slug,
              tags: [],
              categories: [],
              draft: page.status !== 'PUBLISHED',
              image: page.image,
              description: page.excerpt,
              html: page.content,
              ...markdownTranslation(reader, page),
            }),
          ),
        );
        step();
      }
    }

    await addEntry(
      'wordpress.xml',
      wordpressXml(reader, {
        exportedAt,
        storage: options.storage,
        missingMedia,
        siteUrl: blogBaseUrl(
          { subdomain: blog.subdomain, domain: canonicalDomain(blog) },
          options.publicDomain,
        ),
        step,
      }),
    );

    zip.end();
    await written;
    return { posts: summary.posts, pages: summary.pages, media: mediaWritten, bytes };
  } catch (error) {
    (zip.outputStream as Readable).destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

async function* toBuffers(source: AsyncIterable<string | Uint8Array>) {
  for await (const chunk of source) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

async function* single<T>(value: T) {
  yield value;
}

/** A post's Markdown: tags and categories by name, as site generators list them. */
function markdownOfPost(reader: BlogReader, batch: PostBatch, row: PostRow) {
  const category = row.categoryId === null ? undefined : reader.categoryById.get(row.categoryId);
  return {
    title: row.title,
    date: contentDate(row),
    slug: row.slug,
    tags: (batch.tagsOf.get(row.id) ?? []).flatMap((id) => {
      const tag = reader.tagById.get(id);
      return tag ? [tag.name] : [];
    }),
    categories: category ? [category.name] : [],
    draft: row.status !== 'PUBLISHED',
    image: row.image,
    description: row.metaDescription || row.excerpt,
    html: row.content,
    ...markdownTranslation(reader, row),
  };
}

/** A version's language and group, unless it is in the main language without translations. */
function markdownTranslation(reader: BlogReader, row: PostRow | PageRow) {
  const version = exportedVersion(reader, row);
  return version ? { translation: { language: version.language, key: version.group } } : {};
}
