import sharp from 'sharp';
import type { TestApp } from './test-db.ts';

/** Uploads a PNG into a blog's library as the panel does; answers the upload's id. */
export async function uploadImage(
  app: TestApp,
  token: string,
  blog: string | number,
  size: { width: number; height: number } = { width: 300, height: 200 },
  fields: Record<string, string> = {},
): Promise<number> {
  const bytes = await sharp({
    create: { ...size, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await app.app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-blog-id': String(blog) },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
