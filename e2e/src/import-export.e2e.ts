import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { latestMail, readOutbox } from './harness/outbox.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * A small WordPress export (WXR 1.2): two posts, one page, one category, one tag, one comment,
 * all written by the PRO admin, who is already a member (nobody to invite).
 */
function wordpressExport(stamp: string) {
  const item = (fields: {
    id: number;
    title: string;
    slug: string;
    type: 'post' | 'page';
    body: string;
    extra?: string;
    /** Its permalink's path on the old site, when not `/{slug}/`. */
    link?: string;
  }) => `
    <item>
      <title>${fields.title}</title>
      <link>https://viejo.example.com${fields.link ?? `/${fields.slug}/`}</link>
      <pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate>
      <dc:creator><![CDATA[pro]]></dc:creator>
      <guid isPermaLink="false">https://viejo.example.com/?p=${fields.id}</guid>
      <description></description>
      <content:encoded><![CDATA[${fields.body}]]></content:encoded>
      <excerpt:encoded><![CDATA[]]></excerpt:encoded>
      <wp:post_id>${fields.id}</wp:post_id>
      <wp:post_date><![CDATA[2026-11-02 11:00:00]]></wp:post_date>
      <wp:post_date_gmt><![CDATA[2026-11-02 10:00:00]]></wp:post_date_gmt>
      <wp:comment_status><![CDATA[open]]></wp:comment_status>
      <wp:post_name><![CDATA[${fields.slug}]]></wp:post_name>
      <wp:status><![CDATA[publish]]></wp:status>
      <wp:post_parent>0</wp:post_parent>
      <wp:menu_order>0</wp:menu_order>
      <wp:post_type><![CDATA[${fields.type}]]></wp:post_type>
      <wp:post_password><![CDATA[]]></wp:post_password>
      <wp:is_sticky>0</wp:is_sticky>${fields.extra ?? ''}
    </item>`;
  const posts = [
    { title: `Ruta por la Sierra de Gredos ${stamp}`, slug: `ruta-gredos-${stamp}` },
    { title: `Cómo preparar la mochila ${stamp}`, slug: `preparar-mochila-${stamp}` },
  ];
  const category = { name: `Senderismo ${stamp}`, slug: `senderismo-${stamp}` };
  const tag = { name: `montaña-${stamp}`, slug: `montana-${stamp}` };
  const terms = `
      <category domain="category" nicename="${category.slug}"><![CDATA[${category.name}]]></category>
      <category domain="post_tag" nicename="${tag.slug}"><![CDATA[${tag.name}]]></category>`;
  const comment = `
      <wp:comment>
        <wp:comment_id>1</wp:comment_id>
        <wp:comment_author><![CDATA[Lucía]]></wp:comment_author>
        <wp:comment_author_email><![CDATA[lucia@example.com]]></wp:comment_author_email>
        <wp:comment_author_url></wp:comment_author_url>
        <wp:comment_author_IP><![CDATA[192.0.2.7]]></wp:comment_author_IP>
        <wp:comment_date><![CDATA[2026-11-03 09:00:00]]></wp:comment_date>
        <wp:comment_date_gmt><![CDATA[2026-11-03 08:00:00]]></wp:comment_date_gmt>
        <wp:comment_content><![CDATA[¡Qué buena ruta! ${stamp}]]></wp:comment_content>
        <wp:comment_approved><![CDATA[1]]></wp:comment_approved>
        <wp:comment_type><![CDATA[comment]]></wp:comment_type>
        <wp:comment_parent>0</wp:comment_parent>
        <wp:comment_user_id>0</wp:comment_user_id>
      </wp:comment>`;
  const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
  <channel>
    <title>Cuaderno viejo</title>
    <link>https://viejo.example.com</link>
    <description>Rutas a pie</description>
    <pubDate>Tue, 24 Nov 2026 10:00:00 +0000</pubDate>
    <language>es-ES</language>
    <wp:wxr_version>1.2</wp:wxr_version>
    <wp:base_site_url>https://viejo.example.com</wp:base_site_url>
    <wp:base_blog_url>https://viejo.example.com</wp:base_blog_url>
    <wp:author>
      <wp:author_id>1</wp:author_id>
      <wp:author_login><![CDATA[pro]]></wp:author_login>
      <wp:author_email><![CDATA[${DEMO.pro}]]></wp:author_email>
      <wp:author_display_name><![CDATA[Pro]]></wp:author_display_name>
      <wp:author_first_name><![CDATA[]]></wp:author_first_name>
      <wp:author_last_name><![CDATA[]]></wp:author_last_name>
    </wp:author>
    <wp:author>
      <wp:author_id>2</wp:author_id>
      <wp:author_login><![CDATA[marta]]></wp:author_login>
      <wp:author_email><![CDATA[marta-${stamp}@example.com]]></wp:author_email>
      <wp:author_display_name><![CDATA[Marta Ruiz]]></wp:author_display_name>
      <wp:author_first_name><![CDATA[]]></wp:author_first_name>
      <wp:author_last_name><![CDATA[]]></wp:author_last_name>
    </wp:author>
    <wp:author>
      <wp:author_id>3</wp:author_id>
      <wp:author_login><![CDATA[jorge]]></wp:author_login>
      <wp:author_email><![CDATA[jorge-${stamp}@example.com]]></wp:author_email>
      <wp:author_display_name><![CDATA[Jorge Sanz]]></wp:author_display_name>
      <wp:author_first_name><![CDATA[]]></wp:author_first_name>
      <wp:author_last_name><![CDATA[]]></wp:author_last_name>
    </wp:author>
    <wp:category>
      <wp:term_id>2</wp:term_id>
      <wp:category_nicename><![CDATA[${category.slug}]]></wp:category_nicename>
      <wp:category_parent><![CDATA[]]></wp:category_parent>
      <wp:cat_name><![CDATA[${category.name}]]></wp:cat_name>
    </wp:category>
    <wp:tag>
      <wp:term_id>3</wp:term_id>
      <wp:tag_slug><![CDATA[${tag.slug}]]></wp:tag_slug>
      <wp:tag_name><![CDATA[${tag.name}]]></wp:tag_name>
    </wp:tag>${item({
      id: 10,
      ...posts[0]!,
      type: 'post',
      body:
        '<!-- wp:paragraph -->\n<p>Salimos de la Plataforma de Gredos al amanecer.</p>\n<!-- /wp:paragraph -->\n\n' +
        '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default is-cropped">' +
        '<!-- wp:image {"id":31} -->\n<figure class="wp-block-image size-large"><img src="https://viejo.example.com/wp-content/uploads/2026/11/laguna.jpg" alt="La Laguna Grande" class="wp-image-31"/></figure>\n<!-- /wp:image -->\n\n' +
        '<!-- wp:image {"id":32} -->\n<figure class="wp-block-image size-large"><img src="https://viejo.example.com/wp-content/uploads/2026/11/almanzor.jpg" alt="El Almanzor" class="wp-image-32"/></figure>\n<!-- /wp:image -->' +
        '<figcaption class="blocks-gallery-caption wp-element-caption">Circo de Gredos</figcaption></figure>\n<!-- /wp:gallery -->',
      extra: terms + comment,
      link: `/2026/11/${posts[0]!.slug}/`,
    })}${item({
      id: 11,
      ...posts[1]!,
      type: 'post',
      body: '<p>Agua, capas y un mapa.</p>',
      extra: terms,
    })}${item({
      id: 12,
      title: `Sobre este cuaderno ${stamp}`,
      slug: `sobre-este-cuaderno-${stamp}`,
      type: 'page',
      body: '<p>Notas de caminos.</p>',
    })}
  </channel>
</rss>
`;
  return { xml, posts };
}

/**
 * Moving a blog in and out, as the PRO admin: a WordPress export is uploaded from
 * Configuración → 'Importar / Exportar', analysed into a preview (which a reload comes back
 * to), confirmed, followed to its report; the imported post is on the public blog. Then the
 * whole blog is exported and the zip downloaded.
 */
describe('importing a WordPress export and exporting the blog', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const { xml, posts } = wordpressExport(stamp);
  /** A preview or report count, by its label. */
  const count = (label: string) => session.page.locator(`dt:text-is("${label}") + dd`);

  it("opens 'Importar / Exportar' from Configuración", async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    await page
      .getByRole('navigation', { name: 'Secciones de Configuración' })
      .getByRole('link', { name: 'Importar / Exportar' })
      .click();
    await settledPath(page, '/cms/settings/import-export');
    await screenHeading(page, 'Importar / Exportar').waitFor();
    expect(await page.title()).toContain('Importar / Exportar');
  });

  it('uploads the file and shows what it holds', async () => {
    const { page } = session;
    await page.getByLabel('Archivo de exportación').setInputFiles({
      name: 'cuaderno.WordPress.2026-11-24.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(xml, 'utf8'),
    });
    await page.getByRole('button', { name: 'Subir y analizar' }).click();
    await page.getByRole('form', { name: 'Esto es lo que se va a importar' }).waitFor({
      timeout: 30_000,
    });
    const expected: [string, string][] = [
      ['Entradas', '2'],
      ['Páginas', '1'],
      ['Comentarios', '1'],
      ['Categorías nuevas', '1'],
      ['Etiquetas', '1'],
      ['Autores miembros', '1'],
      ['Autores a invitar', '2'],
    ];
    for (const [label, value] of expected) {
      expect(await count(label).textContent(), label).toBe(value);
    }
  });

  it('comes back to the preview after a reload', async () => {
    const { page } = session;
    await page.reload();
    await page.getByRole('form', { name: 'Esto es lo que se va a importar' }).waitFor();
    expect(await count('Entradas').textContent()).toBe('2');
  });

  it('imports: the progress, then the report, inviting only the author ticked', async () => {
    const { page } = session;
    const jorge = page.getByRole('checkbox', { name: /Jorge Sanz/ });
    expect(await jorge.isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: /Marta Ruiz/ }).check();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByRole('progressbar', { name: /^Importando…/ }).waitFor();
    await page.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    expect(await count('Entradas').textContent()).toBe('2');
    expect(await count('Páginas').textContent()).toBe('1');
    expect(await count('Comentarios').textContent()).toBe('1');
    expect(await count('Categorías').textContent()).toBe('1');
    expect(await count('Etiquetas').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Importar otro archivo' }).waitFor();
    await latestMail(`marta-${stamp}@example.com`);
    expect(
      (await readOutbox())
        .filter((mail) => mail.to.includes(`-${stamp}@example.com`))
        .map((m) => m.to),
    ).toEqual([`marta-${stamp}@example.com`]);
  }, 90_000);

  it('shows an imported post on the public blog', async () => {
    const { page } = session;
    const [post] = posts;
    const response = await page.goto(`${blogOrigin(session, 'pro')}/blog/${post!.slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: post!.title }).waitFor();
    await page.getByText('Salimos de la Plataforma de Gredos al amanecer.').waitFor();
    // its WordPress gallery, as a grid of its pictures
    const gallery = page.locator('figure[data-gallery="grid"]');
    expect(await gallery.getByRole('img').count()).toBe(2);
    await gallery.getByRole('img', { name: 'El Almanzor' }).waitFor({ state: 'attached' });
    expect(await gallery.evaluate((figure) => getComputedStyle(figure).display)).toBe('grid');
    await gallery.getByText('Circo de Gredos').waitFor();
  });

  it('leads the post’s old WordPress address to it, and lists it in the post form', async () => {
    const { page } = session;
    const [post] = posts;
    const origin = blogOrigin(session, 'pro');
    const oldPath = `/2026/11/${post!.slug}/`;
    const answer = await page.goto(`${origin}${oldPath}`);
    expect(page.url()).toBe(`${origin}/blog/${post!.slug}`);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${origin}${oldPath}`);
    await page.getByRole('heading', { level: 1, name: post!.title }).waitFor();

    await page.goto('/cms/posts');
    const found = await callAsPanel<{ data: { uuid: string; slug: string }[] }>(
      page,
      'GET',
      `/api/posts?search=${encodeURIComponent(post!.title)}`,
    );
    const uuid = found.json.data.find((row) => row.slug === post!.slug)?.uuid;
    expect(uuid).toBeTruthy();
    await page.goto(`/cms/posts/${uuid}/edit`);
    const section = page.getByRole('region', { name: 'Direcciones anteriores' });
    const shown = `pro.localhost:${session.port}/2026/11/${post!.slug}`;
    await section.getByRole('link', { name: shown }).waitFor();
  });

  it('exports the blog and downloads the zip', async () => {
    const { page } = session;
    await page.goto('/cms/settings/import-export');
    await screenHeading(page, 'Importar / Exportar').waitFor();
    await page.getByRole('button', { name: 'Exportar el blog' }).click();
    const link = page.getByRole('link', { name: /^Descargar \(.+ MB\)$/ }).first();
    await link.waitFor({ timeout: 60_000 });
    await page.getByText(/^Disponible hasta el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/).waitFor();
    await page.getByText('También te lo hemos enviado por correo electrónico.').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const zip = Buffer.concat(chunks);
    // A zip starts with its first local file header: 'PK\x03\x04'.
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(session.pageErrors).toEqual([]);
  }, 90_000);
});

/**
 * The server's Ghost 5 fixture (its images named `__GHOST_URL__/content/images/2024/05/…`), with
 * its ids, its first post's title and its slug made unique to this run.
 */
async function ghostExport(stamp: string) {
  const fixture = new URL(
    '../../apps/server/src/test/fixtures/import/ghost-5.json',
    import.meta.url,
  );
  const title = `Faros del Cantábrico ${stamp}`;
  const slug = `faros-del-cantabrico-${stamp}`;
  const json = (await readFile(fixture, 'utf8'))
    .replaceAll('"6650a', `"6650a${stamp}-`)
    .replace('"Faros del Cantábrico"', JSON.stringify(title))
    .replace('"faros-del-cantabrico"', JSON.stringify(slug));
  return { json, title, slug };
}

/** A zip of `files`, stored without compression: enough for an archive of JPEGs. */
function storedZip(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A Ghost export names its images on the old site: the preview asks for its address or a zip of
 * its content/images folder. The admin uploads the zip from the preview, imports, and the
 * imported post shows its image from the blog's own library.
 */
describe('importing a Ghost export with its images zip', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  it('uploads the Ghost export and is asked where its images are', async () => {
    const { page } = session;
    const { json } = await ghostExport(stamp);
    await signInToDashboard(page, DEMO.pro);
    await page.goto('/cms/settings/import-export');
    await screenHeading(page, 'Importar / Exportar').waitFor();
    // The blog's last import may still show its report.
    const another = page.getByRole('button', { name: 'Importar otro archivo' });
    if (await another.isVisible()) await another.click();
    await page.getByLabel('Archivo de exportación').setInputFiles({
      name: 'cuaderno.ghost.2026-11-26.json',
      mimeType: 'application/json',
      buffer: Buffer.from(json, 'utf8'),
    });
    await page.getByRole('button', { name: 'Subir y analizar' }).click();
    await page.getByRole('form', { name: 'Esto es lo que se va a importar' }).waitFor({
      timeout: 30_000,
    });
    await page.getByLabel('Dirección del sitio anterior').waitFor();
  });

  it('takes the zip of content/images from the preview, then imports', async () => {
    const { page } = session;
    const jpeg = await readFile(await jpegFile(`faro-${stamp}.jpg`, 900, 600));
    const zip = storedZip([
      { name: 'images/2024/05/faro.jpg', data: jpeg },
      { name: 'images/2024/05/portada.jpg', data: jpeg },
    ]);
    await page.getByLabel('O sube un zip de su carpeta content/images').setInputFiles({
      name: 'content-images.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });
    await page.getByRole('button', { name: 'Subir imágenes' }).click();
    await page.getByText('Las imágenes se traerán de content-images.zip.').waitFor({
      timeout: 30_000,
    });
    // No author is ticked: only the posts and their images are looked at here.
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    expect(await page.getByText('Imágenes que no se pudieron traer').count()).toBe(0);
  }, 90_000);

  it('shows the imported post on the public blog with its image from the library', async () => {
    const { page } = session;
    const { title, slug } = await ghostExport(stamp);
    const response = await page.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const image = page.locator('article').getByRole('img', { name: 'Faro', exact: true });
    await image.waitFor();
    expect(await image.getAttribute('src')).not.toContain('__GHOST_URL__');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(session.pageErrors).toEqual([]);
  });
});
