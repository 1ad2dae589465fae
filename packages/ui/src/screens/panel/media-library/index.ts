export { MediaLibraryScreen, type MediaLibraryScreenProps } from './media-library-screen';
export { MediaUploadModal, type MediaUploadModalProps } from './media-upload-modal';
