import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker } from './image-picker';
import {
  brokenPng,
  oversizedJpeg,
  pngFile,
  storedImageUrl,
  textFile,
} from './image-picker.fixtures';

const meta = {
  title: 'Patterns/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  args: { label: 'Imagen destacada', owner: 'post', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Imagen destacada|^Portada/);

/** No image yet: a placeholder and 'Elegir imagen'. */
export const Empty: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    await expect(canvas.getByText('Elegir imagen')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar imagen' })).toBeNull();
  },
};

/** The stored image with its id, as on the page form. */
export const WithExistingImage: Story = {
  args: { imageUrl: storedImageUrl, imageId: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Imagen actual' })).toBeVisible();
    await expect(canvas.getByText('ID de imagen: 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toBeVisible();
  },
};

/** 'Quitar imagen' marks it for removal on save; the notice's 'Cancelar' undoes it. */
export const MarkedForRemoval: Story = {
  args: { imageUrl: storedImageUrl, imageId: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'La imagen se eliminará al guardar.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ file: null, removeExisting: true });
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(canvas.getByRole('img', { name: 'Imagen actual' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ file: null, removeExisting: false });
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toHaveFocus();
    // Marked again: the story ends on the notice it is named after.
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
  },
};

/** A file that is not JPG, PNG or WebP is refused. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    // A dropped file or "all files" in the dialog gets past `accept`.
    await userEvent.upload(input, textFile(), { applyAccept: false });
    await expect(
      await within(canvasElement).findByText('Solo se permiten imágenes JPG, PNG o WebP'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Smaller than 800×600 is refused, with the actual size. */
export const TooSmall: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, await pngFile(400, 300));
    await expect(
      await within(canvasElement).findByText(
        'La imagen debe ser de al menos 800×600px (actual: 400x300px)',
      ),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/actual: 400x300px/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Series cover: one byte over 5MB is refused. */
export const TooLarge: Story = {
  args: { label: 'Portada', owner: 'series' },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, oversizedJpeg());
    await expect(
      await within(canvasElement).findByText('La imagen no debe superar los 5MB'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Series cover from a phone: the picker's `prepareFile` (the panel's downsizing) hands back a
 * smaller photo before the checks, and that is the file kept; the hint says so.
 */
export const TooLargeReduced: Story = {
  args: {
    label: 'Portada',
    owner: 'series',
    prepareFile: fn(async (_file: File) => pngFile(800, 600, 'portada-reducida.png')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'JPG, PNG o WebP de al menos 800×600px, hasta 5MB; una foto más grande se reduce.',
      ),
    ).toBeVisible();
    const large = oversizedJpeg();
    await userEvent.upload(fileInput(canvasElement), large);
    // Making the reduced file takes a canvas round trip, slower on a busy machine.
    await expect(
      await canvas.findByText('portada-reducida.png', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(args.prepareFile).toHaveBeenCalledWith(large);
    await expect(canvas.queryByText('La imagen no debe superar los 5MB')).toBeNull();
    const [[change]] = (args.onChange as ReturnType<typeof fn>).mock.calls as [
      [{ file: File | null }],
    ];
    await expect(change.file?.name).toBe('portada-reducida.png');
  },
};

/** A file the browser cannot decode. */
export const LoadFailed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), brokenPng());
    await expect(await within(canvasElement).findByText('Error al cargar la imagen')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An 800×600 PNG passes, is previewed, and clears a removal mark. */
export const ValidImage: Story = {
  args: { imageUrl: storedImageUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
    const file = await pngFile(800, 600, 'portada.png');
    await userEvent.upload(fileInput(canvasElement), file);
    const preview = await canvas.findByRole('img', { name: 'Vista previa de portada.png' });
    await expect(preview).toBeVisible();
    await expect(canvas.getByText('portada.png')).toBeVisible();
    await expect(canvas.queryByText('La imagen se eliminará al guardar.')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ file, removeExisting: false });
  },
};

/** Disabled while the form is saved: nothing can be chosen or removed, still readable (AA). */
export const Disabled: Story = {
  args: { imageUrl: storedImageUrl, imageId: 42, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('Cambiar imagen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar imagen' })).toBeDisabled();
  },
};

/** Disabled on the dark theme. */
export const DisabledDark: Story = { ...Disabled, globals: { theme: 'dark' } };

/** On the dark theme, with the stored image. */
export const Dark: Story = {
  ...WithExistingImage,
  tags: ['screenshot'],
  globals: { theme: 'dark' },
};

/** On a 375 px phone, with a refused file. */
export const Mobile: Story = {
  ...TooSmall,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
