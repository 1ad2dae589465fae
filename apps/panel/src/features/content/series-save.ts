import type { Api, CreateSeriesBody, Series } from '@bitacora/api';
import type { SeriesFormValues } from '@bitacora/ui';
import { applyImageStep } from './image-step.ts';

/** The calls the series save makes. */
export type SeriesSaveApi = {
  series: Pick<Api['series'], 'create' | 'update'>;
  media: Pick<Api['media'], 'upload'>;
};

export type SeriesSaveInput = { values: SeriesFormValues; authorId: number };

export type SeriesSaveResult = { series: Series; coverSaved: boolean };

/**
 * Series body: title, description, slug, authorId and the language where the form offered it
 * (the cover follows the save).
 */
export function seriesBody(input: SeriesSaveInput): CreateSeriesBody {
  const { values } = input;
  return {
    title: values.title,
    description: values.description,
    slug: values.slug,
    authorId: input.authorId,
    ...(values.language !== undefined && { language: values.language }),
  };
}

/**
 * Series save: create (cover null) or PATCH by uuid; then a chosen cover is uploaded
 * (entityType series, entityId the series' uuid) and set as `coverImage`, or a marked removal
 * is sent as `removeCoverImage`. A failed save throws; a failed cover step is logged only.
 */
export async function saveSeries(
  api: SeriesSaveApi,
  input: SeriesSaveInput,
): Promise<SeriesSaveResult> {
  const body = seriesBody(input);
  const uuid = input.values.uuid;
  const series =
    uuid === null
      ? await api.series.create({ ...body, coverImage: null })
      : await api.series.update(uuid, body);
  const coverSaved = await applyImageStep({
    change: { file: input.values.cover, removeExisting: input.values.removeCover },
    what: `la serie ${series.uuid}`,
    upload: (file) =>
      api.media.upload({ image: file, entityType: 'series', entityId: series.uuid }),
    attach: (media) => api.series.update(series.uuid, { coverImage: media.url }),
    remove: () => api.series.update(series.uuid, { removeCoverImage: true }),
  });
  return { series, coverSaved };
}
