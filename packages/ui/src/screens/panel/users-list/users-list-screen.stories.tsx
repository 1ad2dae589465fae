import { USER_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAlert, playShowsText, playStatus } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { UsersListScreen } from './users-list-screen';
import { users } from './users-list-screen.fixtures';

const meta = {
  title: 'Screens/Panel/UsersList',
  component: UsersListScreen,
  tags: ['autodocs'],
  args: { status: 'ready', users, onRetry: fn(), onCreate: fn(), onEdit: fn() },
} satisfies Meta<typeof UsersListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nombre (picture or initials, 'Sin nombre'), Email, Rol and 'Editar'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Nombre', 'Email', 'Rol', 'Acciones']);
    await expect(canvas.getByText(USER_MESSAGES.noName)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Administrador' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Mateo Peña' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ uuid: users[1]?.uuid });
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo Usuario' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** No users. */
export const Empty: Story = {
  args: { users: [] },
  play: playShowsText(USER_MESSAGES.empty),
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: playStatus('Cargando usuarios...'),
};

/** The list failed to load. */
export const LoadError: Story = {
  args: { status: 'error', error: 'No autorizado' },
  play: playAlert('No autorizado'),
};

/** On a 375 px phone. */
export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
