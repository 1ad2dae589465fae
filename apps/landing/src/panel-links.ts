import type { LandingLinks, PublicLinks } from '@bitacora/ui';

/**
 * Where the panel lives, fixed at build time: `PANEL_ORIGIN=https://panel.example.com npm run
 * build`. Empty (the default) means the same origin, as when the server hosts both.
 */
export const PANEL_ORIGIN: string = (import.meta.env.PANEL_ORIGIN ?? '').replace(/\/+$/, '');

export const LANDING_LINKS: LandingLinks = {
  login: `${PANEL_ORIGIN}/login`,
  signup: `${PANEL_ORIGIN}/signup`,
};

/** The header's links: the panel's sign-in and sign-up, and the landing's "Acerca de Bitácora". */
export const HEADER_LINKS: PublicLinks = {
  home: '/',
  ...LANDING_LINKS,
  about: '/#acerca-de',
};
