import { type ApiClient, readList, UPLOAD_TIMEOUT_MS } from '../client.ts';
import type { ListQuery, ListResponse } from '../schemas/common.schema.ts';
import type {
  CreateUserBody,
  UpdateUserBody,
  UploadPictureResponse,
  User,
} from '../schemas/user.schema.ts';

function pictureForm(picture: Blob, fileName?: string): FormData {
  const form = new FormData();
  const name =
    fileName ?? (typeof File !== 'undefined' && picture instanceof File ? picture.name : 'foto');
  form.append('picture', picture, name);
  return form;
}

/** `GET /api/users`. */
export async function list(client: ApiClient, query: ListQuery = {}): Promise<ListResponse<User>> {
  return readList<User>(await client.request('/api/users', { query }));
}

/** `GET /api/users/uuid/{uuid}`. */
export function getByUuid(client: ApiClient, uuid: string): Promise<User> {
  return client.request(`/api/users/uuid/${encodeURIComponent(uuid)}`);
}

/** `POST /api/users` with name, email, password, bio and role. */
export function create(client: ApiClient, body: CreateUserBody): Promise<User> {
  return client.request('/api/users', { method: 'POST', body });
}

/** `PATCH /api/users/uuid/{uuid}` with name, bio, and optionally role, password, currentPassword. */
export function update(client: ApiClient, uuid: string, body: UpdateUserBody): Promise<User> {
  return client.request(`/api/users/uuid/${encodeURIComponent(uuid)}`, { method: 'PATCH', body });
}

/** `POST /api/users/uuid/{uuid}/picture`, multipart field `picture`. */
export function uploadPicture(
  client: ApiClient,
  uuid: string,
  picture: Blob,
  fileName?: string,
): Promise<UploadPictureResponse> {
  return client.request(`/api/users/uuid/${encodeURIComponent(uuid)}/picture`, {
    method: 'POST',
    body: pictureForm(picture, fileName),
    timeout: UPLOAD_TIMEOUT_MS,
  });
}

/** `POST /api/profile-picture-test/upload/{userUuid}`, multipart field `picture`. */
export function uploadProfilePictureTest(
  client: ApiClient,
  userUuid: string,
  picture: Blob,
  fileName?: string,
): Promise<UploadPictureResponse> {
  return client.request(`/api/profile-picture-test/upload/${encodeURIComponent(userUuid)}`, {
    method: 'POST',
    body: pictureForm(picture, fileName),
    timeout: UPLOAD_TIMEOUT_MS,
  });
}
