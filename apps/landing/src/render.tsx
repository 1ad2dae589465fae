import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LandingApp } from './landing-app';

export interface PrerenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The `<style>` tags of every styled component on the page, for the first paint. */
  styles: string;
}

/** Renders the landing at build time so the first paint needs no JavaScript. */
export function renderLanding(year: number): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<LandingApp year={year} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
