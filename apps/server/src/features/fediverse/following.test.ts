import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { type Activity, CryptographicKey, Endpoints, Follow, Person, Undo } from '@fedify/vocab';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs, fediverseFollowers } from '../../platform/db/schema/index.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { publishDueContent } from '../content/index.ts';
import { FEDIVERSE_JOBS, fediverseJobs } from './index.ts';

// The stand-in server lives on loopback: the blog reaches it through the private-address
// allowance, as ALLOW_PRIVATE_FETCH gives it (never on by default).
const { t, s } = useTestApp({ reseedEachTest: true, app: { deps: { allowPrivateFetch: true } } });

const ACTOR = `http://${PRO_HOST}/ap/users/pro`;

interface Delivery {
  path: string;
  signature: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: JSON-LD documents are read field by field.
  body: any;
}

/** A fediverse server of one reader, with her own keys, answering on loopback. */
const standIn = {
  server: undefined as Server | undefined,
  origin: '',
  keys: undefined as CryptoKeyPair | undefined,
  deliveries: [] as Delivery[],
  /** Statuses the inbox answers with before it takes deliveries again (a server down). */
  failures: [] as number[],
  get actor() {
    return `${this.origin}/users/lectora`;
  },
  get keyId() {
    return new URL(`${this.actor}#main-key`);
  },
};

beforeAll(async () => {
  standIn.keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  standIn.server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && req.url === '/users/lectora') {
      const person = new Person({
        id: new URL(standIn.actor),
        preferredUsername: 'lectora',
        name: 'Lectora',
        inbox: new URL(`${standIn.actor}/inbox`),
        endpoints: new Endpoints({ sharedInbox: new URL(`${standIn.origin}/inbox`) }),
        publicKey: new CryptographicKey({
          id: standIn.keyId,
          owner: new URL(standIn.actor),
          publicKey: (standIn.keys as CryptoKeyPair).publicKey,
        }),
      });
      res.writeHead(200, { 'content-type': 'application/activity+json' });
      res.end(JSON.stringify(await person.toJsonLd()));
      return;
    }
    if (req.method === 'POST') {
      const failure = standIn.failures.shift();
      if (failure !== undefined) {
        res.writeHead(failure).end();
        return;
      }
      standIn.deliveries.push({
        path: req.url ?? '',
        signature: (req.headers.signature ?? req.headers['signature-input']) as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(202).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => standIn.server?.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => standIn.server?.close(() => resolve())));

beforeEach(() => {
  standIn.deliveries = [];
  standIn.failures = [];
});

/** The stand-in posts an activity to the blog's inbox, signed with `key` (hers by default). */
async function post(
  activity: Activity,
  key = standIn.keys?.privateKey,
  path = '/ap/users/pro/inbox',
) {
  const body = JSON.stringify(await activity.toJsonLd());
  const request = new Request(`http://${PRO_HOST}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body,
  });
  const signed = await signRequest(request, key as CryptoKey, standIn.keyId);
  return visitorRequest(t, PRO_HOST, path, {
    method: 'POST',
    headers: Object.fromEntries(signed.headers),
    body,
  });
}

// The library remembers activity ids it took in (its key-value store outlives a reseed): each
// test's follows have ids of their own.
const run_ = Date.now();
const follow = (n: number) =>
  new Follow({
    id: new URL(`${standIn.actor}/follows/${run_}-${n}`),
    actor: new URL(standIn.actor),
    object: new URL(ACTOR),
  });

const followersOfPro = () =>
  t.db.select().from(fediverseFollowers).where(eq(fediverseFollowers.blogId, s.pro.id));

const run = () => runDueJobs(t, fediverseJobs(t.deps));

describe('following a blog', () => {
  it('keeps the follower and sends Accept to her inbox, both through the job queue', async () => {
    const res = await post(follow(1));
    expect(res.status).toBe(202);
    // Taken in by the durable queue, not yet acted on: it would outlive a restart.
    const queued = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, FEDIVERSE_JOBS.message));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ state: 'queued', maxAttempts: 8 });
    expect(await followersOfPro()).toHaveLength(0);

    // The inbox's message, then the Accept it sends.
    expect(await run()).toEqual([FEDIVERSE_JOBS.message, FEDIVERSE_JOBS.message]);
    expect(await followersOfPro()).toMatchObject([
      {
        actorUri: standIn.actor,
        inboxUri: `${standIn.actor}/inbox`,
        sharedInboxUri: `${standIn.origin}/inbox`,
      },
    ]);
    expect(standIn.deliveries).toHaveLength(1);
    const [accept] = standIn.deliveries;
    expect(accept?.path).toBe('/users/lectora/inbox');
    expect(accept?.signature).toBeTruthy();
    expect(accept?.body).toMatchObject({ type: 'Accept', actor: ACTOR });
    const object = accept?.body.object;
    expect(typeof object === 'string' ? object : object.id).toBe(
      `${standIn.actor}/follows/${run_}-1`,
    );

    const followers = await visitorRequest(t, PRO_HOST, '/ap/users/pro/followers', {
      headers: { accept: 'application/activity+json' },
    });
    expect(((await followers.json()) as { totalItems: number }).totalItems).toBe(1);
  });

  it('retries a delivery the follower’s server refused, with the queue’s back-off', async () => {
    // Both signature styles are tried (the library knocks twice) and both get the 503.
    standIn.failures = [503, 503];
    await post(follow(2));
    expect(await run()).toEqual([FEDIVERSE_JOBS.message, `${FEDIVERSE_JOBS.message} failed`]);
    expect(standIn.deliveries).toHaveLength(0);
    const [waiting] = await t.db
      .select()
      .from(backgroundJobs)
      .where(
        and(eq(backgroundJobs.kind, FEDIVERSE_JOBS.message), eq(backgroundJobs.state, 'queued')),
      );
    expect(waiting?.attempts).toBe(1);
    // Not due before its back-off.
    expect(await run()).toEqual([]);
    t.setNow(new Date(Date.now() + 11_000));
    expect(await run()).toEqual([FEDIVERSE_JOBS.message]);
    expect(standIn.deliveries.map((delivery) => delivery.body.type)).toEqual(['Accept']);
  });

  it('forgets the follower on Undo(Follow), and only hers', async () => {
    await post(follow(3));
    await run();
    expect(await followersOfPro()).toHaveLength(1);
    const undo = new Undo({
      id: new URL(`${standIn.actor}/follows/${run_}-3/undo`),
      actor: new URL(standIn.actor),
      object: follow(3),
    });
    expect((await post(undo)).status).toBe(202);
    await run();
    expect(await followersOfPro()).toHaveLength(0);
  });

  it('refuses a follow whose signature is not the key of its actor', async () => {
    const forger = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const res = await post(follow(4), forger.privateKey);
    expect(res.status).toBe(401);
    expect(await run()).toEqual([]);
    expect(await followersOfPro()).toHaveLength(0);
    expect(standIn.deliveries).toHaveLength(0);
  });

  it('refuses an inbox body past its limit with 413, before reading it as an activity', async () => {
    const res = await visitorRequest(t, PRO_HOST, '/ap/users/pro/inbox', {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify({ type: 'Note', content: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
    expect(await run()).toEqual([]);
  });

  it('takes a follow at the shared inbox too', async () => {
    expect((await post(follow(5), undefined, '/ap/inbox')).status).toBe(202);
    await run();
    expect(await followersOfPro()).toHaveLength(1);
  });
});

describe('delivering posts to followers', () => {
  const SECRET = 'XQZ';
  let n = 0;
  async function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) {
    const res = await call(t, method, path, { token: s.tokens.pro, blog: s.pro.id, body });
    expect(res.status, res.text).toBeLessThan(300);
    return res.json as { id: number; revision: number };
  }
  const newPost = (body: Record<string, unknown>) =>
    write('POST', '/api/posts', {
      title: `Entrada ${++n}`,
      slug: `entrada-federada-${n}`,
      content: '<p>Texto abierto.</p>',
      ...body,
    });
  /** What reached the stand-in since the last look, by type, and forgets it. */
  const delivered = () => {
    const got = standIn.deliveries;
    standIn.deliveries = [];
    return got;
  };

  let followed = 10;
  beforeEach(async () => {
    await post(follow(++followed));
    await run();
    delivered();
  });

  it('sends Create on publication, Update on an edit, Delete on the trash, to the shared inbox', async () => {
    const created = await newPost({ status: 'PUBLISHED' });
    await run();
    const [create] = delivered();
    expect(create?.path).toBe('/inbox');
    expect(create?.signature).toBeTruthy();
    expect(create?.body).toMatchObject({
      type: 'Create',
      actor: ACTOR,
      object: {
        type: 'Article',
        name: `Entrada ${n}`,
        content: '<p>Texto abierto.</p>',
        url: `http://${PRO_HOST}/blog/entrada-federada-${n}`,
      },
    });
    const articleId = create?.body.object.id;

    await write('PATCH', `/api/posts/${created.id}`, {
      content: '<p>Texto corregido.</p>',
      baseRevision: created.revision,
    });
    await run();
    const [update] = delivered();
    expect(update?.body).toMatchObject({
      type: 'Update',
      object: { id: articleId, content: '<p>Texto corregido.</p>' },
    });

    await write('DELETE', `/api/posts/${created.id}`);
    await run();
    const [deletion] = delivered();
    expect(deletion?.body.type).toBe('Delete');
    const object = deletion?.body.object;
    expect(typeof object === 'string' ? object : object.id).toBe(articleId);
  });

  it('sends a paid post as its summary and link only', async () => {
    await newPost({
      status: 'PUBLISHED',
      visibility: 'paid',
      excerpt: 'Lo que cuenta la de pago',
      content: `<p>Libre.</p>${PAYWALL_MARKER}<p>Reservado ${SECRET}.</p>`,
    });
    await run();
    const [create] = delivered();
    expect(create?.body.object).toMatchObject({
      type: 'Article',
      summary: 'Lo que cuenta la de pago',
      url: `http://${PRO_HOST}/blog/entrada-federada-${n}`,
    });
    expect(create?.body.object.content).toBeUndefined();
    expect(JSON.stringify(create?.body)).not.toContain(SECRET);
  });

  it('sends nothing for a draft, and a scheduled post only when its minute publishes it', async () => {
    await newPost({ status: 'DRAFT' });
    const at = new Date(Date.now() + 3_600_000);
    await newPost({ status: 'SCHEDULED', publishAt: at.toISOString() });
    await run();
    expect(delivered()).toEqual([]);
    t.setNow(new Date(at.getTime() + 1_000));
    await publishDueContent(t.db, t.deps.now());
    await run();
    const got = delivered();
    expect(got.map((delivery) => delivery.body.type)).toEqual(['Create']);
    expect(got[0]?.body.object.name).toBe(`Entrada ${n}`);
  });
});
