/** The blog's social networks, Patreon included (a PRO widget). */
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'patreon'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORK = {
  twitter: {
    label: 'Twitter',
    profile: 'https://x.com/',
    handle: /^@?([A-Za-z0-9_]{1,15})$/,
    example: '@usuario',
  },
  facebook: {
    label: 'Facebook',
    profile: 'https://www.facebook.com/',
    handle: /^@?([A-Za-z0-9.]{1,50})$/,
    example: 'usuario',
  },
  instagram: {
    label: 'Instagram',
    profile: 'https://www.instagram.com/',
    handle: /^@?([A-Za-z0-9._]{1,30})$/,
    example: '@usuario',
  },
  patreon: {
    label: 'Patreon',
    profile: 'https://www.patreon.com/',
    handle: /^@?([A-Za-z0-9_-]{1,64})$/,
    example: 'usuario',
  },
} as const satisfies Record<
  SocialNetwork,
  { label: string; profile: string; handle: RegExp; example: string }
>;

const WEB_SCHEME = /^https?:\/\//i;
/** 'x.com/usuario', 'www.facebook.com/pagina': an address typed without its scheme. */
const HOST_AND_PATH = /^(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*$/i;

function asWebAddress(text: string): string | null {
  const candidate = WEB_SCHEME.test(text)
    ? text
    : HOST_AND_PATH.test(text)
      ? `https://${text}`
      : null;
  if (candidate === null || /\s/.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** Settings: what is said under a social network field that holds neither form. */
export function socialLinkMessage(network: SocialNetwork): string {
  const { label, example } = NETWORK[network];
  return `Escribe una dirección que empiece por https:// o tu usuario de ${label} (${example}).`;
}

/**
 * A social network field of the settings, as stored and linked: empty stays empty; a web
 * address (with or without 'https://') is kept, as a full address; a handle ('@usuario', or
 * the bare name) becomes its profile address ('https://x.com/usuario'). Anything else is null:
 * the field is refused with `socialLinkMessage`, never dropped in silence.
 */
export function normalizeSocialLink(
  network: SocialNetwork,
  value: string | null | undefined,
): string | null {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const handle = NETWORK[network].handle.exec(text);
  if (handle) return `${NETWORK[network].profile}${handle[1]}`;
  return asWebAddress(text);
}

/** The message for a social network field that cannot be linked, or null when it can. */
export function validateSocialLink(
  network: SocialNetwork,
  value: string | null | undefined,
): string | null {
  return normalizeSocialLink(network, value) === null ? socialLinkMessage(network) : null;
}
