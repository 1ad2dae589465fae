import type {
  AnalyticsPostRow,
  AnalyticsReport,
  AnalyticsRow,
  MemberStats,
  SeriesFunnel,
} from '@bitacora/api';
import { ANALYTICS_MESSAGES, type AnalyticsGranularity } from '@bitacora/domain';
import styled from 'styled-components';
import { ProOffer, type ProOfferProps } from '../../../patterns/pro-offer/pro-offer';
import { Select } from '../../../primitives/select/select';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { LoadErrorRow } from '../../shared/list-screen/load-error-row';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { Figures, ReportSection, TableGrid } from '../../shared/report/report.styles';
import { AnalyticsChart } from './analytics-chart';
import { MembersFigures } from './members-figures';

export type AnalyticsPreset = '7' | '30' | '90' | '365' | 'custom';

export type AnalyticsRange = {
  preset: AnalyticsPreset;
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
};

export type AnalyticsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  report: AnalyticsReport | null;
  funnels: readonly SeriesFunnel[];
  /** The members' figures for the same range (`GET /api/members/stats`). */
  members: MemberStats | null;
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  error?: string | null;
  onRetry?: () => void;
  /** A FREE blog: the plan's offer instead of figures. */
  upgradeOffer?: Omit<ProOfferProps, 'message' | 'askAdmin'> | null;
};

const PRESETS: { value: AnalyticsPreset; label: string }[] = [
  { value: '7', label: 'Últimos 7 días' },
  { value: '30', label: 'Últimos 30 días' },
  { value: '90', label: 'Últimos 90 días' },
  { value: '365', label: 'Últimos 12 meses' },
  { value: 'custom', label: 'Personalizado' },
];

const GRANULARITIES: { value: AnalyticsGranularity; label: string }[] = [
  { value: 'day', label: 'Día' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
];

const DEVICE_LABELS: Record<string, string> = {
  desktop: 'Ordenador',
  mobile: 'Móvil',
  tablet: 'Tableta',
};

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  align-items: flex-end;
  margin-bottom: ${tokens.space['6']};
  > * {
    min-width: 10rem;
  }
`;

const Funnel = styled.ol`
  list-style: none;
  margin: 0 0 ${tokens.space['4']};
  padding: 0;
  display: grid;
  gap: ${tokens.space['2']};
`;

const Bar = styled.div`
  height: 0.75rem;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.primary};
  min-width: 2px;
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const number = (value: number) => value.toLocaleString('es-ES');

const rowColumns = (first: string, map?: Record<string, string>): TableColumn<AnalyticsRow>[] => [
  { key: 'label', header: first, render: (row) => map?.[row.label] ?? row.label },
  { key: 'visitors', header: 'Visitantes', align: 'right', render: (row) => number(row.visitors) },
  { key: 'views', header: 'Vistas', align: 'right', render: (row) => number(row.views) },
];

const postColumns: TableColumn<AnalyticsPostRow>[] = [
  { key: 'title', header: 'Post' },
  { key: 'visitors', header: 'Visitantes', align: 'right', render: (row) => number(row.visitors) },
  { key: 'views', header: 'Vistas', align: 'right', render: (row) => number(row.views) },
  {
    key: 'readThrough',
    header: 'Leído hasta el final',
    align: 'right',
    render: (row) => (row.readThrough === null ? '—' : `${row.readThrough} %`),
  },
];

function SeriesFunnelChart({ funnel }: { funnel: SeriesFunnel }) {
  const first = funnel.parts[0]?.readers ?? 0;
  return (
    <div>
      <h3>{funnel.title}</h3>
      <Funnel aria-label={`Lectores de la serie ${funnel.title}`}>
        {funnel.parts.map((part, i) => {
          const share = first > 0 ? Math.round((part.readers / first) * 100) : 0;
          return (
            <li key={part.slug}>
              <span>
                Parte {i + 1}: {part.title} — {number(part.readers)}{' '}
                {i === 0 ? 'lectores' : `(${share} % de la parte 1)`}
              </span>
              <Bar style={{ width: `${i === 0 ? (first > 0 ? 100 : 0) : share}%` }} aria-hidden />
            </li>
          );
        })}
      </Funnel>
    </div>
  );
}

/**
 * 'Estadísticas' (docs/product.md#analytics): visitors and page views over a range, the top
 * posts with their read-through, referrers, entry pages, devices, browsers, feed readers and
 * each series' completion, and the members' revenue, joins, losses and conversion. A FREE blog
 * sees the PRO offer.
 */
export function AnalyticsScreen({
  status,
  report,
  funnels,
  members,
  range,
  onRangeChange,
  error,
  onRetry,
  upgradeOffer,
}: AnalyticsScreenProps) {
  const header = (
    <PageHeader>
      <h1>Estadísticas</h1>
    </PageHeader>
  );
  if (upgradeOffer) {
    return (
      <>
        {header}
        <ProOffer
          message={ANALYTICS_MESSAGES.needPro}
          askAdmin="Pide a un administrador del blog que lo mejore al plan PRO."
          {...upgradeOffer}
        />
      </>
    );
  }
  const loading = status === 'loading';
  return (
    <>
      {header}
      <Controls aria-label="Rango" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Periodo"
          value={range.preset}
          options={PRESETS}
          onChange={(event) =>
            onRangeChange({ ...range, preset: event.target.value as AnalyticsPreset })
          }
        />
        {range.preset === 'custom' ? (
          <>
            <TextField
              label="Desde"
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => onRangeChange({ ...range, from: event.target.value })}
            />
            <TextField
              label="Hasta"
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => onRangeChange({ ...range, to: event.target.value })}
            />
          </>
        ) : null}
        <Select
          label="Agrupar por"
          value={range.granularity}
          options={GRANULARITIES}
          onChange={(event) =>
            onRangeChange({ ...range, granularity: event.target.value as AnalyticsGranularity })
          }
        />
      </Controls>
      {status === 'error' ? (
        <LoadErrorRow
          message={error ?? 'No se pudieron cargar las estadísticas'}
          onRetry={onRetry}
        />
      ) : (
        <div aria-busy={loading || undefined}>
          <ReportSection aria-labelledby="estadisticas-resumen">
            <h2 id="estadisticas-resumen">Visitantes y páginas vistas</h2>
            {report && !loading ? (
              <>
                <Figures $spaceBelow="4">
                  <div>
                    <dt>Visitantes</dt>
                    <dd>{number(report.totals.visitors)}</dd>
                  </div>
                  <div>
                    <dt>Páginas vistas</dt>
                    <dd>{number(report.totals.views)}</dd>
                  </div>
                  <div>
                    <dt>Lectores del feed</dt>
                    <dd>{number(report.feed.readers)}</dd>
                  </div>
                </Figures>
                <AnalyticsChart
                  points={report.points}
                  byMonth={report.granularity === 'month'}
                  title="Visitantes y páginas vistas por periodo"
                />
                <Muted>Un visitante cuenta una vez por día; sin cookies ni datos personales.</Muted>
              </>
            ) : (
              <Skeleton height="14rem" />
            )}
          </ReportSection>
          <ReportSection as="div">
            <h2>Posts más leídos</h2>
            <Table
              caption="Posts más leídos"
              captionHidden
              columns={postColumns}
              rows={report?.topPosts ?? []}
              getRowKey={(row) => row.uuid ?? row.title}
              isLoading={loading}
              empty="Todavía no hay visitas en este periodo"
            />
          </ReportSection>
          <TableGrid $minColumn="18rem">
            <Table
              caption="Referencias"
              columns={rowColumns('Sitio')}
              rows={report?.referrers ?? []}
              getRowKey={(row) => row.label}
              isLoading={loading}
              empty="Sin referencias"
            />
            <Table
              caption="Páginas de entrada"
              columns={rowColumns('Página')}
              rows={report?.entryPages ?? []}
              getRowKey={(row) => row.label}
              isLoading={loading}
              empty="Sin datos"
            />
            <Table
              caption="Dispositivos"
              columns={rowColumns('Dispositivo', DEVICE_LABELS)}
              rows={report?.devices ?? []}
              getRowKey={(row) => row.label}
              isLoading={loading}
              empty="Sin datos"
            />
            <Table
              caption="Navegadores"
              columns={rowColumns('Navegador')}
              rows={report?.browsers ?? []}
              getRowKey={(row) => row.label}
              isLoading={loading}
              empty="Sin datos"
            />
          </TableGrid>
          <MembersFigures stats={members} loading={loading} />
          <ReportSection aria-labelledby="estadisticas-series">
            <h2 id="estadisticas-series">Series: lectores que llegan al final</h2>
            {funnels.length === 0 ? (
              <Muted>No hay series con partes publicadas.</Muted>
            ) : (
              funnels.map((funnel) => <SeriesFunnelChart key={funnel.uuid} funnel={funnel} />)
            )}
          </ReportSection>
        </div>
      )}
    </>
  );
}
