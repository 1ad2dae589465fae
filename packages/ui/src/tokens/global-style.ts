import { createGlobalStyle } from 'styled-components';
import './fonts';
import { darkColors, darkShadows, lightColors, lightShadows, scaleValues } from './theme-values';
import { cssDeclarations, tokens } from './tokens';

const scales = Object.entries(scaleValues)
  .map(([group, values]) => cssDeclarations(group, values))
  .join('\n');

const light = `${cssDeclarations('color', lightColors)}\n${cssDeclarations('shadow', lightShadows)}`;
const dark = `${cssDeclarations('color', darkColors)}\n${cssDeclarations('shadow', darkShadows)}`;

/** Tokens as CSS custom properties, the base element styles and the theme transition. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${scales}
  }

  :root,
  [data-theme='light'] {
    color-scheme: light;
    ${light}
  }

  [data-theme='dark'] {
    color-scheme: dark;
    ${dark}
  }

  [data-theme] {
    color: ${tokens.color.text};
    background-color: ${tokens.color.bg};
  }

  /* While the mode switches, colours fade in step with the toggle's delays. */
  [data-theme-transition] *,
  [data-theme-transition] {
    transition:
      background-color ${tokens.motion.toggleDelay2} ${tokens.motion.easing},
      color ${tokens.motion.toggleDelay2} ${tokens.motion.easing},
      border-color ${tokens.motion.toggleDelay2} ${tokens.motion.easing} !important;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${tokens.font.family};
    font-size: ${tokens.font.sizeMd};
    line-height: ${tokens.font.lineNormal};
    color: ${tokens.color.text};
    background-color: ${tokens.color.bg};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    line-height: ${tokens.font.lineTight};
    font-weight: ${tokens.font.weightSemibold};
  }

  p {
    margin: 0;
  }

  a {
    color: ${tokens.color.link};
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
