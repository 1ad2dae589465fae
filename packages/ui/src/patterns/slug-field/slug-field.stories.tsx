import { initialSlugState, nextSlugState, SERIES_MESSAGES, type SlugState } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../primitives/text-field/text-field';
import { SlugField, type SlugFieldProps } from './slug-field';

/** A fixed clock whose last four milliseconds are 1234. */
const fixedNow = () => new Date(1_700_000_001_234);

/** Holds the slug state as a form would, and reports each change to the story's spy. */
function ControlledSlugField(props: SlugFieldProps) {
  const [state, setState] = useState<SlugState>(props.state);
  return (
    <SlugField
      {...props}
      state={state}
      onStateChange={(next) => {
        setState(next);
        props.onStateChange(next);
      }}
    />
  );
}

/** A title field driving the slug, as on the post form. */
function TitleAndSlug(props: SlugFieldProps) {
  const [title, setTitle] = useState('');
  const [state, setState] = useState<SlugState>(props.state);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="Título"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setState((current) =>
            nextSlugState(current, { type: 'titleChanged', title: event.target.value }),
          );
        }}
      />
      <SlugField
        {...props}
        title={title}
        state={state}
        onStateChange={(next) => {
          setState(next);
          props.onStateChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/SlugField',
  component: SlugField,
  tags: ['autodocs'],
  args: {
    prefix: '/blog/',
    title: 'Mi primer post',
    state: initialSlugState(),
    onStateChange: fn(),
    onCheckAvailability: fn(),
    now: fixedNow,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  render: (args) => <ControlledSlugField {...args} />,
} satisfies Meta<typeof SlugField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing normalises the slug; leaving the field asks whether it is free. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Slug' });
    await expect(canvas.getByText('/blog/')).toBeVisible();
    await userEvent.type(input, 'Canción de Año Nuevo!-');
    await expect(input).toHaveValue('cancion-de-ano-nuevo-');
    await userEvent.tab();
    await expect(input).toHaveValue('cancion-de-ano-nuevo');
    await expect(args.onCheckAvailability).toHaveBeenCalledWith('cancion-de-ano-nuevo');
  },
};

/** The slug follows the title until it is edited by hand. */
export const FollowsTitle: Story = {
  render: (args) => <TitleAndSlug {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Título' });
    const slug = canvas.getByRole('textbox', { name: 'Slug' });
    await userEvent.type(title, 'Viaje a Logroño');
    await expect(slug).toHaveValue('viaje-a-logrono');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'mi-viaje');
    await userEvent.type(title, ' en otoño');
    await expect(title).toHaveValue('Viaje a Logroño en otoño');
    await expect(slug).toHaveValue('mi-viaje');
  },
};

/** 'Regenerar slug' rebuilds it from the title with a 4-digit time suffix. */
export const Refresh: Story = {
  args: { state: initialSlugState('borrador') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerar slug' }));
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Slug' });
    await expect(input.value).toMatch(/-\d{4}$/);
    await expect(input).toHaveValue('mi-primer-post-1234');
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      slug: 'mi-primer-post-1234',
      isManual: true,
    });
    await expect(args.onCheckAvailability).toHaveBeenCalledWith('mi-primer-post-1234');
  },
};

/** The slug is in use; the field is marked invalid and says so. */
export const Taken: Story = {
  args: {
    state: initialSlugState('mi-primer-post'),
    availability: { status: 'taken', slug: 'mi-primer-post' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'El slug "mi-primer-post" ya está en uso. Por favor, elige otro.';
    const input = canvas.getByRole('textbox', { name: 'Slug' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
  },
};

/** While the check runs, a discreet 'Comprobando…'. */
export const Checking: Story = {
  args: {
    state: initialSlugState('mi-primer-post'),
    availability: { status: 'checking', slug: 'mi-primer-post' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Slug' });
    await expect(input).toHaveAccessibleDescription('Comprobando…');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A failing check is ignored: no message. */
export const CheckFailed: Story = {
  args: {
    state: initialSlugState('mi-primer-post'),
    availability: { status: 'error', slug: 'mi-primer-post' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Slug' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription(/.+/);
  },
};

/** The form's own check: the slug is required. */
export const RequiredError: Story = {
  args: { prefix: '/series/', required: true, error: SERIES_MESSAGES.slugRequired },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Slug/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/El slug es obligatorio/);
  },
};

/** On the dark theme, with the slug taken. */
export const Dark: Story = { ...Taken, tags: ['screenshot'], globals: { theme: 'dark' } };

/** On a 375 px phone the long message wraps and the button stays beside the input. */
export const Mobile: Story = {
  ...Taken,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
