import type { Comment } from '@bitacora/api';
import {
  availableCommentActions,
  COMMENT_ACTION_CONFIRMATIONS,
  COMMENT_ACTION_LABELS,
  COMMENT_BULK_ACTIONS,
  COMMENT_BULK_LABELS,
  COMMENT_FILTER_OPTIONS,
  COMMENT_MESSAGES,
  type CommentAction,
  type CommentBulkAction,
  type CommentStatusFilter,
  commentActionAsks,
  commentActionRowLabel,
  commentBulkConfirmation,
  commentPostLabel,
  formatDateTime,
  NOUNS,
  recentSpamMessage,
} from '@bitacora/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { StatusPill } from '../../../patterns/status-pill/status-pill';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { EmailAddress } from '../../../primitives/email-address/email-address';
import { Modal } from '../../../primitives/modal/modal';
import { Select } from '../../../primitives/select/select';
import { Spinner } from '../../../primitives/spinner/spinner';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { ListPager } from '../../shared/content-list/list-pager';
import { selectColumn } from '../../shared/content-list/select-column';
import { useRowSelection } from '../../shared/content-list/use-row-selection';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/page-header/page-header.styles';

export type CommentsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  comments: readonly Comment[];
  /**
   * The server's error text, else 'Error al cargar los comentarios'
   * (docs/product.md#comment-messages).
   */
  error?: string | null;
  /** The status filter; '' is Todos. */
  filter: CommentStatusFilter;
  onFilterChange: (input: { status: CommentStatusFilter }) => void;
  /** 'Actualizar': load the list again. */
  onRefresh: () => void;
  /**
   * Approving (the app offers to undo it) and 'No es spam' are reported at once; rejecting and
   * spam once the user confirmed.
   */
  onModerate: (input: { uuid: string; action: CommentAction }) => void;
  /** The comment whose action is being saved: its buttons wait. */
  moderatingUuid?: string | null;
  /**
   * The server's text, else 'No se pudo aprobar el comentario' and the like
   * (docs/product.md#comment-messages).
   */
  moderationError?: string | null;
  onDismissModerationError?: () => void;
  /**
   * 'Responder' on an approved comment: the blog's reply, published at once. Resolves true once
   * sent (the form closes), false when it failed (the form stays, with `replyError`).
   */
  onReply?: (input: { uuid: string; content: string }) => Promise<boolean>;
  /** The server's text, else 'No se pudo enviar la respuesta'. */
  replyError?: string | null;
  /** 'Eliminar', once confirmed: the comment and its replies. */
  onDelete?: (input: { uuid: string }) => void;
  /** The search in the author, the email and the text, as the address holds it. */
  search?: string;
  /** 'Buscar' (or Enter): a new search, from the first page. */
  onSearch?: (input: { search: string }) => void;
  /** The list's pages, read from the server a page at a time. */
  paging?: CommentsPaging;
  /** Checkboxes per row and one action on all the ticked comments. */
  bulk?: CommentsBulk;
  /**
   * How many went to Spam in the last days: outside the Spam filter a note says so, with 'Ver
   * spam', since the score misjudges some people (docs/decisions/050-not-spam.md).
   */
  recentSpam?: number;
};

/** Page sizes offered: the largest is what one bulk action takes. */
export const COMMENT_PAGE_SIZES = [20, 50, 100] as const;

export type CommentsPaging = {
  page: number;
  pageSize: number;
  /** How many comments match the status and the search. */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

export type CommentsBulk = {
  /** The ticked comments and the action; reject, spam and delete already confirmed. */
  onApply: (input: { uuids: string[]; action: CommentBulkAction }) => void;
  isApplying?: boolean;
  /** The server's refusal, with the refused comments named. */
  error?: string | null;
  onDismissError?: () => void;
};

const Title = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};

  p {
    color: ${tokens.color.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space['3']};

  & > :first-child {
    min-width: 12rem;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

const Content = styled.p`
  display: -webkit-box;
  max-width: 22rem;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow-wrap: anywhere;
`;

const When = styled.time`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const ReplyNote = styled.p`
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

const ReplyForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${tokens.space['3']};
  border-left: 3px solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

/** Only an approved top-level comment takes a reply (docs/product.md#comment-replies). */
const canReply = (comment: Comment) => comment.status === 'APPROVED' && !comment.parentUuid;

/** Above a reply's text: whom it answers, and whether it is the blog's own. */
function replyNote(comment: Comment, all: readonly Comment[]): string | null {
  if (!comment.parentUuid) return null;
  const parent = all.find((c) => c.uuid === comment.parentUuid);
  const to = parent ? `Respuesta a ${parent.authorName}` : 'Respuesta a un comentario';
  return comment.isStaffReply ? `${COMMENT_MESSAGES.staffReply} · ${to}` : to;
}

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space['2']};
  flex: 2 1 18rem;

  & > :first-child {
    flex: 1;
  }
`;

const BulkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
`;

const BulkCount = styled.p`
  margin: 0 ${tokens.space['2']} 0 0;
  font-weight: ${tokens.font.weightMedium};
`;

const selectedSummary = (n: number) =>
  n === 0
    ? 'Ningún comentario seleccionado'
    : n === 1
      ? '1 comentario seleccionado'
      : `${n} comentarios seleccionados`;

/** The ticked comments' actions: approve and 'No es spam' at once, the others after a confirmation. */
function BulkActions({
  count,
  isApplying,
  onAction,
  onClear,
}: {
  count: number;
  isApplying: boolean;
  onAction: (action: CommentBulkAction) => void;
  onClear: () => void;
}) {
  return (
    <section aria-label="Acciones en lote">
      <BulkRow>
        <BulkCount role="status">{selectedSummary(count)}</BulkCount>
        {COMMENT_BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={
              action === 'approve' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'
            }
            disabled={count === 0}
            isLoading={isApplying && (action === 'approve' || action === 'not-spam')}
            onClick={() => onAction(action)}
          >
            {COMMENT_BULK_LABELS[action]}
          </Button>
        ))}
        {count > 0 ? (
          <Button size="sm" variant="secondary" onClick={onClear} disabled={isApplying}>
            Quitar la selección
          </Button>
        ) : null}
      </BulkRow>
    </section>
  );
}

/** Search box: applies on 'Buscar' or Enter; the address can change it too. */
function SearchBox({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (input: { search: string }) => void;
}) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  return (
    <SearchForm
      role="search"
      aria-label="Buscar comentarios"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ search: text.trim() });
      }}
    >
      <TextField
        type="search"
        label="Buscar comentarios"
        hint={COMMENT_MESSAGES.searchHint}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {COMMENT_MESSAGES.searchLabel}
      </Button>
    </SearchForm>
  );
}

const Loading = styled.div`
  padding: ${tokens.space['8']} 0;
  display: flex;
  justify-content: center;
`;

type Pending =
  | { comment: Comment; action: CommentAction | 'delete' }
  | { uuids: string[]; action: CommentBulkAction }
  | null;

const confirmationOf = (action: CommentAction | 'delete') =>
  action === 'delete'
    ? { label: 'Eliminar', message: COMMENT_MESSAGES.confirmDelete }
    : { label: COMMENT_ACTION_LABELS[action], message: COMMENT_ACTION_CONFIRMATIONS[action] ?? '' };

/**
 * Comments: filter by status, search, pages, and moderation one by one or of the ticked ones.
 * Approving asks nothing (the app offers to undo it), nor does 'No es spam' on a spam comment
 * (it only goes back to the queue); rejecting, spam and deleting ask first.
 */
export function CommentsScreen({
  status,
  comments,
  error,
  filter,
  onFilterChange,
  onRefresh,
  onModerate,
  moderatingUuid = null,
  moderationError,
  onDismissModerationError,
  onReply,
  replyError,
  onDelete,
  search = '',
  onSearch,
  paging,
  bulk,
  recentSpam = 0,
}: CommentsScreenProps) {
  const [pending, setPending] = useState<Pending>(null);
  const selectableOf = useCallback((rows: readonly Comment[]) => rows.map((c) => c.uuid), []);
  const selection = useRowSelection<Comment, string>(comments, selectableOf);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const confirmation =
    pending === null
      ? null
      : 'uuids' in pending
        ? {
            label: COMMENT_BULK_LABELS[pending.action],
            message: commentBulkConfirmation(pending.action, pending.uuids.length) ?? '',
          }
        : confirmationOf(pending.action);

  const bulkAction = (action: CommentBulkAction) => {
    const uuids = [...selection.selected];
    if (uuids.length === 0 || !bulk) return;
    if (commentBulkConfirmation(action, uuids.length) === null) bulk.onApply({ uuids, action });
    else setPending({ uuids, action });
  };

  const sendReply = async (event: FormEvent) => {
    event.preventDefault();
    if (!replyTo || !onReply || reply.trim() === '') return;
    setSending(true);
    try {
      if (await onReply({ uuid: replyTo.uuid, content: reply })) {
        setReplyTo(null);
        setReply('');
      }
    } finally {
      setSending(false);
    }
  };

  const columns: TableColumn<Comment>[] = [
    ...(bulk
      ? [
          selectColumn<Comment, string>({
            idOf: (comment) => comment.uuid,
            nameOf: (comment) => `el comentario de ${comment.authorName}`,
            selection,
          }),
        ]
      : []),
    { key: 'authorName', header: 'Autor' },
    {
      key: 'authorEmail',
      header: 'Email',
      // A mention has no email: its source page is its address.
      render: (comment) =>
        comment.authorEmail ? <EmailAddress address={comment.authorEmail} /> : '-',
    },
    {
      key: 'content',
      header: 'Comentario',
      render: (comment) => {
        const note = replyNote(comment, comments);
        return (
          <>
            {note ? <ReplyNote>↳ {note}</ReplyNote> : null}
            {comment.kind === 'mencion' ? (
              <ReplyNote>
                Mención ·{' '}
                {comment.sourceUrl ? (
                  <a href={comment.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                    {comment.sourceUrl}
                  </a>
                ) : (
                  'página de origen desconocida'
                )}
              </ReplyNote>
            ) : null}
            <Content>{comment.content}</Content>
          </>
        );
      },
    },
    { key: 'post', header: 'Post', render: (comment) => commentPostLabel(comment.post) },
    {
      key: 'createdAt',
      header: 'Fecha',
      render: (comment) => (
        <When dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</When>
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      render: (comment) => <StatusPill status={comment.status} />,
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (comment) => (
        <Actions>
          {availableCommentActions(comment.status).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'approve' || action === 'not-spam' ? 'primary' : 'secondary'}
              aria-label={commentActionRowLabel(action, comment.authorName)}
              disabled={moderatingUuid === comment.uuid}
              onClick={() =>
                commentActionAsks(action)
                  ? setPending({ comment, action })
                  : onModerate({ uuid: comment.uuid, action })
              }
            >
              {COMMENT_ACTION_LABELS[action]}
            </Button>
          ))}
          {onReply && canReply(comment) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Responder al comentario de ${comment.authorName}`}
              disabled={moderatingUuid === comment.uuid}
              onClick={() => {
                setReplyTo(comment);
                setReply('');
              }}
            >
              Responder
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Eliminar el comentario de ${comment.authorName}`}
              disabled={moderatingUuid === comment.uuid}
              onClick={() => setPending({ comment, action: 'delete' })}
            >
              Eliminar
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  const body =
    status === 'loading' ? (
      <Loading>
        <Spinner showLabel label={COMMENT_MESSAGES.loading} />
      </Loading>
    ) : status === 'error' ? (
      <ErrorRow>
        <Alert tone="error">{error || COMMENT_MESSAGES.loadFailed}</Alert>
      </ErrorRow>
    ) : (
      <Table<Comment>
        caption="Lista de comentarios"
        captionHidden
        columns={columns}
        rows={comments}
        getRowKey={(comment) => comment.uuid}
        empty={COMMENT_MESSAGES.empty}
      />
    );

  return (
    <section aria-labelledby="comments-title">
      <PageHeader>
        <Title>
          <h1 id="comments-title">Comentarios</h1>
          <p>Modera los comentarios que reciben tus posts.</p>
        </Title>
      </PageHeader>
      <Stack>
        <Toolbar>
          {onSearch ? <SearchBox search={search} onSearch={onSearch} /> : null}
          <Select
            label="Estado"
            value={filter}
            options={COMMENT_FILTER_OPTIONS}
            onChange={(event) =>
              onFilterChange({ status: event.target.value as CommentStatusFilter })
            }
          />
          {paging ? (
            <Select
              label="Por página"
              value={String(paging.pageSize)}
              options={COMMENT_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(event) => paging.onPageSize(Number(event.target.value))}
            />
          ) : null}
          <HeaderActions>
            <Button variant="secondary" onClick={() => onRefresh()}>
              Actualizar
            </Button>
          </HeaderActions>
        </Toolbar>
        {recentSpam > 0 && filter !== 'SPAM' ? (
          <Alert
            tone="info"
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onFilterChange({ status: 'SPAM' })}
              >
                Ver spam
              </Button>
            }
          >
            {recentSpamMessage(recentSpam)}
          </Alert>
        ) : null}
        {bulk && status === 'ready' && comments.length > 0 ? (
          <BulkActions
            count={selection.selected.size}
            isApplying={bulk.isApplying ?? false}
            onAction={bulkAction}
            onClear={selection.clear}
          />
        ) : null}
        {bulk?.error ? (
          <Alert tone="error" onDismiss={bulk.onDismissError}>
            {bulk.error}
          </Alert>
        ) : null}
        {moderationError ? (
          <Alert tone="error" onDismiss={onDismissModerationError}>
            {moderationError}
          </Alert>
        ) : null}
        {body}
        {paging && status === 'ready' ? (
          <ListPager
            page={paging.page}
            pageSize={paging.pageSize}
            total={paging.total}
            what={NOUNS.comment}
            onPage={paging.onPage}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending && 'uuids' in pending && pending.uuids.length > 1
            ? `${confirmation?.label}: ${pending.uuids.length} comentarios`
            : confirmation
              ? `${confirmation.label} comentario`
              : 'Confirmar'
        }
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.label ?? 'Confirmar'}
        tone="danger"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending && 'uuids' in pending) bulk?.onApply(pending);
          else if (pending?.action === 'delete') onDelete?.({ uuid: pending.comment.uuid });
          else if (pending) onModerate({ uuid: pending.comment.uuid, action: pending.action });
          setPending(null);
        }}
      />
      <Modal
        open={replyTo !== null}
        onClose={() => setReplyTo(null)}
        title={replyTo ? `Responder a ${replyTo.authorName}` : 'Responder'}
        footer={
          <>
            <Button variant="secondary" onClick={() => setReplyTo(null)}>
              Cancelar
            </Button>
            <Button
              type="submit"
              form="comment-reply-form"
              isLoading={sending}
              loadingText="Enviando..."
              disabled={reply.trim() === ''}
            >
              Publicar respuesta
            </Button>
          </>
        }
      >
        {replyTo ? (
          <ReplyForm id="comment-reply-form" onSubmit={(event) => void sendReply(event)}>
            <Quote>{replyTo.content}</Quote>
            {replyError ? <Alert tone="error">{replyError}</Alert> : null}
            <TextArea
              label="Respuesta"
              hint={`Se publica al momento como «${COMMENT_MESSAGES.staffReply}».`}
              required
              maxLength={2000}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
          </ReplyForm>
        ) : null}
      </Modal>
    </section>
  );
}
