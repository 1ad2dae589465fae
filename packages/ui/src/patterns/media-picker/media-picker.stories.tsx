import {
  BODY_IMAGE_MESSAGES,
  GALLERY_MESSAGES,
  IMAGE_MESSAGES,
  type UploadProgress,
} from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storedImageUrl } from '../image-picker/image-picker.fixtures';
import { MediaPicker, type PickerImage } from './media-picker';

const library: PickerImage[] = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  url: `/media/b/foto-${i + 1}.jpg`,
  thumbnail: storedImageUrl,
  name: i === 0 ? 'puente-de-triana.jpg' : `foto-${i + 1}.jpg`,
}));

/** The library as the server pages it: newest first, filtered by name. */
const loadPage = fn(
  async ({ search, page, limit }: { search: string; page: number; limit: number }) => {
    const found = library.filter((item) => item.name.includes(search.toLowerCase()));
    return { items: found.slice((page - 1) * limit, page * limit), total: found.length };
  },
);

const meta = {
  title: 'Patterns/MediaPicker',
  component: MediaPicker,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onInsert: fn(),
    loadPage,
    upload: fn(async (file: File) => ({
      id: 99,
      url: '/media/b/nueva.jpg',
      thumbnail: storedImageUrl,
      name: file.name,
    })),
  },
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Insertar imagen' }));

/** The library, a page at a time: choose a picture, describe it, insert it. */
export const FromLibrary: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Biblioteca' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(12));
    await expect(dialog.getByText('Página 1 de 2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(dialog.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'puente-de-triana.jpg' }));
    await userEvent.type(dialog.getByLabelText(/Texto alternativo/), 'El puente al atardecer');
    await userEvent.type(dialog.getByLabelText(/Pie de foto/), 'Triana, en octubre');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await expect(args.onInsert).toHaveBeenCalledWith({
      src: '/media/b/foto-1.jpg',
      alt: 'El puente al atardecer',
      caption: 'Triana, en octubre',
    });
  },
};

/** Searching by name; nothing found says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Buscar por nombre'), 'triana');
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.type(dialog.getByLabelText('Buscar por nombre'), 'zzz');
    await expect(await dialog.findByText(BODY_IMAGE_MESSAGES.empty)).toBeVisible();
  },
};

/** Alt text is required: nothing is inserted without it. */
export const AltRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'puente-de-triana.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await expect(dialog.getByText(BODY_IMAGE_MESSAGES.altRequired)).toBeVisible();
    await expect(args.onInsert).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Elegir otra' }));
    await expect(dialog.getByRole('tab', { name: 'Biblioteca' })).toBeVisible();
  },
};

/** 'Subir nueva': a GIF is refused before sending; a JPG is uploaded and described. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Subir nueva' }));
    const input = dialog.getByLabelText(/Elegir imagen/);
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x47, 0x49, 0x46])], 'animacion.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.type);
    await expect(args.upload).not.toHaveBeenCalled();
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'faro.jpg', { type: 'image/jpeg' });
    await userEvent.upload(dialog.getByLabelText(/Elegir imagen/), jpeg);
    await expect(args.upload).toHaveBeenCalledWith(jpeg, expect.any(Function));
    await expect(await dialog.findByText('faro.jpg')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Texto alternativo/), 'El faro');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await expect(args.onInsert).toHaveBeenCalledWith({
      src: '/media/b/nueva.jpg',
      alt: 'El faro',
      caption: '',
    });
  },
};

/**
 * A large phone photo: the library says it is being made smaller, then how much has been sent,
 * until the server answers.
 */
export const UploadProgressShown: Story = {
  args: {
    initialFile: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'movil.jpg', {
      type: 'image/jpeg',
    }),
    upload: fn(
      (_file: File, onProgress?: (progress: UploadProgress) => void) =>
        new Promise<PickerImage>(() => {
          onProgress?.({ stage: 'reducing' });
          setTimeout(() => onProgress?.({ stage: 'sending', percent: 60 }), 50);
        }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(await dialog.findByText('Subiendo… 60 %')).toBeVisible();
    await expect(
      dialog.getByRole('progressbar', { name: 'Progreso de la subida' }),
    ).toHaveAttribute('value', '60');
  },
};

/** A file dropped or pasted into the editor opens the dialog already uploading it. */
export const DroppedFile: Story = {
  args: {
    initialFile: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pegada.jpg', {
      type: 'image/jpeg',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(await dialog.findByText('pegada.jpg')).toBeVisible();
    await expect(dialog.getByLabelText(/Texto alternativo/)).toBeVisible();
  },
};

/** The library could not be read: the message, no grid. */
export const LoadFailed: Story = {
  args: {
    loadPage: fn(async (_query: { search: string; page: number; limit: number }) =>
      Promise.reject(new Error('sin red')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      BODY_IMAGE_MESSAGES.loadFailed,
    );
  },
};

const galleryDialogOf = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Insertar galería' }),
  );

/**
 * 'Insertar galería': pictures are toggled on and off in the library, a new upload joins them,
 * and each one's alt text is required before the gallery goes in.
 */
export const Gallery: Story = {
  args: { onInsert: undefined, onInsertGallery: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = galleryDialogOf(canvasElement);
    await expect(dialog.getByText('0 imágenes elegidas')).toBeVisible();
    const first = await dialog.findByRole('button', { name: 'puente-de-triana.jpg' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('1 imagen elegida')).toBeVisible();
    // One picture is not a gallery.
    await userEvent.click(dialog.getByRole('button', { name: GALLERY_MESSAGES.next }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(GALLERY_MESSAGES.tooFew);
    await userEvent.click(dialog.getByRole('button', { name: 'foto-2.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'foto-3.jpg' }));
    // Clicked again, a picture leaves the selection.
    await userEvent.click(dialog.getByRole('button', { name: 'foto-3.jpg' }));
    await expect(dialog.getByText('2 imágenes elegidas')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Subir nueva' }));
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'faro.jpg', { type: 'image/jpeg' });
    await userEvent.upload(dialog.getByLabelText(/Elegir imagen/), jpeg);
    await expect(await dialog.findByText('3 imágenes elegidas')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Biblioteca' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: GALLERY_MESSAGES.next }));
    await userEvent.type(
      dialog.getByLabelText(/Texto alternativo de puente-de-triana.jpg/),
      'El puente',
    );
    await userEvent.type(dialog.getByLabelText(/Texto alternativo de faro.jpg/), 'El faro');
    await userEvent.type(dialog.getByLabelText(GALLERY_MESSAGES.caption), 'Sevilla y la costa');
    await userEvent.click(dialog.getByRole('button', { name: GALLERY_MESSAGES.insert }));
    // The second picture has no alt text yet: nothing goes in.
    await expect(dialog.getByText(BODY_IMAGE_MESSAGES.altRequired)).toBeVisible();
    await expect(args.onInsertGallery).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Texto alternativo de foto-2.jpg/), 'La plaza');
    await userEvent.click(dialog.getByRole('button', { name: GALLERY_MESSAGES.insert }));
    await expect(args.onInsertGallery).toHaveBeenCalledWith({
      images: [
        { src: '/media/b/foto-1.jpg', alt: 'El puente' },
        { src: '/media/b/foto-2.jpg', alt: 'La plaza' },
        { src: '/media/b/nueva.jpg', alt: 'El faro' },
      ],
      caption: 'Sevilla y la costa',
    });
  },
};

/** Twelve pictures at most: the thirteenth is refused, and the twelve stay chosen. */
export const GalleryFull: Story = {
  args: { onInsert: undefined, onInsertGallery: fn() },
  play: async ({ canvasElement }) => {
    const dialog = galleryDialogOf(canvasElement);
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(12));
    for (const thumb of dialog.getAllByRole('button', { pressed: false })) {
      await userEvent.click(thumb);
    }
    await expect(dialog.getByText('12 imágenes elegidas')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Siguiente' }));
    const thirteenth = await dialog.findByRole('button', { name: 'foto-13.jpg' });
    await userEvent.click(thirteenth);
    await expect(dialog.getByRole('alert')).toHaveTextContent(GALLERY_MESSAGES.tooMany);
    await expect(thirteenth).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByText('12 imágenes elegidas')).toBeVisible();
  },
};
