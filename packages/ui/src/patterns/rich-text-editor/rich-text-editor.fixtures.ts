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
