/** A post body using every format of the toolbar. */
export const fullDocumentHtml = [
  '<h1>Ruta por los Picos de Europa</h1>',
  '<h2>Día 1: Fuente Dé</h2>',
  '<p>Subimos en <strong>teleférico</strong> y bajamos <em>andando</em> con <code>gpx</code> en el móvil.</p>',
  '<ul><li><p>Botas</p></li><li><p>Agua y algo de comer</p></li></ul>',
  '<blockquote><p>La montaña no se conquista, se visita.</p></blockquote>',
  '<p>Más información en <a href="https://example.com/picos">la guía</a>.</p>',
  '<p>Fin</p>',
].join('');

export const shortPostHtml =
  '<h1>Pan de masa madre</h1><p>Una receta <strong>lenta</strong> y sencilla.</p><ul><li><p>Harina</p></li><li><p>Agua</p></li><li><p>Sal</p></li></ul>';

/** A post body using every block added after the spec's toolbar. */
export const blocksDocumentHtml = [
  '<h3>Paso 3: la masa</h3>',
  '<ol><li><p>Mezclar</p></li><li><p>Reposar</p></li></ol>',
  '<pre><code class="language-javascript">const horas = 12;</code></pre>',
  '<hr>',
  '<figure data-embed="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>',
  '<p>Fin</p>',
].join('');

/** What Google Docs puts on the clipboard: everything inside a `<b>` of normal weight. */
export const googleDocsPasteHtml =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234">' +
  '<h2 dir="ltr"><span style="font-size:16pt;font-weight:400;">Receta de la abuela</span></h2>' +
  '<p dir="ltr"><span style="font-weight:400;color:#000000;">Se hace con </span><span style="font-weight:700;">calma</span><span style="font-weight:400;"> y </span><span style="font-style:italic;font-weight:400;">cariño</span><span style="font-weight:400;">, según </span><a href="https://example.com/abuela" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">su libreta</span></a><span>.</span></p>' +
  '<ol><li dir="ltr" style="list-style-type:decimal;"><p dir="ltr"><span style="font-weight:400;">Harina</span></p></li><li dir="ltr"><p dir="ltr"><span style="font-weight:400;">Huevos</span></p></li></ol>' +
  '<ul><li dir="ltr"><p dir="ltr"><span style="font-weight:400;">Sal</span></p></li></ul>' +
  '<p dir="ltr"><span style="font-weight:400;">Una tabla:</span></p><table><tr><td>x</td></tr></table>' +
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="pegada"><a href="javascript:alert(1)">trampa</a></p>' +
  '<iframe src="https://evil.example/"></iframe></b>';

/** What Word puts on the clipboard for a heading and a paragraph with bold and italic. */
export const wordPasteHtml =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->' +
  '<h1 style="margin:0cm"><span lang="ES">Informe anual<o:p></o:p></span></h1>' +
  '<p class="MsoNormal"><b><span lang="ES">Ventas</span></b><span lang="ES"> e <i>ingresos</i><o:p></o:p></span></p>' +
  '<!--EndFragment--></body></html>';

/** A gallery as an import or the editor stores it, between two paragraphs. */
export const galleryDocumentHtml = [
  '<p>Tres días en Zarautz.</p>',
  '<figure data-gallery="grid"><img src="/media/demo/playa.jpg" alt="La playa"><img src="/media/demo/puerto.jpg" alt="El puerto"><img src="/media/demo/faro.jpg" alt=""><figcaption>Zarautz en septiembre</figcaption></figure>',
  '<p>Fin</p>',
].join('');

/** A table as the editor stores it: a header row, a cell spanning two columns, a line break. */
export const tableDocumentHtml = [
  '<p>Las etapas:</p>',
  '<table><thead><tr><th scope="col">Día</th><th scope="col">Etapa</th><th scope="col">Km</th></tr></thead>',
  '<tbody><tr><td>1</td><td>Oviedo – Avilés<br>por la costa</td><td>30</td></tr>',
  '<tr><td>2</td><td>Avilés – Cudillero</td><td>25</td></tr>',
  '<tr><td colspan="2">Total</td><td>55</td></tr></tbody></table>',
  '<p>Fin</p>',
].join('');
