import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Actor } from './auth/policy.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Blog, User } from './db/rows.ts';
import type { MediaStorage } from './media/storage.ts';
import type { RateLimitStore } from './rate-limit/store.ts';

/** What the app is built from; tests build it with an in-memory database. */
export interface AppDeps {
  db: Database;
  database: Pick<DatabaseHandle, 'ping'>;
  jwtSecret: Uint8Array;
  rateLimitStore: RateLimitStore;
  /** Uploaded images: DATA_DIR/media by default. */
  mediaStorage: MediaStorage;
  /** TRUST_PROXY: addresses whose X-Forwarded-For is believed (`true`: the direct peer). */
  trustProxy: true | string[];
  publicDomain: string;
  seedDemo: boolean;
  now: () => Date;
}

export interface AppVariables {
  deps: AppDeps;
  user: User | undefined;
  actor: Actor | undefined;
  /** The blog the call acts on, resolved and membership-checked by the route policy. */
  blog: Blog | undefined;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: AppVariables;
}

export type AppContext = Context<AppEnv>;
