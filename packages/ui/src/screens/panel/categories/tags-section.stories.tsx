import type { Tag } from '@bitacora/api';
import { TAG_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagsSection } from './tags-section';

const tag = (id: number, name: string, slug: string, postCount: number): Tag => ({
  id,
  name,
  slug,
  postCount,
  blogId: 1,
});

const tags = [
  tag(1, 'Andalucía', 'andalucia', 2),
  tag(2, 'Recetas', 'recetas', 1),
  tag(3, 'Tapas', 'tapas', 0),
];

const meta = {
  title: 'Screens/Panel/Categories/TagsSection',
  component: TagsSection,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    tags,
    onRename: fn(),
    onMerge: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof TagsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tag with its post count and its actions, each button named for its tag. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TAG_MESSAGES.sectionTitle })).toBeVisible();
    const row = canvas.getByRole('row', { name: /Andalucía/ });
    await expect(within(row).getByText('2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Renombrar Recetas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fusionar Recetas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar Recetas' })).toBeVisible();
  },
};

/** Rename in a small form: the domain's rule first, then the new name goes to the app. */
export const Rename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renombrar Andalucía' }));
    const field = canvas.getByRole('textbox', { name: TAG_MESSAGES.renameLabel('Andalucía') });
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    await expect(canvas.getByText(TAG_MESSAGES.nameRequired)).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.type(field, 'Sur de España{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith({ id: 1, name: 'Sur de España' });
  },
};

/** Merge into another tag: the form says what happens before it is confirmed. */
export const Merge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fusionar Tapas' }));
    const submit = canvas.getByRole('button', { name: TAG_MESSAGES.merge });
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: TAG_MESSAGES.mergeLabel('Tapas') }),
      'Recetas',
    );
    await expect(canvas.getByText(TAG_MESSAGES.mergeConfirm('Tapas', 'Recetas'))).toBeVisible();
    await userEvent.click(submit);
    await expect(args.onMerge).toHaveBeenCalledWith({ id: 3, into: 2 });
  },
};

/** Delete after a confirmation that says the posts keep everything else. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Recetas' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await expect(within(dialog).getByText(TAG_MESSAGES.confirmDelete('Recetas'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: TAG_MESSAGES.delete }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 2 });
  },
};

/** No tags yet. */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TAG_MESSAGES.empty)).toBeVisible();
  },
};

/** The server refused a change (a rename to another tag's name). */
export const ActionError: Story = {
  args: { actionError: TAG_MESSAGES.nameTaken },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TAG_MESSAGES.nameTaken)).toBeVisible();
  },
};
