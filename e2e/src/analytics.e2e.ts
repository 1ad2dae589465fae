import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/** A reader's browser, not the test's headless one (whose user agent reads as a bot). */
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface PostRow {
  title: string;
  readThrough: number | null;
}

/**
 * The PRO blog's built-in analytics: a reader opens the home page and a post and reads it to
 * its end (the beacon); the admin then finds the visit, the post and its read-through in
 * 'Estadísticas', with the chart. The server writes counted views every half second here.
 */
describe('analytics of a PRO blog', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Crónica contada ${stamp}`;
  const slug = `cronica-contada-${stamp}`;

  it('publishes a post on the PRO blog', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>Párrafo ${i + 1}.</p>`).join('');
    const answer = await callAsPanel(page, 'POST', '/api/posts', {
      title,
      slug,
      content: paragraphs,
      status: 'PUBLISHED',
    });
    expect(answer.status).toBe(201);
  });

  it('counts a reader who opens the blog and reads the post to its end', async () => {
    const reader = await session.browser.newContext({ userAgent: READER_UA });
    try {
      const page = await reader.newPage();
      const origin = blogOrigin(session, 'pro');
      expect((await page.goto(`${origin}/`))?.status()).toBe(200);
      expect((await page.goto(`${origin}/blog/${slug}`))?.status()).toBe(200);
      const beacon = page.waitForResponse((res) => res.url().includes('/api/analytics/read/'));
      await page.locator('[data-read-end]').scrollIntoViewIfNeeded();
      expect((await beacon).status()).toBe(204);
    } finally {
      await reader.close();
    }
    // Views and reads are written every half second, all that came until then: once the read is
    // in the report, so are the reader's two views.
    await expect
      .poll(async () => {
        const report = await callAsPanel<{ topPosts: PostRow[] }>(
          session.page,
          'GET',
          '/api/analytics',
        );
        return report.json.topPosts.find((post) => post.title === title)?.readThrough;
      })
      .toBe(100);
  });

  it("shows the admin the visit, the post and its read-through in 'Estadísticas'", async () => {
    const { page } = session;
    await page.goto('/cms/analytics');
    await screenHeading(page, 'Estadísticas').waitFor();
    const chart = page.getByRole('img', { name: /visitantes? y \d+ páginas? vistas?/ });
    await chart.waitFor();
    const summary = (await chart.getAttribute('aria-label')) ?? '';
    const [, visitors, views] = /: (\d+) visitantes? y (\d+) páginas? vistas?/.exec(summary) ?? [];
    expect(Number(visitors)).toBeGreaterThanOrEqual(1);
    expect(Number(views)).toBeGreaterThanOrEqual(2);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('100 %');
    await page.getByRole('table', { name: 'Navegadores' }).getByText('Chrome').waitFor();
    // The members' figures, from the memberships' endpoint for the same range.
    const stats = await callAsPanel<{ mrr: { amount: number; currency: string } }>(
      page,
      'GET',
      '/api/members/stats',
    );
    expect(stats.status).toBe(200);
    const members = page.getByRole('region', { name: 'Miembros' });
    await members.getByText('Ingresos mensuales recurrentes').waitFor();
    const { amount, currency } = stats.json.mrr;
    const whole = currency === 'CLP' || currency === 'COP';
    const digits = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(whole ? amount : amount / 100);
    await members.getByText(digits, { exact: false }).first().waitFor();
    await members.getByText('Conversión de gratuitos a pago').waitFor();
    await members.getByText(/los que pagaron por primera vez durante él/).waitFor();
    // The grouping changes the chart's periods: one month ('en 1 mes') on a range inside one.
    await page.getByLabel('Agrupar por').selectOption('month');
    await page.getByRole('img', { name: /en \d+ mes(es)?\b/ }).waitFor();
  });
});
