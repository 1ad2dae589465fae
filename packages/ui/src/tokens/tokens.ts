import {
  type ColorTokens,
  lightColors,
  lightShadows,
  type ShadowTokens,
  scaleValues,
} from './theme-values';

type VarRefs<T> = { readonly [K in keyof T]: string };

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property a token lives in: `cssVarName('color', 'textMuted')` → `--color-text-muted`. */
export const cssVarName = (group: string, key: string): string => `--${group}-${kebab(key)}`;

const refs = <T extends object>(group: string, values: T): VarRefs<T> =>
  Object.fromEntries(
    Object.keys(values).map((key) => [key, `var(${cssVarName(group, key)})`]),
  ) as VarRefs<T>;

/** Declarations for one group, e.g. `--space-4: 1rem;`, ready to sit inside a CSS rule. */
export const cssDeclarations = (group: string, values: object): string =>
  Object.entries(values)
    .map(([key, value]) => `${cssVarName(group, key)}: ${String(value)};`)
    .join('\n');

/**
 * Typed references to the design tokens, for styled-components:
 * `color: ${tokens.color.textMuted};` reads `var(--color-text-muted)`, whose value the active
 * `[data-theme]` decides.
 */
export const tokens = {
  color: refs<ColorTokens>('color', lightColors),
  shadow: refs<ShadowTokens>('shadow', lightShadows),
  font: refs('font', scaleValues.font),
  space: refs('space', scaleValues.space),
  radius: refs('radius', scaleValues.radius),
  motion: refs('motion', scaleValues.motion),
  layer: refs('layer', scaleValues.layer),
} as const;

export type Tokens = typeof tokens;
