import { createRequire } from 'node:module';
import { openSource } from '../archive/file-source.ts';
import { type ImportRecord, importedItem } from '../bundle.ts';
import { linkTo } from '../clean/html.ts';
import { ImportError } from '../import-error.ts';
import { type ReadOptions, warner } from '../read-options.ts';

/**
 * A Substack export: a zip with `posts.csv` (one row per post) and each body in
 * `posts/<post_id>.html`, where `post_id` is `<number>.<slug>`. Substack exports no authors,
 * categories, tags or comments. A podcast episode is imported as a post linking to its audio;
 * a thread (a discussion with no body) is left out.
 */
interface Row {
  post_id?: string;
  post_date?: string;
  is_published?: string;
  type?: string;
  audience?: string;
  title?: string;
  subtitle?: string;
  podcast_url?: string;
}

const date = (value: string | undefined): Date | null => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export async function* readSubstack(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  const warn = warner(options);
  const now = options.now ?? new Date();
  // The CSV parser is required by the first Substack import, not at start.
  const { parse } = createRequire(import.meta.url)('csv-parse') as typeof import('csv-parse');
  const source = await openSource(file, options.zipLimits);
  try {
    if (!source.has('posts.csv')) {
      throw new ImportError(
        'substack-sin-posts',
        'El ZIP no tiene posts.csv: no es una exportación de Substack.',
      );
    }
    const csv = (await source.openStream('posts.csv')).pipe(
      parse({ columns: true, bom: true, skip_empty_lines: true, trim: false }),
    );
    try {
      for await (const row of csv as AsyncIterable<Row>) {
        const postId = (row.post_id ?? '').trim();
        if (!postId) continue;
        const title = row.title?.trim() || '';
        const dot = postId.indexOf('.');
        const slug = dot === -1 ? null : postId.slice(dot + 1) || null;
        const type = row.type || 'newsletter';
        if (type === 'thread') {
          warn(postId, `«${title || postId}» es un hilo de debate de Substack; no se importa.`);
          continue;
        }
        const bodyPath = `posts/${postId}.html`;
        let html = '';
        if (source.has(bodyPath)) {
          html = (await source.readText(bodyPath)).trim();
        } else {
          warn(
            postId,
            `«${title || postId}» no tiene su archivo ${bodyPath}; se importa sin texto.`,
          );
        }
        if (type === 'podcast') {
          warn(
            postId,
            `«${title || postId}» es un episodio de pódcast: se importa el texto y un enlace al audio.`,
          );
          if (row.podcast_url)
            html = `<p>${linkTo(row.podcast_url, 'Escuchar el episodio')}</p>\n${html}`;
        } else if (type !== 'newsletter') {
          warn(
            postId,
            `«${title || postId}» es de un tipo de Substack (${type}) que se importa como entrada.`,
          );
        }
        const when = date(row.post_date);
        const published = row.is_published?.toLowerCase() === 'true';
        let status: 'draft' | 'scheduled' | 'published' = !published
          ? 'draft'
          : when && when > now
            ? 'scheduled'
            : 'published';
        // Paid, founding or subscribers-only posts must not become public by moving.
        let draftBecause: string | undefined;
        if (row.audience && row.audience !== 'everyone' && status !== 'draft') {
          draftBecause = `«${title || postId}» era solo para suscriptores; se importa como borrador.`;
          warn(postId, draftBecause);
          status = 'draft';
        }
        const item = importedItem({
          kind: 'post',
          key: postId,
          title: title || slug || postId,
          slug,
          html,
          excerpt: row.subtitle?.trim() ?? '',
          status,
          publishedAt: status === 'draft' ? null : when,
          createdAt: when,
          ...(draftBecause ? { draftBecause } : {}),
          // a Substack post lives at /p/{slug}
          oldAddresses: slug ? [`/p/${slug}`] : [],
        });
        yield { type: 'item', item };
      }
    } catch (error) {
      if (error instanceof ImportError) throw error;
      const line = (error as { lines?: number }).lines;
      throw new ImportError(
        'csv-invalido',
        `posts.csv está mal formado${line ? ` cerca de la línea ${line}` : ''}: revisa las comillas.`,
        { cause: error },
      );
    }
  } finally {
    source.close();
  }
}
