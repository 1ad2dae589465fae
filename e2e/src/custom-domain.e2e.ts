import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, newTab, useBrowser } from './harness/browser.ts';
import { setDnsRecords } from './harness/dns.ts';
import { DOMAIN_TARGET } from './harness/dns-control.ts';
import { screenHeading } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/** What the settings' domain section says (packages/domain's CUSTOM_DOMAIN_MESSAGES). */
const SAYS = {
  pending: 'Pendiente de verificación',
  verified: 'Verificado',
  verifiedHelp: 'Tu dominio está verificado: es la dirección principal de tu blog.',
  records: 'Registros DNS',
  check: 'Comprobar ahora',
  txtMissing: (name: string) => `No encontramos el registro TXT ${name}.`,
  tooManyChecks: 'Has comprobado el dominio muchas veces seguidas. Espera un minuto.',
};

/**
 * A blogger gives the blog a domain of its own: it stays pending, with the DNS records to create,
 * until 'Comprobar ahora' finds them in the run's DNS stand-in; only then do the blog's pages
 * name it as their canonical address.
 */
describe('a blog’s own domain', () => {
  const session = useBrowser();
  const account = newAccount('dominio');
  const stamp = Date.now().toString(36);
  const domain = `www.cuaderno-${stamp}.es`;
  const slug = `ruta-del-cares-${stamp}`;
  let token = '';

  /** The canonical address the public post page names, read from a tab of its own. */
  const canonicalOfPost = async () => {
    const tab = await newTab(session);
    try {
      await tab.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
      return await tab.locator('link[rel="canonical"]').getAttribute('href');
    } finally {
      await tab.close();
    }
  };

  const domainSection = (page: Page) =>
    page.getByRole('region', { name: 'Verificación del dominio' });

  it('sets up a blog with a published post, its subdomain canonical', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const post = await callAsPanel(page, 'POST', '/api/posts', {
      title: `La ruta del Cares ${stamp}`,
      slug,
      excerpt: 'De Poncebos a Caín por la garganta.',
      content: '<p>Doce kilómetros entre paredes de caliza.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);
    expect(await canonicalOfPost()).toBe(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
  });

  it('saves a domain and sees it pending, with the TXT and CNAME records to create', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    await form.getByRole('textbox', { name: 'Dominio personalizado' }).fill(domain);
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();

    const section = domainSection(page);
    await section.getByText(SAYS.pending).waitFor();
    const records = section.getByRole('table', { name: SAYS.records });
    const txt = records.getByRole('row').filter({ hasText: 'TXT' });
    expect(await txt.getByRole('cell').nth(1).textContent()).toBe(`_bitacora.${domain}`);
    token = (await txt.getByRole('cell').nth(2).textContent()) ?? '';
    expect(token).toMatch(/^bitacora-[0-9a-f]{32}$/);
    const cname = records.getByRole('row').filter({ hasText: 'CNAME' });
    expect(await cname.getByRole('cell').nth(1).textContent()).toBe(domain);
    expect(await cname.getByRole('cell').nth(2).textContent()).toBe(DOMAIN_TARGET);

    // Pending: the blog's pages still name the subdomain.
    expect(await canonicalOfPost()).toBe(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
  });

  it('checks before the records exist and is told, in Spanish, which one is missing', async () => {
    const { page } = session;
    const section = domainSection(page);
    await section.getByRole('button', { name: SAYS.check }).click();
    await section.getByText(SAYS.txtMissing(`_bitacora.${domain}`)).waitFor();
    await section.getByText(SAYS.pending).waitFor();
  });

  it('creates the records, checks again and sees the domain verified, canonical on the blog', async () => {
    const { page } = session;
    await setDnsRecords(`_bitacora.${domain}`, { TXT: [token] });
    await setDnsRecords(domain, { CNAME: DOMAIN_TARGET });
    const section = domainSection(page);
    await section.getByRole('button', { name: SAYS.check }).click();
    await section.getByText(SAYS.verified, { exact: true }).waitFor();
    await section.getByText(SAYS.verifiedHelp).waitFor();
    expect(await section.getByRole('button', { name: SAYS.check }).count()).toBe(0);
    expect(await canonicalOfPost()).toBe(`https://${domain}/blog/${slug}`);

    await page.reload();
    await domainSection(page).getByText(SAYS.verifiedHelp).waitFor();
  });

  it('saves another domain: pending again, the subdomain canonical again', async () => {
    const { page } = session;
    const other = `blog.cuaderno-${stamp}.es`;
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    await form.getByRole('textbox', { name: 'Dominio personalizado' }).fill(other);
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
    const section = domainSection(page);
    await section.getByRole('heading', { name: other }).waitFor();
    await section.getByText(SAYS.pending).waitFor();
    expect(await canonicalOfPost()).toBe(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
  });

  it('asks too often and is told to wait, in Spanish', async () => {
    const { page } = session;
    const section = domainSection(page);
    const button = section.getByRole('button', { name: SAYS.check });
    const refusal = section.getByRole('alert').filter({
      hasText: SAYS.tooManyChecks,
    });
    // Five checks a minute per blog: the sixth in a minute at the latest is refused.
    for (let i = 0; i < 6 && (await refusal.count()) === 0; i++) {
      await button.click();
      // While the check runs the button reads 'Comprobando…'; the answer gives it back.
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    await refusal.waitFor();
  });
});
