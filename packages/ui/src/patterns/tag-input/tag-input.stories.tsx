import { TAG_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput, type TagInputProps } from './tag-input';

/** Holds the names as the post form does, and reports each change to the story's spy. */
function ControlledTagInput(props: TagInputProps) {
  const [names, setNames] = useState<string[]>([...props.value]);
  return (
    <TagInput
      {...props}
      value={names}
      onChange={(next) => {
        setNames(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/TagInput',
  component: TagInput,
  tags: ['autodocs'],
  args: {
    value: [],
    suggestions: ['Andalucía', 'Arte', 'Recetas', 'Viajes'],
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ControlledTagInput {...args} />
    </div>
  ),
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server refused the post's tags. */
export const ServerError: Story = {
  args: { value: ['Andalucía'], error: TAG_MESSAGES.tooMany },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TAG_MESSAGES.tooMany)).toBeVisible();
  },
};

/** No tags yet: Enter adds what is typed, a comma too, and the box empties for the next. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: TAG_MESSAGES.inputLabel });
    await userEvent.type(input, 'Tapas{Enter}');
    await userEvent.type(input, 'Vinos del sur,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Tapas', 'Vinos del sur']);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: TAG_MESSAGES.remove('Tapas') })).toBeVisible();
  },
};

/** Tags as chips, each with its labelled remove button; Backspace in the empty box removes the last. */
export const WithTags: Story = {
  args: { value: ['Andalucía', 'Tapas', 'Vinos'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TAG_MESSAGES.remove('Tapas') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Andalucía', 'Vinos']);
    await userEvent.type(canvas.getByRole('combobox'), '{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Andalucía']);
    // A duplicate in another spelling is merged into the tag already there.
    await userEvent.type(canvas.getByRole('combobox'), 'ANDALUCIA{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Andalucía']);
  },
};

/** Typing opens the blog's matching tags (accents and case ignored); arrows and Enter pick one. */
export const SuggestionsOpen: Story = {
  args: { value: ['Viajes'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'a');
    const list = canvas.getByRole('listbox', { name: TAG_MESSAGES.suggestions });
    const options = within(list).getAllByRole('option');
    // 'Viajes' is chosen already, so it is not offered again.
    await expect(options.map((option) => option.textContent)).toEqual([
      'Andalucía',
      'Arte',
      'Recetas',
    ]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Viajes', 'Arte']);
    await userEvent.type(input, 'andal');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Andalucía']);
  },
};

/** A name the domain refuses shows its message and is not added; the server's error shows too. */
export const WithError: Story = {
  args: { value: ['Andalucía'], error: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, '¡¿!?{Enter}');
    await expect(canvas.getByText(TAG_MESSAGES.nameWithoutLetters)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
