import { ApiError } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { editConflictRevision, isOffline } from './edit-conflict.ts';

const http = (status: number, details?: unknown) =>
  new ApiError({ kind: 'http', status, error: 'x', details, fromServer: true });

describe('editConflictRevision', () => {
  it('reads the current revision of a stale save’s 409', () => {
    expect(editConflictRevision(http(409, { revision: 7 }))).toBe(7);
  });
  it('is null for a taken slug, another status or another error', () => {
    expect(editConflictRevision(http(409))).toBeNull();
    expect(editConflictRevision(http(400, { revision: 7 }))).toBeNull();
    expect(editConflictRevision(new Error('x'))).toBeNull();
  });
});

describe('isOffline', () => {
  it('is a network failure or a time-out, not an answer', () => {
    expect(isOffline(new ApiError({ kind: 'network', status: 0, error: 'x' }))).toBe(true);
    expect(isOffline(new ApiError({ kind: 'timeout', status: 0, error: 'x' }))).toBe(true);
    expect(isOffline(http(500))).toBe(false);
  });
});
