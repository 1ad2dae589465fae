import type { ActiveSession } from '@bitacora/api';
import { formatDateTime, SESSION_MESSAGES } from '@bitacora/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { tokens } from '../../../tokens/tokens';
import { CardActions, CardNote, SectionCard } from '../../shared/section-card/section-card.styles';

export type ActiveSessionsProps = {
  status: 'loading' | 'ready' | 'error';
  /** The user's open sessions, the current one among them (`current`). */
  sessions: readonly ActiveSession[];
  /** Why the list could not be loaded; 'No se pudieron cargar las sesiones.' otherwise. */
  error?: string | null;
  onRetry?: () => void;
  /** 'Cerrar sesión' on another session, once confirmed. */
  onEnd: (session: ActiveSession) => void;
  /** 'Cerrar las demás sesiones', once confirmed. */
  onEndOthers: () => void;
  /** What is being ended right now: a session's id, or every other one. */
  ending?: string | 'others' | null;
  /** Why the last attempt to end a session failed. */
  endError?: string | null;
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['3']} 0;

  & + & {
    border-top: 1px solid ${tokens.color.border};
  }
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
  font-weight: ${tokens.font.weightMedium};
`;

const Current = styled.span`
  padding: 0.125rem ${tokens.space['2']};
  border-radius: ${tokens.radius.full};
  background: ${tokens.color.infoBg};
  color: ${tokens.color.infoFg};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightSemibold};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['1']} ${tokens.space['4']};
  margin: ${tokens.space['1']} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};

  div {
    display: flex;
    gap: ${tokens.space['1']};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;

function SessionItem({
  session,
  isEnding,
  onAskEnd,
}: {
  session: ActiveSession;
  isEnding: boolean;
  onAskEnd: () => void;
}) {
  const deviceId = useId();
  return (
    <Item>
      <div>
        <Device id={deviceId}>
          {session.device}
          {session.current ? <Current>{SESSION_MESSAGES.current}</Current> : null}
        </Device>
        <Facts>
          <div>
            <dt>{SESSION_MESSAGES.place}</dt>
            <dd>{session.place}</dd>
          </div>
          <div>
            <dt>{SESSION_MESSAGES.lastUsed}</dt>
            <dd>{formatDateTime(session.lastUsedAt)}</dd>
          </div>
          <div>
            <dt>{SESSION_MESSAGES.started}</dt>
            <dd>{formatDateTime(session.createdAt)}</dd>
          </div>
        </Facts>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={deviceId}
          isLoading={isEnding}
          onClick={onAskEnd}
        >
          {SESSION_MESSAGES.end}
        </Button>
      )}
    </Item>
  );
}

/**
 * 'Sesiones activas' in 'Mi perfil': where the user is signed in (device, place, last use and
 * start, 'Esta sesión' marked), each other session with 'Cerrar sesión', and 'Cerrar las demás
 * sesiones'. Both ask first.
 */
export function ActiveSessions({
  status,
  sessions,
  error,
  onRetry,
  onEnd,
  onEndOthers,
  ending = null,
  endError,
}: ActiveSessionsProps) {
  const titleId = useId();
  const [asking, setAsking] = useState<ActiveSession | 'others' | null>(null);
  const others = sessions.filter((session) => !session.current);

  return (
    <SectionCard aria-labelledby={titleId}>
      <h2 id={titleId}>{SESSION_MESSAGES.title}</h2>
      {status === 'loading' ? (
        <LoadingRegion label={SESSION_MESSAGES.loading}>
          <Skeleton lines={3} height="1.25rem" />
        </LoadingRegion>
      ) : status === 'error' ? (
        <>
          <Alert tone="error">{error || SESSION_MESSAGES.loadFailed}</Alert>
          {onRetry ? (
            <CardActions>
              <Button variant="secondary" onClick={onRetry}>
                {SESSION_MESSAGES.retry}
              </Button>
            </CardActions>
          ) : null}
        </>
      ) : (
        <>
          {endError ? <Alert tone="error">{endError}</Alert> : null}
          <List aria-labelledby={titleId}>
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                isEnding={ending === session.id}
                onAskEnd={() => setAsking(session)}
              />
            ))}
          </List>
          {others.length === 0 ? (
            <CardNote>{SESSION_MESSAGES.onlyThis}</CardNote>
          ) : (
            <CardActions>
              <Button
                variant="danger"
                isLoading={ending === 'others'}
                onClick={() => setAsking('others')}
              >
                {SESSION_MESSAGES.endOthers}
              </Button>
            </CardActions>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'others' ? SESSION_MESSAGES.endOthers : SESSION_MESSAGES.endTitle}
        confirmLabel={asking === 'others' ? SESSION_MESSAGES.endOthers : SESSION_MESSAGES.end}
        message={
          asking === 'others'
            ? SESSION_MESSAGES.endOthersConfirm
            : SESSION_MESSAGES.endConfirm(asking?.device ?? '')
        }
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'others') onEndOthers();
          else if (asking) onEnd(asking);
          setAsking(null);
        }}
      />
    </SectionCard>
  );
}
