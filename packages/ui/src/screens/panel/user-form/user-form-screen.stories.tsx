import {
  PASSWORD_MESSAGES,
  PROFILE_LINK_MESSAGES,
  SESSION_MESSAGES,
  USER_MESSAGES,
} from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { twoFactorActions } from './two-factor-section.fixtures';
import { UserFormScreen } from './user-form-screen';
import { currentSession, editedUser, otherSessions, pdfFile } from './user-form-screen.fixtures';

const meta = {
  title: 'Screens/Panel/UserForm',
  component: UserFormScreen,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    status: 'ready',
    user: null,
    canChooseRole: true,
    onSave: fn(),
    onCancel: fn(),
    onDismissSaved: fn(),
  },
} satisfies Meta<typeof UserFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin creates a user: role select, password required, no current password. */
export const CreateAsAdmin: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Contraseña actual')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Irene Suárez');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'irene@bitacora.es');
    await userEvent.selectOptions(canvas.getByLabelText('Rol'), 'ADMIN');
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'secreta1');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'secreta1');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: null,
      name: 'Irene Suárez',
      email: 'irene@bitacora.es',
      bio: '',
      role: 'ADMIN',
      password: 'secreta1',
      picture: null,
      removePicture: false,
      socialLinks: { website: '', x: '', mastodon: '', instagram: '', linkedin: '', github: '' },
    });
  },
};

/** Each change reports whether the form now differs from the saved user. */
export const ReportsChanges: Story = {
  args: { mode: 'edit', user: editedUser, canChooseRole: false, onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    const name = canvas.getByLabelText('Nombre');
    await userEvent.type(name, 'x');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** Email and password required; mismatch and the 6-character minimum. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByText(USER_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(PASSWORD_MESSAGES.required)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'abc12');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'abc13');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    await expect(canvas.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An author editing: email read-only with its note, role as text, current password shown; no role sent. */
export const EditAsAuthor: Story = {
  args: { mode: 'edit', user: editedUser, canChooseRole: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await expect(canvas.getByText(USER_MESSAGES.emailReadOnly)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Rol' })).toBeNull();
    await expect(canvas.getByText('Autor')).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña actual')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: editedUser.uuid,
      name: 'Mateo Peña',
      email: 'autor@bitacora.es',
      bio: editedUser.bio,
      picture: null,
      removePicture: false,
      socialLinks: {
        website: '',
        x: '',
        mastodon: 'https://mastodon.social/@mateo',
        instagram: '',
        linkedin: '',
        github: 'https://github.com/mateopena',
      },
    });
  },
};

/**
 * 'Redes sociales': six labelled fields; an address without https://, or a script, is refused
 * at its field with the domain's message; once right, the links are sent as typed.
 */
export const SocialLinks: Story = {
  args: { mode: 'edit', user: editedUser, canChooseRole: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('group', { name: 'Redes sociales' });
    for (const label of ['Sitio web', 'X (Twitter)', 'Mastodon', 'Instagram', 'LinkedIn', 'GitHub'])
      await expect(within(section).getByLabelText(label)).toBeVisible();
    await expect(canvas.getByLabelText('GitHub')).toHaveValue('https://github.com/mateopena');
    await userEvent.type(canvas.getByLabelText('Sitio web'), 'http://mateo.example');
    await userEvent.type(canvas.getByLabelText('LinkedIn'), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByLabelText('Sitio web')).toHaveAccessibleDescription(
      PROFILE_LINK_MESSAGES.notHttps('del sitio web'),
    );
    await expect(canvas.getByLabelText('LinkedIn')).toHaveAccessibleDescription(
      PROFILE_LINK_MESSAGES.notAddress('de LinkedIn'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Sitio web'));
    await userEvent.type(canvas.getByLabelText('Sitio web'), 'https://mateo.example');
    await userEvent.clear(canvas.getByLabelText('LinkedIn'));
    await userEvent.clear(canvas.getByLabelText('Mastodon'));
    await userEvent.type(canvas.getByLabelText('Mastodon'), '@mateo@mastodon.social');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        socialLinks: {
          website: 'https://mateo.example',
          x: '',
          mastodon: '@mateo@mastodon.social',
          instagram: '',
          linkedin: '',
          github: 'https://github.com/mateopena',
        },
      }),
    );
  },
};

/** A file that is not an image is refused. */
export const PictureNotImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Elegir foto de perfil'), pdfFile(), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(USER_MESSAGES.pictureNotImage);
  },
};

/** The save failed (docs/product.md#user-messages). */
export const SaveError: Story = stateStory(
  { mode: 'edit', user: editedUser, saveError: USER_MESSAGES.saveFailed },
  { alert: USER_MESSAGES.saveFailed },
);

/** Saved: 'Usuario actualizado correctamente'. */
export const Saved: Story = stateStory(
  { mode: 'edit', user: editedUser, showSaved: true },
  { text: USER_MESSAGES.updated },
);

/** One's own profile ('Mi perfil'): the active sessions below the form. */
export const OwnProfileWithSessions: Story = {
  args: {
    mode: 'edit',
    user: editedUser,
    canChooseRole: false,
    activeSessions: {
      status: 'ready',
      sessions: [currentSession, ...otherSessions],
      onEnd: fn(),
      onEndOthers: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = canvas.getByRole('region', { name: SESSION_MESSAGES.title });
    await expect(within(sessions).getAllByRole('listitem')).toHaveLength(3);
    // Outside the form: its buttons never submit the profile.
    await expect(canvas.getByRole('form', { name: 'Datos del usuario' })).not.toContainElement(
      sessions,
    );
  },
};

/** Loading the user. */
export const Loading: Story = stateStory(
  { mode: 'edit', status: 'loading' },
  { status: 'Cargando usuario...' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme, editing. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'edit', user: editedUser },
};

/** One's own profile with two-factor sign-in on: its section below the form, outside it. */
export const OwnProfileWithTwoFactor: Story = {
  args: {
    mode: 'edit',
    user: editedUser,
    canChooseRole: false,
    twoFactor: {
      status: 'ready',
      twoFactor: { enabled: true, recoveryCodesLeft: 9, required: false },
      ...twoFactorActions(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: /Verificación en dos pasos/ });
    await expect(within(section).getByText('Te quedan 9 códigos de recuperación.')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Datos del usuario' })).not.toContainElement(
      section,
    );
  },
};
