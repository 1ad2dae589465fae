import { COMMENT_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { columnHeaders, pageOf, playAlert, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { CommentsScreen } from './comments-screen';
import { comments, withMention, withReplies } from './comments-screen.fixtures';

/** Opens the reply form on Jordi Puig's comment, which it quotes. */
async function openReply(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Responder al comentario de Jordi Puig' }),
  );
  const dialog = within(pageOf(canvasElement).getByRole('dialog'));
  await expect(dialog.getByRole('heading', { name: 'Responder a Jordi Puig' })).toBeVisible();
  await expect(
    dialog.getByText('Gracias por compartir la ruta, la haremos en verano.'),
  ).toBeVisible();
  return dialog;
}

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
    search: '',
    onSearch: fn(),
    paging: { page: 1, pageSize: 20, total: 4, onPage: fn(), onPageSize: fn() },
    bulk: { onApply: fn(), onDismissError: fn() },
  },
} satisfies Meta<typeof CommentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, author: string) => {
  // The author's own row: a reply's row names its parent's author too.
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((tr) => [...tr.querySelectorAll('td')].some((td) => td.textContent === author));
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
    const headers = columnHeaders(canvasElement);
    await expect(headers).toEqual([
      '',
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
    // A spam comment offers only to send it back to the queue.
    await expect(actionNames(canvasElement, 'Ofertas Top')).toEqual(['No es spam']);
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

/**
 * Approving reports `{ uuid, action }` at once, without a question (the app offers to undo it);
 * spam still asks first.
 */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Aprobar el comentario de Begoña Ibáñez' }),
    );
    await expect(pageOf(canvasElement).queryByRole('alertdialog')).toBeNull();
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

/** The Spam filter: a person the score misjudged, rescued with 'No es spam', without a question. */
export const NotSpam: Story = {
  args: {
    filter: 'SPAM',
    comments: [
      {
        uuid: '6e2d5b07-b06f-4e9d-8f8a-5b7a3d6e9f06',
        authorName: 'Marta Gil',
        authorEmail: 'marta@ejemplo.es',
        content: '¡Genial! Lo compartí en mi blog: https://marta.ejemplo.es/recetas',
        post: { title: 'Marmitako de bonito' },
        createdAt: '2026-03-06T08:15:00.000Z',
        status: 'SPAM',
      },
      ...comments.filter((c) => c.status === 'SPAM'),
    ],
    paging: { page: 1, pageSize: 20, total: 2, onPage: fn(), onPageSize: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await expect(actionNames(canvasElement, 'Marta Gil')).toEqual(['No es spam']);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'El comentario de Marta Gil no es spam',
      }),
    );
    await expect(pageOf(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.onModerate).toHaveBeenCalledWith({
      uuid: '6e2d5b07-b06f-4e9d-8f8a-5b7a3d6e9f06',
      action: 'not-spam',
    });
  },
};

/** Comments went to Spam lately: a note says so outside the Spam filter, with 'Ver spam'. */
export const RecentSpam: Story = {
  args: { recentSpam: 3 },
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement)
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('a Spam en los últimos 7 días'));
    if (!note) throw new Error('No recent spam note');
    await expect(note).toHaveTextContent(
      '3 comentarios fueron a Spam en los últimos 7 días. Revísalos por si alguno no lo es.',
    );
    await userEvent.click(within(note).getByRole('button', { name: 'Ver spam' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ status: 'SPAM' });
  },
};

/** Under the Spam filter the note is not repeated. */
export const RecentSpamInSpam: Story = {
  args: { recentSpam: 3, filter: 'SPAM' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/a Spam en los últimos/)).toBeNull();
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
export const ModerationError: Story = stateStory(
  { moderationError: COMMENT_MESSAGES.approveFailed },
  { alert: COMMENT_MESSAGES.approveFailed },
);

/** No comments for this filter. */
export const Empty: Story = stateStory({ comments: [] }, { text: COMMENT_MESSAGES.empty });

/** Loading: 'Cargando comentarios...'. */
export const Loading: Story = stateStory(
  { status: 'loading' },
  { status: COMMENT_MESSAGES.loading },
);

/** The list failed; the server's text first (docs/product.md#comment-messages). */
export const LoadError: Story = stateStory(
  { status: 'error', error: 'Blog no encontrado' },
  { alert: 'Blog no encontrado' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** With replies: each says whom it answers; the blog's is marked. Only an approved top-level comment offers 'Responder'. */
export const Replies: Story = {
  args: { comments: withReplies, onReply: fn(async () => true), onDelete: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      rowOf(canvasElement, 'Lola Martín').getByText(
        `↳ ${COMMENT_MESSAGES.staffReply} · Respuesta a Jordi Puig`,
      ),
    ).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Carmen Ruiz').getByText('↳ Respuesta a Jordi Puig'),
    ).toBeVisible();
    await expect(actionNames(canvasElement, 'Jordi Puig')).toEqual([
      'Rechazar',
      'Spam',
      'Responder',
      'Eliminar',
    ]);
    // A reply takes no reply; a pending comment neither.
    await expect(actionNames(canvasElement, 'Lola Martín')).toEqual([
      'Rechazar',
      'Spam',
      'Eliminar',
    ]);
    await expect(actionNames(canvasElement, 'Begoña Ibáñez')).toEqual([
      'Aprobar',
      'Rechazar',
      'Spam',
      'Eliminar',
    ]);
  },
};

/** A mention from another site: marked as one, its source linked, moderated as any comment. */
export const Mention: Story = {
  args: { comments: withMention },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Ana Ruiz');
    await expect(row.getByText(/^Mención ·/)).toBeVisible();
    await expect(
      row.getByRole('link', { name: 'https://ana.example/notas/picos' }),
    ).toHaveAttribute('href', 'https://ana.example/notas/picos');
    await expect(actionNames(canvasElement, 'Ana Ruiz')).toEqual(['Aprobar', 'Rechazar', 'Spam']);
  },
};

/** 'Responder' opens the form: the comment quoted, 'Publicar respuesta' waits for a text. */
export const ReplyForm: Story = {
  args: { comments: withReplies, onReply: fn(async () => true), onDelete: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await openReply(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Publicar respuesta' })).toBeDisabled();
  },
};

/** The reply is sent as the blog's, and the form closes. */
export const ReplySent: Story = {
  args: { comments: withReplies, onReply: fn(async () => true), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openReply(canvasElement);
    const send = dialog.getByRole('button', { name: 'Publicar respuesta' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Respuesta/), '¡Que lo disfrutéis!');
    await userEvent.click(send);
    await expect(args.onReply).toHaveBeenCalledWith({
      uuid: '2a8f1d63-7c2b-4a5f-8b46-1d3c9f2a5b02',
      content: '¡Que lo disfrutéis!',
    });
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A failed reply keeps the form open with the server's text. */
export const ReplyError: Story = {
  args: {
    comments: withReplies,
    onReply: fn(async () => false),
    onDelete: fn(),
    replyError: COMMENT_MESSAGES.replyToHidden,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Responder al comentario de Jordi Puig' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(COMMENT_MESSAGES.replyToHidden);
    await userEvent.type(dialog.getByLabelText(/Respuesta/), 'Hola');
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar respuesta' }));
    await expect(dialog.getByRole('button', { name: 'Publicar respuesta' })).toBeVisible();
  },
};

/** Deleting asks first, replies included, then reports the comment. */
export const Delete: Story = {
  args: { comments: withReplies, onReply: fn(async () => true), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar el comentario de Jordi Puig' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(COMMENT_MESSAGES.confirmDelete)).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith({
      uuid: '2a8f1d63-7c2b-4a5f-8b46-1d3c9f2a5b02',
    });
    await expect(args.onModerate).not.toHaveBeenCalled();
  },
};

const box = (canvasElement: HTMLElement, author: string) =>
  within(canvasElement).getByRole('checkbox', {
    name: `Seleccionar el comentario de ${author}`,
  });
const bulkBar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Acciones en lote' }));

/** Tick two comments and approve them in one action, without a question. */
export const BulkApprove: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = bulkBar(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent('Ningún comentario seleccionado');
    await expect(bar.getByRole('button', { name: 'Aprobar' })).toBeDisabled();
    await userEvent.click(box(canvasElement, 'Begoña Ibáñez'));
    await userEvent.click(box(canvasElement, 'Ana'));
    await expect(bar.getByRole('status')).toHaveTextContent('2 comentarios seleccionados');
    await userEvent.click(bar.getByRole('button', { name: 'Aprobar' }));
    await expect(pageOf(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.bulk?.onApply).toHaveBeenCalledWith({
      uuids: [comments[0]?.uuid, comments[2]?.uuid],
      action: 'approve',
    });
  },
};

/** 'No es spam' on the ticked ones sends them back to the queue at once, without a question. */
export const BulkNotSpam: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 'Ofertas Top'));
    await userEvent.click(bulkBar(canvasElement).getByRole('button', { name: 'No es spam' }));
    await expect(pageOf(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.bulk?.onApply).toHaveBeenCalledWith({
      uuids: [comments[3]?.uuid],
      action: 'not-spam',
    });
  },
};

/** 'Select all on this page', then spam: it asks first, naming how many. */
export const BulkSpamAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', {
        name: 'Seleccionar todos los de esta página',
      }),
    );
    const bar = bulkBar(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(
      `${comments.length} comentarios seleccionados`,
    );
    await userEvent.click(bar.getByRole('button', { name: 'Marcar como spam' }));
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(
      dialog.getByText(
        `¿Estás seguro de que quieres marcar estos ${comments.length} comentarios como spam?`,
      ),
    ).toBeVisible();
    await expect(args.bulk?.onApply).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar como spam' }));
    await expect(args.bulk?.onApply).toHaveBeenCalledWith({
      uuids: comments.map((c) => c.uuid),
      action: 'spam',
    });
  },
};

/** Deleting the ticked ones asks first, replies included; cancelling keeps them ticked. */
export const BulkDeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 'Jordi Puig'));
    await userEvent.click(box(canvasElement, 'Ana'));
    await userEvent.click(bulkBar(canvasElement).getByRole('button', { name: 'Eliminar' }));
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(
      dialog.getByText(
        '¿Estás seguro de que quieres eliminar estos 2 comentarios? Sus respuestas también se eliminarán.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.bulk?.onApply).not.toHaveBeenCalled();
    await expect(box(canvasElement, 'Ana')).toBeChecked();
    await userEvent.click(
      bulkBar(canvasElement).getByRole('button', { name: 'Quitar la selección' }),
    );
    await expect(box(canvasElement, 'Ana')).not.toBeChecked();
  },
};

/** A refused bulk action: the server's text, naming the comments. */
export const BulkError: Story = {
  args: {
    bulk: {
      onApply: fn(),
      onDismissError: fn(),
      error: 'No se aplicó la acción: algunos elementos no se pueden cambiar: Ana',
    },
  },
  play: playAlert('No se aplicó la acción: algunos elementos no se pueden cambiar: Ana'),
};

/** One search box for the author, the email and the text; it applies on 'Buscar'. */
export const Search: Story = {
  args: { search: 'puig' },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('search', { name: 'Buscar comentarios' }));
    const field = form.getByRole('searchbox', { name: /Buscar comentarios/ });
    await expect(field).toHaveValue('puig');
    await userEvent.clear(field);
    await userEvent.type(field, '  begona@ejemplo.es ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ search: 'begona@ejemplo.es' });
  },
};

/** Pages from the server: the count, 'Página 2 de 3', and the page size. */
export const Pages: Story = {
  args: {
    paging: { page: 2, pageSize: 20, total: 45, onPage: fn(), onPageSize: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pager = within(canvas.getByRole('navigation', { name: 'Páginas de comentarios' }));
    await expect(pager.getByRole('status')).toHaveTextContent('45 comentarios');
    await expect(pager.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Siguiente' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(canvas.getByLabelText('Por página'), '50');
    await expect(args.paging?.onPageSize).toHaveBeenCalledWith(50);
  },
};
