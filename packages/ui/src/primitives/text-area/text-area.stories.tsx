import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Extracto', maxLength: 160, id: 'excerpt' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the counter at 0/160. */
export const Empty: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/160')).toBeVisible();
  },
};

/** The counter follows what is typed. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Extracto'), 'Hola');
    await expect(canvas.getByText('4/160')).toBeVisible();
  },
};

/** At the limit, input stops: 160 characters and no more. */
export const AtLimit: Story = {
  args: { maxLength: 10, defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByLabelText('Extracto');
    await userEvent.type(area, 'abcdefghijklm');
    await expect(area).toHaveValue('abcdefghij');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

/** Validation failed. */
export const WithError: Story = {
  args: { error: 'Excerpt must be 160 characters or less', defaultValue: 'Un extracto' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Extracto');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Excerpt must be 160 characters or less/);
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  args: { defaultValue: 'Un extracto breve del post.' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { ...WithError, tags: ['screenshot'], globals: { theme: 'dark' } };
