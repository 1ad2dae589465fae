import { BlockList, isIP } from 'node:net';

/*
 * Which IP addresses are whose: this machine's (the demo's local-only pages) and the ones no
 * public server has (a remote fetch refuses them, so an import cannot reach the server's own
 * network). A BlockList matches an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`,
 * `::ffff:7f00:1`) against its IPv4 rules.
 */

/** 127.0.0.0/8 and ::1. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Is `address` this machine's own? Anything that is not an IP address is not. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every range that is not the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 included
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (already checked by `isIP`). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0] as string;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = (dotted[1] as string).split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const words = [...first, ...new Array(8 - first.length - last.length).fill(0), ...last];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/**
 * The IPv4 address an IPv6 one carries to the IPv4 internet, where it carries one: IPv4-compatible
 * (`::a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`). Mapped addresses
 * (`::ffff:a.b.c.d`) need none: the BlockList already judges them as IPv4.
 */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zero(0, 12)) return bytes.slice(12).join('.');
  if (
    bytes[0] === 0x00 &&
    bytes[1] === 0x64 &&
    bytes[2] === 0xff &&
    bytes[3] === 0x9b &&
    zero(4, 12)
  ) {
    return bytes.slice(12).join('.');
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.');
  return null;
}

/**
 * Is `address` one a public server may have? False for loopback, private, carrier-grade NAT,
 * link-local, unique-local, multicast, unspecified, documentation and reserved ranges, for IPv6
 * addresses carrying such an IPv4 address, and for anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (NOT_PUBLIC.check(address, 'ipv6')) return false;
  const inner = embeddedIpv4(address);
  // `::` and `::1` were refused above; any other IPv4-compatible address is judged as its IPv4.
  return inner === null || !NOT_PUBLIC.check(inner, 'ipv4');
}
