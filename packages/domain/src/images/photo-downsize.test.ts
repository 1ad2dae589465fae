import { describe, expect, it } from 'vitest';
import {
  downsizeAttempts,
  downsizeOutputType,
  fitLongSide,
  fitsUploadLimit,
  mayNeedDownsize,
  needsDownsize,
} from './photo-downsize.ts';

const MB5 = 5 * 1024 * 1024;

describe('photo downsize decision', () => {
  it('decodes only JPEG, PNG or WebP over 5MB', () => {
    expect(mayNeedDownsize({ type: 'image/jpeg', size: MB5 + 1 })).toBe(true);
    expect(mayNeedDownsize({ type: 'IMAGE/PNG', size: MB5 + 1 })).toBe(true);
    expect(mayNeedDownsize({ type: 'image/jpeg', size: MB5 })).toBe(false);
    expect(mayNeedDownsize({ type: 'image/gif', size: MB5 * 2 })).toBe(false);
  });

  it('downsizes a heavy file or one wider than 2560 px, never a GIF', () => {
    const phone = { width: 4032, height: 3024 };
    expect(needsDownsize({ type: 'image/jpeg', size: MB5 + 1 }, { width: 1000, height: 800 })).toBe(
      true,
    );
    expect(needsDownsize({ type: 'image/jpeg', size: 1000 }, phone)).toBe(true);
    expect(needsDownsize({ type: 'image/jpeg', size: 1000 }, { width: 2560, height: 1440 })).toBe(
      false,
    );
    expect(needsDownsize({ type: 'image/gif', size: MB5 * 2 }, phone)).toBe(false);
  });

  it('fits the long side to 2560 px keeping proportions, never enlarging', () => {
    expect(fitLongSide({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
    expect(fitLongSide({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
    expect(fitLongSide({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('keeps transparency as WebP, the rest as JPEG', () => {
    expect(downsizeOutputType(true)).toBe('image/webp');
    expect(downsizeOutputType(false)).toBe('image/jpeg');
  });

  it('steps quality down first, then size, ending at 800 px', () => {
    const attempts = downsizeAttempts({ width: 4032, height: 3024 });
    expect(attempts[0]).toEqual({ width: 2560, height: 1920, quality: 0.86 });
    expect(attempts.slice(0, 4).map((a) => a.quality)).toEqual([0.86, 0.78, 0.7, 0.6]);
    const sides = attempts.slice(4).map((a) => Math.max(a.width, a.height));
    for (let i = 1; i < sides.length; i += 1) expect(sides[i]).toBeLessThan(sides[i - 1] as number);
    expect(attempts.at(-1)).toEqual({ width: 800, height: 600, quality: 0.7 });
  });

  it('sends only what fits the 5MB limit', () => {
    expect(fitsUploadLimit(MB5)).toBe(true);
    expect(fitsUploadLimit(MB5 + 1)).toBe(false);
  });
});
