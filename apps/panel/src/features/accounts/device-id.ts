import { STORAGE_KEYS } from '@bitacora/domain';

/**
 * This browser's device id for login: random, made once and kept in localStorage (logout keeps
 * it), so the server can tell a device it has seen from a new one. Without storage the sign-in
 * goes on without one, as from a new device.
 */
export function deviceId(): string | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.deviceId);
    if (stored && /^[\w-]{16,100}$/.test(stored)) return stored;
    const made = crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEYS.deviceId, made);
    return made;
  } catch (error) {
    console.error('No se pudo guardar el identificador del dispositivo', error);
    return undefined;
  }
}
