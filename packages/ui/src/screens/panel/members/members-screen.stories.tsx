import type { MemberDetail, MemberList } from '@bitacora/api';
import { formatMoney, MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembersScreen } from './members-screen';

const tier = { uuid: '5a1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01', name: 'Mecenas' };

const list: MemberList = {
  items: [
    {
      uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      email: 'irene@example.com',
      name: 'Irene',
      status: 'free',
      tier: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      newsletter: true,
    },
    {
      uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b02',
      email: 'pablo@example.com',
      name: 'Pablo',
      status: 'paid',
      tier,
      createdAt: '2026-11-20T08:00:00.000Z',
      newsletter: false,
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

const pablo: MemberDetail = {
  ...(list.items[1] as MemberDetail),
  comp: null,
  subscriptions: [
    {
      uuid: '8d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      tier: 'Mecenas',
      interval: 'monthly',
      status: 'active',
      amount: 250000,
      currency: 'ARS',
      currentPeriodEnd: '2026-12-20T08:00:00.000Z',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  payments: [
    {
      uuid: '9d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      gross: 250000,
      providerFee: 20000,
      platformFee: 0,
      net: 230000,
      refunded: 0,
      currency: 'ARS',
      status: 'approved',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};

const meta = {
  title: 'Screens/Panel/Members',
  component: MembersScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    list,
    query: { search: '', tierId: '', status: '' },
    tiers: [tier],
    detail: null,
    onQuery: fn(),
    onPage: fn(),
    onExport: fn(),
    onOpen: fn(),
    onCloseDetail: fn(),
    onComp: fn(),
    onEndComp: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: search, the filters, the export and opening a member. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.membersTitle })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'irene@example.com' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Mecenas' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: M.membersSearch }), 'irene');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onQuery).toHaveBeenCalledWith({ search: 'irene', tierId: '', status: '' });

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: M.membersFilterStatus }),
      'paid',
    );
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      search: 'irene',
      tierId: '',
      status: 'paid',
    });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: M.membersFilterTier }),
      tier.uuid,
    );
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      search: 'irene',
      tierId: tier.uuid,
      status: '',
    });

    await userEvent.click(canvas.getByRole('button', { name: M.membersExport }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: `${M.memberOpen} pablo@example.com` }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(list.items[1]);
  },
};

/** A paying member: its payments in pesos as the domain writes money, and the gift offered. */
export const Member: Story = {
  args: { detail: pablo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const payments = canvas.getByRole('table', { name: M.memberPaymentsTitle });
    await expect(
      within(payments).getByRole('cell', { name: formatMoney(250000, 'ARS') }),
    ).toBeVisible();
    await expect(
      within(payments).getByRole('cell', { name: formatMoney(230000, 'ARS') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.compGive }));
    await expect(args.onComp).toHaveBeenCalledWith(pablo);
  },
};

/** A gifted member: the gift can be ended. */
export const Gifted: Story = {
  args: {
    detail: { ...pablo, status: 'comped', payments: [], comp: { tier: null, until: null } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.memberNoPayments)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.compEnd }));
    await expect(args.onEndComp).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { list: { items: [], total: 0, page: 1, limit: 20 } } };

export const LoadError: Story = {
  args: { status: 'error', list: null, error: M.membersLoadFailed },
};
