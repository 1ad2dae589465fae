import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Título', placeholder: 'Escribe el título' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled input; typing shows the text. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Título');
    await userEvent.type(input, 'Mi primer post');
    await expect(input).toHaveValue('Mi primer post');
  },
};

/** With a hint under it, read with the field. */
export const WithHint: Story = {
  args: {
    label: 'Email',
    type: 'email',
    hint: 'El email no se puede modificar',
    readOnly: true,
    value: 'ana@bitacora.es',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('El email no se puede modificar');
  },
};

/** Validation failed: the message is linked and the field marked invalid. */
export const WithError: Story = {
  args: { label: 'Nombre', required: true, error: 'El nombre es obligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nombre/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/El nombre es obligatorio/);
  },
};

/** A fixed prefix before the value, as the slug's '/blog/'. */
export const WithPrefix: Story = {
  args: { label: 'Slug', prefix: '/blog/', defaultValue: 'mi-primer-post' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/blog/')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Slug')).toHaveValue('mi-primer-post');
  },
};

/** Not editable. */
export const Disabled: Story = {
  args: { label: 'Dominio', disabled: true, value: 'miblog.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Dominio')).toBeDisabled();
  },
};

/** On a 375 px phone the field takes the width. */
export const Mobile: Story = {
  ...WithError,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme, with an error. */
export const Dark: Story = { ...WithError, tags: ['screenshot'], globals: { theme: 'dark' } };
