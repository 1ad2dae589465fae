import type { Category } from '@bitacora/api';
import {
  CATEGORY_SLUG_MAX,
  type CategoryField,
  type FormErrors,
  initialSlugState,
  type Language,
  nextSlugState,
  type SlugState,
  slugifyCategory,
  validateCategory,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import {
  OldAddresses,
  type OldAddressesProps,
} from '../../../patterns/old-addresses/old-addresses';
import { SlugField } from '../../../patterns/slug-field/slug-field';
import {
  type BlogLanguages,
  showsLanguages,
  startingLanguage,
  TermLanguageSelect,
} from '../../../patterns/term-language/term-language';
import { Alert } from '../../../primitives/alert/alert';
import { TextField } from '../../../primitives/text-field/text-field';
import { FormModal, ModalForm } from '../../shared/form-modal';

/** What the modal sends: `id` null creates, an id edits; `language` only where 'Idioma' shows. */
export type CategoryFormValues = {
  id: Category['id'] | null;
  name: string;
  slug: string;
  language?: Language;
};

/** The modal's state, owned by the app: null closed, `category: null` creating. */
export type CategoryEditorState = { category: Category | null } | null;

type CategoryFormProps = {
  formId: string;
  category: Category | null;
  saveError?: string | null;
  onSave: (values: CategoryFormValues) => void;
  languages?: BlogLanguages;
};

/** The fields; mounted afresh for each opening so they start from the category being edited. */
function CategoryForm({ formId, category, saveError, onSave, languages }: CategoryFormProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [language, setLanguage] = useState<Language>(() =>
    startingLanguage(category, languages ?? []),
  );
  const [slug, setSlug] = useState<SlugState>(() => initialSlugState(category?.slug ?? ''));
  const [errors, setErrors] = useState<FormErrors<CategoryField>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { name: name.trim(), slug: slugifyCategory(slug.slug) };
    const issues = validateCategory(values);
    setErrors(issues);
    if (issues.name || issues.slug) return;
    onSave({
      id: category?.id ?? null,
      ...values,
      ...(showsLanguages(languages) && { language }),
    });
  };

  return (
    <ModalForm id={formId} onSubmit={submit} noValidate aria-label="Datos de la categoría">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <TextField
        label="Nombre"
        name="name"
        required
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setSlug((current) =>
            nextSlugState(current, { type: 'titleChanged', title: event.target.value }, 'category'),
          );
        }}
      />
      <SlugField
        kind="category"
        name="slug"
        required
        canRefresh={false}
        title={name}
        state={slug}
        onStateChange={setSlug}
        maxLength={CATEGORY_SLUG_MAX}
        error={errors.slug}
        hint={`Se genera a partir del nombre. Máximo ${CATEGORY_SLUG_MAX} caracteres.`}
      />
      {showsLanguages(languages) ? (
        <TermLanguageSelect value={language} onChange={setLanguage} />
      ) : null}
    </ModalForm>
  );
}

export type CategoryFormModalProps = {
  editor: CategoryEditorState;
  isSaving?: boolean;
  /**
   * The server's error field, else 'Error al guardar la categoría'
   * (docs/product.md#category-messages).
   */
  saveError?: string | null;
  onSave: (values: CategoryFormValues) => void;
  onClose: () => void;
  /** The category's old addresses, when editing one. */
  oldAddresses?: OldAddressesProps;
  /** The blog's languages in use, main first: 'Idioma' shows once there are two. */
  languages?: BlogLanguages;
};

/**
 * The category modal (docs/product.md#category-rules); it stays open until the app clears `editor`
 * after a save.
 */
export function CategoryFormModal({
  editor,
  isSaving = false,
  saveError,
  onSave,
  onClose,
  oldAddresses,
  languages,
}: CategoryFormModalProps) {
  const category = editor?.category ?? null;
  return (
    <FormModal
      open={editor !== null}
      title={category ? `Editar categoría: ${category.name}` : 'Nueva categoría'}
      isSaving={isSaving}
      onClose={onClose}
    >
      {(formId) => (
        <>
          <CategoryForm
            key={category?.id ?? 'new'}
            formId={formId}
            category={category}
            saveError={saveError}
            onSave={onSave}
            languages={languages}
          />
          {category && oldAddresses ? <OldAddresses {...oldAddresses} /> : null}
        </>
      )}
    </FormModal>
  );
}
