import { type Actor, can, formatDateTime, type Permission } from '@bitacora/domain';
import styled from 'styled-components';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { EmptyState } from '../../../primitives/empty-state/empty-state';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { media } from '../../../tokens/breakpoints';
import { bareList, raisedBox, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/page-header/page-header.styles';
import { type DashboardChecklistState, DashboardFirstSteps } from './dashboard-first-steps';
import { DashboardOverview, type DashboardOverviewData } from './dashboard-overview';

/** Stats: a count per card; `null` while that card's count is on its way. */
export type DashboardStats = {
  posts: number | null;
  pages: number | null;
  categories: number | null;
};

/** Something that happened in the blog, newest first. */
export type DashboardActivity = { id: string; text: string; date: string | Date | null };

export type DashboardHrefs = {
  newPost: string;
  newPage: string;
  categories: string;
  settings: string;
  newUser: string;
  pendingComments: string;
  subscribers: string;
  analytics: string;
  upgrade: string;
};

/** The dashboard's four quick actions, and where its first steps and figures lead. */
export const DASHBOARD_HREFS: DashboardHrefs = {
  newPost: '/cms/posts/new',
  newPage: '/cms/pages/new',
  categories: '/cms/categories',
  settings: '/cms/settings',
  newUser: '/cms/users/new',
  pendingComments: '/cms/comments?estado=PENDING',
  subscribers: '/cms/subscribers',
  analytics: '/cms/analytics',
  upgrade: '/cms/settings',
};

export const DASHBOARD_MESSAGES = {
  loadFailed: 'No se pudieron cargar las estadísticas. Inténtalo de nuevo.',
  noActivity: 'No hay actividad reciente.',
  countsFailed: (labels: readonly string[]) =>
    `No se pudieron cargar los contadores de ${new Intl.ListFormat('es', { type: 'conjunction' }).format(labels)}: se muestran como 0. Pulsa Actualizar para reintentar.`,
} as const;

export type DashboardScreenProps = {
  status: 'loading' | 'ready' | 'error';
  stats: DashboardStats;
  activity: readonly DashboardActivity[];
  error?: string | null;
  /** Counts the server did not give: they show 0 and an alert names them. */
  failedCounts?: readonly (keyof DashboardStats)[];
  /** While 'Actualizar' runs: the button spins, the cards keep their last counts. */
  isRefreshing?: boolean;
  onRefresh: () => void;
  hrefs?: Partial<DashboardHrefs>;
  onNavigate?: NavigateHandler;
  /**
   * The signed-in user: a quick action shows only when the viewer may open its screen (an
   * AUTHOR manages neither categories nor settings). Without it all four show.
   */
  viewer?: Actor | null;
  /** Pending comments, subscribers and visits; null until the server answers (or if it fails). */
  overview?: DashboardOverviewData | null;
  /** The first steps, for an admin while not hidden; null shows none. */
  checklist?: DashboardChecklistState | null;
  onShare?: () => void;
  onHideChecklist?: () => void;
};

const Subtitle = styled.p`
  margin-top: ${tokens.space['1']};
  color: ${tokens.color.textMuted};
`;

const Stack = styled.div`
  ${stack('6')}
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space['4']};
  ${bareList}

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li`
  ${stack('2')}
  ${raisedBox}
  box-shadow: ${tokens.shadow.sm};
`;

const CardLabel = styled.span`
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

const CardValue = styled.span`
  font-size: ${tokens.font.size3xl};
  font-weight: ${tokens.font.weightBold};
  line-height: ${tokens.font.lineTight};
  font-variant-numeric: tabular-nums;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${tokens.space['6']};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.section`
  ${raisedBox}

  h2 {
    margin-bottom: ${tokens.space['3']};
    font-size: ${tokens.font.sizeLg};
  }
`;

const ActivityList = styled.ul`
  ${bareList}

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${tokens.space['2']};
    padding: ${tokens.space['3']} 0;
    border-bottom: 1px solid ${tokens.color.border};
  }

  li:last-child {
    border-bottom: 0;
  }
`;

const When = styled.time`
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const QuickList = styled.ul`
  ${stack('2')}
  ${bareList}
`;

const QuickLink = styled(AppLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.link};
  font-weight: ${tokens.font.weightMedium};
  text-decoration: none;

  &:hover {
    background: ${tokens.color.surface};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
`;

const CARDS = [
  { key: 'posts', label: 'Posts' },
  { key: 'pages', label: 'Páginas' },
  { key: 'categories', label: 'Categorías' },
] as const;

const toIso = (date: DashboardActivity['date']): string | undefined => {
  if (date === null) return undefined;
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
};

/**
 * Dashboard: three counts, 'Actualizar', a new blog's first steps, pending comments, subscribers
 * and the week's visits, recent activity and four quick actions (docs/product.md#dashboard).
 */
export function DashboardScreen({
  status,
  stats,
  activity,
  error,
  failedCounts = [],
  isRefreshing = false,
  onRefresh,
  hrefs,
  onNavigate,
  viewer,
  overview = null,
  checklist = null,
  onShare = () => {},
  onHideChecklist = () => {},
}: DashboardScreenProps) {
  const links = { ...DASHBOARD_HREFS, ...hrefs };
  const actions: { href: string; label: string; icon: string; permission: Permission }[] = [
    { href: links.newPost, label: 'Crear post', icon: '✎', permission: 'create:post' },
    { href: links.newPage, label: 'Crear página', icon: '+', permission: 'create:page' },
    {
      href: links.categories,
      label: 'Gestionar categorías',
      icon: '#',
      permission: 'manage:category',
    },
    { href: links.settings, label: 'Configuración', icon: '⚙', permission: 'manage:settings' },
  ];
  const quick =
    viewer === undefined ? actions : actions.filter((action) => can(viewer, action.permission));

  return (
    <section aria-labelledby="dashboard-title">
      <PageHeader>
        <div>
          <h1 id="dashboard-title">Dashboard</h1>
          <Subtitle>Bienvenido a tu panel de control</Subtitle>
        </div>
        <HeaderActions>
          <Button
            variant="secondary"
            isLoading={isRefreshing}
            loadingText="Actualizando..."
            disabled={status === 'loading'}
            onClick={() => onRefresh()}
          >
            Actualizar
          </Button>
        </HeaderActions>
      </PageHeader>
      <Stack>
        {status === 'error' ? (
          <ErrorRow>
            <Alert tone="error">{error || DASHBOARD_MESSAGES.loadFailed}</Alert>
          </ErrorRow>
        ) : null}
        {status === 'ready' && failedCounts.length > 0 ? (
          <ErrorRow>
            <Alert tone="error">
              {DASHBOARD_MESSAGES.countsFailed(
                CARDS.filter((card) => failedCounts.includes(card.key)).map((card) => card.label),
              )}
            </Alert>
          </ErrorRow>
        ) : null}
        <Cards aria-label="Estadísticas" aria-busy={status === 'loading' || undefined}>
          {CARDS.map((card) => {
            const value = status === 'ready' ? stats[card.key] : null;
            return (
              <Card key={card.key}>
                <CardLabel>{card.label}</CardLabel>
                {value === null ? (
                  status === 'error' ? (
                    <CardValue>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>No disponible</VisuallyHidden>
                    </CardValue>
                  ) : (
                    <>
                      <Skeleton width="4rem" height="2.25rem" />
                      <VisuallyHidden>Cargando...</VisuallyHidden>
                    </>
                  )
                ) : (
                  <CardValue>{value}</CardValue>
                )}
              </Card>
            );
          })}
        </Cards>
        {status === 'ready' && checklist !== null ? (
          <DashboardFirstSteps
            checklist={checklist}
            hrefs={links}
            onNavigate={onNavigate}
            onShare={onShare}
            onHide={onHideChecklist}
          />
        ) : null}
        {status === 'ready' && overview !== null ? (
          <DashboardOverview data={overview} hrefs={links} onNavigate={onNavigate} />
        ) : null}
        <Columns>
          <Panel aria-labelledby="dashboard-activity">
            <h2 id="dashboard-activity">Actividad reciente</h2>
            {status === 'loading' ? (
              <Skeleton lines={3} />
            ) : activity.length === 0 ? (
              <EmptyState title={DASHBOARD_MESSAGES.noActivity} />
            ) : (
              <ActivityList>
                {activity.map((item) => (
                  <li key={item.id}>
                    <span>{item.text}</span>
                    <When dateTime={toIso(item.date)}>{formatDateTime(item.date)}</When>
                  </li>
                ))}
              </ActivityList>
            )}
          </Panel>
          <Panel aria-labelledby="dashboard-quick">
            <h2 id="dashboard-quick">Acciones rápidas</h2>
            <QuickList>
              {quick.map((action) => (
                <li key={action.href}>
                  <QuickLink href={action.href} onNavigate={onNavigate}>
                    <span aria-hidden="true">{action.icon}</span>
                    {action.label}
                  </QuickLink>
                </li>
              ))}
            </QuickList>
          </Panel>
        </Columns>
      </Stack>
    </section>
  );
}
