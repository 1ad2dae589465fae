import type { MenuItem } from '@bitacora/api';
import { MENU_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userEvent as browserUser } from 'vitest/browser';
import { listEditorArgs } from '../../story-helpers/list-editor-args';
import { columnHeaders, confirmDeletion, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import type { MenuEditorState } from './menu-item-form-modal';
import { MenuScreen, type MenuScreenProps } from './menu-screen';
import { menuItems } from './menu-screen.fixtures';

/** Plays the app's part: opens and closes the modal, and keeps the reordered items. */
function MenuHarness(props: MenuScreenProps) {
  const [editor, setEditor] = useState<MenuEditorState>(props.editor);
  const [items, setItems] = useState<readonly MenuItem[]>(props.items);
  return (
    <MenuScreen
      {...props}
      items={items}
      editor={editor}
      onCreate={() => {
        props.onCreate();
        setEditor({ item: null });
      }}
      onEdit={(input) => {
        props.onEdit(input);
        setEditor({ item: items.find((item) => item.id === input.id) ?? null });
      }}
      onCloseEditor={() => {
        props.onCloseEditor();
        setEditor(null);
      }}
      onReorder={(next) => {
        props.onReorder(next);
        setItems(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Panel/Menu',
  component: MenuScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: menuItems,
    ...listEditorArgs(),
    onRetry: fn(),
    onDelete: fn(),
    onReorder: fn(),
  },
  render: (args) => <MenuHarness {...args} />,
} satisfies Meta<typeof MenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace('⠿', ''));

/** The items in order with Label, URL and Actions, and the count. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 item(s) found')).toBeVisible();
    const headers = columnHeaders(canvasElement);
    await expect(headers).toEqual(['Label', 'URL', 'Actions']);
    await expect(labels(canvasElement)).toEqual(['Inicio', 'Sobre mí', 'Recetas', 'Patreon']);
  },
};

/** 'Bajar' on the first row moves it down: the whole menu is renumbered from 1 and announced. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Subir Inicio' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bajar Inicio' }));
    await expect(args.onReorder).toHaveBeenCalledWith([
      { ...menuItems[1], order: 1 },
      { ...menuItems[0], order: 2 },
      { ...menuItems[2], order: 3 },
      { ...menuItems[3], order: 4 },
    ]);
    await expect(labels(canvasElement)).toEqual(['Sobre mí', 'Inicio', 'Recetas', 'Patreon']);
    await expect(
      canvasElement.ownerDocument.querySelector('[data-sortable-announcer]'),
    ).toHaveTextContent('Inicio movido a la posición 2 de 4');
  },
};

/** A real pointer drag of the first row's handle onto the third row: renumbered from 1. */
export const DragReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /^Reordenar Inicio/ });
    const target = canvas.getAllByRole('row')[3];
    if (!target) throw new Error('The third row is missing');
    await expect(within(target).getAllByRole('cell')[0]).toHaveTextContent('Recetas');
    await browserUser.dragAndDrop(handle, target);
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledOnce());
    await expect(args.onReorder).toHaveBeenCalledWith([
      { ...menuItems[1], order: 1 },
      { ...menuItems[2], order: 2 },
      { ...menuItems[0], order: 3 },
      { ...menuItems[3], order: 4 },
    ]);
    await expect(labels(canvasElement)).toEqual(['Sobre mí', 'Recetas', 'Inicio', 'Patreon']);
    // A real mouse drag switches the page to pointer modality, which hides :focus-visible in the
    // stories that follow; a real key press gives them back the keyboard modality they expect.
    await browserUser.keyboard('{Shift}');
  },
};

/** Alt+ArrowUp on a focused handle moves the row up and keeps the focus on it. */
export const HandleKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /^Reordenar Patreon/ });
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await expect(labels(canvasElement)).toEqual(['Inicio', 'Sobre mí', 'Patreon', 'Recetas']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Reordenar Patreon/ })).toHaveFocus(),
    );
  },
};

/** 'Add Menu Item': trimmed values, the order after the last item. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Add Menu Item' }));
    await expect(dialog.getByLabelText('Order')).toHaveValue(5);
    await userEvent.type(dialog.getByLabelText(/^Label/), '  Contacto ');
    await userEvent.type(dialog.getByLabelText(/^URL/), ' /contacto ');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: null,
      label: 'Contacto',
      url: '/contacto',
      order: 5,
    });
  },
};

/** Editing starts from the item. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Recetas' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 13 });
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Edit Menu Item' }));
    await expect(dialog.getByLabelText(/^URL/)).toHaveValue('/blog/categoria/recetas');
    await expect(dialog.getByLabelText('Order')).toHaveValue(3);
  },
};

/** Label required, URL required and with http://, https:// or /, order at least 1. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByText(MENU_MESSAGES.labelRequired)).toBeVisible();
    await expect(dialog.getByText(MENU_MESSAGES.urlRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^URL/), 'www.ejemplo.com');
    const order = dialog.getByLabelText('Order');
    await userEvent.clear(order);
    await userEvent.type(order, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByText(MENU_MESSAGES.urlInvalid)).toBeVisible();
    await expect(dialog.getByText(MENU_MESSAGES.orderInvalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save failed; the modal stays open with the message (docs/product.md#menu-messages). */
export const SaveError: Story = {
  args: { editor: { item: menuItems[1] ?? null }, saveError: MENU_MESSAGES.saveFailed },
  play: async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByRole('alert')).toHaveTextContent(
      MENU_MESSAGES.saveFailed,
    );
  },
};

/** Deleting asks first; confirming reports the id. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await confirmDeletion({
      canvasElement,
      button: 'Delete Patreon',
      question: MENU_MESSAGES.confirmDelete,
      confirm: 'Delete',
      onDelete: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 14 });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Inicio' }));
  },
};

/** The deletion failed (docs/product.md#menu-messages). */
export const DeleteError: Story = stateStory(
  { deleteError: MENU_MESSAGES.deleteFailed },
  { alert: MENU_MESSAGES.deleteFailed },
);

/** No items yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 item(s) found')).toBeVisible();
    await expect(canvas.getByText(MENU_MESSAGES.empty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando menú...' });

/** The menu failed to load; the fallback message (docs/product.md#menu-messages). */
export const LoadError: Story = stateStory(
  { status: 'error' },
  { alert: MENU_MESSAGES.loadFailed },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
