import type {
  MemberDetail,
  MemberImportReport,
  MemberList,
  MemberPaymentItem,
  MemberStatus,
  MemberSummary,
  MemberTipItem,
  MemberTipList,
} from '@bitacora/api';
import { type Currency, formatMoney, MEMBERSHIP_MESSAGES as M, NOUNS } from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ProOffer, type ProOfferProps } from '../../../patterns/pro-offer/pro-offer';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { ListPager } from '../../shared/content-list/list-pager';
import { SearchBar } from '../../shared/list-screen/list-screen.styles';
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
  /** The blog's tiers, for the filter and, the paid ones, for a gift. */
  tiers: readonly { uuid: string; name: string; free?: boolean }[];
  onQuery: (query: MembersQuery) => void;
  onPage: (page: number) => void;
  onExport: () => void;
  isExporting?: boolean;
  onOpen: (member: MemberSummary) => void;
  /** The member opened, with its memberships and payments. */
  detail: MemberDetail | null;
  onCloseDetail: () => void;
  /** Gives or changes the gift: a tier's uuid ('' none) and its last day `YYYY-MM-DD` ('' no end). */
  onComp: (input: { member: MemberDetail; tierId: string; until: string }) => void;
  onEndComp: (member: MemberDetail) => void;
  isChanging?: boolean;
  /** Another platform's members CSV, and how long its paying members keep access ('' a month). */
  onImport: (input: { file: File; paidUntil: string }) => void;
  isImporting?: boolean;
  importReport?: MemberImportReport | null;
  importError?: string | null;
  /** The blog's paid tips, a page at a time. */
  tips: {
    status: 'loading' | 'ready' | 'error';
    list: MemberTipList | null;
    error?: string | null;
  };
  onTipsPage: (page: number) => void;
  /** On a FREE blog: members are offered with PRO and only the blog's tips are listed. */
  upgradeOffer?: Omit<ProOfferProps, 'message' | 'askAdmin'> | null;
  onTipsRetry?: () => void;
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
/** A gift's last day: it is kept as that day's end, UTC. */
const lastDay = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  align-items: flex-end;
  margin: ${tokens.space['3']} 0;
`;

const FileLabel = styled.label`
  display: grid;
  gap: ${tokens.space['1']};
  font-weight: ${tokens.font.weightMedium};
  input {
    font: inherit;
    font-weight: normal;
  }
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

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
  onImport,
  isImporting = false,
  importReport,
  importError,
  tips,
  onTipsPage,
  onTipsRetry,
  upgradeOffer,
}: MembersScreenProps) {
  const [typed, setTyped] = useState(query.search);
  const [importing, setImporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [paidUntil, setPaidUntil] = useState('');
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

  const tipColumns: TableColumn<MemberTipItem>[] = [
    {
      key: 'date',
      header: M.tipColumnDate,
      render: (row) => <time dateTime={row.createdAt}>{day(row.createdAt)}</time>,
    },
    { key: 'reader', header: M.tipColumnReader, render: (row) => row.name || M.tipAnonymous },
    {
      key: 'amount',
      header: M.tipColumnAmount,
      align: 'right',
      render: (row) => money(row.gross, row.currency),
    },
    {
      key: 'status',
      header: M.tipColumnStatus,
      render: (row) => M.tipStatusLabels[row.status] ?? row.status,
    },
  ];

  const submitImport = (event: FormEvent) => {
    event.preventDefault();
    if (file) onImport({ file, paidUntil });
  };

  const tipsSection = (
    <ReportSection aria-labelledby={`${id}-tips`}>
      <h2 id={`${id}-tips`}>{M.membersTipsTitle}</h2>
      {tips.status === 'error' ? (
        <LoadErrorRow message={tips.error ?? M.tipsLoadFailed} onRetry={onTipsRetry} />
      ) : (
        <div aria-busy={tips.status === 'loading' || undefined}>
          <Table
            caption={M.tipsTableCaption}
            captionHidden
            columns={tipColumns}
            rows={tips.list?.tips ?? []}
            getRowKey={(row) => row.uuid}
            isLoading={tips.status === 'loading'}
            empty={M.tipsEmpty}
          />
          {tips.list && tips.list.total > 0 ? (
            <ListPager
              page={tips.list.page}
              pageSize={tips.list.limit}
              total={tips.list.total}
              what={NOUNS.tip}
              onPage={onTipsPage}
            />
          ) : null}
        </div>
      )}
    </ReportSection>
  );

  if (upgradeOffer) {
    return (
      <>
        <PageHeader>
          <h1>{M.membersTitle}</h1>
        </PageHeader>
        <ProOffer
          message={M.membersNeedPro}
          askAdmin="Pide a un administrador del blog que lo mejore al plan PRO."
          {...upgradeOffer}
        />
        {tipsSection}
      </>
    );
  }

  return (
    <>
      <PageHeader>
        <h1>{M.membersTitle}</h1>
        <HeaderActions>
          <Button
            variant="secondary"
            aria-expanded={importing}
            aria-controls={`${id}-import`}
            onClick={() => setImporting(!importing)}
          >
            {M.membersImport}
          </Button>
          <Button variant="secondary" isLoading={isExporting} onClick={() => onExport()}>
            {M.membersExport}
          </Button>
        </HeaderActions>
      </PageHeader>

      {importing ? (
        <ReportSection id={`${id}-import`} aria-labelledby={`${id}-import-title`}>
          <h2 id={`${id}-import-title`}>{M.importTitle}</h2>
          <Muted>{M.importIntro}</Muted>
          <Form onSubmit={submitImport}>
            <FileLabel>
              {M.importFile}
              <input
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </FileLabel>
            <TextField
              label={M.importPaidUntil}
              hint={M.importPaidHint}
              type="date"
              value={paidUntil}
              onChange={(event) => setPaidUntil(event.target.value)}
            />
            <Button type="submit" isLoading={isImporting} disabled={!file}>
              {M.importSubmit}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setImporting(false)}>
              {M.importCancel}
            </Button>
          </Form>
        </ReportSection>
      ) : null}
      {importReport ? (
        <Alert
          tone={importReport.errors.length > 0 ? 'warning' : 'success'}
          title={M.importReportTitle}
        >
          <p>{M.importReport(importReport)}</p>
          {importReport.errors.length > 0 ? (
            <>
              <p>{M.importErrorsTitle}</p>
              <ul>
                {importReport.errors.map((e) => (
                  <li key={e.line}>{M.importErrorLine(e.line, e.message)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      {importError ? <Alert tone="error">{importError}</Alert> : null}

      {status === 'error' ? (
        <LoadErrorRow message={error ?? M.membersLoadFailed} onRetry={onRetry} />
      ) : (
        <div aria-busy={loading || undefined}>
          <SearchBar role="search" onSubmit={submit}>
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
          </SearchBar>
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
          <CompForm
            key={`${detail.uuid}:${detail.comp?.tier?.uuid ?? ''}:${detail.comp?.until ?? ''}`}
            member={detail}
            tiers={tiers.filter((tier) => !tier.free)}
            isChanging={isChanging}
            onComp={onComp}
            onEndComp={onEndComp}
          />
          <HeaderActions>
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

      {tipsSection}
    </>
  );
}

/** The member's gift: of a paid tier or none, to a last day or none; kept, changed or ended. */
function CompForm({
  member,
  tiers,
  isChanging,
  onComp,
  onEndComp,
}: {
  member: MemberDetail;
  tiers: readonly { uuid: string; name: string }[];
  isChanging: boolean;
  onComp: MembersScreenProps['onComp'];
  onEndComp: MembersScreenProps['onEndComp'];
}) {
  const [tierId, setTierId] = useState(member.comp?.tier?.uuid ?? '');
  const [until, setUntil] = useState(member.comp?.until?.slice(0, 10) ?? '');
  const comped = member.status === 'comped';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onComp({ member, tierId, until });
  };
  return (
    <>
      {member.comp ? (
        <p>{member.comp.until ? M.compUntilText(lastDay(member.comp.until)) : M.compForever}</p>
      ) : null}
      <Form onSubmit={submit} aria-label={comped ? M.compSave : M.compGive}>
        <Select
          label={M.compTier}
          value={tierId}
          placeholder={M.compAnyTier}
          options={tiers.map((tier) => ({ value: tier.uuid, label: tier.name }))}
          onChange={(event) => setTierId(event.target.value)}
        />
        <TextField
          label={M.compUntil}
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        <Button type="submit" isLoading={isChanging}>
          {comped ? M.compSave : M.compGive}
        </Button>
        {comped ? (
          <Button
            type="button"
            variant="secondary"
            isLoading={isChanging}
            onClick={() => onEndComp(member)}
          >
            {M.compEnd}
          </Button>
        ) : null}
      </Form>
    </>
  );
}
