export { ContentStatus, type ContentStatusProps } from './content-status';
