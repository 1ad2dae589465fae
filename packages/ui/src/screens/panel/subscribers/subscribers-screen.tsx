import type { SubscriberItem, SubscriberList } from '@bitacora/api';
import { LANGUAGE_LABELS_ES, NEWSLETTER_MESSAGES as M, NOUNS } from '@bitacora/domain';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { ListPager } from '../../shared/content-list/list-pager';
import { SearchBar } from '../../shared/list-screen/list-screen.styles';
import { LoadErrorRow } from '../../shared/list-screen/load-error-row';
import { HeaderActions, PageHeader } from '../../shared/page-header/page-header.styles';
import { Figures, ReportSection, TableGrid } from '../../shared/report/report.styles';

export type SubscriberImportResult = { added: number; confirmed: number; skipped: number };

export type SubscribersScreenProps = {
  status: 'loading' | 'ready' | 'error';
  list: SubscriberList | null;
  error?: string | null;
  onRetry?: () => void;
  /** The search as typed; sent with 'Buscar'. */
  query: string;
  onSearch: (query: string) => void;
  onPage: (page: number) => void;
  /** Resolves once removed; a rejection keeps the dialog open for another try. */
  onRemove: (subscriber: SubscriberItem) => Promise<void>;
  onExport: () => void;
  isExporting?: boolean;
  /** The chosen file's text. */
  onImport: (csv: string) => void;
  isImporting?: boolean;
  importResult?: SubscriberImportResult | null;
  importError?: string | null;
  onFullContentChange: (fullContent: boolean) => void;
  isSavingSettings?: boolean;
};

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space['2']};
  legend {
    font-weight: ${tokens.font.weightMedium};
    margin-bottom: ${tokens.space['2']};
  }
  label {
    display: flex;
    gap: ${tokens.space['2']};
    align-items: center;
  }
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const HiddenFile = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const number = (value: number) => value.toLocaleString('es-ES');
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const month = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

type Period = { start: string; count: number };
/** The latest periods, newest first: what an admin looks at. */
const latest = (periods: readonly Period[], n: number) => [...periods].slice(-n).reverse();

/**
 * 'Suscriptores': who follows the blog by email, how the list grows, the CSV in and out, what
 * the 'new post' mail carries, and on FREE how many subscribers are past the plan's limit.
 */
export function SubscribersScreen({
  status,
  list,
  error,
  onRetry,
  query,
  onSearch,
  onPage,
  onRemove,
  onExport,
  isExporting = false,
  onImport,
  isImporting = false,
  importResult,
  importError,
  onFullContentChange,
  isSavingSettings = false,
}: SubscribersScreenProps) {
  const [typed, setTyped] = useState(query);
  const [toRemove, setToRemove] = useState<SubscriberItem | null>(null);
  const [removing, setRemoving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const loading = status === 'loading';

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImport(await file.text());
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    try {
      await onRemove(toRemove);
      setToRemove(null);
    } catch {
      // The route tells why; the dialog stays for another try.
    } finally {
      setRemoving(false);
    }
  };

  const columns: TableColumn<SubscriberItem>[] = [
    { key: 'email', header: M.columnEmail },
    { key: 'name', header: M.columnName, render: (row) => row.name || '—' },
    {
      key: 'state',
      header: M.columnState,
      render: (row) => M.stateLabels[row.state],
    },
    {
      key: 'language',
      header: M.columnLanguage,
      render: (row) => LANGUAGE_LABELS_ES[row.language],
    },
    {
      key: 'since',
      header: M.columnSince,
      render: (row) => (
        <time dateTime={row.confirmedAt ?? row.createdAt}>
          {day(row.confirmedAt ?? row.createdAt)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${M.remove} ${row.email}`}
          onClick={() => setToRemove(row)}
        >
          {M.remove}
        </Button>
      ),
    },
  ];

  const periodColumns = (label: (iso: string) => string): TableColumn<Period>[] => [
    { key: 'start', header: 'Desde', render: (row) => label(row.start) },
    { key: 'count', header: 'Altas', align: 'right', render: (row) => number(row.count) },
  ];

  return (
    <>
      <PageHeader>
        <h1>{M.screenTitle}</h1>
        <HeaderActions>
          <Button variant="secondary" isLoading={isExporting} onClick={() => onExport()}>
            {M.exportCsv}
          </Button>
          <Button
            variant="secondary"
            isLoading={isImporting}
            aria-describedby={`${fileId}-hint`}
            onClick={() => fileInput.current?.click()}
          >
            {M.importCsv}
          </Button>
          <HiddenFile
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            tabIndex={-1}
            aria-label={M.importCsv}
            onChange={(event) => void readFile(event)}
          />
        </HeaderActions>
      </PageHeader>
      <Muted id={`${fileId}-hint`}>{M.importHint}</Muted>
      {importResult ? (
        <Alert tone="success">{M.imported(importResult.added, importResult.skipped)}</Alert>
      ) : null}
      {importError ? <Alert tone="error">{importError}</Alert> : null}

      {status === 'error' ? (
        <LoadErrorRow message={error ?? M.loadFailed} onRetry={onRetry} />
      ) : (
        <div aria-busy={loading || undefined}>
          {list ? (
            <>
              <Figures $spaceBelow="6" aria-label="Recuento">
                <div>
                  <dt>Confirmados</dt>
                  <dd>{number(list.counts.confirmed)}</dd>
                </div>
                <div>
                  <dt>Sin confirmar</dt>
                  <dd>{number(list.counts.pending)}</dd>
                </div>
              </Figures>
              {list.limit !== null ? (
                <Alert tone={list.overLimit > 0 ? 'warning' : 'info'}>
                  {list.overLimit > 0
                    ? `${M.freeLimitReached(list.limit, list.overLimit)} ${M.freeLimit(list.limit)}`
                    : M.freeLimit(list.limit)}
                </Alert>
              ) : null}
            </>
          ) : null}

          <ReportSection aria-labelledby={`${fileId}-list`}>
            <h2 id={`${fileId}-list`}>Lista</h2>
            <SearchBar role="search" onSubmit={submitSearch}>
              <TextField
                label={M.search}
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                Buscar
              </Button>
            </SearchBar>
            <Table
              caption={M.screenTitle}
              captionHidden
              columns={columns}
              rows={list?.items ?? []}
              getRowKey={(row) => row.uuid}
              isLoading={loading}
              empty={query ? M.noMatches : M.empty}
            />
            {list && list.total > 0 ? (
              <ListPager
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
                what={NOUNS.subscriber}
                onPage={onPage}
              />
            ) : null}
          </ReportSection>

          {list ? (
            <>
              <ReportSection aria-labelledby={`${fileId}-growth`}>
                <h2 id={`${fileId}-growth`}>{M.growthTitle}</h2>
                <TableGrid $minColumn="16rem">
                  <Table
                    caption={M.perWeek}
                    columns={periodColumns(day)}
                    rows={latest(list.growth.weeks, 8)}
                    getRowKey={(row) => row.start}
                    empty="Sin altas todavía"
                  />
                  <Table
                    caption={M.perMonth}
                    columns={periodColumns(month)}
                    rows={latest(list.growth.months, 6)}
                    getRowKey={(row) => row.start}
                    empty="Sin altas todavía"
                  />
                </TableGrid>
              </ReportSection>
              <ReportSection>
                <Choices disabled={isSavingSettings}>
                  <legend>{M.contentTitle}</legend>
                  <label>
                    <input
                      type="radio"
                      name="newsletter-content"
                      checked={!list.fullContent}
                      onChange={() => onFullContentChange(false)}
                    />
                    {M.contentExcerpt}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name="newsletter-content"
                      checked={list.fullContent}
                      onChange={() => onFullContentChange(true)}
                    />
                    {M.contentFull}
                  </label>
                </Choices>
              </ReportSection>
            </>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        title={M.remove}
        message={toRemove ? M.removeConfirm(toRemove.email) : ''}
        confirmLabel={M.remove}
        cancelLabel={M.cancel}
        isConfirming={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
