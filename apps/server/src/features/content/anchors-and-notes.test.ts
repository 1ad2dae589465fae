import { PAYWALL_MARKER } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { structureContent } from './anchors-and-notes.ts';
import { sanitizeRichText } from './sanitize-html.ts';

/** What a save stores: the sanitiser, then the anchors and notes. */
const save = (html: string) => structureContent(sanitizeRichText(html));

const ref = (label: string | number) =>
  `<sup><a href="#nota-${label}" id="ref-${label}">${label}</a></sup>`;
const notes = (...items: [label: string | number, text: string][]) =>
  `<section class="footnotes" aria-label="Notas"><ol>${items
    .map(([label, text]) => `<li id="nota-${label}"><p>${text}</p></li>`)
    .join('')}</ol></section>`;
const back = (n: number) => ` <a href="#ref-${n}" aria-label="Volver al texto">↩</a>`;

describe('heading anchors on save', () => {
  it('gives every H2–H4 an id from its text, accents folded and repeats numbered', () => {
    expect(save('<h2>Introducción</h2><h3>¿Qué es?</h3><h4>Más</h4><h2>Introducción</h2>')).toBe(
      '<h2 id="introduccion">Introducción</h2><h3 id="que-es">¿Qué es?</h3>' +
        '<h4 id="mas">Más</h4><h2 id="introduccion-2">Introducción</h2>',
    );
  });

  it('leaves H1, H5 and the rest of the HTML byte for byte', () => {
    const html = '<h1>Uno</h1><p>a<br />b &amp; c</p><h5>Cinco</h5><img src="/x.png" alt="" />';
    expect(save(html)).toBe(html);
  });

  it('replaces an id the author wrote and keeps the anchor across saves', () => {
    const once = save('<h2 id="otra-cosa">Datos</h2><h2 id="contenido">Contenido</h2>');
    expect(once).toBe('<h2 id="datos">Datos</h2><h2 id="contenido-2">Contenido</h2>');
    expect(save(once)).toBe(once);
  });

  it('reads the text of entities and marks, without note references', () => {
    const html = `<h2>Café &amp; <em>té</em>${ref(1)}</h2><p>x</p>${notes([1, 'nota'])}`;
    expect(save(html)).toContain('<h2 id="cafe-te">');
  });
});

describe('the table of contents on save', () => {
  it('lists the headings as nested links to their anchors, wherever the block is', () => {
    const stored = save(
      '<nav class="toc" aria-label="Índice"></nav><h2>Uno</h2><h3>Uno punto uno</h3><h2>Dos &lt;b&gt;</h2><h5>No</h5>',
    );
    expect(stored).toBe(
      '<nav class="toc" aria-label="Índice"><ol>' +
        '<li><a href="#uno">Uno</a><ol><li><a href="#uno-punto-uno">Uno punto uno</a></li></ol></li>' +
        '<li><a href="#dos-b">Dos &lt;b&gt;</a></li></ol></nav>' +
        '<h2 id="uno">Uno</h2><h3 id="uno-punto-uno">Uno punto uno</h3><h2 id="dos-b">Dos &lt;b&gt;</h2><h5>No</h5>',
    );
  });

  it('is made again on each save: a renamed heading, a stale or forged list', () => {
    const first = save('<nav class="toc" aria-label="Índice"></nav><h2>Antes</h2>');
    const renamed = first.replace('>Antes</h2>', '>Después</h2>');
    expect(save(renamed)).toBe(
      '<nav class="toc" aria-label="Índice"><ol><li><a href="#despues">Después</a></li></ol></nav>' +
        '<h2 id="despues">Después</h2>',
    );
    const forged = save(
      '<nav class="toc" aria-label="Otro"><p>malo</p><a href="https://evil.example">x</a></nav><h2>A</h2>',
    );
    expect(forged).toBe(
      '<nav class="toc" aria-label="Índice"><ol><li><a href="#a">A</a></li></ol></nav><h2 id="a">A</h2>',
    );
  });

  it('is an empty block without headings', () => {
    expect(save('<nav class="toc" aria-label="Índice"></nav><p>Solo texto</p>')).toBe(
      '<nav class="toc" aria-label="Índice"></nav><p>Solo texto</p>',
    );
  });
});

describe('footnotes on save', () => {
  it('numbers notes by first reference, links both ways and lists them at the end', () => {
    const stored = save(
      `${notes([7, 'La siete'], [3, 'La tres'])}<p>a${ref(3)} b${ref(7)} c${ref(3)}</p><p>fin</p>`,
    );
    expect(stored).toBe(
      '<p>a<sup><a href="#nota-1" id="ref-1">1</a></sup> b<sup><a href="#nota-2" id="ref-2">2</a></sup>' +
        ' c<sup><a href="#nota-1" id="ref-1-2">1</a></sup></p><p>fin</p>' +
        '<section class="footnotes" aria-label="Notas"><ol>' +
        `<li id="nota-1"><p>La tres${back(1)}</p></li><li id="nota-2"><p>La siete${back(2)}</p></li>` +
        '</ol></section>',
    );
    expect(save(stored)).toBe(stored);
  });

  it('drops a reference without its note and a note without a reference', () => {
    expect(save(`<p>a${ref(1)} b${ref(2)}</p>${notes([2, 'dos'], [5, 'suelta'])}`)).toBe(
      '<p>a b<sup><a href="#nota-1" id="ref-1">1</a></sup></p>' +
        `<section class="footnotes" aria-label="Notas"><ol><li id="nota-1"><p>dos${back(1)}</p></li></ol></section>`,
    );
  });

  it('keeps a note’s formatting and adds its back link after content that is not a paragraph', () => {
    const stored = save(
      `<p>a${ref(1)}</p><section class="footnotes" aria-label="Notas"><ol><li id="nota-1">Texto <strong>fuerte</strong> &amp; más</li></ol></section>`,
    );
    expect(stored).toContain(
      `<li id="nota-1">Texto <strong>fuerte</strong> &amp; más${back(1)}</li>`,
    );
  });

  it('lists the notes of a members’ post’s free part before the marker, the rest at the end', () => {
    const stored = save(
      `<nav class="toc" aria-label="Índice"></nav><h2>Libre</h2><p>a${ref(1)}</p>${PAYWALL_MARKER}` +
        `<h2>Secreto</h2><p>b${ref(2)}</p>${notes([1, 'pública'], [2, 'privada'])}`,
    );
    const [free, members] = stored.split(PAYWALL_MARKER);
    expect(free).toContain(`<li id="nota-1"><p>pública${back(1)}</p></li>`);
    expect(free).not.toContain('privada');
    expect(free).not.toContain('Secreto');
    expect(free).toContain('<a href="#libre">Libre</a>');
    expect(members).toContain(`<li id="nota-2"><p>privada${back(2)}</p></li>`);
    expect(save(stored)).toBe(stored);
  });
});

describe('the sanitiser and the anchors', () => {
  it('keeps ids only of the shapes the server writes', () => {
    expect(
      sanitizeRichText(
        '<h2 id="bien-2">a</h2><h3 id="Mal Id">b</h3><h4 id="location">c</h4><h5 id="x">d</h5>' +
          '<p id="p"><a href="#nota-1" id="ref-1">1</a><a href="#x" id="ref-x">2</a><a id="cookie">3</a></p>' +
          '<ol><li id="nota-2">n</li><li id="nota-x">m</li></ol>',
      ),
    ).toBe(
      '<h2 id="bien-2">a</h2><h3>b</h3><h4 id="location">c</h4><h5>d</h5>' +
        '<p><a href="#nota-1" id="ref-1">1</a><a href="#x">2</a><a>3</a></p>' +
        '<ol><li id="nota-2">n</li><li>m</li></ol>',
    );
  });

  it('keeps a nav or section only as the table of contents or the notes, with their own label', () => {
    expect(
      sanitizeRichText(
        '<nav class="toc evil" aria-label="Otro" id="x">i</nav><nav>menú</nav>' +
          '<section class="footnotes" aria-label="x" onclick="y()">n</section><section>s</section>' +
          '<a href="#ref-1" aria-label="Volver al texto">↩</a><a href="/" aria-label="Engaño">z</a>',
      ),
    ).toBe(
      '<nav class="toc" aria-label="Índice">i</nav><nav>menú</nav>' +
        '<section class="footnotes" aria-label="Notas">n</section><section>s</section>' +
        '<a href="#ref-1" aria-label="Volver al texto">↩</a><a href="/">z</a>',
    );
  });

  it('unwraps on save a nav or section that is neither', () => {
    expect(save('<nav><p>menú</p></nav><section class="otra"><h2>Dentro</h2></section>')).toBe(
      '<p>menú</p><h2 id="dentro">Dentro</h2>',
    );
  });
});
