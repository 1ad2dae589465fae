import { describe, expect, it } from 'vitest';
import { autosaveLabel } from './autosave.ts';
import { REVISIONS_KEPT, revisionsToPrune } from './revisions.ts';

const hour = 3_600_000;

describe('revisionsToPrune', () => {
  it('keeps every revision up to the bound', () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    const revisions = Array.from({ length: REVISIONS_KEPT }, (_, i) => ({
      id: i + 1,
      createdAt: new Date(start + i * 1000),
    }));
    expect(revisionsToPrune(revisions)).toEqual([]);
  });

  it('keeps the newest fifty and, before them, the newest of each day', () => {
    const start = Date.parse('2026-03-01T08:00:00Z');
    // Three a day for four days (12 old ones), then fifty on the fifth day.
    const old = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      createdAt: new Date(start + Math.floor(i / 3) * 24 * hour + (i % 3) * hour),
    }));
    const recent = Array.from({ length: REVISIONS_KEPT }, (_, i) => ({
      id: 100 + i,
      createdAt: new Date(start + 4 * 24 * hour + i * 1000),
    }));
    const pruned = revisionsToPrune([...recent, ...old]);
    // Of each old day the third (newest) stays.
    expect(pruned.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });

  it('drops older revisions of a day the newest fifty already cover', () => {
    const start = Date.parse('2026-03-01T08:00:00Z');
    const revisions = Array.from({ length: REVISIONS_KEPT + 2 }, (_, i) => ({
      id: i + 1,
      createdAt: new Date(start + i * 1000),
    }));
    expect(revisionsToPrune(revisions).sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it('reads days in Madrid time', () => {
    // 23:30 UTC on 1 March is already 2 March in Madrid, like 00:30 UTC on 2 March.
    const keptNew = Array.from({ length: REVISIONS_KEPT }, (_, i) => ({
      id: 100 + i,
      createdAt: new Date(Date.parse('2026-03-10T10:00:00Z') + i * 1000),
    }));
    const late = { id: 1, createdAt: new Date('2026-03-01T23:30:00Z') };
    const early = { id: 2, createdAt: new Date('2026-03-02T00:30:00Z') };
    expect(revisionsToPrune([...keptNew, late, early])).toEqual([1]);
  });
});

describe('autosaveLabel', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('counts seconds, then minutes', () => {
    expect(autosaveLabel({ kind: 'saved', at: new Date(now.getTime() - 7000) }, now)).toBe(
      'Guardado hace 7 s',
    );
    expect(autosaveLabel({ kind: 'saved', at: new Date(now.getTime() - 180_000) }, now)).toBe(
      'Guardado hace 3 min',
    );
  });
  it('names saving and offline', () => {
    expect(autosaveLabel({ kind: 'saving' }, now)).toBe('Guardando…');
    expect(autosaveLabel({ kind: 'offline' }, now)).toBe(
      'Sin conexión: los cambios se guardarán al volver',
    );
    expect(autosaveLabel({ kind: 'idle' }, now)).toBe('');
  });
  it('says where unsent changes wait, and counts hours', () => {
    expect(autosaveLabel({ kind: 'kept-locally' }, now)).toBe(
      'Cambios guardados en este navegador hasta que pulses Guardar',
    );
    expect(autosaveLabel({ kind: 'failed' }, now)).toBe(
      'No se pudo guardar automáticamente: tus cambios siguen en este navegador',
    );
    expect(autosaveLabel({ kind: 'saved', at: new Date(now.getTime() - 2 * 3_600_000) }, now)).toBe(
      'Guardado hace 2 h',
    );
  });
});
