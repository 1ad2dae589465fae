import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient, readContentList, readList } from './client.ts';
import * as groups from './endpoints/groups.ts';
import { createApi } from './endpoints/index.ts';
import { API_ERROR_MESSAGES, ApiError } from './errors.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
let received: Received[];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: Received = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  handler = (_request, response) => json(response, 200, { ok: true });
});

function makeApi(options: Partial<ApiClientOptions> = {}) {
  const client = createApiClient({ baseURL, ...options });
  return createApi(client);
}

/** The rejection of a promise, which must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call should have failed');
}

const UUID = '3f2a7c1e-9b4d-4e8a-a1c2-0d5e6f7a8b9c';

describe('headers', () => {
  it('sends the bearer token and the active blog on every call', async () => {
    const api = makeApi({ getToken: () => 'tok-123', getBlogId: () => UUID });
    await api.system.getHealth();
    const [request] = received;
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    expect(request?.headers['x-blog-id']).toBe(UUID);
  });

  it('sends neither header when there is no session or blog', async () => {
    const api = makeApi({ getToken: () => null, getBlogId: () => '' });
    await api.system.getHealth();
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.headers['x-blog-id']).toBeUndefined();
  });

  it('reads the getters on each call', async () => {
    let token = 'a';
    const api = makeApi({ getToken: () => token, getBlogId: () => 7 });
    await api.system.getHealth();
    token = 'b';
    await api.system.getHealth();
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer a', 'Bearer b']);
    expect(received[1]?.headers['x-blog-id']).toBe('7');
  });

  it('sends no token on login', async () => {
    handler = (_request, response) => json(response, 200, { success: true, token: 't', user: {} });
    const api = makeApi({ getToken: () => 'old' });
    await api.auth.login({ email: 'a@b.co', password: 'x' });
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ email: 'a@b.co', password: 'x' });
  });
});

describe('paths, bodies and lists', () => {
  it('reads a bare array and a { data, total } body alike', async () => {
    handler = (request, response) =>
      request.url.startsWith('/api/posts')
        ? json(response, 200, [{ id: 1 }, { id: 2 }])
        : json(response, 200, { data: [{ id: 3 }], total: 10 });
    const api = makeApi();
    expect(await api.posts.list({ blogId: 1, includeDrafts: true })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 2,
      languages: [],
    });
    expect(await api.pages.list()).toEqual({ data: [{ id: 3 }], total: 10, languages: [] });
    expect(received[0]?.url).toBe('/api/posts?blogId=1&includeDrafts=true');
  });

  it('reads the post and page lists’ languages in use, leaving anything unknown out', () => {
    expect(readContentList({ data: [], total: 0, languages: ['es', 'de', 7, 'pt'] })).toEqual({
      data: [],
      total: 0,
      languages: ['es', 'pt'],
    });
  });

  it('refuses a list answer of another shape', () => {
    expect(readList([1])).toEqual({ data: [1], total: 1 });
    expect(() => readList({ items: [] })).toThrow(API_ERROR_MESSAGES.incomplete);
  });

  it('lists comments at /comments, without /api, with an empty status for all', async () => {
    handler = (_request, response) => json(response, 200, []);
    const api = makeApi();
    await api.comments.list();
    await api.comments.list({ status: 'PENDING' });
    await api.comments.moderate(UUID, 'approve');
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /comments?status=',
      'GET /comments?status=PENDING',
      `PATCH /comments/${UUID}/approve`,
    ]);
  });

  it('sends socialNetworks as a JSON string', async () => {
    const api = makeApi();
    await api.settings.update({
      title: 'Mi Blog',
      socialNetworks: { twitter: '@a', facebook: '', instagram: '' },
    });
    expect(received[0]?.method).toBe('PUT');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      title: 'Mi Blog',
      socialNetworks: '{"twitter":"@a","facebook":"","instagram":""}',
    });
  });

  it('declares every JSON body as application/json, which the server requires', async () => {
    const api = makeApi({ getToken: () => 't' });
    await api.auth.login({ email: 'a@b.co', password: 'x' });
    await api.settings.update({ title: 'Mi Blog' });
    await api.menu.reorder({ items: [{ id: 1, order: 0 }] });
    await api.comments.create({
      postUuid: UUID,
      authorName: 'Ana',
      authorEmail: 'ana@example.com',
      content: 'Hola',
    });
    expect(received).toHaveLength(4);
    for (const request of received) {
      expect(request.headers['content-type'], request.url).toMatch(/^application\/json\b/);
    }
  });

  it('uploads media as multipart with image, entityType and entityId', async () => {
    const api = makeApi({ getToken: () => 't' });
    await api.media.upload({
      image: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      fileName: 'foto.jpg',
      entityType: 'post',
      entityId: UUID,
    });
    const [request] = received;
    expect(request?.url).toBe('/api/media/upload');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer t');
    expect(request?.body).toContain('name="image"; filename="foto.jpg"');
    expect(request?.body).toMatch(/name="entityType"\r\n\r\npost\r\n/);
    expect(request?.body).toContain(UUID);
  });

  it('groups every endpoint module, each function bound to the client', async () => {
    const api = makeApi();
    for (const [name, group] of Object.entries(groups)) {
      expect(Object.keys(api[name as keyof typeof groups]), name).toEqual(Object.keys(group));
    }
    expect(Object.keys(api)).toEqual(['client', ...Object.keys(groups)]);
    await api.tags.remove(7);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/tags/7']);
  });

  it('updates a blog by numeric id or by uuid', async () => {
    const api = makeApi();
    await api.blogs.update(4, { name: 'B' });
    await api.blogs.update(UUID, { name: 'B' });
    expect(received.map((r) => r.url)).toEqual(['/api/blogs/4', `/api/blogs/uuid/${UUID}`]);
  });

  it('deletes a category, naming where its posts go when there is a target', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    const api = makeApi();
    await api.categories.remove(3, { moveTo: 5 });
    await api.categories.remove(4);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/categories/3?moveTo=5',
      'DELETE /api/categories/4',
    ]);
  });
});

describe('errors', () => {
  it('carries the server { error, message, details }', async () => {
    handler = (_request, response) =>
      json(response, 422, {
        error: 'El título es obligatorio',
        message: 'Datos no válidos',
        details: [{ path: 'title' }],
      });
    const error = await rejectionOf(makeApi().posts.create({ title: '', content: 'x', slug: 'a' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      error: 'El título es obligatorio',
      message: 'Datos no válidos',
      details: [{ path: 'title' }],
      fromServer: true,
    });
  });

  it('turns a non-JSON 500 into the Spanish server message', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>boom</h1>');
    };
    const error = await rejectionOf(makeApi().system.getHealth());
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      error: API_ERROR_MESSAGES.server,
      body: '<h1>boom</h1>',
      fromServer: false,
    });
    expect(received).toHaveLength(1);
  });

  it('reports a closed port as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const api = createApi(createApiClient({ baseURL: `http://127.0.0.1:${port}` }));
    const error = await rejectionOf(api.system.getHealth());
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      error: API_ERROR_MESSAGES.network,
    });
  });

  it('times out a slow answer', async () => {
    handler = (_request, response) => {
      setTimeout(() => json(response, 200, { status: 'ok' }), 1000);
    };
    const api = makeApi({ timeout: 100 });
    const started = Date.now();
    const error = await rejectionOf(api.system.getHealth());
    expect(error).toMatchObject({ kind: 'timeout', status: 0, error: API_ERROR_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(900);
    expect(received).toHaveLength(1);
  });

  it('times out a call that also has its own signal', async () => {
    handler = (_request, response) => {
      setTimeout(() => json(response, 200, []), 1000);
    };
    const client = createApiClient({ baseURL, timeout: 100 });
    const error = await rejectionOf(
      client.request('/api/posts', { signal: new AbortController().signal }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('lets a caller abort without turning it into an ApiError', async () => {
    handler = (_request, response) => {
      setTimeout(() => json(response, 200, []), 1000);
    };
    const client = createApiClient({ baseURL });
    const controller = new AbortController();
    const pending = client.request('/api/posts', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401 and 403', () => {
  it('calls onUnauthorized on a 401 and on a 403', async () => {
    handler = (request, response) =>
      json(response, request.url === '/api/settings' ? 403 : 401, { error: 'No autorizado' });
    const onUnauthorized = vi.fn();
    let token = 'one';
    const api = makeApi({ getToken: () => token, onUnauthorized });
    const error = await rejectionOf(api.users.list());
    expect(error.isUnauthorized).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    token = 'two';
    await rejectionOf(api.settings.get());
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('calls it once for parallel calls failing with the same token', async () => {
    handler = (_request, response) => json(response, 401, { error: 'Sesión expirada' });
    const onUnauthorized = vi.fn();
    const api = makeApi({ getToken: () => 'same', onUnauthorized });
    const results = await Promise.allSettled([
      api.stats.getCount('posts', 1),
      api.stats.getCount('pages', 1),
      api.stats.getCount('categories', 1),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not call it for login's 401 (wrong credentials)", async () => {
    handler = (_request, response) =>
      json(response, 401, { error: 'Correo o contraseña incorrectos' });
    const onUnauthorized = vi.fn();
    const api = makeApi({ getToken: () => 'x', onUnauthorized });
    const error = await rejectionOf(api.auth.login({ email: 'a@b.co', password: 'mal' }));
    expect(error).toMatchObject({ status: 401, error: 'Correo o contraseña incorrectos' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it for other errors', async () => {
    handler = (_request, response) => json(response, 404, { error: 'No encontrado' });
    const onUnauthorized = vi.fn();
    await rejectionOf(makeApi({ onUnauthorized }).posts.getByUuid(UUID));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

type ProgressLike = { lengthComputable: boolean; loaded: number; total: number };

/**
 * A stand-in for the browser's XMLHttpRequest, sending through fetch to the test server: enough
 * to see that an upload with progress goes the XHR way with the client's headers and answers.
 */
class StandInXhr {
  static sent: StandInXhr[] = [];
  method = '';
  url = '';
  headers = new Headers();
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  abort() {}
  send(body: FormData | string | null) {
    StandInXhr.sent.push(this);
    const size = typeof body === 'string' ? body.length : 1000;
    this.upload.onprogress?.({
      lengthComputable: true,
      loaded: size / 2,
      total: size,
    } as ProgressLike);
    this.upload.onprogress?.({
      lengthComputable: true,
      loaded: size,
      total: size,
    } as ProgressLike);
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

describe('uploads with progress', () => {
  beforeAll(() => {
    vi.stubGlobal('XMLHttpRequest', StandInXhr);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    StandInXhr.sent = [];
  });

  it('report the share sent and answer the server’s item, with the session’s headers', async () => {
    handler = (_request, response) => json(response, 201, { id: 7, url: '/media/a.jpg' });
    const api = makeApi({ getToken: () => 't', getBlogId: () => 12 });
    const seen: number[] = [];
    const item = await api.media.upload({
      image: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      fileName: 'foto.jpg',
      onProgress: (fraction) => seen.push(fraction),
    });
    expect(item).toEqual({ id: 7, url: '/media/a.jpg' });
    expect(seen).toEqual([0.5, 1, 1]);
    const [xhr] = StandInXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.timeout).toBe(60_000);
    const [request] = received;
    expect(request?.url).toBe('/api/media/upload');
    expect(request?.headers.authorization).toBe('Bearer t');
    expect(request?.headers['x-blog-id']).toBe('12');
    expect(request?.body).toContain('name="image"; filename="foto.jpg"');
  });

  it('turn a refusal into the server’s error and end the session on a 401 once', async () => {
    handler = (_request, response) =>
      json(response, 413, { error: 'La imagen no debe superar los 5MB' });
    const api = makeApi({ getToken: () => 't' });
    const refused = await rejectionOf(
      api.media.upload({ image: new Blob(['x']), onProgress: () => {} }),
    );
    expect(refused.status).toBe(413);
    expect(refused.error).toBe('La imagen no debe superar los 5MB');

    handler = (_request, response) => json(response, 401, { error: 'No autorizado' });
    const onUnauthorized = vi.fn();
    const signedOut = makeApi({ getToken: () => 'old', onUnauthorized });
    await rejectionOf(signedOut.media.upload({ image: new Blob(['x']), onProgress: () => {} }));
    await rejectionOf(signedOut.media.upload({ image: new Blob(['x']), onProgress: () => {} }));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('go through fetch when nobody follows the progress', async () => {
    const api = makeApi();
    await api.media.upload({ image: new Blob(['x']) });
    expect(StandInXhr.sent).toHaveLength(0);
    expect(received).toHaveLength(1);
  });
});
