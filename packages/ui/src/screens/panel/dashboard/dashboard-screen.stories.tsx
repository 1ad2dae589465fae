import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { FIRST_STEPS_MESSAGES } from './dashboard-first-steps';
import { DASHBOARD_OVERVIEW_MESSAGES } from './dashboard-overview';
import { DASHBOARD_MESSAGES, DashboardScreen } from './dashboard-screen';
import {
  activity,
  authorOverview,
  freeOverview,
  halfwayChecklist,
  newBlogChecklist,
  proOverview,
  stats,
} from './dashboard-screen.fixtures';

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
  args: { stats: { posts: 24, pages: null, categories: 8 } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards[1]).toHaveTextContent('Cargando...');
  },
};

/** 'Actualizar' while it runs. */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Actualizando/ }),
    ).toBeDisabled();
  },
};

/** The counts could not be loaded: an alert; the quick actions still work. */
export const LoadError: Story = {
  args: { status: 'error', activity: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.loadFailed);
    await expect(canvas.getByRole('link', { name: 'Configuración' })).toBeVisible();
  },
};

/** Two counts failed: they show 0, and an alert names them and points at 'Actualizar'. */
export const CountsFailed: Story = {
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
export const EmptyActivity: Story = stateStory(
  { activity: [] },
  { text: 'No hay actividad reciente.' },
);

/**
 * A new FREE blog's admin: 'Primeros pasos' at 0 de 5, each step with its link, 'Compartir' and
 * 'Ocultar primeros pasos'; no comments waiting, no subscribers, and the PRO offer for visits.
 */
export const NewBlog: Story = {
  tags: ['screenshot'],
  args: {
    stats: { posts: 0, pages: 0, categories: 1 },
    activity: [],
    checklist: newBlogChecklist,
    overview: freeOverview,
    onShare: fn(),
    onHideChecklist: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('region', { name: FIRST_STEPS_MESSAGES.title }));
    await expect(steps.getByRole('progressbar')).toHaveAccessibleName('Pasos completados: 0 de 5');
    await expect(steps.getByText('0 de 5')).toBeVisible();
    const links = [
      ['Escribir un post', '/cms/posts/new'],
      ['Elegir diseño', '/cms/settings'],
      ['Crear página', '/cms/pages/new'],
      ['Invitar', '/cms/users/new'],
    ] as const;
    for (const [name, href] of links) {
      await expect(steps.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(steps.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(steps.getByRole('button', { name: 'Compartir' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(steps.getByRole('button', { name: FIRST_STEPS_MESSAGES.hide }));
    await expect(args.onHideChecklist).toHaveBeenCalledOnce();
    const summary = within(canvas.getByRole('list', { name: 'Resumen del blog' }));
    await expect(summary.getByText(DASHBOARD_OVERVIEW_MESSAGES.noPending)).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Ver suscriptores' })).toHaveAttribute(
      'href',
      '/cms/subscribers',
    );
    const visits = within(
      canvas.getByRole('region', { name: DASHBOARD_OVERVIEW_MESSAGES.visitsTitle }),
    );
    await expect(visits.getByText(DASHBOARD_OVERVIEW_MESSAGES.visitsOffer)).toBeVisible();
    await expect(
      visits.getByRole('link', { name: DASHBOARD_OVERVIEW_MESSAGES.upgrade }),
    ).toHaveAttribute('href', '/cms/settings');
  },
};

/** Two steps done: they are struck through, with no link, and the count says 2 de 5. */
export const FirstStepsHalfway: Story = {
  args: { checklist: halfwayChecklist, overview: freeOverview },
  play: async ({ canvasElement }) => {
    const steps = within(
      within(canvasElement).getByRole('region', { name: FIRST_STEPS_MESSAGES.title }),
    );
    await expect(steps.getByText('2 de 5')).toBeVisible();
    await expect(steps.queryByRole('link', { name: 'Escribir un post' })).toBeNull();
    await expect(steps.getByText('Publica tu primer post')).toBeVisible();
    await expect(steps.getAllByText('(hecho)')).toHaveLength(2);
    await expect(steps.getByRole('link', { name: 'Elegir diseño' })).toBeVisible();
  },
};

/** Every step done: the list says so and only offers to hide itself. */
export const FirstStepsDone: Story = {
  args: {
    checklist: { firstPost: true, design: true, aboutPage: true, invited: true, shared: true },
    overview: freeOverview,
  },
  play: async ({ canvasElement }) => {
    const steps = within(
      within(canvasElement).getByRole('region', { name: FIRST_STEPS_MESSAGES.title }),
    );
    await expect(steps.getByRole('status')).toHaveTextContent(FIRST_STEPS_MESSAGES.allDone);
    await expect(steps.queryAllByRole('link')).toHaveLength(0);
    await expect(steps.queryByRole('button', { name: 'Compartir' })).toBeNull();
  },
};

/**
 * A PRO blog: three comments waiting (a link to the filtered list), 42 subscribers, the week's
 * visitors and the chart of the last 7 days, read out as a summary and a table.
 */
export const ProWeek: Story = {
  tags: ['screenshot'],
  args: { overview: proOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('list', { name: 'Resumen del blog' }));
    await expect(summary.getByRole('link', { name: 'Moderar 3 comentarios' })).toHaveAttribute(
      'href',
      '/cms/comments?estado=PENDING',
    );
    await expect(summary.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      'Comentarios pendientes3Moderar 3 comentarios',
      'Suscriptores42Ver suscriptores',
      'Visitantes esta semana161Ver estadísticas',
    ]);
    await expect(
      canvas.getByRole('img', {
        name: `${DASHBOARD_OVERVIEW_MESSAGES.visitsTitle}: 161 visitantes y 260 páginas vistas en 7 periodos.`,
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(DASHBOARD_OVERVIEW_MESSAGES.visitsOffer)).toBeNull();
    await expect(canvas.queryByRole('region', { name: FIRST_STEPS_MESSAGES.title })).toBeNull();
  },
};

/** The PRO week on the dark theme. */
export const ProWeekDark: Story = {
  args: { overview: proOverview },
  globals: { theme: 'dark' },
};

/** An AUTHOR: its pending comments only; no subscribers, visits, offer or first steps. */
export const AuthorOverview: Story = {
  args: { viewer: { id: 3, role: 'AUTHOR' }, overview: authorOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('list', { name: 'Resumen del blog' }));
    await expect(summary.getAllByRole('listitem')).toHaveLength(1);
    await expect(summary.getByRole('link', { name: 'Moderar 1 comentario' })).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: DASHBOARD_OVERVIEW_MESSAGES.visitsTitle }),
    ).toBeNull();
  },
};

/** A new blog on a 375 px phone: the steps' links wrap under their text. */
export const NewBlogMobile: Story = {
  args: { activity: [], checklist: newBlogChecklist, overview: freeOverview },
  globals: MOBILE_GLOBALS,
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a 375 px phone the cards stack. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };
