import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';

describe('landing', () => {
  const session = useBrowser();

  it('is prerendered: title, meta tags, hero and pricing arrive as HTML', async () => {
    const res = await fetch(`${session.origin}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await res.text();
    expect(html).toContain('<title>Crea tu blog profesional en minutos · Bitácora</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
    expect(html).toContain(
      '<meta property="og:title" content="Crea tu blog profesional en minutos"',
    );
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(html).toContain('Crea tu blog profesional en minutos</h1>');
    expect(html).toContain('$9.99 por mes');
  });

  it('shows the pricing table and leads to login and signup', async () => {
    const { page } = session;
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Crea tu blog profesional en minutos' })
      .waitFor();
    const free = page.getByRole('listitem', { name: 'Gratis' });
    expect(await free.getByText('$0 de por vida').isVisible()).toBe(true);
    const pro = page.getByRole('listitem', { name: 'PRO' });
    expect(await pro.getByText('$9.99 por mes').isVisible()).toBe(true);
    expect(await pro.getByText('o $99.99 por año').isVisible()).toBe(true);
    expect(await pro.getByText('Widget de Patreon').isVisible()).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('form', { name: 'Iniciar sesión' }).waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Crear mi blog gratis' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Crear cuenta y blog' }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it('leads "Acerca de" to what Bitácora is, from the landing and from the panel', async () => {
    const { page } = session;
    const about = page.getByRole('heading', { level: 2, name: 'Acerca de Bitácora' });
    /** From `start`, the header's 'Acerca de' brings the landing's section into view. */
    const followAbout = async (start: string) => {
      await page.goto(start);
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Acerca de' })
        .click();
      await page.waitForURL('**/#acerca-de');
      await expect
        .poll(() =>
          about.evaluate((heading) => {
            const box = heading.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    };
    await followAbout('/');
    expect(await page.getByRole('heading', { name: 'Tu blog, tu dirección' }).isVisible()).toBe(
      true,
    );
    // The panel's public screens carry the same header: its link leaves for the landing.
    await followAbout('/forgot-password');
    expect(session.pageErrors).toEqual([]);
  });

  it('works without JavaScript: the first paint is the whole page', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(session.origin);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe('Crea tu blog profesional en minutos');
    const signup = page.getByRole('link', { name: 'Crear mi blog gratis' });
    expect(await signup.getAttribute('href')).toBe('/signup');
    await context.close();
  });
});

describe('landing on a 375 px phone', () => {
  const session = useBrowser({ viewport: { width: 375, height: 667 } });

  it('stacks the plans and opens the menu with its button', async () => {
    const { page } = session;
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menú' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Regístrate' }).isVisible()).toBe(true);

    const free = await page.getByRole('listitem', { name: 'Gratis' }).boundingBox();
    const pro = await page.getByRole('listitem', { name: 'PRO' }).boundingBox();
    expect(pro!.y).toBeGreaterThan(free!.y + free!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await nav.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
  });
});
