import type { Blog, User } from '../platform/db/rows.ts';
import { call, DEMO_ACCOUNTS, type DemoAccount, type TestApp, tokenFor } from './test-db.ts';

/** What most route tests need after a (re)seed: a token, blog and user per demo account. */
export interface Session {
  tokens: Record<DemoAccount, string>;
  users: Record<DemoAccount, User>;
  demo: Blog;
  pro: Blog;
}

export async function loadSession(t: TestApp): Promise<Session> {
  const tokens = {} as Record<DemoAccount, string>;
  const users = {} as Record<DemoAccount, User>;
  for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
    tokens[account] = await tokenFor(t, account);
    const user = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, DEMO_ACCOUNTS[account].email),
    });
    if (!user) throw new Error(`demo account ${account} missing`);
    users[account] = user;
  }
  const blogs = await t.db.query.blogs.findMany();
  const demo = blogs.find((b) => b.subdomain === 'demo');
  const pro = blogs.find((b) => b.subdomain === 'pro');
  if (!demo || !pro) throw new Error('demo blogs missing');
  return { tokens, users, demo, pro };
}

/** The demo blog on the PRO plan, moved there by the super administrator as the panel does. */
export async function makeDemoPro(t: TestApp, s: Session): Promise<void> {
  await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
    token: s.tokens.super,
    body: { plan: 'PRO' },
  });
}
