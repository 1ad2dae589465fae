export { FormDialog, type FormDialogProps } from './form-dialog';
export { Modal, type ModalProps } from './modal';
export type { ModalSize } from './modal.styles';
