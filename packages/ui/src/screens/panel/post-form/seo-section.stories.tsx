import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  tags: ['screenshot'],
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
  tags: ['screenshot'],
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
