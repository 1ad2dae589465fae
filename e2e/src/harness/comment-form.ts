import type { Page } from 'playwright-core';

/** What a visitor writes in a post's comment form. */
export interface CommentDraft {
  name: string;
  email: string;
  text: string;
  /** Ticks 'Avísame por correo cuando respondan a mi comentario'. */
  notifyReplies?: boolean;
}

/**
 * docs/product.md, Comment rules: a form sent less than 3 s after it was loaded is held as a
 * bot's. The server counts from the time signed in the form's token.
 */
const MIN_FILL_MS = 3_000;

/** Fills the comment form of the post open in `page`, sending nothing. */
export async function fillComment(page: Page, draft: CommentDraft): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(draft.name);
  await page
    .getByRole('textbox', { name: /^Correo electrónico No se publicará/ })
    .fill(draft.email);
  await page.getByRole('textbox', { name: 'Comentario' }).fill(draft.text);
  if (draft.notifyReplies) {
    await page
      .getByRole('checkbox', { name: 'Avísame por correo cuando respondan a mi comentario' })
      .check();
  }
}

/**
 * Waits until the form would be taken for a person's: the page's script has put the signed time
 * in the form (it asks for it once the page has loaded, later on a loaded machine), and that time
 * is 3 s old. The browser's clock is the server's, on this machine; the server reads its clock
 * after the browser sends, so a form this old is never too fast.
 */
export async function formMaySend(page: Page): Promise<void> {
  await page.waitForFunction(
    (minFillMs) => {
      const token = document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value;
      const signedAt = Number(token?.split('.')[0]);
      return Boolean(token) && Date.now() - signedAt >= minFillMs;
    },
    MIN_FILL_MS,
    { polling: 100 },
  );
}

/**
 * Writes a comment on the post open in `page` as a person does, in good time, and waits for the
 * answer every sender gets.
 */
export async function sendComment(page: Page, draft: CommentDraft): Promise<void> {
  await fillComment(page, draft);
  await formMaySend(page);
  await page.getByRole('button', { name: 'Enviar comentario' }).click();
  await page.getByText('Tu comentario está pendiente de moderación').waitFor();
}
