import { ApiError, type User } from '@bitacora/api';
import type { UserFormValues } from '@bitacora/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUser, type UserSaveApi } from './user-save.ts';

const UUID = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';
const USER: User = {
  uuid: UUID,
  id: 5,
  name: 'Ana',
  email: 'ana@example.com',
  bio: null,
  picture: null,
  role: 'AUTHOR',
  socialLinks: {
    website: null,
    x: null,
    mastodon: null,
    instagram: null,
    linkedin: null,
    github: null,
  },
};

const LINKS = {
  website: 'https://ana.example',
  x: '',
  mastodon: '@ana@mastodon.social',
  instagram: '',
  linkedin: '',
  github: '',
};

const base: UserFormValues = {
  uuid: null,
  name: 'Ana',
  email: 'ana@example.com',
  bio: 'Escribe',
  role: 'ADMIN',
  password: 'secreto1',
  picture: null,
  removePicture: false,
  socialLinks: LINKS,
};

function recordingApi(options: { token?: string; failPicture?: boolean } = {}) {
  const calls: [string, ...unknown[]][] = [];
  const api: UserSaveApi = {
    users: {
      create: async (body) => {
        calls.push(['create', body]);
        return USER;
      },
      update: async (uuid, body) => {
        calls.push(['update', uuid, body]);
        return options.token ? { ...USER, token: options.token } : USER;
      },
      uploadPicture: async (uuid, picture) => {
        calls.push(['picture', uuid, picture]);
        if (options.failPicture) throw new ApiError({ kind: 'http', status: 400, error: 'No' });
        return { user: { picture: '/media/a.webp' } };
      },
    },
  };
  return { api, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The body `saveUser` sends to create (no uuid) or update (a uuid) the user. */
async function sentBody(values: UserFormValues, isAdmin: boolean) {
  const { api, calls } = recordingApi();
  await saveUser(api, values, isAdmin);
  const save = calls.find(([name]) => name === 'create' || name === 'update');
  return save?.[0] === 'create' ? save[1] : save?.[2];
}

describe('user bodies', () => {
  it('creates with the chosen role only for an admin', async () => {
    expect(await sentBody(base, true)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secreto1',
      bio: 'Escribe',
      role: 'ADMIN',
      socialLinks: LINKS,
    });
    expect(await sentBody(base, false)).toMatchObject({ role: 'AUTHOR' });
  });

  it('edits without a role for a non-admin and without an empty password', async () => {
    const edit = { ...base, uuid: UUID, password: undefined };
    const sent = { name: 'Ana', bio: 'Escribe', socialLinks: LINKS };
    expect(await sentBody(edit, false)).toEqual(sent);
    expect(await sentBody(edit, true)).toEqual({ ...sent, role: 'ADMIN' });
  });

  it('asks to remove the picture only when no new one was chosen', async () => {
    const edit = { ...base, uuid: UUID, password: undefined, removePicture: true };
    expect(await sentBody(edit, false)).toEqual({
      name: 'Ana',
      bio: 'Escribe',
      socialLinks: LINKS,
      removePicture: true,
    });
    const picture = new File([new Uint8Array([1])], 'yo.png', { type: 'image/png' });
    expect(await sentBody({ ...edit, picture }, false)).not.toHaveProperty('removePicture');
  });

  it('sends the new password with the current one when both were typed', async () => {
    const edit = { ...base, uuid: UUID, password: 'nuevo12', currentPassword: 'viejo12' };
    expect(await sentBody(edit, false)).toMatchObject({
      password: 'nuevo12',
      currentPassword: 'viejo12',
    });
  });
});

describe('saveUser', () => {
  const picture = new File([new Uint8Array([1])], 'yo.png', { type: 'image/png' });

  it('creates, then uploads the picture for the new uuid', async () => {
    const { api, calls } = recordingApi();
    const result = await saveUser(api, { ...base, picture }, true);
    expect(calls.map((call) => call[0])).toEqual(['create', 'picture']);
    expect(calls[1]?.[1]).toBe(UUID);
    expect(result).toEqual({ user: USER, token: null, pictureError: null });
  });

  it('uploads before the PATCH when editing, and hands back a renewed token', async () => {
    const { api, calls } = recordingApi({ token: 'nuevo.token' });
    const result = await saveUser(api, { ...base, uuid: UUID, picture }, false);
    expect(calls.map((call) => call[0])).toEqual(['picture', 'update']);
    expect(result.token).toBe('nuevo.token');
    expect(result.user).toEqual(USER);
  });

  it('reports a failed picture upload without stopping the save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, calls } = recordingApi({ failPicture: true });
    const result = await saveUser(api, { ...base, uuid: UUID, picture }, true);
    expect(calls.map((call) => call[0])).toEqual(['picture', 'update']);
    expect(result.pictureError).toBeInstanceOf(ApiError);
  });
});
