import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  INVITATION_MESSAGES,
  ROLE_LABELS,
  validateInvitationEmail,
} from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Modal } from '../../../primitives/modal/modal';
import { Select } from '../../../primitives/select/select';
import { TextField } from '../../../primitives/text-field/text-field';
import { ModalForm } from '../../shared/form-modal';

export type InviteValues = { name: string; email: string; role: AssignableRole };

export type InviteDialogProps = {
  open: boolean;
  /** Admins choose the role; otherwise the invitation is for an author. */
  canChooseRole?: boolean;
  isSending?: boolean;
  /** The server's refusal (a member already, a wrong email...). */
  error?: string | null;
  onSend: (values: InviteValues) => void;
  onClose: () => void;
};

type InviteFormProps = Pick<InviteDialogProps, 'canChooseRole' | 'error' | 'onSend'> & {
  formId: string;
};

/** Mounted afresh for each opening, so a new invitation starts empty. */
function InviteForm({ formId, canChooseRole, error, onSend }: InviteFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('AUTHOR');
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog may sit above another form: its submit stays its own.
    event.stopPropagation();
    const issue = validateInvitationEmail(email);
    setEmailError(issue);
    if (issue) return;
    onSend({ name: name.trim(), email: email.trim(), role: canChooseRole ? role : 'AUTHOR' });
  };

  return (
    <ModalForm id={formId} onSubmit={submit} noValidate aria-label="Datos de la invitación">
      <p>Le enviaremos un enlace para que elija su contraseña y se una al blog.</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Nombre"
        name="name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      {canChooseRole ? (
        <Select
          label="Rol"
          name="role"
          value={role}
          options={ASSIGNABLE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        />
      ) : null}
    </ModalForm>
  );
}

/** 'Invitar autor': name, email and role; the server mails the link. */
export function InviteDialog({
  open,
  canChooseRole = false,
  isSending = false,
  error,
  onSend,
  onClose,
}: InviteDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isSending) onClose();
      }}
      title={INVITATION_MESSAGES.invite}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={isSending} loadingText="Enviando...">
            Enviar invitación
          </Button>
        </>
      }
    >
      {open ? (
        <InviteForm formId={formId} canChooseRole={canChooseRole} error={error} onSend={onSend} />
      ) : null}
    </Modal>
  );
}
