import type { BrowserContext, Page } from 'playwright-core';

/** Where a selection starts and ends, as a 'selectionchange' event found it. */
interface SeenSelection {
  anchorNode: Node | null;
  anchorOffset: number;
  focusNode: Node | null;
  focusOffset: number;
}

type NotingWindow = Window & { seenSelection?: SeenSelection };

/**
 * From the next page `context` loads on: each 'selectionchange' event notes the selection it
 * found. The body's editor reads a selection made with the keyboard (or moved by its own
 * transactions) in that event, a task after the key's; `editorCaughtUp` waits for it. Registered
 * before the page's scripts, the note is taken in the same event as the editor's read.
 */
export async function noteSelectionChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const note = () => {
      const selection = document.getSelection();
      (window as NotingWindow).seenSelection = {
        anchorNode: selection?.anchorNode ?? null,
        anchorOffset: selection?.anchorOffset ?? 0,
        focusNode: selection?.focusNode ?? null,
        focusOffset: selection?.focusOffset ?? 0,
      };
    };
    note();
    document.addEventListener('selectionchange', note);
  });
}

/**
 * Waits until the editor has seen the selection as it is now: the last 'selectionchange' event
 * found it. A person never types the next key before that event runs; a script can. Needs
 * `noteSelectionChanges` on the page's context before the page loaded.
 */
export async function editorCaughtUp(page: Page): Promise<void> {
  const noting = await page.evaluate(() => 'seenSelection' in window);
  if (!noting) throw new Error('noteSelectionChanges(context) must come before the page loads');
  await page.waitForFunction(() => {
    const seen = (window as NotingWindow).seenSelection;
    const now = document.getSelection();
    return (
      seen?.anchorNode === (now?.anchorNode ?? null) &&
      seen.anchorOffset === (now?.anchorOffset ?? 0) &&
      seen.focusNode === (now?.focusNode ?? null) &&
      seen.focusOffset === (now?.focusOffset ?? 0)
    );
  });
}
