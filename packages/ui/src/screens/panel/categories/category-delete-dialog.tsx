import type { Category } from '@bitacora/api';
import { CATEGORY_MESSAGES, categoryDeletionIssue } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Modal } from '../../../primitives/modal/modal';
import { Select } from '../../../primitives/select/select';
import { tokens } from '../../../tokens/tokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};

  p {
    margin: 0;
  }
`;

export type CategoryDeleteDialogProps = {
  /** The category to delete; null keeps the dialog closed. */
  category: Category | null;
  /** Every category of the blog (the one being deleted included); the others may take its posts. */
  categories: readonly Category[];
  onConfirm: (input: { id: Category['id']; moveTo: Category['id'] | null }) => void;
  onCancel: () => void;
};

/**
 * The question from docs/product.md#category-deletion, plus what else the deletion does: where the
 * category's posts go (they never end up without one) and which menu items leave with it.
 */
export function CategoryDeleteDialog({
  category,
  categories,
  onConfirm,
  onCancel,
}: CategoryDeleteDialogProps) {
  const others = categories.filter((other) => other.id !== category?.id);
  const postCount = category?.postCount ?? 0;
  const menuItemCount = category?.menuItemCount ?? 0;
  // The choice belongs to one opening: another category starts again from the first target.
  const [choice, setChoice] = useState<{ id: Category['id']; moveTo: string } | null>(null);
  const firstTarget = postCount > 0 && others[0] ? String(others[0].id) : '';
  const moveTo = choice && choice.id === category?.id ? choice.moveTo : firstTarget;
  const target = moveTo === '' ? null : Number(moveTo);
  const issue = category
    ? categoryDeletionIssue({
        id: category.id,
        postCount,
        otherIds: others.map((other) => other.id),
        moveTo: target,
      })
    : null;

  return (
    <Modal
      open={category !== null}
      onClose={onCancel}
      title="Eliminar categoría"
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={issue !== null}
            onClick={() => {
              if (category) onConfirm({ id: category.id, moveTo: postCount > 0 ? target : null });
            }}
          >
            Eliminar
          </Button>
        </>
      }
    >
      <Stack>
        <p>{CATEGORY_MESSAGES.confirmDelete}</p>
        {postCount > 0 ? <p>{CATEGORY_MESSAGES.postsToMove(postCount)}</p> : null}
        {postCount > 0 && others.length > 0 && category ? (
          <Select
            label={CATEGORY_MESSAGES.moveTargetLabel}
            required
            options={others.map((other) => ({ value: String(other.id), label: other.name }))}
            value={moveTo}
            onChange={(event) => setChoice({ id: category.id, moveTo: event.target.value })}
          />
        ) : null}
        {menuItemCount > 0 ? <p>{CATEGORY_MESSAGES.menuItemsRemoved(menuItemCount)}</p> : null}
        {issue ? <Alert tone="error">{issue}</Alert> : null}
      </Stack>
    </Modal>
  );
}
