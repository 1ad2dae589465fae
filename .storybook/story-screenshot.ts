/**
 * Outside Vitest (storybook dev, the static build) there is nothing to compare against.
 * `packages/ui/vitest.config.ts` swaps this module for `story-screenshot.vitest.ts`.
 */
export async function matchStoryScreenshot(_target: Element, _name: string): Promise<void> {}
