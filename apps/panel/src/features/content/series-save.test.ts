import type { MediaItem, Series } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { recordingSaveApi } from '../../test/recording-save-api.ts';
import { type SeriesSaveApi, saveSeries } from './series-save.ts';

const SERIES = { id: 9, uuid: '8c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f' } as Series;
const MEDIA = { id: 40, url: '/media/blog-1/serie.webp' } as MediaItem;

const recordingApi = () => {
  const { api, calls } = recordingSaveApi('series', SERIES, MEDIA);
  return { api: api as SeriesSaveApi, calls };
};

const values = {
  uuid: null,
  title: 'Aprender TypeScript',
  slug: 'aprender-typescript',
  description: 'Paso a paso',
  cover: null,
  removeCover: false,
};

describe('saveSeries', () => {
  it('creates without a cover, then uploads the chosen one and sets it', async () => {
    const { api, calls } = recordingApi();
    const cover = new File([new Uint8Array([1])], 'c.jpg', { type: 'image/jpeg' });
    const result = await saveSeries(api, { values: { ...values, cover }, authorId: 4 });
    expect(calls).toEqual([
      [
        'create',
        {
          title: 'Aprender TypeScript',
          description: 'Paso a paso',
          slug: 'aprender-typescript',
          authorId: 4,
          coverImage: null,
        },
      ],
      ['upload', { image: cover, entityType: 'series', entityId: SERIES.uuid }],
      ['update', SERIES.uuid, { coverImage: MEDIA.url }],
    ]);
    expect(result.coverSaved).toBe(true);
  });

  it('patches an existing series by uuid and removes a cover marked for removal', async () => {
    const { api, calls } = recordingApi();
    await saveSeries(api, {
      values: { ...values, uuid: SERIES.uuid, removeCover: true },
      authorId: 4,
    });
    expect(calls[0]?.[0]).toBe('update');
    expect(calls[0]?.[2]).not.toHaveProperty('coverImage');
    expect(calls[1]).toEqual(['update', SERIES.uuid, { removeCoverImage: true }]);
  });

  it('leaves the cover alone when nothing changed it', async () => {
    const { api, calls } = recordingApi();
    await saveSeries(api, { values: { ...values, uuid: SERIES.uuid }, authorId: 4 });
    expect(calls).toHaveLength(1);
  });

  it('sends the language the form offered, and none where it did not', async () => {
    const { api, calls } = recordingApi();
    await saveSeries(api, { values: { ...values, language: 'en' }, authorId: 4 });
    expect(calls[0]).toEqual(['create', expect.objectContaining({ language: 'en' })]);
    await saveSeries(api, { values: { ...values, uuid: SERIES.uuid }, authorId: 4 });
    expect(calls[1]?.[2]).not.toHaveProperty('language');
  });
});
