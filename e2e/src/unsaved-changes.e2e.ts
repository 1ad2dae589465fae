import type { BrowserContext, Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInHere, signInToDashboard } from './harness/accounts.ts';
import { newTab, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { voidOtherSessions } from './harness/sessions.ts';

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name, exact: true });
const leavePrompt = (page: Page) => page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

/** Opens a new post from the list, as a writer does, and types a title and a paragraph. */
async function startPost(page: Page, title: string, body: string) {
  await sidebarLink(page, 'Posts').click();
  await settledPath(page, '/cms/posts');
  await page.getByRole('link', { name: 'Add Post' }).click();
  await settledPath(page, '/cms/posts/new');
  await titleField(page).fill(title);
  await editor(page).click();
  await page.keyboard.type(body);
}

/** The uuid of the blog the panel is managing. */
const activeBlog = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('activeBlog') ?? '');

/** The kept copies of unsaved forms in this browser. */
const keptDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('unsavedDraft:')),
  );

type CountingWindow = Window & { beforeUnloadListeners?: number };

/**
 * From the next page `context` loads on, counts the window's 'beforeunload' listeners: a form
 * adds its own once it knows it was changed, a render after the key that changed it.
 */
async function countBeforeUnloadListeners(context: BrowserContext) {
  await context.addInitScript(() => {
    let listeners = 0;
    Object.defineProperty(window, 'beforeUnloadListeners', { get: () => listeners });
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
      if (args[0] === 'beforeunload') listeners += 1;
      return add.apply(this, args);
    } as typeof add;
    window.removeEventListener = function (this: Window, ...args: Parameters<typeof remove>) {
      if (args[0] === 'beforeunload') listeners -= 1;
      return remove.apply(this, args);
    } as typeof remove;
  });
}

/** Fills the post's title and waits until the page will ask before it unloads. */
async function changeTitle(tab: Page, title: string) {
  const listening = () => tab.evaluate(() => (window as CountingWindow).beforeUnloadListeners ?? 0);
  const before = await listening();
  await titleField(tab).fill(title);
  await expect.poll(listening).toBeGreaterThan(before);
}

/**
 * Leaving a form with unsaved changes asks first (sidebar, back button, closing the tab); a
 * saved or untouched form leaves at once; a session that ends under the form keeps the post in
 * the browser and offers it back after signing in again.
 */
describe('unsaved changes', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  it('signs in as the admin', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('asks before a sidebar link leaves a new post; staying keeps the text, leaving goes', async () => {
    const { page } = session;
    const title = `Borrador sin guardar ${stamp}`;
    await startPost(page, title, 'Un párrafo que no quiero perder.');

    await sidebarLink(page, 'Dashboard').click();
    const prompt = leavePrompt(page);
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(
      'Tienes cambios sin guardar. Si sales ahora, se perderán.',
    );
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);
    expect(await editor(page).textContent()).toContain('Un párrafo que no quiero perder.');

    await sidebarLink(page, 'Dashboard').click();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    expect(await leavePrompt(page).count()).toBe(0);
  });

  it('asks before the back button leaves', async () => {
    const { page } = session;
    const title = `Atrás ${stamp}`;
    await startPost(page, title, 'Texto escrito antes de volver atrás.');

    await page.goBack();
    const prompt = leavePrompt(page);
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);

    await page.goBack();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, '/cms/posts');
    await screenHeading(page, 'Posts').waitFor();
  });

  it('asks the browser before closing or reloading the tab, and only with changes', async () => {
    await countBeforeUnloadListeners(session.context);
    const tab = await newTab(session);
    const dialogs: string[] = [];
    let answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.dismiss();
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void answer(dialog);
    });
    await tab.goto('/cms/posts/new');
    await titleField(tab).waitFor();

    // Untouched: reloading does not ask.
    await tab.reload();
    await titleField(tab).waitFor();
    expect(dialogs).toEqual([]);

    // Changed: reloading asks; accepted, the page reloads empty.
    await changeTitle(tab, `Recarga ${stamp}`);
    answer = (dialog) => dialog.accept();
    await tab.reload();
    await titleField(tab).waitFor();
    expect(dialogs).toEqual(['beforeunload']);
    expect(await titleField(tab).inputValue()).toBe('');

    answer = (dialog) => dialog.dismiss();
    await changeTitle(tab, `Pestaña ${stamp}`);
    await tab.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload']);
    // Dismissed: the tab stays with the text.
    expect(tab.isClosed()).toBe(false);
    expect(await titleField(tab).inputValue()).toBe(`Pestaña ${stamp}`);

    answer = (dialog) => dialog.accept();
    const closed = new Promise<void>((resolve) => tab.once('close', () => resolve()));
    await tab.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual(['beforeunload', 'beforeunload', 'beforeunload']);
  });

  it('leaves a saved post without asking, and an untouched one too', async () => {
    const { page } = session;
    const title = `Guardado ${stamp}`;
    await startPost(page, title, 'Este sí se guarda.');
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await leavePrompt(page).count()).toBe(0);

    // A demo post (its HTML written unlike the editor's) opened, its body touched and put back
    // as it was: there is nothing to ask about.
    await page.getByRole('link', { name: 'Editar Sevilla en otoño' }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    await editor(page).getByText('Empezamos por el barrio de Santa Cruz.').click();
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await titleField(page).click();
    await sidebarLink(page, 'Dashboard').click();
    await settledPath(page, '/cms/dashboard');
    expect(await leavePrompt(page).count()).toBe(0);
  });

  it('asks on the series, profile and settings forms too, and not once the settings are saved', async () => {
    const { page } = session;
    const prompt = leavePrompt(page);

    await sidebarLink(page, 'Series').click();
    await page.getByRole('button', { name: 'Editar Guía de Andalucía' }).click();
    await settledPath(page, /^\/cms\/series\/[^/]+\/edit$/);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Otra descripción');
    await sidebarLink(page, 'Mi perfil').click();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, /^\/cms\/user\/edit\/[^/]+$/);

    await page.getByRole('textbox', { name: 'Biografía' }).fill(`Escribo desde ${stamp}`);
    await sidebarLink(page, 'Configuración').click();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, '/cms/settings');

    const description = page.getByRole('textbox', { name: 'Descripción' });
    await description.waitFor();
    const original = await description.inputValue();
    await description.fill(`${original} ${stamp}`);
    await sidebarLink(page, 'Dashboard').click();
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await description.inputValue()).toBe(`${original} ${stamp}`);

    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
    await sidebarLink(page, 'Dashboard').click();
    await settledPath(page, '/cms/dashboard');
    expect(await prompt.count()).toBe(0);

    // The demo blog keeps its description for the other tests.
    await sidebarLink(page, 'Configuración').click();
    await description.fill(original);
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
  });

  it('asks before logout leaves a changed form; staying keeps the session and the text', async () => {
    const { page } = session;
    const title = `Antes de salir ${stamp}`;
    await startPost(page, title, 'Casi me voy sin guardar.');
    const logout = page.getByRole('button', { name: 'Cerrar sesión' });

    await logout.click();
    const prompt = leavePrompt(page);
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeTruthy();
    // Moving on inside the panel keeps the session.
    await sidebarLink(page, 'Dashboard').click();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeTruthy();

    await startPost(page, title, 'Ahora sí me voy.');
    await logout.click();
    await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
    await settledPath(page, '/login');
    await page.waitForFunction(() => window.localStorage.getItem('authToken') === null);
    expect(await keptDrafts(page)).toEqual([]);

    // Without a form, logout goes at once.
    await signInToDashboard(page, DEMO.admin);
    await logout.click();
    await settledPath(page, '/login');
    await page.waitForFunction(() => window.localStorage.getItem('authToken') === null);
    expect(await leavePrompt(page).count()).toBe(0);
    await signInToDashboard(page, DEMO.admin);
  });

  it('keeps the post in the browser when the session ends, and offers it back after signing in', async () => {
    const { page } = session;
    const title = `Sesión caducada ${stamp}`;
    const body = 'Lo escribí mientras la sesión caducaba.';
    await startPost(page, title, body);
    await page.getByLabel('Categoría').selectOption({ index: 1 });

    // The session ends on the server while the writer types (the password changed elsewhere).
    await voidOtherSessions(session.origin, DEMO.admin, await activeBlog(page));

    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/login');
    expect(await leavePrompt(page).count()).toBe(0);
    expect(await keptDrafts(page)).toEqual([expect.stringMatching(/^unsavedDraft:post:.+:new$/)]);

    // Signing in leads back to the form the session ended on.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cms/posts/new');
    await signInHere(page, DEMO.admin);
    await settledPath(page, '/cms/posts/new');
    const offer = page.getByRole('status').filter({ hasText: 'versión sin guardar' });
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(
      /Tienes una versión sin guardar de este post del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\. ¿Recuperarla\?/,
    );
    expect(await titleField(page).inputValue()).toBe('');

    await offer.getByRole('button', { name: 'Recuperar' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(await titleField(page).inputValue()).toBe(title);
    expect(await editor(page).textContent()).toContain(body);

    // The recovered post is unsaved: leaving still asks.
    await sidebarLink(page, 'Dashboard').click();
    await leavePrompt(page).getByRole('button', { name: 'Seguir editando' }).click();
    await leavePrompt(page).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await keptDrafts(page)).toEqual([]);
  });

  it('forgets a kept page when the writer discards it', async () => {
    const { page } = session;
    const title = `Página perdida ${stamp}`;
    await page.goto('/cms/pages/new');
    await titleField(page).fill(title);
    await editor(page).click();
    await page.keyboard.type('Una página a medias.');

    await voidOtherSessions(session.origin, DEMO.admin, await activeBlog(page));
    await page.getByRole('button', { name: 'Guardar Página' }).click();
    await settledPath(page, '/login');
    expect(await keptDrafts(page)).toEqual([expect.stringMatching(/^unsavedDraft:page:.+:new$/)]);

    await signInHere(page, DEMO.admin);
    await settledPath(page, '/cms/pages/new');
    const offer = page
      .getByRole('status')
      .filter({ hasText: 'versión sin guardar de esta página' });
    await offer.getByRole('button', { name: 'Descartar' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(await titleField(page).inputValue()).toBe('');
    expect(await keptDrafts(page)).toEqual([]);

    await page.reload();
    await titleField(page).waitFor();
    expect(await page.getByText('versión sin guardar').count()).toBe(0);
  });
});
