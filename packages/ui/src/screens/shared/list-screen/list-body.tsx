import type { ReactNode } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { ListStack } from './list-screen.styles';

export type ListBodyProps = {
  /** A failed deletion, shown above the list. */
  deleteError?: string | null;
  children: ReactNode;
};

/** The body of a list whose rows can be deleted: the deletion's error, then the list. */
export function ListBody({ deleteError, children }: ListBodyProps) {
  return (
    <ListStack>
      {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
      {children}
    </ListStack>
  );
}
