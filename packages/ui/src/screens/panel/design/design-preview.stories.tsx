import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DesignPreview } from './design-preview';

/** A blog page of its own origin (opaque), standing in for the blog's host. */
const ORIGIN = 'data:text/html;charset=utf-8,%3Ctitle%3EBlog%3C%2Ftitle%3E%3Cp%3EBlog%3C%2Fp%3E%23';

const meta = {
  title: 'Screens/Panel/Design/Preview',
  component: DesignPreview,
  tags: ['autodocs'],
  args: {
    origin: ORIGIN,
    token: 'borrador',
    post: { title: 'Sevilla en otoño', path: '/blog/sevilla-en-otono' },
    page: { title: 'Sobre mí', path: '/sobre-mi' },
  },
} satisfies Meta<typeof DesignPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameSrc = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle('Vista previa del blog').getAttribute('src') ?? '';

/** The home page in light mode; the post, dark mode and the phone's width on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(frameSrc(canvasElement)).toContain('/?vista-previa=borrador&modo=claro');
    await userEvent.selectOptions(canvas.getByLabelText('Qué mostrar'), 'post');
    await userEvent.selectOptions(canvas.getByLabelText('Modo'), 'oscuro');
    await waitFor(() =>
      expect(frameSrc(canvasElement)).toContain(
        '/blog/sevilla-en-otono?vista-previa=borrador&modo=oscuro',
      ),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Ancho'), 'phone');
    await expect(canvas.getByLabelText('Ancho')).toHaveValue('phone');
    await userEvent.selectOptions(canvas.getByLabelText('Qué mostrar'), 'page');
    await waitFor(() => expect(frameSrc(canvasElement)).toContain('/sobre-mi?vista-previa='));
  },
};

/** A blog with nothing published yet says so instead of a post or page. */
export const NothingPublished: Story = {
  args: { post: null, page: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Qué mostrar'), 'post');
    await expect(canvas.getByText('El blog no tiene entradas publicadas todavía.')).toBeVisible();
    await expect(canvas.queryByTitle('Vista previa del blog')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Qué mostrar'), 'page');
    await expect(canvas.getByText('El blog no tiene páginas publicadas todavía.')).toBeVisible();
  },
};

/** While the draft's token is made. */
export const Loading: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTitle('Vista previa del blog')).toBeNull();
  },
};

/** The server could not show the draft: its message. */
export const Refused: Story = {
  args: {
    error:
      'La vista previa no puede mostrar un CSS propio tan largo: guarda los cambios para verlo en el blog.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('CSS propio');
  },
};
