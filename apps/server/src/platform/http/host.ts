/** Where a request's Host header points. */
export type HostTarget =
  | { kind: 'app' }
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'domain'; domain: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host without its port: `demo.localhost:3000` → `demo.localhost`, `[::1]:80` → `[::1]`. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '');
}

/**
 * The request's own Host (no forwarded headers): `{sub}.{PUBLIC_DOMAIN}` with any port is a
 * blog by subdomain; the app's own hosts (PUBLIC_DOMAIN, loopback, the PUBLIC_ORIGIN host) are
 * the app; any other host may be a blog's custom domain.
 */
export function classifyHost(
  host: string | undefined,
  config: { publicDomain: string; publicOrigin: string },
): HostTarget {
  if (!host) return { kind: 'app' };
  const name = hostName(host);
  // Apps built for tests may leave these out: then only the loopback names are the app's.
  const domainName = hostName(config.publicDomain ?? '');
  let originName = '';
  try {
    originName = hostName(new URL(config.publicOrigin ?? '').host);
  } catch {
    // A malformed origin names no host.
  }
  if (name === '' || LOOPBACK.has(name) || name === domainName || name === originName) {
    return { kind: 'app' };
  }
  if (domainName !== '' && name.endsWith(`.${domainName}`)) {
    const subdomain = name.slice(0, -domainName.length - 1);
    if (LABEL.test(subdomain)) return { kind: 'subdomain', subdomain };
  }
  return { kind: 'domain', domain: name };
}
