import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '../../story-helpers/plays';

type Row = { uuid: string; title: string };

/**
 * An AUTHOR viewing rows of which only the first is its own: that one offers Editar and
 * Eliminar, the others neither (though they keep the button `keeps` names, if any).
 */
export const playOwnRowOnly =
  (rows: readonly Row[], keeps?: (title: string) => string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const [own, ...others] = rows;
    await expect(canvas.getByRole('link', { name: `Editar ${own!.title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Eliminar ${own!.title}` })).toBeVisible();
    for (const row of others) {
      await expect(canvas.queryByRole('link', { name: `Editar ${row.title}` })).toBeNull();
      await expect(canvas.queryByRole('button', { name: `Eliminar ${row.title}` })).toBeNull();
      if (keeps) await expect(canvas.getByRole('button', { name: keeps(row.title) })).toBeVisible();
    }
  };

/**
 * A row's 'Eliminar' asks first: Cancelar keeps the row, Eliminar reports it. After a deletion
 * the question is asked again.
 */
export const playDeleteAsksFirst =
  (row: Row, question: { title: string; says: readonly string[] }) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onDelete: unknown } }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const button = { name: `Eliminar ${row.title}` };
    const ask = async () => {
      await userEvent.click(canvas.getByRole('button', button));
      return page.findByRole('alertdialog', { name: question.title });
    };
    let dialog = await ask();
    for (const text of question.says) await expect(dialog).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    dialog = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ uuid: row.uuid });
    await ask();
  };
