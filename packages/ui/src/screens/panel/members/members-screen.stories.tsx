import { formatMoney, MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembersScreen } from './members-screen';
import {
  giftedPablo,
  importReport,
  list,
  pablo,
  tier,
  tiers,
  tipList,
} from './members-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Members',
  component: MembersScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    list,
    query: { search: '', tierId: '', status: '' },
    tiers,
    detail: null,
    onQuery: fn(),
    onPage: fn(),
    onExport: fn(),
    onOpen: fn(),
    onCloseDetail: fn(),
    onComp: fn(),
    onEndComp: fn(),
    onRetry: fn(),
    onImport: fn(),
    tips: { status: 'ready', list: tipList },
    onTipsPage: fn(),
    onTipsRetry: fn(),
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

/** A paying member: its payments in pesos as the domain writes money, and a gift of a paid tier to a day. */
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
    const tierSelect = canvas.getByRole('combobox', { name: M.compTier });
    // The free tier is no gift.
    await expect(within(tierSelect).queryByRole('option', { name: 'Gratis' })).toBeNull();
    await userEvent.selectOptions(tierSelect, tier.uuid);
    await userEvent.type(canvas.getByLabelText(M.compUntil), '2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: M.compGive }));
    await expect(args.onComp).toHaveBeenCalledWith({
      member: pablo,
      tierId: tier.uuid,
      until: '2026-12-31',
    });
  },
};

/** A gifted member: the gift's tier and last day in Spanish, changed or ended. */
export const Gifted: Story = {
  args: { detail: giftedPablo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.memberNoPayments)).toBeVisible();
    await expect(canvas.getByText(M.compUntilText('31 de diciembre de 2026'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: M.compTier })).toHaveValue(tier.uuid);
    await expect(canvas.getByLabelText(M.compUntil)).toHaveValue('2026-12-31');
    await userEvent.clear(canvas.getByLabelText(M.compUntil));
    await userEvent.click(canvas.getByRole('button', { name: M.compSave }));
    await expect(args.onComp).toHaveBeenCalledWith({
      member: giftedPablo,
      tierId: tier.uuid,
      until: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: M.compEnd }));
    await expect(args.onEndComp).toHaveBeenCalledWith(giftedPablo);
  },
};

/** A gift with no tier and no end. */
export const GiftedForever: Story = {
  args: { detail: { ...giftedPablo, comp: { tier: null, until: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.compForever)).toBeVisible();
  },
};

/** 'Importar' opens the form: a Ghost or Substack CSV and the paying members' last day. */
export const Import: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: M.membersImport });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const submit = canvas.getByRole('button', { name: M.importSubmit });
    await expect(submit).toBeDisabled();
    const file = new File(['email,name\nana@example.com,Ana\n'], 'ghost.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(canvas.getByLabelText(M.importFile), file);
    await expect(submit).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(M.importPaidUntil), '2027-01-31');
    await userEvent.click(submit);
    await expect(args.onImport).toHaveBeenCalledWith({ file, paidUntil: '2027-01-31' });
    await userEvent.click(canvas.getByRole('button', { name: M.importCancel }));
    await expect(canvas.queryByRole('button', { name: M.importSubmit })).toBeNull();
  },
};

/** The import's report, with the rows it left out by line. */
export const ImportReport: Story = {
  args: { importReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.importReport(importReport))).toBeVisible();
    await expect(canvas.getByText(M.importErrorLine(6, 'El email no es válido'))).toBeVisible();
  },
};

/** A refused file: the server's Spanish reason. */
export const ImportRefused: Story = {
  args: { importError: M.importUnreadable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(M.importUnreadable);
  },
};

/** 'Propinas': each tip's day, reader, amount in the blog's currency and state, paged. */
export const Tips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.membersTipsTitle })).toBeVisible();
    const tips = canvas.getByRole('table', { name: M.tipsTableCaption });
    await expect(
      within(tips).getByRole('cell', { name: formatMoney(500000, 'ARS') }),
    ).toBeVisible();
    await expect(within(tips).getByRole('cell', { name: 'Lucía' })).toBeVisible();
    await expect(within(tips).getByRole('cell', { name: M.tipAnonymous })).toBeVisible();
    await expect(within(tips).getByRole('cell', { name: 'Devuelta' })).toBeVisible();
    const pagers = canvas.getAllByRole('button', { name: /siguiente/i });
    await userEvent.click(pagers[pagers.length - 1] as HTMLElement);
    await expect(args.onTipsPage).toHaveBeenCalledWith(2);
  },
};

export const TipsEmpty: Story = {
  args: { tips: { status: 'ready', list: { tips: [], total: 0, page: 1, limit: 20 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.tipsEmpty)).toBeVisible();
  },
};

export const TipsLoadError: Story = {
  args: { tips: { status: 'error', list: null, error: M.tipsLoadFailed } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.tipsLoadFailed)).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: /reintentar/i }).at(-1) as HTMLElement,
    );
    await expect(args.onTipsRetry).toHaveBeenCalled();
  },
};

/** A FREE blog: the PRO offer instead of the members, and the tips it takes on every plan. */
export const FreeBlog: Story = {
  args: {
    status: 'loading',
    list: null,
    upgradeOffer: { canUpgrade: true, upgradingInterval: null, onUpgrade: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.membersNeedPro)).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('button', { name: M.membersImport })).toBeNull();
    const tips = canvas.getByRole('table', { name: M.tipsTableCaption });
    await expect(within(tips).getByRole('cell', { name: 'Lucía' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Contratar PRO mensual/ }));
    await expect(args.upgradeOffer?.onUpgrade).toHaveBeenCalledWith({ interval: 'monthly' });
  },
};

export const Empty: Story = { args: { list: { items: [], total: 0, page: 1, limit: 20 } } };

export const Loading: Story = {
  args: { status: 'loading', list: null, tips: { status: 'loading', list: null } },
};

export const LoadError: Story = {
  args: { status: 'error', list: null, error: M.membersLoadFailed },
};
