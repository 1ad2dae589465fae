import { promises as dns } from 'node:dns';
import { CUSTOM_DOMAIN_MESSAGES, domainVerificationName } from '@bitacora/domain';

/** Each query's wait and tries: a check answers within seconds, whatever the DNS does. */
const QUERY_TIMEOUT_MS = 2_000;
const QUERY_TRIES = 2;
/** The whole check's bound, over its few queries. */
const CHECK_TIMEOUT_MS = 10_000;

export interface DomainCheckInput {
  domain: string;
  token: string;
  /** The host the domain must name by CNAME, or whose addresses an apex's A/AAAA must repeat. */
  target: string;
  /** `ip` or `ip:port` entries; unset: the system's resolvers. */
  servers?: string[];
}

/** Null when both records are right; else the problem, in Spanish. */
export type DomainCheckResult = { ok: true } | { ok: false; error: string };

const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

class DnsUnavailable extends Error {}

/** The answers of one query; none when the name or record does not exist. */
async function lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (NO_RECORD.has(code)) return [];
    throw new DnsUnavailable(code);
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

async function addresses(resolver: dns.Resolver, name: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    lookup(() => resolver.resolve4(name)),
    lookup(() => resolver.resolve6(name)),
  ]);
  return [...v4, ...v6];
}

async function check(resolver: dns.Resolver, input: DomainCheckInput): Promise<DomainCheckResult> {
  const txtName = domainVerificationName(input.domain);
  const txt = await lookup(() => resolver.resolveTxt(txtName));
  if (txt.length === 0) return { ok: false, error: CUSTOM_DOMAIN_MESSAGES.txtMissing(txtName) };
  // A long TXT value may come in several strings; they are one value.
  if (!txt.some((chunks) => chunks.join('').trim() === input.token)) {
    return { ok: false, error: CUSTOM_DOMAIN_MESSAGES.txtWrong(txtName) };
  }
  const target = bare(input.target);
  const cnames = await lookup(() => resolver.resolveCname(input.domain));
  if (cnames.some((name) => bare(name) === target)) return { ok: true };
  // An apex cannot hold a CNAME: its own addresses must all be the target's.
  if (cnames.length === 0) {
    const [own, targets] = await Promise.all([
      addresses(resolver, input.domain),
      addresses(resolver, target),
    ]);
    if (own.length > 0 && own.every((address) => targets.includes(address))) return { ok: true };
  }
  return { ok: false, error: CUSTOM_DOMAIN_MESSAGES.targetMissing(input.domain, target) };
}

/**
 * Whether a blog's domain proves control (TXT `_bitacora.<domain>` holding the token) and points
 * at the platform (CNAME to the target, or for an apex A/AAAA records among the target's). A DNS
 * that does not answer in time is a problem of its own, so the owner is not told a record is
 * missing when it was never read.
 */
export async function checkDomainRecords(input: DomainCheckInput): Promise<DomainCheckResult> {
  const resolver = new dns.Resolver({ timeout: QUERY_TIMEOUT_MS, tries: QUERY_TRIES });
  if (input.servers && input.servers.length > 0) resolver.setServers(input.servers);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<DomainCheckResult>((resolve) => {
    timer = setTimeout(() => {
      resolver.cancel();
      resolve({ ok: false, error: CUSTOM_DOMAIN_MESSAGES.dnsUnavailable });
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(resolver, input), expired]);
  } catch (error) {
    if (error instanceof DnsUnavailable) {
      return { ok: false, error: CUSTOM_DOMAIN_MESSAGES.dnsUnavailable };
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
