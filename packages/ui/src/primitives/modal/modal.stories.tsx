import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nueva categoría</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  parameters: { screenshot: { selector: 'dialog' } },
  args: {
    open: true,
    title: 'Nueva categoría',
    onClose: fn(),
    children: <TextField label="Nombre" />,
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Guardar</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a labelled dialog with the focus inside. */
export const Open: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Nueva categoría' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape closes it and focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Nueva categoría' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };

/** A page form with a dialog of its own inside: the dialog's form submits alone. */
function FormWithDialog({ onPageSubmit, onDialogSubmit }: FormWithDialogProps) {
  return (
    <form
      aria-label="Formulario de la página"
      onSubmit={(event) => {
        event.preventDefault();
        onPageSubmit();
      }}
    >
      <TextField label="Título" defaultValue="Un post a medias" />
      <Modal
        open
        onClose={() => {}}
        title="Insertar enlace"
        footer={
          <Button type="submit" form="dialog-form">
            Aplicar
          </Button>
        }
      >
        <form
          id="dialog-form"
          onSubmit={(event) => {
            event.preventDefault();
            onDialogSubmit();
          }}
        >
          <TextField label="URL del enlace" defaultValue="https://example.com" />
        </form>
      </Modal>
    </form>
  );
}
type FormWithDialogProps = { onPageSubmit: () => void; onDialogSubmit: () => void };

/**
 * Enter in the dialog's field and its submit button submit the dialog's form only: the form of
 * the page behind it is neither submitted nor an ancestor of the dialog.
 */
export const InsideAForm: Story = {
  render: () => <FormWithDialog onPageSubmit={pageSubmit} onDialogSubmit={dialogSubmit} />,
  play: async ({ canvasElement }) => {
    pageSubmit.mockClear();
    dialogSubmit.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Insertar enlace' });
    const pageForm = within(canvasElement).getByRole('form', { name: 'Formulario de la página' });
    await expect(pageForm).not.toContainElement(dialog);
    await userEvent.type(body.getByRole('textbox', { name: 'URL del enlace' }), '/ebro{Enter}');
    await userEvent.click(body.getByRole('button', { name: 'Aplicar' }));
    await expect(dialogSubmit).toHaveBeenCalledTimes(2);
    await expect(pageSubmit).not.toHaveBeenCalled();
  },
};
const pageSubmit = fn();
const dialogSubmit = fn();
