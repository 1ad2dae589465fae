import { describe, expect, it } from 'vitest';
import {
  footnoteNumbers,
  HEADING_ANCHOR_PATTERN,
  headingAnchors,
  NOTE_ANCHOR_PATTERN,
  noteAnchor,
  REFERENCE_ANCHOR_PATTERN,
  referenceAnchor,
  tocTree,
} from './footnotes-toc.ts';

describe('headingAnchors', () => {
  it('folds accents, lower-cases and joins words with one hyphen', () => {
    expect(headingAnchors(['¿Qué es la programación?', 'Año 2024 — Resumen', 'Pingüino'])).toEqual([
      'que-es-la-programacion',
      'ano-2024-resumen',
      'pinguino',
    ]);
  });

  it('numbers a repeated text from -2 on', () => {
    expect(headingAnchors(['Uno', 'Dos', 'uno', 'UNO'])).toEqual(['uno', 'dos', 'uno-2', 'uno-3']);
  });

  it('skips a numbered anchor another heading already took', () => {
    expect(headingAnchors(['Uno 2', 'Uno', 'Uno'])).toEqual(['uno-2', 'uno', 'uno-3']);
  });

  it('gives the same anchors to the same headings on every save', () => {
    const texts = ['Introducción', 'Datos', 'Introducción'];
    expect(headingAnchors(texts)).toEqual(headingAnchors([...texts]));
  });

  it('keeps the anchors of earlier headings when a later one changes or is added', () => {
    const before = headingAnchors(['Inicio', 'Métodos', 'Fin']);
    const after = headingAnchors(['Inicio', 'Métodos', 'Final', 'Anexo']);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it('names a heading without letters or digits', () => {
    expect(headingAnchors(['🚀', '¡!', ''])).toEqual(['seccion', 'seccion-2', 'seccion-3']);
  });

  it('never takes an anchor of the page or a note', () => {
    expect(headingAnchors(['Contenido', 'Comentarios', 'Nota 1', 'Ref 2', 'Ref 2 3'])).toEqual([
      'contenido-2',
      'comentarios-2',
      'nota-1-seccion',
      'ref-2-seccion',
      'ref-2-3-seccion',
    ]);
  });

  it('cuts a long heading at 50 characters without a trailing hyphen', () => {
    const [anchor] = headingAnchors([`${'a'.repeat(49)} bcd`]);
    expect(anchor).toBe('a'.repeat(49));
  });

  it('writes anchors of the shape the sanitiser keeps', () => {
    for (const anchor of headingAnchors(['Hola mundo', 'Ñandú 3', '🚀', 'Nota 7'])) {
      expect(anchor).toMatch(HEADING_ANCHOR_PATTERN);
    }
  });
});

describe('note and reference anchors', () => {
  it('are nota-N and ref-N, a repeated reference ref-N-K', () => {
    expect(noteAnchor(3)).toBe('nota-3');
    expect(referenceAnchor(3)).toBe('ref-3');
    expect(referenceAnchor(3, 2)).toBe('ref-3-2');
    expect(noteAnchor(12)).toMatch(NOTE_ANCHOR_PATTERN);
    expect(referenceAnchor(12, 3)).toMatch(REFERENCE_ANCHOR_PATTERN);
    expect('nota-0').not.toMatch(NOTE_ANCHOR_PATTERN);
    expect('ref-x').not.toMatch(REFERENCE_ANCHOR_PATTERN);
  });
});

describe('footnoteNumbers', () => {
  it('numbers notes in the order of their first reference', () => {
    const numbers = footnoteNumbers(['b', 'a', 'b', 'c'], ['a', 'b', 'c']);
    expect([...numbers]).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });

  it('gives no number to a reference without a note or a note without a reference', () => {
    const numbers = footnoteNumbers(['1', 'gone', '3'], ['1', '2', '3']);
    expect([...numbers]).toEqual([
      ['1', 1],
      ['3', 2],
    ]);
  });

  it('is empty without references', () => {
    expect(footnoteNumbers([], ['1']).size).toBe(0);
  });
});

describe('tocTree', () => {
  it('nests each heading under the one above its level', () => {
    const tree = tocTree([
      { level: 2, text: 'A', anchor: 'a' },
      { level: 3, text: 'A1', anchor: 'a1' },
      { level: 4, text: 'A1x', anchor: 'a1x' },
      { level: 3, text: 'A2', anchor: 'a2' },
      { level: 2, text: 'B', anchor: 'b' },
    ]);
    expect(tree.map((entry) => entry.anchor)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((entry) => entry.anchor)).toEqual(['a1', 'a2']);
    expect(tree[0]?.children[0]?.children.map((entry) => entry.anchor)).toEqual(['a1x']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('keeps a lower heading with nothing above it at the top', () => {
    const tree = tocTree([
      { level: 3, text: 'Suelto', anchor: 'suelto' },
      { level: 2, text: 'A', anchor: 'a' },
    ]);
    expect(tree.map((entry) => entry.anchor)).toEqual(['suelto', 'a']);
  });
});
