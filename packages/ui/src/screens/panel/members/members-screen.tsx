import type {
  MemberDetail,
  MemberList,
  MemberPaymentItem,
  MemberStatus,
  MemberSummary,
} from '@bitacora/api';
import { type Currency, formatMoney, MEMBERSHIP_MESSAGES as M, NOUNS } from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { ListPager } from '../../shared/content-list/list-pager';
import { LoadErrorRow } from '../../shared/list-screen/load-error-row';
import { HeaderActions, PageHeader } from '../../shared/page-header/page-header.styles';
import { ReportSection } from '../../shared/report/report.styles';

/** What the list is asked for: '' is 'any'. */
export type MembersQuery = { search: string; tierId: string; status: '' | MemberStatus };

export type MembersScreenProps = {
  status: 'loading' | 'ready' | 'error';
  list: MemberList | null;
  error?: string | null;
  onRetry?: () => void;
  query: MembersQuery;
  /** The blog's tiers, for the filter. */
  tiers: readonly { uuid: string; name: string }[];
  onQuery: (query: MembersQuery) => void;
  onPage: (page: number) => void;
  onExport: () => void;
  isExporting?: boolean;
  onOpen: (member: MemberSummary) => void;
  /** The member opened, with its memberships and payments. */
  detail: MemberDetail | null;
  onCloseDetail: () => void;
  onComp: (member: MemberDetail) => void;
  onEndComp: (member: MemberDetail) => void;
  isChanging?: boolean;
};

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  align-items: flex-end;
  margin-bottom: ${tokens.space['4']};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });

/** An amount of the ledger in its currency, as the domain writes money. */
const money = (amount: number, currency: string) => formatMoney(amount, currency as Currency);

/**
 * 'Miembros' (PRO blogs): the blog's members with search and filters by tier and status, the CSV
 * export, and a member's memberships and payments, where a membership can be gifted or ended.
 */
export function MembersScreen({
  status,
  list,
  error,
  onRetry,
  query,
  tiers,
  onQuery,
  onPage,
  onExport,
  isExporting = false,
  onOpen,
  detail,
  onCloseDetail,
  onComp,
  onEndComp,
  isChanging = false,
}: MembersScreenProps) {
  const [typed, setTyped] = useState(query.search);
  const id = useId();
  const loading = status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery({ ...query, search: typed.trim() });
  };

  const columns: TableColumn<MemberSummary>[] = [
    { key: 'email', header: M.memberColumnEmail },
    { key: 'name', header: M.memberColumnName, render: (row) => row.name || '—' },
    {
      key: 'status',
      header: M.memberColumnStatus,
      render: (row) => M.memberStatusLabels[row.status],
    },
    { key: 'tier', header: M.memberColumnTier, render: (row) => row.tier?.name ?? '—' },
    {
      key: 'since',
      header: M.memberColumnSince,
      render: (row) => <time dateTime={row.createdAt}>{day(row.createdAt)}</time>,
    },
    {
      key: 'newsletter',
      header: M.memberColumnNewsletter,
      render: (row) => (row.newsletter ? 'Sí' : 'No'),
    },
    {
      key: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${M.memberOpen} ${row.email}`}
          onClick={() => onOpen(row)}
        >
          {M.memberOpen}
        </Button>
      ),
    },
  ];

  const paymentColumns: TableColumn<MemberPaymentItem>[] = [
    {
      key: 'date',
      header: M.paymentDate,
      render: (row) => <time dateTime={row.createdAt}>{day(row.createdAt)}</time>,
    },
    { key: 'gross', header: M.paymentGross, render: (row) => money(row.gross, row.currency) },
    {
      key: 'fees',
      header: M.paymentFees,
      render: (row) => money(row.providerFee + row.platformFee, row.currency),
    },
    { key: 'net', header: M.paymentNet, render: (row) => money(row.net, row.currency) },
    { key: 'status', header: M.paymentStatus },
  ];

  return (
    <>
      <PageHeader>
        <h1>{M.membersTitle}</h1>
        <HeaderActions>
          <Button variant="secondary" isLoading={isExporting} onClick={() => onExport()}>
            {M.membersExport}
          </Button>
        </HeaderActions>
      </PageHeader>

      {status === 'error' ? (
        <LoadErrorRow message={error ?? M.membersLoadFailed} onRetry={onRetry} />
      ) : (
        <div aria-busy={loading || undefined}>
          <Filters role="search" onSubmit={submit}>
            <TextField
              label={M.membersSearch}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Select
              label={M.membersFilterTier}
              value={query.tierId}
              placeholder={M.membersAllTiers}
              options={tiers.map((tier) => ({ value: tier.uuid, label: tier.name }))}
              onChange={(event) =>
                onQuery({ ...query, search: typed.trim(), tierId: event.target.value })
              }
            />
            <Select
              label={M.membersFilterStatus}
              value={query.status}
              placeholder={M.membersAllStatuses}
              options={(['free', 'paid', 'comped'] as const).map((value) => ({
                value,
                label: M.memberStatusLabels[value],
              }))}
              onChange={(event) =>
                onQuery({
                  ...query,
                  search: typed.trim(),
                  status: event.target.value as MembersQuery['status'],
                })
              }
            />
            <Button type="submit" variant="secondary">
              Buscar
            </Button>
          </Filters>
          <Table
            caption={M.membersTitle}
            captionHidden
            columns={columns}
            rows={list?.items ?? []}
            getRowKey={(row) => row.uuid}
            isLoading={loading}
            empty={
              query.search || query.tierId || query.status ? M.membersNoMatches : M.membersEmpty
            }
          />
          {list && list.total > 0 ? (
            <ListPager
              page={list.page}
              pageSize={list.limit}
              total={list.total}
              what={NOUNS.member}
              onPage={onPage}
            />
          ) : null}
        </div>
      )}

      {detail ? (
        <ReportSection aria-labelledby={`${id}-member`}>
          <h2 id={`${id}-member`}>
            {detail.name ? `${detail.name} (${detail.email})` : detail.email}
          </h2>
          <p>
            {M.memberColumnStatus}: {M.memberStatusLabels[detail.status]}
            {detail.tier ? ` · ${M.memberColumnTier}: ${detail.tier.name}` : ''}
          </p>
          <HeaderActions>
            {detail.status === 'comped' ? (
              <Button variant="secondary" isLoading={isChanging} onClick={() => onEndComp(detail)}>
                {M.compEnd}
              </Button>
            ) : (
              <Button isLoading={isChanging} onClick={() => onComp(detail)}>
                {M.compGive}
              </Button>
            )}
            <Button variant="secondary" onClick={() => onCloseDetail()}>
              {M.backToMembers}
            </Button>
          </HeaderActions>
          <Table
            caption={M.memberPaymentsTitle}
            columns={paymentColumns}
            rows={detail.payments}
            getRowKey={(row) => row.uuid}
            empty={M.memberNoPayments}
          />
        </ReportSection>
      ) : null}
    </>
  );
}
