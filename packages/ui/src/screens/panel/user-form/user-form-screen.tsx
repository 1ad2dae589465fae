import type { User } from '@bitacora/api';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  type FormErrors,
  PROFILE_LINK_KEYS,
  PROFILE_LINK_LABELS,
  type ProfileLinkKey,
  profileLinksErrors,
  ROLE_LABELS,
  USER_MESSAGES,
  type UserFormField,
  validateUserForm,
  validateUserPicture,
} from '@bitacora/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useObjectUrl } from '../../../patterns/image-picker/use-chosen-image';
import { Alert } from '../../../primitives/alert/alert';
import { Avatar } from '../../../primitives/avatar/avatar';
import { Button } from '../../../primitives/button/button';
import { fileInputLabel } from '../../../primitives/field/field.styles';
import { Select } from '../../../primitives/select/select';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toast } from '../../../primitives/toast/toast';
import { mutedText, raisedBox, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';
import { useReportDirty } from '../../shared/dirty/use-report-dirty';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { ActiveSessions, type ActiveSessionsProps } from './active-sessions';
import {
  CommentNotificationsSection,
  type CommentNotificationsSectionProps,
} from './comment-notifications-section';
import { TwoFactorSection, type TwoFactorSectionProps } from './two-factor-section';

/** The roles the form gives (SUPER_ADMIN never), as the server's schema accepts them. */

/** What 'Guardar' sends. `role` only when an admin chose it; passwords only when typed. */
export type UserFormValues = {
  uuid: string | null;
  name: string;
  email: string;
  bio: string;
  role?: AssignableRole;
  password?: string;
  currentPassword?: string;
  /** A new picture to upload after the save. */
  picture: File | null;
  /** The current picture is to be removed. */
  removePicture: boolean;
  /** 'Redes sociales': each field as typed and trimmed, '' when unset. */
  socialLinks: Record<ProfileLinkKey, string>;
};

export type UserFormScreenProps = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  /** The user being edited; null when creating. */
  user: User | null;
  /** Only admins see and change the role select. */
  canChooseRole: boolean;
  error?: string | null;
  isSaving?: boolean;
  /**
   * The server's error text, else 'Error al guardar usuario. Por favor, inténtalo de nuevo.'
   * (docs/product.md#user-messages)
   */
  saveError?: string | null;
  /** Shows 'Usuario creado correctamente' or 'Usuario actualizado correctamente'. */
  showSaved?: boolean;
  onDismissSaved?: () => void;
  onSave: (values: UserFormValues) => void;
  /** 'Volver' / 'Cancelar': back to the list. */
  onCancel: () => void;
  /** Whether the fields differ from the saved user (or an empty new one), on each change. */
  onDirtyChange?: (dirty: boolean) => void;
  /** 'Mi perfil' only: the signed-in user's sessions, below the form. */
  activeSessions?: ActiveSessionsProps;
  /** 'Mi perfil' only: the signed-in user's two-factor sign-in, below the form. */
  twoFactor?: TwoFactorSectionProps;
  /** 'Mi perfil' only: 'Avisos de comentarios', below the form. */
  commentNotifications?: CommentNotificationsSectionProps;
};

const Form = styled.form`
  ${stack('6')}
  max-width: 40rem;
`;

const Fieldset = styled.fieldset`
  ${stack('4')}
  min-width: 0;
  ${raisedBox}

  legend {
    padding: 0 ${tokens.space['2']};
    font-weight: ${tokens.font.weightSemibold};
  }
`;

const PictureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['4']};
`;

const PictureActions = styled.div`
  ${stack('2')}
`;

/** The native file input names its button in the browser's language: ours says it in Spanish. */
const FilePick = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2rem;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  cursor: pointer;

  &:hover {
    background: ${tokens.color.secondaryHover};
  }

  ${fileInputLabel}
`;

const ReadOnly = styled.div`
  ${stack('1')}
  font-size: ${tokens.font.sizeSm};

  span:first-child {
    font-weight: ${tokens.font.weightMedium};
  }
`;

const Muted = styled.p`
  ${mutedText}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
`;

/** The social links' hints: Mastodon also takes a handle. */
const LINK_HINTS: Partial<Record<ProfileLinkKey, string>> = {
  mastodon: 'https://servidor/@usuario o @usuario@servidor',
};

const linksOf = (user: User | null): Record<ProfileLinkKey, string> =>
  Object.fromEntries(PROFILE_LINK_KEYS.map((key) => [key, user?.socialLinks[key] ?? ''])) as Record<
    ProfileLinkKey,
    string
  >;

const isAssignable = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

type UserFormProps = Omit<
  UserFormScreenProps,
  | 'status'
  | 'error'
  | 'showSaved'
  | 'onDismissSaved'
  | 'activeSessions'
  | 'twoFactor'
  | 'commentNotifications'
>;

function UserForm({
  mode,
  user,
  canChooseRole,
  isSaving = false,
  saveError,
  onSave,
  onCancel,
  onDirtyChange,
}: UserFormProps) {
  const isEditing = mode === 'edit';
  const [saved] = useState(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    bio: user?.bio ?? '',
    role: (user && isAssignable(user.role) ? user.role : 'AUTHOR') as AssignableRole,
    currentPassword: '',
    password: '',
    confirmPassword: '',
  }));
  const [values, setValues] = useState(saved);
  const [savedLinks] = useState(() => linksOf(user));
  const [links, setLinks] = useState(savedLinks);
  const [linkErrors, setLinkErrors] = useState<FormErrors<ProfileLinkKey>>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  useReportDirty(
    (Object.keys(saved) as (keyof typeof saved)[]).some((key) => values[key] !== saved[key]) ||
      PROFILE_LINK_KEYS.some((key) => links[key] !== savedLinks[key]) ||
      picture !== null ||
      removePicture,
    onDirtyChange,
  );
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<UserFormField>>({});
  const preview = useObjectUrl(picture);
  const shownPicture = preview ?? (removePicture ? null : (user?.picture ?? null));

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const issue = validateUserPicture(file);
    setPictureError(issue);
    if (issue) {
      event.target.value = '';
      return;
    }
    setPicture(file);
    if (file) setRemovePicture(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issues = validateUserForm({ mode, ...values });
    setErrors(issues);
    const linkIssues = profileLinksErrors(links);
    setLinkErrors(linkIssues);
    if (issues.email || issues.password || issues.confirmPassword) return;
    if (Object.keys(linkIssues).length > 0) return;
    const hasPassword = values.password.trim() !== '';
    onSave({
      uuid: user?.uuid ?? null,
      name: values.name.trim(),
      email: values.email.trim(),
      bio: values.bio.trim(),
      // A non-admin creating sends AUTHOR; a non-admin edit sends no role.
      ...(canChooseRole ? { role: values.role } : isEditing ? {} : { role: 'AUTHOR' as const }),
      ...(hasPassword ? { password: values.password } : {}),
      ...(hasPassword && isEditing && values.currentPassword !== ''
        ? { currentPassword: values.currentPassword }
        : {}),
      picture,
      removePicture,
      socialLinks: Object.fromEntries(
        PROFILE_LINK_KEYS.map((key) => [key, links[key].trim()]),
      ) as Record<ProfileLinkKey, string>,
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Datos del usuario">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <Fieldset>
        <legend>Perfil</legend>
        <PictureRow>
          <Avatar name={values.name} src={shownPicture} size="xl" />
          <PictureActions>
            <FilePick>
              {shownPicture ? 'Cambiar foto de perfil' : 'Elegir foto de perfil'}
              <input
                type="file"
                accept="image/*"
                aria-describedby={pictureError ? 'user-picture-error' : undefined}
                onChange={choosePicture}
              />
            </FilePick>
            {shownPicture ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setPicture(null);
                  setRemovePicture(Boolean(user?.picture));
                }}
              >
                Quitar foto
              </Button>
            ) : null}
            {pictureError ? (
              <Alert tone="error" id="user-picture-error">
                {pictureError}
              </Alert>
            ) : null}
          </PictureActions>
        </PictureRow>
        <TextField label="Nombre" name="name" value={values.name} onChange={set('name')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          required={!isEditing}
          readOnly={isEditing}
          hint={isEditing ? USER_MESSAGES.emailReadOnly : undefined}
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        {canChooseRole ? (
          <Select
            label="Rol"
            name="role"
            value={values.role}
            options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            onChange={set('role')}
          />
        ) : (
          <ReadOnly>
            <span>Rol</span>
            <span>{ROLE_LABELS[user?.role ?? 'AUTHOR']}</span>
          </ReadOnly>
        )}
        <TextArea label="Biografía" name="bio" rows={4} value={values.bio} onChange={set('bio')} />
      </Fieldset>
      <Fieldset>
        <legend>Redes sociales</legend>
        <Muted>
          Se muestran en la página de autor. Escribe direcciones completas, con https://.
        </Muted>
        {PROFILE_LINK_KEYS.map((key) => (
          <TextField
            key={key}
            label={PROFILE_LINK_LABELS[key]}
            name={`socialLinks.${key}`}
            type={key === 'mastodon' ? 'text' : 'url'}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            hint={LINK_HINTS[key]}
            value={links[key]}
            error={linkErrors[key]}
            onChange={(event) => setLinks((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </Fieldset>
      <Fieldset>
        <legend>Contraseña</legend>
        {isEditing ? <Muted>Déjala en blanco para mantener la actual.</Muted> : null}
        {isEditing ? (
          <TextField
            label="Contraseña actual"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
        ) : null}
        <TextField
          label="Nueva contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          required={!isEditing}
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <TextField
          label="Confirmar contraseña"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required={!isEditing}
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </Fieldset>
      <Actions>
        <Button variant="secondary" onClick={() => onCancel()} disabled={isSaving}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
          Guardar
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * User form: picture, name, email, role, biography, social links and the password section; on one's own
 * profile, the active sessions below it.
 */
export function UserFormScreen({
  status,
  error,
  showSaved = false,
  onDismissSaved,
  activeSessions,
  twoFactor,
  commentNotifications,
  ...form
}: UserFormScreenProps) {
  const isEditing = form.mode === 'edit';
  return (
    <section aria-labelledby="user-form-title">
      <PageHeader>
        <h1 id="user-form-title">{isEditing ? 'Editar usuario' : 'Nuevo Usuario'}</h1>
        <Button variant="secondary" onClick={() => form.onCancel()}>
          Volver
        </Button>
      </PageHeader>
      {status === 'error' ? (
        <Alert tone="error">{error || USER_MESSAGES.saveFailed}</Alert>
      ) : status === 'loading' ? (
        <LoadingRegion label="Cargando usuario...">
          <Skeleton round width="96px" height="96px" />
          <Skeleton lines={4} height="2.5rem" />
        </LoadingRegion>
      ) : (
        <UserForm key={form.user?.uuid ?? 'new'} {...form} />
      )}
      {isEditing && status === 'ready' && commentNotifications ? (
        <CommentNotificationsSection {...commentNotifications} />
      ) : null}
      {isEditing && status === 'ready' && twoFactor ? <TwoFactorSection {...twoFactor} /> : null}
      {isEditing && status === 'ready' && activeSessions ? (
        <ActiveSessions {...activeSessions} />
      ) : null}
      {showSaved && onDismissSaved ? (
        <Toast
          message={isEditing ? USER_MESSAGES.updated : USER_MESSAGES.created}
          durationMs={2000}
          onDismiss={onDismissSaved}
        />
      ) : null}
    </section>
  );
}
