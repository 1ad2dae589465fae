/**
 * Panel routes (and the spec's extra forms and legacy paths, which the panel redirects):
 * the server answers them with the panel's index.html so the router takes over (history
 * fallback), including on a reload or a shared link.
 */
const PANEL_ROUTES: readonly RegExp[] = [
  /^\/(login|signup|blogs|forgot-password|reset-password|invitacion)\/?$/,
  /^\/(cms|super-admin|posts)(\/.*)?$/,
  /^\/(pages|series|user)\/.+$/,
];

export const isPanelRoute = (pathname: string): boolean =>
  PANEL_ROUTES.some((route) => route.test(pathname));
