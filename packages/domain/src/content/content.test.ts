import { describe, expect, it } from 'vitest';
import {
  CONTENT_STATUS_LABELS,
  clampExcerpt,
  excerptLength,
  fromFormStatus,
  isEmptyEditorHtml,
  isPublished,
  parseContentStatus,
  parseSequenceNumber,
  toFormStatus,
  validateCategory,
  validateEditorContent,
  validateExcerpt,
  validatePage,
  validatePost,
  validateSequenceNumber,
  validateSeries,
} from './content.ts';

describe('content status', () => {
  it('reads the server status in any case', () => {
    expect(parseContentStatus('PUBLISHED')).toBe('PUBLISHED');
    expect(parseContentStatus('published')).toBe('PUBLISHED');
    expect(parseContentStatus(' Draft ')).toBe('DRAFT');
    expect(parseContentStatus('archived')).toBeNull();
    expect(parseContentStatus('scheduled')).toBe('SCHEDULED');
    expect(parseContentStatus('Trashed')).toBe('TRASHED');
    expect(parseContentStatus(undefined)).toBeNull();
    expect(isPublished('Published')).toBe(true);
    expect(isPublished('DRAFT')).toBe(false);
  });

  it('maps between form and server values', () => {
    expect(toFormStatus('PUBLISHED')).toBe('published');
    expect(toFormStatus('draft')).toBe('draft');
    expect(toFormStatus(null)).toBe('draft');
    expect(fromFormStatus('published')).toBe('PUBLISHED');
    expect(fromFormStatus('draft')).toBe('DRAFT');
    expect(toFormStatus('scheduled')).toBe('scheduled');
    expect(toFormStatus('TRASHED')).toBe('draft');
    expect(fromFormStatus('scheduled')).toBe('SCHEDULED');
  });

  it('labels statuses in Spanish', () => {
    expect(CONTENT_STATUS_LABELS).toEqual({
      DRAFT: 'Borrador',
      PUBLISHED: 'Publicado',
      SCHEDULED: 'Programado',
      TRASHED: 'En la papelera',
    });
  });
});

describe('excerpt (160/161)', () => {
  const message = 'Excerpt must be 160 characters or less';

  it('accepts 160 and refuses 161', () => {
    expect(validateExcerpt('a'.repeat(159))).toBeNull();
    expect(validateExcerpt('a'.repeat(160))).toBeNull();
    expect(validateExcerpt('a'.repeat(161))).toBe(message);
    expect(validateExcerpt('')).toBeNull();
    expect(validateExcerpt(null)).toBeNull();
  });

  it('counts accents once and emoji as the textarea does', () => {
    expect(excerptLength('ñandú')).toBe(5);
    expect(excerptLength('🎉')).toBe(2);
    expect(validateExcerpt('á'.repeat(160))).toBeNull();
    expect(validateExcerpt(`${'a'.repeat(159)}🎉`)).toBe(message);
  });

  it('clamps to 160 without splitting an emoji', () => {
    expect(clampExcerpt('a'.repeat(161))).toBe('a'.repeat(160));
    expect(clampExcerpt('a'.repeat(160))).toBe('a'.repeat(160));
    expect(clampExcerpt('corto')).toBe('corto');
    expect(clampExcerpt(`${'a'.repeat(159)}🎉`)).toBe('a'.repeat(159));
    expect(clampExcerpt(`${'a'.repeat(158)}🎉b`)).toBe(`${'a'.repeat(158)}🎉`);
    expect(clampExcerpt('abcdef', 3)).toBe('abc');
  });
});

describe('isEmptyEditorHtml (the one "content required" rule)', () => {
  it.each([
    '',
    null,
    undefined,
    '   ',
    '<p></p>',
    '<p> </p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<p>&NBSP;&#160;&#xA0;</p>',
    '<h1></h1><p>\n</p>',
    '<!-- nada --><p></p>',
    '<!-- <img src="/a.png"> --><p></p>',
    '<p><img></p>',
    '<p><img src=""></p>',
    '<p><img data-src="/a.png"></p>',
  ])('treats %j as empty', (html) => {
    expect(isEmptyEditorHtml(html)).toBe(true);
    expect(validateEditorContent(html)).toBe('El contenido es obligatorio');
  });

  it.each([
    '<p>Hola</p>',
    'texto',
    '<p><img src="/a.png"></p>',
    "<img alt='' src='https://x.es/a.png'>",
    '<img src=/a.png>',
    '<hr>',
    '<p></p><hr/>',
    '<p>&amp;</p>',
    '<p>🎉</p>',
    '<p>ñ</p>',
  ])('treats %j as content', (html) => {
    expect(isEmptyEditorHtml(html)).toBe(false);
    expect(validateEditorContent(html)).toBeNull();
  });
});

describe('sequence number (numeric, minimum 1)', () => {
  it('parses whole numbers from 1', () => {
    expect(parseSequenceNumber(1)).toBe(1);
    expect(parseSequenceNumber('3')).toBe(3);
    expect(parseSequenceNumber(' 2 ')).toBe(2);
    expect(parseSequenceNumber('2.0')).toBe(2);
  });

  it('treats empty as no number', () => {
    expect(parseSequenceNumber('')).toBeNull();
    expect(parseSequenceNumber('  ')).toBeNull();
    expect(parseSequenceNumber(null)).toBeNull();
    expect(parseSequenceNumber(undefined)).toBeNull();
    expect(validateSequenceNumber('')).toBeNull();
  });

  it('refuses 0, negatives, fractions and text', () => {
    const message = 'El número de secuencia debe ser un número entero mayor o igual a 1';
    for (const value of [0, '0', -1, '-1', 1.5, '1.5', 'uno', '1e2', Number.NaN]) {
      expect(validateSequenceNumber(value)).toBe(message);
    }
    expect(validateSequenceNumber(1)).toBeNull();
    expect(validateSequenceNumber('1')).toBeNull();
  });
});

describe('validatePage and validatePost', () => {
  const valid = { title: 'Hola', content: '<p>Texto</p>', excerpt: '' };

  it('accepts a valid page', () => {
    expect(validatePage(valid)).toEqual({});
  });

  it('reports title, content and excerpt in the spec order', () => {
    const errors = validatePage({ title: '  ', content: '<p></p>', excerpt: 'a'.repeat(161) });
    expect(errors).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      excerpt: 'Excerpt must be 160 characters or less',
    });
    expect(Object.keys(errors)).toEqual(['title', 'content', 'excerpt']);
  });

  it('requires a category on posts', () => {
    expect(validatePost({ ...valid, categoryId: 3 })).toEqual({});
    expect(validatePost({ ...valid, categoryId: '' })).toEqual({
      categoryId: 'La categoría es obligatoria',
    });
    expect(validatePost(valid).categoryId).toBe('La categoría es obligatoria');
  });

  it('checks the sequence number only with a series', () => {
    expect(validatePost({ ...valid, categoryId: 1, sequenceNumber: 0 })).toEqual({});
    expect(validatePost({ ...valid, categoryId: 1, seriesId: 2, sequenceNumber: 0 })).toEqual({
      sequenceNumber: 'El número de secuencia debe ser un número entero mayor o igual a 1',
    });
    expect(validatePost({ ...valid, categoryId: 1, seriesId: 2, sequenceNumber: '1' })).toEqual({});
  });

  it('checks the social image address when one is typed', () => {
    expect(validatePost({ ...valid, categoryId: 1, socialImage: '' })).toEqual({});
    expect(validatePost({ ...valid, categoryId: 1, socialImage: '/media/b/a.jpg' })).toEqual({});
    expect(validatePost({ ...valid, categoryId: 1, socialImage: 'javascript:alert(1)' })).toEqual({
      socialImage:
        'La dirección de la imagen para redes sociales debe empezar por /, http:// o https://',
    });
  });
});

describe('validateSeries', () => {
  it('requires title, slug and the user id in order', () => {
    expect(validateSeries({ title: '', slug: '', authorId: null })).toEqual({
      title: 'El título es obligatorio',
      slug: 'El slug es obligatorio',
      author: 'No se pudo obtener la información del usuario autenticado',
    });
    expect(validateSeries({ title: 'Serie', slug: 'serie', authorId: 7 })).toEqual({});
    expect(validateSeries({ title: 'Serie', slug: 'serie', authorId: '' }).author).toBeDefined();
  });
});

describe('validateCategory', () => {
  it('requires name and slug', () => {
    expect(validateCategory({ name: ' ', slug: '' })).toEqual({
      name: 'El nombre es obligatorio',
      slug: 'El slug es obligatorio',
    });
    expect(validateCategory({ name: 'Diseño', slug: 'diseno' })).toEqual({});
  });

  it('limits the slug to 50 (50/51)', () => {
    expect(validateCategory({ name: 'x', slug: 'a'.repeat(50) })).toEqual({});
    expect(validateCategory({ name: 'x', slug: 'a'.repeat(51) })).toEqual({
      slug: 'El slug no puede superar los 50 caracteres',
    });
  });
});
