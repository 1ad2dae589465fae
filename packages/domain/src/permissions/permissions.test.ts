import { describe, expect, it } from 'vitest';
import {
  type Actor,
  can,
  canReadContent,
  FORBIDDEN_DEFAULT_REASON,
  forbiddenReason,
  ownedContentActions,
  PERMISSIONS,
  ROLE_LABELS,
} from './permissions.ts';

const superAdmin: Actor = { id: 1, role: 'SUPER_ADMIN' };
const admin: Actor = { id: 2, role: 'ADMIN' };
const author: Actor = { id: 3, role: 'AUTHOR' };
const mine = { authorId: 3 };
const theirs = { authorId: 9 };

describe('can', () => {
  it('lets SUPER_ADMIN do everything', () => {
    for (const permission of PERMISSIONS) {
      expect(can(superAdmin, permission, theirs)).toBe(true);
    }
  });

  it('gives ADMIN its whole blog but not the product-wide blog list', () => {
    expect(can(admin, 'update:post:any', theirs)).toBe(true);
    expect(can(admin, 'update:post:own', theirs)).toBe(true);
    expect(can(admin, 'delete:series:own', theirs)).toBe(true);
    expect(can(admin, 'update:user:role')).toBe(true);
    for (const permission of ['manage:settings', 'manage:category', 'manage:menu'] as const) {
      expect(can(admin, permission)).toBe(true);
    }
    expect(can(admin, 'manage:billing')).toBe(true);
    expect(can(admin, 'manage:members')).toBe(true);
    expect(can(admin, 'manage:blogs')).toBe(false);
  });

  it('lets members read their blog; only ADMIN edits it', () => {
    expect(can(author, 'read:blog')).toBe(true);
    expect(can(admin, 'read:blog')).toBe(true);
    expect(can(admin, 'update:blog')).toBe(true);
    expect(can(author, 'update:blog')).toBe(false);
  });

  it('lets AUTHOR read and create content', () => {
    for (const permission of [
      'read:content',
      'create:post',
      'create:page',
      'create:series',
      'read:category',
      'create:media',
    ] as const) {
      expect(can(author, permission)).toBe(true);
    }
  });

  it('lets AUTHOR edit and delete only its own content', () => {
    for (const entity of ['post', 'page', 'series'] as const) {
      expect(can(author, `update:${entity}:own`, mine)).toBe(true);
      expect(can(author, `update:${entity}:own`, theirs)).toBe(false);
      expect(can(author, `delete:${entity}:own`, mine)).toBe(true);
      expect(can(author, `delete:${entity}:own`, theirs)).toBe(false);
      expect(can(author, `update:${entity}:any`, mine)).toBe(false);
    }
  });

  it('compares ids across number and string, and refuses a missing author', () => {
    expect(can(author, 'update:post:own', { authorId: '3' })).toBe(true);
    expect(can(author, 'update:post:own', { authorId: null })).toBe(false);
    expect(can(author, 'update:post:own', {})).toBe(false);
  });

  it('answers "ever" for an own permission without a resource', () => {
    expect(can(author, 'update:post:own')).toBe(true);
    expect(can(author, 'update:post:any')).toBe(false);
  });

  it('keeps settings, categories, menu, users, billing and roles from AUTHOR', () => {
    for (const permission of [
      'manage:settings',
      'manage:category',
      'manage:menu',
      'read:user',
      'create:user',
      'update:user:any',
      'update:user:role',
      'manage:members',
      'manage:billing',
      'manage:blogs',
      'delete:media',
    ] as const) {
      expect(can(author, permission, mine)).toBe(false);
    }
  });

  it('lets AUTHOR edit only its own profile', () => {
    expect(can(author, 'update:user:own', { authorId: 3 })).toBe(true);
    expect(can(author, 'update:user:own', { authorId: 2 })).toBe(false);
  });

  it('lets AUTHOR moderate comments on its own posts only', () => {
    expect(can(author, 'moderate:comment:own', mine)).toBe(true);
    expect(can(author, 'moderate:comment:own', theirs)).toBe(false);
    expect(can(admin, 'moderate:comment:own', theirs)).toBe(true);
  });

  it('refuses without an actor', () => {
    expect(can(null, 'read:content')).toBe(false);
    expect(can(undefined, 'read:content')).toBe(false);
  });

  it('labels roles in Spanish', () => {
    expect(ROLE_LABELS.ADMIN).toBe('Administrador');
    expect(ROLE_LABELS.AUTHOR).toBe('Autor');
  });
});

describe('canReadContent', () => {
  it('shows everyone published content, and a draft to its author and the admins only', () => {
    for (const actor of [superAdmin, admin, author]) {
      expect(canReadContent(actor, { status: 'PUBLISHED', ...theirs })).toBe(true);
      expect(canReadContent(actor, { status: 'published', authorId: null })).toBe(true);
      expect(canReadContent(actor, { status: 'DRAFT', ...mine })).toBe(true);
    }
    expect(canReadContent(author, { status: 'DRAFT', ...theirs })).toBe(false);
    expect(canReadContent(author, { status: 'DRAFT', authorId: null })).toBe(false);
    // An unknown status is not published: as private as a draft.
    expect(canReadContent(author, { status: 'SCHEDULED', ...theirs })).toBe(false);
    expect(canReadContent(admin, { status: 'DRAFT', ...theirs })).toBe(true);
    expect(canReadContent(superAdmin, { status: 'DRAFT', authorId: null })).toBe(true);
    expect(canReadContent(null, { status: 'PUBLISHED', ...mine })).toBe(false);
  });
});

describe('ownedContentActions', () => {
  it('offers an AUTHOR edit and delete on its own rows only', () => {
    for (const kind of ['post', 'page', 'series'] as const) {
      expect(ownedContentActions(author, kind, mine)).toEqual({ canEdit: true, canDelete: true });
      expect(ownedContentActions(author, kind, theirs)).toEqual({
        canEdit: false,
        canDelete: false,
      });
      expect(ownedContentActions(author, kind, { authorId: null })).toEqual({
        canEdit: false,
        canDelete: false,
      });
    }
  });

  it('offers admins edit and delete on every row', () => {
    for (const actor of [admin, superAdmin]) {
      for (const kind of ['post', 'page', 'series'] as const) {
        expect(ownedContentActions(actor, kind, theirs)).toEqual({
          canEdit: true,
          canDelete: true,
        });
      }
    }
  });

  it('offers nothing without a viewer', () => {
    expect(ownedContentActions(null, 'post', mine)).toEqual({ canEdit: false, canDelete: false });
  });
});

describe('forbiddenReason', () => {
  it('names who manages the closed screen', () => {
    expect(forbiddenReason('manage:category')).toContain('categorías');
    expect(forbiddenReason('manage:menu')).toContain('menú');
    expect(forbiddenReason('manage:settings')).toContain('configuración');
    expect(forbiddenReason('read:user')).toContain('usuarios');
    expect(forbiddenReason('update:user:own')).toBe('Solo puedes editar tu propio perfil.');
  });

  it('falls back to a general reason', () => {
    expect(forbiddenReason('read:content')).toBe(FORBIDDEN_DEFAULT_REASON);
  });
});
