import type { BlogExport, BlogImport } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { isImportWorking, resumableImport, withExport } from './transfers.ts';

const anImport = (id: string, state: BlogImport['state']): BlogImport => ({
  id,
  fileName: 'blog.xml',
  fileBytes: 10,
  imagesFileName: null,
  format: 'wordpress',
  state,
  preview: null,
  progress: null,
  report: null,
  error: null,
  createdAt: '2026-11-25T09:30:00.000Z',
  updatedAt: '2026-11-25T09:30:00.000Z',
});

const anExport = (id: string, state: BlogExport['state']): BlogExport => ({
  id,
  state,
  progress: null,
  bytes: null,
  downloadUrl: null,
  expiresAt: null,
  error: null,
  createdAt: '2026-11-25T09:30:00.000Z',
});

describe('the import a reload comes back to', () => {
  it('is the latest one still to confirm or under way', () => {
    for (const state of ['analysing', 'ready', 'running'] as const) {
      expect(resumableImport([anImport('b', state), anImport('a', 'done')])?.id).toBe('b');
    }
  });

  it('is none when the latest has ended, whatever came before', () => {
    for (const state of ['done', 'failed', 'cancelled'] as const) {
      expect(resumableImport([anImport('b', state), anImport('a', 'running')])).toBeNull();
    }
    expect(resumableImport([])).toBeNull();
  });
});

describe('polling', () => {
  it('asks again only while the server works on the import', () => {
    expect(isImportWorking('analysing')).toBe(true);
    expect(isImportWorking('running')).toBe(true);
    expect(isImportWorking('ready')).toBe(false);
    expect(isImportWorking('done')).toBe(false);
    expect(isImportWorking(undefined)).toBe(false);
  });

  it('replaces an export by its newer state and puts a new one first', () => {
    const old = anExport('a', 'done');
    const running = anExport('b', 'running');
    const done = { ...running, state: 'done' as const };
    expect(withExport([running, old], done)).toEqual([done, old]);
    expect(withExport([old], running)).toEqual([running, old]);
  });
});
