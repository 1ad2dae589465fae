import { NOUNS } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ContentListQuery, DEFAULT_LIST_QUERY } from './content-list-query';
import { ListControls } from './list-controls';
import { ListPager } from './list-pager';

const categories = [
  { value: '1', label: 'Viajes' },
  { value: '2', label: 'Cocina' },
];
const tags = [{ value: '7', label: 'Andalucía' }];
const authors = [
  { value: '3', label: 'Ana Administradora' },
  { value: '4', label: 'Andrés Autor' },
];
const series = [{ value: '5', label: 'Guía de Andalucía' }];

/** The controls holding their own query, as the panel's address does. */
function Controlled({ onChange, ...props }: Parameters<typeof ListControls>[0]) {
  const [query, setQuery] = useState<ContentListQuery>(props.query);
  return (
    <ListControls
      {...props}
      query={query}
      onChange={(next) => {
        setQuery(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Shared/ContentList/ListControls',
  component: ListControls,
  args: {
    query: DEFAULT_LIST_QUERY,
    what: 'posts',
    onChange: fn(),
    categories,
    tags,
    authors,
    series,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every control is labelled; a filter applies when chosen, the search on 'Buscar', and each
 * change goes back to the first page.
 */
export const SearchAndFilters: Story = {
  args: { query: { ...DEFAULT_LIST_QUERY, page: 3 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Buscar y filtrar posts' })).toBeVisible();
    // The trash has its own screen: its status is not a filter here.
    const statuses = within(canvas.getByLabelText('Estado')).getAllByRole('option');
    await expect(statuses.map((option) => option.textContent)).toEqual([
      'Todos los estados',
      'Borrador',
      'Publicado',
      'Programado',
    ]);
    await userEvent.selectOptions(canvas.getByLabelText('Estado'), 'DRAFT');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'DRAFT', page: 1 }),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Categoría'), 'Cocina');
    await userEvent.selectOptions(canvas.getByLabelText('Etiqueta'), 'Andalucía');
    await userEvent.selectOptions(canvas.getByLabelText('Autor'), 'Andrés Autor');
    await userEvent.selectOptions(canvas.getByLabelText('Serie'), 'Guía de Andalucía');
    await userEvent.selectOptions(canvas.getByLabelText('Ordenar por'), 'Título: de la A a la Z');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        status: 'DRAFT',
        categoryId: '2',
        tagId: '7',
        authorId: '4',
        seriesId: '5',
        sort: 'title',
        order: 'asc',
      }),
    );
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: /Buscar posts/ }), '  gazpacho ');
    // Typing alone does not search.
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'gazpacho', categoryId: '2' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_LIST_QUERY,
      sort: 'title',
      order: 'asc',
    });
    await expect(canvas.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
  },
};

/** Pages have no category, tag or series: those filters are not offered. */
export const Pages: Story = {
  args: { what: 'páginas', categories: undefined, tags: undefined, series: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: /Buscar páginas/ })).toBeVisible();
    await expect(canvas.getByLabelText('Autor')).toBeVisible();
    await expect(canvas.queryByLabelText('Categoría')).toBeNull();
    await expect(canvas.queryByLabelText('Serie')).toBeNull();
  },
};

/** The count and the pages: 'Anterior' waits on the first, 'Siguiente' on the last. */
export const Pager: Story = {
  render: () => {
    const [page, setPage] = useState(1);
    return <ListPager what={NOUNS.post} page={page} pageSize={20} total={45} onPage={setPage} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Páginas de posts' });
    await expect(nav).toHaveTextContent('45 posts');
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(nav).toHaveTextContent('Página 3 de 3');
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** One item is counted in the singular: '1 suscriptor', never '1 suscriptores'. */
export const OneItem: Story = {
  render: () => (
    <ListPager what={NOUNS.subscriber} page={1} pageSize={20} total={1} onPage={() => {}} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Páginas de suscriptores' });
    await expect(within(nav).getByRole('status')).toHaveTextContent(/^1 suscriptor$/);
  },
};

/** A search's count stops at its bound: 'Más de 1.000 posts'. */
export const CappedCount: Story = {
  render: () => (
    <ListPager
      what={NOUNS.post}
      page={1}
      pageSize={20}
      total={1000}
      totalCapped
      onPage={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Más de 1\.?000 posts$/,
    );
  },
};
