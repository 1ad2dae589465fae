export { Modal, type ModalProps } from './modal';
export type { ModalSize } from './modal.styles';
