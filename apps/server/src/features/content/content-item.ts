import {
  type BulkAction,
  bulkStatus,
  CONTENT_FIELD_MESSAGES,
  type ContentVisibility,
  groupLanguageIssue,
  type Language,
  normalizeLanguage,
  parseVisibility,
  TRANSLATION_MESSAGES,
  translationIssue,
  visibilityAllowed,
  visibilityTiersProblem,
  type WritableContentStatus,
} from '@bitacora/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import {
  type categories,
  media,
  memberTiers,
  type pages,
  type posts,
  type series,
} from '../../platform/db/schema/index.ts';
import { forbidden, invalidField } from '../../platform/http/errors.ts';
import type { Actor, Permission } from '../../platform/http/policy.ts';
import { lockForBulk } from './bulk-content.ts';
import {
  type LifecycleRow,
  restoreChanges,
  statusChanges,
  trashChanges,
} from './content-lifecycle.ts';
import {
  assertMediaInBlog,
  assertSlugFree,
  blogMainLanguage,
  cleanContent,
  slugExists,
  withSlugConflict,
} from './content-rules.ts';
import { contentSaved, postChanged } from './content-saved.ts';
import { mayRead } from './draft-visibility.ts';
import { ownedRowForWrite } from './owned-row.ts';
import { forgetPreviewLinks } from './preview-links.service.ts';
import {
  assertBaseRevision,
  getRevision,
  listRevisions,
  type RevisionTarget,
} from './revisions.service.ts';
import { claimSlug, forgetSlugHistory, recordSlugChange } from './slug-history.service.ts';

/*
 * Posts and pages are one kind of item (docs/architecture.md#server-request): the same lifecycle,
 * slugs, revisions, trash and bulk actions. What a page lacks (category, series, tags, the
 * newsletter, the post's image and search words) is what a `ContentItemKind` adds; the steps
 * here are written once for both.
 */

/** What the shared steps read of a post's or page's row. */
export interface ItemRow extends LifecycleRow {
  id: number;
  uuid: string;
  blogId: number;
  authorId: number | null;
  slug: string;
  revision: number;
  visibility: string;
  visibilityTiers: string[];
  language: string;
  translationGroup: string | null;
}

/** The fields a post and a page are both created with. */
export interface ItemInput {
  title: string;
  slug: string;
  content: string;
  excerpt?: string | undefined;
  status: WritableContentStatus;
  publishAt?: Date | null | undefined;
  image?: string | null | undefined;
  imageId?: number | null | undefined;
  visibility?: ContentVisibility | undefined;
  visibilityTiers?: string[] | undefined;
  /** The blog's main language when absent on create. */
  language?: Language | undefined;
  /** The uuid of the item this one translates; on a save, null leaves the group. */
  translationOf?: string | null | undefined;
}

/** A save of some of them, with the form's controls. */
export type ItemChanges = Partial<ItemInput> & {
  removeImage?: boolean | undefined;
  baseRevision?: number | undefined;
  autosave?: boolean | undefined;
};

type Columns = Partial<typeof posts.$inferInsert>;

/**
 * One kind of content item: its table, how its routes name one (`Ref`), its messages and
 * permissions, and what it keeps beyond the shared fields.
 */
export interface ContentItemKind<
  Row extends ItemRow,
  Ref,
  Create extends ItemInput,
  Update extends ItemChanges,
  Dto,
> {
  kind: 'post' | 'page';
  table: typeof posts | typeof pages;
  missing: string;
  permissions: { update: Permission; delete: Permission };
  /** The item `ref` names: posts by id, pages by uuid. */
  named: (ref: Ref) => SQL;
  /** The item as the API answers it to `actor`, read after a write. */
  answer: (db: Queryable, actor: Actor, blog: Blog, id: number) => Promise<Dto>;
  /** The columns a new item has beyond the shared ones. */
  newColumns: (input: Create) => Columns;
  /** The columns a save changes beyond the shared ones. */
  changedColumns: (current: Row, input: Update) => Columns;
  /** Checks what the item links to (a post's category and series) before it is written. */
  checkLinks: (
    tx: Queryable,
    blog: Blog,
    current: Row | null,
    input: Create | Update,
    changes: Columns,
  ) => Promise<void>;
  /** What is kept beside the row, in the save's transaction (a post's tags). */
  saveBeside: (tx: Queryable, blog: Blog, id: number, input: Create | Update) => Promise<void>;
  /**
   * A revision's fields as a save, the status left out and what they link to that is no longer
   * in the blog left empty.
   */
  restoredChanges: (db: Queryable, blog: Blog, fields: unknown) => Promise<Update>;
  /** The bulk `move` action, where the kind has one: its check and its columns. */
  move?: (tx: Queryable, blog: Blog, categoryId: number | null) => Promise<Columns>;
}

// biome-ignore lint/suspicious/noExplicitAny: a kind of any of its own types
export type AnyKind<Ref = any> = ContentItemKind<any, Ref, any, any, any>;
type RowOf<K> =
  K extends ContentItemKind<infer Row, infer _Ref, infer _C, infer _U, infer _D> ? Row : never;

/** The table of a kind, read through the columns posts and pages share. */
const tableOf = (kind: AnyKind) => kind.table as typeof posts;

/** Who asks, in which blog: every call on an item is made in one. */
export interface ItemScope {
  db: Database;
  actor: Actor;
  blog: Blog;
}

const revisionTarget = (kind: AnyKind, id: number): RevisionTarget =>
  kind.kind === 'post' ? { postId: id } : { pageId: id };

/**
 * Loads an item of the blog for a write, checking the actor may do `permission` to it. Outside
 * the trash unless `inTrash`; in it only then (the trash's own calls).
 */
async function itemForWrite<K extends AnyKind>(
  db: Queryable,
  kind: K,
  actor: Actor,
  blog: Blog,
  ref: K extends AnyKind<infer Ref> ? Ref : never,
  permission: 'update' | 'delete',
  inTrash = false,
): Promise<RowOf<K>> {
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(
        kind.named(ref),
        eq(table.blogId, blog.id),
        inTrash ? eq(table.status, 'TRASHED') : ne(table.status, 'TRASHED'),
      ),
    )
    .for('update');
  return ownedRowForWrite(
    row as RowOf<K> | undefined,
    actor,
    kind.permissions[permission],
    kind.missing,
  );
}

export type RefOf<K> = K extends AnyKind<infer Ref> ? Ref : never;
export type CreateOf<K> =
  K extends ContentItemKind<infer _R, infer _Ref, infer C, infer _U, infer _D> ? C : never;
export type UpdateOf<K> =
  K extends ContentItemKind<infer _R, infer _Ref, infer _C, infer U, infer _D> ? U : never;
export type DtoOf<K> =
  K extends ContentItemKind<infer _R, infer _Ref, infer _C, infer _U, infer D> ? D : never;

/**
 * Check-slug: is the slug taken in the active blog and `language` (the main one when absent),
 * ignoring the item being edited?
 */
export async function itemSlugExists(
  { db, blog }: ItemScope,
  kind: AnyKind,
  query: { slug: string; excludeUuid?: string | undefined; language?: Language | undefined },
): Promise<boolean> {
  const language = query.language ?? (await blogMainLanguage(db, blog.id));
  const except = query.excludeUuid ? { uuid: query.excludeUuid } : {};
  return slugExists(db, kind.table, blog.id, query.slug, except, language);
}

/**
 * The translation group `item` joins as a translation of `originalUuid`
 * (docs/decisions/073-languages-and-translations.md): the original's, made for it when it has
 * none. The original must be another item of the kind in the blog that the actor may read (any
 * other reads as unknown) and its group may not hold the item's language yet: a 400 otherwise.
 */
async function joinedGroup(
  tx: Queryable,
  kind: AnyKind,
  { actor, blog }: Omit<ItemScope, 'db'>,
  item: { uuid: string; language: Language },
  originalUuid: string,
): Promise<string> {
  const table = tableOf(kind);
  const [found] = await tx
    .select({
      id: table.id,
      uuid: table.uuid,
      authorId: table.authorId,
      status: table.status,
      language: table.language,
      translationGroup: table.translationGroup,
    })
    .from(table)
    .where(
      and(
        eq(table.blogId, blog.id),
        eq(table.uuid, originalUuid.toLowerCase()),
        ne(table.status, 'TRASHED'),
      ),
    )
    .for('update');
  const original = found && mayRead(actor, found) ? found : null;
  const members = original?.translationGroup
    ? await groupMembers(tx, kind, blog, original.translationGroup)
    : [];
  const issue = translationIssue(
    { ...item, blogId: blog.id, kind: kind.kind },
    original && {
      uuid: original.uuid,
      blogId: blog.id,
      kind: kind.kind,
      language: normalizeLanguage(original.language),
    },
    members,
  );
  if (issue !== null || original === null)
    throw invalidField('translationOf', issue ?? TRANSLATION_MESSAGES.translationOfUnknown);
  if (original.translationGroup !== null) return original.translationGroup;
  const group = crypto.randomUUID();
  await tx
    .update(table)
    .set({ translationGroup: group })
    .where(and(eq(table.id, original.id), eq(table.blogId, blog.id)));
  return group;
}

/** The versions in a translation group of the blog, the trash included (it keeps its place). */
async function groupMembers(tx: Queryable, kind: AnyKind, blog: Blog, group: string) {
  const table = tableOf(kind);
  const rows = await tx
    .select({ uuid: table.uuid, language: table.language })
    .from(table)
    .where(and(eq(table.blogId, blog.id), eq(table.translationGroup, group)));
  return rows.map((row) => ({ uuid: row.uuid, language: normalizeLanguage(row.language) }));
}

/**
 * `POST /api/posts` and `/api/pages`. The author is the caller and the blog the active one,
 * whatever the body says (docs/architecture.md#authorship-and-access); the slug is unique per
 * blog and the content is cleaned.
 */
export async function createItem<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  input: CreateOf<K>,
  now: Date = new Date(),
): Promise<DtoOf<K>> {
  const table = tableOf(kind);
  assertVisibilityAllowed(blog, input.visibility);
  const visibilityTiers = input.visibilityTiers ?? [];
  checkVisibilityTiers(blog, input.visibility ?? 'public', visibilityTiers, []);
  const content = cleanContent(input.content);
  const lifecycle = statusChanges(null, input, now);
  const language = input.language ?? (await blogMainLanguage(db, blog.id));
  const id = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      await kind.checkLinks(tx, blog, null, input, {});
      await assertPaidTiers(tx, blog.id, visibilityTiers);
      await assertMediaInBlog(tx, blog.id, input.imageId);
      const translationGroup =
        typeof input.translationOf === 'string'
          ? await joinedGroup(
              tx,
              kind,
              { actor, blog },
              { uuid: '', language },
              input.translationOf,
            )
          : null;
      await assertSlugFree(tx, kind.table, blog.id, input.slug, undefined, language);
      const [created] = await tx
        .insert(table)
        .values({
          blogId: blog.id,
          authorId: actor.userId,
          title: input.title,
          slug: input.slug,
          content,
          excerpt: input.excerpt ?? '',
          ...lifecycle,
          image: input.image ?? null,
          imageId: input.imageId ?? null,
          visibility: input.visibility ?? 'public',
          visibilityTiers,
          language,
          translationGroup,
          ...kind.newColumns(input),
        })
        .returning({ id: table.id });
      if (!created) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, kind.kind, input.slug, language);
      await kind.saveBeside(tx, blog, created.id, input);
      await contentSaved(
        tx,
        { kind: kind.kind, id: created.id },
        {
          authorId: actor.userId,
          autosave: false,
          now,
          published: lifecycle.status === 'PUBLISHED',
        },
      );
      return created.id;
    }),
  );
  return kind.answer(db, actor, blog, id);
}

/** The shared columns a save changes, with the rules that tie fields together. */
function sharedChanges(current: ItemRow, input: ItemChanges, now: Date): Columns {
  const changes: Columns = { ...statusChanges(current, input, now) };
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.content !== undefined) changes.content = cleanContent(input.content);
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.image !== undefined) changes.image = input.image;
  if (input.imageId !== undefined) changes.imageId = input.imageId;
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  return changes;
}

/**
 * `members` and `paid` are PRO features: a FREE blog may not give them to an item (it may make
 * one public, and an item gated while the blog was PRO keeps what it had).
 */
function assertVisibilityAllowed(blog: Blog, visibility: ContentVisibility | undefined): void {
  if (visibility !== undefined && !visibilityAllowed(blog.plan, visibility))
    throw forbidden(CONTENT_FIELD_MESSAGES.visibilityNeedsPro);
}

/**
 * Chosen tiers narrow a `paid` item only (a 400 otherwise), and choosing them is PRO like `paid`
 * itself; a blog back on FREE keeps saving the tiers an item already has.
 */
function checkVisibilityTiers(
  blog: Blog,
  visibility: ContentVisibility,
  tiers: readonly string[],
  had: readonly string[],
): void {
  const problem = visibilityTiersProblem(visibility, tiers);
  if (problem) throw invalidField('visibilityTiers', problem);
  const same = tiers.length === had.length && tiers.every((tier) => had.includes(tier));
  if (!same && tiers.length > 0 && !visibilityAllowed(blog.plan, 'paid'))
    throw forbidden(CONTENT_FIELD_MESSAGES.visibilityNeedsPro);
}

/** Every chosen tier is one of the blog's paid tiers (not its free one, not another blog's). */
async function assertPaidTiers(db: Queryable, blogId: number, tiers: readonly string[]) {
  if (tiers.length === 0) return;
  const found = await db
    .select({ uuid: memberTiers.uuid })
    .from(memberTiers)
    .where(
      and(
        eq(memberTiers.blogId, blogId),
        eq(memberTiers.free, false),
        inArray(memberTiers.uuid, [...tiers]),
      ),
    );
  if (found.length !== tiers.length)
    throw invalidField('visibilityTiers', CONTENT_FIELD_MESSAGES.visibilityTierUnknown);
}

/**
 * The tiers an item keeps after a save: the ones sent, else the ones it had while it stays
 * `paid`; an item that stops being `paid` drops them.
 */
function tiersAfterSave(current: ItemRow, input: ItemChanges): string[] {
  if (input.visibilityTiers !== undefined) return input.visibilityTiers;
  return (input.visibility ?? current.visibility) === 'paid' ? current.visibilityTiers : [];
}

/** Removal marked in the form; a new image in the same body wins. */
export const removesImage = (input: ItemChanges) =>
  input.removeImage === true && input.image === undefined && input.imageId === undefined;

/**
 * `PATCH /api/posts/{id}` and `/api/pages/uuid/{uuid}`: any subset of the fields, `{ image,
 * imageId }` or `{ removeImage: true }`. AUTHOR only on its own. A `baseRevision` other than the
 * item's is a 409 (docs/architecture.md#edit-conflicts-and-revisions); every save moves the
 * revision on by one and is kept in the history.
 */
export async function updateItem<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
  input: UpdateOf<K>,
  now: Date = new Date(),
): Promise<DtoOf<K>> {
  const table = tableOf(kind);
  const id = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      const current = await itemForWrite(tx, kind, actor, blog, ref, 'update');
      // Saving what the item already has is no new choice: a blog back on FREE keeps saving it.
      if (input.visibility !== current.visibility) assertVisibilityAllowed(blog, input.visibility);
      const visibilityTiers = tiersAfterSave(current, input);
      const visibility = input.visibility ?? parseVisibility(current.visibility) ?? 'paid';
      checkVisibilityTiers(blog, visibility, visibilityTiers, current.visibilityTiers);
      assertBaseRevision(current, input.baseRevision);
      await assertPaidTiers(tx, blog.id, input.visibilityTiers ?? []);
      const changes: Columns = {
        ...sharedChanges(current, input, now),
        visibilityTiers,
        ...(removesImage(input) && { image: null, imageId: null }),
        ...kind.changedColumns(current, input),
        ...(await translationChanges(tx, kind, { actor, blog }, current, input)),
        revision: current.revision + 1,
      };
      await kind.checkLinks(tx, blog, current, input, changes);
      await assertMediaInBlog(tx, blog.id, input.imageId);
      const language = normalizeLanguage(changes.language ?? current.language);
      if (
        (changes.slug !== undefined && changes.slug !== current.slug) ||
        language !== current.language
      )
        await assertSlugFree(
          tx,
          kind.table,
          blog.id,
          changes.slug ?? current.slug,
          current.id,
          language,
        );
      await tx
        .update(table)
        .set(changes)
        .where(and(eq(table.id, current.id), eq(table.blogId, blog.id)));
      if (changes.slug !== undefined || language !== current.language)
        await recordSlugChange(tx, {
          blogId: blog.id,
          kind: kind.kind,
          targetId: current.id,
          oldSlug: current.slug,
          newSlug: changes.slug ?? current.slug,
          language: normalizeLanguage(current.language),
          newLanguage: language,
          status: current.status,
        });
      await kind.saveBeside(tx, blog, current.id, input);
      await contentSaved(
        tx,
        { kind: kind.kind, id: current.id },
        {
          authorId: actor.userId,
          autosave: input.autosave === true,
          now,
          published: changes.status === 'PUBLISHED' && current.status !== 'PUBLISHED',
        },
      );
      return current.id;
    }),
  );
  return kind.answer(db, actor, blog, id);
}

/**
 * What a save changes of the item's language and group: `translationOf` moves it into another
 * item's group (null: out of its own), and a new language must be free in the group it ends in.
 */
async function translationChanges(
  tx: Queryable,
  kind: AnyKind,
  scope: Omit<ItemScope, 'db'>,
  current: ItemRow,
  input: ItemChanges,
): Promise<Columns> {
  const language = input.language ?? normalizeLanguage(current.language);
  const item = { uuid: current.uuid, language };
  const changes: Columns = input.language === undefined ? {} : { language };
  if (input.translationOf === null) return { ...changes, translationGroup: null };
  if (input.translationOf !== undefined) {
    const group = await joinedGroup(tx, kind, scope, item, input.translationOf);
    return { ...changes, translationGroup: group };
  }
  if (current.translationGroup !== null && language !== current.language) {
    const members = await groupMembers(tx, kind, scope.blog, current.translationGroup);
    const issue = groupLanguageIssue(item, members);
    if (issue !== null) throw invalidField('language', issue);
  }
  return changes;
}

/** `GET …/revisions`: for whoever may edit the item. */
export async function listItemRevisions<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
) {
  const row = await itemForWrite(db, kind, actor, blog, ref, 'update');
  return listRevisions(db, revisionTarget(kind, row.id));
}

/** `GET …/revisions/{revisionId}`: the fields as that save left them. */
export async function getItemRevision<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
  revisionId: number,
) {
  const row = await itemForWrite(db, kind, actor, blog, ref, 'update');
  return getRevision(db, revisionTarget(kind, row.id), revisionId);
}

/** Is the category, series or media `id` still the blog's? */
export async function stillInBlog(
  db: Queryable,
  blog: Blog,
  table: typeof categories | typeof series | typeof media,
  id: number | null,
): Promise<boolean> {
  if (id === null) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.blogId, blog.id)));
  return rows.length > 0;
}

/** The image fields of a revision as a save: an image deleted since is left empty. */
export async function restoredImage(
  db: Queryable,
  blog: Blog,
  fields: { imageId: number | null; image: string | null },
) {
  const there = await stillInBlog(db, blog, media, fields.imageId);
  return {
    imageId: there ? fields.imageId : null,
    image: there || fields.imageId === null ? fields.image : null,
  };
}

/**
 * `POST …/revisions/{revisionId}/restore`: the revision's fields saved again, by the normal save
 * (so it is a new revision, checked against `baseRevision`). The status stays as it is:
 * restoring never publishes or unpublishes. What it links to that was deleted since is left
 * empty.
 */
export async function restoreItemRevision<K extends AnyKind>(
  scope: ItemScope,
  kind: K,
  target: { ref: RefOf<K>; revisionId: number; baseRevision: number | undefined },
  now: Date = new Date(),
): Promise<DtoOf<K>> {
  const revision = await getItemRevision(scope, kind, target.ref, target.revisionId);
  const restored = await kind.restoredChanges(scope.db, scope.blog, revision.fields);
  const changes = { ...restored, baseRevision: target.baseRevision };
  return updateItem(scope, kind, target.ref, changes, now);
}

/**
 * `DELETE …`: AUTHOR only its own. The item goes to the trash, off the blog, its slug kept; the
 * trash job deletes it for good 30 days later.
 */
export async function trashItem<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
  now: Date = new Date(),
): Promise<void> {
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const row = await itemForWrite(tx, kind, actor, blog, ref, 'delete');
    await tx
      .update(table)
      .set(trashChanges(row, now))
      .where(and(eq(table.id, row.id), eq(table.blogId, blog.id)));
    // Off the blog: its fediverse followers are told to delete it.
    if (kind.kind === 'post') await postChanged(tx, row.id);
  });
}

/** `POST …/restore`: out of the trash, as it was (who may delete may restore). */
export async function restoreItem<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
  now: Date = new Date(),
): Promise<DtoOf<K>> {
  const table = tableOf(kind);
  const id = await db.transaction(async (tx) => {
    const row = await itemForWrite(tx, kind, actor, blog, ref, 'delete', true);
    await tx
      .update(table)
      .set(restoreChanges(row, now))
      .where(and(eq(table.id, row.id), eq(table.blogId, blog.id)));
    if (kind.kind === 'post') await postChanged(tx, row.id);
    return row.id;
  });
  return kind.answer(db, actor, blog, id);
}

/** `DELETE …/permanent`: a trashed item, gone for good (a post with its comments). */
export async function deleteItemForGood<K extends AnyKind>(
  { db, actor, blog }: ItemScope,
  kind: K,
  ref: RefOf<K>,
): Promise<void> {
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const row = await itemForWrite(tx, kind, actor, blog, ref, 'delete', true);
    await forgetSlugHistory(tx, kind.kind, [row.id]);
    await forgetPreviewLinks(tx, kind.kind, [row.id]);
    await tx.delete(table).where(and(eq(table.id, row.id), eq(table.blogId, blog.id)));
  });
}

/**
 * `POST …/bulk`: publish, unpublish, delete (or, for posts, move to a category) the selected
 * items, all in one transaction; one item the actor may not change refuses the whole request
 * ({@link lockForBulk}).
 */
export async function bulkItems(
  { db, actor, blog }: ItemScope,
  kind: AnyKind,
  input: { action: BulkAction; ids: number[]; categoryId?: number | null },
  now: Date = new Date(),
): Promise<{ action: BulkAction; count: number }> {
  const { action, ids } = input;
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const rows = await lockForBulk(tx, kind.kind, actor, blog, action, ids);
    const moved =
      action === 'move' && kind.move ? await kind.move(tx, blog, input.categoryId ?? null) : null;
    for (const row of rows) {
      const these = and(eq(table.id, row.id), eq(table.blogId, blog.id));
      // Into the trash, as by the item's own delete.
      if (action === 'delete') {
        await tx.update(table).set(trashChanges(row, now)).where(these);
        if (kind.kind === 'post') await postChanged(tx, row.id);
        continue;
      }
      // Publishing or unpublishing follows a save's status rules: a schedule is dropped, the
      // first publication's date stays.
      const changes = moved ?? statusChanges(row, { status: bulkStatus(action) }, now);
      // Each item is saved as by its form: a new revision, kept in its history, so an editor
      // open on it is told the item changed instead of writing over the action.
      await tx
        .update(table)
        .set({ ...changes, revision: sql`${table.revision} + 1` })
        .where(these);
      await contentSaved(
        tx,
        { kind: kind.kind, id: row.id },
        {
          authorId: actor.userId,
          autosave: false,
          now,
          published: false,
        },
      );
    }
  });
  return { action, count: ids.length };
}
