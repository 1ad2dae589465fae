import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Table, type TableProps } from './table';

type Category = { uuid: string; name: string; slug: string; posts: number };

const categories: Category[] = [
  { uuid: '1', name: 'Tecnología', slug: 'tecnologia', posts: 12 },
  { uuid: '2', name: 'Diseño', slug: 'diseno', posts: 4 },
  { uuid: '3', name: 'Viajes y montañas', slug: 'viajes-y-montanas', posts: 0 },
];

function CategoryTable(props: TableProps<Category>) {
  return <Table<Category> {...props} />;
}

const meta = {
  title: 'Primitives/Table',
  component: CategoryTable,
  tags: ['autodocs'],
  args: {
    caption: 'Categorías',
    rows: categories,
    getRowKey: (row) => row.uuid,
    empty: 'No hay categorías',
    columns: [
      { key: 'name', header: 'Nombre' },
      { key: 'slug', header: 'Slug' },
      { key: 'posts', header: 'Posts', align: 'right' },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'right',
        render: (row) => (
          <Button size="sm" variant="ghost" aria-label={`Editar ${row.name}`}>
            Editar
          </Button>
        ),
      },
    ],
  },
} satisfies Meta<typeof CategoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with their columns, named by the caption. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Categorías' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Slug' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Editar Diseño' })).toBeVisible();
  },
};

/** No rows: the spec's empty sentence. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay categorías')).toBeVisible();
  },
};

/** Loading: skeleton rows, the table marked busy. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('No hay categorías')).toBeNull();
  },
};

/** On a 375 px phone the table scrolls sideways inside its frame. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Categorías' })).toBeVisible();
  },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
