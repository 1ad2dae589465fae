import { POST_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storedImageUrl } from '../../../patterns/image-picker/image-picker.fixtures';
import type { PickerImage } from '../../../patterns/media-picker/media-picker';
import { SeoSection, type SeoSectionProps, type SeoValues } from './seo-section';

const EMPTY: SeoValues = { metaTitle: '', metaDescription: '', socialImage: '', noindex: false };

const post = {
  title: 'Pan de masa madre en casa',
  excerpt: 'Harina, agua, sal y paciencia: la receta paso a paso.',
  slug: 'pan-de-masa-madre',
  image: null,
};

/** The section with its values held as the post form holds them. */
function Stateful(props: SeoSectionProps) {
  const [values, setValues] = useState(props.values);
  return (
    <div style={{ maxWidth: 420 }}>
      <SeoSection
        {...props}
        values={values}
        onChange={(next) => {
          setValues(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Panel/PostForm/SeoSection',
  component: SeoSection,
  tags: ['autodocs'],
  args: {
    values: EMPTY,
    onChange: fn(),
    post,
    blogAddress: 'panaderia.bitacora.es',
    defaultOpen: true,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SeoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first, under its heading 'SEO y redes sociales'. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Título para buscadores')).not.toBeVisible();
    await userEvent.click(canvas.getByText('SEO y redes sociales'));
    await expect(canvas.getByLabelText('Título para buscadores')).toBeVisible();
  },
};

/**
 * Nothing of its own yet: each field shows the default it stands for, and the previews show the
 * post's title, address and excerpt.
 */
export const EmptyWithDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Título para buscadores')).toHaveAttribute(
      'placeholder',
      post.title,
    );
    await expect(canvas.getByLabelText('Descripción para buscadores')).toHaveAttribute(
      'placeholder',
      post.excerpt,
    );
    await expect(canvas.getByText('0/70')).toBeVisible();
    await expect(canvas.getByText('0/160')).toBeVisible();
    const result = within(canvas.getByTestId('seo-result'));
    await expect(result.getByText('panaderia.bitacora.es/blog/pan-de-masa-madre')).toBeVisible();
    await expect(result.getByText(post.title)).toBeVisible();
    await expect(result.getByText(post.excerpt)).toBeVisible();
    const card = within(canvas.getByTestId('seo-card'));
    await expect(card.getByText('Sin imagen')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /noindex/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** Typed words and an image replace the defaults in both previews, as they are typed. */
export const Filled: Story = {
  tags: ['screenshot'],
  args: {
    post: { ...post, image: '/media/hogaza.jpg' },
    values: {
      metaTitle: 'Receta de pan de masa madre',
      metaDescription: '',
      socialImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      noindex: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('Descripción para buscadores'),
      'Cómo hacer una hogaza crujiente.',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ metaDescription: 'Cómo hacer una hogaza crujiente.' }),
    );
    const result = within(canvas.getByTestId('seo-result'));
    await expect(result.getByText('Receta de pan de masa madre')).toBeVisible();
    await expect(result.getByText('Cómo hacer una hogaza crujiente.')).toBeVisible();
    await expect(canvas.getByText('32/160')).toBeVisible();
    const card = within(canvas.getByTestId('seo-card'));
    await expect(card.getByRole('img', { name: 'Imagen de la tarjeta' })).toHaveAttribute(
      'src',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    );
  },
};

const longTitle =
  'Pan de masa madre en casa: la guía completa con horarios, temperaturas y los errores que más se repiten';
const longExcerpt =
  'Todo lo que hace falta para una hogaza de corteza crujiente y miga abierta: cómo alimentar la masa madre, cuánto amasar, cuándo plegar, cómo formar y a qué temperatura hornear sin vapor.';

/**
 * Past the limits: a default longer than search engines show is cut at a whole word with an
 * ellipsis, and a typed field stops at its limit with its counter marked.
 */
export const OverTheLimit: Story = {
  args: { post: { ...post, title: longTitle, excerpt: longExcerpt } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = within(canvas.getByTestId('seo-result'));
    const shownTitle = result.getByText(/^Pan de masa madre en casa: la guía completa.*…$/);
    await expect([...(shownTitle.textContent ?? '')].length).toBeLessThanOrEqual(70);
    const shownDescription = result.getByText(/^Todo lo que hace falta.*…$/);
    await expect([...(shownDescription.textContent ?? '')].length).toBeLessThanOrEqual(160);
    const title = canvas.getByLabelText('Título para buscadores');
    await userEvent.type(title, 'a'.repeat(75));
    await expect(title).toHaveValue('a'.repeat(70));
    await expect(canvas.getByText('70/70')).toBeVisible();
  },
};

/** Hidden from search engines: the result preview says so; the social card stays. */
export const Noindex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: /noindex/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ noindex: true }),
    );
    await expect(canvas.queryByTestId('seo-result')).toBeNull();
    await expect(canvas.getByText(/no mostrarán este post/)).toBeVisible();
    await expect(canvas.getByTestId('seo-card')).toBeVisible();
  },
};

const library: PickerImage[] = [
  { id: 2, url: '/media/b/hogaza.jpg', thumbnail: storedImageUrl, name: 'hogaza.jpg' },
  { id: 1, url: '/media/b/masa-madre.jpg', thumbnail: storedImageUrl, name: 'masa-madre.jpg' },
];

/** The blog's library as the panel passes it: two pictures, and an upload that keeps the name. */
const media = {
  loadPage: fn(async ({ search }: { search: string; page: number; limit: number }) => {
    const items = library.filter((item) => item.name.includes(search));
    return { items, total: items.length };
  }),
  upload: fn(async (file: File) => ({
    id: 3,
    url: `/media/b/${file.name}`,
    thumbnail: storedImageUrl,
    name: file.name,
  })),
};

const pickerOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Imagen para redes sociales',
  });

/** The social image chosen from the blog's library: one click, no alt text asked, no address typed. */
export const SocialImageFromLibrary: Story = {
  args: { media },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir de la biblioteca o subir' }));
    const dialog = within(await pickerOf(canvasElement));
    await expect(dialog.queryByRole('button', { name: 'Insertar imagen' })).toBeNull();
    await userEvent.click(await dialog.findByRole('button', { name: 'hogaza.jpg' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(canvas.getByLabelText('Imagen para redes sociales')).toHaveValue(
      '/media/b/hogaza.jpg',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ socialImage: '/media/b/hogaza.jpg' }),
    );
    const card = within(canvas.getByTestId('seo-card'));
    await expect(card.getByRole('img', { name: 'Imagen de la tarjeta' })).toHaveAttribute(
      'src',
      '/media/b/hogaza.jpg',
    );
  },
};

/** A new picture uploaded from the same dialog becomes the social image once the library has it. */
export const SocialImageUploaded: Story = {
  args: { media },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir de la biblioteca o subir' }));
    const dialog = within(await pickerOf(canvasElement));
    await userEvent.click(dialog.getByRole('tab', { name: 'Subir nueva' }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'portada.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(dialog.getByLabelText(/Elegir imagen/), file);
    await expect(media.upload).toHaveBeenCalledWith(file, expect.any(Function));
    await waitFor(() =>
      expect(canvas.getByLabelText('Imagen para redes sociales')).toHaveValue(
        '/media/b/portada.jpg',
      ),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ socialImage: '/media/b/portada.jpg' }),
    );
  },
};

/** An address the page may not show, refused by the form before saving, with its reason. */
export const SocialImageRefused: Story = {
  args: {
    media,
    values: { ...EMPTY, socialImage: 'javascript:alert(1)' },
    socialImageError: POST_MESSAGES.socialImageInvalid,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Imagen para redes sociales');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(POST_MESSAGES.socialImageInvalid),
    );
    await expect(canvas.getByText(POST_MESSAGES.socialImageInvalid)).toBeVisible();
  },
};
