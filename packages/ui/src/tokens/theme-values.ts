/**
 * The values behind every CSS custom property. Colours and shadows change with the colour mode;
 * the scales (type, spacing, radius, motion) are shared. Contrast pairs are chosen for WCAG AA
 * (4.5:1 for text) in both modes.
 */

export const lightColors = {
  bg: '#ffffff',
  surface: '#f6f8fa',
  surfaceRaised: '#ffffff',
  border: '#d8dee4',
  borderStrong: '#6e7781',
  text: '#1f2328',
  textMuted: '#57606a',
  link: '#3730a3',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  onPrimary: '#ffffff',
  secondary: '#eef0f3',
  secondaryHover: '#e1e5ea',
  onSecondary: '#1f2328',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  focus: '#4338ca',
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e4e8ec',
  skeletonShine: '#f1f3f5',
  infoBg: '#dbeafe',
  infoFg: '#1e3a8a',
  infoBorder: '#93c5fd',
  successBg: '#dcfce7',
  successFg: '#14532d',
  successBorder: '#86efac',
  warningBg: '#fef3c7',
  warningFg: '#78350f',
  warningBorder: '#fcd34d',
  errorBg: '#fee2e2',
  errorFg: '#7f1d1d',
  errorBorder: '#fca5a5',
  errorText: '#b91c1c',
  /** Borrador is shown yellow. */
  statusDraftBg: '#fef3c7',
  statusDraftFg: '#854d0e',
  /** Publicado is shown green. */
  statusPublishedBg: '#dcfce7',
  statusPublishedFg: '#166534',
  statusPendingBg: '#ffedd5',
  statusPendingFg: '#9a3412',
  statusApprovedBg: '#dcfce7',
  statusApprovedFg: '#166534',
  statusRejectedBg: '#fee2e2',
  statusRejectedFg: '#991b1b',
  statusSpamBg: '#f3e8ff',
  statusSpamFg: '#6b21a8',
  /** Programado is shown blue, En la papelera grey. */
  statusScheduledBg: '#dbeafe',
  statusScheduledFg: '#1e40af',
  statusTrashedBg: '#e5e7eb',
  statusTrashedFg: '#374151',
};

export type ColorTokens = typeof lightColors;

export const darkColors: ColorTokens = {
  bg: '#0f172a',
  surface: '#162033',
  surfaceRaised: '#1e293b',
  border: '#334155',
  borderStrong: '#8291a7',
  text: '#e2e8f0',
  textMuted: '#a3b1c4',
  link: '#a5b4fc',
  primary: '#818cf8',
  primaryHover: '#a5b4fc',
  onPrimary: '#0f172a',
  secondary: '#273449',
  secondaryHover: '#334155',
  onSecondary: '#e2e8f0',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  onDanger: '#0f172a',
  focus: '#a5b4fc',
  overlay: 'rgba(2, 6, 23, 0.7)',
  skeleton: '#273449',
  skeletonShine: '#334155',
  infoBg: '#172554',
  infoFg: '#bfdbfe',
  infoBorder: '#1d4ed8',
  successBg: '#052e16',
  successFg: '#bbf7d0',
  successBorder: '#15803d',
  warningBg: '#422006',
  warningFg: '#fde68a',
  warningBorder: '#a16207',
  errorBg: '#450a0a',
  errorFg: '#fecaca',
  errorBorder: '#b91c1c',
  errorText: '#fca5a5',
  statusDraftBg: '#422006',
  statusDraftFg: '#fde68a',
  statusPublishedBg: '#052e16',
  statusPublishedFg: '#86efac',
  statusPendingBg: '#431407',
  statusPendingFg: '#fdba74',
  statusApprovedBg: '#052e16',
  statusApprovedFg: '#86efac',
  statusRejectedBg: '#450a0a',
  statusRejectedFg: '#fca5a5',
  statusSpamBg: '#3b0764',
  statusSpamFg: '#d8b4fe',
  statusScheduledBg: '#172554',
  statusScheduledFg: '#93c5fd',
  statusTrashedBg: '#1f2937',
  statusTrashedFg: '#d1d5db',
};

export const lightShadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 16px 40px rgba(15, 23, 42, 0.2)',
};

export type ShadowTokens = typeof lightShadows;

export const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
};

export const fontValues = {
  family:
    "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.25rem',
  size2xl: '1.5rem',
  size3xl: '1.875rem',
  weightRegular: '400',
  weightMedium: '500',
  weightSemibold: '600',
  weightBold: '700',
  lineTight: '1.25',
  lineNormal: '1.5',
};

export const spaceValues = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
};

export const radiusValues = {
  sm: '4px',
  md: '6px',
  lg: '10px',
  full: '9999px',
};

export const motionValues = {
  fast: '100ms',
  base: '200ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  /** Theme toggle animation delays. */
  toggleDelay1: '100ms',
  toggleDelay2: '200ms',
};

export const layerValues = {
  sticky: '10',
  overlay: '100',
  modal: '110',
  toast: '120',
};

/** The scales both themes share, by the group their CSS variables are named after. */
export const scaleValues = {
  font: fontValues,
  space: spaceValues,
  radius: radiusValues,
  motion: motionValues,
  layer: layerValues,
} as const;
