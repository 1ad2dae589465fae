import { describe, expect, it } from 'vitest';
import { autop } from './autop.ts';
import { stripBlockComments } from './gutenberg.ts';
import { expandShortcodes, unautopShortcodes } from './shortcodes.ts';

describe('expandShortcodes', () => {
  it('keeps bracketed words that are not shortcodes, and unescapes [[x]]', () => {
    expect(expandShortcodes('Dijo [sic] y citó [1]; escribe [[gallery]] así.').html).toBe(
      'Dijo [sic] y citó [1]; escribe [gallery] así.',
    );
  });

  it('drops unknown shortcodes keeping their inner text, nested ones too', () => {
    expect(
      expandShortcodes(
        '[columna ancho="50"][destacado]Hola[/destacado] mundo[/columna][boton url="x" /]',
      ).html,
    ).toBe('Hola mundo');
  });

  it('makes a link of an embed without escaping its address twice', () => {
    expect(expandShortcodes('[embed]https://example.com/v?a=1&amp;b=2[/embed]').html).toBe(
      '<p><a href="https://example.com/v?a=1&amp;b=2">https://example.com/v?a=1&amp;b=2</a></p>',
    );
  });

  it('turns media shortcodes into links, with a warning', () => {
    const result = expandShortcodes('[audio mp3="https://example.com/a.mp3"][/audio]');
    expect(result.html).toBe(
      '<p><a href="https://example.com/a.mp3">https://example.com/a.mp3</a></p>',
    );
    expect(result.warnings).toEqual(['Un [audio] se importa como un enlace al archivo.']);
  });

  it('makes a figure of a caption without an image link, escaping an attribute caption', () => {
    expect(expandShortcodes('[caption caption="A & B"]<img src="a.jpg" />[/caption]').html).toBe(
      '<figure><img src="a.jpg" /><figcaption>A &amp; B</figcaption></figure>',
    );
  });
});

describe('autop and unautop', () => {
  it('makes paragraphs and line breaks, leaving <pre> alone', () => {
    expect(autop('uno\ndos\n\n<pre>a\n\nb</pre>\n\ntres')).toBe(
      '<p>uno<br />\ndos</p>\n<pre>a\n\nb</pre>\n<p>tres</p>',
    );
  });

  it('leaves a shortcode alone in its paragraph outside any <p>', () => {
    expect(unautopShortcodes(autop('texto\n\n[gallery ids="1"]\n\nmás'))).toBe(
      '<p>texto</p>\n[gallery ids="1"]\n<p>más</p>',
    );
  });
});

describe('stripBlockComments', () => {
  it('makes a link of an embed block’s address', () => {
    expect(
      stripBlockComments(
        '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=abc","type":"video"} -->\n<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=abc&amp;t=1\n</div></figure>\n<!-- /wp:embed -->',
      ),
    ).toBe(
      '<figure class="wp-block-embed is-type-video"><p><a href="https://www.youtube.com/watch?v=abc&amp;t=1">https://www.youtube.com/watch?v=abc&amp;t=1</a></p></figure>\n',
    );
  });

  it('drops block delimiters, self-closing ones included, and keeps the HTML', () => {
    expect(
      stripBlockComments(
        '<!-- wp:quote {"className":"x"} -->\n<blockquote><p>Cita</p></blockquote>\n<!-- /wp:quote -->\n<!-- wp:archives /-->\n<!-- un comentario -->',
      ),
    ).toBe('<blockquote><p>Cita</p></blockquote>\n<!-- un comentario -->');
  });

  it('makes a [gallery] of the pictures its resolver finds, and says which are missing', () => {
    const result = expandShortcodes('<p>a</p>[gallery ids="1,2,3" columns="2"]', (attrs) => ({
      images: attrs.ids === '1,2,3' ? [{ src: 'https://v.es/1.jpg', alt: 'Uno & dos' }] : [],
      missing: 2,
    }));
    expect(result.html).toBe(
      '<p>a</p><figure data-gallery="grid"><img src="https://v.es/1.jpg" alt="Uno &amp; dos"></figure>',
    );
    expect(result.warnings).toEqual(['2 imágenes de una galería no están en la exportación.']);
  });
});
