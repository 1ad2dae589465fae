import type { SubscriberItem, SubscriberList } from '@bitacora/api';
import { NEWSLETTER_MESSAGES as M } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubscribersScreen } from './subscribers-screen';

const items: SubscriberItem[] = [
  {
    uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01',
    email: 'lectora@example.com',
    name: 'Lectora',
    state: 'CONFIRMED',
    source: 'FORM',
    language: 'es',
    createdAt: '2026-11-02T10:00:00.000Z',
    confirmedAt: '2026-11-02T10:05:00.000Z',
  },
  {
    uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a02',
    email: 'curioso@example.com',
    name: '',
    state: 'PENDING',
    source: 'IMPORT',
    language: 'en',
    createdAt: '2026-11-20T08:00:00.000Z',
    confirmedAt: null,
  },
];

const list: SubscriberList = {
  items,
  total: 2,
  page: 1,
  pageSize: 50,
  counts: { confirmed: 1, pending: 1, unsubscribed: 0 },
  growth: {
    weeks: [
      { start: '2026-10-26', count: 0 },
      { start: '2026-11-02', count: 1 },
    ],
    months: [{ start: '2026-11-01', count: 1 }],
  },
  limit: null,
  overLimit: 0,
  fullContent: false,
};

const meta = {
  title: 'Screens/Panel/Subscribers',
  component: SubscribersScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    list,
    query: '',
    onSearch: fn(),
    onPage: fn(),
    onRemove: fn(async () => {}),
    onExport: fn(),
    onImport: fn(),
    onFullContentChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SubscribersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: counts, rows, search, the content setting and a removal asked first. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.screenTitle })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'lectora@example.com' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Sin confirmar' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: M.columnLanguage })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Inglés' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: M.search }), 'lectora');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledWith('lectora');

    await userEvent.click(canvas.getByRole('radio', { name: M.contentFull }));
    await expect(args.onFullContentChange).toHaveBeenCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar lectora@example.com' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(M.removeConfirm('lectora@example.com'));
    await userEvent.click(within(dialog).getByRole('button', { name: M.remove }));
    await expect(args.onRemove).toHaveBeenCalledWith(items[0]);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** No subscribers yet: the empty sentence says where the form is. */
export const Empty: Story = {
  args: {
    list: {
      ...list,
      items: [],
      total: 0,
      counts: { confirmed: 0, pending: 0, unsubscribed: 0 },
      growth: { weeks: [], months: [] },
      limit: 500,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.empty)).toBeVisible();
    await expect(canvas.getByText(M.freeLimit(500))).toBeVisible();
  },
};

/** A FREE blog past 500 confirmed: how many will not get new posts by mail. */
export const FreeOverLimit: Story = {
  args: {
    list: {
      ...list,
      total: 612,
      counts: { confirmed: 540, pending: 72, unsubscribed: 3 },
      limit: 500,
      overLimit: 40,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(M.freeLimitReached(500, 40)))).toBeVisible();
    await expect(canvas.getByText('540')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  },
};

/** A file chosen: its text goes to the route, and the result's counts show. */
export const ImportResult: Story = {
  args: { importResult: { added: 3, confirmed: 1, skipped: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.imported(3, 1))).toBeVisible();
    const file = new File(['email,name\nnueva@example.com,Nueva\n'], 'lista.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(canvas.getByLabelText(M.importCsv, { selector: 'input' }), file);
    await waitFor(() =>
      expect(args.onImport).toHaveBeenCalledWith('email,name\nnueva@example.com,Nueva\n'),
    );
  },
};

/** An import refused: the server's Spanish reason. */
export const ImportError: Story = {
  args: { importError: M.importNoEmailColumn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(M.importNoEmailColumn);
  },
};

/** The list failed to load: the message and 'Reintentar'. */
export const LoadError: Story = {
  args: { status: 'error', list: null, error: M.loadFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Loading: skeleton rows, busy. */
export const Loading: Story = {
  args: { status: 'loading', list: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
