import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

import type { BlogJsonCache } from '../cache/blog-json-cache.ts';
import type { ContentVersions } from '../cache/content-versions.ts';
import type { IdentityCache } from '../cache/identity-cache.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Blog, Session, User } from '../db/rows.ts';
import type { Logger } from '../log/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import type { MediaStorage } from '../storage/storage.ts';
import type { BlogPage } from './blog-page.ts';
import type { Metrics } from './metrics.ts';
import type { ViewRecorder } from './page-views.ts';
import type { Actor, RouteRule } from './policy.ts';

/** What the app is built from; tests build it with an in-memory database. */
export interface AppDeps {
  db: Database;
  database: Pick<DatabaseHandle, 'ping'>;
  jwtSecret: Uint8Array;
  rateLimitStore: RateLimitStore;
  /** Uploaded images: DATA_DIR/media by default. */
  mediaStorage: MediaStorage;
  /**
   * Import uploads and export zips: DATA_DIR/transfers. With several instances, a folder they
   * all see (the job that reads a file may run on another instance than the upload's).
   */
  transfersDir: string;
  /** TRUST_PROXY: addresses whose X-Forwarded-For is believed (`true`: the direct peer). */
  trustProxy: true | string[];
  publicDomain: string;
  /** CUSTOM_DOMAIN_TARGET: what blogs' own domains must point to; unset: PUBLIC_DOMAIN's host. */
  customDomainTarget?: string;
  /** DNS_RESOLVER: the servers custom domains are checked with; unset: the system's. */
  dnsServers?: string[];
  seedDemo: boolean;
  /**
   * DEMO_PUBLIC: demo mode answers every address, not only this machine's (see platform/http/demo-mode.ts).
   * Unset is false.
   */
  demoPublic?: boolean;
  now: () => Date;
  /**
   * NEW_DEVICE_CODE: a sign-in without two-factor from a device not seen before gets an emailed
   * code first. Unset is off.
   */
  newDeviceCode?: boolean;
  /**
   * TWO_FACTOR_KEY: seals TOTP secrets and keys the hashes of recovery codes, emailed codes and
   * device ids. Unset: derived from `jwtSecret` (tests).
   */
  twoFactorKey?: Uint8Array;
  /**
   * Seals the blogs' payment tokens (platform/secrets/seal.ts): generated once into DATA_DIR or
   * the shared database. Unset: derived from `jwtSecret` (tests).
   */
  sealKey?: Uint8Array;
  /** SMTP or the outbox (DATA_DIR/outbox); the outbox is readable at /api/dev/outbox in demo mode (from this machine). */
  mailer: Mailer;
  /** ALTCHA: the key challenges are signed with, and the range of the secret number. */
  captcha: { hmacKey: string; maxNumber: number };
  /** MercadoPago, or the local sandbox checkout. */
  payments: PaymentProvider;
  /** Origin for links in mails and payment returns, e.g. `http://localhost:3000`. */
  publicOrigin: string;
  /**
   * What cached answers (public pages, panel lists) were built from; API writes move it. One
   * per app when absent; tests share theirs to invalidate after writing to the database directly.
   */
  contentVersions?: ContentVersions;
  /**
   * Tells this instance's job worker a job was just enqueued, so it starts without waiting for
   * the next poll. Unset (no worker, as in most tests): the job waits for whichever worker polls.
   */
  wakeJobs?: () => void;
  /**
   * ALLOW_PRIVATE_FETCH: downloads of remote files (`fetchRemoteFile`) may reach private and
   * loopback addresses. Unset is off.
   */
  allowPrivateFetch?: boolean;
  /**
   * The built-in analytics' buffer of page views (PRO blogs). Unset: nothing is counted (most
   * tests, and the bench's 'off' run).
   */
  analytics?: ViewRecorder;
  /**
   * The process's logger: the errors and notices, and one JSON line per request. Unset (tests):
   * no request lines, and errors go to `stderrLogger`.
   */
  logger?: Logger;
  /** LOG_REQUESTS: false leaves out the line per request; the logger still has the errors. */
  logRequests?: boolean;
  /** Prometheus metrics served at /metrics; unset (tests): nothing counted, /metrics is 404. */
  metrics?: Metrics;
}

export interface AppVariables {
  deps: AppDeps;
  user: User | undefined;
  /** The session of the call's token, alive (checked by the route policy). */
  session: Session | undefined;
  actor: Actor | undefined;
  /** The route policy's row for this call; its `changes` says which public pages it stales. */
  routeRule: RouteRule | undefined;
  /** The blog the call acts on, resolved and membership-checked by the route policy. */
  blog: Blog | undefined;
  /** The request's id: the caller's `X-Request-Id` when sane, else generated. */
  requestId: string;
  /** The answer already carries `X-Request-Id` among its plain headers (the public pages). */
  requestIdSent: boolean | undefined;
  /** The blog whose public page (or comment form) the request is for. */
  publicBlogId: number | undefined;
  /** On a blog's host, the blog and its page frame for a feature's own pages there. */
  blogPage: BlogPage | undefined;
  /** The app's cache of read-mostly blog answers. */
  jsonCache: BlogJsonCache;
  /** Moved by a change the route-watching middleware cannot see (a downgrade on read). */
  versions: ContentVersions;
  /** The identity query's short memory (see platform/cache/identity-cache.ts). */
  identityCache: IdentityCache;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: AppVariables;
}

export type AppContext = Context<AppEnv>;
