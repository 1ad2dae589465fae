import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { newTab, useBrowser } from './harness/browser.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });
const excerptField = (page: Page) => page.getByRole('textbox', { name: 'Extracto' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });
const autosaveState = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

type SavedPost = { id: number; uuid: string; title: string; excerpt: string; revision: number };

/** A post made through the API, in the demo blog's first category. */
async function makePost(page: Page, title: string, status: 'DRAFT' | 'PUBLISHED') {
  const categories = await callAsPanel<{ data: { id: number }[] }>(page, 'GET', '/api/categories');
  const created = await callAsPanel<SavedPost>(page, 'POST', '/api/posts', {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    content: '<p>Texto de partida.</p>',
    status,
    categoryId: categories.json.data[0]?.id,
  });
  expect(created.status).toBe(201);
  return created.json;
}

const readPost = async (page: Page, uuid: string) =>
  (await callAsPanel<SavedPost>(page, 'GET', `/api/posts/uuid/${uuid}`)).json;

async function openEditor(page: Page, uuid: string) {
  await page.goto(`/cms/posts/${uuid}/edit`);
  await settledPath(page, `/cms/posts/${uuid}/edit`);
  await titleField(page).waitFor();
  await editor(page).waitFor();
}

/**
 * Writing without losing anything: a draft saves itself, a closed tab or a lost network keeps
 * what was typed, the history restores an earlier version, and two tabs on one post never
 * overwrite each other silently.
 */
describe('autosave, revisions and edit conflicts', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  it('signs in as the admin', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('a draft saves itself a few seconds after the last change', async () => {
    const { page } = session;
    const post = await makePost(page, `Autoguardado ${stamp}`, 'DRAFT');
    await openEditor(page, post.uuid);
    await titleField(page).fill(`Autoguardado cambiado ${stamp}`);
    await autosaveState(page, /Guardado hace \d+ s/).waitFor({ timeout: 20_000 });
    const saved = await readPost(page, post.uuid);
    expect(saved.title).toBe(`Autoguardado cambiado ${stamp}`);
    expect(saved.revision).toBe(2);
    // Saved: leaving does not ask.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await settledPath(page, '/cms/dashboard');
  });

  it('a draft page saves itself too, and its history lists the save', async () => {
    const { page } = session;
    const created = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/pages', {
      title: `Página borrador ${stamp}`,
      content: '<p>Texto de la página.</p>',
      status: 'draft',
    });
    expect(created.status).toBe(201);
    await page.goto(`/cms/pages/${created.json.uuid}/edit`);
    await titleField(page).waitFor();
    await excerptField(page).fill('Extracto guardado solo');
    await autosaveState(page, /Guardado hace \d+ s/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Historial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historial' });
    const entries = dialog.getByRole('list', { name: 'Revisiones' }).getByRole('button');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().textContent()).toContain('Guardado automático');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('keeps typing through a lost network and saves it once back online', async () => {
    const { page, context } = session;
    const post = await makePost(page, `Sin red ${stamp}`, 'DRAFT');
    await openEditor(page, post.uuid);
    await context.setOffline(true);
    try {
      await excerptField(page).fill('Escrito sin conexión');
      await autosaveState(page, 'Sin conexión: los cambios se guardarán al volver').waitFor({
        timeout: 20_000,
      });
    } finally {
      await context.setOffline(false);
    }
    await autosaveState(page, /Guardado hace \d+ s/).waitFor({ timeout: 20_000 });
    expect((await readPost(page, post.uuid)).excerpt).toBe('Escrito sin conexión');
  });

  it('offers back what was typed in a tab that was closed', async () => {
    const post = await makePost(session.page, `Pestaña cerrada ${stamp}`, 'PUBLISHED');
    const tab = await newTab(session);
    await openEditor(tab, post.uuid);
    await editor(tab).click();
    await tab.keyboard.press('End');
    await tab.keyboard.type(' Añadido antes de cerrar.');
    // A published post is not saved by itself: the change waits in the browser.
    await autosaveState(tab, 'Cambios guardados en este navegador').waitFor();
    await expect
      .poll(() =>
        tab.evaluate(
          (uuid) => Object.keys(window.localStorage).some((key) => key.endsWith(`:${uuid}`)),
          post.uuid,
        ),
      )
      .toBe(true);
    await tab.close();

    const again = await newTab(session);
    await openEditor(again, post.uuid);
    const offer = again.getByRole('status').filter({ hasText: 'versión sin guardar' });
    await offer.getByRole('button', { name: 'Recuperar' }).click();
    await expect.poll(() => editor(again).textContent()).toContain('Añadido antes de cerrar.');
    // The live post did not change.
    expect((await readPost(again, post.uuid)).revision).toBe(1);
    await again.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(again, '/cms/posts', 30_000);
    expect((await readPost(again, post.uuid)).revision).toBe(2);
    await again.close();
  });

  it('restores an earlier revision from the history', async () => {
    const { page } = session;
    const post = await makePost(page, `Historial ${stamp}`, 'PUBLISHED');
    await callAsPanel(page, 'PATCH', `/api/posts/${post.id}`, {
      title: `Historial reescrito ${stamp}`,
    });
    await openEditor(page, post.uuid);
    expect(await titleField(page).inputValue()).toBe(`Historial reescrito ${stamp}`);
    await page.getByRole('button', { name: 'Historial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historial' });
    const entries = dialog.getByRole('list', { name: 'Revisiones' }).getByRole('button');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().textContent()).toContain('Ana Administradora');
    await entries.last().click();
    const preview = dialog.getByRole('article', { name: 'Vista de la revisión' });
    await preview.getByRole('heading', { name: `Historial ${stamp}` }).waitFor();
    await dialog.getByRole('button', { name: 'Restaurar esta versión' }).click();
    await page.getByText('Versión restaurada').waitFor();
    await expect.poll(() => titleField(page).inputValue()).toBe(`Historial ${stamp}`);
    const restored = await readPost(page, post.uuid);
    expect(restored).toMatchObject({ title: `Historial ${stamp}`, revision: 3 });
    const list = await callAsPanel<{ data: unknown[] }>(
      page,
      'GET',
      `/api/posts/${post.id}/revisions`,
    );
    expect(list.json.data).toHaveLength(3);
  });

  it('two tabs on one post: the second save asks, and reloads or keeps its own', async () => {
    const post = await makePost(session.page, `Dos pestañas ${stamp}`, 'PUBLISHED');
    const first = await newTab(session);
    const second = await newTab(session);
    await openEditor(first, post.uuid);
    await openEditor(second, post.uuid);

    await titleField(first).fill(`Versión de la primera ${stamp}`);
    await first.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(first, '/cms/posts', 30_000);

    await excerptField(second).fill('Extracto de la segunda');
    await second.getByRole('button', { name: 'Guardar Post' }).click();
    const conflict = second.getByRole('alertdialog', { name: 'Este contenido ha cambiado' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Recargar' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await expect.poll(() => titleField(second).inputValue()).toBe(`Versión de la primera ${stamp}`);
    expect(await excerptField(second).inputValue()).toBe('');

    // Again, and this time the second keeps its own.
    await openEditor(first, post.uuid);
    await excerptField(first).fill('Extracto de la primera');
    await first.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(first, '/cms/posts', 30_000);
    await excerptField(second).fill('Extracto de la segunda');
    await second.getByRole('button', { name: 'Guardar Post' }).click();
    await conflict.getByRole('button', { name: 'Mantener la mía' }).click();
    await settledPath(second, '/cms/posts', 30_000);
    const saved = await readPost(session.page, post.uuid);
    expect(saved).toMatchObject({
      title: `Versión de la primera ${stamp}`,
      excerpt: 'Extracto de la segunda',
      revision: 4,
    });
    await first.close();
    await second.close();
  });
});
