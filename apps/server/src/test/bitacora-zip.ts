import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yazl from 'yazl';

/*
 * A Bitácora export zip of any size, written as a stream (a bench makes one of hundreds of MB):
 * `posts` posts whose bodies are `bodyBytes` random digits each, which deflate about 2–4:1,
 * under any zip-bomb ratio.
 */

const at = '2024-03-01T10:00:00.000Z';

function digits(bytes: number): string {
  const raw = randomBytes(bytes);
  for (let i = 0; i < raw.length; i += 1) raw[i] = 48 + ((raw[i] as number) % 10);
  return raw.toString('latin1');
}

function post(n: number, bodyBytes: number) {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `cifras-${n}`,
    title: `Cifras ${n}`,
    status: 'PUBLISHED',
    statusBeforeTrash: null,
    publishedAt: at,
    publishAt: null,
    trashedAt: null,
    createdAt: at,
    updatedAt: at,
    content: `<p>${digits(bodyBytes)}</p>`,
    excerpt: '',
    authorEmail: null,
    oldSlugs: [],
    markdownFile: `posts/cifras-${n}.md`,
    category: null,
    tags: [],
    series: null,
    image: null,
    seo: { metaTitle: '', metaDescription: '', socialImage: null, noindex: false },
    comments: [],
  };
}

async function* bitacoraJson(posts: number, bodyBytes: number): AsyncGenerator<string> {
  const blog = {
    name: 'Cifras',
    subdomain: 'cifras',
    domain: null,
    title: 'Cifras',
    description: '',
    language: 'es',
    template: 'default',
    timeZone: 'Europe/Madrid',
    googleAnalyticsId: null,
    socialNetworks: {},
    requireTwoFactor: false,
    createdAt: at,
  };
  yield `{"format":"bitacora","version":1,"exportedAt":"${at}","blog":${JSON.stringify(blog)}`;
  yield ',"members":[],"categories":[],"tags":[],"series":[],"posts":[';
  for (let n = 0; n < posts; n += 1)
    yield `${n === 0 ? '' : ','}${JSON.stringify(post(n, bodyBytes))}`;
  yield '],"pages":[],"menu":[],"media":[]}';
}

/** Writes the zip to `path`; resolves to the size of its `bitacora.json`. */
export async function writeBitacoraZip(
  path: string,
  options: { posts: number; bodyBytes: number },
): Promise<number> {
  const { ZipFile } = createRequire(import.meta.url)('yazl') as typeof yazl;
  const zip = new ZipFile();
  let bytes = 0;
  const json = Readable.from(
    (async function* () {
      for await (const piece of bitacoraJson(options.posts, options.bodyBytes)) {
        const chunk = Buffer.from(piece, 'utf8');
        bytes += chunk.byteLength;
        yield chunk;
      }
    })(),
  );
  zip.addReadStream(json, 'bitacora.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return bytes;
}
