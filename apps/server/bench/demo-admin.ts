import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/index.ts';
import { login } from '../src/test/crash-harness.ts';

/** The demo ADMIN's request headers on its first blog, as the import benches send them. */
export async function demoAdminHeaders(
  url: string,
): Promise<{ authorization: string; 'x-blog-id': string }> {
  const token = await login(url, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  const blogs = (await (
    await fetch(`${url}/api/blogs?page=1&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number }[] };
  const blogId = blogs.data[0]?.id;
  if (blogId === undefined) throw new Error('the demo ADMIN has no blog');
  return { authorization: `Bearer ${token}`, 'x-blog-id': String(blogId) };
}
