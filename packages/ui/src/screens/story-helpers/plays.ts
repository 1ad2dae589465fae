import { expect, userEvent, within } from 'storybook/test';

type PlayContext = { canvasElement: HTMLElement };

/** The whole document: dialogs render outside the story's canvas. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** For stories that end with a dialog open: the screenshot takes the dialog. */
export const DIALOG_SCREENSHOT = { screenshot: { selector: 'dialog[open]' } };

/** A play checking the status line: a loading announcement or a confirmation. */
export const playStatus =
  (label: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(label);
  };

/** A play checking the alert's text (a load or save error). */
export const playAlert =
  (text: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  };

/** A play checking that a text shows (an empty list's sentence). */
export const playShowsText =
  (text: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** The rich text editor loads on demand: wait for its textbox. */
export const editorReady = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Contenido' }, { timeout: 5000 });

/**
 * Deletes a row through its confirmation: its button, the question, then the confirm button.
 * The screen must not report the deletion before the user confirms.
 */
export async function confirmDeletion({
  canvasElement,
  button,
  question,
  confirm = 'Eliminar',
  onDelete,
}: PlayContext & { button: string; question: string; confirm?: string; onDelete: unknown }) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(onDelete).not.toHaveBeenCalled();
  await userEvent.click(dialog.getByRole('button', { name: confirm }));
}

/** What a state story checks: its status line, its alert or a text it shows. */
export type StateCheck = { status: string } | { alert: string } | { text: string };

/** A state of a screen (loading, failed, empty, an error shown): these args, and what it shows. */
export const stateStory = <const A>(
  args: A,
  check: StateCheck,
): { args: A; play: (context: PlayContext) => Promise<void> } => ({
  args,
  play:
    'status' in check
      ? playStatus(check.status)
      : 'alert' in check
        ? playAlert(check.alert)
        : playShowsText(check.text),
});

/** Types a post's or page's title and body once the editor has loaded; the editor, for more. */
export async function typeTitleAndBody(canvasElement: HTMLElement, title: string, body: string) {
  const editor = await editorReady(canvasElement);
  await userEvent.type(within(canvasElement).getByLabelText(/^Título(?! para)/), title);
  await userEvent.click(editor);
  await userEvent.type(editor, body);
  return editor;
}

/** A table's column headers, as read aloud, in order. */
export const columnHeaders = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
