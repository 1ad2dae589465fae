import { BlockList, isIP } from 'node:net';
import type { AppContext } from '../app-env.ts';
import { clientAddress } from './client-address.ts';
import { isTrustedProxy } from './proxy-trust.ts';

/** 127.0.0.0/8 and ::1; an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`) matches its rule. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Is `address` this machine's own? Anything that is not an IP address is not. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Did the request come from a browser or tool on this machine? Judged on the client's address:
 * the direct peer, or behind a trusted proxy the address it forwarded. A proxy on the same
 * machine is itself loopback, so a call it passed on without saying whose it was counts as
 * coming from elsewhere.
 */
export function fromThisMachine(c: AppContext): boolean {
  if (!isLoopbackAddress(clientAddress(c))) return false;
  const peer = c.env?.incoming?.socket?.remoteAddress ?? '';
  const { trustProxy } = c.get('deps');
  const viaProxy = isTrustedProxy(trustProxy, peer);
  return !viaProxy || (c.req.header('x-forwarded-for') ?? '').trim() !== '';
}
