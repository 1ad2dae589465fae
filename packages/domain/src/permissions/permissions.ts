import type { Role } from '../constants/constants.ts';
import { isPublished } from '../content/content.ts';

/**
 * Permission strings `verb:entity[:own|any]` (STYLE.md). `:own` needs the resource's
 * `authorId` to be the actor; `:any` does not. For a user profile the "author" is the user
 * itself: pass `{ authorId: user.id }`.
 */
export const PERMISSIONS = [
  'read:blog',
  'update:blog',
  'read:content',
  /** Reading an unpublished post or page: an AUTHOR its own, an ADMIN any of the blog's. */
  'read:draft:own',
  'read:draft:any',
  'create:post',
  'update:post:own',
  'update:post:any',
  'delete:post:own',
  'delete:post:any',
  'create:page',
  'update:page:own',
  'update:page:any',
  'delete:page:own',
  'delete:page:any',
  'create:series',
  'update:series:own',
  'update:series:any',
  'delete:series:own',
  'delete:series:any',
  'read:category',
  'manage:category',
  'manage:menu',
  'read:media',
  'create:media',
  'delete:media',
  'read:comment',
  'moderate:comment:own',
  'moderate:comment:any',
  'manage:settings',
  'manage:billing',
  'read:user',
  'create:user',
  'update:user:own',
  'update:user:any',
  'update:user:role',
  /** Inviting people to the blog, and removing members from it (their account stays). */
  'manage:members',
  'manage:blogs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Everything except the product-wide blog management (creating blogs, changing plans), which
 * is SUPER_ADMIN's. `update:blog` is editing the name and domain of a blog one administers.
 */
const ADMIN: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'manage:blogs');

/**
 * Authors read the blog's published content and their own drafts, create posts, pages and
 * series, edit and delete only their own, moderate comments on their own posts, upload images,
 * and edit only their own profile (never a role). Settings, categories, menu, users and billing
 * are the admin's.
 */
const AUTHOR: readonly Permission[] = [
  'read:blog',
  'read:content',
  'read:draft:own',
  'create:post',
  'update:post:own',
  'delete:post:own',
  'create:page',
  'update:page:own',
  'delete:page:own',
  'create:series',
  'update:series:own',
  'delete:series:own',
  'read:category',
  'read:media',
  'create:media',
  'read:comment',
  'moderate:comment:own',
  'update:user:own',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  SUPER_ADMIN: PERMISSIONS,
  ADMIN,
  AUTHOR,
};

/** Role names as the user list shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super administrador',
  ADMIN: 'Administrador',
  AUTHOR: 'Autor',
};

export type ActorId = number | string;

export interface Actor {
  id: ActorId;
  role: Role;
}

export interface OwnedResource {
  /** The author of a post, page, series or commented post; the user itself for a profile. */
  authorId?: ActorId | null;
}

function sameId(a: ActorId, b: ActorId | null | undefined): boolean {
  return b !== null && b !== undefined && String(a) === String(b);
}

/**
 * The one permission check, used by panel and server alike. An `:own` permission is also
 * granted by the matching `:any`. Without a resource, an `:own` check answers "may this role
 * ever do it" (to show a button); with one, the actor must be its author.
 */
export function can(
  actor: Actor | null | undefined,
  permission: Permission,
  resource?: OwnedResource,
): boolean {
  if (!actor) return false;
  const granted: readonly Permission[] = ROLE_PERMISSIONS[actor.role] ?? [];
  if (!permission.endsWith(':own')) return granted.includes(permission);
  if (granted.includes(permission.replace(/:own$/, ':any') as Permission)) return true;
  if (!granted.includes(permission)) return false;
  return resource === undefined || sameId(actor.id, resource.authorId);
}

/** A post or page as the read rule needs it: its status and its author. */
export interface ReadableContent extends OwnedResource {
  status: unknown;
}

/**
 * May the actor see this post or page in the panel? Published content is the whole blog's; a
 * draft only its author's and the blog's admins' (as in WordPress), so another author's draft
 * is as if it did not exist.
 */
export function canReadContent(actor: Actor | null | undefined, item: ReadableContent): boolean {
  if (!actor) return false;
  return isPublished(item.status) || can(actor, 'read:draft:own', item);
}

export type OwnedContentKind = 'post' | 'page' | 'series';

/**
 * What a list row of authored content offers the viewer: edit and delete follow the same
 * `:own` rules the server applies to the row's author.
 */
export function ownedContentActions(
  actor: Actor | null | undefined,
  kind: OwnedContentKind,
  row: OwnedResource,
): { canEdit: boolean; canDelete: boolean } {
  return {
    canEdit: can(actor, `update:${kind}:own`, row),
    canDelete: can(actor, `delete:${kind}:own`, row),
  };
}

/** The title of the panel's explanation when a screen is not for the viewer's role. */
export const FORBIDDEN_SCREEN_TITLE = 'No tienes permiso para ver esta página.';

/**
 * Why a screen behind a permission is closed to the viewer, by that permission; screens
 * not listed fall back to {@link FORBIDDEN_DEFAULT_REASON}.
 */
const FORBIDDEN_REASONS: Partial<Record<Permission, string>> = {
  'manage:category': 'Las categorías del blog solo las gestiona su administrador.',
  'manage:menu': 'El menú del blog solo lo gestiona su administrador.',
  'manage:settings': 'La configuración del blog solo la cambia su administrador.',
  'read:user': 'Los usuarios del blog solo los gestiona su administrador.',
  'create:user': 'Solo el administrador del blog puede añadir usuarios.',
  'update:user:own': 'Solo puedes editar tu propio perfil.',
  'manage:blogs': 'La gestión de todos los blogs es solo para el super administrador.',
};

export const FORBIDDEN_DEFAULT_REASON = 'Tu rol en este blog no incluye esta sección.';

/** The short reason shown under {@link FORBIDDEN_SCREEN_TITLE}. */
export function forbiddenReason(permission: Permission): string {
  return FORBIDDEN_REASONS[permission] ?? FORBIDDEN_DEFAULT_REASON;
}
