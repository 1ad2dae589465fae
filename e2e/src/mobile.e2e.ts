import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const PHONE = { width: 375, height: 667 };

/** Below 768 px the panel's sidebar folds behind 'Menú' and nothing scrolls sideways. */
describe('the panel on a 375 px phone', () => {
  const session = useBrowser({ viewport: PHONE });
  const overflow = () =>
    session.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('shows the login page without sideways scrolling', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('form', { name: 'Iniciar sesión' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('folds the sidebar behind Menú, which closes after choosing a screen', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const toggle = page.getByRole('button', { name: 'Menú' });
    const nav = page.getByRole('navigation', { name: 'Panel' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Posts' }).click();
    await settledPath(page, '/cms/posts');
    await screenHeading(page, 'Posts').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
  });

  it('keeps wide tables inside the screen', async () => {
    const { page } = session;
    await page.getByRole('table').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/cms/comments');
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
