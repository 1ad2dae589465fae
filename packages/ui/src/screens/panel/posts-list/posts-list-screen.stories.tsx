import { POST_MESSAGES, TRASH_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_LIST_QUERY } from '../../shared/content-list';
import { columnHeaders, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { playDeleteAsksFirst, playOwnRowOnly } from '../content-list/content-list-plays';
import { POST_DELETE_CONFIRMATION, POSTS_LOAD_FAILED, PostsListScreen } from './posts-list-screen';
import { posts, postsInTwoLanguages, twoLanguages } from './posts-list-screen.fixtures';

const meta = {
  title: 'Screens/Panel/PostsList',
  component: PostsListScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    posts,
    onRetry: fn(),
    onNavigate: fn(),
    onView: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof PostsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An AUTHOR sees every post but may edit and delete only its own: the others keep 'Ver' and
 * offer neither Editar nor Eliminar.
 */
export const AsAuthor: Story = {
  args: {
    viewer: { id: 1, role: 'AUTHOR' },
    posts: posts.map((post, index) => (index === 0 ? post : { ...post, authorId: 9 })),
  },
  play: playOwnRowOnly(posts, (title) => `Ver en el frontend: ${title}`),
};

/**
 * The columns of docs/product.md#posts, es-ES dates and the fallbacks for author, category and
 * dates.
 */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Lista de posts' });
    const headers = columnHeaders(table);
    await expect(headers).toEqual([
      'Título',
      'Autor',
      'Categoría',
      'Estado',
      'Última edición',
      'Acciones',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('05/03/2026, 14:07');
    await expect(rows[0]).toHaveTextContent('Publicado');
    await expect(rows[1]).toHaveTextContent(POST_MESSAGES.noAuthor);
    await expect(rows[1]).toHaveTextContent(POST_MESSAGES.noCategory);
    await expect(rows[1]).toHaveTextContent('Borrador');
    await expect(rows[2]).toHaveTextContent('Fecha no disponible');
    await expect(rows[2]).toHaveTextContent(POST_MESSAGES.noAuthor);
    await expect(rows[3]).toHaveTextContent('Fecha inválida');

    await expect(canvas.getByRole('link', { name: 'Add Post' })).toHaveAttribute(
      'href',
      '/cms/posts/new',
    );
    const edit = canvas.getByRole('link', { name: 'Editar Pan de masa madre' });
    await expect(edit).toHaveAttribute('href', `/cms/posts/${posts[1]!.uuid}/edit`);
    await userEvent.click(edit);
    await expect(args.onNavigate).toHaveBeenCalledWith({
      href: `/cms/posts/${posts[1]!.uuid}/edit`,
    });

    await userEvent.click(
      canvas.getByRole('button', { name: 'Ver en el frontend: Ruta por los Picos de Europa' }),
    );
    await expect(args.onView).toHaveBeenCalledWith({ uuid: posts[0]!.uuid });
  },
};

/**
 * A scheduled post shows 'Programado' with its minute in the blog's zone (Mexico City here, an
 * hour the browser's own zone would show differently) and offers 'Desprogramar'.
 */
export const Scheduled: Story = {
  args: {
    timeZone: 'America/Mexico_City',
    onUnschedule: fn(),
    posts: posts.map((post, index) =>
      index === 0 ? { ...post, status: 'SCHEDULED', publishAt: '2027-03-28T01:30:00.000Z' } : post,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(row).toHaveTextContent('Programado');
    await expect(row).toHaveTextContent('27/03/2027, 19:30');
    await userEvent.click(
      within(row).getByRole('button', { name: `Desprogramar ${posts[0]!.title}` }),
    );
    await expect(args.onUnschedule).toHaveBeenCalledWith({ uuid: posts[0]!.uuid });
    // Only scheduled rows offer it.
    await expect(canvas.getAllByRole('button', { name: /^Desprogramar/ })).toHaveLength(1);
  },
};

/** 'Eliminar' asks first: Cancelar keeps the post, Eliminar reports it. */
export const DeleteConfirmation: Story = {
  play: playDeleteAsksFirst(posts[1]!, {
    title: 'Eliminar post',
    says: [POST_DELETE_CONFIRMATION, TRASH_MESSAGES.postNote],
  }),
};

/** No posts: 'No posts found'. */
export const Empty: Story = stateStory({ posts: [] }, { text: 'No posts found' });

/** Loading: skeleton rows, announced as 'Cargando posts...'. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando posts...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list failed: an alert and 'Reintentar'. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(POSTS_LOAD_FAILED);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A deletion that failed, and one under way. */
export const Deleting: Story = {
  args: { deletingUuid: posts[0]!.uuid, deleteError: 'No se pudo eliminar el post' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo eliminar el post');
    await expect(
      canvas.getByRole('button', { name: 'Eliminar Ruta por los Picos de Europa' }),
    ).toBeDisabled();
  },
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a 375 px phone the table scrolls sideways. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/**
 * With the list's controls and bulk actions: an AUTHOR ticks only its own posts, 'select all on
 * this page' takes every one it may change, and the bar applies the action to them.
 */
export const BulkSelectAsAuthor: Story = {
  args: {
    viewer: { id: 1, role: 'AUTHOR' },
    posts: posts.map((post, index) => (index < 2 ? post : { ...post, authorId: 9 })),
    paging: {
      query: DEFAULT_LIST_QUERY,
      onQueryChange: fn(),
      total: 45,
      options: { categories: [{ value: '1', label: 'Montaña' }] },
    },
    bulk: { onApply: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Buscar y filtrar posts' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Páginas de posts' })).toHaveTextContent(
      'Página 1 de 3',
    );
    await expect(canvas.getAllByRole('checkbox', { name: /^Seleccionar (?!todos)/ })).toHaveLength(
      2,
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Acciones en lote' })).getByRole('status'),
    ).toHaveTextContent('2 posts seleccionados');
    await userEvent.click(canvas.getByRole('checkbox', { name: `Seleccionar ${posts[0]!.title}` }));
    await userEvent.selectOptions(canvas.getByLabelText('Acción en lote'), 'Pasar a borrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.bulk?.onApply).toHaveBeenCalledWith([posts[1]!.id], { action: 'unpublish' });
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.paging?.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2 }),
    );
  },
};

/**
 * A blog in two languages: an 'Idioma' column names each row's, and the 'Idioma' filter asks
 * the list for one language.
 */
export const Languages: Story = {
  args: {
    posts: postsInTwoLanguages,
    showLanguages: true,
    paging: {
      query: DEFAULT_LIST_QUERY,
      onQueryChange: fn(),
      total: 3,
      options: { languages: twoLanguages },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(columnHeaders(canvasElement)).toContain('Idioma');
    const english = canvas.getByRole('row', { name: /A walk through the Picos de Europa/ });
    await expect(within(english).getByText('Inglés')).toBeVisible();
    const spanish = canvas.getByRole('row', { name: /Ruta por los Picos de Europa/ });
    await expect(within(spanish).getByText('Español')).toBeVisible();
    const filter = canvas.getByRole('combobox', { name: 'Idioma' });
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos los idiomas', 'Español', 'Inglés']);
    await userEvent.selectOptions(filter, 'Inglés');
    await expect(args.paging?.onQueryChange).toHaveBeenCalledWith({
      ...DEFAULT_LIST_QUERY,
      language: 'en',
      page: 1,
    });
  },
};

/** A blog in one language shows neither the column nor the filter. */
export const OneLanguage: Story = {
  args: {
    paging: { query: DEFAULT_LIST_QUERY, onQueryChange: fn(), total: posts.length },
  },
  play: async ({ canvasElement }) => {
    await expect(columnHeaders(canvasElement)).not.toContain('Idioma');
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Idioma' })).toBeNull();
  },
};
