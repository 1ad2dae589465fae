import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoProvider } from './mercadopago.ts';
import { SellerGrantRefused } from './seller.ts';

/** A stand-in for MercadoPago's token endpoint and users/me, recording what it is sent. */
const seen: { url: string; body: string; auth: string | undefined }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    const sent = body ? (JSON.parse(body) as Record<string, string>) : {};
    if (
      req.url === '/oauth/token' &&
      (sent.code === 'TG-bueno' || sent.refresh_token === 'TG-r1')
    ) {
      res.end(
        JSON.stringify({
          access_token: 'APP_USR-4934588586838432-112912-241983636',
          token_type: 'bearer',
          expires_in: 15_552_000,
          scope: 'read write offline_access',
          user_id: 241983636,
          refresh_token: 'TG-r2',
          live_mode: true,
        }),
      );
    } else if (req.url === '/oauth/token' && sent.code === 'TG-enorme') {
      res.end(`{"access_token":"${'x'.repeat(300_000)}"}`);
    } else if (req.url === '/oauth/token') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'invalid_grant', message: 'invalid_grant' }));
    } else if (req.url === '/users/me') {
      res.end(JSON.stringify({ id: 241983636, nickname: 'CAFE_DEL_BLOG' }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
});

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createMercadoPagoProvider({
    accessToken: 'APP_USR-plataforma',
    webhookSecret: 'secreto',
    publicOrigin: 'https://bitacora.example',
    baseUrl: base,
    client: { id: '4934588586838432', secret: 'clave-de-la-app' },
  });
const REDIRECT = 'https://bitacora.example/api/members/mercadopago/callback';

describe("a blog's MercadoPago account (OAuth)", () => {
  it('sends the admin to the authorisation page with the state and our return address', () => {
    const url = new URL(
      provider().authorizationUrl({ state: 'e.s.t', redirectUri: REDIRECT }) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://auth.mercadopago.com/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '4934588586838432',
      response_type: 'code',
      platform_id: 'mp',
      state: 'e.s.t',
      redirect_uri: REDIRECT,
    });
    const without = createMercadoPagoProvider({
      accessToken: 'APP_USR-plataforma',
      webhookSecret: 'secreto',
      publicOrigin: 'https://bitacora.example',
    });
    expect(without.authorizationUrl({ state: 'x', redirectUri: REDIRECT })).toBeNull();
  });

  it('exchanges a code and a refresh token in a JSON body, without the platform’s bearer', async () => {
    seen.length = 0;
    const tokens = await provider().exchangeCode({ code: 'TG-bueno', redirectUri: REDIRECT });
    expect(tokens).toEqual({
      accessToken: 'APP_USR-4934588586838432-112912-241983636',
      refreshToken: 'TG-r2',
      userId: '241983636',
      nickname: 'CAFE_DEL_BLOG',
      expiresIn: 15_552_000,
      liveMode: true,
    });
    expect(seen[0]?.auth).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      client_id: '4934588586838432',
      client_secret: 'clave-de-la-app',
      grant_type: 'authorization_code',
      code: 'TG-bueno',
      redirect_uri: REDIRECT,
    });
    // The account's name is asked with the seller's new token.
    expect(seen[1]).toMatchObject({ url: '/users/me', auth: `Bearer ${tokens.accessToken}` });

    seen.length = 0;
    await provider().refreshSeller('TG-r1');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'TG-r1',
    });
  });

  it('tells a refused grant from a provider that failed, and reads no answer past its bound', async () => {
    await expect(
      provider().exchangeCode({ code: 'TG-usado', redirectUri: REDIRECT }),
    ).rejects.toBeInstanceOf(SellerGrantRefused);
    await expect(provider().refreshSeller('TG-muerto')).rejects.toBeInstanceOf(SellerGrantRefused);
    await expect(
      provider().exchangeCode({ code: 'TG-enorme', redirectUri: REDIRECT }),
    ).rejects.toThrow(/ilegible/);
  });
});
