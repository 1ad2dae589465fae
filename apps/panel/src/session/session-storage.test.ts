import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRoute } from '../guard.ts';
import { codecStorage, type StringStorage } from './session-storage.ts';
import { colorModeCodec, sessionUserCodec, stringCodec } from './stored-values.ts';

function memoryStorage(
  entries: Record<string, string>,
): StringStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const user = {
  id: 7,
  uuid: '0b7c6a0e-5d8f-4a1e-9a57-3e8f2b1c4d5e',
  email: 'admin@example.com',
  name: 'Ana',
  role: 'ADMIN',
};

afterEach(() => vi.restoreAllMocks());

describe('stored session values', () => {
  it('reads a stored user, token and colour mode', () => {
    const storage = memoryStorage({
      authUser: JSON.stringify(user),
      authToken: 'abc',
      colorMode: 'dark',
    });
    expect(codecStorage(sessionUserCodec, () => storage).getItem('authUser', null)).toEqual(user);
    expect(codecStorage(stringCodec, () => storage).getItem('authToken', null)).toBe('abc');
    expect(codecStorage(colorModeCodec, () => storage).getItem('colorMode', null)).toBe('dark');
  });

  it('logs a stored user that is not JSON and starts signed out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage({ authUser: '{not json', authToken: 'abc' });
    const stored = codecStorage(sessionUserCodec, () => storage).getItem('authUser', null);
    expect(stored).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('authUser');
    expect(
      guardRoute({ path: '/cms/dashboard', user: stored, token: 'abc', activeBlog: 'b' }),
    ).toEqual({ kind: 'redirect', to: '/login?next=%2Fcms%2Fdashboard' });
  });

  it('logs a stored user of the wrong shape and reads it as none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage({ authUser: JSON.stringify({ ...user, role: 'KING' }) });
    expect(codecStorage(sessionUserCodec, () => storage).getItem('authUser', null)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it('logs a storage the browser refuses and starts signed out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusing: StringStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(codecStorage(stringCodec, () => refusing).getItem('authToken', null)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it('reads an unknown colour mode as no choice', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage({ colorMode: 'sepia' });
    expect(codecStorage(colorModeCodec, () => storage).getItem('colorMode', null)).toBeNull();
  });

  it('writes values and removes the key for null', () => {
    const storage = memoryStorage({});
    const users = codecStorage(sessionUserCodec, () => storage);
    users.setItem('authUser', user as never);
    expect(JSON.parse(storage.data.get('authUser') ?? '')).toEqual(user);
    users.setItem('authUser', null);
    expect(storage.data.has('authUser')).toBe(false);
  });

  it('reports a write the browser refuses, so login can say so', () => {
    expect(() => codecStorage(stringCodec, () => null).setItem('authToken', 'x')).toThrow();
  });
});

describe('session atoms at start', () => {
  it('start signed out when the browser has no storage', async () => {
    const { authTokenAtom, authUserAtom, activeBlogAtom } = await import('./session-atoms.ts');
    const store = createStore();
    expect(store.get(authUserAtom)).toBeNull();
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(activeBlogAtom)).toBeNull();
  });
});
