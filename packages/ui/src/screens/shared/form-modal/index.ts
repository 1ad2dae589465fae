export { FormModal, type FormModalProps } from './form-modal';
export { ModalForm } from './form-modal.styles';
