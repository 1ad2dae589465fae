import { useState } from 'react';

/**
 * The row waiting for the user's confirmation: `request` opens the dialog, whose props come in
 * `dialog`; confirming calls `onConfirmed` with the row.
 */
export function usePendingDelete<Row>(onConfirmed: (row: Row) => void) {
  const [pending, setPending] = useState<Row | null>(null);
  return {
    request: (row: Row) => setPending(row),
    dialog: {
      open: pending !== null,
      onCancel: () => setPending(null),
      onConfirm: () => {
        if (pending !== null) onConfirmed(pending);
        setPending(null);
      },
    },
  };
}
