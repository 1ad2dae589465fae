import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The rows ticked on the page shown, by id (a number, or a uuid), among those that may be selected. A new page of
 * rows (another page, a filter, a reload after an action) starts with none.
 */
export function useRowSelection<Row, Id extends string | number = number>(
  rows: readonly Row[],
  selectableIds: (rows: readonly Row[]) => Id[],
) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  const selectable = useMemo(() => selectableIds(rows), [rows, selectableIds]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows start with none selected.
  useEffect(() => setSelected(new Set()), [rows]);

  const toggle = useCallback((id: Id) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const toggleAll = useCallback(
    () => setSelected(allSelected ? new Set() : new Set(selectable)),
    [allSelected, selectable],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, selectable: new Set(selectable), toggle, toggleAll, allSelected, clear };
}
