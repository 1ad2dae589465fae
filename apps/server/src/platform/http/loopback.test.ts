import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('knows this machine in IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.0.0.2',
      '127.255.255.254',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.9.8.7',
      '::ffff:7f00:1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address and anything that is not one', () => {
    for (const address of [
      '128.0.0.1',
      '126.255.255.255',
      '10.0.0.1',
      '192.168.1.10',
      '0.0.0.0',
      '::',
      '::2',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      'fe80::1',
      '2001:db8::1',
      'localhost',
      'unknown',
      '',
      '127.0.0.1, 203.0.113.5',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
