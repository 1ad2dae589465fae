import { PAGE_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_LIST_QUERY } from '../../shared/content-list';
import { columnHeaders, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { playDeleteAsksFirst, playOwnRowOnly } from '../content-list/content-list-plays';
import { PAGES_LOAD_FAILED, PagesListScreen } from './pages-list-screen';
import { pages } from './pages-list-screen.fixtures';

const meta = {
  title: 'Screens/Panel/PagesList',
  component: PagesListScreen,
  tags: ['autodocs'],
  args: { status: 'ready', pages, onRetry: fn(), onNavigate: fn(), onDelete: fn() },
} satisfies Meta<typeof PagesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTHOR's row of its own page offers Editar and Eliminar; another author's offers neither. */
export const AsAuthor: Story = {
  args: {
    viewer: { id: 1, role: 'AUTHOR' },
    pages: pages.map((page, index) => (index === 0 ? page : { ...page, authorId: 9 })),
  },
  play: playOwnRowOnly(pages),
};

/**
 * The count, the columns of docs/product.md#pages, slugs under titles, 'Sin autor' with the email.
 */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 páginas')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Lista de páginas' });
    const headers = columnHeaders(table);
    await expect(headers).toEqual(['Título', 'Autor', 'Estado', 'Última edición', 'Acciones']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('/sobre-mi');
    await expect(rows[0]).toHaveTextContent('05/03/2026, 14:07');
    await expect(rows[1]).toHaveTextContent('Sin autor');
    await expect(rows[1]).toHaveTextContent('editor@example.com');
    await expect(rows[1]).toHaveTextContent('Fecha no disponible');
    await expect(rows[1]).toHaveTextContent('Borrador');
    await expect(rows[2]).toHaveTextContent('Fecha inválida');
    await expect(canvas.getByRole('link', { name: 'Add Page' })).toHaveAttribute(
      'href',
      '/cms/pages/new',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Editar Contacto' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({
      href: `/cms/pages/${pages[1]!.uuid}/edit`,
    });
  },
};

/** A scheduled page: 'Programado', its minute in the blog's zone, and 'Desprogramar'. */
export const Scheduled: Story = {
  args: {
    timeZone: 'Europe/Madrid',
    onUnschedule: fn(),
    pages: pages.map((page, index) =>
      index === 1 ? { ...page, status: 'SCHEDULED', publishAt: '2027-03-28T01:30:00.000Z' } : page,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[2] as HTMLElement;
    await expect(row).toHaveTextContent('Programado');
    await expect(row).toHaveTextContent('28/03/2027, 03:30');
    await userEvent.click(within(row).getByRole('button', { name: 'Desprogramar Contacto' }));
    await expect(args.onUnschedule).toHaveBeenCalledWith({ uuid: pages[1]!.uuid });
  },
};

/** The question before deleting; confirming reports the page. */
export const DeleteConfirmation: Story = {
  play: playDeleteAsksFirst(pages[1]!, {
    title: 'Eliminar página',
    says: [PAGE_MESSAGES.confirmDelete],
  }),
};

/** No pages: 'No pages found'. */
export const Empty: Story = {
  args: { pages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pages found')).toBeVisible();
    await expect(canvas.getByText('0 páginas')).toBeVisible();
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando páginas...' });

/** The list failed. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAGES_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

const portugueseUuid = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

/** A blog in two languages: each page names its own, and the filter asks for one language. */
export const Languages: Story = {
  args: {
    pages: [
      ...pages,
      { ...pages[0]!, id: 9, uuid: portugueseUuid, title: 'Sobre mim', language: 'pt' },
    ],
    showLanguages: true,
    paging: {
      query: { ...DEFAULT_LIST_QUERY, language: 'pt' },
      onQueryChange: fn(),
      total: pages.length + 1,
      options: {
        languages: [
          { value: 'es', label: 'Español' },
          { value: 'pt', label: 'Portugués' },
        ],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(columnHeaders(canvasElement)).toContain('Idioma');
    const portuguese = canvas.getByRole('row', { name: /Sobre mim/ });
    await expect(within(portuguese).getByText('Portugués')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(args.paging?.onQueryChange).toHaveBeenCalledWith(DEFAULT_LIST_QUERY);
  },
};
