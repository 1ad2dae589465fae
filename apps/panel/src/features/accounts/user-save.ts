import type { Api, CreateUserBody, UpdateUserBody, User } from '@bitacora/api';
import type { UserFormValues } from '@bitacora/ui';

/** The calls the user save makes. */
export type UserSaveApi = { users: Pick<Api['users'], 'create' | 'update' | 'uploadPicture'> };

/** A non-admin creating a user always sends role AUTHOR. */
function userCreateBody(values: UserFormValues, isAdmin: boolean): CreateUserBody {
  return {
    name: values.name,
    email: values.email,
    password: values.password ?? '',
    bio: values.bio,
    role: isAdmin ? (values.role ?? 'AUTHOR') : 'AUTHOR',
    socialLinks: values.socialLinks,
  };
}

/**
 * Name, bio and the six social links ('' unsets one); the role only from an admin; the password only when one was typed;
 * `removePicture` when the picture was removed and no new one chosen.
 */
function userUpdateBody(values: UserFormValues, isAdmin: boolean): UpdateUserBody {
  const body: UpdateUserBody = {
    name: values.name,
    bio: values.bio,
    socialLinks: values.socialLinks,
  };
  if (isAdmin && values.role) body.role = values.role;
  if (values.removePicture && !values.picture) body.removePicture = true;
  if (values.password) {
    body.password = values.password;
    if (values.currentPassword) body.currentPassword = values.currentPassword;
  }
  return body;
}

export type UserSaveResult = {
  user: User;
  /** A fresh token, when the signed-in user changed its own password (the old one is void). */
  token: string | null;
  /** The picture upload's failure, when one was chosen and could not be stored. */
  pictureError: unknown;
};

/**
 * Saves a user. Creating: POST, then the picture for the new uuid. Editing: the picture first,
 * then the PATCH, because changing one's own password voids the token the upload would use.
 * A failed save throws; a failed picture upload is reported in the answer, not thrown.
 */
export async function saveUser(
  api: UserSaveApi,
  values: UserFormValues,
  isAdmin: boolean,
): Promise<UserSaveResult> {
  let pictureError: unknown = null;
  const upload = async (uuid: string) => {
    if (!values.picture) return;
    try {
      await api.users.uploadPicture(uuid, values.picture);
    } catch (error) {
      console.error('No se pudo subir la foto de perfil', error);
      pictureError = error;
    }
  };
  if (values.uuid === null) {
    const user = await api.users.create(userCreateBody(values, isAdmin));
    await upload(user.uuid);
    return { user, token: null, pictureError };
  }
  await upload(values.uuid);
  const answer: User & { token?: unknown } = await api.users.update(
    values.uuid,
    userUpdateBody(values, isAdmin),
  );
  const { token, ...user } = answer;
  return { user, token: typeof token === 'string' ? token : null, pictureError };
}
