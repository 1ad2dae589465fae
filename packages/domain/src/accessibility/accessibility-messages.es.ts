/** What the accessibility check says to the writer (docs/decisions/068-accessibility-check.md). */

/** The start of a quoted text in a warning: the first words, cut with '…'. */
export function quotedStart(text: string, max = 60): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export const ACCESSIBILITY_MESSAGES = {
  panelTitle: 'Accesibilidad',
  none: 'No hay avisos de accesibilidad.',
  hint: 'Son avisos, no errores: puedes publicar igualmente. Pulsa uno para ir a su lugar en el contenido.',
  emptyLink: 'Un enlace no tiene texto: escribe en él a dónde lleva.',
} as const;

/** 'Imagen sin texto alternativo (foto.jpg): …' */
export function imageWithoutAltMessage(fileName: string): string {
  const which = fileName ? ` (${fileName})` : '';
  return `Imagen sin texto alternativo${which}: describe lo que muestra para quien no puede verla.`;
}

/** A heading more than one level below the one before it (the title is level 1). */
export function skippedHeadingMessage(text: string, from: number, to: number): string {
  const heading = text ? `El encabezado «${quotedStart(text)}»` : `Un encabezado de nivel ${to}`;
  const before = from === 1 ? 'del título (nivel 1)' : `del nivel ${from}`;
  return `${heading} salta ${before} al nivel ${to}: usa un encabezado de nivel ${from + 1}.`;
}

/** Link text that says nothing of where it goes ('aquí', 'leer más'). */
export function vagueLinkMessage(text: string): string {
  return `El enlace «${quotedStart(text)}» no dice a dónde lleva: escribe en su texto de qué trata lo enlazado.`;
}

/** 'El párrafo que empieza «…» tiene 212 palabras: …' */
export function longParagraphMessage(start: string, words: number, limit: number): string {
  return `El párrafo que empieza «${quotedStart(start, 40)}» tiene ${words} palabras: divídelo en párrafos de hasta ${limit} para que se lea mejor.`;
}

/** '3 avisos de accesibilidad' */
export function accessibilityCountMessage(count: number): string {
  if (count === 0) return ACCESSIBILITY_MESSAGES.none;
  return count === 1 ? '1 aviso de accesibilidad' : `${count} avisos de accesibilidad`;
}

/**
 * The notice after saving as published or scheduled with warnings left: the save went ahead, and
 * the writer learns they are still there ('Post guardado con 3 avisos de accesibilidad').
 */
export function savedWithWarningsMessage(saved: string, count: number): string {
  if (count === 0) return saved;
  return `${saved} con ${accessibilityCountMessage(count)}`;
}
