import type { MediaItem, Page } from '@bitacora/api';
import { pageSlugOrFallback } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { recordingSaveApi } from '../../test/recording-save-api.ts';
import { type PageSaveApi, savePage } from './page-save.ts';

const PAGE = { id: 3, uuid: '5a0f1f7e-2c1b-4f7e-8f00-9b3a7f2d6c11' } as Page;
const MEDIA = { id: 12, url: '/media/blog-1/acerca.webp' } as MediaItem;

const recordingApi = () => {
  const { api, calls } = recordingSaveApi('pages', PAGE, MEDIA);
  return { api: api as PageSaveApi, calls };
};

const values = {
  title: 'Acerca de mí',
  slug: '',
  content: '<p>Hola</p>',
  excerpt: '',
  status: 'draft' as const,
};
const now = new Date('2026-11-22T10:11:12.345Z');

describe('savePage', () => {
  it('sends the lower-case status and a slug from the title with a 6-digit suffix', async () => {
    const { api, calls } = recordingApi();
    await savePage(api, {
      values,
      image: { file: null, removeExisting: false },
      existing: null,
      authorId: 2,
      blogId: 1,
      now,
    });
    const body = calls[0]?.[1] as { status: string; slug: string };
    expect(body.status).toBe('draft');
    expect(body.slug).toMatch(/^acerca-de-mi-\d{6}$/);
  });

  it("gives a slug of blanks or punctuation the fallback too, by the domain's rule", async () => {
    for (const slug of ['   ', '¡!']) {
      const { api, calls } = recordingApi();
      await savePage(api, {
        values: { ...values, slug },
        image: { file: null, removeExisting: false },
        existing: null,
        authorId: 2,
        blogId: 1,
        now,
      });
      const body = calls[0]?.[1] as { slug: string } | undefined;
      expect(body?.slug).toBe(pageSlugOrFallback(slug, values.title, now));
      expect(body?.slug).toBe('acerca-de-mi-272345');
    }
  });

  it('keeps a given slug and patches by uuid, then attaches an uploaded image', async () => {
    const { api, calls } = recordingApi();
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    await savePage(api, {
      values: { ...values, slug: 'acerca', status: 'published' },
      image: { file, removeExisting: false },
      existing: PAGE,
      authorId: 2,
      blogId: 1,
      now,
    });
    expect(calls[0]).toEqual([
      'update',
      PAGE.uuid,
      expect.objectContaining({ slug: 'acerca', status: 'published' }),
    ]);
    expect(calls[1]?.[1]).toEqual({ image: file, entityType: 'page', entityId: PAGE.uuid });
    expect(calls[2]).toEqual(['update', PAGE.uuid, { image: MEDIA.url, imageId: MEDIA.id }]);
  });

  it('sends removeImage for a marked removal', async () => {
    const { api, calls } = recordingApi();
    await savePage(api, {
      values: { ...values, slug: 'acerca' },
      image: { file: null, removeExisting: true },
      existing: PAGE,
      authorId: 2,
      blogId: 1,
      now,
    });
    expect(calls.at(-1)).toEqual(['update', PAGE.uuid, { removeImage: true }]);
  });
});
