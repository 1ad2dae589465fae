import { MAX_IMAGE_BYTES, SERVER_MESSAGES } from '@bitacora/domain';
import type { AppContext } from './app-env.ts';
import { badRequest, httpError } from './errors.ts';

/** An upload's whole body: a 5 MB image plus room for the multipart framing and text fields. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  /** The client's file name, reduced to a safe label; never used to name a stored file. */
  name: string;
}

export interface UploadMessages {
  missing: string;
  tooLarge: string;
  /** The file's own limit; an image's 5 MB unless said. */
  maxBytes?: number;
}

/**
 * The multipart body of an upload: the file in `field` and the text fields. The body was
 * already bounded while streaming by the upload body limit (app.ts), so parsing it holds at
 * most that much; here the file itself must be 1 byte to 5MB (or `maxBytes`). A body that is not multipart,
 * or is malformed, is a 400.
 */
export async function readUpload(
  c: AppContext,
  field: string,
  messages: UploadMessages,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const length = Number(c.req.header('content-length'));
  if (Number.isFinite(length) && length > UPLOAD_BODY_LIMIT) {
    throw httpError(413, { error: messages.tooLarge });
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(SERVER_MESSAGES.formUnreadable);
  }
  const value = form[field];
  const file = Array.isArray(value) ? value[0] : value;
  if (!(file instanceof File)) throw badRequest(messages.missing);
  if (file.size === 0) throw badRequest(SERVER_MESSAGES.fileEmpty);
  if (file.size > (messages.maxBytes ?? MAX_IMAGE_BYTES)) {
    throw httpError(413, { error: messages.tooLarge });
  }
  const fields: Record<string, string> = {};
  for (const [key, v] of Object.entries(form)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') fields[key] = first;
  }
  return {
    file: { bytes: new Uint8Array(await file.arrayBuffer()), name: safeName(file.name) },
    fields,
  };
}

/** The last path segment, without control characters, at most 255 characters. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'imagen';
}
