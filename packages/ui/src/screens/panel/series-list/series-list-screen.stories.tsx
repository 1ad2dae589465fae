import { SERIES_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { columnHeaders, confirmDeletion, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { SeriesListScreen } from './series-list-screen';
import { blogLanguages, multilingualSeries, seriesList } from './series-list-screen.fixtures';

const meta = {
  title: 'Screens/Panel/SeriesList',
  component: SeriesListScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    series: seriesList,
    onRetry: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SeriesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTHOR may edit and delete its own series only; one without its authorship offers neither. */
export const AsAuthor: Story = {
  args: { viewer: { id: 2, role: 'AUTHOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [own, other] = seriesList;
    await expect(canvas.getByRole('button', { name: `Editar ${own!.title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Eliminar ${own!.title}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Editar ${other!.title}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Eliminar ${other!.title}` })).toBeNull();
  },
};

/** An ADMIN may edit and delete every series. */
export const AsAdmin: Story = {
  args: { viewer: { id: 5, role: 'ADMIN' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of seriesList) {
      await expect(canvas.getByRole('button', { name: `Editar ${item.title}` })).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Eliminar ${item.title}` })).toBeVisible();
    }
  },
};

/** Título with slug, Autor ('Sin autor' when none), Posts count, Última edición, Acciones. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = columnHeaders(canvasElement);
    await expect(headers).toEqual(['Título', 'Autor', 'Posts', 'Última edición', 'Acciones']);
    await expect(canvas.getByText('/series/el-camino-del-norte')).toBeVisible();
    await expect(canvas.getByText('Sin autor')).toBeVisible();
    await expect(canvas.getByText('05/03/2026, 14:07')).toBeVisible();
    // Lists carry a count, not the posts: the column shows the count.
    const camino = within(canvas.getByRole('row', { name: /El Camino del Norte/ }));
    await expect(camino.getByRole('cell', { name: '2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar El Camino del Norte' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ uuid: seriesList[0]?.uuid });
  },
};

/** A blog in two languages: after Título, each series' language. */
export const Languages: Story = {
  args: { series: multilingualSeries, languages: blogLanguages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Título',
      'Idioma',
      'Autor',
      'Posts',
      'Última edición',
      'Acciones',
    ]);
    const english = within(canvas.getByRole('row', { name: /The Northern Way/ }));
    await expect(english.getByRole('cell', { name: 'Inglés' })).toBeVisible();
    const spanish = within(canvas.getByRole('row', { name: /El Camino del Norte/ }));
    await expect(spanish.getByRole('cell', { name: 'Español' })).toBeVisible();
  },
};

/** Deleting asks first, warning that the posts are unlinked. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await confirmDeletion({
      canvasElement,
      button: 'Eliminar Cocina de aprovechamiento',
      question: SERIES_MESSAGES.confirmDelete,
      onDelete: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith({ uuid: seriesList[1]?.uuid });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar El Camino del Norte' }),
    );
  },
};

/** No series. */
export const Empty: Story = stateStory({ series: [] }, { text: SERIES_MESSAGES.empty });

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando series...' });

/** The list failed to load. */
export const LoadError: Story = stateStory(
  { status: 'error' },
  { alert: 'Error al cargar las series' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** A FREE blog: 'Añadir Serie' offers PRO and a plan button starts the upgrade. */
export const FreePlan: Story = {
  args: { upgradeOffer: { canUpgrade: true, onUpgrade: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir Serie' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    const dialog = within(
      pageOf(canvasElement).getByRole('dialog', { name: 'Las series son del plan PRO' }),
    );
    await expect(dialog.getByText(SERIES_MESSAGES.needPro)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Contratar PRO anual/ }));
    await expect(args.upgradeOffer?.onUpgrade).toHaveBeenCalledWith({ interval: 'yearly' });
  },
};

/** A FREE blog seen by an author, who may not buy the plan: the offer says whom to ask. */
export const FreePlanAsAuthor: Story = {
  args: { upgradeOffer: { canUpgrade: false, onUpgrade: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir Serie' }));
    const dialog = within(
      pageOf(canvasElement).getByRole('dialog', { name: 'Las series son del plan PRO' }),
    );
    await expect(dialog.getByText(SERIES_MESSAGES.askAdminToUpgrade)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Contratar/ })).toBeNull();
  },
};
