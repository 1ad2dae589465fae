import type { StoredValueCodec } from './stored-values.ts';

/** The part of the Web Storage API the session uses. */
export type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The synchronous storage `atomWithStorage` takes. */
export type SessionValueStorage<Value> = {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
};

/** localStorage, or null where the browser refuses it (privacy modes, disabled storage). */
export function browserStorage(): StringStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.error('No se pudo acceder al almacenamiento local', error);
    return null;
  }
}

/**
 * A jotai storage for one value under one key. A value that cannot be read or understood is
 * logged and read as `null`, so the app starts without it (a broken stored user means
 * starting signed out). Writing `null` removes the key; a write that fails throws, so login can
 * report it. Changes made in another tab are followed (a logout there signs this tab out).
 */
export function codecStorage<Value>(
  codec: StoredValueCodec<Value | null>,
  getStorage: () => StringStorage | null = browserStorage,
): SessionValueStorage<Value | null> {
  const read = (key: string): Value | null => {
    try {
      const raw = getStorage()?.getItem(key) ?? null;
      return raw === null ? null : codec.parse(raw);
    } catch (error) {
      console.error(`No se pudo leer "${key}" del almacenamiento local`, error);
      return null;
    }
  };
  return {
    getItem: (key) => read(key),
    setItem(key, value) {
      const storage = getStorage();
      if (!storage) throw new Error('El almacenamiento local no está disponible');
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, codec.serialize(value as NonNullable<Value | null>));
    },
    removeItem(key) {
      getStorage()?.removeItem(key);
    },
    subscribe(key, callback) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback(read(key));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
