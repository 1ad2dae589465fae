import { describe, expect, it } from 'vitest';
import { renderRichContent, type TableLabels, type VideoLabels } from './rich-content.ts';
import { sanitizeRichText } from './sanitize-html.ts';

const labels: VideoLabels & TableLabels = {
  videoPlayer: (provider) => `Vídeo de ${provider}`,
  watchVideoOn: (provider) => `Ver el vídeo en ${provider}`,
  table: (n) => (n === null ? 'Tabla' : `Tabla ${n}`),
};
/** Content as the public page gets it: cleaned on write, then rendered. */
const render = (html: string) => renderRichContent(sanitizeRichText(html), labels);

describe('renderRichContent', () => {
  it('highlights a code block of a listed language with classes only, its text escaped', () => {
    const { html, hasVideo } = render(
      '<pre><code class="language-javascript">const a = "&lt;/script&gt;"; // fin</code></pre>',
    );
    expect(hasVideo).toBe(false);
    expect(html).toBe(
      '<pre><code class="hljs language-javascript"><span class="hljs-keyword">const</span> a = ' +
        '<span class="hljs-string">&quot;&lt;/script&gt;&quot;</span>; ' +
        '<span class="hljs-comment">// fin</span></code></pre>',
    );
    expect(html).not.toMatch(/style=/);
  });

  it('highlights HTML as markup, and leaves code without a language as it is', () => {
    expect(
      render('<pre><code class="language-html">&lt;b&gt;x&lt;/b&gt;</code></pre>').html,
    ).toContain('<span class="hljs-tag">&lt;<span class="hljs-name">b</span>&gt;</span>');
    const plain = '<pre><code>a &lt; b</code></pre>';
    expect(render(plain).html).toBe(plain);
  });

  it('turns a YouTube figure into a lazy privacy-enhanced player with the link kept below', () => {
    const { html, hasVideo } = render(
      '<figure data-embed="youtube"><a href="https://youtu.be/dQw4w9WgXcQ?t=1&amp;si=x">https://youtu.be/dQw4w9WgXcQ</a></figure>',
    );
    expect(hasVideo).toBe(true);
    expect(html).toBe(
      '<figure class="video" data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ' +
        'title="Vídeo de YouTube" loading="lazy" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" ' +
        'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>' +
        '<figcaption><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Ver el vídeo en YouTube</a></figcaption></figure>',
    );
  });

  it('plays a Vimeo video from its player without tracking', () => {
    const { html } = render(
      '<figure data-embed="vimeo"><a href="https://vimeo.com/76979871">v</a></figure>',
    );
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/76979871?dnt=1"');
    expect(html).toContain('<a href="https://vimeo.com/76979871">Ver el vídeo en Vimeo</a>');
  });

  it('leaves a marked figure whose link is not a video as a plain link', () => {
    for (const href of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&quot;onload=&quot;x',
      'https://www.youtube.com/watch?v=short',
    ]) {
      const { html, hasVideo } = renderRichContent(
        `<figure data-embed="youtube"><a href="${href}">enlace</a></figure>`,
        labels,
      );
      expect(hasVideo).toBe(false);
      expect(html).not.toContain('<iframe');
    }
    const { html } = render(
      '<figure data-embed="youtube"><a href="javascript:alert(1)">x</a></figure>',
    );
    expect(html).toBe('<figure data-embed="youtube"><a>x</a></figure>');
  });

  it('puts a table in a focusable, named region that scrolls, its header cells scoped', () => {
    const table =
      '<table><thead><tr><th scope="col">Día</th><th scope="col">Km</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>30</td></tr></tbody></table>';
    expect(render(`<p>Etapas:</p>${table}`).html).toBe(
      `<p>Etapas:</p><div class="table-scroll" role="region" aria-label="Tabla" tabindex="0">${table}</div>`,
    );
  });

  it('numbers the regions of several tables, and scopes header cells that have no scope', () => {
    const { html } = render(
      '<table><thead><tr><th>A</th><th colspan="2">B</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
        '<table><tbody><tr><th>Total</th><td>2</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<div class="table-scroll" role="region" aria-label="Tabla 1" tabindex="0"><table><thead><tr>' +
        '<th scope="col">A</th><th scope="col" colspan="2">B</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></div>' +
        '<div class="table-scroll" role="region" aria-label="Tabla 2" tabindex="0"><table><tbody><tr>' +
        '<th scope="row">Total</th><td>2</td></tr></tbody></table></div>',
    );
  });
});
