import type { SessionUser } from '@bitacora/api';
import { type ColorMode, STORAGE_KEYS } from '@bitacora/domain';
import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { codecStorage } from './session-storage.ts';
import {
  colorModeCodec,
  type KnownBlogRole,
  knownBlogRoleCodec,
  sessionUserCodec,
  stringCodec,
} from './stored-values.ts';

// getOnInit: the first render already knows the session, so the guard never sees a false
// "signed out" before storage has been read.
const onInit = { getOnInit: true } as const;

/** The bearer token (storage key `authToken`, docs/product.md#constants). */
export const authTokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.authToken,
  null,
  codecStorage(stringCodec),
  onInit,
);

/** The signed-in user (storage key `authUser`, JSON). */
export const authUserAtom = atomWithStorage<SessionUser | null>(
  STORAGE_KEYS.authUser,
  null,
  codecStorage(sessionUserCodec),
  onInit,
);

/** The uuid of the blog being managed (storage key `activeBlog`). */
export const activeBlogAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.activeBlog,
  null,
  codecStorage(stringCodec),
  onInit,
);

/**
 * The colour mode the user chose with the toggle, or null to follow the system. ui's
 * ColorModeProvider takes it as `savedMode` and reports a new choice through
 * `onSavedModeChange`.
 */
export const colorModeAtom = atomWithStorage<ColorMode | null>(
  STORAGE_KEYS.colorMode,
  null,
  codecStorage(colorModeCodec),
  onInit,
);

/** The user's role in the active blog as last read (see `actorAtom`). */
export const knownBlogRoleAtom = atomWithStorage<KnownBlogRole | null>(
  STORAGE_KEYS.activeBlogRole,
  null,
  codecStorage(knownBlogRoleCodec),
  onInit,
);

/** Logout and the 401/403 handler: forgets token, user and active blog. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(authTokenAtom, RESET);
  set(authUserAtom, RESET);
  set(activeBlogAtom, RESET);
  set(knownBlogRoleAtom, RESET);
});
