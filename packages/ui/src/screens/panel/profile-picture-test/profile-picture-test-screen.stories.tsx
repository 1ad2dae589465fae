import { USER_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { ProfilePictureTestScreen } from './profile-picture-test-screen';
import { pngFile, uploadedPicture, userUuid } from './profile-picture-test-screen.fixtures';

const meta = {
  title: 'Screens/Panel/ProfilePictureTest',
  component: ProfilePictureTestScreen,
  tags: ['autodocs'],
  args: { defaultUserUuid: userUuid, uploadState: 'idle', onUpload: fn() },
} satisfies Meta<typeof ProfilePictureTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: 'Por favor selecciona una imagen primero.'; with one, the upload is asked. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subir imagen' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(USER_MESSAGES.pictureMissing);
    const file = pngFile();
    await userEvent.upload(canvas.getByLabelText('Elegir imagen'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Subir imagen' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ userUuid, file });
  },
};

/** Uploading: 'Subiendo imagen...'. */
export const Uploading: Story = {
  args: { uploadState: 'uploading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: USER_MESSAGES.pictureUploading }),
    ).toBeDisabled();
  },
};

/** Done: 'Imagen subida con éxito!' with the new picture. */
export const Uploaded: Story = stateStory(
  { uploadState: 'done', pictureUrl: uploadedPicture },
  { text: USER_MESSAGES.pictureUploaded },
);

/** 'Error al subir imagen: {message}' (docs/product.md#media-messages). */
export const UploadError: Story = stateStory(
  { uploadState: 'error', errorMessage: 'Usuario no encontrado' },
  { alert: 'Error al subir imagen: Usuario no encontrado' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
