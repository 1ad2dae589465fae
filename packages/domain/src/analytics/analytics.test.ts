import { describe, expect, it } from 'vitest';
import {
  browserFamilyOf,
  bucketStart,
  bucketsBetween,
  deviceClassOf,
  isBotUserAgent,
  referrerHostOf,
} from './analytics.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
const EDGE = `${CHROME} Edg/131.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('analytics rules', () => {
  it('tells bots from people', () => {
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent(IPHONE)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('')).toBe(true);
    expect(isBotUserAgent(undefined)).toBe(true);
  });

  it('reads device class and browser family', () => {
    expect(deviceClassOf(CHROME)).toBe('desktop');
    expect(deviceClassOf(IPHONE)).toBe('mobile');
    expect(deviceClassOf(IPAD)).toBe('tablet');
    expect(browserFamilyOf(CHROME)).toBe('Chrome');
    expect(browserFamilyOf(EDGE)).toBe('Edge');
    expect(browserFamilyOf(IPHONE)).toBe('Safari');
    expect(browserFamilyOf(FIREFOX)).toBe('Firefox');
    expect(browserFamilyOf('Lynx/2.8')).toBe('Otro');
  });

  it('keeps only another site as the referrer', () => {
    expect(referrerHostOf('https://www.google.com/search?q=x', 'demo.localhost:3000')).toBe(
      'google.com',
    );
    expect(referrerHostOf('http://demo.localhost:3000/blog/a', 'demo.localhost:3000')).toBeNull();
    expect(referrerHostOf('not a url', 'demo.localhost')).toBeNull();
    expect(referrerHostOf(undefined, 'demo.localhost')).toBeNull();
  });

  it('buckets days into weeks and months', () => {
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-26', 'month')).toBe('2026-11-01');
    expect(bucketsBetween('2026-10-30', '2026-11-02', 'day')).toHaveLength(4);
    expect(bucketsBetween('2026-10-30', '2026-11-02', 'month')).toEqual([
      '2026-10-01',
      '2026-11-01',
    ]);
  });
});
