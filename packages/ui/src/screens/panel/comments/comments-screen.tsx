import type { Comment } from '@bitacora/api';
import {
  availableCommentActions,
  COMMENT_ACTION_CONFIRMATIONS,
  COMMENT_ACTION_LABELS,
  COMMENT_FILTER_OPTIONS,
  COMMENT_MESSAGES,
  type CommentAction,
  type CommentStatusFilter,
  commentPostLabel,
  formatDateTime,
} from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { StatusPill } from '../../../patterns/status-pill/status-pill';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Select } from '../../../primitives/select/select';
import { Spinner } from '../../../primitives/spinner/spinner';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
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
  /** Called once the user confirmed the action. */
  onModerate: (input: { uuid: string; action: CommentAction }) => void;
  /** The comment whose action is being saved: its buttons wait. */
  moderatingUuid?: string | null;
  /**
   * The server's text, else 'No se pudo aprobar el comentario' and the like
   * (docs/product.md#comment-messages).
   */
  moderationError?: string | null;
  onDismissModerationError?: () => void;
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

const Email = styled.span`
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Loading = styled.div`
  padding: ${tokens.space['8']} 0;
  display: flex;
  justify-content: center;
`;

type Pending = { comment: Comment; action: CommentAction } | null;

/** Comments: filter by status and approve, reject or mark as spam, each after a confirmation. */
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
}: CommentsScreenProps) {
  const [pending, setPending] = useState<Pending>(null);

  const columns: TableColumn<Comment>[] = [
    { key: 'authorName', header: 'Autor' },
    {
      key: 'authorEmail',
      header: 'Email',
      render: (comment) => <Email>{comment.authorEmail}</Email>,
    },
    {
      key: 'content',
      header: 'Comentario',
      render: (comment) => <Content>{comment.content}</Content>,
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
              variant={action === 'approve' ? 'primary' : 'secondary'}
              aria-label={`${COMMENT_ACTION_LABELS[action]} el comentario de ${comment.authorName}`}
              disabled={moderatingUuid === comment.uuid}
              onClick={() => setPending({ comment, action })}
            >
              {COMMENT_ACTION_LABELS[action]}
            </Button>
          ))}
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
          <Select
            label="Estado"
            value={filter}
            options={COMMENT_FILTER_OPTIONS}
            onChange={(event) =>
              onFilterChange({ status: event.target.value as CommentStatusFilter })
            }
          />
          <HeaderActions>
            <Button variant="secondary" onClick={() => onRefresh()}>
              Actualizar
            </Button>
          </HeaderActions>
        </Toolbar>
        {moderationError ? (
          <Alert tone="error" onDismiss={onDismissModerationError}>
            {moderationError}
          </Alert>
        ) : null}
        {body}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${COMMENT_ACTION_LABELS[pending.action]} comentario` : 'Confirmar'}
        message={pending ? COMMENT_ACTION_CONFIRMATIONS[pending.action] : ''}
        confirmLabel={pending ? COMMENT_ACTION_LABELS[pending.action] : 'Confirmar'}
        tone={pending?.action === 'approve' ? 'primary' : 'danger'}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onModerate({ uuid: pending.comment.uuid, action: pending.action });
          setPending(null);
        }}
      />
    </section>
  );
}
