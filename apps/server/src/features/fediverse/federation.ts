import { tagPath } from '@bitacora/domain';
import {
  type Context,
  createFederation,
  exportJwk,
  type Federation,
  generateCryptoKeyPair,
  importJwk,
  type KvKey,
} from '@fedify/fedify';
import {
  Accept,
  Article,
  Create,
  Delete,
  Endpoints,
  Follow,
  Hashtag,
  Image,
  LanguageString,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
} from '@fedify/vocab';
import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { blogs, fediverseFollowers, fediverseKeys, posts } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { plainTextSummary, readableContent, sanitizeRichText } from '../content/index.ts';
import {
  listPublishedPosts,
  type PostSummaryRow,
  postContents,
  postPath,
  postTagNames,
  type Site,
  toPicture,
} from '../public-site/index.ts';
import { DatabaseKvStore } from './kv-store.ts';
import { JobMessageQueue } from './message-queue.ts';

/** What each request's handlers know: the blog its host names, read once for the request. */
export interface BlogActor {
  blogId: number;
  /** The actor's identifier and handle: the blog's subdomain. */
  subdomain: string;
  site: Site;
}

/** The actor's addresses, all on the subdomain's host (its id never changes with a domain). */
export const ACTOR_PATH = '/ap/users/{identifier}';
export const OUTBOX_PATH = '/ap/users/{identifier}/outbox';
export const FOLLOWERS_PATH = '/ap/users/{identifier}/followers';
export const INBOX_PATH = '/ap/users/{identifier}/inbox';
export const SHARED_INBOX_PATH = '/ap/inbox';
export const ARTICLE_PATH = '/ap/posts/{uuid}';
export const NODEINFO_PATH = '/nodeinfo/2.1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Posts per outbox page, as a feed's; followers per page of the collection. */
const OUTBOX_PAGE = 20;
const FOLLOWERS_PAGE = 50;

/**
 * A date as the vocabulary's instant. Node has no Temporal yet: the library makes its own from
 * the polyfill, and its types name the standard one the polyfill matches at run time.
 */
const instant = (date: Date) =>
  TemporalPolyfill.Instant.fromEpochMilliseconds(date.getTime()) as unknown as Temporal.Instant;

const pageNumber = (cursor: string | null) => {
  const n = Number(cursor);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** The blog's key pairs: RSA for HTTP signatures, Ed25519 for object proofs, made once. */
async function keyPairsOf(db: Database, blogId: number) {
  let [row] = await db.select().from(fediverseKeys).where(eq(fediverseKeys.blogId, blogId));
  if (!row) {
    const rsa = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const ed25519 = await generateCryptoKeyPair('Ed25519');
    const asJwk = async (pair: CryptoKeyPair) => ({
      publicKey: await exportJwk(pair.publicKey),
      privateKey: await exportJwk(pair.privateKey),
    });
    // Two first requests at once: the first write wins and both read it.
    await db
      .insert(fediverseKeys)
      .values({ blogId, rsa: await asJwk(rsa), ed25519: await asJwk(ed25519) })
      .onConflictDoNothing();
    [row] = await db.select().from(fediverseKeys).where(eq(fediverseKeys.blogId, blogId));
  }
  if (!row) return [];
  return Promise.all(
    [row.rsa, row.ed25519].map(async (pair) => ({
      publicKey: await importJwk(pair.publicKey, 'public'),
      privateKey: await importJwk(pair.privateKey, 'private'),
    })),
  );
}

/** An address the blog's pages give (maybe relative, as the media's), made absolute. */
const absolute = (href: string, site: Site) => new URL(href, `${site.baseUrl}/`);

/** The blog's description as the actor's HTML summary: the text, escaped, in one paragraph. */
const asParagraph = (text: string) =>
  text.trim() === '' ? null : `<p>${escapeHtml(text.trim())}</p>`;

/**
 * A published post as an `Article`. A public post carries its text; a members' or paid one only
 * its summary (the excerpt, else the start of what any visitor may read) and its link, so gated
 * text never leaves the blog (docs/decisions/059-visibility-and-paywall.md).
 */
function articleOf(
  ctx: Context<BlogActor>,
  deps: AppDeps,
  post: PostSummaryRow,
  content: string,
  tags: readonly { name: string; slug: string }[],
) {
  const { site } = ctx.data;
  const url = new URL(`${site.baseUrl}${postPath(site, post)}`);
  const readable = readableContent({ content, visibility: post.visibility }, 'visitor');
  const html = sanitizeRichText(readable.html);
  const summary = post.excerpt.trim() || plainTextSummary(html);
  const picture = post.picture ? toPicture(post.picture, deps.mediaStorage) : null;
  const actor = ctx.getActorUri(ctx.data.subdomain);
  const published = post.publishedAt ? instant(post.publishedAt) : null;
  return new Article({
    id: ctx.getObjectUri(Article, { uuid: post.uuid }),
    attribution: actor,
    name: post.title,
    // Both plain and by language (`summaryMap`, `contentMap`): servers read one or the other.
    summaries: summary === '' ? [] : [summary, new LanguageString(summary, post.language)],
    contents: readable.locked ? [] : [html, new LanguageString(html, post.language)],
    url,
    published,
    updated: instant(post.updatedAt),
    image: picture ? new Image({ url: absolute(picture.large, site) }) : null,
    tags: tags.map(
      (tag) =>
        new Hashtag({
          href: absolute(tagPath(encodeURIComponent(tag.slug)), site),
          name: `#${tag.name.replace(/\s+/g, '')}`,
        }),
    ),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(ctx.data.subdomain),
  });
}

/** The posts' articles, their text and tags read in one query each. */
async function articlesOf(ctx: Context<BlogActor>, deps: AppDeps, rows: PostSummaryRow[]) {
  const ids = rows.map((post) => post.id);
  const [contents, tags] = await Promise.all([
    postContents(deps.db, ctx.data.blogId, ids),
    postTagNames(deps.db, ids),
  ]);
  return rows.map((post) =>
    articleOf(ctx, deps, post, contents.get(post.id) ?? '', tags.get(post.id) ?? []),
  );
}

/**
 * The ActivityPub side of every blog (docs/decisions/078-fediverse-actors.md): its actor, found
 * by WebFinger, its outbox of published posts, its followers and NodeInfo. The protocol work is
 * the library's; its key-value store is a table of ours.
 */
export function createBlogFederation(deps: AppDeps): Federation<BlogActor> {
  const federation = createFederation<BlogActor>({
    kv: new DatabaseKvStore(deps.db, deps.now),
    // Deliveries and what the inboxes take in go through the durable job queue; its worker runs
    // them (fediverseJobs), so the library's own listener is never started.
    queue: new JobMessageQueue(deps),
    manuallyStartQueue: true,
    // ALLOW_PRIVATE_FETCH (tests, a local network) lets it reach loopback and private addresses.
    allowPrivateAddress: deps.allowPrivateFetch === true,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (identifier !== ctx.data.subdomain) return null;
      const { site } = ctx.data;
      const keys = await ctx.getActorKeyPairs(identifier);
      const iconSrc = site.icon ? deps.mediaStorage.url(site.icon.storageKey) : site.logo?.src;
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: site.title,
        summary: asParagraph(site.description),
        icon: iconSrc ? new Image({ url: absolute(iconSrc, site) }) : null,
        image: site.cover ? new Image({ url: absolute(site.cover.large, site) }) : null,
        url: new URL(`${site.baseUrl}/`),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        discoverable: true,
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .mapHandle((ctx, username) => (username === ctx.data.subdomain ? username : null))
    .setKeyPairsDispatcher((ctx, identifier) =>
      identifier === ctx.data.subdomain ? keyPairsOf(deps.db, ctx.data.blogId) : [],
    );

  federation
    .setOutboxDispatcher(OUTBOX_PATH, async (ctx, identifier, cursor) => {
      const page = pageNumber(cursor);
      if (identifier !== ctx.data.subdomain || page === null) return null;
      const { rows, total } = await listPublishedPosts(deps.db, ctx.data.blogId, {
        limit: OUTBOX_PAGE,
        offset: page * OUTBOX_PAGE,
      });
      const actor = ctx.getActorUri(identifier);
      const articles = await articlesOf(ctx, deps, rows);
      return {
        items: articles.map(
          (article) =>
            new Create({
              id: new URL(`${article.id?.href}#create`),
              actor,
              object: article,
              published: article.published,
              to: PUBLIC_COLLECTION,
              cc: ctx.getFollowersUri(identifier),
            }),
        ),
        nextCursor: (page + 1) * OUTBOX_PAGE < total ? String(page + 1) : null,
      };
    })
    .setCounter(async (ctx, identifier) => {
      if (identifier !== ctx.data.subdomain) return null;
      return (await listPublishedPosts(deps.db, ctx.data.blogId, { limit: 1, offset: 0 })).total;
    })
    .setFirstCursor(() => '0');

  // An article's id answers with it while the post is published, as the outbox gives it.
  federation.setObjectDispatcher(Article, ARTICLE_PATH, async (ctx, values) => {
    if (!UUID.test(values.uuid)) return null;
    const { rows } = await listPublishedPosts(deps.db, ctx.data.blogId, {
      uuid: values.uuid,
      limit: 1,
      offset: 0,
    });
    return (await articlesOf(ctx, deps, rows))[0] ?? null;
  });

  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, async (ctx, identifier, cursor) => {
      // No cursor (a delivery to the followers): the library walks the pages from the first.
      const page = cursor === null ? null : pageNumber(cursor);
      if (identifier !== ctx.data.subdomain || page === null) return null;
      const rows = await deps.db
        .select()
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.blogId, ctx.data.blogId))
        .orderBy(fediverseFollowers.id)
        .limit(FOLLOWERS_PAGE + 1)
        .offset(page * FOLLOWERS_PAGE);
      return {
        items: rows.slice(0, FOLLOWERS_PAGE).map((row) => ({
          id: new URL(row.actorUri),
          inboxId: new URL(row.inboxUri),
          endpoints: row.sharedInboxUri ? { sharedInbox: new URL(row.sharedInboxUri) } : null,
        })),
        nextCursor: rows.length > FOLLOWERS_PAGE ? String(page + 1) : null,
      };
    })
    .setCounter(async (ctx, identifier) => {
      if (identifier !== ctx.data.subdomain) return null;
      const [row] = await deps.db
        .select({ n: count() })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.blogId, ctx.data.blogId));
      return row?.n ?? 0;
    })
    .setFirstCursor(() => '0');

  // What arrives is signed (the library refuses the rest) and taken in by the job queue's worker.
  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Follow, async (ctx, follow) => {
      const { subdomain, blogId } = ctx.data;
      if (follow.id === null || follow.actorId === null || follow.objectId === null) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor' || target.identifier !== subdomain) return;
      const follower = await follow.getActor(ctx);
      if (follower?.id?.href !== follow.actorId.href || follower.inboxId === null) return;
      const row = {
        inboxUri: follower.inboxId.href,
        sharedInboxUri: follower.endpoints?.sharedInbox?.href ?? null,
      };
      await deps.db
        .insert(fediverseFollowers)
        .values({ blogId, actorUri: follower.id.href, ...row })
        .onConflictDoUpdate({
          target: [fediverseFollowers.blogId, fediverseFollowers.actorUri],
          set: row,
        });
      const actor = ctx.getActorUri(subdomain);
      await ctx.sendActivity(
        { identifier: subdomain },
        follower,
        new Accept({
          id: new URL(`${actor.href}#accepts/${crypto.randomUUID()}`),
          actor,
          object: follow,
        }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const follow = await undo.getObject(ctx);
      // Only the follower takes its own follow back.
      if (!(follow instanceof Follow) || undo.actorId === null) return;
      if (follow.actorId?.href !== undo.actorId.href) return;
      await deps.db
        .delete(fediverseFollowers)
        .where(
          and(
            eq(fediverseFollowers.blogId, ctx.data.blogId),
            eq(fediverseFollowers.actorUri, undo.actorId.href),
          ),
        );
    });

  federation.setNodeInfoDispatcher(NODEINFO_PATH, async () => {
    const [[blogCount], [postCount]] = await Promise.all([
      deps.db.select({ n: count() }).from(blogs),
      deps.db.select({ n: count() }).from(posts).where(eq(posts.status, 'PUBLISHED')),
    ]);
    return {
      software: { name: 'bitacora', version: '0.1.0', homepage: new URL(deps.publicOrigin) },
      protocols: ['activitypub'],
      usage: {
        users: { total: blogCount?.n ?? 0 },
        localPosts: postCount?.n ?? 0,
        localComments: 0,
      },
      openRegistrations: true,
    };
  });

  return federation;
}

/** Where the kept mark says a post's Create went out to the followers (its later Update, Delete). */
const sentKey = (uuid: string): KvKey => ['bitacora', 'federated', uuid];

/**
 * Tells the blog's followers what became of a post: its `Create` the first time it is seen
 * published, an `Update` after, a `Delete` once it is no longer published (a draft again, the
 * trash) if a `Create` went out. The article is the outbox's, so a paid or members' post carries
 * only its summary and link. Sent through the queue to each follower's shared inbox when it
 * gives one.
 */
export async function deliverPost(
  ctx: Context<BlogActor>,
  deps: AppDeps,
  uuid: string,
): Promise<'Create' | 'Update' | 'Delete' | null> {
  const kv = new DatabaseKvStore(deps.db, deps.now);
  const sent = (await kv.get(sentKey(uuid))) !== undefined;
  const { subdomain } = ctx.data;
  const { rows } = await listPublishedPosts(deps.db, ctx.data.blogId, {
    uuid,
    limit: 1,
    offset: 0,
  });
  const [article] = await articlesOf(ctx, deps, rows);
  const actor = ctx.getActorUri(subdomain);
  const addressed = { actor, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(subdomain) };
  const stamp = deps.now().getTime();
  const options = { preferSharedInbox: true };
  if (article?.id) {
    const activity = sent
      ? new Update({
          id: new URL(`${article.id.href}#update-${stamp}`),
          object: article,
          updated: article.updated,
          ...addressed,
        })
      : new Create({
          id: new URL(`${article.id.href}#create`),
          object: article,
          published: article.published,
          ...addressed,
        });
    await ctx.sendActivity({ identifier: subdomain }, 'followers', activity, options);
    if (!sent) await kv.set(sentKey(uuid), { at: stamp });
    return sent ? 'Update' : 'Create';
  }
  if (!sent) return null;
  const id = ctx.getObjectUri(Article, { uuid });
  await ctx.sendActivity(
    { identifier: subdomain },
    'followers',
    new Delete({
      id: new URL(`${id.href}#delete-${stamp}`),
      object: new Tombstone({ id }),
      ...addressed,
    }),
    options,
  );
  await kv.delete(sentKey(uuid));
  return 'Delete';
}
