import type { Recommendation } from '@bitacora/api';
import {
  type FormErrors,
  RECOMMENDATION_MESSAGES as M,
  RECOMMENDATION_LIMITS,
  type RecommendationField,
  recommendationErrors,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { FormModal, ModalForm } from '../../shared/form-modal';

/** What the modal sends, trimmed: `id` null adds, an id edits. */
export type RecommendationFormValues = {
  id: Recommendation['id'] | null;
  url: string;
  title: string;
  reason: string;
};

/** The modal's state, owned by the app: null closed, `item: null` adding. */
export type RecommendationEditorState = { item: Recommendation | null } | null;

type FormProps = {
  formId: string;
  item: Recommendation | null;
  saveError?: string | null;
  onSave: (values: RecommendationFormValues) => void;
};

function RecommendationForm({ formId, item, saveError, onSave }: FormProps) {
  const [values, setValues] = useState({
    url: item?.url ?? '',
    title: item?.title ?? '',
    reason: item?.reason ?? '',
  });
  const [errors, setErrors] = useState<FormErrors<RecommendationField>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same rule the server applies; that the address is not the blog itself it says.
    const issues = recommendationErrors(values);
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    onSave({
      id: item?.id ?? null,
      url: values.url.trim(),
      title: values.title.trim(),
      reason: values.reason.trim(),
    });
  };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <ModalForm id={formId} onSubmit={submit} noValidate aria-label="Datos de la recomendación">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <TextField
        label={M.urlLabel}
        name="url"
        type="url"
        required
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://…"
        hint={M.urlHint}
        maxLength={RECOMMENDATION_LIMITS.url}
        value={values.url}
        error={errors.url}
        onChange={set('url')}
      />
      <TextField
        label={M.titleLabel}
        name="title"
        required
        maxLength={RECOMMENDATION_LIMITS.title}
        value={values.title}
        error={errors.title}
        onChange={set('title')}
      />
      <TextArea
        label={M.reasonLabel}
        name="reason"
        rows={3}
        hint={M.reasonHint}
        maxLength={RECOMMENDATION_LIMITS.reason}
        value={values.reason}
        error={errors.reason}
        onChange={set('reason')}
      />
    </ModalForm>
  );
}

export type RecommendationFormModalProps = {
  editor: RecommendationEditorState;
  isSaving?: boolean;
  /** The server's sentence at its field, else 'No se pudo guardar la recomendación…'. */
  saveError?: string | null;
  onSave: (values: RecommendationFormValues) => void;
  onClose: () => void;
};

/** Adds or edits a recommendation; it stays open until the app clears `editor` after a save. */
export function RecommendationFormModal({
  editor,
  isSaving = false,
  saveError,
  onSave,
  onClose,
}: RecommendationFormModalProps) {
  const item = editor?.item ?? null;
  return (
    <FormModal
      open={editor !== null}
      title={item ? M.edit : M.add}
      isSaving={isSaving}
      onClose={onClose}
    >
      {(formId) => (
        <RecommendationForm
          key={item?.id ?? 'new'}
          formId={formId}
          item={item}
          saveError={saveError}
          onSave={onSave}
        />
      )}
    </FormModal>
  );
}
