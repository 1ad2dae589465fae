import type { ApiClient } from '../client.ts';
import type { BlogExport, BlogImport, ConfirmImportInput } from '../schemas/transfer.schema.ts';

/** An import's upload may take long: a 500 MB file on a slow line. */
const IMPORT_UPLOAD_TIMEOUT_MS = 60 * 60_000;

/**
 * `POST /api/imports`: the file as the request's body (streamed, never read whole), its name in
 * `X-File-Name`. Answers the import, `analysing`; the preview follows.
 */
export function uploadImport(
  client: ApiClient,
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
): Promise<BlogImport> {
  return client.request('/api/imports', {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(fileName),
    },
    timeout: IMPORT_UPLOAD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

/**
 * `POST /api/imports/{id}/images`: a zip of the old Ghost site's `content/images` folder, for
 * an export whose images name that site; a `ready` import only.
 */
export function uploadImportImages(
  client: ApiClient,
  id: string,
  file: Blob,
  fileName: string,
): Promise<BlogImport> {
  return client.request(`/api/imports/${id}/images`, {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(fileName),
    },
    timeout: IMPORT_UPLOAD_TIMEOUT_MS,
  });
}

/** `GET /api/imports`: the blog's latest imports, newest first. */
export function listImports(client: ApiClient): Promise<{ data: BlogImport[] }> {
  return client.request('/api/imports');
}

/** `GET /api/imports/{id}`. */
export function getImport(client: ApiClient, id: string): Promise<BlogImport> {
  return client.request(`/api/imports/${id}`);
}

/** `POST /api/imports/{id}/confirm`: starts writing a `ready` import. */
export function confirmImport(
  client: ApiClient,
  id: string,
  input: ConfirmImportInput = {},
): Promise<BlogImport> {
  return client.request(`/api/imports/${id}/confirm`, { method: 'POST', body: input });
}

/** `POST /api/imports/{id}/retry`: runs a `failed` import again; what it wrote is kept. */
export function retryImport(client: ApiClient, id: string): Promise<BlogImport> {
  return client.request(`/api/imports/${id}/retry`, { method: 'POST' });
}

/** `DELETE /api/imports/{id}`: drops an import not running, and its file. */
export function cancelImport(client: ApiClient, id: string): Promise<void> {
  return client.request(`/api/imports/${id}`, { method: 'DELETE' });
}

/** `POST /api/exports`: starts building a zip of the whole blog. */
export function startExport(client: ApiClient): Promise<BlogExport> {
  return client.request('/api/exports', { method: 'POST' });
}

/** `GET /api/exports`: the blog's latest exports, newest first. */
export function listExports(client: ApiClient): Promise<{ data: BlogExport[] }> {
  return client.request('/api/exports');
}

/** `GET /api/exports/{id}`. */
export function getExport(client: ApiClient, id: string): Promise<BlogExport> {
  return client.request(`/api/exports/${id}`);
}
