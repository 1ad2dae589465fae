import type { AnalyticsReport, MemberStats, SeriesFunnel } from '@bitacora/api';
import { ANALYTICS_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsScreen } from './analytics-screen';

const report: AnalyticsReport = {
  from: '2026-11-20',
  to: '2026-11-26',
  granularity: 'day',
  totals: { visitors: 58, views: 131 },
  points: [
    { start: '2026-11-20', visitors: 5, views: 9 },
    { start: '2026-11-21', visitors: 8, views: 20 },
    { start: '2026-11-22', visitors: 12, views: 30 },
    { start: '2026-11-23', visitors: 6, views: 11 },
    { start: '2026-11-24', visitors: 9, views: 19 },
    { start: '2026-11-25', visitors: 11, views: 27 },
    { start: '2026-11-26', visitors: 7, views: 15 },
  ],
  topPosts: [
    {
      uuid: '5b1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01',
      title: 'Sevilla en otoño',
      slug: 'sevilla-en-otono',
      visitors: 30,
      views: 41,
      readThrough: 62,
    },
    {
      uuid: '5b1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a02',
      title: 'Córdoba y la Mezquita',
      slug: 'cordoba-y-la-mezquita',
      visitors: 14,
      views: 16,
      readThrough: null,
    },
  ],
  referrers: [
    { label: 'google.com', visitors: 21, views: 30 },
    { label: 't.co', visitors: 4, views: 4 },
  ],
  entryPages: [{ label: '/blog/sevilla-en-otono', visitors: 25, views: 25 }],
  devices: [
    { label: 'desktop', visitors: 33, views: 80 },
    { label: 'mobile', visitors: 25, views: 51 },
  ],
  browsers: [
    { label: 'Chrome', visitors: 30, views: 70 },
    { label: 'Safari', visitors: 20, views: 45 },
  ],
  feed: { readers: 12, requests: 96 },
};

const funnels: SeriesFunnel[] = [
  {
    uuid: '5b1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a10',
    title: 'Guía de Andalucía',
    parts: [
      { title: 'Sevilla en otoño', slug: 'sevilla-en-otono', readers: 20 },
      { title: 'Córdoba y la Mezquita', slug: 'cordoba-y-la-mezquita', readers: 10 },
    ],
  },
];

const members: MemberStats = {
  from: '2026-11-20',
  to: '2026-11-26',
  granularity: 'day',
  mrr: { currency: 'ARS', amount: 4_516_600 },
  otherMrr: [{ currency: 'USD', amount: 500 }],
  paidMemberships: 31,
  totals: { joined: 12, paid: 3, lost: 1 },
  points: [
    { start: '2026-11-20', joined: 4, paid: 1, lost: 0 },
    { start: '2026-11-21', joined: 0, paid: 0, lost: 0 },
    { start: '2026-11-22', joined: 8, paid: 2, lost: 1 },
  ],
  conversion: { freeAtStart: 40, converted: 2, rate: 0.05 },
};

const meta = {
  title: 'Screens/Panel/Analytics',
  component: AnalyticsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    report,
    funnels,
    members,
    range: { preset: '7', from: '2026-11-20', to: '2026-11-26', granularity: 'day' },
    onRangeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week's figures: totals, the chart with its table of figures, the tables and the funnel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /58 visitantes y 131 páginas vistas/ }),
    ).toBeInTheDocument();
    const top = canvas.getByRole('table', { name: 'Posts más leídos' });
    await expect(within(top).getAllByRole('row')[1]).toHaveTextContent('Sevilla en otoño');
    await expect(within(top).getAllByRole('row')[1]).toHaveTextContent('62 %');
    await expect(canvas.getByRole('table', { name: 'Dispositivos' })).toHaveTextContent(
      'Ordenador',
    );
    const funnel = canvas.getByRole('list', { name: 'Lectores de la serie Guía de Andalucía' });
    await expect(within(funnel).getAllByRole('listitem')[1]).toHaveTextContent(
      'Parte 2: Córdoba y la Mezquita — 10 (50 % de la parte 1)',
    );
  },
};

/**
 * 'Miembros': the revenue of a month in the blog's pesos with the dollars apart, the range's joins,
 * first payments and losses, and the conversion named with what it counts.
 */
export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Miembros' }));
    await expect(section.getByText('Ingresos mensuales recurrentes').nextSibling).toHaveTextContent(
      '45.166,00 $',
    );
    await expect(section.getByText(/En otras monedas, sin sumar: 5,00 US\$/)).toBeVisible();
    await expect(section.getByText('Conversión de gratuitos a pago').nextSibling).toHaveTextContent(
      '5 %',
    );
    await expect(
      section.getByText(/los que pagaron por primera vez durante él \(2 de 40\)/),
    ).toBeVisible();
    const table = section.getByRole('table', { name: 'Miembros por periodo' });
    // Only the days with something to count.
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent('22/11/2026');
  },
};

/** A blog with no members yet: zero revenue in its currency and no conversion to show. */
export const NoMembers: Story = {
  args: {
    members: {
      ...members,
      mrr: { currency: 'CLP', amount: 0 },
      otherMrr: [],
      paidMemberships: 0,
      totals: { joined: 0, paid: 0, lost: 0 },
      points: members.points.map((p) => ({ ...p, joined: 0, paid: 0, lost: 0 })),
      conversion: { freeAtStart: 0, converted: 0, rate: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Miembros' }));
    await expect(section.getByText('Ingresos mensuales recurrentes').nextSibling).toHaveTextContent(
      '0 $',
    );
    await expect(section.getByText(/No había ninguno al empezar/)).toBeVisible();
    await expect(section.getByText('Sin altas ni bajas en este periodo')).toBeVisible();
  },
};

/** Choosing 'Personalizado' and the grouping reports the new range. */
export const ChangingTheRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Periodo'), 'custom');
    await expect(args.onRangeChange).toHaveBeenCalledWith(
      expect.objectContaining({ preset: 'custom' }),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Agrupar por'), 'week');
    await expect(args.onRangeChange).toHaveBeenCalledWith(
      expect.objectContaining({ granularity: 'week' }),
    );
  },
};

/** A custom range shows its two dates. */
export const CustomRange: Story = {
  args: { range: { preset: 'custom', from: '2026-11-01', to: '2026-11-26', granularity: 'week' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Desde')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('2026-11-26');
  },
};

export const Loading: Story = {
  args: { status: 'loading', report: null, funnels: [], members: null },
};

export const LoadError: Story = {
  args: { status: 'error', report: null, error: 'No se pudieron cargar las estadísticas' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A FREE blog: the PRO offer instead of figures. */
export const FreePlan: Story = {
  args: { upgradeOffer: { canUpgrade: true, onUpgrade: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ANALYTICS_MESSAGES.needPro)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
