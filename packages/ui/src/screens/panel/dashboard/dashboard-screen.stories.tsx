import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playShowsText } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { DASHBOARD_MESSAGES, DashboardScreen } from './dashboard-screen';
import { activity, stats } from './dashboard-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Dashboard',
  component: DashboardScreen,
  tags: ['autodocs'],
  args: { status: 'ready', stats, activity, onRefresh: fn(), onNavigate: fn() },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTHOR's quick actions: it creates posts and pages; categories and settings are the admin's. */
export const AsAuthor: Story = {
  tags: ['screenshot'],
  args: { viewer: { id: 3, role: 'AUTHOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = within(canvas.getByRole('region', { name: 'Acciones rápidas' }));
    await expect(quick.getAllByRole('link')).toHaveLength(2);
    await expect(quick.getByRole('link', { name: 'Crear post' })).toBeVisible();
    await expect(quick.getByRole('link', { name: 'Crear página' })).toBeVisible();
    await expect(quick.queryByRole('link', { name: 'Gestionar categorías' })).toBeNull();
    await expect(quick.queryByRole('link', { name: 'Configuración' })).toBeNull();
  },
};

/** The counts, the activity with es-ES dates, and the four quick actions. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Bienvenido a tu panel de control')).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Estadísticas' })).getAllByRole(
      'listitem',
    );
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Posts24',
      'Páginas5',
      'Categorías8',
    ]);
    await expect(canvas.getByText('05/03/2026, 14:07')).toBeVisible();
    await expect(canvas.getByText('Fecha no disponible')).toBeVisible();
    const hrefs = [
      ['Crear post', '/cms/posts/new'],
      ['Crear página', '/cms/pages/new'],
      ['Gestionar categorías', '/cms/categories'],
      ['Configuración', '/cms/settings'],
    ] as const;
    for (const [name, href] of hrefs) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Crear post' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/posts/new' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Loading: every card and the activity show skeletons. */
export const Loading: Story = {
  tags: ['screenshot'],
  args: { status: 'loading', stats: { posts: null, pages: null, categories: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Estadísticas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

/** Each card loads on its own: pages are still counting. */
export const PartlyLoaded: Story = {
  tags: ['screenshot'],
  args: { stats: { posts: 24, pages: null, categories: 8 } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards[1]).toHaveTextContent('Cargando...');
  },
};

/** 'Actualizar' while it runs. */
export const Refreshing: Story = {
  tags: ['screenshot'],
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Actualizando/ }),
    ).toBeDisabled();
  },
};

/** The counts could not be loaded: an alert; the quick actions still work. */
export const LoadError: Story = {
  tags: ['screenshot'],
  args: { status: 'error', activity: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.loadFailed);
    await expect(canvas.getByRole('link', { name: 'Configuración' })).toBeVisible();
  },
};

/** Two counts failed: they show 0, and an alert names them and points at 'Actualizar'. */
export const CountsFailed: Story = {
  tags: ['screenshot'],
  args: { stats: { posts: 0, pages: 3, categories: 0 }, failedCounts: ['posts', 'categories'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      DASHBOARD_MESSAGES.countsFailed(['Posts', 'Categorías']),
    );
    const cards = within(canvas.getByRole('list', { name: 'Estadísticas' })).getAllByRole(
      'listitem',
    );
    await expect(cards[0]).toHaveTextContent('0');
    await expect(cards[1]).toHaveTextContent('3');
  },
};

/** No events yet. */
export const EmptyActivity: Story = {
  tags: ['screenshot'],
  args: { activity: [] },
  play: playShowsText('No hay actividad reciente.'),
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };

/** On a 375 px phone the cards stack. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };
