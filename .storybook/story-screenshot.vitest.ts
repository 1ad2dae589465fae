import { expect } from 'vitest';
import { page } from 'vitest/browser';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Compares the rendered story with its committed reference in `__screenshots__/`.
 *
 * The story frame is only as tall as the story's viewport, and whatever lies below it comes out
 * blank in the capture: the frame is grown to the element's full height for the comparison (same
 * width, so a phone layout stays a phone layout), then given back its size.
 */
export async function matchStoryScreenshot(target: Element, name: string): Promise<void> {
  await document.fonts.ready;
  const view = target.ownerDocument.defaultView ?? window;
  const width = view.innerWidth;
  const height = view.innerHeight;
  const needed = Math.ceil(target.getBoundingClientRect().bottom + view.scrollY);
  const grow = needed > height;
  if (grow) {
    await page.viewport(width, needed);
    await nextFrame();
    await nextFrame();
  }
  try {
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
  } finally {
    if (grow) await page.viewport(width, height);
  }
}
