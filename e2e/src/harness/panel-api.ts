import type { Page } from 'playwright-core';

/**
 * A call to the API from the signed-in page, with the token and active blog the panel stored:
 * for setting up data a test is not about, faster than going through the forms.
 */
export async function callAsPanel<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      // The session as the panel stored it (plain values, or JSON strings).
      const read = (key: string) => {
        const raw = window.localStorage.getItem(key) ?? '';
        try {
          const parsed: unknown = JSON.parse(raw);
          return typeof parsed === 'string' || typeof parsed === 'number' ? String(parsed) : raw;
        } catch {
          return raw;
        }
      };
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${read('authToken')}`,
          'x-blog-id': read('activeBlog'),
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
