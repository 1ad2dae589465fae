import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError } from './field-error';

const meta = {
  title: 'Primitives/FieldError',
  component: FieldError,
  tags: ['autodocs'],
  args: { children: 'El nombre es obligatorio', id: 'name-error' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A validation message in the spec's words. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('El nombre es obligatorio')).toBeVisible();
  },
};

/** No message, nothing rendered. */
export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
