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
  children,
}: RowActionsProps) {
  return (
    <RowActionsGroup>
      {children}
      {editHref === undefined ? (
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
      <Button
        size="sm"
        variant="danger"
        aria-label={`${deleteLabel} ${name}`}
        isLoading={isDeleting}
        onClick={() => onDelete()}
      >
        {deleteLabel}
      </Button>
    </RowActionsGroup>
  );
}
