import { Button } from '../../primitives/button/button';
import type { TableAction, TableState } from './editor-table';
import { CodeLanguageBar } from './rich-text-editor.styles';

export type TableBarProps = {
  table: TableState;
  disabled: boolean;
  onAction: (action: TableAction) => void;
};

/**
 * The controls of the table under the cursor, shown above the text while the cursor is in one.
 * They come after the toolbar in the tab order, and Shift+Tab from the table's first cell
 * reaches them. Buttons keep the editor's selection (mousedown does not take focus).
 */
export function TableBar({ table, disabled, onAction }: TableBarProps) {
  const button = (action: TableAction, label: string, enabled = true, pressed?: boolean) => (
    <Button
      variant="secondary"
      size="sm"
      disabled={disabled || !enabled}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );
  return (
    <CodeLanguageBar role="group" aria-label="Tabla">
      {button('addRow', 'Añadir fila')}
      {button('deleteRow', 'Eliminar fila', table.canDeleteRow)}
      {button('addColumn', 'Añadir columna')}
      {button('deleteColumn', 'Eliminar columna', table.canDeleteColumn)}
      {button('headerRow', 'Fila de encabezado', true, table.headerRow)}
      {button('deleteTable', 'Eliminar tabla')}
    </CodeLanguageBar>
  );
}
