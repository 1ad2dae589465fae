import { COMMENT_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DIALOG_SCREENSHOT,
  pageOf,
  playAlert,
  playShowsText,
  playStatus,
} from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { CommentsScreen } from './comments-screen';
import { comments } from './comments-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Comments',
  component: CommentsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    comments,
    filter: '',
    onFilterChange: fn(),
    onRefresh: fn(),
    onModerate: fn(),
    onDismissModerationError: fn(),
  },
} satisfies Meta<typeof CommentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, author: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((tr) => tr.textContent?.includes(author));
  if (!row) throw new Error(`No row for ${author}`);
  return within(row);
};
const actionNames = (canvasElement: HTMLElement, author: string) =>
  rowOf(canvasElement, author)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Every status; each row offers only the actions of its status. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comentarios' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual([
      'Autor',
      'Email',
      'Comentario',
      'Post',
      'Fecha',
      'Estado',
      'Acciones',
    ]);
    await expect(actionNames(canvasElement, 'Begoña Ibáñez')).toEqual([
      'Aprobar',
      'Rechazar',
      'Spam',
    ]);
    // Approve is not offered on an approved comment.
    await expect(actionNames(canvasElement, 'Jordi Puig')).toEqual(['Rechazar', 'Spam']);
    await expect(actionNames(canvasElement, 'Ana')).toEqual(['Aprobar', 'Spam']);
    await expect(actionNames(canvasElement, 'Ofertas Top')).toEqual([]);
    // Post: title, else the raw reference, else '-'; es-ES date-time.
    await expect(rowOf(canvasElement, 'Ana').getByText('post-8812')).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Ofertas Top').getByRole('cell', { name: '-' }),
    ).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Begoña Ibáñez').getByText('05/03/2026, 14:07'),
    ).toBeVisible();
  },
};

/** Approving asks first, then reports `{ uuid, action }`. */
export const Approve: Story = {
  tags: ['screenshot'],
  parameters: DIALOG_SCREENSHOT,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Aprobar el comentario de Begoña Ibáñez' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(COMMENT_MESSAGES.confirmApprove)).toBeVisible();
    await expect(args.onModerate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    await expect(args.onModerate).toHaveBeenCalledWith({
      uuid: comments[0]?.uuid,
      action: 'approve',
    });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Spam el comentario de Jordi Puig' }),
    );
    await expect(pageOf(canvasElement).getByText(COMMENT_MESSAGES.confirmSpam)).toBeVisible();
  },
};

/** Cancelling the confirmation changes nothing. */
export const RejectCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Rechazar el comentario de Jordi Puig' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(COMMENT_MESSAGES.confirmReject)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onModerate).not.toHaveBeenCalled();
  },
};

/** The filter and 'Actualizar' report to the app. */
export const Filter: Story = {
  args: { filter: 'PENDING', comments: comments.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Estado');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Pendiente', 'Aprobado', 'Rechazado', 'Spam']);
    await userEvent.selectOptions(select, 'SPAM');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ status: 'SPAM' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** While an action is saved, that comment's buttons wait. */
export const Moderating: Story = {
  tags: ['screenshot'],
  args: { moderatingUuid: comments[0]?.uuid },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Rechazar el comentario de Begoña Ibáñez',
      }),
    ).toBeDisabled();
  },
};

/** An action failed (docs/product.md#comment-messages). */
export const ModerationError: Story = {
  tags: ['screenshot'],
  args: { moderationError: COMMENT_MESSAGES.approveFailed },
  play: playAlert(COMMENT_MESSAGES.approveFailed),
};

/** No comments for this filter. */
export const Empty: Story = {
  tags: ['screenshot'],
  args: { comments: [] },
  play: playShowsText(COMMENT_MESSAGES.empty),
};

/** Loading: 'Cargando comentarios...'. */
export const Loading: Story = {
  tags: ['screenshot'],
  args: { status: 'loading' },
  play: playStatus(COMMENT_MESSAGES.loading),
};

/** The list failed; the server's text first (docs/product.md#comment-messages). */
export const LoadError: Story = {
  tags: ['screenshot'],
  args: { status: 'error', error: 'Blog no encontrado' },
  play: playAlert('Blog no encontrado'),
};

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
