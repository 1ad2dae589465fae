import { MOBILE_BREAKPOINT_PX } from '@bitacora/domain';

/** The mobile layout applies below a window width of 768 px. */
export const breakpoints = {
  mobileMaxPx: MOBILE_BREAKPOINT_PX - 1,
} as const;

export const media = {
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;
