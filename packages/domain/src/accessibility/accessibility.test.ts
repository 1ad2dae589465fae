import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_ELEMENT_SELECTORS,
  accessibilityWarnings,
  isVagueLinkText,
  LONG_PARAGRAPH_WORDS,
} from './accessibility.ts';
import {
  ACCESSIBILITY_MESSAGES,
  accessibilityCountMessage,
  quotedStart,
  savedWithWarningsMessage,
  skippedHeadingMessage,
} from './accessibility-messages.es.ts';

const words = (count: number, word = 'palabra') => Array(count).fill(word).join(' ');
const kinds = (html: string) => accessibilityWarnings(html).map((warning) => warning.kind);

describe('accessibilityWarnings', () => {
  it('finds nothing in a tidy body or an empty one', () => {
    expect(accessibilityWarnings('')).toEqual([]);
    expect(
      accessibilityWarnings(
        '<h2>Viaje</h2><p>Fuimos a <a href="/leon">León en otoño</a>.</p>' +
          '<figure><img src="/m/a.jpg" alt="La catedral"></figure><h3>Día 1</h3><h2>Vuelta</h2>',
      ),
    ).toEqual([]);
  });

  describe('images', () => {
    it('warns about an image without alt, or with a blank one, naming its file', () => {
      const warnings = accessibilityWarnings(
        '<figure><img src="/m/con.jpg" alt="Un perro"></figure>' +
          '<figure><img src="https://x.es/fotos/playa%20azul.jpg?w=2"></figure>' +
          '<figure><img src="/m/b.png" alt="  "></figure>',
      );
      expect(warnings).toEqual([
        {
          kind: 'image-without-alt',
          message:
            'Imagen sin texto alternativo (playa azul.jpg): describe lo que muestra para quien no puede verla.',
          target: { element: 'image', index: 1 },
        },
        expect.objectContaining({ target: { element: 'image', index: 2 } }),
      ]);
    });

    it('counts the images of a gallery one by one and reads single-quoted, bare and self-closed attributes', () => {
      const warnings = accessibilityWarnings(
        `<figure data-gallery="grid"><img src='/m/1.jpg' alt='Uno'><img src=/m/2.jpg alt=Dos /><img src="/m/3.jpg" alt=""></figure>`,
      );
      expect(warnings.map((warning) => warning.target)).toEqual([{ element: 'image', index: 2 }]);
    });

    it('says which image even without an address, and keeps a file name it cannot decode', () => {
      expect(accessibilityWarnings('<img>')[0]?.message).toBe(
        'Imagen sin texto alternativo: describe lo que muestra para quien no puede verla.',
      );
      expect(accessibilityWarnings('<img src="/m/100%.jpg">')[0]?.message).toContain('(100%.jpg)');
    });

    it('reads an alt with a ">" inside quotes and decoded entities', () => {
      expect(accessibilityWarnings('<img src="/a.jpg" alt="5 > 3">')).toEqual([]);
      expect(accessibilityWarnings('<img src="/a.jpg" alt="&nbsp;">')).toHaveLength(1);
    });
  });

  describe('headings', () => {
    it('lets a body start at h2, below the title, and warns when it starts at h3', () => {
      expect(kinds('<h2>Uno</h2><p>texto</p>')).toEqual([]);
      expect(accessibilityWarnings('<h3>Detalles</h3>')).toEqual([
        {
          kind: 'skipped-heading-level',
          message:
            'El encabezado «Detalles» salta del título (nivel 1) al nivel 3: usa un encabezado de nivel 2.',
          target: { element: 'heading', index: 0 },
        },
      ]);
    });

    it('warns at h2 → h4, pointing at the h4, and not at h4 → h2 nor at a repeated level', () => {
      const warnings = accessibilityWarnings(
        '<h2>Uno</h2><h4>Dos <em>y</em> medio</h4><h2>Tres</h2><h2>Cuatro</h2><h3>Cinco</h3>',
      );
      expect(warnings).toEqual([
        {
          kind: 'skipped-heading-level',
          message:
            'El encabezado «Dos y medio» salta del nivel 2 al nivel 4: usa un encabezado de nivel 3.',
          target: { element: 'heading', index: 1 },
        },
      ]);
    });

    it('measures from the level the last heading had, even a skipped one', () => {
      expect(
        accessibilityWarnings('<h2>a</h2><h4>b</h4><h5>c</h5><h6>d</h6><h3>e</h3><h5>f</h5>').map(
          (warning) => warning.target.index,
        ),
      ).toEqual([1, 5]);
    });

    it('accepts an h1 in the body and any heading after it one level down', () => {
      expect(kinds('<h1>Otro título</h1><h2>a</h2>')).toEqual([]);
    });

    it('names an empty heading by its level', () => {
      expect(accessibilityWarnings('<h2>a</h2><h5></h5>')[0]?.message).toBe(
        'Un encabezado de nivel 5 salta del nivel 2 al nivel 5: usa un encabezado de nivel 3.',
      );
      expect(skippedHeadingMessage('', 1, 4)).toContain('del título (nivel 1) al nivel 4');
    });

    it('closes a heading left open at the next one or at the end', () => {
      expect(kinds('<h2>a<h4>b')).toEqual(['skipped-heading-level']);
      expect(kinds('<h2>a<h3>b')).toEqual([]);
    });
  });

  describe('links', () => {
    it('warns about a link with no text', () => {
      expect(
        accessibilityWarnings('<p><a href="/x">text</a> y <a href="/y"> &nbsp; </a></p>'),
      ).toEqual([
        {
          kind: 'empty-link',
          message: ACCESSIBILITY_MESSAGES.emptyLink,
          target: { element: 'link', index: 1 },
        },
      ]);
    });

    it('takes the alt of an image inside a link as its text', () => {
      expect(kinds('<a href="/x"><img src="/a.jpg" alt="Portada"></a>')).toEqual([]);
      expect(kinds('<a href="/x"><img src="/a.jpg"></a>')).toEqual([
        'image-without-alt',
        'empty-link',
      ]);
    });

    it.each([
      'aquí',
      'Aquí',
      'AQUI',
      'click aquí',
      'haz clic aquí',
      '¡Haz click aquí!',
      'pincha aquí',
      'leer más',
      'Leer más…',
      'más',
      'here',
      'Click here',
      'link',
      'enlace',
    ])('warns about the link text %j', (text) => {
      const [warning] = accessibilityWarnings(`<p>La guía está <a href="/g">${text}</a>.</p>`);
      expect(warning).toEqual({
        kind: 'vague-link-text',
        message: `El enlace «${text}» no dice a dónde lleva: escribe en su texto de qué trata lo enlazado.`,
        target: { element: 'link', index: 0 },
      });
    });

    it('lets a link say more than the vague words', () => {
      expect(isVagueLinkText('aquí tienes la guía de instalación')).toBe(false);
      expect(isVagueLinkText('más recetas de otoño')).toBe(false);
      expect(isVagueLinkText('masa')).toBe(false);
    });

    it('reads the text across inline tags and entities', () => {
      expect(kinds('<a href="/x"><strong>haz</strong> clic&nbsp;aqu&iacute;</a>')).toEqual([
        'vague-link-text',
      ]);
      expect(kinds('<a href="/x">Leer m&aacute;s&hellip;</a>')).toEqual(['vague-link-text']);
      expect(kinds('<a href="/x">aqu&#237;</a>')).toEqual(['vague-link-text']);
      expect(kinds('<a href="/x">aqu&unknown;</a>')).toEqual([]);
      expect(kinds('<a href="/x">aqu&#xED;</a>')).toEqual(['vague-link-text']);
    });

    it('counts every <a>, in order, so the index finds the same one in the editor', () => {
      const warnings = accessibilityWarnings(
        '<figure data-embed="youtube"><a href="https://youtu.be/x">https://youtu.be/x</a></figure>' +
          '<p><a href="/a">La receta</a> y <a href="/b">aquí</a></p>',
      );
      expect(warnings.map((warning) => warning.target)).toEqual([{ element: 'link', index: 2 }]);
    });

    it('closes a link left open at the next one or at the end', () => {
      expect(kinds('<a href="/a">aquí<a href="/b">la guía')).toEqual(['vague-link-text']);
      expect(kinds('<a href="/b">')).toEqual(['empty-link']);
    });
  });

  describe('paragraphs', () => {
    it(`lets a paragraph have ${LONG_PARAGRAPH_WORDS} words and warns from one more`, () => {
      expect(kinds(`<p>${words(LONG_PARAGRAPH_WORDS)}</p>`)).toEqual([]);
      const warnings = accessibilityWarnings(
        `<p>corto</p><p>Érase una vez ${words(LONG_PARAGRAPH_WORDS - 2)}</p>`,
      );
      expect(warnings).toEqual([
        {
          kind: 'long-paragraph',
          message: `El párrafo que empieza «Érase una vez palabra palabra palabra…» tiene ${LONG_PARAGRAPH_WORDS + 1} palabras: divídelo en párrafos de hasta ${LONG_PARAGRAPH_WORDS} para que se lea mejor.`,
          target: { element: 'paragraph', index: 1 },
        },
      ]);
    });

    it('counts the words inside links and emphasis, but not the tags', () => {
      const html = `<p><a href="/x" title="${words(200)}">uno</a> <strong>${words(LONG_PARAGRAPH_WORDS)}</strong></p>`;
      expect(kinds(html)).toEqual(['long-paragraph']);
      expect(kinds(`<p><a href="/x" title="${words(200)}">uno</a></p>`)).toEqual([]);
    });

    it('checks paragraphs inside lists, quotes and cells, and ones left open', () => {
      expect(
        accessibilityWarnings(
          `<ul><li><p>a</p></li></ul><blockquote><p>${words(151)}</p></blockquote><p>${words(151)}<p>b`,
        ).map((warning) => warning.target),
      ).toEqual([
        { element: 'paragraph', index: 1 },
        { element: 'paragraph', index: 2 },
      ]);
      expect(kinds(`<p>${words(151)}`)).toEqual(['long-paragraph']);
    });
  });

  it('skips comments and stray "<", as the paywall marker and plain text have them', () => {
    expect(kinds('<p>1 < 2</p><!--members-only--><!-- <img src="/x.jpg"> --><h2>a</h2>')).toEqual(
      [],
    );
  });

  it('lists several warnings in the order of the body', () => {
    expect(
      kinds(
        `<figure><img src="/a.jpg" alt=""></figure><h2>a</h2><h4>b</h4><p>Mira <a href="/x">aquí</a>.</p><p>${words(151)}</p>`,
      ),
    ).toEqual(['image-without-alt', 'skipped-heading-level', 'vague-link-text', 'long-paragraph']);
  });

  it('names a selector for each kind of element', () => {
    expect(ACCESSIBILITY_ELEMENT_SELECTORS.heading).toBe('h1, h2, h3, h4, h5, h6');
  });
});

describe('accessibility messages', () => {
  it('cut a long quote at a word with an ellipsis', () => {
    expect(quotedStart('uno dos tres', 60)).toBe('uno dos tres');
    expect(quotedStart('uno dos tres cuatro', 10)).toBe('uno dos…');
    expect(quotedStart('supercalifragilístico', 5)).toBe('super…');
  });

  it('count the warnings', () => {
    expect(accessibilityCountMessage(0)).toBe('No hay avisos de accesibilidad.');
    expect(accessibilityCountMessage(1)).toBe('1 aviso de accesibilidad');
    expect(accessibilityCountMessage(3)).toBe('3 avisos de accesibilidad');
  });

  it('add the warnings left to the notice after saving', () => {
    expect(savedWithWarningsMessage('Post guardado', 0)).toBe('Post guardado');
    expect(savedWithWarningsMessage('Post guardado', 3)).toBe(
      'Post guardado con 3 avisos de accesibilidad',
    );
  });
});
