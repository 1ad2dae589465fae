import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toggle, type ToggleProps } from './toggle';

function StatefulToggle(props: ToggleProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Toggle
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Toggle',
  component: Toggle,
  tags: ['autodocs'],
  args: { checked: false, onCheckedChange: fn(), onLabel: 'Publicado', offLabel: 'Borrador' },
  render: (args) => <StatefulToggle {...args} />,
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the post is a draft. Clicking publishes it. */
export const Off: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Borrador' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(within(canvasElement).getByRole('switch', { name: 'Publicado' })).toBeChecked();
  },
};

/** On: published. Space flips it back. */
export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Publicado' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

/** On the dark theme. */
export const Dark: Story = {
  tags: ['screenshot'],
  args: { checked: true },
  globals: { theme: 'dark' },
};
