import { isLoopbackAddress } from './address-ranges.ts';
import type { AppContext } from './app-env.ts';
import { clientAddress } from './client-address.ts';
import { isTrustedProxy } from './proxy-trust.ts';

export { isLoopbackAddress };

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
