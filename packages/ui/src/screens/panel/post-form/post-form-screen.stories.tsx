import type { Category } from '@bitacora/api';
import { CATEGORY_MESSAGES, POST_MESSAGES, VISIBILITY_PRO_HINT } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorReady, pageOf, stateStory, typeTitleAndBody } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { PostFormScreen, type PostFormScreenProps } from './post-form-screen';
import {
  categories,
  draftPost,
  englishPost,
  fixedNow,
  languagesOfBlog,
  publishedPost,
  series,
  tiers,
} from './post-form-screen.fixtures';

const meta = {
  title: 'Screens/Panel/PostForm',
  component: PostFormScreen,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    status: 'ready',
    categories,
    series: [],
    now: fixedNow,
    onCheckSlug: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onPreview: fn(),
    onCreateSeries: fn(),
  },
} satisfies Meta<typeof PostFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const categoryCreation = {
  isOpen: false,
  onOpen: fn(),
  onSave: fn(),
  onClose: fn(),
};

/** Plays the app's part of 'Nueva categoría': the dialog opens, and a saved category is selected. */
function CategoryCreationHarness(props: PostFormScreenProps) {
  const creation = props.categoryCreation;
  const [list, setList] = useState(props.categories);
  const [isOpen, setIsOpen] = useState(creation?.isOpen ?? false);
  const [createdId, setCreatedId] = useState<Category['id'] | null>(null);
  return (
    <PostFormScreen
      {...props}
      categories={list}
      categoryCreation={
        creation && {
          ...creation,
          isOpen,
          createdId,
          onOpen: () => {
            creation.onOpen();
            setIsOpen(true);
          },
          onSave: (values) => {
            creation.onSave(values);
            setList((current) => [
              ...current,
              { id: 99, ...values, postCount: 0, menuItemCount: 0, blogId: 1 },
            ]);
            setCreatedId(99);
            setIsOpen(false);
          },
          onClose: () => {
            creation.onClose();
            setIsOpen(false);
          },
        }
      }
    />
  );
}

/** A new post: empty fields, Borrador, no series select while the blog has none. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Borrador' })).not.toBeChecked();
    await expect(canvas.queryByLabelText('Serie')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ver en el frontend' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear serie' }));
    await expect(args.onCreateSeries).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Filling every field sends one object with the values and the image change. */
export const CreateSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeTitleAndBody(canvasElement, 'Mi primera ruta', 'Un día en la montaña');
    await userEvent.type(canvas.getByLabelText('Extracto'), 'Resumen corto');
    await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), 'Viajes');
    await userEvent.click(canvas.getByRole('switch', { name: 'Borrador' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        values: {
          title: 'Mi primera ruta',
          slug: 'mi-primera-ruta',
          categoryId: 2,
          seriesId: null,
          sequenceNumber: null,
          content: '<p>Un día en la montaña</p>',
          excerpt: 'Resumen corto',
          status: 'published',
          publishAt: '',
          tags: [],
          imageAlt: '',
          imageCaption: '',
          metaTitle: '',
          metaDescription: '',
          socialImage: '',
          noindex: false,
          commentsClosed: false,
          skipNewsletter: false,
          newsletterAudience: 'all',
          visibility: 'public',
          visibilityTiers: [],
        },
        image: { file: null, removeExisting: false },
      }),
    );
  },
};

/**
 * 'Visibilidad' in the publish panel: on a PRO blog a post can be kept for members, and the
 * editor offers 'Contenido para miembros'.
 */
export const VisibilityOnProBlog: Story = {
  args: { membersContent: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeTitleAndBody(canvasElement, 'Para socios', 'Solo para quien se une');
    await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), 'Viajes');
    const select = canvas.getByLabelText('Visibilidad');
    await expect(select).toHaveValue('public');
    await userEvent.selectOptions(select, 'Solo miembros');
    await expect(canvas.getByRole('button', { name: 'Contenido para miembros' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ visibility: 'members' }),
        }),
      ),
    );
  },
};

/**
 * 'Miembros de pago' on a blog with tiers: 'Niveles con acceso' opens with 'Todos los niveles de
 * pago' ticked; ticking a tier narrows the post to it, and ticking 'Todos' again clears the list.
 */
export const PaidForChosenTiers: Story = {
  args: { membersContent: true, tiers },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeTitleAndBody(canvasElement, 'Para mecenas', 'Solo para el nivel oro');
    await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), 'Viajes');
    await expect(canvas.queryByRole('group', { name: 'Niveles con acceso' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Visibilidad'), 'Miembros de pago');
    const group = within(canvas.getByRole('group', { name: 'Niveles con acceso' }));
    const all = group.getByRole('checkbox', { name: 'Todos los niveles de pago' });
    await expect(all).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Oro' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Plata' }));
    await expect(all).not.toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Plata' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({
            visibility: 'paid',
            visibilityTiers: [tiers[0]?.uuid],
          }),
        }),
      ),
    );
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Oro' })).not.toBeChecked();
  },
};

/** A saved post open to one tier shows it ticked; making it public hides the choice. */
export const PaidTiersOfSavedPost: Story = {
  args: {
    mode: 'edit',
    membersContent: true,
    tiers,
    initial: { ...draftPost, visibility: 'paid', visibilityTiers: [tiers[1]?.uuid ?? ''] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Niveles con acceso' }));
    await expect(group.getByRole('checkbox', { name: 'Plata' })).toBeChecked();
    await expect(
      group.getByRole('checkbox', { name: 'Todos los niveles de pago' }),
    ).not.toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Visibilidad'), 'Público');
    await expect(canvas.queryByRole('group', { name: 'Niveles con acceso' })).toBeNull();
  },
};

/** On a FREE blog the gated choices are off, with the PRO hint, and the editor has no paywall. */
export const VisibilityOnFreeBlog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const visibility = within(canvas.getByLabelText('Visibilidad'));
    await expect(visibility.getByRole('option', { name: 'Solo miembros' })).toBeDisabled();
    await expect(visibility.getByRole('option', { name: 'Miembros de pago' })).toBeDisabled();
    await expect(visibility.getByRole('option', { name: 'Público' })).toBeEnabled();
    await expect(canvas.getByText(VISIBILITY_PRO_HINT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contenido para miembros' })).toBeNull();
  },
};

/**
 * 'Nueva categoría' creates one in a dialog beside the form and selects it; the title and body
 * typed so far stay, and the post is not sent until 'Guardar Post'.
 */
export const CreateCategoryInPlace: Story = {
  args: { categoryCreation },
  render: (args) => <CategoryCreationHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await typeTitleAndBody(canvasElement, 'Mi primera ruta', 'Un día en la montaña');
    await userEvent.click(canvas.getByRole('button', { name: CATEGORY_MESSAGES.createInPlace }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Rutas de invierno');
    await expect(dialog.getByLabelText(/^Slug/)).toHaveValue('rutas-de-invierno');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.categoryCreation?.onSave).toHaveBeenCalledWith({
      name: 'Rutas de invierno',
      slug: 'rutas-de-invierno',
    });
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('99');
    await expect(canvas.getByLabelText(/^Título(?! para)/)).toHaveValue('Mi primera ruta');
    await expect(editor).toHaveTextContent('Un día en la montaña');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ title: 'Mi primera ruta', categoryId: 99 }),
        }),
      ),
    );
  },
};

/** The in-place dialog keeps the server's error and stays open. */
export const CreateCategoryError: Story = {
  args: {
    categoryCreation: {
      ...categoryCreation,
      isOpen: true,
      saveError: 'Ya existe una categoría con ese slug en este blog',
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Ya existe una categoría con ese slug en este blog',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.categoryCreation?.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new blog's only category ('General') is already chosen for its first post. */
export const OnlyCategoryChosen: Story = {
  args: {
    categories: [
      { id: 5, name: 'General', slug: 'general', postCount: 0, menuItemCount: 0, blogId: 1 },
    ],
    categoryCreation,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: 'Nueva categoría' })).toBeVisible();
  },
};

/** The blog's categories with 'Viajes' as its default category (a setting). */
const withDefault: readonly Category[] = categories.map((category) => ({
  ...category,
  isDefault: category.id === 2,
}));

/** A new post in a blog with several categories and a default one starts in the default. */
export const DefaultCategoryChosen: Story = {
  args: { categories: withDefault },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('2');
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveDisplayValue('Viajes');
  },
};

/** Such a post saves in the default category without touching the select. */
export const DefaultCategorySaved: Story = {
  args: { categories: withDefault },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeTitleAndBody(canvasElement, 'Lisboa en tranvía', 'Del Chiado a Belém');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ values: expect.objectContaining({ categoryId: 2 }) }),
      ),
    );
  },
};

/** No category chosen: saving asks for one and sends nothing. */
const playAsksForCategory: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('');
  await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
  await expect(canvas.getByText(POST_MESSAGES.categoryRequired)).toBeVisible();
  await expect(args.onSubmit).not.toHaveBeenCalled();
};

/**
 * A saved post without a category is not moved to the default unasked: with several categories
 * the form still asks for one.
 */
export const DefaultCategoryNotForSavedPost: Story = {
  args: {
    mode: 'edit',
    initial: { ...draftPost, categoryId: null, category: null },
    categories: withDefault,
  },
  play: playAsksForCategory,
};

/**
 * A post saved without a category (the API allows it) opened in a blog with one category starts
 * in it, so it saves without a choice; a blog with several asks for one.
 */
export const OnlyCategoryChosenWhenEditing: Story = {
  args: {
    mode: 'edit',
    initial: { ...draftPost, categoryId: null, category: null },
    categories: [
      { id: 5, name: 'General', slug: 'general', postCount: 0, menuItemCount: 0, blogId: 1 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ values: expect.objectContaining({ categoryId: 5 }) }),
      ),
    );
  },
};

/** A post without a category in a blog with several: the form asks for one. */
export const CategoryAskedWhenEditing: Story = {
  args: { mode: 'edit', initial: { ...draftPost, categoryId: null, category: null } },
  play: playAsksForCategory,
};

/** 'Nueva categoría' beside the select on a 375 px phone. */
export const CreateCategoryMobile: Story = {
  args: { categoryCreation },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Nueva categoría' })).toBeVisible();
  },
};

/** Editing a draft: the stored values, the image, no 'Ver en el frontend'. */
export const Edit: Story = {
  tags: ['screenshot'],
  args: { mode: 'edit', initial: draftPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorReady(canvasElement);
    await expect(within(editor).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ingredientes',
    );
    await expect(canvas.getByLabelText(/^Título(?! para)/)).toHaveValue('Pan de masa madre');
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('3');
    await expect(canvas.getByText(`${draftPost.excerpt?.length}/160`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver en el frontend' })).toBeNull();
  },
};

/** Editing a post's tags: its own shown as chips, a new one typed, one of the blog's picked. */
export const EditTags: Story = {
  args: { mode: 'edit', initial: draftPost, tagSuggestions: ['Recetas', 'Pan', 'Panadería'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Quitar la etiqueta Recetas' })).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Etiquetas' });
    await userEvent.type(input, 'Masa madre{Enter}');
    await userEvent.type(input, 'panad');
    await userEvent.click(canvas.getByRole('option', { name: 'Panadería' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ tags: ['Recetas', 'Masa madre', 'Panadería'] }),
        }),
      ),
    );
  },
};

/**
 * Beside the featured image, its alternative text and caption: kept with the post and sent with
 * it, trimmed. Without an image there is nothing to describe.
 */
export const FeaturedImageWords: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const alt = canvas.getByLabelText('Texto alternativo');
    await expect(alt).toHaveValue(draftPost.imageAlt);
    await expect(alt).toHaveAttribute('maxlength', '250');
    await userEvent.type(canvas.getByLabelText('Pie de foto'), 'Recién salida del horno ');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({
            imageAlt: draftPost.imageAlt,
            imageCaption: 'Recién salida del horno',
          }),
        }),
      ),
    );
  },
};

/** Under the editor, the body's words and reading time follow what is written. */
export const ReadingTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorReady(canvasElement);
    await expect(canvas.getByText('0 palabras · 1 min de lectura')).toBeVisible();
    await userEvent.click(editor);
    await userEvent.type(editor, 'Un día en la montaña');
    await expect(await canvas.findByText('5 palabras · 1 min de lectura')).toBeVisible();
  },
};

/** A saved post's length shows as soon as the form opens. */
export const ReadingTimeOfSavedPost: Story = {
  args: { mode: 'edit', initial: draftPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByText('9 palabras · 1 min de lectura')).toBeVisible();
  },
};

/**
 * 'SEO y redes sociales': closed at first; its fields count as unsaved changes, the preview
 * follows the post's title, and what is typed is sent with the post, trimmed.
 */
export const SearchAndSocial: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByText('SEO y redes sociales'));
    const metaTitle = canvas.getByLabelText('Título para buscadores');
    await expect(metaTitle).toHaveAttribute('placeholder', draftPost.title);
    const result = within(canvas.getByTestId('seo-result'));
    await expect(result.getByText(`/blog/${draftPost.slug}`)).toBeVisible();
    await expect(result.getByText(draftPost.title)).toBeVisible();
    await userEvent.type(metaTitle, ' Pan de masa madre, paso a paso ');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await expect(lastEdit(args.onEdit)?.values).toMatchObject({
      metaTitle: ' Pan de masa madre, paso a paso ',
    });
    await expect(result.getByText('Pan de masa madre, paso a paso')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Imagen para redes sociales'),
      'https://cdn.example.com/hogaza.jpg',
    );
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Ocultar de los buscadores (noindex)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({
            metaTitle: 'Pan de masa madre, paso a paso',
            metaDescription: '',
            socialImage: 'https://cdn.example.com/hogaza.jpg',
            noindex: true,
          }),
        }),
      ),
    );
  },
};

/** 'Cerrar comentarios' closes the post to new comments; the change marks the form unsaved. */
export const CloseComments: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Cerrar comentarios' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await expect(lastEdit(args.onEdit)?.values).toMatchObject({ commentsClosed: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ commentsClosed: true }),
        }),
      ),
    );
  },
};

/** 'No enviar por correo' keeps this post out of the subscribers' mail when it is published. */
export const SkipNewsletter: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'No enviar por correo' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ skipNewsletter: true }),
        }),
      ),
    );
  },
};

/** 'Enviar a' beside it: a PRO blog mails a post to paid members only. */
export const NewsletterAudience: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn(), membersContent: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const select = canvas.getByLabelText('Enviar a');
    await expect(select).toHaveDisplayValue('Todos los suscriptores');
    await userEvent.selectOptions(select, 'Solo miembros de pago');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ newsletterAudience: 'paid' }),
        }),
      ),
    );
  },
};

/** On a FREE blog only 'Todos los suscriptores' can be chosen; members are a PRO feature. */
export const NewsletterAudienceFree: Story = {
  args: { mode: 'edit', initial: draftPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const select = canvas.getByLabelText('Enviar a');
    const options = within(select);
    await expect(options.getByRole('option', { name: 'Todos los suscriptores' })).toBeEnabled();
    await expect(options.getByRole('option', { name: 'Solo miembros' })).toBeDisabled();
    await expect(options.getByRole('option', { name: 'Solo miembros de pago' })).toBeDisabled();
    await expect(select).toHaveDisplayValue('Todos los suscriptores');
  },
};

/**
 * A social image address the page may not show is refused before saving: the closed section
 * opens on the field with the reason; once corrected, the post saves.
 */
export const SocialImageRefusedOnSave: Story = {
  args: { mode: 'edit', initial: draftPost },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByText('SEO y redes sociales'));
    const field = canvas.getByLabelText('Imagen para redes sociales');
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(canvas.getByText('SEO y redes sociales'));
    await expect(field).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await expect(await canvas.findByText(POST_MESSAGES.socialImageInvalid)).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await expect(canvas.queryByText(POST_MESSAGES.socialImageInvalid)).toBeNull();
    await userEvent.type(field, '/media/b/hogaza.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ socialImage: '/media/b/hogaza.jpg' }),
        }),
      ),
    );
  },
};

/** With the featured image removed in the form, the social card has none to show. */
export const SearchAndSocialImageRemoved: Story = {
  args: { mode: 'edit', initial: draftPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByText('SEO y redes sociales'));
    const card = within(canvas.getByTestId('seo-card'));
    await expect(card.getByRole('img', { name: 'Imagen de la tarjeta' })).toHaveAttribute(
      'src',
      draftPost.image,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
    await waitFor(() => expect(card.getByText('Sin imagen')).toBeVisible());
  },
};

/** A post saved with words of its own opens the section, showing them. */
export const SearchAndSocialSaved: Story = {
  args: {
    mode: 'edit',
    initial: { ...draftPost, metaDescription: 'La hogaza de cada domingo.', noindex: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByLabelText('Descripción para buscadores')).toBeVisible();
    await expect(canvas.getByLabelText('Descripción para buscadores')).toHaveValue(
      'La hogaza de cada domingo.',
    );
    await expect(
      canvas.getByRole('switch', { name: 'Ocultar de los buscadores (noindex)' }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/** A post without a featured image shows no fields to describe one. */
export const NoImageNoWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.queryByLabelText('Texto alternativo')).toBeNull();
    await expect(canvas.queryByLabelText('Pie de foto')).toBeNull();
  },
};

/** A published post being edited offers 'Ver en el frontend'. */
export const EditPublished: Story = {
  args: { mode: 'edit', initial: publishedPost, series },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await expect(canvas.getByLabelText('Serie')).toHaveValue('11');
    await expect(canvas.getByLabelText('Número en la serie')).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver en el frontend' }));
    await expect(args.onPreview).toHaveBeenCalledWith({
      uuid: publishedPost.uuid,
      slug: publishedPost.slug,
      status: 'PUBLISHED',
      language: 'es',
    });
  },
};

/**
 * A saved draft: 'Vista previa' (no 'Ver en el frontend' until it is published), its old
 * addresses and 'Compartir vista previa' at the end of the side panel.
 */
export const EditWithPublishingTools: Story = {
  args: {
    mode: 'edit',
    initial: draftPost,
    onOwnPreview: fn(),
    oldAddresses: {
      addresses: [{ id: 4, url: 'http://demo.localhost:3000/blog/primer-borrador' }],
      onRemove: fn(),
    },
    previewSharing: { links: [], onShare: fn(), onRevoke: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ver en el frontend' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Vista previa' }));
    await expect(args.onOwnPreview).toHaveBeenCalledOnce();
    const old = within(canvas.getByRole('region', { name: 'Direcciones anteriores' }));
    await userEvent.click(old.getByRole('button', { name: /^Quitar la dirección anterior/ }));
    await expect(args.oldAddresses?.onRemove).toHaveBeenCalledWith(4);
    const sharing = within(canvas.getByRole('region', { name: 'Compartir vista previa' }));
    await userEvent.click(sharing.getByRole('button', { name: 'Compartir vista previa' }));
    await expect(args.previewSharing?.onShare).toHaveBeenCalledWith(7);
    // None of it submits the post.
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new post has no preview nor old addresses yet. */
export const CreateHasNoPublishingTools: Story = {
  args: {
    onOwnPreview: fn(),
    previewSharing: { links: [], onShare: fn() },
    oldAddresses: { addresses: [{ id: 1, url: 'http://demo.localhost:3000/blog/x' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Vista previa' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Direcciones anteriores' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Compartir vista previa' })).toBeNull();
  },
};

/** With series: the sequence number appears once one is chosen (numeric, minimum 1). */
export const WithSeries: Story = {
  args: { series },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.queryByLabelText('Número en la serie')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Serie'), 'Picos de Europa en cinco días');
    const sequence = canvas.getByLabelText('Número en la serie');
    await expect(sequence).toHaveAttribute('min', '1');
    await userEvent.type(sequence, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await expect(canvas.getByText(POST_MESSAGES.sequenceNumberInvalid)).toBeVisible();
  },
};

const lastEdit = (onEdit: unknown) => {
  const calls = (onEdit as { mock: { calls: [{ dirty: boolean; values: unknown }][] } }).mock.calls;
  return calls[calls.length - 1]?.[0];
};

/**
 * The form reports each change and whether it now differs from the saved post: the panel asks
 * before leaving a changed form. Undoing a change makes it clean again.
 */
export const ReportsChanges: Story = {
  args: { mode: 'edit', initial: draftPost, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(false));
    const title = canvas.getByLabelText(/^Título(?! para)/);
    await userEvent.type(title, ' integral');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await expect(lastEdit(args.onEdit)?.values).toMatchObject({
      title: 'Pan de masa madre integral',
      categoryId: 3,
    });
    await userEvent.clear(title);
    await userEvent.type(title, 'Pan de masa madre');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(false));
    await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), 'Viajes');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
  },
};

/**
 * The editor writes saved HTML in its own way ('<p>…</p>\n<p>…</p>' loses the line break): a
 * body typed in and put back as it was is not a change.
 */
export const EditorRewriteIsNoChange: Story = {
  args: {
    mode: 'edit',
    initial: { ...draftPost, content: '<p>Primera línea.</p>\n<p>Segunda línea.</p>' },
    onEdit: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const editor = await editorReady(canvasElement);
    await userEvent.click(within(editor).getByText('Segunda línea.'));
    await userEvent.keyboard('x');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(canvasElement).getByLabelText(/^Título(?! para)/));
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(false));
  },
};

/** A copy kept when the session ended is offered back above the form. */
export const DraftOffered: Story = {
  args: {
    draftOffer: {
      message: 'Tienes una versión sin guardar de este post del 05/03/2024, 14:07. ¿Recuperarla?',
      onRecover: fn(),
      onDiscard: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(
      canvas.getByText(
        'Tienes una versión sin guardar de este post del 05/03/2024, 14:07. ¿Recuperarla?',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar' }));
    await expect(args.draftOffer?.onRecover).toHaveBeenCalledOnce();
  },
};

/** Recovered: the fields start from the kept copy, which is unsaved, so the form is changed. */
export const Recovered: Story = {
  args: {
    mode: 'edit',
    initial: draftPost,
    series,
    startFrom: {
      title: 'Pan de centeno',
      slug: 'pan-de-centeno',
      categoryId: 1,
      seriesId: 11,
      sequenceNumber: 3,
      content: '<p>Con harina de centeno.</p>',
      excerpt: 'Otra receta.',
      status: 'draft',
    },
    onEdit: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await editorReady(canvasElement);
    await expect(canvas.getByLabelText(/^Título(?! para)/)).toHaveValue('Pan de centeno');
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveValue('1');
    await expect(canvas.getByLabelText('Número en la serie')).toHaveValue(3);
    await expect(editor).toHaveTextContent('Con harina de centeno.');
    await waitFor(() => expect(lastEdit(args.onEdit)?.dirty).toBe(true));
  },
};

/** Submitting empty: the validation messages under each field, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Content is required')).toBeVisible();
    await expect(canvas.getByText(POST_MESSAGES.categoryRequired)).toBeVisible();
    await expect(canvas.getByLabelText(/^Título(?! para)/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The excerpt stops at 160: typing 170 characters leaves 160/160. */
export const ExcerptLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const excerpt = canvas.getByLabelText('Extracto');
    await userEvent.click(excerpt);
    await userEvent.paste('a'.repeat(170));
    await expect(excerpt).toHaveValue('a'.repeat(160));
    await expect(canvas.getByText('160/160')).toBeVisible();
    await userEvent.type(excerpt, 'b');
    await expect(excerpt).toHaveValue('a'.repeat(160));
  },
};

/** The slug follows the title until edited by hand. */
export const SlugFollowsTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const title = canvas.getByLabelText(/^Título(?! para)/);
    const slug = canvas.getByLabelText('Slug');
    await userEvent.type(title, 'Días de ñandúes');
    await expect(slug).toHaveValue('dias-de-nandues');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'mi-slug');
    await userEvent.type(title, ' y más');
    await expect(slug).toHaveValue('mi-slug');
  },
};

/** Saving: 'Guardando...' and the fields wait. */
export const Saving: Story = {
  args: { mode: 'edit', initial: draftPost, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('button', { name: /Guardando/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Título(?! para)/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^Imagen destacada/)).toBeDisabled();
  },
};

/** The save failed; the red banner shows the server's text (docs/product.md#post-messages). */
export const SaveError: Story = {
  args: { mode: 'edit', initial: draftPost, saveError: POST_MESSAGES.saveFailed },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error saving post');
  },
};

/** Loading the post. */
export const Loading: Story = stateStory(
  { mode: 'edit', status: 'loading' },
  { status: 'Cargando post...' },
);

/** The post could not be loaded (docs/product.md#post-messages). */
export const LoadError: Story = {
  args: { mode: 'edit', status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar el post');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a posts' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** On the dark theme, editing. */
export const Dark: Story = {
  args: { mode: 'edit', initial: publishedPost, series },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

/** On a 375 px phone the side column goes under the content. */
export const Mobile: Story = {
  tags: ['screenshot'],
  args: { mode: 'edit', initial: draftPost },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

/**
 * 'Idioma': a new post is in the blog's main language; another language moves its address under
 * that language's code, checks the slug there and is sent with the post.
 */
export const LanguageOfNewPost: Story = {
  args: { languages: languagesOfBlog },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByRole('combobox', { name: 'Idioma' });
    await expect(language).toHaveValue('es');
    await expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Español', 'Inglés', 'Francés', 'Portugués']);
    await expect(canvas.queryByRole('heading', { name: 'Traducciones' })).toBeNull();
    await typeTitleAndBody(canvasElement, 'Trail day', 'A day in the mountains');
    await userEvent.selectOptions(language, 'Inglés');
    await expect(args.onCheckSlug).toHaveBeenLastCalledWith({ slug: 'trail-day', language: 'en' });
    await expect(canvas.getByText('/en/blog/', { exact: false })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), 'Viajes');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ slug: 'trail-day', language: 'en' }),
        }),
      ),
    );
  },
};

/**
 * 'Traducciones' of a saved post: each language with its version's status and a link to edit it,
 * the taken languages closed in 'Idioma', and 'Crear traducción' for the missing one.
 */
export const Translations: Story = {
  args: {
    mode: 'edit',
    initial: { ...publishedPost, translationGroup: englishPost.translationGroup },
    languages: {
      ...languagesOfBlog,
      translations: [
        englishPost,
        {
          uuid: '8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
          language: 'fr',
          status: 'DRAFT',
          title: 'Pain au levain',
        },
      ],
      onCreate: fn(),
      onOpen: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Traducciones' })).toBeVisible();
    const english = canvas.getByRole('link', {
      name: 'Editar la versión en inglés: Sourdough bread',
    });
    await expect(english).toHaveAttribute('href', `/cms/posts/${englishPost.uuid}/edit`);
    const language = canvas.getByRole('combobox', { name: 'Idioma' });
    await expect(
      within(language).getByRole('option', { name: 'Inglés (ya traducido)' }),
    ).toBeDisabled();
    await expect(within(language).getByRole('option', { name: 'Portugués' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear traducción' }));
    await expect(args.languages?.onCreate).toHaveBeenCalledWith('pt');
    await userEvent.click(english);
    await expect(args.languages?.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: englishPost.uuid }),
    );
  },
};

/** 'Ver en el frontend' of a version in another language hands its language to the app. */
export const ViewOtherLanguage: Story = {
  args: { mode: 'edit', initial: englishPost, languages: languagesOfBlog },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver en el frontend' }));
    await expect(args.onPreview).toHaveBeenCalledWith({
      uuid: englishPost.uuid,
      slug: 'sourdough-bread',
      status: 'PUBLISHED',
      language: 'en',
    });
  },
};
