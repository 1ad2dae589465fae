import type { Page } from 'playwright-core';

/** The part of the path the panel is on, after client-side navigation settles. */
export async function settledPath(page: Page, expected: string | RegExp, timeout = 15_000) {
  await page.waitForURL(
    (url) =>
      typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname),
    { timeout },
  );
  return new URL(page.url()).pathname;
}

/** The panel's main heading (each screen has one `h1`). */
export const screenHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
