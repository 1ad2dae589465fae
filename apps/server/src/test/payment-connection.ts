import type { SandboxProvider } from '../platform/payments/sandbox.ts';
import { call, type TestApp } from './test-db.ts';

/**
 * Connects a blog's account at the sandbox in one call, through the real routes: the admin starts
 * the authorisation, 'Autorizar' on the sandbox's page gives a code, and the provider's return
 * spends the state and keeps the tokens. Answers the provider's return.
 */
export async function connectBlog(
  t: TestApp,
  input: { token: string; blog: number },
): Promise<{ status: number; location: string | null }> {
  const started = await call(t, 'POST', '/api/members/mercadopago/connect', input);
  if (started.status !== 200) throw new Error(`connect: ${started.status} ${started.text}`);
  const url = new URL(String(started.json.url));
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  const code = (t.deps.payments as SandboxProvider).grantCode(redirect);
  const back = new URL(redirect);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  const res = await t.app.request(`${back.pathname}${back.search}`);
  return { status: res.status, location: res.headers.get('location') };
}
