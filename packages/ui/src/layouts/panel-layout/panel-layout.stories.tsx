import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openMenu, playMenuToggle } from '../menu-toggle/menu-toggle.plays';
import { PanelLayout } from './panel-layout';
import { adminUser, authorUser, superAdminUser } from './panel-layout.fixtures';

const Page = () => (
  <>
    <h1>Posts</h1>
    <p>El contenido de la pantalla del panel va aquí.</p>
  </>
);

const meta = {
  title: 'Layouts/PanelLayout',
  component: PanelLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    user: adminUser,
    activePath: '/cms/posts/new',
    colorMode: 'light',
    onToggleColorMode: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    blogUrl: 'https://mi-blog.bitacora.es',
    blogName: 'Cuaderno de viaje',
    children: <Page />,
  },
} satisfies Meta<typeof PanelLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIDEBAR = [
  'Dashboard',
  'Estadísticas',
  'Posts',
  'Comentarios',
  'Suscriptores',
  'Miembros',
  'Categorías',
  'Series',
  'Páginas',
  'Papelera',
  'Menu',
  'Medios',
  'Mi perfil',
  'Usuarios',
  'Diseño',
  'Configuración',
];

/**
 * An ADMIN: the spec's sidebar items with 'Miembros' and 'Usuarios', Posts marked current on '/cms/posts/new';
 * no 'Gestionar Blogs'.
 */
export const AsAdmin: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Panel' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(SIDEBAR);
    await expect(within(nav).getByRole('link', { name: 'Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('link', { name: 'Mi perfil' })).toHaveAttribute(
      'href',
      `/cms/user/edit/${adminUser.uuid}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Menú' })).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Comentarios' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/comments' });

    const blogLink = canvas.getByRole('link', { name: /Ver Blog/ });
    await expect(blogLink).toHaveAttribute('href', 'https://mi-blog.bitacora.es');
    await expect(blogLink).toHaveAttribute('target', '_blank');

    await userEvent.click(canvas.getByRole('switch', { name: 'Modo oscuro' }));
    await expect(args.onToggleColorMode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/**
 * 'Miembros', after 'Suscriptores', on PRO and FREE blogs alike: a FREE blog takes tips and
 * finds them there.
 */
export const AsProAdmin: Story = {
  args: { blogPlan: 'PRO', activePath: '/cms/members' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Panel' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(SIDEBAR);
    await expect(within(nav).getByRole('link', { name: 'Miembros' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A SUPER_ADMIN also sees 'Gestionar Blogs' and 'Ajustes de la plataforma'. */
export const AsSuperAdmin: Story = {
  args: { user: superAdminUser, activePath: '/super-admin/blogs' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Panel' });
    await expect(within(nav).getByRole('link', { name: 'Gestionar Blogs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(18);
    await expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'href',
      '/cms/users',
    );
  },
};

/**
 * An AUTHOR sees only what its role may open: no Categorías, Menu, Usuarios, Configuración or
 * 'Gestionar Blogs'.
 */
export const AsAuthor: Story = {
  args: { user: authorUser, activePath: '/cms/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Panel' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Posts',
      'Comentarios',
      'Series',
      'Páginas',
      'Papelera',
      'Medios',
      'Mi perfil',
    ]);
    await expect(canvas.queryByRole('link', { name: 'Gestionar Blogs' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Autor')).toBeVisible();
  },
};

/** Below 768 px the sidebar collapses behind 'Menú'; choosing an item navigates and closes it. */
export const Mobile: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Panel' })).toBeNull();
    await playMenuToggle(canvasElement, args.onNavigate, {
      navigation: 'Panel',
      link: 'Medios',
      href: '/cms/media',
    });
    await expect(canvas.queryByRole('navigation', { name: 'Panel' })).toBeNull();
  },
};

/** The mobile menu open, with the theme switch, 'Ver Blog' and the logout button. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

/** On the dark theme, the switch on. */
export const Dark: Story = {
  tags: ['screenshot'],
  args: { colorMode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Modo oscuro' })).toBeChecked();
  },
};

/**
 * Pending comments: a count beside 'Comentarios', read out in words; none at 0, and '99+' past
 * 99 with the exact count in words.
 */
export const PendingBadge: Story = {
  args: {
    activePath: '/cms/comments',
    badges: { comments: { count: 3, label: '3 comentarios pendientes' } },
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Panel' }));
    const link = nav.getByRole('link', { name: 'Comentarios 3 comentarios pendientes' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Posts' })).toBeVisible();
  },
};

/** More than 99 waiting. */
export const ManyPending: Story = {
  args: { badges: { comments: { count: 1234, label: '1234 comentarios pendientes' } } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Comentarios 1234 comentarios pendientes',
    });
    await expect(link).toHaveTextContent('99+');
  },
};

/** None waiting: no badge. */
export const NoPending: Story = {
  args: { badges: { comments: { count: 0, label: '0 comentarios pendientes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Comentarios' })).toBeVisible();
  },
};
