import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Idioma',
    options: [
      { value: 'es', label: 'Español' },
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'Français' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an option. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Idioma');
    await userEvent.selectOptions(select, 'fr');
    await expect(select).toHaveValue('fr');
  },
};

/** Nothing chosen yet, with a placeholder. */
export const Empty: Story = {
  args: {
    label: 'Categoría',
    placeholder: 'Selecciona una categoría',
    options: [{ value: '1', label: 'Tecnología' }],
    required: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('');
  },
};

/** Required and missing. */
export const WithError: Story = {
  args: { ...Empty.args, error: 'La categoría es obligatoria' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On the dark theme. */
export const Dark: Story = { ...WithError, tags: ['screenshot'], globals: { theme: 'dark' } };
