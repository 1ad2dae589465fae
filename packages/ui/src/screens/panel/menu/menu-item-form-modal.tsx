import type { MenuItem } from '@bitacora/api';
import {
  type FormErrors,
  MENU_ORDER_MIN,
  type MenuItemField,
  normalizeMenuItem,
  validateMenuItem,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { TextField } from '../../../primitives/text-field/text-field';
import { FormModal, ModalForm } from '../../shared/form-modal';

/** What the modal sends, trimmed: `id` null adds, an id edits. */
export type MenuItemFormValues = {
  id: MenuItem['id'] | null;
  label: string;
  url: string;
  order: number;
};

/** The modal's state, owned by the app: null closed, `item: null` adding. */
export type MenuEditorState = { item: MenuItem | null } | null;

type MenuItemFormProps = {
  formId: string;
  item: MenuItem | null;
  nextOrder: number;
  saveError?: string | null;
  onSave: (values: MenuItemFormValues) => void;
};

function MenuItemForm({ formId, item, nextOrder, saveError, onSave }: MenuItemFormProps) {
  const [values, setValues] = useState({
    label: item?.label ?? '',
    url: item?.url ?? '',
    order: String(item?.order ?? nextOrder),
  });
  const [errors, setErrors] = useState<FormErrors<MenuItemField>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issues = validateMenuItem(values);
    setErrors(issues);
    if (issues.label || issues.url || issues.order) return;
    onSave({ id: item?.id ?? null, ...normalizeMenuItem(values) });
  };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <ModalForm id={formId} onSubmit={submit} noValidate aria-label="Datos del elemento del menú">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <TextField
        label="Label"
        name="label"
        required
        value={values.label}
        error={errors.label}
        onChange={set('label')}
      />
      <TextField
        label="URL"
        name="url"
        required
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://… o /ruta"
        hint="Empieza por http://, https:// o /"
        value={values.url}
        error={errors.url}
        onChange={set('url')}
      />
      <TextField
        label="Order"
        name="order"
        type="number"
        inputMode="numeric"
        min={MENU_ORDER_MIN}
        step={1}
        value={values.order}
        error={errors.order}
        onChange={set('order')}
      />
    </ModalForm>
  );
}

export type MenuItemFormModalProps = {
  editor: MenuEditorState;
  /** The order a new item starts with: after the last one. */
  nextOrder: number;
  isSaving?: boolean;
  /**
   * Details, then message, then 'Failed to save menu item. Please check the data and try again.'
   * (docs/product.md#menu-messages)
   */
  saveError?: string | null;
  onSave: (values: MenuItemFormValues) => void;
  onClose: () => void;
};

/**
 * The menu item modal (docs/product.md#menu-items); it stays open until the app clears `editor`
 * after a save.
 */
export function MenuItemFormModal({
  editor,
  nextOrder,
  isSaving = false,
  saveError,
  onSave,
  onClose,
}: MenuItemFormModalProps) {
  const item = editor?.item ?? null;
  return (
    <FormModal
      open={editor !== null}
      title={item ? 'Edit Menu Item' : 'Add Menu Item'}
      isSaving={isSaving}
      onClose={onClose}
    >
      {(formId) => (
        <MenuItemForm
          key={item?.id ?? 'new'}
          formId={formId}
          item={item}
          nextOrder={nextOrder}
          saveError={saveError}
          onSave={onSave}
        />
      )}
    </FormModal>
  );
}
