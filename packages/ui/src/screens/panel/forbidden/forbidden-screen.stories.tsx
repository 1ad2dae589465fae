import { FORBIDDEN_SCREEN_TITLE, forbiddenReason } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { ForbiddenScreen } from './forbidden-screen';

const meta = {
  title: 'Screens/Panel/Forbidden',
  component: ForbiddenScreen,
  tags: ['autodocs'],
  args: { reason: forbiddenReason('manage:category'), onNavigate: fn() },
} satisfies Meta<typeof ForbiddenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTHOR opening /cms/categories: the refusal, who manages the screen, and the way back. */
export const Categories: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: FORBIDDEN_SCREEN_TITLE }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Las categorías del blog solo las gestiona su administrador.'),
    ).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Volver al Dashboard' });
    await expect(back).toHaveAttribute('href', '/cms/dashboard');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/dashboard' });
  },
};

/** Another user's profile. */
export const OtherProfile: Story = {
  args: { reason: forbiddenReason('update:user:own') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Solo puedes editar tu propio perfil.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: MOBILE_GLOBALS };
