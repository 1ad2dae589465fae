import { describe, expect, it } from 'vitest';
import { uploadPercent, uploadProgressText } from './images.es.ts';

describe('upload progress', () => {
  it('says the photo is being reduced, then the share sent', () => {
    expect(uploadProgressText({ stage: 'reducing' })).toBe('Reduciendo la foto…');
    expect(uploadProgressText({ stage: 'sending', percent: 45 })).toBe('Subiendo… 45 %');
    expect(uploadProgressText({ stage: 'sending', percent: 99.6 })).toBe('Subiendo… 100 %');
  });

  it('keeps 100 % for the server’s answer: all bytes sent is still waiting', () => {
    expect(uploadPercent(0)).toBe(0);
    expect(uploadPercent(0.456)).toBe(45);
    expect(uploadPercent(1)).toBe(99);
    expect(uploadPercent(1, true)).toBe(100);
    expect(uploadPercent(-1)).toBe(0);
    expect(uploadPercent(7)).toBe(99);
  });
});
