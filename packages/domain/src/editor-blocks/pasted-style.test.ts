import { describe, expect, it } from 'vitest';
import { pastedStyleEmphasis } from './pasted-style.ts';

describe('pastedStyleEmphasis', () => {
  it("reads Google Docs' wrapper as not bold", () => {
    expect(pastedStyleEmphasis('font-weight:normal;')).toEqual({ bold: false, italic: null });
  });

  it("reads Docs' bold and italic runs from their inline styles", () => {
    const bold =
      'font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;';
    expect(pastedStyleEmphasis(bold)).toEqual({ bold: true, italic: false });
    const italic = 'font-size:11pt;font-weight:400;font-style:italic;';
    expect(pastedStyleEmphasis(italic)).toEqual({ bold: false, italic: true });
  });

  it('takes bold, bolder and weights from 500 up as bold, oblique as italic', () => {
    expect(pastedStyleEmphasis('font-weight: bold').bold).toBe(true);
    expect(pastedStyleEmphasis('FONT-WEIGHT: Bolder !important').bold).toBe(true);
    expect(pastedStyleEmphasis('font-weight:600').bold).toBe(true);
    expect(pastedStyleEmphasis('font-weight:300').bold).toBe(false);
    expect(pastedStyleEmphasis('font-style: oblique 10deg').italic).toBe(true);
  });

  it('says nothing where the style says nothing', () => {
    expect(pastedStyleEmphasis('color:red; mso-bidi-font-weight:bold')).toEqual({
      bold: null,
      italic: null,
    });
    expect(pastedStyleEmphasis('')).toEqual({ bold: null, italic: null });
  });
});
