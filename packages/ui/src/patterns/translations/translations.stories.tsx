import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Translations } from './translations';

const meta = {
  title: 'Patterns/Translations',
  component: Translations,
  tags: ['autodocs'],
  args: {
    language: 'es',
    versions: [],
    hrefOf: (version) => `/cms/posts/${version.uuid}/edit`,
    onOpen: fn(),
    onCreate: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Translations {...args} />
    </div>
  ),
} satisfies Meta<typeof Translations>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  uuid: '7c0e5e4a-1f7b-4a43-9d1e-2f6f0d6b8a11',
  language: 'en',
  status: 'PUBLISHED',
  title: 'Autumn in Seville',
} as const;
const french = {
  uuid: '9a3d8f0e-5b1c-4e7a-8f2d-6c4b3a2e1d00',
  language: 'fr',
  status: 'DRAFT',
  title: 'Séville en automne',
} as const;

/** A text alone in its language: every other one lacks a version, and the first is offered. */
export const Alone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Traducciones' })).toBeVisible();
    await expect(canvas.getByText('Esta versión')).toBeVisible();
    await expect(canvas.getAllByText('Sin traducción')).toHaveLength(3);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Idioma de la traducción' }),
      'Portugués',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crear traducción' }));
    await expect(args.onCreate).toHaveBeenCalledWith('pt');
  },
};

/** Each version shows its status and links to its form; only missing languages are offered. */
export const WithVersions: Story = {
  args: { versions: [english, french] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'Editar la versión en inglés: Autumn in Seville',
    });
    await expect(link).toHaveAttribute('href', `/cms/posts/${english.uuid}/edit`);
    await expect(canvas.getByText('Publicado')).toBeVisible();
    await expect(canvas.getByText('Borrador')).toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Idioma de la traducción' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Portugués']);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(english);
  },
};

/** Every language has its version: nothing left to create. */
export const Complete: Story = {
  args: {
    language: 'pt',
    versions: [{ ...english, language: 'es', title: 'Sevilla en otoño' }, english, french],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Crear traducción' })).toBeNull();
  },
};

/** While the copy is made the button waits; a failure shows above the list. */
export const Creating: Story = {
  args: {
    versions: [english],
    creating: 'fr',
    error: 'No se pudo crear la traducción. Inténtalo de nuevo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creando traducción...' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo crear la traducción');
  },
};

/** For who may only read the group: the versions, no 'Crear traducción'. */
export const ReadOnly: Story = {
  args: { versions: [english], onCreate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
