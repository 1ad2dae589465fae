import type { Api, Page, Post } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { PAGE_FORM, POST_FORM } from './content-form-kind.ts';
import { CONTENT_KINDS, PAGE_KIND, POST_KIND } from './content-kind.ts';

/** An api whose every call is recorded as `group.method` with its arguments, answering `{}`. */
function recordingApi() {
  const calls: unknown[][] = [];
  const group = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method) =>
          async (...args: unknown[]) => {
            calls.push([`${name}.${String(method)}`, ...args]);
            return {};
          },
      },
    );
  const api = new Proxy({}, { get: (_target, name) => group(String(name)) }) as Api;
  return { api, calls };
}

const POST = { id: 7, uuid: '0b6f3c1e-4d7e-4a35-9c55-1f6a1b3b7a10' } as Post;
const PAGE = { id: 3, uuid: '5a0f1f7e-2c1b-4f7e-8f00-9b3a7f2d6c11' } as Page;

describe('the content kinds', () => {
  it('address a post by its numeric id and a page by its uuid', async () => {
    const { api, calls } = recordingApi();
    const posts = POST_KIND.calls(api);
    const pages = PAGE_KIND.calls(api);
    await posts.remove(POST);
    await pages.remove(PAGE);
    await posts.toDraft(POST);
    await pages.toDraft(PAGE);
    await posts.revision(POST, 4);
    await pages.revision(PAGE, 4);
    await CONTENT_KINDS.post.calls(api).restore(POST);
    await CONTENT_KINDS.page.calls(api).removePermanently(PAGE);
    expect(calls).toEqual([
      ['posts.remove', 7],
      ['pages.remove', PAGE.uuid],
      ['posts.update', 7, { status: 'draft' }],
      ['pages.update', PAGE.uuid, { status: 'draft' }],
      ['posts.revision', 7, 4],
      ['pages.revision', PAGE.uuid, 4],
      ['posts.restore', 7],
      ['pages.removePermanently', PAGE.uuid],
    ]);
  });

  it('restore a revision against the base revision only when there is one', async () => {
    const { api, calls } = recordingApi();
    await POST_KIND.calls(api).restoreRevision(POST, 2, null);
    await PAGE_KIND.calls(api).restoreRevision(PAGE, 2, 9);
    expect(calls).toEqual([
      ['posts.restoreRevision', 7, 2, {}],
      ['pages.restoreRevision', PAGE.uuid, 2, { baseRevision: 9 }],
    ]);
  });

  it('list a post’s drafts and scheduled items too, and send a page’s bulk action alone', async () => {
    const { api, calls } = recordingApi();
    const query = { sort: 'date', order: 'desc', page: 2, limit: 20 } as const;
    await POST_KIND.calls(api).list(1, query);
    await PAGE_KIND.calls(api).list(1, query);
    await POST_KIND.calls(api).bulk([5], { action: 'move', categoryId: 3 });
    await PAGE_KIND.calls(api).bulk([5], { action: 'publish' });
    expect(calls).toEqual([
      ['posts.list', { blogId: 1, includeDrafts: true, ...query }],
      ['pages.list', { blogId: 1, ...query }],
      ['posts.bulk', { ids: [5], action: 'move', categoryId: 3 }],
      ['pages.bulk', { ids: [5], action: 'publish' }],
    ]);
  });
});

describe('a translation’s copy', () => {
  it('copies a post’s text, image, category, tags and series place as a draft in its group', async () => {
    const { api, calls } = recordingApi();
    const post = {
      ...POST,
      title: 'Ruta',
      content: '<p>Texto</p>',
      excerpt: null,
      image: '/media/ruta.jpg',
      imageId: 12,
      imageAlt: 'Un valle',
      imageCaption: 'Picos',
      visibility: 'public',
      visibilityTiers: [],
      categoryId: 3,
      tags: [{ id: 1, name: 'Montaña', slug: 'montana' }],
      seriesId: 5,
      sequenceNumber: 2,
      status: 'PUBLISHED',
    } as unknown as Post;
    await POST_FORM.saves(api).translate(post, 'en', 'ruta', 1);
    const page = { ...PAGE, title: 'Sobre mí', content: '<p>Hola</p>', excerpt: 'Yo' } as Page;
    await PAGE_FORM.saves(api).translate(
      { ...page, image: null, imageId: null, visibility: 'public' } as Page,
      'pt',
      'sobre-mi-pt',
      1,
    );
    expect(calls).toEqual([
      [
        'posts.create',
        {
          title: 'Ruta',
          content: '<p>Texto</p>',
          excerpt: '',
          slug: 'ruta',
          status: 'draft',
          image: '/media/ruta.jpg',
          imageId: 12,
          visibility: 'public',
          visibilityTiers: [],
          language: 'en',
          translationOf: POST.uuid,
          blogId: 1,
          categoryId: 3,
          tags: ['Montaña'],
          seriesId: 5,
          sequenceNumber: 2,
          imageAlt: 'Un valle',
          imageCaption: 'Picos',
        },
      ],
      [
        'pages.create',
        {
          title: 'Sobre mí',
          content: '<p>Hola</p>',
          excerpt: 'Yo',
          slug: 'sobre-mi-pt',
          status: 'draft',
          image: null,
          imageId: null,
          visibility: 'public',
          language: 'pt',
          translationOf: PAGE.uuid,
          blogId: 1,
        },
      ],
    ]);
  });
});
