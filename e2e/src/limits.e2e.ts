import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, DEMO_PASSWORD, loginScreen } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { callFrom, type RunningProxy, startNginx } from './harness/nginx.ts';
import { latestMail, linkIn } from './harness/outbox.ts';
import { settledPath } from './harness/panel.ts';

/**
 * The server behind a real nginx on this machine, as docs/operations.md deploys it: TRUST_PROXY names
 * the proxy as 127.0.0.1 while the server, listening on both IP versions, sees it as
 * ::ffff:127.0.0.1. Visitors are played by other loopback addresses.
 */
let server: RunningServer;
let proxy: RunningProxy;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  proxy = await startNginx(server.port);
});
afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
});

const login = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  callFrom(from, proxy.origin, 'POST', '/api/auth/login', { email, password }, headers);

describe('limits behind nginx', () => {
  it('each visitor is limited on their own, and a forged X-Forwarded-For changes nothing', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('127.0.0.2', DEMO.author, 'equivocada')).status).toBe(401);
    }
    expect((await login('127.0.0.2', DEMO.author, DEMO_PASSWORD)).status).toBe(429);
    // Another visitor with the right password is not locked out by the first one.
    expect((await login('127.0.0.3', DEMO.author, DEMO_PASSWORD)).status).toBe(200);

    // A visitor who writes someone else's address into X-Forwarded-For is still themself.
    const forged = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < 5; i++) {
      expect((await login('127.0.0.4', DEMO.admin, 'equivocada', forged)).status).toBe(401);
    }
    expect((await login('127.0.0.4', DEMO.admin, DEMO_PASSWORD)).status).toBe(429);
    expect((await login('127.0.0.5', DEMO.admin, DEMO_PASSWORD, forged)).status).toBe(200);
  });
});

describe('an account under attack', () => {
  const session = useBrowser();

  it('asks its owner for the captcha instead of refusing them, and the mailed link lifts it', async () => {
    // Twenty wrong passwords from twenty visitors.
    for (let i = 0; i < 20; i++) {
      expect((await login(`127.0.1.${i + 1}`, DEMO.pro, 'equivocada')).status).toBe(401);
    }
    const { page } = session;
    await page.goto(`${proxy.origin}/login`);
    const form = loginScreen(page);
    await form.email.fill(DEMO.pro);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect
      .poll(() => form.error.textContent())
      .toContain(
        'Hubo muchos intentos fallidos en esta cuenta. Resuelve el captcha para iniciar sesión.',
      );
    await page.locator('altcha-widget label', { hasText: 'No soy un robot' }).click();
    await page.getByText('Verificado').waitFor({ timeout: 30_000 });
    await form.submit.click();
    await settledPath(page, '/cms/dashboard');

    // The owner was told once, with a link that takes the captcha away.
    const mail = await latestMail(DEMO.pro, { subject: /intentos fallidos/, origin: proxy.origin });
    const link = new URL(linkIn(mail, /[?&]desbloquear=/));
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${proxy.origin}${link.pathname}${link.search}`);
    await page.getByText('Cuenta desbloqueada: ya puedes iniciar sesión sin captcha.').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await form.email.fill(DEMO.pro);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await settledPath(page, '/cms/dashboard');
  });
});
