import { IMAGE_MESSAGES, MEDIA_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { confirmDeletion, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { MediaLibraryScreen } from './media-library-screen';
import { gifFile, jpegFile, mediaItems } from './media-library-screen.fixtures';

const meta = {
  title: 'Screens/Panel/MediaLibrary',
  component: MediaLibraryScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: mediaItems,
    isUploadOpen: false,
    onCopyUrl: fn(),
    onDismissCopied: fn(),
    onDelete: fn(),
    onOpenUpload: fn(),
    onCloseUpload: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof MediaLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid: name, date, type and id per image, with the count. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 imágenes')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('05/03/2026')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copiar URL de mapa-ruta-picos.png' }),
    );
    await expect(args.onCopyUrl).toHaveBeenCalledWith({ id: 42, url: mediaItems[1]?.url });
  },
};

/** After copying: 'URL copiada al portapapeles'. */
export const Copied: Story = stateStory({ showCopied: true }, { text: MEDIA_MESSAGES.urlCopied });

/** Deleting asks first. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await confirmDeletion({
      canvasElement,
      button: 'Eliminar mapa-ruta-picos.png',
      question: MEDIA_MESSAGES.confirmDelete,
      onDelete: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 42 });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar atardecer-en-la-concha.jpg' }),
    );
  },
};

/** Without the permission, no delete button. */
export const AsAuthor: Story = {
  args: { canDelete: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  },
};

/** The upload modal: no file gives its message; a JPG is sent. */
export const Upload: Story = {
  args: { isUploadOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      pageOf(canvasElement).getByRole('dialog', { name: 'Subir nueva imagen' }),
    );
    await expect(dialog.getByText(/Arrastra una imagen aquí/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Subir' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.mediaMissing);
    const file = jpegFile();
    await userEvent.upload(dialog.getByLabelText(/Elegir imagen/), file);
    await userEvent.click(dialog.getByRole('button', { name: 'Subir' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ file });
  },
};

/** A GIF is refused before uploading. */
export const UploadWrongType: Story = {
  args: { isUploadOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await userEvent.upload(dialog.getByLabelText(/Elegir imagen/), gifFile(), {
      applyAccept: false,
    });
    await expect(dialog.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.type);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Uploading: the share sent, in words and on the bar. */
export const Uploading: Story = {
  args: { isUploadOpen: true, uploadProgress: { stage: 'sending', percent: 45 } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(page.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute(
      'value',
      '45',
    );
    await expect(page.getByText('Subiendo… 45 %')).toBeVisible();
  },
};

/** A phone photo over 5MB is made smaller in the browser before it is sent. */
export const ReducingPhoto: Story = {
  args: { isUploadOpen: true, uploadProgress: { stage: 'reducing' } },
  play: async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByText('Reduciendo la foto…')).toBeVisible();
  },
};

/** The upload failed (docs/product.md#media-messages). */
export const UploadError: Story = {
  args: { isUploadOpen: true, uploadError: MEDIA_MESSAGES.uploadFailed },
  play: async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByRole('alert')).toHaveTextContent(
      MEDIA_MESSAGES.uploadFailed,
    );
  },
};

/** The deletion failed (docs/product.md#media-messages). */
export const DeleteError: Story = stateStory(
  { deleteError: MEDIA_MESSAGES.deleteFailed },
  { alert: MEDIA_MESSAGES.deleteFailed },
);

/** No images. */
export const Empty: Story = stateStory({ items: [] }, { text: MEDIA_MESSAGES.empty });

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando imágenes...' });

/** The images failed to load (docs/product.md#media-messages). */
export const LoadError: Story = stateStory(
  { status: 'error' },
  { alert: MEDIA_MESSAGES.loadFailed },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
