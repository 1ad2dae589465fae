import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Guardar Post', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a form. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardar Post' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every variant side by side. */
export const Variants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Guardar
      </Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="danger">
        Eliminar
      </Button>
      <Button {...args} variant="ghost">
        Ver Blog
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Guardar', 'Cancelar', 'Eliminar', 'Ver Blog']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** Small, medium and large. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

/** While saving: a spinner, 'Guardando...', `aria-busy`, and clicks are ignored. */
export const Loading: Story = {
  args: { isLoading: true, loadingText: 'Guardando...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** The danger variant, for deletions. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Eliminar' },
};

/** Full width on a 375 px phone. */
export const Mobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/** Every variant in the dark theme. */
export const Dark: Story = {
  ...Variants,
  tags: ['screenshot'],
  globals: { theme: 'dark' },
};
