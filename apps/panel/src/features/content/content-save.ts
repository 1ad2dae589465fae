import type { Api } from '@bitacora/api';
import type { ImagePickerChange } from '@bitacora/ui';
import { applyImageStep } from './image-step.ts';

/** What a save sends after its first call: the uploaded image, or its removal. */
type ImagePatch = { image: string; imageId: number } | { removeImage: true };

/** A post's or page's calls for its save flow, each taking the item (a post by id, a page by uuid). */
export type ContentSaveCalls<Ref, Item extends Ref, Body> = {
  entityType: 'post' | 'page';
  create: (body: Body) => Promise<Item>;
  update: (item: Ref, body: (Body & { baseRevision?: number }) | ImagePatch) => Promise<Item>;
  upload: Api['media']['upload'];
};

const baseOf = (baseRevision: number | null | undefined) =>
  typeof baseRevision === 'number' ? { baseRevision } : {};

/**
 * The save flow of a post or page: create, or update `existing` against the revision the form's
 * fields were typed over (the server refuses the save if it moved); then upload a chosen image
 * for the saved item and attach it, or drop the image when its removal was marked. A failed save
 * throws; a failed image step is logged and the save still counts.
 */
export async function saveContent<Ref, Item extends Ref & { uuid: string }, Body>(
  calls: ContentSaveCalls<Ref, Item, Body>,
  input: {
    body: Body;
    existing: Ref | null;
    baseRevision?: number | null;
    image: ImagePickerChange;
    /** For the log: 'el post'. */
    what: string;
  },
): Promise<{ item: Item; imageSaved: boolean }> {
  const item = input.existing
    ? await calls.update(input.existing, { ...input.body, ...baseOf(input.baseRevision) })
    : await calls.create(input.body);
  const imageSaved = await applyImageStep({
    change: input.image,
    what: `${input.what} ${item.uuid}`,
    upload: (file) =>
      calls.upload({ image: file, entityType: calls.entityType, entityId: item.uuid }),
    attach: (media) => calls.update(item, { image: media.url, imageId: media.id }),
    remove: () => calls.update(item, { removeImage: true }),
  });
  return { item, imageSaved };
}

/**
 * An automatic save's body: the fields, never the status (an automatic save does not publish or
 * unpublish) nor the scheduled time (choosing when it goes out is part of choosing its state),
 * against the revision the form has. The image waits for the explicit save.
 */
export function autosaveBody<Body extends { status?: unknown; publishAt?: unknown }>(
  body: Body,
  baseRevision: number | null | undefined,
) {
  const { status: _status, publishAt: _publishAt, ...fields } = body;
  return { ...fields, autosave: true as const, ...baseOf(baseRevision) };
}
