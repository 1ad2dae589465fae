import { BlockList, isIP } from 'node:net';

/**
 * `::ffff:192.0.2.1` → `192.0.2.1`. A dual-stack listener reports IPv4 peers in this form, so
 * without it a proxy named `127.0.0.1` in TRUST_PROXY would never match its own connections.
 */
export function normaliseAddress(address: string): string {
  if (!address.startsWith('::')) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

/** Why a TRUST_PROXY entry is not an address or a CIDR range, or null when it is one. */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(normaliseAddress(address));
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return `"${entry}" has a bad prefix length`;
  return null;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (proxyEntryProblem(entry) !== null) continue;
    const [raw = '', bits] = entry.split('/');
    const address = normaliseAddress(raw);
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const lists = new WeakMap<readonly string[], BlockList>();

/**
 * Is `address` one of the proxies in TRUST_PROXY (addresses or CIDR ranges, IPv4 or IPv6)?
 * `true` trusts whichever peer connected, which is the caller's business to decide.
 */
export function isTrustedProxy(trust: true | readonly string[], address: string): boolean {
  if (trust === true) return true;
  // Asked for each counted page view: the few peers a server sees are answered from memory.
  let known = answers.get(trust);
  if (!known) {
    known = new Map();
    answers.set(trust, known);
  }
  let trusted = known.get(address);
  if (trusted === undefined) {
    trusted = checkTrust(trust, address);
    if (known.size >= 10_000) known.clear();
    known.set(address, trusted);
  }
  return trusted;
}

const answers = new WeakMap<readonly string[], Map<string, boolean>>();

function checkTrust(trust: readonly string[], address: string): boolean {
  const normalised = normaliseAddress(address);
  const family = isIP(normalised);
  if (family === 0) return false;
  let list = lists.get(trust);
  if (!list) {
    list = blockListOf(trust);
    lists.set(trust, list);
  }
  return list.check(normalised, family === 4 ? 'ipv4' : 'ipv6');
}
