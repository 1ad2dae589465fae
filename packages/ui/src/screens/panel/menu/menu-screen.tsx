import type { MenuItem } from '@bitacora/api';
import {
  MENU_MESSAGES,
  menuCountMessage,
  nextMenuOrder,
  reorderMenuItems,
  sortMenuItems,
} from '@bitacora/domain';
import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../primitives/empty-state/empty-state';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { Caption, Scroller, StyledTable, Td, Th } from '../../../primitives/table/table.styles';
import { tokens } from '../../../tokens/tokens';
import {
  editorModalProps,
  ListBody,
  type ListEditorProps,
  ListScreen,
  ListSummary,
  LoadErrorRow,
  usePendingDelete,
} from '../../shared/list-screen';
import {
  type MenuEditorState,
  MenuItemFormModal,
  type MenuItemFormValues,
} from './menu-item-form-modal';

export type MenuScreenProps = ListEditorProps<MenuEditorState, MenuItemFormValues> & {
  status: 'loading' | 'ready' | 'error';
  items: readonly MenuItem[];
  /**
   * The server message, else 'Failed to load menu. Server may be unavailable.'
   * (docs/product.md#menu-messages)
   */
  error?: string | null;
  onRetry?: () => void;
  /** 'Failed to delete menu item' (docs/product.md#menu-messages). */
  deleteError?: string | null;
  /** While a reorder is being saved, dragging waits. */
  isReordering?: boolean;
  onCreate: () => void;
  onEdit: (input: { id: MenuItem['id'] }) => void;
  onDelete: (input: { id: MenuItem['id'] }) => void;
  /** Every item in its new place, orders renumbered from 1. */
  onReorder: (items: MenuItem[]) => void;
};

const LabelCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['2']};
  font-weight: ${tokens.font.weightMedium};
`;

const Url = styled.code`
  font-family: ${tokens.font.familyMono};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
`;

const HEADERS = ['Label', 'URL', 'Actions'] as const;

/** Menu manager: the items in order, dragged (or moved by keyboard) into a new order. */
export function MenuScreen(props: MenuScreenProps) {
  const {
    status,
    items,
    error,
    onRetry,
    deleteError,
    isReordering = false,
    onCreate,
    onEdit,
    onDelete,
    onReorder,
  } = props;
  const deletion = usePendingDelete<MenuItem>((item) => onDelete({ id: item.id }));
  const sorted = useMemo(() => sortMenuItems(items), [items]);

  const head = (
    <thead>
      <tr>
        {HEADERS.map((header) => (
          <Th key={header} scope="col" $align="left">
            {header}
          </Th>
        ))}
      </tr>
    </thead>
  );

  const table = (body: ReactNode) => (
    <Scroller role="region" aria-label="Menu items" tabIndex={0}>
      <StyledTable aria-busy={status === 'loading' || undefined}>
        <Caption $hidden>Menu items</Caption>
        {head}
        {body}
      </StyledTable>
    </Scroller>
  );

  const loading = (
    <LoadingRegion label="Cargando menú...">
      {table(
        <tbody>
          {[0, 1, 2].map((row) => (
            <tr key={row}>
              {HEADERS.map((header) => (
                <Td key={header} $align="left">
                  <Skeleton width="70%" />
                </Td>
              ))}
            </tr>
          ))}
        </tbody>,
      )}
    </LoadingRegion>
  );

  const list =
    sorted.length === 0 ? (
      <EmptyState title={MENU_MESSAGES.empty} />
    ) : (
      table(
        <SortableList<MenuItem>
          as="tbody"
          items={sorted}
          getKey={getId}
          getLabel={getLabel}
          disabled={isReordering}
          onReorder={({ from, to }) => onReorder(reorderMenuItems(sorted, from, to))}
          renderItem={(item, { handle, moveButtons }) => (
            <>
              <Td $align="left">
                <LabelCell>
                  {handle}
                  {item.label}
                </LabelCell>
              </Td>
              <Td $align="left">
                <Url>{item.url}</Url>
              </Td>
              <Td $align="left">
                <Actions>
                  {moveButtons}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${item.label}`}
                    onClick={() => onEdit({ id: item.id })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${item.label}`}
                    onClick={() => deletion.request(item)}
                  >
                    Delete
                  </Button>
                </Actions>
              </Td>
            </>
          )}
        />,
      )
    );

  return (
    <ListScreen
      titleId="menu-title"
      title="Menu"
      actions={<Button onClick={() => onCreate()}>Add Menu Item</Button>}
    >
      <ListBody deleteError={deleteError}>
        {status === 'error' ? (
          <LoadErrorRow message={error || MENU_MESSAGES.loadFailed} onRetry={onRetry} />
        ) : status === 'loading' ? (
          loading
        ) : (
          <>
            <ListSummary>{menuCountMessage(sorted.length)}</ListSummary>
            {list}
          </>
        )}
      </ListBody>
      <MenuItemFormModal {...editorModalProps(props)} nextOrder={nextMenuOrder(items)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete menu item"
        message={MENU_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        cancelLabel="Cancel"
      />
    </ListScreen>
  );
}

const getId = (item: MenuItem) => item.id;
const getLabel = (item: MenuItem) => item.label;
