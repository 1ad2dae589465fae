/*
 * A blog's own domain is pending until its DNS proves the owner controls it and points it at
 * the platform (docs/decisions/049-custom-domain-verification.md). Only a verified domain is the
 * blog's canonical address and gets a certificate.
 */

/** The label under the domain where the TXT record with the blog's token goes. */
export const DOMAIN_VERIFICATION_LABEL = '_bitacora';

/** The name of the TXT record that proves control: `_bitacora.www.example.es`. */
export function domainVerificationName(domain: string): string {
  return `${DOMAIN_VERIFICATION_LABEL}.${domain}`;
}

export type CustomDomainState = 'pending' | 'verified';

/** A blog's domain as the settings show it: its state and the records to create. */
export interface CustomDomainStatus {
  domain: string;
  state: CustomDomainState;
  /** TXT record: its name and the value (the blog's token). */
  txtName: string;
  txtValue: string;
  /** What the domain's CNAME must name (or whose A/AAAA addresses an apex must repeat). */
  target: string;
  /** ISO instants; null when never checked or not verified. */
  checkedAt: string | null;
  verifiedAt: string | null;
  /** The last check's problem, in Spanish; null after a success or before any check. */
  error: string | null;
}

/**
 * The host a blog's domain must point to: CUSTOM_DOMAIN_TARGET when set, else the platform's
 * own host name (PUBLIC_DOMAIN without its port).
 */
export function customDomainTarget(
  configured: string | null | undefined,
  publicDomain: string,
): string {
  const chosen = (configured ?? '').trim() || publicDomain;
  return chosen.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The domain a blog's addresses use (canonical links, feeds, sitemap, mails): its own only once
 * verified, else none, so `blogBaseUrl` falls back to the subdomain.
 */
export function canonicalDomain(blog: {
  domain: string | null;
  domainVerifiedAt: Date | string | null;
}): string | null {
  return blog.domain && blog.domainVerifiedAt ? blog.domain : null;
}

/** When the job looks again at a pending domain: 1 min, 2, 4… up to 6 h, for 3 days. */
export const DOMAIN_CHECK_SCHEDULE = {
  firstDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
} as const;

/** The wait before check number `round` (0 is the first, after saving). */
export function domainCheckDelayMs(round: number): number {
  return Math.min(
    DOMAIN_CHECK_SCHEDULE.firstDelayMs * 2 ** Math.max(0, round),
    DOMAIN_CHECK_SCHEDULE.maxDelayMs,
  );
}

/** 'Comprobar ahora': checks one blog may ask for in a window. */
export const DOMAIN_CHECK_LIMIT = { count: 5, windowMs: 60_000 } as const;

/** The domain section of the settings, and what a check may find. */
export const CUSTOM_DOMAIN_MESSAGES = {
  pending: 'Pendiente de verificación',
  verified: 'Verificado',
  pendingHelp:
    'Crea estos registros en el DNS de tu dominio. Mientras no se verifiquen, tu blog sigue usando su subdominio como dirección principal.',
  verifiedHelp: 'Tu dominio está verificado: es la dirección principal de tu blog.',
  records: 'Registros DNS',
  recordType: 'Tipo',
  recordName: 'Nombre',
  recordValue: 'Valor',
  apexHint:
    'Si es un dominio raíz (sin www), que no admite CNAME, crea registros A/AAAA con las mismas direcciones que',
  copy: 'Copiar',
  copied: 'Copiado',
  check: 'Comprobar ahora',
  checking: 'Comprobando…',
  lastChecked: 'Última comprobación',
  lastError: 'Último error',
  checkDone: 'Dominio verificado',
  checkPending: 'El dominio aún no está verificado',
  txtMissing: (name: string) =>
    `No encontramos el registro TXT ${name}. Créalo con el código de verificación; los cambios de DNS pueden tardar unos minutos en propagarse.`,
  txtWrong: (name: string) =>
    `El registro TXT ${name} no contiene el código de verificación de este blog.`,
  targetMissing: (domain: string, target: string) =>
    `${domain} no apunta a ${target}: crea un registro CNAME hacia ${target} (o, en un dominio raíz, registros A/AAAA con sus mismas direcciones).`,
  dnsUnavailable: 'No pudimos consultar el DNS en este momento. Lo volveremos a intentar.',
  tooManyChecks: 'Has comprobado el dominio muchas veces seguidas. Espera un minuto.',
  noDomain: 'El blog no tiene un dominio propio que comprobar.',
  checkFailed: 'No se pudo comprobar el dominio. Inténtalo de nuevo.',
} as const;
