/** What other parts of the panel use of media: the one upload every picture goes through. */
export { uploadMedia } from './upload-media.ts';
