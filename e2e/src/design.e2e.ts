import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { pngFile } from './harness/images.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * 'Diseño': the admin uploads a logo and an icon from the screen, picks an accent colour and two
 * fonts, saves, and the public blog wears them: the logo with the blog's name as its text, the
 * icon's link, the colour as given and the fonts served from the blog's own host.
 */
describe("the blog's design", () => {
  const session = useBrowser();
  const account = newAccount('design');
  const stamp = Date.now().toString(36);
  const accent = '#6d28d9';

  it("the admin opens 'Diseño' from the sidebar, next to 'Configuración'", async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const nav = page.getByRole('navigation', { name: 'Panel' });
    const names = await nav.getByRole('link').allTextContents();
    expect(names.indexOf('Diseño')).toBe(names.indexOf('Configuración') - 1);
    await nav.getByRole('link', { name: 'Diseño', exact: true }).click();
    await settledPath(page, '/cms/design');
    await screenHeading(page, 'Diseño').waitFor();
  });

  it('uploads a logo and an icon, picks a colour and fonts, and saves', async () => {
    const { page } = session;
    for (const [label, file] of [
      ['Logo', await pngFile(`logo-${stamp}.png`, 600, 200)],
      ['Icono', await pngFile(`icono-${stamp}.png`, 640, 480)],
    ] as const) {
      await page.getByRole('button', { name: `Elegir ${label.toLowerCase()}` }).click();
      const dialog = page.getByRole('dialog', { name: label });
      await dialog.getByRole('tab', { name: 'Subir nueva' }).click();
      await dialog.getByLabel(/Elegir imagen/).setInputFiles(file);
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await page.getByRole('img', { name: new RegExp(`^${label}: `) }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Código del color (hexadecimal)' }).fill(accent);
    // The light colour passes AA on white, the dark mode lightens it: the screen says so.
    await page.getByText(/ajusta tu color en modo oscuro/).waitFor();
    expect(await page.getByLabel('Color de acento').inputValue()).toBe(accent);
    await page.getByLabel('Fuente de los títulos').selectOption('lora');
    await page.getByLabel('Fuente del texto').selectOption('inter');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Diseño guardado').waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('img', { name: /^Logo: logo-/ }).waitFor();
    await page.getByRole('img', { name: /^Icono: icono-/ }).waitFor();
    expect(
      await page.getByRole('textbox', { name: 'Código del color (hexadecimal)' }).inputValue(),
    ).toBe(accent);
    expect(await page.getByLabel('Fuente de los títulos').inputValue()).toBe('lora');
  });

  it('the public blog shows the logo, the icon, the colour as given and the fonts', async () => {
    const { page } = session;
    await page.goto(blogOrigin(session, account.subdomain));
    const logo = page.locator('header img.logo');
    await logo.waitFor();
    expect(await logo.getAttribute('alt')).toBe(account.blogName);
    expect(await page.locator('link[rel="icon"][sizes="32x32"]').getAttribute('href')).toMatch(
      /^\/favicon-32x32\.png\?v=\d+$/,
    );
    const icon = await page.evaluate(async () => {
      const answer = await fetch(
        document.querySelector('link[rel="icon"][sizes="32x32"]')?.getAttribute('href') ?? '',
      );
      return { status: answer.status, type: answer.headers.get('content-type') };
    });
    expect(icon).toEqual({ status: 200, type: 'image/png' });
    const styles = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        given: root.getPropertyValue('--accent-given').trim(),
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1, h2') ?? document.body).fontFamily,
      };
    });
    expect(styles.given).toBe(accent);
    expect(styles.body).toMatch(/^"?Inter"?,/);
    expect(styles.heading).toMatch(/^"?Lora"?,/);
    // Each family's files come from the blog's own host, which the page's policy lets load.
    const fontsLoaded = await page.evaluate(async () =>
      Promise.all(
        ['Inter', 'Lora'].map(async (name) =>
          (await document.fonts.load(`700 16px "${name}"`, 'ñ')).some(
            (face) => face.status === 'loaded',
          ),
        ),
      ),
    );
    expect(fontsLoaded).toEqual([true, true]);
  });

  it('the preview shows an unsaved colour before it is saved, and the saved one once discarded', async () => {
    const { page } = session;
    await page.goto('/cms/design');
    const hex = page.getByRole('textbox', { name: 'Código del color (hexadecimal)' });
    await hex.waitFor();
    const frame = page.frameLocator('iframe[title="Vista previa del blog"]');
    // Read again until the frame holds the page (it is loaded anew for each draft).
    const given = () =>
      frame
        .locator('html')
        .evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--accent-given').trim(),
        );
    await expect.poll(given, { timeout: 15_000 }).toBe(accent);
    await hex.fill('#0f766e');
    await expect.poll(given, { timeout: 15_000 }).toBe('#0f766e');
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect.poll(given, { timeout: 15_000 }).toBe(accent);
  });

  it('asks before leaving unsaved changes, and restoring the defaults brings back the initial', async () => {
    const { page } = session;
    const nav = page.getByRole('navigation', { name: 'Panel' });
    const prompt = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await page.goto('/cms/design');
    const hex = page.getByRole('textbox', { name: 'Código del color (hexadecimal)' });
    await hex.waitFor();
    await hex.fill('#123456');
    await nav.getByRole('link', { name: 'Configuración', exact: true }).click();
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await hex.inputValue()).toBe('#123456');
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    expect(await hex.inputValue()).toBe(accent);

    await page.getByRole('button', { name: 'Restaurar valores por defecto' }).click();
    await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
    expect(await hex.inputValue()).toBe('');
    await page.getByText('Sin logo').waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Diseño guardado').waitFor({ timeout: 15_000 });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await settledPath(page, '/cms/dashboard');
    expect(await prompt.count()).toBe(0);

    await page.goto(blogOrigin(session, account.subdomain));
    await page.getByRole('link', { name: account.blogName }).first().waitFor();
    expect(await page.locator('header img.logo').count()).toBe(0);
    expect(await page.locator('link[rel="icon"][sizes="32x32"]').count()).toBe(0);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent-given').trim(),
      ),
    ).toBe('');
  });
});
