import { ApiError, type MediaItem, type Post } from '@bitacora/api';
import type { PostFormSubmit } from '@bitacora/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordingOptions, recordingSaveApi } from '../../test/recording-save-api.ts';
import { autosavePost, type PostSaveApi, postBody, savePost } from './post-save.ts';

const POST = { id: 7, uuid: '0b6f3c1e-4d7e-4a35-9c55-1f6a1b3b7a10' } as Post;
const MEDIA = { id: 31, url: '/media/blog-1/portada.webp' } as MediaItem;

/** A recording stand-in for the three calls the flow makes. */
const recordingApi = (options: RecordingOptions = {}) => {
  const { api, calls } = recordingSaveApi('posts', POST, MEDIA, options);
  return { api: api as PostSaveApi, calls };
};

const values: PostFormSubmit['values'] = {
  title: 'Hola',
  slug: 'hola',
  categoryId: 2,
  seriesId: null,
  sequenceNumber: 3,
  content: '<p>Texto</p>',
  excerpt: 'Resumen',
  status: 'published',
};

const file = new File([new Uint8Array([1, 2, 3])], 'portada.png', { type: 'image/png' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('savePost', () => {
  it('creates with the status in capitals and no sequence number outside a series', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values,
      image: { file: null, removeExisting: false },
      existing: null,
      authorId: 4,
      blogId: 1,
    });
    expect(calls).toEqual([
      [
        'create',
        {
          title: 'Hola',
          content: '<p>Texto</p>',
          excerpt: 'Resumen',
          slug: 'hola',
          status: 'PUBLISHED',
          authorId: 4,
          blogId: 1,
          categoryId: 2,
          seriesId: null,
          sequenceNumber: null,
        },
      ],
    ]);
  });

  it('sends the tag names the form holds', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values: { ...values, tags: ['Andalucía', 'Tapas'] },
      image: { file: null, removeExisting: false },
      existing: POST,
      authorId: 4,
      blogId: 1,
    });
    expect(calls[0]?.[2]).toMatchObject({ tags: ['Andalucía', 'Tapas'] });
  });

  it('sends the featured image’s alt text and caption the form holds', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values: { ...values, imageAlt: 'El Aneto nevado', imageCaption: 'Desde el refugio' },
      image: { file: null, removeExisting: false },
      existing: POST,
      authorId: 4,
      blogId: 1,
    });
    expect(calls[0]?.[2]).toMatchObject({
      imageAlt: 'El Aneto nevado',
      imageCaption: 'Desde el refugio',
    });
  });

  it('sends the search and social fields the form holds', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values: {
        ...values,
        metaTitle: 'Subir al Aneto',
        metaDescription: 'La ruta clásica desde La Renclusa',
        socialImage: 'https://cdn.example.com/aneto.jpg',
        noindex: true,
        commentsClosed: true,
      },
      image: { file: null, removeExisting: false },
      existing: POST,
      authorId: 4,
      blogId: 1,
    });
    expect(calls[0]?.[2]).toMatchObject({
      metaTitle: 'Subir al Aneto',
      metaDescription: 'La ruta clásica desde La Renclusa',
      socialImage: 'https://cdn.example.com/aneto.jpg',
      noindex: true,
      commentsClosed: true,
    });
  });

  it('patches the edited post by its numeric id, then uploads and attaches the image', async () => {
    const { api, calls } = recordingApi();
    const result = await savePost(api, {
      values: { ...values, seriesId: 5, status: 'draft' },
      image: { file, removeExisting: false },
      existing: POST,
      authorId: 4,
      blogId: 1,
    });
    expect(calls.map((call) => call[0])).toEqual(['update', 'upload', 'update']);
    expect(calls[0]?.[1]).toBe(7);
    expect(calls[0]?.[2]).toMatchObject({ status: 'DRAFT', seriesId: 5, sequenceNumber: 3 });
    // A copy kept before posts had tags sends none, so the post keeps its own.
    expect(calls[0]?.[2]).not.toHaveProperty('tags');
    expect(calls[0]?.[2]).not.toHaveProperty('imageAlt');
    expect(calls[0]?.[2]).not.toHaveProperty('noindex');
    expect(calls[0]?.[2]).not.toHaveProperty('commentsClosed');
    expect(calls[1]?.[1]).toEqual({ image: file, entityType: 'post', entityId: POST.uuid });
    expect(calls[2]).toEqual(['update', 7, { image: MEDIA.url, imageId: MEDIA.id }]);
    expect(result.imageSaved).toBe(true);
  });

  it('sends removeImage when the image was marked for removal and no file was chosen', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values,
      image: { file: null, removeExisting: true },
      existing: POST,
      authorId: 4,
      blogId: 1,
    });
    expect(calls.at(-1)).toEqual(['update', 7, { removeImage: true }]);
  });

  it('logs a failed image upload and still counts the post as saved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, calls } = recordingApi({ failUpload: true });
    const result = await savePost(api, {
      values,
      image: { file, removeExisting: false },
      existing: null,
      authorId: 4,
      blogId: 1,
    });
    expect(result).toEqual({ post: POST, imageSaved: false });
    expect(calls.map((call) => call[0])).toEqual(['create', 'upload']);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('throws a failed save before touching the image', async () => {
    const { api, calls } = recordingApi({ failSave: true });
    await expect(
      savePost(api, {
        values,
        image: { file, removeExisting: false },
        existing: null,
        authorId: 4,
        blogId: 1,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call[0])).toEqual(['create']);
  });
});

describe('the revision a save is based on', () => {
  it('goes with an update, and the image step is not checked', async () => {
    const { api, calls } = recordingApi();
    await savePost(api, {
      values,
      image: { file: null, removeExisting: true },
      existing: POST,
      baseRevision: 5,
      authorId: 4,
      blogId: 1,
    });
    expect(calls[0]).toEqual(['update', 7, expect.objectContaining({ baseRevision: 5 })]);
    expect(calls[1]).toEqual(['update', 7, { removeImage: true }]);
  });

  it('an automatic save sends the fields and the revision, never the status', async () => {
    const { api, calls } = recordingApi();
    await autosavePost(api, { id: 7, values, baseRevision: 2, authorId: 4, blogId: 1 });
    expect(calls).toHaveLength(1);
    const [, id, body] = calls[0] as [string, number, Record<string, unknown>];
    expect(id).toBe(7);
    expect(body).toMatchObject({ title: 'Hola', autosave: true, baseRevision: 2 });
    expect(body).not.toHaveProperty('status');
  });

  it('a save of a scheduled post sends its time as an instant; an automatic save never does', async () => {
    const scheduled = { ...values, status: 'scheduled' as const, publishAt: '2027-03-28T02:30' };
    expect(
      postBody({
        values: scheduled,
        image: { file: null, removeExisting: false },
        existing: null,
        authorId: 4,
        blogId: 1,
        timeZone: 'Europe/Madrid',
      }),
    ).toMatchObject({ status: 'SCHEDULED', publishAt: '2027-03-28T01:30:00.000Z' });
    const { api, calls } = recordingApi();
    await autosavePost(api, { id: 7, values: scheduled, baseRevision: 2, authorId: 4, blogId: 1 });
    const [, , body] = calls[0] as [string, number, Record<string, unknown>];
    expect(body).not.toHaveProperty('publishAt');
  });
});
