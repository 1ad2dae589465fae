import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });
const autosaveState = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

type SavedPost = {
  id: number;
  uuid: string;
  title: string;
  content: string;
  revision: number;
};
type RevisionSummary = { revision: number; title: string; autosave: boolean };

/** The admin signed in again elsewhere (another device): a session of its own, through the API. */
async function otherSession(origin: string, blogUuid: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-blog-id': blogUuid,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

/**
 * An automatic save that meets a change made elsewhere: the draft is edited in another session
 * while the editor holds unsaved text; the editor's save is refused, the panel asks, and
 * 'Mantener la mía' saves what was typed, with the other version kept in the history.
 */
describe('autosave meets a change made elsewhere', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  it('signs in as the admin', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('asks, and “Mantener la mía” saves the text typed here without losing the other', async () => {
    const { page, context, origin } = session;
    const categories = await callAsPanel<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/categories',
    );
    const created = await callAsPanel<SavedPost>(page, 'POST', '/api/posts', {
      title: `Conflicto ${stamp}`,
      slug: `conflicto-${stamp}`,
      content: '<p>Texto de partida.</p>',
      status: 'DRAFT',
      categoryId: categories.json.data[0]?.id,
    });
    expect(created.status).toBe(201);
    const post = created.json;
    const blogUuid = await page.evaluate(() => {
      const raw = window.localStorage.getItem('activeBlog') ?? '';
      try {
        return String(JSON.parse(raw));
      } catch {
        return raw;
      }
    });

    await page.goto(`/cms/posts/${post.uuid}/edit`);
    await settledPath(page, `/cms/posts/${post.uuid}/edit`);
    await titleField(page).waitFor();
    await editor(page).waitFor();

    // Typed without a network: the text waits in the editor, unsaved.
    await context.setOffline(true);
    try {
      await editor(page).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Lo que escribo aquí.');
      await autosaveState(page, 'Sin conexión: los cambios se guardarán al volver').waitFor({
        timeout: 20_000,
      });
      // Meanwhile the post is saved in another session.
      const other = await otherSession(origin, blogUuid);
      const elsewhere = await other('PATCH', `/api/posts/${post.id}`, {
        title: `Conflicto cambiado en otra sesión ${stamp}`,
        baseRevision: post.revision,
      });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.json.revision).toBe(post.revision + 1);
    } finally {
      await context.setOffline(false);
    }

    // Back online, the automatic save is based on the old revision: refused, and the panel asks.
    const conflict = page.getByRole('alertdialog', { name: 'Este contenido ha cambiado' });
    await conflict.waitFor({ timeout: 30_000 });
    await conflict.getByRole('button', { name: 'Recargar' }).waitFor();
    // Nothing of the editor's was written over the other session's save.
    const refused = (await callAsPanel<SavedPost>(page, 'GET', `/api/posts/uuid/${post.uuid}`))
      .json;
    expect(refused).toMatchObject({
      title: `Conflicto cambiado en otra sesión ${stamp}`,
      revision: post.revision + 1,
    });
    expect(refused.content).not.toContain('Lo que escribo aquí.');

    await conflict.getByRole('button', { name: 'Mantener la mía' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await autosaveState(page, /Guardado hace \d+ s/).waitFor({ timeout: 30_000 });
    expect(await editor(page).textContent()).toContain('Texto de partida. Lo que escribo aquí.');

    const saved = (await callAsPanel<SavedPost>(page, 'GET', `/api/posts/uuid/${post.uuid}`)).json;
    expect(saved.content).toContain('Lo que escribo aquí.');
    expect(saved.title).toBe(`Conflicto ${stamp}`);
    expect(saved.revision).toBe(post.revision + 2);
    // The other session's version is not lost: the history keeps it under the saved one.
    const history = await callAsPanel<{ data: RevisionSummary[] }>(
      page,
      'GET',
      `/api/posts/${post.id}/revisions`,
    );
    expect(history.json.data.map((r) => [r.revision, r.title, r.autosave])).toEqual([
      [post.revision + 2, `Conflicto ${stamp}`, true],
      [post.revision + 1, `Conflicto cambiado en otra sesión ${stamp}`, false],
      [post.revision, `Conflicto ${stamp}`, false],
    ]);

    // Reopened, the editor shows the saved text and offers no leftover copy.
    await page.goto(`/cms/posts/${post.uuid}/edit`);
    await editor(page).waitFor();
    await expect.poll(() => editor(page).textContent()).toContain('Lo que escribo aquí.');
    expect(await page.getByRole('status').filter({ hasText: 'versión sin guardar' }).count()).toBe(
      0,
    );
    expect(session.pageErrors).toEqual([]);
  });
});
