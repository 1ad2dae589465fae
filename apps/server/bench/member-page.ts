/*
 * The post page for a signed-in member against the public page (issue 34), with wrk
 * (bench/wrk.ts). Starts the real server (`node src/main.ts`, `npm start`'s flags) with a fresh
 * DATA_DIR and the demo data, whose PRO blog has members on; publishes there a public post and a
 * members-only one (a free preview, the `<!--members-only-->` marker, then the members' text);
 * signs a member in the way a reader does (the link asked for on the blog's host, read from the
 * dev outbox, confirmed by the form's POST) and keeps the session cookie. Before any timing it
 * checks every answer: 200, the member reads the gated text, the visitor gets the preview without
 * it.
 *
 * wrk then loads, in turn and with the same connections and duration, the public post as a
 * visitor (the baseline), the members' post as a visitor, the public post as the member and the
 * members' post as the member (Host `pro.localhost:PORT`, brotli accepted, a browser's user
 * agent; the member's requests add the cookie), BENCH_ROUNDS rounds of all four, so every case
 * shares the machine's state of its round. Prints per case and round req/s, p99, the server's CPU
 * time per request and the share of the same round's baseline, then a table of the means. Exits
 * non-zero when any response is not 200 or a case stays under 90 % of the baseline.
 *
 *   node bench/member-page.ts
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s) and BENCH_ROUNDS (2) change it. BENCH_PROFILE, a
 * folder, starts the server with `--cpu-prof` into it and, instead of the rounds, loads only the
 * public post as the member for BENCH_DURATION s: the profile of the member's page alone.
 */
import { request } from 'node:http';
import { DEMO_PASSWORD } from '../src/demo/index.ts';
import {
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { type WrkResult, wrkWithCpu } from './wrk.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROFILE = process.env.BENCH_PROFILE;
const TARGET = 0.9;
const MEMBER_EMAIL = 'lectora-bench@example.com';
const MEMBER_COOKIE = 'bitacora_member';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Only the members' part of the gated post holds it: the check of who reads what. */
const GATED = 'Texto reservado a los miembros del blog';
const PREVIEW = 'Lo que cualquiera lee antes de la marca';

const paragraph =
  'Las calles del centro amanecen mojadas y el mercado abre antes que las librerías; quien ' +
  'llega temprano encuentra sitio en la barra y un café que no cuesta lo que en la plaza.';
const body = (words: string, n: number) =>
  Array.from({ length: n }, (_, i) => `<p>${words} ${i + 1}. ${paragraph}</p>`).join('\n');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request with any Host (fetch cannot set it); the body as text, not decompressed. */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The demo PRO blog, whose members are on in the demo data. */
async function proBlog(url: string, token: string): Promise<{ id: number; subdomain: string }> {
  const res = await fetch(`${url}/api/blogs?page=1&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const blogs = (await res.json()) as { data: { id: number; subdomain: string; plan: string }[] };
  const blog = blogs.data.find((b) => b.plan === 'PRO');
  if (!blog) throw new Error('the demo data has no PRO blog');
  return blog;
}

async function publish(
  url: string,
  headers: Record<string, string>,
  post: { title: string; slug: string; content: string; visibility: 'public' | 'members' },
): Promise<void> {
  const res = await fetch(`${url}/api/posts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...post, status: 'PUBLISHED', excerpt: post.title }),
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`POST /api/posts answered ${res.status}: ${await res.text()}`);
}

/** Polls the dev outbox for the newest sign-in link sent to `email` (the mail is a job's). */
async function signInLink(url: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${url}/api/dev/outbox`)).json()) as {
      to: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === email);
    const match = mail?.text.match(/https?:\/\/\S+\/members\/entrar\?token=(\S+)/);
    if (match) return decodeURIComponent(match[1] as string);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in link for ${email} in the outbox`);
}

/** A reader's sign-in: ask for the link on the blog's host, open it, confirm. The cookie. */
async function signIn(url: string, host: string): Promise<string> {
  const asked = await send(`${url}/members/api/send-magic-link`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER_EMAIL }),
  });
  if (asked.status !== 202) throw new Error(`send-magic-link answered ${asked.status}`);
  const token = await signInLink(url, MEMBER_EMAIL);
  const opened = await send(`${url}/members/entrar?token=${encodeURIComponent(token)}`, {
    headers: { host },
  });
  if (opened.status !== 200) throw new Error(`the link's page answered ${opened.status}`);
  const confirmed = await send(`${url}/members/entrar`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  const cookie = [confirmed.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith(`${MEMBER_COOKIE}=`));
  if (confirmed.status !== 303 || !cookie)
    throw new Error(`confirming the link answered ${confirmed.status} without the cookie`);
  return cookie.split(';')[0] as string;
}

/**
 * The cookie a case sends: none, the member's, or, to tell apart where a member's time goes, a
 * visitor's cookie the server looks up and does not find (`unknown`), or one too long to be a
 * token, dropped before any lookup (`unread`). Either takes a visitor off the fast path that
 * answers pages without a member cookie.
 */
type Cookie = 'none' | 'member' | 'unknown' | 'unread';

interface Case {
  name: string;
  path: string;
  cookie: Cookie;
  /** The gated text is in the page (the member's members post) or not. */
  gated: boolean;
  /** Only to explain the others: not held to the 90 %. */
  diagnostic?: true;
}

const PUBLIC = '/blog/bench-publico';
const GATED_POST = '/blog/bench-miembros';
const CASES: Case[] = [
  { name: 'public post, visitor (baseline)', path: PUBLIC, cookie: 'none', gated: false },
  { name: 'members post, visitor (preview)', path: GATED_POST, cookie: 'none', gated: false },
  { name: 'public post, member', path: PUBLIC, cookie: 'member', gated: false },
  { name: 'members post, member', path: GATED_POST, cookie: 'member', gated: true },
  {
    name: 'public post, visitor with a cookie never looked up',
    path: PUBLIC,
    cookie: 'unread',
    gated: false,
    diagnostic: true,
  },
  {
    name: 'public post, visitor with an unknown session',
    path: PUBLIC,
    cookie: 'unknown',
    gated: false,
    diagnostic: true,
  },
];

const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;

async function main() {
  const data = tempDataDir('bitacora-bench-member-');
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      {
        DATA_DIR: data.dir,
        SEED_DEMO: 'true',
        NODE_ENV: 'development',
        PUBLIC_DOMAIN: 'localhost:3000',
      },
      180_000,
      PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
    );
    const token = await login(server.url, 'super@example.com', DEMO_PASSWORD);
    const blog = await proBlog(server.url, token);
    const api = { authorization: `Bearer ${token}`, 'x-blog-id': String(blog.id) };
    await publish(server.url, api, {
      title: 'Un paseo público',
      slug: 'bench-publico',
      content: body('Público', 8),
      visibility: 'public',
    });
    await publish(server.url, api, {
      title: 'Solo para miembros',
      slug: 'bench-miembros',
      content: `<p>${PREVIEW}.</p>\n${body('Vista previa', 2)}\n<!--members-only-->\n<p>${GATED}.</p>\n${body('Miembros', 6)}`,
      visibility: 'members',
    });
    const host = `${blog.subdomain}.localhost:${new URL(server.url).port}`;
    const cookie = await signIn(server.url, host);

    const cookies: Record<Cookie, string | undefined> = {
      none: undefined,
      member: cookie,
      unknown: `${MEMBER_COOKIE}=${'0'.repeat(43)}`,
      unread: `${MEMBER_COOKIE}=${'0'.repeat(101)}`,
    };
    const headersOf = (c: Case): Record<string, string> => {
      const sent = cookies[c.cookie];
      return {
        host,
        'user-agent': USER_AGENT,
        'accept-encoding': ACCEPT_ENCODING,
        ...(sent ? { cookie: sent } : {}),
      };
    };
    // Who reads what, before any timing (asked uncompressed, to read the text).
    for (const c of CASES) {
      const { 'accept-encoding': _compressed, ...plain } = headersOf(c);
      const page = await send(`${server.url}${c.path}`, { headers: plain });
      if (page.status !== 200) throw new Error(`${c.name}: ${c.path} answered ${page.status}`);
      if (page.text.includes(GATED) !== c.gated)
        throw new Error(`${c.name}: the gated text is ${c.gated ? 'missing' : 'shown'}`);
      if (c.path === GATED_POST && !page.text.includes(PREVIEW))
        throw new Error(`${c.name}: the free preview is missing`);
      const cacheControl = String(page.headers['cache-control'] ?? '');
      if ((c.cookie === 'member') !== cacheControl.includes('private'))
        throw new Error(`${c.name}: Cache-Control ${cacheControl}`);
    }

    const target = (c: Case) => ({ url: `${server?.url}${c.path}`, headers: headersOf(c) });
    if (PROFILE) {
      const c = CASES.find((one) => one.cookie === 'member') as Case;
      const { url, headers } = target(c);
      const r = await wrkWithCpu(server.pid, url, {
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
      });
      console.log(
        `${c.name}: ${r.rps.toFixed(0)} req/s, ${r.cpuUs.toFixed(1)} µs CPU per request; the profile goes to ${PROFILE} when the server stops`,
      );
      return;
    }
    console.log(
      `wrk on the PRO blog's posts: ${CONNECTIONS} connections, ${DURATION} s per case, ${ROUNDS} rounds, load average ${loadavg()}`,
    );
    // A short warm-up of each, so none is measured cold.
    for (const c of CASES) {
      const { url, headers } = target(c);
      await wrkWithCpu(server.pid, url, { connections: CONNECTIONS, duration: 2, headers });
    }
    const runs = new Map<string, (WrkResult & { cpuUs: number; share: number })[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      let baseline = 0;
      for (const [i, c] of CASES.entries()) {
        const { url, headers } = target(c);
        const r = await wrkWithCpu(server.pid, url, {
          connections: CONNECTIONS,
          duration: DURATION,
          headers,
        });
        if (i === 0) baseline = r.rps;
        const share = r.rps / baseline;
        runs.set(c.name, [...(runs.get(c.name) ?? []), { ...r, share }]);
        console.log(
          `  round ${round}: ${c.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.cpuUs.toFixed(1)} µs CPU per request, ${(share * 100).toFixed(1)} % of the baseline`,
        );
      }
    }
    console.log(`load average after: ${loadavg()}`);
    console.log(
      '| case | req/s (each round) | p99 ms (each round) | CPU µs per request | share of the baseline (mean) |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const c of CASES) {
      const of = runs.get(c.name) ?? [];
      console.log(
        `| ${c.name} | ${of.map((r) => r.rps.toFixed(0)).join(' / ')} | ${of.map((r) => r.p99.toFixed(1)).join(' / ')} | ${mean(of.map((r) => r.cpuUs)).toFixed(1)} | ${(mean(of.map((r) => r.share)) * 100).toFixed(1)} % |`,
      );
    }
    const under = CASES.slice(1).filter(
      (c) => !c.diagnostic && mean((runs.get(c.name) ?? []).map((r) => r.share)) < TARGET,
    );
    console.log(
      under.length === 0
        ? `Every case serves at least ${TARGET * 100} % of the public page's requests per second.`
        : `Under ${TARGET * 100} % of the public page: ${under.map((c) => c.name).join(', ')}.`,
    );
    const bad = [...runs.values()].flat().some((r) => r.errors > 0 || r.non2xx > 0);
    if (bad) console.log('Some responses were errors or not 200.');
    if (bad || under.length > 0) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    data.remove();
  }
}

await main();
