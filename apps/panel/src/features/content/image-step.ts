import type { MediaItem } from '@bitacora/api';
import type { ImagePickerChange } from '@bitacora/ui';

export type ImageStep = {
  change: ImagePickerChange;
  /** Uploads the chosen file for the saved record. */
  upload: (file: File) => Promise<MediaItem>;
  /** Points the record at the uploaded image. */
  attach: (media: MediaItem) => Promise<unknown>;
  /** Drops the record's current image. */
  remove: () => Promise<unknown>;
  /** Names the record in the log. */
  what: string;
};

/**
 * Image step after a save: a chosen file is uploaded and attached; otherwise a marked
 * removal is applied. A failure is logged and does not stop the save (the record is kept);
 * the answer says whether the step went through.
 */
export async function applyImageStep(step: ImageStep): Promise<boolean> {
  const { change } = step;
  try {
    if (change.file) {
      const media = await step.upload(change.file);
      await step.attach(media);
    } else if (change.removeExisting) {
      await step.remove();
    }
    return true;
  } catch (error) {
    console.error(`No se pudo actualizar la imagen de ${step.what}`, error);
    return false;
  }
}
