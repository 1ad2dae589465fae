import {
  type DialogHTMLAttributes,
  type ReactNode,
  type SubmitEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
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
 *
 * It is rendered into `document.body`, so a dialog opened from inside a form (a link, a new
 * category) is never a nested form of it, and its submit events stop at the dialog: React
 * bubbles events through portals to the components that rendered them, and a dialog's form must
 * never submit the page's form.
 */
export function Modal({
  open,
  onClose,
  title,
  footer,
  size = 'md',
  role = 'dialog',
  children,
  onSubmit,
  ...rest
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // In the commit itself: a caller that closes the dialog with flushSync and then focuses
  // something behind it finds the page no longer inert.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const keepSubmitInside = (event: SubmitEvent<HTMLDialogElement>) => {
    onSubmit?.(event);
    event.stopPropagation();
  };

  const dialog = (
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
      onSubmit={keepSubmitInside}
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
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
