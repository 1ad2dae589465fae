import type { MemberStats, MemberStatsPoint } from '@bitacora/api';
import { formatDate, formatMoney, isCurrency } from '@bitacora/domain';
import styled from 'styled-components';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { Figures, ReportSection } from '../../shared/report/report.styles';

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const number = (value: number) => value.toLocaleString('es-ES');
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const money = ({ amount, currency }: { amount: number; currency: string }) =>
  isCurrency(currency) ? formatMoney(amount, currency) : `${number(amount)} ${currency}`;

const bucketLabel = (start: string, granularity: MemberStats['granularity']) => {
  const day = new Date(`${start}T00:00:00Z`);
  if (granularity === 'month') return monthName.format(day);
  const date = formatDate(day, { timeZone: 'UTC' });
  return granularity === 'week' ? `Semana del ${date}` : date;
};

const columns = (granularity: MemberStats['granularity']): TableColumn<MemberStatsPoint>[] => [
  { key: 'start', header: 'Periodo', render: (row) => bucketLabel(row.start, granularity) },
  { key: 'joined', header: 'Nuevos miembros', align: 'right', render: (row) => number(row.joined) },
  { key: 'paid', header: 'Nuevos de pago', align: 'right', render: (row) => number(row.paid) },
  { key: 'lost', header: 'Bajas de pago', align: 'right', render: (row) => number(row.lost) },
];

export type MembersFiguresProps = {
  stats: MemberStats | null;
  loading: boolean;
};

/**
 * 'Miembros' on 'Estadísticas' (docs/decisions/063-members-figures.md): today's monthly
 * recurring revenue in the blog's currency (others apart), joins, first payments and losses over
 * the range, and the free-to-paid conversion with what it counts.
 */
export function MembersFigures({ stats, loading }: MembersFiguresProps) {
  const active = stats?.points.filter((p) => p.joined + p.paid + p.lost > 0) ?? [];
  const { conversion } = stats ?? {};
  return (
    <ReportSection aria-labelledby="estadisticas-miembros">
      <h2 id="estadisticas-miembros">Miembros</h2>
      {stats && conversion && !loading ? (
        <>
          <Figures $spaceBelow="3">
            <div>
              <dt>Ingresos mensuales recurrentes</dt>
              <dd>{money(stats.mrr)}</dd>
            </div>
            <div>
              <dt>Nuevos miembros</dt>
              <dd>{number(stats.totals.joined)}</dd>
            </div>
            <div>
              <dt>Nuevos de pago</dt>
              <dd>{number(stats.totals.paid)}</dd>
            </div>
            <div>
              <dt>Bajas de pago</dt>
              <dd>{number(stats.totals.lost)}</dd>
            </div>
            <div>
              <dt>Conversión de gratuitos a pago</dt>
              <dd>{conversion.rate === null ? '—' : percent.format(conversion.rate)}</dd>
            </div>
          </Figures>
          <Muted>
            Ingresos de hoy: {number(stats.paidMemberships)}{' '}
            {stats.paidMemberships === 1 ? 'membresía de pago' : 'membresías de pago'} con acceso,
            las anuales divididas entre 12.
            {stats.otherMrr.length > 0
              ? ` En otras monedas, sin sumar: ${stats.otherMrr.map(money).join(', ')}.`
              : null}
          </Muted>
          <Muted>
            Conversión: de los miembros gratuitos al empezar el periodo (los que se habían unido
            antes y nunca habían pagado), los que pagaron por primera vez durante él
            {conversion.rate === null
              ? '. No había ninguno al empezar.'
              : ` (${number(conversion.converted)} de ${number(conversion.freeAtStart)}).`}{' '}
            Las bajas son membresías de pago que terminaron (vencidas o reembolsadas).
          </Muted>
          <Table
            caption="Miembros por periodo"
            columns={columns(stats.granularity)}
            rows={active}
            getRowKey={(row) => row.start}
            empty="Sin altas ni bajas en este periodo"
          />
        </>
      ) : (
        <Skeleton height="8rem" />
      )}
    </ReportSection>
  );
}
