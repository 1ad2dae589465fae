import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { newPostEditor, savePublished, screenHeading } from './harness/panel.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * 'Diseño' › 'Estructura': the admin picks the grid home and the centred header, hides the
 * reading time, writes a footer text and a footer link, saves, and the public blog follows.
 */
describe("the blog's layout options", () => {
  const session = useBrowser();
  const account = newAccount('layout');
  const stamp = Date.now().toString(36);
  const title = `Ruta por los Andes ${stamp}`;
  const footerText = `Escrito desde Cusco · ${stamp}`;

  const postPage = async () => {
    const { page } = session;
    await page.goto(blogOrigin(session, account.subdomain));
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  };

  it('a published post shows its reading time on the template as it comes', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    await newPostEditor(page, title);
    await page.keyboard.type('Tres semanas de caminos, mercados y montañas.');
    await savePublished(page, title);
    await postPage();
    await page.locator('.reading-time').first().waitFor();
  });

  it('the admin chooses the grid, the centred header, no reading time and a footer, and saves', async () => {
    const { page } = session;
    await page.goto('/cms/design');
    await screenHeading(page, 'Diseño').waitFor();
    await page.getByRole('radio', { name: /^En cuadrícula/ }).check();
    await page.getByRole('radio', { name: /^Centrada/ }).check();
    await page.getByRole('checkbox', { name: 'Mostrar el tiempo de lectura' }).uncheck();
    // The live preview follows the unsaved layout (it is loaded anew for each draft).
    const frame = page.frameLocator('iframe[title="Vista previa del blog"]');
    const previewed = () =>
      frame.locator('html').evaluate(() => ({
        grid: document.querySelectorAll('.cards-grid').length,
        centred: document.querySelectorAll('header.site-head.head-centered').length,
      }));
    await expect.poll(previewed, { timeout: 15_000 }).toEqual({ grid: 1, centred: 1 });
    await page.getByRole('textbox', { name: 'Texto del pie' }).fill(footerText);
    await page.getByRole('button', { name: 'Añadir enlace' }).click();
    await page.getByRole('textbox', { name: 'Texto del enlace 1' }).fill('Sobre mí');
    const address = page.getByRole('textbox', { name: 'Dirección del enlace 1' });
    // The address is checked as it is typed, by the domain's rule.
    await address.fill('javascript:alert(1)');
    await page.getByText('La dirección del enlace debe empezar por https://').waitFor();
    await address.fill('https://example.com/sobre-mi');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Diseño guardado').waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('radio', { name: /^En cuadrícula/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^En cuadrícula/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Centrada/ }).isChecked()).toBe(true);
    expect(
      await page.getByRole('checkbox', { name: 'Mostrar el tiempo de lectura' }).isChecked(),
    ).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Texto del pie' }).inputValue()).toBe(
      footerText,
    );
    expect(await page.getByRole('textbox', { name: 'Dirección del enlace 1' }).inputValue()).toBe(
      'https://example.com/sobre-mi',
    );
  });

  it("the public blog's home shows the grid, the centred header, the footer text and link, and no reading time", async () => {
    const { page } = session;
    const home = blogOrigin(session, account.subdomain);
    // The pages are built again after the change: poll the home page until it has the grid.
    await expect
      .poll(
        async () => {
          await page.goto(home);
          return page.locator('.cards-grid').count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(await page.locator('header.site-head.head-centered').count()).toBe(1);
    const footer = page.locator('footer.site-foot');
    expect((await footer.locator('.foot-text').textContent())?.trim()).toBe(footerText);
    const link = footer
      .getByRole('navigation', { name: 'Enlaces del pie' })
      .getByRole('link', { name: 'Sobre mí' });
    expect(await link.getAttribute('href')).toBe('https://example.com/sobre-mi');
    expect(await page.locator('.reading-time').count()).toBe(0);

    await postPage();
    expect(await page.locator('.reading-time').count()).toBe(0);
  });
});
