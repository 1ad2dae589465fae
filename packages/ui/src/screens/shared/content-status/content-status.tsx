import { DEFAULT_TIME_ZONE, formatDateTime, parseContentStatus } from '@bitacora/domain';
import styled from 'styled-components';
import { StatusPill } from '../../../patterns/status-pill/status-pill';
import { Button } from '../../../primitives/button/button';
import { tokens } from '../../../tokens/tokens';

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

const When = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  white-space: nowrap;
`;

export type ContentStatusProps = {
  /** The server's status. */
  status: string;
  /** When a scheduled item goes public (an instant). */
  publishAt?: string | null;
  /** The blog's zone, the one the time is shown in. */
  timeZone?: string;
  /** What the row is called, for the button's accessible name. */
  name: string;
  /** Offered on a scheduled row the viewer may edit: back to draft. */
  onUnschedule?: () => void;
  isUnscheduling?: boolean;
};

/**
 * A post's or page's state in a list: its pill and, while scheduled, the minute it goes public
 * in the blog's zone, with 'Desprogramar'.
 */
export function ContentStatus({
  status,
  publishAt,
  timeZone = DEFAULT_TIME_ZONE,
  name,
  onUnschedule,
  isUnscheduling = false,
}: ContentStatusProps) {
  const parsed = parseContentStatus(status) ?? 'DRAFT';
  if (parsed !== 'SCHEDULED') return <StatusPill status={parsed} />;
  return (
    <Stacked>
      <StatusPill status={parsed} />
      {publishAt ? <When>{formatDateTime(publishAt, { timeZone })}</When> : null}
      {onUnschedule ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Desprogramar ${name}`}
          isLoading={isUnscheduling}
          onClick={() => onUnschedule()}
        >
          Desprogramar
        </Button>
      ) : null}
    </Stacked>
  );
}
