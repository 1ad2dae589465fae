import styled from 'styled-components';
import type { TableColumn } from '../../../primitives/table/table';

const Box = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: currentColor;
`;

/**
 * The first column of a list with bulk actions: a checkbox per row the viewer may change, and
 * 'select all on this page' in the header.
 */
export function selectColumn<Row, Id extends string | number = number>(options: {
  idOf: (row: Row) => Id;
  nameOf: (row: Row) => string;
  selection: {
    selected: ReadonlySet<Id>;
    selectable: ReadonlySet<Id>;
    allSelected: boolean;
    toggle: (id: Id) => void;
    toggleAll: () => void;
  };
}): TableColumn<Row> {
  const { idOf, nameOf, selection } = options;
  return {
    key: 'select',
    width: '3rem',
    header: (
      <Box
        type="checkbox"
        aria-label="Seleccionar todos los de esta página"
        checked={selection.allSelected}
        disabled={selection.selectable.size === 0}
        onChange={selection.toggleAll}
      />
    ),
    render: (row) =>
      selection.selectable.has(idOf(row)) ? (
        <Box
          type="checkbox"
          aria-label={`Seleccionar ${nameOf(row)}`}
          checked={selection.selected.has(idOf(row))}
          onChange={() => selection.toggle(idOf(row))}
        />
      ) : null,
  };
}
