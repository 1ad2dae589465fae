import type { AppContext } from '../app-env.ts';

/**
 * The caller's address. X-Forwarded-For is believed only when the direct peer is a trusted
 * proxy (TRUST_PROXY); then the rightmost hop that is not itself a trusted proxy is the client.
 */
export function clientAddress(c: AppContext): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const { trustProxy } = c.get('deps');
  const trusted = (address: string) =>
    trustProxy === true ? address === peer : trustProxy.includes(address);
  if (trustProxy !== true && !trusted(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (trustProxy === true) return hops.at(-1) ?? peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trusted(hop)) return hop;
  }
  return hops[0] ?? peer;
}
