import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';

type Template = 'default' | 'minimal' | 'professional';

/**
 * What a visitor sees of a FREE blog in each template: the page's heading clear of the header's
 * rule, the blog's description under its name, a house ad that says something and leads to
 * Bitácora (never an empty frame), and no ad on the 404 page. On a server of its own: other files
 * buy PRO for the shared server's demo blog, and a PRO blog carries no ad.
 */
describe('a FREE blog as its visitors see it', () => {
  const session = useBrowser();
  let server: RunningServer | undefined;
  let context: BrowserContext;
  let page: Page;
  const blog = (path: string) => `http://demo.localhost:${server?.port}${path}`;

  beforeAll(async () => {
    server = await startServer();
    context = await session.browser.newContext({
      baseURL: server.origin,
      locale: 'es-ES',
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  async function useTemplate(template: Template) {
    const current = await callAsPanel<Record<string, unknown>>(page, 'GET', '/api/settings');
    expect(current.status).toBe(200);
    const saved = await callAsPanel(page, 'PUT', '/api/settings', {
      title: current.json.title,
      description: 'Recetas, viajes y notas de cocina',
      language: current.json.language,
      template,
    });
    expect(saved.status).toBe(200);
  }

  it('signs in as the blog’s admin to choose its templates', async () => {
    await signInToDashboard(page, DEMO.admin);
  });

  for (const template of ['default', 'minimal', 'professional'] as const) {
    it(`shows the ${template} template’s pages with their heading, description and house ad`, async () => {
      await useTemplate(template);
      const reader = await context.newPage();
      try {
        await reader.goto(blog('/blog/sevilla-en-otono'));
        await reader.locator(`body.t-${template}`).waitFor();
        // The heading keeps its distance from the header above it.
        const gap = await reader.evaluate(() => {
          const head = document.querySelector('.site-head')?.getBoundingClientRect();
          const title = document.querySelector('main h1')?.getBoundingClientRect();
          return head && title ? title.top - head.bottom : -1;
        });
        expect(gap).toBeGreaterThanOrEqual(16);
        const description = reader.getByText('Recetas, viajes y notas de cocina').first();
        expect(await description.isVisible()).toBe(true);

        const ad = reader.getByRole('complementary', { name: 'Publicidad' });
        expect(await ad.isVisible()).toBe(true);
        expect(await ad.getByText('¿Tienes algo que contar?').isVisible()).toBe(true);
        const link = ad.getByRole('link', { name: 'Crear mi blog' });
        expect(await link.getAttribute('href')).toBe(`http://localhost:${server?.port}/signup`);

        const missing = await reader.goto(blog('/blog/no-existe-esta-entrada'));
        expect(missing?.status()).toBe(404);
        await reader.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
        expect(await reader.getByRole('complementary', { name: 'Publicidad' }).count()).toBe(0);
      } finally {
        await reader.close();
      }
    });
  }

  it('gives feed readers whole addresses and each picture’s true size', async () => {
    const reader = await context.newPage();
    const response = await reader.goto(blog('/feed.xml'));
    const feed = (await response?.text()) ?? '';
    const encoded = [
      ...feed.matchAll(/<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/g),
    ]
      .map((match) => match[1] ?? '')
      .join('');
    expect(encoded).not.toMatch(/\s(?:src|href)="\/(?!\/)/);
    const enclosures = [...feed.matchAll(/<enclosure url="([^"]+)" length="(\d+)"/g)];
    expect(enclosures.length).toBeGreaterThan(0);
    for (const [, url = '', length = ''] of enclosures) {
      expect(url.startsWith(blog('/media/'))).toBe(true);
      const size = await reader.evaluate(async (address) => {
        const file = await fetch(address);
        return file.ok ? (await file.arrayBuffer()).byteLength : -1;
      }, url);
      expect(Number(length)).toBe(size);
    }
    await reader.close();
  });
});
