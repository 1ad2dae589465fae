import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file sent as a multipart form's one field, its bytes carried into the page as base64. */
type FormFile = { field: string; name: string; type: string; base64: string };

/**
 * Runs in the page: a fetch with the token and active blog the panel stored, a JSON body or a
 * file's form.
 */
async function fetchInPanel({
  method,
  path,
  body,
  file,
}: {
  method: Method;
  path: string;
  body?: unknown;
  file?: FormFile;
}): Promise<{ status: number; json: unknown }> {
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
  const headers: Record<string, string> = {
    authorization: `Bearer ${read('authToken')}`,
    'x-blog-id': read('activeBlog'),
  };
  let payload: BodyInit | undefined;
  if (file) {
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append(file.field, new File([bytes], file.name, { type: file.type }));
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/**
 * A call to the API from the signed-in page, with the token and active blog the panel stored:
 * for setting up data a test is not about, faster than going through the forms.
 */
export async function callAsPanel<T = unknown>(
  page: Page,
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return (await page.evaluate(fetchInPanel, { method, path, body })) as {
    status: number;
    json: T;
  };
}

/** A JPEG on disk put in the blog's media library, as its upload dialog would. */
export async function uploadAsPanel<T = unknown>(
  page: Page,
  file: string,
): Promise<{ status: number; json: T }> {
  const base64 = (await readFile(file)).toString('base64');
  const sent = { field: 'image', name: path.basename(file), type: 'image/jpeg', base64 };
  return (await page.evaluate(fetchInPanel, {
    method: 'POST' as const,
    path: '/api/media/upload',
    file: sent,
  })) as { status: number; json: T };
}
