export { breakpoints, media } from './breakpoints';
export {
  ColorModeProvider,
  type ColorModeProviderProps,
  type ColorModeValue,
  resolveColorMode,
  useColorMode,
} from './color-mode';
export { GlobalStyle } from './global-style';
export { darkColors, lightColors } from './theme-values';
export { cssVarName, type Tokens, tokens } from './tokens';
