import { CATEGORY_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listEditorArgs } from '../../story-helpers/list-editor-args';
import { columnHeaders, confirmDeletion, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { CategoriesScreen, type CategoriesScreenProps } from './categories-screen';
import { blogLanguages, categories, multilingualCategories } from './categories-screen.fixtures';
import type { CategoryEditorState } from './category-form-modal';

/** Plays the app's part: opens and closes the modal as the callbacks ask. */
function CategoriesHarness(props: CategoriesScreenProps) {
  const [editor, setEditor] = useState<CategoryEditorState>(props.editor);
  return (
    <CategoriesScreen
      {...props}
      editor={editor}
      onCreate={() => {
        props.onCreate();
        setEditor({ category: null });
      }}
      onEdit={(input) => {
        props.onEdit(input);
        setEditor({ category: props.categories.find((c) => c.id === input.id) ?? null });
      }}
      onCloseEditor={() => {
        props.onCloseEditor();
        setEditor(null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Panel/Categories',
  component: CategoriesScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    categories,
    ...listEditorArgs(),
    onRetry: fn(),
    onDelete: fn(),
  },
  render: (args) => <CategoriesHarness {...args} />,
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The categories with Nombre, Slug, Posts and Acciones. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = columnHeaders(canvasElement);
    await expect(headers).toEqual(['Nombre', 'Slug', 'Posts', 'Acciones']);
    await expect(canvas.getByRole('cell', { name: 'cocina-vasca' })).toBeVisible();
  },
};

/** A blog in one language names none: no 'Idioma' in the list nor in the form. */
export const OneLanguage: Story = {
  args: { languages: ['es'] },
  play: async ({ canvasElement, args }) => {
    await expect(columnHeaders(canvasElement)).not.toContain('Idioma');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    await expect(dialog.queryByLabelText('Idioma')).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Rutas');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: null, name: 'Rutas', slug: 'rutas' });
  },
};

/** A blog in two languages: the list names each category's language. */
export const Languages: Story = {
  tags: ['screenshot'],
  args: { categories: multilingualCategories, languages: blogLanguages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Nombre',
      'Slug',
      'Idioma',
      'Posts',
      'Acciones',
    ]);
    const hiking = within(canvas.getByRole('row', { name: /Hiking in Spain/ }));
    await expect(hiking.getByRole('cell', { name: 'Inglés' })).toBeVisible();
    const cocina = within(canvas.getByRole('row', { name: /Cocina vasca/ }));
    await expect(cocina.getByRole('cell', { name: 'Español' })).toBeVisible();
  },
};

/** A new category starts in the main language; 'Idioma' offers the four and sends the chosen. */
export const CreateInLanguage: Story = {
  args: { categories: multilingualCategories, languages: blogLanguages },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    const language = dialog.getByLabelText('Idioma');
    await expect(language).toHaveDisplayValue('Español');
    await expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español', 'Inglés', 'Francés', 'Portugués']);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Food');
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: null,
      name: 'Food',
      slug: 'food',
      language: 'en',
    });
  },
};

/** Editing starts from the category's own language, and a change of it is saved. */
export const EditLanguage: Story = {
  args: { categories: multilingualCategories, languages: blogLanguages },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Editar Hiking in Spain' }),
    );
    const dialog = within(
      pageOf(canvasElement).getByRole('dialog', { name: 'Editar categoría: Hiking in Spain' }),
    );
    const language = dialog.getByLabelText('Idioma');
    await expect(language).toHaveDisplayValue('Inglés');
    await userEvent.selectOptions(language, 'pt');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: 4,
      name: 'Hiking in Spain',
      slug: 'hiking-in-spain',
      language: 'pt',
    });
  },
};

/** 'Nueva categoría': the slug follows the name, normalised by the category rule. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), '  Viajes por Galicia & Asturias ');
    await expect(dialog.getByLabelText(/^Slug/)).toHaveValue('viajes-por-galicia-asturias');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: null,
      name: 'Viajes por Galicia & Asturias',
      slug: 'viajes-por-galicia-asturias',
    });
  },
};

/** Typing in the slug re-normalises it; leaving the field drops a trailing hyphen; 50 at most. */
export const SlugNormalised: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    const slug = dialog.getByLabelText(/^Slug/);
    await userEvent.type(slug, 'Ñandú Café ');
    await expect(slug).toHaveValue('nandu-cafe-');
    await userEvent.tab();
    await expect(slug).toHaveValue('nandu-cafe');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'a'.repeat(60));
    await expect(slug).toHaveValue('a'.repeat(50));
  },
};

/** Editing starts from the category; its slug is kept when the name changes. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Editar Cocina vasca' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 3 });
    const dialog = within(
      pageOf(canvasElement).getByRole('dialog', { name: 'Editar categoría: Cocina vasca' }),
    );
    const name = dialog.getByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Cocina de Euskadi');
    await expect(dialog.getByLabelText(/^Slug/)).toHaveValue('cocina-vasca');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: 3,
      name: 'Cocina de Euskadi',
      slug: 'cocina-vasca',
    });
  },
};

/** Name and slug required, each with its message; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByText(CATEGORY_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(CATEGORY_MESSAGES.slugRequired)).toBeVisible();
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save failed; the modal stays open with the message (docs/product.md#category-messages). */
export const SaveError: Story = {
  args: {
    editor: { category: categories[0] ?? null },
    saveError: CATEGORY_MESSAGES.saveFailed,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.saveFailed);
  },
};

/** Editing a category that had another slug: its old address in the modal. */
export const EditWithOldAddresses: Story = {
  args: {
    editor: { category: categories[0] ?? null },
    oldAddresses: {
      addresses: [{ id: 5, url: 'http://demo.localhost:3000/category/viajar' }],
      onRemove: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    const old = within(dialog.getByRole('region', { name: 'Direcciones anteriores' }));
    await userEvent.click(old.getByRole('button', { name: /^Quitar la dirección anterior/ }));
    await expect(args.oldAddresses?.onRemove).toHaveBeenCalledWith(5);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the button spins with 'Guardando...'. */
export const Saving: Story = {
  args: { editor: { category: categories[1] ?? null }, isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  },
};

/** Deleting asks first; an empty category goes with no target; confirming reports the id. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await confirmDeletion({
      canvasElement,
      button: 'Eliminar Montañismo en España',
      question: CATEGORY_MESSAGES.confirmDelete,
      onDelete: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 2, moveTo: null });
    // Asked again: an empty category's question offers nowhere to move posts.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar Montañismo en España' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.queryByLabelText(/^Mover sus posts a/)).toBeNull();
  },
};

/** A category with posts names how many and asks where they go (another category). */
export const DeleteWithPosts: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar Cocina vasca' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText('Esta categoría tiene 12 posts.')).toBeVisible();
    const target = dialog.getByLabelText(/^Mover sus posts a/);
    const options = within(target)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['Diseño y accesibilidad', 'Montañismo en España']);
    await expect(target).toHaveValue('1');
    await userEvent.selectOptions(target, 'Montañismo en España');
    await expect(dialog.queryByText(/elementos? del menú/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 3, moveTo: 2 });
  },
};

/** The menu items that led to the category go with it, and the dialog says so. */
export const DeleteWithMenuItems: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar Diseño y accesibilidad' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText('Esta categoría tiene 4 posts.')).toBeVisible();
    await expect(
      dialog.getByText('También se quitarán 2 elementos del menú que apuntaban a ella.'),
    ).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The only category, with posts: it cannot go, and the dialog says why. */
export const DeleteLastWithPosts: Story = {
  args: { categories: categories.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar Cocina vasca' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.lastWithPosts);
    await expect(dialog.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The deletion failed (docs/product.md#category-messages). */
export const DeleteError: Story = stateStory(
  { deleteError: CATEGORY_MESSAGES.deleteFailed },
  { alert: CATEGORY_MESSAGES.deleteFailed },
);

/** No categories yet. */
export const Empty: Story = stateStory({ categories: [] }, { text: CATEGORY_MESSAGES.empty });

/** Loading: skeleton rows, announced as 'Cargando categorías...'. */
export const Loading: Story = stateStory(
  { status: 'loading' },
  { status: 'Cargando categorías...' },
);

/** The list failed to load (docs/product.md#category-messages). */
export const LoadError: Story = {
  args: { status: 'error', error: CATEGORY_MESSAGES.loadFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to connect to server. Please check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
