import { type BulkAction, TRASH_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Select, type SelectOption } from '../../../primitives/select/select';
import { tokens } from '../../../tokens/tokens';

const ACTION_LABELS: Record<BulkAction, string> = {
  publish: 'Publicar',
  unpublish: 'Pasar a borrador',
  move: 'Mover a una categoría',
  delete: 'Eliminar',
};

/** 'Sin categoría' takes the posts out of theirs. */
const NO_CATEGORY = 'none';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
`;

const Count = styled.p`
  margin: 0;
  align-self: center;
  font-weight: ${tokens.font.weightMedium};
`;

/** The chosen action; moving names the category (null: out of any). */
export type BulkRequest =
  | { action: Exclude<BulkAction, 'move'> }
  | { action: 'move'; categoryId: number | null };

export type BulkBarProps = {
  /** How many rows are selected. */
  count: number;
  actions: readonly BulkAction[];
  /** What the rows are, singular and plural, and whether the word is feminine ('página'). */
  noun: { one: string; many: string; feminine?: boolean };
  /** The blog's categories, for 'Mover a una categoría'. */
  categories?: readonly SelectOption[];
  isApplying?: boolean;
  /** The server's refusal, with the refused rows named. */
  error?: string | null;
  /** Called with the chosen action; a deletion only after its confirmation. */
  onApply: (request: BulkRequest) => void;
  onClear: () => void;
};

/** The actions on the selected rows: publish, unpublish, move to a category, delete. */
export function BulkBar({
  count,
  actions,
  noun,
  categories,
  isApplying = false,
  error,
  onApply,
  onClear,
}: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | ''>('');
  const [category, setCategory] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ending = (plural: boolean) => (noun.feminine ? 'a' : 'o') + (plural ? 's' : '');
  const summary =
    count === 0
      ? `${noun.feminine ? 'Ninguna' : 'Ningún'} ${noun.one} seleccionad${ending(false)}`
      : count === 1
        ? `1 ${noun.one} seleccionad${ending(false)}`
        : `${count} ${noun.many} seleccionad${ending(true)}`;
  const these =
    count === 1
      ? `${noun.feminine ? 'esta' : 'este'} ${noun.one}`
      : `${noun.feminine ? 'estas' : 'estos'} ${count} ${noun.many}`;
  const ready = count > 0 && action !== '' && (action !== 'move' || category !== '');

  const apply = () => {
    if (action === '') return;
    if (action === 'delete') setConfirming(true);
    else if (action === 'move')
      onApply({ action, categoryId: category === NO_CATEGORY ? null : Number(category) });
    else onApply({ action });
  };

  return (
    <section aria-label="Acciones en lote">
      <Bar>
        <Count role="status">{summary}</Count>
        <Select
          label="Acción en lote"
          placeholder="Elige una acción"
          options={actions.map((value) => ({ value, label: ACTION_LABELS[value] }))}
          value={action}
          onChange={(event) => setAction(event.target.value as BulkAction | '')}
        />
        {action === 'move' ? (
          <Select
            label="Categoría de destino"
            placeholder="Elige la categoría"
            options={[{ value: NO_CATEGORY, label: 'Sin categoría' }, ...(categories ?? [])]}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        ) : null}
        <Button disabled={!ready} isLoading={isApplying} onClick={apply}>
          Aplicar
        </Button>
        {count > 0 ? (
          <Button variant="secondary" onClick={onClear} disabled={isApplying}>
            Quitar la selección
          </Button>
        ) : null}
      </Bar>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={`Eliminar ${noun.many}`}
        message={`¿Estás seguro de que deseas eliminar ${these}? ${TRASH_MESSAGES.bulkNote(count, noun.feminine === true)}`}
        confirmLabel="Eliminar"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onApply({ action: 'delete' });
        }}
      />
    </section>
  );
}
