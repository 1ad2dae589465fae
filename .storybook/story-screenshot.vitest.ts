import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Compares the rendered story with its committed reference in `__screenshots__/`. */
export async function matchStoryScreenshot(target: Element, name: string): Promise<void> {
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(target))
    .toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
}
