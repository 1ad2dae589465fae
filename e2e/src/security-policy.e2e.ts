import type { Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { fillComment } from './harness/comment-form.ts';
import { jpegFile } from './harness/images.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * Google's tag as far as the policy sees it: a script from the Tag Manager host that reads the
 * page's `gtag('config', id)` and sends a hit by fetch and by image, as gtag.js does. No
 * network here, so the test answers these hosts itself.
 */
const FAKE_GTAG = `(function(){var id;(window.dataLayer||[]).forEach(function(a){if(a[0]==='config')id=a[1]});
fetch('https://region1.google-analytics.com/g/collect?v=2&tid='+id,{method:'POST',mode:'no-cors',keepalive:true});
new Image().src='https://www.google-analytics.com/g/collect?v=2&tid='+id;})();`;

/**
 * The panel, the landing and a PRO blog work under their content security policies: whatever a
 * policy blocks (a script, a style, an image, a worker, a connection, a Trusted Types sink) is
 * reported by the browser as a `securitypolicyviolation` event or a console message, and any one
 * of them fails the step it happened in.
 */
describe('the product under its content security policy', () => {
  const session = useBrowser();
  const violations: string[] = [];
  const analyticsHits: string[] = [];
  const stamp = Date.now().toString(36);
  const title = `Bajo la política ${stamp}`;
  const slug = `bajo-la-politica-${stamp}`;

  beforeAll(async () => {
    const { context } = session;
    await context.exposeBinding('reportPolicyViolation', (_source, line: string) => {
      violations.push(line);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { reportPolicyViolation(line: string): void })
            .reportPolicyViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        },
        true,
      );
    });
    context.on('console', (message) => {
      if (/Content.Security.Policy|Trusted ?Type/i.test(message.text())) {
        violations.push(`console: ${message.text()}`);
      }
    });
    await context.route('https://www.googletagmanager.com/gtag/js**', (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG }),
    );
    await context.route(/^https:\/\/[^/]*google-analytics\.com\//, (route: Route) => {
      analyticsHits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
  });

  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen).toEqual([]);
  });

  afterAll(async () => {
    // The shared PRO blog goes back to no analytics and no Patreon for the files after this one.
    await callAsPanel(session.page, 'PUT', '/api/settings', {
      googleAnalyticsId: null,
      socialNetworks: { patreon: '' },
    }).catch(() => {});
  });

  it('shows the landing with its policy', async () => {
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page
      .getByRole('heading', { level: 1, name: 'Crea tu blog profesional en minutos' })
      .waitFor();
    await page.getByRole('listitem', { name: 'PRO' }).waitFor();
  });

  it('solves the signup captcha in its worker', async () => {
    const { page } = session;
    const response = await page.goto('/signup');
    expect(response?.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'",
    );
    await page.getByRole('heading', { name: 'Crear cuenta y blog' }).waitFor();
    // The label is clicked: the widget's transparent checkmark lies over the box itself.
    await page.locator('altcha-widget label', { hasText: 'No soy un robot' }).click();
    await page.getByText('Verificado').waitFor({ timeout: 30_000 });
  });

  it('signs in to the dashboard of the PRO blog', async () => {
    await signInToDashboard(session.page, DEMO.pro);
    await screenHeading(session.page, 'Dashboard').waitFor();
  });

  it('writes a post with a link, pasted text and a featured image, and publishes it', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.type('Una ruta por el Ebro');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForFunction(() => String(document.getSelection()) === 'Ebro');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    await dialog.getByRole('textbox', { name: 'URL del enlace' }).fill('https://example.com/ebro');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await editor.locator('a[href="https://example.com/ebro"]').waitFor();

    // Pasted HTML goes through ProseMirror's clipboard parser, a Trusted Types sink.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Texto <strong>pegado</strong> de otra web</p>');
      data.setData('text/plain', 'Texto pegado de otra web');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await editor.locator('strong', { hasText: 'pegado' }).waitFor();

    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page
      .getByLabel('Imagen destacada: Elegir imagen')
      .setInputFiles(await jpegFile('politica.jpg', 1024, 768));
    await page
      .getByRole('img', { name: /politica|Imagen destacada/i })
      .first()
      .waitFor();
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByRole('row').filter({ hasText: title }).waitFor();
  });

  it('opens the saved post again in the editor, parsed from its HTML', async () => {
    const { page } = session;
    await page.getByRole('link', { name: `Editar ${title}` }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.locator('a[href="https://example.com/ebro"]', { hasText: 'Ebro' }).waitFor();
    await editor.locator('strong', { hasText: 'pegado' }).waitFor();
    // The stored image, from the server's media.
    const image = page.getByRole('img', { name: 'Imagen actual' });
    await image.waitFor();
    // Loaded, not only in the page: a busy machine may take a moment to fetch it.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('turns on Google Analytics and Patreon in the settings', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    await form.getByRole('textbox', { name: 'ID de Google Analytics' }).fill('G-ABC123DEF4');
    await form.getByRole('textbox', { name: 'Patreon' }).fill('https://www.patreon.com/bitacora');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
  });

  it('shows the PRO post with its analytics, Patreon widget and comment form', async () => {
    const visitor = await session.context.newPage();
    const response = await visitor.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    expect(response?.headers()['content-security-policy']).toContain(
      'https://www.googletagmanager.com',
    );
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByRole('complementary', { name: 'Patreon' }).waitFor();
    const image = visitor.locator('main img').first();
    await image.waitFor();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect
      .poll(() => analyticsHits.filter((url) => url.includes('tid=G-ABC123DEF4')).length)
      .toBe(2);

    await fillComment(visitor, {
      name: 'Irene',
      email: 'irene@example.com',
      text: 'Muy útil, gracias.',
    });
    await visitor.getByRole('button', { name: 'Enviar comentario' }).click();
    await visitor.getByText('Tu comentario está pendiente de moderación').waitFor();
    // Sent by the page's script, without leaving it.
    expect(new URL(visitor.url()).search).toBe('');
    await visitor.close();
  });

  it('answers an unknown address with the HTML 404 page', async () => {
    const { page } = session;
    const response = await page.goto('/no-existe-esta-pagina');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).toBe(
      '576px',
    );
    expect(session.pageErrors).toEqual([]);
  });
});
