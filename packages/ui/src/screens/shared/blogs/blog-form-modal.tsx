import type { Blog } from '@bitacora/api';
import {
  DEFAULT_PUBLIC_DOMAIN,
  normalizeHostName,
  normalizeSubdomain,
  PLAN_LABELS,
  PLANS,
  type Plan,
  validateBlogForm,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { Select } from '../../../primitives/select/select';
import { TextField } from '../../../primitives/text-field/text-field';
import { FormModal, ModalForm } from '../form-modal';

/** What the blog modal sends: `uuid` null creates, a uuid edits. */
export type BlogFormValues = {
  uuid: string | null;
  name: string;
  subdomain: string;
  domain: string | null;
  /** Only a SUPER_ADMIN chooses the plan; otherwise absent. */
  plan?: Plan;
};

/** The modal's state, owned by the app: null closed, `blog: null` creating. */
export type BlogEditorState = { blog: Blog | null } | null;

export type BlogFormModalProps = {
  editor: BlogEditorState;
  canChoosePlan: boolean;
  isSaving?: boolean;
  /** The server message or error, else 'Error al guardar blog' (docs/product.md#blog-messages). */
  saveError?: string | null;
  publicDomain?: string;
  onSave: (values: BlogFormValues) => void;
  onClose: () => void;
};

const emptyValues = { name: '', subdomain: '', domain: '', plan: 'FREE' as Plan };

type BlogFormProps = {
  formId: string;
  blog: Blog | null;
  canChoosePlan: boolean;
  saveError?: string | null;
  publicDomain: string;
  onSave: (values: BlogFormValues) => void;
};

/** The fields; mounted afresh for each opening so they start from the blog being edited. */
function BlogForm({ formId, blog, canChoosePlan, saveError, publicDomain, onSave }: BlogFormProps) {
  const [values, setValues] = useState(() =>
    blog
      ? { name: blog.name, subdomain: blog.subdomain, domain: blog.domain ?? '', plan: blog.plan }
      : emptyValues,
  );
  const [validation, setValidation] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = validateBlogForm(values, publicDomain);
    setValidation(issue);
    if (issue) return;
    const domain = normalizeHostName(values.domain);
    onSave({
      uuid: blog?.uuid ?? null,
      name: values.name.trim(),
      subdomain: normalizeSubdomain(values.subdomain),
      domain: domain === '' ? null : domain,
      ...(canChoosePlan ? { plan: values.plan } : {}),
    });
  };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const message = validation ?? saveError;

  return (
    <ModalForm id={formId} onSubmit={submit} noValidate aria-label="Datos del blog">
      {message ? <Alert tone="error">{message}</Alert> : null}
      <TextField label="Nombre" name="name" required value={values.name} onChange={set('name')} />
      <TextField
        label="Subdominio"
        name="subdomain"
        required
        autoCapitalize="none"
        spellCheck={false}
        hint={`Dirección: ${normalizeSubdomain(values.subdomain) || 'subdominio'}.${publicDomain}`}
        value={values.subdomain}
        onChange={set('subdomain')}
      />
      <TextField
        label="Dominio personalizado (opcional)"
        name="domain"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="miblog.com"
        value={values.domain}
        onChange={set('domain')}
      />
      {canChoosePlan ? (
        <Select
          label="Plan"
          name="plan"
          value={values.plan}
          onChange={set('plan')}
          options={PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
        />
      ) : null}
    </ModalForm>
  );
}

/**
 * The blog modal (docs/product.md#subdomains-and-domains): name and subdomain required, custom
 * domain optional, plan for SUPER_ADMIN. It stays open until the app clears `editor` (it closes
 * only on success).
 */
export function BlogFormModal({
  editor,
  canChoosePlan,
  isSaving = false,
  saveError,
  publicDomain = DEFAULT_PUBLIC_DOMAIN,
  onSave,
  onClose,
}: BlogFormModalProps) {
  const blog = editor?.blog ?? null;
  return (
    <FormModal
      open={editor !== null}
      title={blog ? `Editar blog: ${blog.name}` : 'Nuevo Blog'}
      isSaving={isSaving}
      onClose={onClose}
    >
      {(formId) => (
        <BlogForm
          key={blog?.uuid ?? 'new'}
          formId={formId}
          blog={blog}
          canChoosePlan={canChoosePlan}
          saveError={saveError}
          publicDomain={publicDomain}
          onSave={onSave}
        />
      )}
    </FormModal>
  );
}
