import { describe, expect, it } from 'vitest';
import { call, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ freshAppEachTest: true });

/** The body as the editor writes it: a table of contents, headings, two notes out of order. */
const EDITOR_HTML =
  '<nav class="toc" aria-label="Índice" contenteditable="false"></nav>' +
  '<h2>Primera parte</h2><p>Dicho<sup><a href="#nota-2" id="ref-2">2</a></sup> y hecho' +
  '<sup><a href="#nota-1" id="ref-1">1</a></sup>.</p><h3>Un detalle</h3><h2>Segunda parte</h2><p>Fin.</p>' +
  '<section class="footnotes" aria-label="Notas"><ol><li id="nota-1"><p>La otra nota.</p></li>' +
  '<li id="nota-2"><p>La nota <em>primera</em>.</p></li></ol></section>';

describe('a post with a table of contents and footnotes', () => {
  it('is stored with anchors, its list of headings and numbered notes, and served so', async () => {
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Con notas', slug: 'con-notas', content: EDITOR_HTML, status: 'PUBLISHED' },
    });
    expect(created.status, created.text).toBe(201);
    const content = created.json.content as string;
    expect(content).toContain(
      '<nav class="toc" aria-label="Índice"><ol><li><a href="#primera-parte">Primera parte</a>' +
        '<ol><li><a href="#un-detalle">Un detalle</a></li></ol></li>' +
        '<li><a href="#segunda-parte">Segunda parte</a></li></ol></nav>',
    );
    expect(content).toContain('<h2 id="primera-parte">Primera parte</h2>');
    expect(content).toContain(
      'Dicho<sup><a href="#nota-1" id="ref-1">1</a></sup> y hecho<sup><a href="#nota-2" id="ref-2">2</a></sup>',
    );
    expect(content).toContain(
      '<section class="footnotes" aria-label="Notas"><ol>' +
        '<li id="nota-1"><p>La nota <em>primera</em>. <a href="#ref-1" aria-label="Volver al texto">↩</a></p></li>' +
        '<li id="nota-2"><p>La otra nota. <a href="#ref-2" aria-label="Volver al texto">↩</a></p></li></ol></section>',
    );

    // Renaming a heading on the next save renames its anchor and the table of contents' link.
    const id = created.json.id as number;
    const renamed = await call(t, 'PATCH', `/api/posts/${id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { content: content.replace('>Segunda parte</h2>', '>Conclusión</h2>') },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const saved = renamed.json.content as string;
    expect(saved).toContain('<li><a href="#conclusion">Conclusión</a></li></ol></nav>');
    expect(saved).toContain('<h2 id="conclusion">Conclusión</h2>');
    expect(saved).not.toContain('segunda-parte');
    expect(saved).toContain('<h2 id="primera-parte">');

    const page = await visitorRequest(t, PRO_HOST, '/blog/con-notas');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<a href="#conclusion">Conclusión</a>');
    expect(html).toContain('<sup><a href="#nota-1" id="ref-1">1</a></sup>');
    expect(html).toContain('<a href="#ref-2" aria-label="Volver al texto">↩</a>');
  });
});
