import type { Api, MediaItem, UploadMediaInput } from '@bitacora/api';
import { mayNeedDownsize, type UploadProgress, uploadPercent } from '@bitacora/domain';
import { downsizePhoto } from '../../api/downsize-photo.ts';

/**
 * An upload whose screen shows where it is: 'Reduciendo la foto…' while a photo over 5MB is
 * made smaller in the browser, then the share of its bytes sent. (The API hook's own downsizing
 * then finds nothing left to do.)
 */
export async function uploadMedia(
  api: Api,
  input: Omit<UploadMediaInput, 'onProgress'>,
  onProgress: (progress: UploadProgress) => void,
): Promise<MediaItem> {
  let image = input.image;
  if (mayNeedDownsize(image)) {
    onProgress({ stage: 'reducing' });
    image = await downsizePhoto(image);
  }
  onProgress({ stage: 'sending', percent: 0 });
  const item = await api.media.upload({
    ...input,
    image,
    onProgress: (fraction) => onProgress({ stage: 'sending', percent: uploadPercent(fraction) }),
  });
  onProgress({ stage: 'sending', percent: uploadPercent(1, true) });
  return item;
}
