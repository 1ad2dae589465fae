/**
 * What a pasted element's inline style says about bold and italic: `true` turns it on, `false`
 * turns it off (Google Docs wraps its whole clipboard in `<b style="font-weight:normal">`), `null`
 * says nothing. The editor reads the style attribute's text, because under the panel's style
 * policy the browser does not apply pasted inline styles and `element.style` stays empty.
 */
export interface PastedEmphasis {
  bold: boolean | null;
  italic: boolean | null;
}

/** Weights from 500 up count as bold, as Milkdown's own schema reads them. */
function weightIsBold(value: string): boolean | null {
  if (value === 'bold' || value === 'bolder') return true;
  if (value === 'normal' || value === 'lighter') return false;
  const weight = Number(value);
  return Number.isFinite(weight) && value !== '' ? weight >= 500 : null;
}

function styleIsItalic(value: string): boolean | null {
  if (value === 'italic' || value.startsWith('oblique')) return true;
  if (value === 'normal') return false;
  return null;
}

/** Reads `font-weight` and `font-style` from an inline style's text (last declaration wins). */
export function pastedStyleEmphasis(style: string): PastedEmphasis {
  const emphasis: PastedEmphasis = { bold: null, italic: null };
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    if (property === 'font-weight') emphasis.bold = weightIsBold(value);
    else if (property === 'font-style') emphasis.italic = styleIsItalic(value);
  }
  return emphasis;
}
