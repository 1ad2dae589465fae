import { PAYWALL_MARKER } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { PAYWALL_LABEL, paywallToMarker } from './editor-schema';

describe('paywallToMarker', () => {
  it('writes the divider the editor shows as the stored marker, and nothing else', () => {
    const editor = `<p>a</p><div data-paywall="" class="editor-paywall" contenteditable="false">${PAYWALL_LABEL}</div><p>b</p>`;
    expect(paywallToMarker(editor)).toBe(`<p>a</p>${PAYWALL_MARKER}<p>b</p>`);
    expect(paywallToMarker('<p>A partir de aquí, solo miembros</p>')).toBe(
      '<p>A partir de aquí, solo miembros</p>',
    );
  });
});
