import { describe, expect, it } from 'vitest';
import { isTrustedProxy, normaliseAddress, proxyEntryProblem } from './proxy-trust.ts';

describe('TRUST_PROXY entries', () => {
  it('writes IPv4-mapped IPv6 addresses as IPv4 and leaves the rest', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseAddress('::1')).toBe('::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('unknown')).toBe('unknown');
  });

  it('matches addresses and CIDR ranges, whichever way the listener writes the peer', () => {
    const trust = ['127.0.0.1', '10.0.0.0/8', '2001:db8::/32'];
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', '::ffff:10.0.0.9']) {
      expect(isTrustedProxy(trust, address), address).toBe(true);
    }
    expect(isTrustedProxy(trust, '2001:db8:ffff::1')).toBe(true);
    for (const address of ['127.0.0.2', '11.0.0.1', '2001:db9::1', '::1', 'unknown', '']) {
      expect(isTrustedProxy(trust, address), address).toBe(false);
    }
    expect(isTrustedProxy(['::ffff:127.0.0.1'], '127.0.0.1')).toBe(true);
    expect(isTrustedProxy([], '127.0.0.1')).toBe(false);
    expect(isTrustedProxy(true, 'anything')).toBe(true);
  });

  it('says what is wrong with an entry that is neither an address nor a range', () => {
    expect(proxyEntryProblem('127.0.0.1')).toBeNull();
    expect(proxyEntryProblem('192.168.0.0/16')).toBeNull();
    expect(proxyEntryProblem('fd00::/8')).toBeNull();
    expect(proxyEntryProblem('localhost')).toMatch(/not an IP address/);
    expect(proxyEntryProblem('10.0.0.0/33')).toMatch(/prefix length/);
    expect(proxyEntryProblem('10.0.0.0/x')).toMatch(/prefix length/);
    expect(proxyEntryProblem('10.0.0.0/8/8')).toMatch(/not an IP address/);
  });
});
