import {
  type Actor,
  type OwnedContentKind,
  type OwnedResource,
  ownedContentActions,
} from '@bitacora/domain';
import type { ReactNode } from 'react';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { RowActionsGroup } from './list-screen.styles';

export type RowActionsProps = {
  /** What the row is called, for the buttons' accessible names ('Editar Mi post'). */
  name: string;
  /** Edit as a link to this address... */
  editHref?: string;
  onNavigate?: NavigateHandler;
  /** ...or as a button. */
  onEdit?: () => void;
  /** Asks for the deletion (the screen confirms it). */
  onDelete: () => void;
  /** The row being deleted: its button waits. */
  isDeleting?: boolean;
  editLabel?: string;
  deleteLabel?: string;
  /** Without permission the button is not offered at all (the server would refuse it). */
  canEdit?: boolean;
  canDelete?: boolean;
  /** Actions before 'Editar'. */
  children?: ReactNode;
};

/** A row's 'Editar' and 'Eliminar' buttons, after any of its own. */
export function RowActions({
  name,
  editHref,
  onNavigate,
  onEdit,
  onDelete,
  isDeleting,
  editLabel = 'Editar',
  deleteLabel = 'Eliminar',
  canEdit = true,
  canDelete = true,
  children,
}: RowActionsProps) {
  return (
    <RowActionsGroup>
      {children}
      {!canEdit ? null : editHref === undefined ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${editLabel} ${name}`}
          onClick={() => onEdit?.()}
        >
          {editLabel}
        </Button>
      ) : (
        <ButtonLink
          size="sm"
          variant="secondary"
          href={editHref}
          onNavigate={onNavigate}
          aria-label={`${editLabel} ${name}`}
        >
          {editLabel}
        </ButtonLink>
      )}
      {canDelete ? (
        <Button
          size="sm"
          variant="danger"
          aria-label={`${deleteLabel} ${name}`}
          isLoading={isDeleting}
          onClick={() => onDelete()}
        >
          {deleteLabel}
        </Button>
      ) : null}
    </RowActionsGroup>
  );
}

/**
 * `canEdit` and `canDelete` of a row of authored content for the signed-in viewer (an
 * AUTHOR only its own). Without a viewer the screen was given no session: both are offered,
 * and the server still decides.
 */
export function rowPermissions(
  viewer: Actor | null | undefined,
  kind: OwnedContentKind,
  row: OwnedResource,
): { canEdit: boolean; canDelete: boolean } {
  if (viewer === undefined) return { canEdit: true, canDelete: true };
  return ownedContentActions(viewer, kind, row);
}
