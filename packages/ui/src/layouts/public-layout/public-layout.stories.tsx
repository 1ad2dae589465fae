import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openMenu, playMenuToggle } from '../menu-toggle/menu-toggle.plays';
import { PublicLayout } from './public-layout';

const Page = () => (
  <>
    <h1>Contenido de la página</h1>
    <p>El contenido de cada pantalla pública va aquí.</p>
  </>
);

const meta = {
  title: 'Layouts/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, onNavigate: fn(), children: <Page /> },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with the brand and the three links, the page, the footer with the year. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(nav).getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(within(nav).getByRole('link', { name: 'Acerca de' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menú' })).toBeNull();
    await expect(canvas.getByText('© 2026 Bitácora. Todos los derechos reservados.')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Regístrate' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/signup' });
  },
};

/** Login, signup and blogs: no main navigation. */
export const WithoutNavigation: Story = {
  args: { hideNavigation: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Bitácora' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Below 768 px the links hide behind 'Menú'; choosing one closes the menu again. */
export const Mobile: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: ({ canvasElement, args }) =>
    playMenuToggle(canvasElement, args.onNavigate, {
      navigation: 'Principal',
      link: 'Iniciar sesión',
      href: '/login',
    }),
};

/** The mobile menu open. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Acerca de' })).toBeVisible();
  },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
