/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The panel's origin, fixed at build time; empty for the same origin. */
  readonly PANEL_ORIGIN?: string;
}
