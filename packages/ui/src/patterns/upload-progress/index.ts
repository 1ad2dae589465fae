export { UploadProgressBar, type UploadProgressBarProps } from './upload-progress';
