import { describe, expect, it } from 'vitest';
import { blogBaseUrl } from '../preview/preview.ts';
import {
  CUSTOM_DOMAIN_MESSAGES,
  canonicalDomain,
  customDomainTarget,
  DOMAIN_CHECK_SCHEDULE,
  domainCheckDelayMs,
  domainVerificationName,
} from './custom-domain.ts';

describe('custom domains', () => {
  it('names the TXT record under _bitacora', () => {
    expect(domainVerificationName('www.ejemplo.es')).toBe('_bitacora.www.ejemplo.es');
  });

  it('points domains at CUSTOM_DOMAIN_TARGET, else at the platform’s host without its port', () => {
    expect(customDomainTarget('Blogs.Example.com.', 'example.com')).toBe('blogs.example.com');
    expect(customDomainTarget(undefined, 'Bitacora.es:443')).toBe('bitacora.es');
    expect(customDomainTarget('  ', 'localhost:3000')).toBe('localhost');
  });

  it('uses the domain as the address only once verified', () => {
    expect(canonicalDomain({ domain: 'www.ejemplo.es', domainVerifiedAt: null })).toBeNull();
    expect(canonicalDomain({ domain: null, domainVerifiedAt: new Date() })).toBeNull();
    expect(canonicalDomain({ domain: 'www.ejemplo.es', domainVerifiedAt: new Date() })).toBe(
      'www.ejemplo.es',
    );
    const blog = { subdomain: 'ana', domain: 'www.ejemplo.es' };
    expect(blogBaseUrl({ ...blog, domainVerified: false }, 'bitacora.es')).toBe(
      'https://ana.bitacora.es',
    );
    expect(blogBaseUrl({ ...blog, domainVerified: true }, 'bitacora.es')).toBe(
      'https://www.ejemplo.es',
    );
  });

  it('waits 1, 2, 4… minutes between checks, never more than 6 hours', () => {
    expect([0, 1, 2, 3].map(domainCheckDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(domainCheckDelayMs(20)).toBe(DOMAIN_CHECK_SCHEDULE.maxDelayMs);
  });

  it('explains each problem in Spanish', () => {
    expect(CUSTOM_DOMAIN_MESSAGES.txtMissing('_bitacora.a.es')).toContain('registro TXT');
    expect(CUSTOM_DOMAIN_MESSAGES.txtWrong('_bitacora.a.es')).toContain('código de verificación');
    expect(CUSTOM_DOMAIN_MESSAGES.targetMissing('a.es', 'b.es')).toContain('CNAME hacia b.es');
  });
});
