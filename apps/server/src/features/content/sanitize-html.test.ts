import { describe, expect, it } from 'vitest';
import { plainTextSummary, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Título</h2><p><strong>a</strong> <em>b</em> <s>c</s> <code>d</code></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote><pre>x  y</pre><hr><br>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Título</h2><p><strong>a</strong> <em>b</em> <s>c</s> <code>d</code></p>' +
        '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote><pre>x  y</pre><hr /><br />',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<object data="x"></object><embed src="x"><form><input></form>', ''],
    ['<div><span>texto</span></div>', 'texto'],
  ])('removes %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps the link editor’s schemes and relative links', () => {
    for (const href of [
      'https://example.com',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+34600000000',
      'ftp://example.com/f',
      '/blog/otro',
      '#nota',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('forces rel="noopener noreferrer" on target=_blank and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.es" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.es" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.es" target="_top">x</a>')).toBe(
      '<a href="https://a.es">x</a>',
    );
  });

  it('keeps images from http(s) or the site, with their text and size', () => {
    const img =
      '<img src="https://cdn.example/a.jpg" alt="Foto" title="t" width="800" height="600" />';
    expect(sanitizeRichText(img)).toBe(img);
    expect(sanitizeRichText('<img src="/media/a.jpg" />')).toBe('<img src="/media/a.jpg" />');
  });

  it('keeps an image’s caption as figure and figcaption, without attributes', () => {
    const figure =
      '<figure><img src="/media/a.jpg" alt="Puente" /><figcaption>Al <em>atardecer</em></figcaption></figure>';
    expect(sanitizeRichText(figure)).toBe(figure);
    expect(
      sanitizeRichText(
        '<figure onclick="x()" style="color:red"><img src="data:image/png;base64,AAAA" /><figcaption class="c">Pie</figcaption></figure>',
      ),
    ).toBe('<figure><figcaption>Pie</figcaption></figure>');
  });
});

describe('sanitizeRichText and the paywall marker', () => {
  it('keeps exactly <!--members-only--> and drops every other comment', () => {
    expect(
      sanitizeRichText(
        '<p>libre</p><!--members-only--><p>de pago</p><!-- nota --><!--kg-card-begin: html-->',
      ),
    ).toBe('<p>libre</p><!--members-only--><p>de pago</p>');
    expect(sanitizeRichText('<p>a</p><!-- members-only --><!--members-only-x-->')).toBe('<p>a</p>');
  });

  it('lets nobody make the marker from its stand-in or from escaped text', () => {
    expect(
      sanitizeRichText(
        '<p>&lt;!--members-only--&gt;</p><bitacora-paywall></bitacora-paywall><!--members-only--><a title="<!--members-only-->" href="/x">x</a>',
      ),
    ).toBe(
      '<p>&lt;!--members-only--&gt;</p><!--members-only--><a title="&lt;bitacora-paywall&gt;&lt;/bitacora-paywall&gt;" href="/x">x</a>',
    );
  });
});

describe('plainTextSummary', () => {
  it('separates blocks with a space, drops tags and scripts, and decodes entities', () => {
    expect(
      plainTextSummary(
        '<h2>Uno</h2><p>Dos &amp; tres&nbsp;—&#161;cuatro&#x21;</p><script>x()</script><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Uno Dos & tres —¡cuatro! a b');
  });

  it('keeps a text of the limit whole and cuts a longer one at a word, with an ellipsis', () => {
    expect(plainTextSummary(`<p>${'a'.repeat(300)}</p>`)).toBe('a'.repeat(300));
    const long = plainTextSummary(`<p>${'palabra '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/palabra…$/);
    expect(plainTextSummary('')).toBe('');
  });
});

describe('sanitizeRichText and the editor’s blocks', () => {
  it('keeps h3, ordered lists, rules and code blocks with a listed language', () => {
    const html =
      '<h3>Paso 3</h3><ol><li><p>uno</p></li></ol><hr />' +
      '<pre><code class="language-javascript">const a = 1 &lt; 2;</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops a language that is not on the list and every other class', () => {
    expect(sanitizeRichText('<pre><code class="language-cobol">x</code></pre>')).toBe(
      '<pre><code>x</code></pre>',
    );
    expect(
      sanitizeRichText(
        '<pre><code class="hljs language-css"><span class="hljs-keyword">a</span></code></pre>',
      ),
    ).toBe('<pre><code class="language-css">a</code></pre>');
    expect(sanitizeRichText('<p class="language-css">x</p>')).toBe('<p>x</p>');
  });

  it('keeps a video figure as a marked link, and no other figure marker', () => {
    const video =
      '<figure data-embed="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>';
    expect(sanitizeRichText(video)).toBe(video);
    expect(
      sanitizeRichText(
        '<figure data-embed="evil" data-id="x" onload="alert(1)"><a href="https://a.es">a</a></figure>',
      ),
    ).toBe('<figure><a href="https://a.es">a</a></figure>');
  });

  it('keeps a gallery as a marked figure of images, and drops any other marker value', () => {
    const gallery =
      '<figure data-gallery="grid"><img src="/media/a.jpg" alt="Playa" /><img src="https://x.es/b.jpg" alt="" /><figcaption>Zarautz</figcaption></figure>';
    expect(sanitizeRichText(gallery)).toBe(gallery);
    expect(
      sanitizeRichText(
        '<figure data-gallery="masonry" style="x"><img src="/media/a.jpg" /></figure>',
      ),
    ).toBe('<figure><img src="/media/a.jpg" /></figure>');
  });

  it.each([
    [
      'a YouTube iframe',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><p>ok</p>',
    ],
    [
      'a privacy-enhanced iframe',
      '<p>ok</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
    ],
    [
      'a frame inside a video figure',
      '<figure data-embed="vimeo"><iframe src="https://evil.example"></iframe></figure><p>ok</p>',
    ],
  ])('drops %s: iframes are never stored', (_, html) => {
    expect(sanitizeRichText(html)).not.toMatch(/iframe|evil|script/i);
    expect(sanitizeRichText(html)).toContain('<p>ok</p>');
  });

  it('drops a javascript: link and a data: image pasted into a block', () => {
    expect(
      sanitizeRichText(
        '<ol><li><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"></li></ol>',
      ),
    ).toBe('<ol><li><a>x</a></li></ol>');
  });

  it('cleans 10 000 nested elements without failing and keeps their text', () => {
    const html = `${'<div><span>'.repeat(10_000)}hondo${'</span></div>'.repeat(10_000)}<p>fin</p>`;
    expect(sanitizeRichText(html)).toBe('hondo<p>fin</p>');
    const lists = `${'<ul><li>'.repeat(10_000)}x${'</li></ul>'.repeat(10_000)}`;
    const clean = sanitizeRichText(lists);
    expect(clean.startsWith('<ul><li><ul><li>')).toBe(true);
    expect(clean).toContain('x');
  });
});

describe('sanitizeRichText and tables', () => {
  const editorTable =
    '<table><thead><tr><th scope="col">Día</th><th scope="col">Km</th></tr></thead>' +
    '<tbody><tr><td>1</td><td>30</td></tr><tr><td colspan="2">Total: 30</td></tr></tbody></table>';

  it('keeps a table as the editor writes it', () => {
    expect(sanitizeRichText(editorTable)).toBe(editorTable);
  });

  it('keeps a caption, row headers and bounded spans', () => {
    expect(
      sanitizeRichText(
        '<table><caption>Etapas</caption><tbody><tr><th scope="row" rowspan="2">A</th><td>1</td></tr>' +
          '<tr><td>2</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><caption>Etapas</caption><tbody><tr><th scope="row" rowspan="2">A</th><td>1</td></tr>' +
        '<tr><td>2</td></tr></tbody></table>',
    );
    expect(
      sanitizeRichText('<table><tr><td colspan="1000" rowspan="70000">x</td></tr></table>'),
    ).toBe('<table><tr><td colspan="50" rowspan="50">x</td></tr></table>');
  });

  it.each([
    ['<td colspan="1" rowspan="0">x</td>', '<td>x</td>'],
    ['<td colspan="2px" rowspan="-3">x</td>', '<td>x</td>'],
    ['<td scope="col">x</td>', '<td>x</td>'],
    ['<th scope="javascript:alert(1)" colspan="x">x</th>', '<th>x</th>'],
    ['<th scope="COL" abbr="d" headers="h1" id="h2">x</th>', '<th scope="col">x</th>'],
    [
      '<td style="background:red" class="c" width="90" align="center" valign="top" onclick="alert(1)">x</td>',
      '<td>x</td>',
    ],
  ])('keeps only scope and bounded spans on a cell: %s', (cell, kept) => {
    expect(sanitizeRichText(`<table><tr>${cell}</tr></table>`)).toBe(
      `<table><tr>${kept}</tr></table>`,
    );
  });

  it('drops the table’s own attributes and the parts the editor does not write', () => {
    expect(
      sanitizeRichText(
        '<table border="1" style="width:100%" class="MsoTableGrid" summary="s"><colgroup><col width="93"></colgroup>' +
          '<tbody style="x"><tr style="height:0" class="r"><td>x</td></tr></tbody>' +
          '<tfoot><tr><td>pie</td></tr></tfoot></table>',
      ),
    ).toBe('<table><tbody><tr><td>x</td></tr></tbody><tr><td>pie</td></tr></table>');
  });

  it('separates the cells of a table in a summary', () => {
    expect(plainTextSummary(editorTable)).toBe('Día Km 1 30 Total: 30');
  });
});
