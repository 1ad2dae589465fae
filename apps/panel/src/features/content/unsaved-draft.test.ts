import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StringStorage } from '../../session/session-storage.ts';
import {
  type DraftAddress,
  draftStorageKey,
  forgetDraft,
  hasPostExtras,
  keepDraft,
  readKeptDraft,
} from './unsaved-draft.ts';

function memoryStorage(): StringStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const newPost: DraftAddress = { kind: 'post', userUuid: 'u-1', blogUuid: 'b-1', itemUuid: null };
const postValues = {
  title: 'Mi primer post',
  slug: 'mi-primer-post',
  content: '<p>Hola</p>',
  excerpt: '',
  status: 'draft' as const,
  categoryId: 3,
  seriesId: null,
  sequenceNumber: null,
  tags: ['Andalucía'],
  imageAlt: 'La Alhambra',
  imageCaption: '',
  metaTitle: 'Granada en un día',
  metaDescription: '',
  socialImage: '',
  noindex: false,
};
const at = new Date('2026-11-25T09:30:00Z');

afterEach(() => vi.restoreAllMocks());

describe('kept drafts', () => {
  it('key each copy by kind, user, blog and post or page, "new" for one not saved yet', () => {
    expect(draftStorageKey(newPost)).toBe('unsavedDraft:post:u-1:b-1:new');
    expect(draftStorageKey({ ...newPost, kind: 'page', itemUuid: 'p-9' })).toBe(
      'unsavedDraft:page:u-1:b-1:p-9',
    );
  });

  it('give back what was kept, with when', () => {
    const storage = memoryStorage();
    expect(keepDraft(storage, newPost, postValues, at)).toBe(true);
    expect(readKeptDraft(storage, newPost, hasPostExtras)).toEqual({
      savedAt: '2026-11-25T09:30:00.000Z',
      values: postValues,
    });
  });

  it("never offer one user's, blog's or post's copy to another", () => {
    const storage = memoryStorage();
    keepDraft(storage, newPost, postValues, at);
    expect(readKeptDraft(storage, { ...newPost, userUuid: 'u-2' })).toBeNull();
    expect(readKeptDraft(storage, { ...newPost, blogUuid: 'b-2' })).toBeNull();
    expect(readKeptDraft(storage, { ...newPost, itemUuid: 'p-1' })).toBeNull();
    expect(readKeptDraft(storage, { ...newPost, kind: 'page' })).toBeNull();
  });

  it('forget a copy once saved, recovered or discarded', () => {
    const storage = memoryStorage();
    keepDraft(storage, newPost, postValues, at);
    forgetDraft(storage, newPost);
    expect(readKeptDraft(storage, newPost)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('log and forget a copy that cannot be read, so it is not offered again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const key = draftStorageKey(newPost);
    for (const raw of [
      '{not json',
      JSON.stringify({ savedAt: 'yesterday', values: postValues }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, status: 'gone' } }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, categoryId: '3' } }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, tags: 'Andalucía' } }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, imageAlt: 3 } }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, metaTitle: 7 } }),
      JSON.stringify({ savedAt: at.toISOString(), values: { ...postValues, noindex: 'sí' } }),
      JSON.stringify({
        savedAt: at.toISOString(),
        values: { ...postValues, visibility: 'oculto' },
      }),
      JSON.stringify({
        savedAt: at.toISOString(),
        values: { ...postValues, visibility: 'paid', visibilityTiers: 'oro' },
      }),
      JSON.stringify(null),
    ]) {
      storage.data.set(key, raw);
      expect(readKeptDraft(storage, newPost, hasPostExtras)).toBeNull();
      expect(storage.data.has(key)).toBe(false);
    }
    expect(error).toHaveBeenCalledTimes(11);
  });

  it('accept a page copy with only the shared fields', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const page = { ...newPost, kind: 'page' as const };
    const { categoryId: _c, seriesId: _s, sequenceNumber: _n, ...pageValues } = postValues;
    keepDraft(storage, page, pageValues, at);
    expect(readKeptDraft(storage, page)?.values).toEqual(pageValues);
    expect(readKeptDraft(storage, page, hasPostExtras)).toBeNull();
  });

  it('report a browser that refuses to keep it instead of throwing on the way to /login', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full: StringStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(keepDraft(full, newPost, postValues, at)).toBe(false);
    expect(keepDraft(null, newPost, postValues, at)).toBe(false);
    expect(readKeptDraft(null, newPost)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});
