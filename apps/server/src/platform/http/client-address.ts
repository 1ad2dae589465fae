import type { AppContext } from './app-env.ts';
import { isTrustedProxy, normaliseAddress } from './proxy-trust.ts';

/**
 * The caller's address, IPv4 written plainly even when the listener saw it IPv4-mapped.
 * X-Forwarded-For is believed only when the direct peer is a trusted proxy (TRUST_PROXY); then
 * the rightmost hop that is not itself a trusted proxy is the client.
 */
export function clientAddress(c: AppContext): string {
  return addressOf(
    c.env?.incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    c.get('deps').trustProxy,
  );
}

/** {@link clientAddress} from the peer's address and the X-Forwarded-For header as read. */
export function addressOf(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: true | readonly string[],
): string {
  const peer = normaliseAddress(remoteAddress ?? 'unknown');
  if (!isTrustedProxy(trustProxy, peer)) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()))
    .filter(Boolean);
  if (trustProxy === true) return hops.at(-1) ?? peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrustedProxy(trustProxy, hop)) return hop;
  }
  return hops[0] ?? peer;
}
