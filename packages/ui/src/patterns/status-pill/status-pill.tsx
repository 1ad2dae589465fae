import {
  COMMENT_STATUS_LABELS,
  CONTENT_STATUS_LABELS,
  type CommentStatus,
  type ContentStatus,
} from '@bitacora/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export type PillStatus = ContentStatus | CommentStatus;

/**
 * Borrador yellow, Publicado green, Programado blue, En la papelera grey; the comment statuses
 * each their own colour.
 */
const colours: Record<PillStatus, readonly [string, string]> = {
  DRAFT: [tokens.color.statusDraftBg, tokens.color.statusDraftFg],
  PUBLISHED: [tokens.color.statusPublishedBg, tokens.color.statusPublishedFg],
  SCHEDULED: [tokens.color.statusScheduledBg, tokens.color.statusScheduledFg],
  TRASHED: [tokens.color.statusTrashedBg, tokens.color.statusTrashedFg],
  PENDING: [tokens.color.statusPendingBg, tokens.color.statusPendingFg],
  APPROVED: [tokens.color.statusApprovedBg, tokens.color.statusApprovedFg],
  REJECTED: [tokens.color.statusRejectedBg, tokens.color.statusRejectedFg],
  SPAM: [tokens.color.statusSpamBg, tokens.color.statusSpamFg],
};

const labels: Record<PillStatus, string> = { ...CONTENT_STATUS_LABELS, ...COMMENT_STATUS_LABELS };

const Pill = styled.span<{ $status: PillStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem ${tokens.space['2']};
  border-radius: ${tokens.radius.full};
  background: ${({ $status }) => colours[$status][0]};
  color: ${({ $status }) => colours[$status][1]};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightSemibold};
  white-space: nowrap;
`;

export type StatusPillProps = HTMLAttributes<HTMLSpanElement> & {
  status: PillStatus;
};

export function StatusPill({ status, ...rest }: StatusPillProps) {
  return (
    <Pill $status={status} data-status={status} {...rest}>
      {labels[status]}
    </Pill>
  );
}
