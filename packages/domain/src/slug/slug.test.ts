import { describe, expect, it } from 'vitest';
import {
  authorSlugs,
  CATEGORY_SLUG_PATTERN,
  initialSlugState,
  nextSlugState,
  numberedSlug,
  pageFallbackSlug,
  pageSlugIssue,
  pageSlugOrFallback,
  refreshedSlug,
  SLUG_PATTERN,
  shouldCheckSlugAvailability,
  slugAvailabilityMessage,
  slugify,
  slugifyCategory,
  timeSuffix,
  withTimeSuffix,
} from './slug.ts';

describe('slugifyCategory', () => {
  it.each([
    ['Tecnología', 'tecnologia'],
    ['Diseño Gráfico', 'diseno-grafico'],
    ['  ¡Hola, Mundo!  ', 'hola-mundo'],
    ['Año 2024 — Resumen', 'ano-2024-resumen'],
    ['Café & Té', 'cafe-te'],
    ['ÑANDÚ', 'nandu'],
    ['hola_mundo', 'hola-mundo'],
    ['Viajes 🚀 y más', 'viajes-y-mas'],
    ['---ya---normalizado---', 'ya-normalizado'],
    ['', ''],
    ['   ', ''],
    ['🚀🎉', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugifyCategory(input)).toBe(expected);
  });

  it('keeps exactly 50 characters and cuts the 51st', () => {
    expect(slugifyCategory('a'.repeat(50))).toHaveLength(50);
    expect(slugifyCategory('a'.repeat(51))).toBe('a'.repeat(50));
    expect(slugifyCategory('a'.repeat(49))).toHaveLength(49);
  });

  it('does not end in a hyphen when the cut lands on one', () => {
    expect(slugifyCategory(`${'a'.repeat(49)} bcd`)).toBe('a'.repeat(49));
  });

  it('keeps one trailing hyphen while typing (partial)', () => {
    expect(slugifyCategory('hola ', { partial: true })).toBe('hola-');
    expect(slugifyCategory(' hola', { partial: true })).toBe('hola');
    expect(slugifyCategory('hola', { partial: true })).toBe('hola');
  });
});

describe('slugify (posts, pages, series)', () => {
  it.each([
    ['Mi Primer Post', 'mi-primer-post'],
    ['¿Qué es la programación?', 'que-es-la-programacion'],
    ['Pingüino en España', 'pinguino-en-espana'],
    ['  espacios   al   borde  ', 'espacios-al-borde'],
    ['hola_mundo', 'hola_mundo'],
    ['uno -- dos', 'uno-dos'],
    ['Emoji 🎉 fiesta', 'emoji-fiesta'],
    ['C++ & Rust', 'c-rust'],
    ['-ya-con-guiones-', 'ya-con-guiones'],
    ['', ''],
    ['  \t ', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('has no length limit', () => {
    expect(slugify('a'.repeat(120))).toHaveLength(120);
  });

  it('keeps one trailing hyphen while typing (partial)', () => {
    expect(slugify('hola ', { partial: true })).toBe('hola-');
    expect(slugify('hola--', { partial: true })).toBe('hola-');
    expect(slugify('-hola', { partial: true })).toBe('hola');
  });
});

describe('time suffixes', () => {
  const now = new Date(1_700_000_123_456);

  it('takes the last digits of the millisecond timestamp', () => {
    expect(timeSuffix(now, 4)).toBe('3456');
    expect(timeSuffix(now, 6)).toBe('123456');
    expect(timeSuffix(1_700_000_123_456, 4)).toBe('3456');
  });

  it('pads with zeros', () => {
    expect(timeSuffix(1_000_000_000_007, 4)).toBe('0007');
    expect(timeSuffix(0, 6)).toBe('000000');
  });

  it('stays in range for dates before 1970', () => {
    expect(timeSuffix(-1, 4)).toBe('9999');
  });

  it('adds the suffix with a hyphen, or alone for an empty base', () => {
    expect(withTimeSuffix('hola', 1234, 4)).toBe('hola-1234');
    expect(withTimeSuffix('', 1234, 4)).toBe('1234');
  });

  it('refreshes with 4 digits and falls back with 6', () => {
    expect(refreshedSlug('Mi Página', now)).toBe('mi-pagina-3456');
    expect(pageFallbackSlug('Sobre mí', now)).toBe('sobre-mi-123456');
    expect(pageFallbackSlug('', now)).toBe('123456');
  });

  it('gives a page saved with no slug the fallback, and keeps any slug it has', () => {
    for (const blank of ['', '   ', '¡¿?!', '---', null, undefined]) {
      expect(pageSlugOrFallback(blank, 'Sobre mí', now)).toBe('sobre-mi-123456');
    }
    expect(pageSlugOrFallback('contacto', 'Sobre mí', now)).toBe('contacto');
    expect(pageSlugOrFallback('Mi Contacto', 'Sobre mí', now)).toBe('Mi Contacto');
    expect(pageSlugOrFallback(' ', '', now)).toBe('123456');
  });
});

describe('nextSlugState (follows the title until edited by hand)', () => {
  it('starts following for a new record and manual for an existing slug', () => {
    expect(initialSlugState()).toEqual({ slug: '', isManual: false });
    expect(initialSlugState('existente')).toEqual({ slug: 'existente', isManual: true });
  });

  it('follows the title while not edited', () => {
    let state = initialSlugState();
    state = nextSlugState(state, { type: 'titleChanged', title: 'Hola' });
    state = nextSlugState(state, { type: 'titleChanged', title: 'Hola Mundo' });
    expect(state).toEqual({ slug: 'hola-mundo', isManual: false });
  });

  it('stops following once edited by hand', () => {
    let state = nextSlugState(initialSlugState(), { type: 'titleChanged', title: 'Hola' });
    state = nextSlugState(state, { type: 'slugEdited', slug: 'Mi Slug ' });
    expect(state).toEqual({ slug: 'mi-slug-', isManual: true });
    const after = nextSlugState(state, { type: 'titleChanged', title: 'Otro título' });
    expect(after).toBe(state);
  });

  it('follows the title again when the field is cleared', () => {
    let state = nextSlugState(initialSlugState('x'), { type: 'slugEdited', slug: '' });
    expect(state).toEqual({ slug: '', isManual: false });
    state = nextSlugState(state, { type: 'titleChanged', title: 'Nuevo' });
    expect(state.slug).toBe('nuevo');
  });

  it('follows category rules for a category', () => {
    const state = nextSlugState(
      initialSlugState(),
      { type: 'titleChanged', title: 'Año_Nuevo' },
      'category',
    );
    expect(state.slug).toBe('ano-nuevo');
    const edited = nextSlugState(state, { type: 'slugEdited', slug: 'Mi_Slug ' }, 'category');
    expect(edited).toEqual({ slug: 'mi-slug-', isManual: true });
  });

  it('refreshes with a suffix and keeps it when the title changes', () => {
    let state = nextSlugState(initialSlugState(), {
      type: 'refreshed',
      title: 'Año Nuevo',
      now: 1_700_000_009_876,
    });
    expect(state).toEqual({ slug: 'ano-nuevo-9876', isManual: true });
    state = nextSlugState(state, { type: 'titleChanged', title: 'Año Nuevo 2' });
    expect(state.slug).toBe('ano-nuevo-9876');
  });
});

describe('slug availability', () => {
  it('checks a new slug when creating', () => {
    expect(shouldCheckSlugAvailability({ slug: 'hola', isEditing: false })).toBe(true);
  });

  it('skips an empty slug', () => {
    expect(shouldCheckSlugAvailability({ slug: '  ', isEditing: false })).toBe(false);
  });

  it('skips when editing with an unchanged slug, checks a changed one', () => {
    expect(
      shouldCheckSlugAvailability({ slug: 'hola', originalSlug: 'hola', isEditing: true }),
    ).toBe(false);
    expect(
      shouldCheckSlugAvailability({ slug: 'hola-2', originalSlug: 'hola', isEditing: true }),
    ).toBe(true);
    expect(shouldCheckSlugAvailability({ slug: 'hola', originalSlug: null, isEditing: true })).toBe(
      true,
    );
  });

  it('gives the spec message for a taken slug and nothing otherwise', () => {
    expect(slugAvailabilityMessage('mi-post', { exists: true })).toBe(
      'El slug "mi-post" ya está en uso. Por favor, elige otro.',
    );
    expect(slugAvailabilityMessage('mi-post', { exists: false })).toBeNull();
    expect(slugAvailabilityMessage('mi-post', { error: new Error('red') })).toBeNull();
  });
});

describe('numberedSlug', () => {
  it('is the slug itself first, then numbered from 2', () => {
    expect(numberedSlug('hola', 1)).toBe('hola');
    expect(numberedSlug('hola', 2)).toBe('hola-2');
    expect(numberedSlug('hola', 10)).toBe('hola-10');
  });
});

describe('slug patterns', () => {
  it('accept what slugify and slugifyCategory give', () => {
    expect(slugify('Año Nuevo_2 ¡ya!')).toMatch(SLUG_PATTERN);
    expect(slugifyCategory('Diseño Gráfico 2')).toMatch(CATEGORY_SLUG_PATTERN);
  });

  it.each(['Hola', 'hola--mundo', '-hola', 'hola-', 'año', ''])('refuse %j', (slug) => {
    expect(slug).not.toMatch(SLUG_PATTERN);
    expect(slug).not.toMatch(CATEGORY_SLUG_PATTERN);
  });

  it('keep underscores for posts only', () => {
    expect('mi_post').toMatch(SLUG_PATTERN);
    expect('mi_post').not.toMatch(CATEGORY_SLUG_PATTERN);
  });
});

describe('pageSlugIssue', () => {
  it('refuses the search, author, archive and language addresses and allows any other', () => {
    expect(pageSlugIssue('search')).toBe(
      'La dirección /search es la de la búsqueda del blog. Elige otro slug para la página.',
    );
    expect(pageSlugIssue('author')).toBe(
      'La dirección /author es la de las páginas de los autores. Elige otro slug para la página.',
    );
    expect(pageSlugIssue('archive')).toBe(
      'La dirección /archive es la del archivo del blog. Elige otro slug para la página.',
    );
    for (const language of ['es', 'en', 'fr', 'pt']) {
      expect(pageSlugIssue(language)).toBe(
        `La dirección /${language} es el comienzo de las direcciones de un idioma del blog. Elige otro slug para la página.`,
      );
    }
    expect(pageSlugIssue('search-tips')).toBeNull();
    expect(pageSlugIssue('autores')).toBeNull();
    expect(pageSlugIssue('buscar')).toBeNull();
  });
});

describe('authorSlugs', () => {
  it('gives each member their name as a slug, a repeated one a number, an empty one a word', () => {
    const slugs = authorSlugs([
      { id: 1, name: 'Ana Pérez' },
      { id: 2, name: 'ana pérez' },
      { id: 3, name: '¡¡!!' },
      { id: 4, name: 'Ana Pérez' },
      { id: 5, name: 'Ana Pérez 2' },
    ]);
    expect([...slugs]).toEqual([
      [1, 'ana-perez'],
      [2, 'ana-perez-2'],
      [3, 'autor'],
      [4, 'ana-perez-3'],
      [5, 'ana-perez-2-2'],
    ]);
  });
});
