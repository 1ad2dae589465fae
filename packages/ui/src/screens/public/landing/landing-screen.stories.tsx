import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { LandingScreen } from './landing-screen';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout()],
  args: { onNavigate: fn() },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero with both calls to action and the pricing table. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crea tu blog profesional en minutos' }),
    ).toBeVisible();
    const free = canvas.getByRole('listitem', { name: 'Gratis' });
    await expect(within(free).getByText('$0 de por vida')).toBeVisible();
    await expect(within(free).getByText('Subdominio propio')).toBeVisible();
    await expect(within(free).getByText('Series de artículos').closest('li')).toHaveStyle({
      textDecorationLine: 'line-through',
    });
    const pro = canvas.getByRole('listitem', { name: 'PRO' });
    await expect(within(pro).getByText('$9.99 por mes')).toBeVisible();
    await expect(within(pro).getByText('o $99.99 por año')).toBeVisible();
    await expect(within(pro).getByText('Widget de Patreon')).toBeVisible();

    const main = canvas.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/login' });
    await userEvent.click(canvas.getByRole('link', { name: 'Crear mi blog gratis' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ href: '/signup' });
  },
};

/** On a 375 px phone the plans stack. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
