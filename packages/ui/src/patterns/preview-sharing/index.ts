export {
  PreviewSharing,
  type PreviewSharingProps,
  type SharedPreviewLink,
} from './preview-sharing';
