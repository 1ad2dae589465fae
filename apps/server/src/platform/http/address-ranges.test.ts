import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-ranges.ts';

describe('isPublicAddress', () => {
  it('accepts addresses of the public internet, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, CGNAT, link-local, unique-local, multicast, unspecified and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      '2001:db8::1',
      // IPv4 inside IPv6: mapped (both spellings), compatible, NAT64 and 6to4.
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '::10.1.2.3',
      '64:ff9b::7f00:1',
      '64:ff9b::192.168.0.1',
      '2002:c0a8:101::1',
      '2002:7f00:1::',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an IP address', () => {
    for (const address of ['', 'localhost', 'example.com', '256.0.0.1', '1.2.3']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
