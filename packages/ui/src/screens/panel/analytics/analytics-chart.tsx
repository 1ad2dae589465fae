import type { AnalyticsPoint } from '@bitacora/api';
import { counted, NOUNS } from '@bitacora/domain';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { tokens } from '../../../tokens/tokens';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  text {
    fill: ${tokens.color.textMuted};
    font-size: 11px;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  gap: ${tokens.space['4']};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  span::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.25rem;
    margin-right: 0.375rem;
    vertical-align: middle;
    background: currentColor;
  }
`;

const Visitors = styled.span`
  color: ${tokens.color.primary};
`;
const Views = styled.span`
  color: ${tokens.color.textMuted};
`;

/** A date as the axis reads it: 26/11, or 11/2026 by month. */
function shortDate(start: string, byMonth: boolean) {
  const [year, month, day] = start.split('-');
  return byMonth ? `${month}/${year}` : `${day}/${month}`;
}

function niceMax(value: number) {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value / 4) ?? 10;
  return Math.ceil(value / (step * power)) * step * power;
}

export type AnalyticsChartProps = {
  points: readonly AnalyticsPoint[];
  byMonth?: boolean;
  /** Names the chart and its table of figures. */
  title: string;
};

/**
 * Visitors (area and line) and page views (dashed line) over time, drawn as SVG: no library,
 * so the panel's chunk stays small. Screen readers get a summary and the figures as a table.
 */
export function AnalyticsChart({ points, byMonth = false, title }: AnalyticsChartProps) {
  const top = niceMax(Math.max(1, ...points.map((p) => Math.max(p.visitors, p.views))));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const line = (key: 'visitors' | 'views') =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`)
      .join('');
  const area =
    points.length > 0
      ? `${line('visitors')}L${x(points.length - 1).toFixed(1)},${y(0)}L${x(0).toFixed(1)},${y(0)}Z`
      : '';
  const ticks = [0, top / 2, top];
  const every = Math.max(1, Math.ceil(points.length / 8));
  const totalVisitors = points.reduce((sum, p) => sum + p.visitors, 0);
  const totalViews = points.reduce((sum, p) => sum + p.views, 0);
  const summary = `${title}: ${counted(totalVisitors, NOUNS.visitor)} y ${counted(totalViews, NOUNS.pageView)} en ${counted(
    points.length,
    byMonth ? NOUNS.month : NOUNS.period,
  )}.`;
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.12}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        <path d={area} fill={tokens.color.primary} fillOpacity={0.12} />
        <path d={line('visitors')} fill="none" stroke={tokens.color.primary} strokeWidth={2} />
        <path
          d={line('views')}
          fill="none"
          stroke={tokens.color.textMuted}
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        {points.map((p, i) =>
          i % every === 0 ? (
            <text
              key={p.start}
              x={x(i)}
              y={HEIGHT - 8}
              // The last date ends at the plot's edge instead of being cut by it.
              textAnchor={i === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
            >
              {shortDate(p.start, byMonth)}
            </text>
          ) : null,
        )}
      </svg>
      <Legend>
        <Visitors>Visitantes</Visitors>
        <Views>Páginas vistas</Views>
      </Legend>
      <VisuallyHidden as="table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Desde</th>
            <th scope="col">Visitantes</th>
            <th scope="col">Páginas vistas</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <td>{p.start}</td>
              <td>{p.visitors}</td>
              <td>{p.views}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}
