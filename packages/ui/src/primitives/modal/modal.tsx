import { type DialogHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import type { ModalSize } from './modal.styles';
import { Body, Close, Dialog, Footer, Header, Panel, Title } from './modal.styles';

export type ModalProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'title'> & {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  footer?: ReactNode;
  size?: ModalSize;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
};

/**
 * A modal dialog built on `<dialog>`: the page behind becomes inert (focus stays inside),
 * Escape closes it, and focus returns to where it was when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  footer,
  size = 'md',
  role = 'dialog',
  children,
  ...rest
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      $size={size}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Handled here too so the dialog stays controlled whichever way Escape arrives.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      {...rest}
    >
      {open ? (
        <Panel>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Close type="button" aria-label="Cerrar" onClick={onClose}>
              ×
            </Close>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      ) : null}
    </Dialog>
  );
}
