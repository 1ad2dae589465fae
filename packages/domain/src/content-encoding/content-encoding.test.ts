import { describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding, isCompressibleType } from './content-encoding.ts';

describe('acceptedEncodings', () => {
  it('takes nothing without a header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
  });

  it('puts brotli first when a browser takes both', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('follows the client weights', () => {
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('gzip; Q=1, br;q=0.9')).toEqual(['gzip', 'br']);
  });

  it('treats q=0 as a refusal, also against the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;q=0.000, br;q=0')).toEqual([]);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
  });

  it('reads the wildcard as every coding not named', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, *;q=0.1')).toEqual(['gzip', 'br']);
  });

  it('sends the body as it is for identity or unknown codings', () => {
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('deflate, zstd')).toEqual([]);
  });

  it('ignores a weight it cannot read, and keeps the highest of a repeated coding', () => {
    expect(acceptedEncodings('br;q=abc, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;level=1, ,br;q=2')).toEqual(['br', 'gzip']);
  });

  it('offers only what the caller has', () => {
    expect(acceptedEncodings('br, gzip', ['gzip'])).toEqual(['gzip']);
  });
});

describe('chooseEncoding', () => {
  it('is the best accepted coding, or null for the body as it is', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('compresses text, JSON, XML and SVG', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/csv',
      'application/problem+json',
      'application/rss+xml',
      'image/svg+xml',
      'text/javascript',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('leaves media, archives and event streams as they are', () => {
    for (const type of [
      'image/png',
      'image/webp',
      'application/zip',
      'application/octet-stream',
      'font/woff2',
      'video/mp4',
      'text/event-stream',
      '',
      null,
      undefined,
    ]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});
