import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

const PENDING = 50;

/**
 * A WordPress export of one post with 50 comments waiting for moderation: how a blog moving in
 * gets a queue at once, and the way to put 50 comments in one blog that the visitors' limits
 * (5 per address in 10 minutes) would refuse through the form.
 */
function exportWithPendingComments(stamp: string) {
  const comments = Array.from(
    { length: PENDING },
    (_, i) => `
      <wp:comment>
        <wp:comment_id>${i + 1}</wp:comment_id>
        <wp:comment_author><![CDATA[Lector ${i + 1}]]></wp:comment_author>
        <wp:comment_author_email><![CDATA[lector${i + 1}-${stamp}@example.com]]></wp:comment_author_email>
        <wp:comment_author_url></wp:comment_author_url>
        <wp:comment_author_IP><![CDATA[192.0.2.${(i % 200) + 1}]]></wp:comment_author_IP>
        <wp:comment_date><![CDATA[2026-11-03 09:${String(i).padStart(2, '0')}:00]]></wp:comment_date>
        <wp:comment_date_gmt><![CDATA[2026-11-03 08:${String(i).padStart(2, '0')}:00]]></wp:comment_date_gmt>
        <wp:comment_content><![CDATA[Comentario ${i + 1} sobre la cola ${stamp}]]></wp:comment_content>
        <wp:comment_approved><![CDATA[0]]></wp:comment_approved>
        <wp:comment_type><![CDATA[comment]]></wp:comment_type>
        <wp:comment_parent>0</wp:comment_parent>
      </wp:comment>`,
  ).join('');
  const slug = `cola-de-comentarios-${stamp}`;
  const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
  <channel>
    <title>Cola</title>
    <link>https://viejo.example.com</link>
    <description></description>
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
    <item>
      <title>Cola de comentarios ${stamp}</title>
      <link>https://viejo.example.com/${slug}/</link>
      <pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate>
      <dc:creator><![CDATA[pro]]></dc:creator>
      <guid isPermaLink="false">https://viejo.example.com/?p=70</guid>
      <description></description>
      <content:encoded><![CDATA[<p>Una entrada con mucha conversación.</p>]]></content:encoded>
      <excerpt:encoded><![CDATA[]]></excerpt:encoded>
      <wp:post_id>70</wp:post_id>
      <wp:post_date><![CDATA[2026-11-02 11:00:00]]></wp:post_date>
      <wp:post_date_gmt><![CDATA[2026-11-02 10:00:00]]></wp:post_date_gmt>
      <wp:comment_status><![CDATA[open]]></wp:comment_status>
      <wp:post_name><![CDATA[${slug}]]></wp:post_name>
      <wp:status><![CDATA[publish]]></wp:status>
      <wp:post_parent>0</wp:post_parent>
      <wp:menu_order>0</wp:menu_order>
      <wp:post_type><![CDATA[post]]></wp:post_type>
      <wp:post_password><![CDATA[]]></wp:post_password>
      <wp:is_sticky>0</wp:is_sticky>${comments}
    </item>
  </channel>
</rss>
`;
  return { xml, slug };
}

/** The sidebar's 'Comentarios' link, whose name carries the pending count. */
const commentsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: /^Comentarios/ });

/** The pending count the sidebar says in words, 0 when it shows none. */
async function badgeCount(page: Page): Promise<number> {
  const text = (await commentsLink(page).textContent()) ?? '';
  const match = /(\d+) comentarios? pendientes?/.exec(text);
  return match ? Number(match[1]) : 0;
}

async function waitForBadge(page: Page, expected: number) {
  await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(expected);
}

/**
 * Moderation at speed, as the PRO admin: 50 comments come in pending with an imported post;
 * the sidebar counts them; a search finds one by its author's email; 'select all on this page'
 * at 50 a page approves the 50 in one action, the badge goes down and the post's public page
 * counts them; 'Deshacer' puts them back; one approved alone can be undone too; spam and
 * deleting still ask first.
 */
describe('moderating comments at speed', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const { xml, slug } = exportWithPendingComments(stamp);
  let before = 0;

  it('imports a post with 50 pending comments; the sidebar counts them', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    await waitForBadge(page, await pendingNow(page));
    before = await badgeCount(page);
    await page.goto('/cms/settings/import-export');
    await screenHeading(page, 'Importar / Exportar').waitFor();
    await page.getByLabel('Archivo de exportación').setInputFiles({
      name: 'cola.WordPress.2026-11-24.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(xml, 'utf8'),
    });
    await page.getByRole('button', { name: 'Subir y analizar' }).click();
    await page.getByRole('form', { name: 'Esto es lo que se va a importar' }).waitFor({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    await commentsLink(page).click();
    await settledPath(page, '/cms/comments');
    await waitForBadge(page, before + PENDING);
    expect(await commentsLink(page).textContent()).toContain(
      `${before + PENDING} comentarios pendientes`,
    );
  }, 90_000);

  it('finds a comment by its author’s email, and the address keeps the search', async () => {
    const { page } = session;
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    await settledPath(page, '/cms/comments');
    await page.getByRole('searchbox', { name: /Buscar comentarios/ }).fill(`lector7-${stamp}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `Comentario 7 sobre la cola ${stamp}` })
      .waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one match
    const url = new URL(page.url());
    expect(url.searchParams.get('estado')).toBe('PENDING');
    expect(url.searchParams.get('q')).toBe(`lector7-${stamp}`);
    // A reload shows the same list.
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: `Comentario 7 sobre la cola ${stamp}` })
      .waitFor();
    expect(await page.getByRole('searchbox', { name: /Buscar comentarios/ }).inputValue()).toBe(
      `lector7-${stamp}`,
    );
  });

  it('approves the 50 in one action; the badge goes down; the post counts them', async () => {
    const { page } = session;
    await page.goto(`/cms/comments?estado=PENDING&q=${stamp}&por_pagina=50`);
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByText(`${PENDING} comentarios`, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(PENDING + 1);
    await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByText(`${PENDING} comentarios seleccionados`).waitFor();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/comments/bulk')) calls.push(request.method());
    });
    await bar.getByRole('button', { name: 'Aprobar' }).click();
    // No question first: the toast says what was done.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: `${PENDING} comentarios aprobados` })
      .waitFor();
    expect(calls).toEqual(['POST']);
    await page.getByText('No hay comentarios.').waitFor();
    await waitForBadge(page, before);

    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    await reader.getByRole('link', { name: `${PENDING} comentarios` }).waitFor();
    await reader.close();
  });

  it('undoes the approval from the toast: the 50 wait again', async () => {
    const { page } = session;
    const toast = page.getByRole('status').filter({ hasText: `${PENDING} comentarios aprobados` });
    await toast.getByRole('button', { name: 'Deshacer' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Aprobación de 50 comentarios deshecha' })
      .waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(PENDING + 1);
    await waitForBadge(page, before + PENDING);
  });

  it('approves one without a question and undoes it', async () => {
    const { page } = session;
    const text = `Comentario 3 sobre la cola ${stamp}`;
    const row = page.getByRole('row').filter({ hasText: text });
    await row
      .getByRole('button', { name: 'Aprobar el comentario de Lector 3', exact: true })
      .click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const toast = page.getByRole('status').filter({ hasText: 'Comentario aprobado' });
    await toast.waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    await waitForBadge(page, before + PENDING - 1);
    await toast.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByRole('status').filter({ hasText: 'Aprobación deshecha' }).waitFor();
    await page.getByRole('row').filter({ hasText: text }).getByText('Pendiente').waitFor();
    await waitForBadge(page, before + PENDING);
  });

  it('still asks before marking the ticked ones as spam', async () => {
    const { page } = session;
    await page
      .getByRole('checkbox', { name: 'Seleccionar el comentario de Lector 1', exact: true })
      .check();
    await page
      .getByRole('checkbox', { name: 'Seleccionar el comentario de Lector 2', exact: true })
      .check();
    await page
      .getByRole('region', { name: 'Acciones en lote' })
      .getByRole('button', { name: 'Marcar como spam' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('¿Estás seguro de que quieres marcar estos 2 comentarios como spam?')
      .waitFor();
    await confirm.getByRole('button', { name: 'Marcar como spam' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '2 comentarios marcados como spam' })
      .waitFor();
    await waitForBadge(page, before + PENDING - 2);
  });

  it('deletes the rest after its question, leaving the queue as it was', async () => {
    const { page } = session;
    const left = PENDING - 2;
    await expect.poll(() => page.getByRole('row').count()).toBe(left + 1);
    await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
    await page
      .getByRole('region', { name: 'Acciones en lote' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(
        `¿Estás seguro de que quieres eliminar estos ${left} comentarios? Sus respuestas también se eliminarán.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${left} comentarios eliminados` })
      .waitFor();
    await page.getByText('No hay comentarios.').waitFor();
    await waitForBadge(page, before);
  });
});

/** The pending count the server gives the signed-in admin. */
async function pendingNow(page: Page): Promise<number> {
  const { json } = await callAsPanel<{ count: number }>(page, 'GET', '/api/comments/pending-count');
  return json.count;
}
