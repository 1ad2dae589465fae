import { counted, NOUNS } from '@bitacora/domain';
import styled from 'styled-components';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { bareList, raisedBox, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';
import { AnalyticsChart } from '../analytics/analytics-chart';

/** One day of the visits chart, `YYYY-MM-DD`. */
export type DashboardVisitDay = { day: string; visitors: number; views: number };

/** What the dashboard adds to the spec's counts; `null` fields are not the viewer's to see. */
export type DashboardOverviewData = {
  plan: 'FREE' | 'PRO';
  pendingComments: number;
  subscribers: number | null;
  visits: readonly DashboardVisitDay[] | null;
};

export type DashboardOverviewHrefs = {
  pendingComments: string;
  subscribers: string;
  analytics: string;
  upgrade: string;
};

export const DASHBOARD_OVERVIEW_MESSAGES = {
  visitsTitle: 'Visitas de los últimos 7 días',
  visitsOffer: 'Con el plan PRO verás aquí las visitas de tu blog de los últimos 7 días.',
  upgrade: 'Ver el plan PRO',
  analytics: 'Ver estadísticas',
  noPending: 'Ningún comentario espera moderación.',
} as const;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${tokens.space['4']};
  ${bareList}
`;

const Tile = styled.li<{ $attention?: boolean }>`
  ${stack('1')}
  padding: ${tokens.space['4']} ${tokens.space['5']};
  border: 1px solid
    ${({ $attention }) => ($attention ? tokens.color.warningBorder : tokens.color.border)};
  border-radius: ${tokens.radius.lg};
  background: ${({ $attention }) =>
    $attention ? tokens.color.warningBg : tokens.color.surfaceRaised};
  color: ${({ $attention }) => ($attention ? tokens.color.warningFg : 'inherit')};

  strong {
    font-size: ${tokens.font.size2xl};
    font-variant-numeric: tabular-nums;
  }
`;

const TileLink = styled(AppLink)`
  color: inherit;
  font-weight: ${tokens.font.weightMedium};
`;

const Visits = styled.section`
  ${raisedBox}

  h2 {
    margin-bottom: ${tokens.space['3']};
    font-size: ${tokens.font.sizeLg};
  }

  p {
    margin-bottom: ${tokens.space['3']};
  }
`;

const Footer = styled.p`
  margin: ${tokens.space['3']} 0 0;
`;

export type DashboardOverviewProps = {
  data: DashboardOverviewData;
  hrefs: DashboardOverviewHrefs;
  onNavigate?: NavigateHandler;
};

/**
 * Comments waiting for moderation, confirmed subscribers and the week's visits (PRO; the
 * offer on FREE). An AUTHOR sees only the pending comments on its own posts.
 */
export function DashboardOverview({ data, hrefs, onNavigate }: DashboardOverviewProps) {
  const visitors = data.visits?.reduce((sum, day) => sum + day.visitors, 0) ?? 0;
  // The server fills the admin's fields only for an admin: the offer is theirs to take.
  const isAdmin = data.subscribers !== null;
  return (
    <>
      <Tiles aria-label="Resumen del blog">
        <Tile $attention={data.pendingComments > 0}>
          <span>Comentarios pendientes</span>
          <strong>{data.pendingComments}</strong>
          {data.pendingComments > 0 ? (
            <TileLink href={hrefs.pendingComments} onNavigate={onNavigate}>
              Moderar {counted(data.pendingComments, NOUNS.comment)}
            </TileLink>
          ) : (
            <span>{DASHBOARD_OVERVIEW_MESSAGES.noPending}</span>
          )}
        </Tile>
        {data.subscribers === null ? null : (
          <Tile>
            <span>Suscriptores</span>
            <strong>{data.subscribers}</strong>
            <TileLink href={hrefs.subscribers} onNavigate={onNavigate}>
              Ver suscriptores
            </TileLink>
          </Tile>
        )}
        {data.visits === null ? null : (
          <Tile>
            <span>Visitantes esta semana</span>
            <strong>{visitors}</strong>
            <TileLink href={hrefs.analytics} onNavigate={onNavigate}>
              {DASHBOARD_OVERVIEW_MESSAGES.analytics}
            </TileLink>
          </Tile>
        )}
      </Tiles>
      {data.visits !== null ? (
        <Visits aria-labelledby="dashboard-visits">
          <h2 id="dashboard-visits">{DASHBOARD_OVERVIEW_MESSAGES.visitsTitle}</h2>
          <AnalyticsChart
            title={DASHBOARD_OVERVIEW_MESSAGES.visitsTitle}
            points={data.visits.map((day) => ({
              start: day.day,
              visitors: day.visitors,
              views: day.views,
            }))}
          />
        </Visits>
      ) : data.plan === 'FREE' && isAdmin ? (
        <Visits aria-labelledby="dashboard-visits">
          <h2 id="dashboard-visits">{DASHBOARD_OVERVIEW_MESSAGES.visitsTitle}</h2>
          <p>{DASHBOARD_OVERVIEW_MESSAGES.visitsOffer}</p>
          <Footer>
            <TileLink href={hrefs.upgrade} onNavigate={onNavigate}>
              {DASHBOARD_OVERVIEW_MESSAGES.upgrade}
            </TileLink>
          </Footer>
        </Visits>
      ) : null}
    </>
  );
}
